import { useI18n } from '@sufra/i18n'
import { Skeleton, SkeletonText } from '@sufra/ui/skeleton'
import { css, cx } from '@sufra/styled-system/css'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { RecipeCard, type RecipeSummary } from './recipe-card'

/** One column on phones, then 2, 3 and 4 as the page widens. */
const grid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
  gap: { base: '4', md: '5' },
})

export type RecipeGridProps = {
  recipes: readonly RecipeSummary[]
  /** The cards' title level (default 3). */
  headingLevel?: 2 | 3 | 4
  className?: string
}

/** Recipe cards in a responsive grid (a list: screen readers announce how many). */
export function RecipeGrid({ recipes, headingLevel, className }: RecipeGridProps) {
  return (
    <ul className={cx(grid, className)} data-part="recipe-grid">
      {recipes.map((recipe) => (
        <li key={recipe._id}>
          <RecipeCard recipe={recipe} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

const placeholder = css({
  display: 'flex',
  flexDirection: 'column',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  overflow: 'hidden',
  bg: 'bg.surface',
})

/** Card-shaped placeholders while recipes load; the region says it is busy, with `label` for screen readers. */
export function RecipeGridSkeleton({ count = 8, label }: { count?: number; label?: string }) {
  const { t } = useI18n()
  return (
    <div aria-busy="true" data-part="recipe-grid-skeleton">
      <span role="status" className={visuallyHidden()}>
        {label ?? t('recipeCard.loading')}
      </span>
      <div className={grid}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={placeholder}>
            <Skeleton className={css({ aspectRatio: '4 / 3', borderRadius: 'none' })} />
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4' })}>
              <Skeleton shape="text" className={css({ w: '1/2' })} />
              <SkeletonText lines={3} />
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}
