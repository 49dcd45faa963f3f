import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { CircleAlertIcon, SearchXIcon } from 'lucide-react'
import { type Schema, useApiQuery } from '@sufra/api-client'
import { pickText, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { EmptyState } from '@sufra/ui/empty-state'
import { toaster } from '@sufra/ui/toast'
import { css } from '@sufra/styled-system/css'
import { CommentThread } from '@sufra/widgets/comment-thread'
import {
  CreatorBlock,
  HouseAd,
  MediaGallery,
  RecipeActions,
  RecipeDetailSkeleton,
  RecipeOverview,
  RecipeStructuredData,
} from '@sufra/widgets/recipe-detail'
import { InstructionSlider, NutritionRings, RecipeIngredients } from '@sufra/widgets/recipe-nutrition'
import { useWidgetHost } from '@sufra/widgets/widget-host'
import { PageFrame } from '../../layout/page-frame'

const frame = css({
  maxW: 'container',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
})

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
      <div className={frame}>
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

const styles = {
  top: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
    gap: { base: '6', lg: '10' },
    alignItems: 'start',
  }),
  about: css({ display: 'flex', flexDirection: 'column', gap: '5', minW: '0' }),
  // Phones: one column in reading order (ingredients, nutrition, steps, comments, ad). From lg: the
  // main column beside a side column; the columns' wrappers step aside (display: contents) on phones.
  body: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '10',
    marginBlockStart: { base: '10', lg: '14' },
    lg: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      columnGap: '10',
      alignItems: 'start',
    },
  }),
  column: css({
    display: 'contents',
    lg: { display: 'flex', flexDirection: 'column', gap: '10', minW: '0' },
  }),
}

function RecipeView({ recipe }: { recipe: Schema<'Recipe'> }) {
  const { locale } = useI18n()
  const [servings, setServings] = useState(recipe.servings)
  const pageUrl = `${window.location.origin}/${locale}/recipe/${recipe._id}`

  return (
    <article className={frame} data-part="recipe-page">
      <RecipeStructuredData recipe={recipe} url={pageUrl} />

      <div className={styles.top}>
        <MediaGallery
          title={pickText(recipe.title, locale)}
          thumbnail={recipe.thumbnail}
          otherImages={recipe.otherImages}
          videoUrl={recipe.videoUrl}
        />
        <div className={styles.about}>
          <RecipeOverview recipe={recipe} servings={servings} />
          <CreatorBlock recipe={recipe} />
          <RecipeActions recipe={recipe} servings={servings} />
        </div>
      </div>

      <div className={styles.body}>
        <div className={styles.column}>
          <div className={css({ order: 1 })}>
            <RecipeIngredients recipe={recipe} servings={servings} onServingsChange={setServings} />
          </div>
          <div className={css({ order: 3 })}>
            <InstructionSlider instructions={recipe.instructions} />
          </div>
          <div className={css({ order: 4 })}>
            <CommentThread recipeId={recipe._id} recipeCreatorId={recipe.createdBy?._id} />
          </div>
        </div>
        <div className={styles.column}>
          <div className={css({ order: 2 })}>
            <NutritionRings nutrition={recipe.nutrition} />
          </div>
          <div className={css({ order: 5 })}>
            <HouseAd />
          </div>
        </div>
      </div>
    </article>
  )
}
