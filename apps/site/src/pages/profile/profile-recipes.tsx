import { useId } from 'react'
import { UtensilsCrossedIcon } from 'lucide-react'
import type { useApiQuery } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { EmptyState } from '@sufra/ui/empty-state'
import { css } from '@sufra/styled-system/css'
import { RecipeGrid, RecipeGridSkeleton } from '@sufra/widgets/recipe-card'
import { LoadFailed } from '../load-failed'

type RecipesQuery = Pick<
  ReturnType<typeof useApiQuery<'/user/recipes/{id}'>>,
  'data' | 'error' | 'isFetching' | 'refetch'
>

/**
 * The user's recipes (GET /user/recipes/{id}) as recipe cards, as on Explore and Saved: an imported
 * recipe's card names its source site and links to the page it came from.
 */
export function ProfileRecipes({ recipes }: { recipes: RecipesQuery }) {
  const { t } = useI18n()
  const headingId = useId()
  const { data, error, isFetching, refetch } = recipes

  let content
  if (data === undefined && error) {
    content = (
      <LoadFailed title={t('profile.recipes.failed')} onRetry={() => void refetch()} retrying={isFetching} />
    )
  } else if (data === undefined) {
    content = <RecipeGridSkeleton count={4} label={t('profile.recipes.loading')} />
  } else if (data.length === 0) {
    content = (
      <EmptyState titleAs="p" icon={<UtensilsCrossedIcon aria-hidden />} title={t('pages.creator.empty')} />
    )
  } else {
    // The section's heading is an h2, so each card's title is an h3.
    content = <RecipeGrid recipes={data} headingLevel={3} />
  }

  return (
    <section
      aria-labelledby={headingId}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <h2 id={headingId} className={css({ textStyle: 'h3' })}>
        {t('profile.recipes.title')}
      </h2>
      {content}
    </section>
  )
}
