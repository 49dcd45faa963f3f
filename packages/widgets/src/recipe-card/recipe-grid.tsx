import { useI18n } from '@sufra/i18n'
import { Skeleton, SkeletonText } from '@sufra/ui/skeleton'
import { cx } from '@sufra/styled-system/css'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { recipeGrid } from '@sufra/styled-system/recipes'
import { RecipeCard, type RecipeSummary } from './recipe-card'

const classes = recipeGrid()

export type RecipeGridProps = {
  recipes: readonly RecipeSummary[]
  /** The cards' title level (default 3). */
  headingLevel?: 2 | 3 | 4
  className?: string
}

/** Recipe cards in a responsive grid (a list: screen readers announce how many). */
export function RecipeGrid({ recipes, headingLevel, className }: RecipeGridProps) {
  return (
    <ul className={cx(classes.root, className)} data-scope="recipe-grid" data-part="root">
      {recipes.map((recipe) => (
        <li key={recipe._id}>
          <RecipeCard recipe={recipe} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

/** Card-shaped placeholders while recipes load; the region says it is busy, with `label` for screen readers. */
export function RecipeGridSkeleton({ count = 8, label }: { count?: number; label?: string }) {
  const { t } = useI18n()
  return (
    <div aria-busy="true" className={classes.skeleton} data-scope="recipe-grid" data-part="skeleton">
      <span role="status" className={visuallyHidden()}>
        {label ?? t('recipeCard.loading')}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={classes.placeholder} data-part="placeholder">
          <Skeleton className={classes.placeholderMedia} />
          <div className={classes.placeholderBody} data-part="placeholder-body">
            <div className={classes.placeholderLine} data-part="placeholder-line">
              <Skeleton shape="text" />
            </div>
            <SkeletonText lines={3} />
          </div>
        </div>
      ))}
    </div>
  )
}
