import { useId } from 'react'
import { Link as RouterLink, useParams } from 'react-router'
import { LeafIcon, SearchXIcon } from 'lucide-react'
import { type MessageId, pickText, useI18n } from '@sufra/i18n'
import { type Schema, useApiQuery } from '@sufra/api-client'
import { ingredientPage } from '@sufra/styled-system/recipes'
import { Button } from '@sufra/ui/button'
import { EmptyState } from '@sufra/ui/empty-state'
import { Link } from '@sufra/ui/link'
import { Skeleton, SkeletonText } from '@sufra/ui/skeleton'
import { IngredientNutrition } from '@sufra/widgets/ingredient-nutrition'
import { RecipeGrid, RecipeGridSkeleton } from '@sufra/widgets/recipe-card'
import { useLocalizedPath } from '../../language/use-language'
import { useDocumentTitle } from '../../layout/document-title'
import { PageFrame } from '../../layout/page-frame'
import { LoadFailed } from '../load-failed'
import { ingredientDetailInit } from './ingredient-detail-data'

const classes = ingredientPage()

/**
 * `/ingredient/details/{slug}/{id}` (spec: ingredient detail): the ingredient's nutrition per 100 g
 * or per household portion, and 8 recipes that use it. The id decides; the slug is only for people
 * and search engines, so an old or mistyped slug still shows the ingredient.
 */
export function IngredientDetailPage() {
  const { id = '' } = useParams()
  const { t } = useI18n()
  const query = useApiQuery('/ingredient/{id}', ingredientDetailInit(id), { enabled: id !== '' })

  if (query.isPending) return <IngredientSkeleton />

  if (query.isError) {
    // An id that is not one (400) names no ingredient either.
    const notFound = query.error.status === 404 || query.error.status === 400
    return (
      <PageFrame title={t('pages.ingredientDetails.title')}>
        {notFound ? (
          <IngredientNotFound />
        ) : (
          <LoadFailed
            title={t('ingredientDetail.fetchFailed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </PageFrame>
    )
  }

  return <IngredientView ingredient={query.data} />
}

function IngredientView({ ingredient }: { ingredient: Schema<'IngredientDetail'> }) {
  const { t, locale } = useI18n()
  const localized = useLocalizedPath()
  const recipesHeadingId = useId()
  const name = pickText(ingredient.name, locale)
  const group = groupLabel(ingredient.group, t)
  useDocumentTitle(t('ingredientDetail.documentTitle', { name }))

  return (
    <article className={classes.root} data-scope="ingredient-page" data-part="root">
      <header className={classes.header} data-part="header">
        {ingredient.image ? (
          <img className={classes.picture} src={ingredient.image.url} alt="" data-part="picture" />
        ) : (
          <div className={classes.picture} data-part="picture" aria-hidden>
            <LeafIcon />
          </div>
        )}
        <div className={classes.titles} data-part="titles">
          <h1 className={classes.title} dir="auto">
            {name}
          </h1>
          {group ? (
            <p className={classes.group} data-part="group">
              {group}
            </p>
          ) : null}
        </div>
      </header>

      <div className={classes.body} data-part="body">
        <div className={classes.nutrition} data-part="nutrition">
          <IngredientNutrition nutrition={ingredient.nutrition} portions={ingredient.portions} />
        </div>
        <section className={classes.recipes} aria-labelledby={recipesHeadingId} data-part="recipes">
          <div className={classes.recipesHeader} data-part="recipes-header">
            <h2 id={recipesHeadingId} className={classes.recipesTitle} dir="auto">
              {t('ingredientDetail.recipes', { name })}
            </h2>
            {ingredient.recipes.length > 0 ? (
              <Link asChild>
                <RouterLink to={localized(`/ingredient/${ingredient.slug}`)}>
                  {t('ingredientDetail.recipes.all')}
                </RouterLink>
              </Link>
            ) : null}
          </div>
          {ingredient.recipes.length > 0 ? (
            <RecipeGrid recipes={ingredient.recipes} headingLevel={3} />
          ) : (
            <p>{t('ingredientDetail.recipes.none')}</p>
          )}
        </section>
      </div>
    </article>
  )
}

/** The catalogue's food groups (apps/api seed), each with its name in both languages. */
const foodGroups = [
  'vegetables',
  'fruits',
  'herbs-and-spices',
  'grains-and-pasta',
  'legumes',
  'nuts-and-seeds',
  'dairy-and-eggs',
  'meat',
  'poultry',
  'fish-and-seafood',
  'oils-and-fats',
  'baking',
  'sweeteners',
  'condiments-and-sauces',
  'drinks',
  'other',
] as const
type FoodGroup = (typeof foodGroups)[number]
const isFoodGroup = (group: string): group is FoodGroup => (foodGroups as readonly string[]).includes(group)

/** The food group's name ("Vegetables"); a group the site does not know yet is left unnamed. */
function groupLabel(group: string, t: (id: MessageId) => string) {
  return isFoodGroup(group) ? t(`ingredientDetail.group.${group}`) : null
}

function IngredientNotFound() {
  const { t } = useI18n()
  const localized = useLocalizedPath()
  return (
    <EmptyState
      icon={<SearchXIcon aria-hidden />}
      title={t('pages.ingredientDetails.empty')}
      description={t('ingredientDetail.notFoundHint')}
      action={
        <Button asChild variant="outline">
          <RouterLink to={localized('/ingredients')}>{t('ingredientDetail.allIngredients')}</RouterLink>
        </Button>
      }
    />
  )
}

/** The page's shape while the ingredient loads: header, table lines and card placeholders. */
function IngredientSkeleton() {
  const { t } = useI18n()
  return (
    <div className={classes.root} data-scope="ingredient-page" data-part="root" data-loading="">
      <div className={classes.header} data-part="header">
        <Skeleton className={classes.picture} />
        <div className={classes.titles} data-part="titles">
          <SkeletonText lines={2} />
        </div>
      </div>
      <div className={classes.body} data-part="body">
        <SkeletonText lines={10} />
        <RecipeGridSkeleton count={4} label={t('ingredientDetail.loading')} />
      </div>
    </div>
  )
}
