import { useI18n } from '@sufra/i18n'
import { SkeletonText } from '@sufra/ui/skeleton'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { recipeDetailSkeleton } from '@sufra/styled-system/recipes'

/** The recipe page's shape while the recipe loads: gallery, title, facts, actions, then two columns. */
export function RecipeDetailSkeleton() {
  const { t } = useI18n()
  const classes = recipeDetailSkeleton()
  return (
    <div aria-busy="true" className={classes.root} data-scope="recipe-detail-skeleton" data-part="root">
      <span role="status" className={visuallyHidden()}>
        {t('recipeDetail.loading')}
      </span>
      <div className={classes.top} data-part="top">
        <div className={classes.gallery} data-part="gallery">
          <div aria-hidden className={classes.picture} data-part="picture" />
          <div className={classes.row} data-part="row">
            {[0, 1, 2].map((index) => (
              <div key={index} aria-hidden className={classes.thumbnail} data-part="thumbnail" />
            ))}
          </div>
        </div>
        <div className={classes.summary} data-part="summary">
          <div aria-hidden className={classes.title} data-part="title" />
          <div className={classes.row} data-part="row">
            {[0, 1, 2].map((index) => (
              <div key={index} aria-hidden className={classes.fact} data-part="fact" />
            ))}
          </div>
          <SkeletonText lines={3} />
          <div aria-hidden className={classes.creator} data-part="creator" />
          <div className={classes.row} data-part="row">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} aria-hidden className={classes.action} data-part="action" />
            ))}
          </div>
        </div>
      </div>
      <div className={classes.bottom} data-part="bottom">
        <SkeletonText lines={8} />
        <div aria-hidden className={classes.aside} data-part="aside" />
      </div>
    </div>
  )
}
