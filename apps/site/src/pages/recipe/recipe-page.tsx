import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { CircleAlertIcon, SearchXIcon } from 'lucide-react'
import { type Schema, useApiQuery } from '@sufra/api-client'
import { pickText, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { EmptyState } from '@sufra/ui/empty-state'
import { toaster } from '@sufra/ui/toast'
import { recipePage } from '@sufra/styled-system/recipes'
import { CommentThreadWhenNear } from '@sufra/widgets/comment-thread'
import {
  CreatorBlock,
  HouseAd,
  MediaGallery,
  RecipeActions,
  RecipeDetailSkeleton,
  RecipeOverview,
  RecipeStructuredData,
  recipeShareUrl,
} from '@sufra/widgets/recipe-detail'
import { InstructionSlider, NutritionRings, RecipeIngredients } from '@sufra/widgets/recipe-nutrition'
import { useWidgetHost } from '@sufra/widgets/widget-host'
import { useSiteOrigin } from '../../app-providers'
import { PageFrame } from '../../layout/page-frame'

/** `/recipe/{id}` (spec: Recipe detail). */
export function RecipePage() {
  const { id = '' } = useParams()
  const { t } = useI18n()
  const query = useApiQuery('/recipe/{id}', { params: { path: { id } } }, { enabled: id !== '' })
  const notFound = query.isError && (query.error.status === 404 || query.error.status === 400)
  const failed = query.isError && !notFound

  // Spec section 8: "Failed to fetch recipe details", once per failed load.
  useEffect(() => {
    if (failed) toaster.error({ title: t('recipeDetail.fetchFailed') })
  }, [failed, query.errorUpdatedAt, t])

  if (query.isPending) {
    return (
      <div className={recipePage().root} data-scope="recipe-page" data-part="root">
        <RecipeDetailSkeleton />
      </div>
    )
  }

  if (query.isError) {
    return (
      <PageFrame title={t('pages.recipe.title')}>
        {notFound ? (
          <RecipeNotFound />
        ) : (
          <RecipeFailed onRetry={() => void query.refetch()} busy={query.isFetching} />
        )}
      </PageFrame>
    )
  }

  // A different recipe starts with its own servings.
  return <RecipeView key={query.data._id} recipe={query.data} />
}

function RecipeNotFound() {
  const { t } = useI18n()
  const host = useWidgetHost()
  return (
    <EmptyState
      icon={<SearchXIcon aria-hidden />}
      title={t('recipeDetail.notFound.title')}
      description={t('recipeDetail.notFound.description')}
      action={
        <Button asChild>
          <host.Link href={host.href('/explore')}>{t('recipeDetail.notFound.action')}</host.Link>
        </Button>
      }
    />
  )
}

function RecipeFailed({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const { t } = useI18n()
  return (
    <EmptyState
      icon={<CircleAlertIcon aria-hidden />}
      title={t('recipeDetail.fetchFailed')}
      action={
        <Button onClick={onRetry} loading={busy}>
          {t('recipeDetail.retry')}
        </Button>
      }
    />
  )
}

function RecipeView({ recipe }: { recipe: Schema<'Recipe'> }) {
  const { locale } = useI18n()
  const [servings, setServings] = useState(recipe.servings)
  const origin = useSiteOrigin()
  const pageUrl = `${origin}/${locale}/recipe/${recipe._id}`
  const classes = recipePage()

  return (
    <article className={classes.root} data-scope="recipe-page" data-part="root">
      <RecipeStructuredData recipe={recipe} url={pageUrl} />

      <div className={classes.top} data-part="top">
        <MediaGallery
          title={pickText(recipe.title, locale)}
          thumbnail={recipe.thumbnail}
          otherImages={recipe.otherImages}
          videoUrl={recipe.videoUrl}
        />
        <div className={classes.about} data-part="about">
          <RecipeOverview recipe={recipe} servings={servings} />
          <CreatorBlock recipe={recipe} />
          <RecipeActions
            recipe={recipe}
            servings={servings}
            shareUrl={recipeShareUrl(recipe._id, origin)}
            embedOrigin={origin}
          />
        </div>
      </div>

      <div className={classes.body} data-part="body">
        <div className={classes.column} data-part="column">
          <div className={classes.ingredients} data-part="ingredients">
            <RecipeIngredients recipe={recipe} servings={servings} onServingsChange={setServings} />
          </div>
          <div className={classes.steps} data-part="steps">
            <InstructionSlider instructions={recipe.instructions} />
          </div>
          {/* The embedded recipe's "comments on Sufra" link lands here. */}
          <div className={classes.comments} data-part="comments" id="comments">
            <CommentThreadWhenNear recipeId={recipe._id} recipeCreatorId={recipe.createdBy?._id} />
          </div>
        </div>
        <div className={classes.column} data-part="column">
          <div className={classes.nutrition} data-part="nutrition">
            <NutritionRings nutrition={recipe.nutrition} />
          </div>
          <div className={classes.ad} data-part="ad">
            <HouseAd />
          </div>
        </div>
      </div>
    </article>
  )
}
