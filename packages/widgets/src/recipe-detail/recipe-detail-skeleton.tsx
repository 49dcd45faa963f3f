import { useI18n } from '@sufra/i18n'
import { Skeleton, SkeletonText } from '@sufra/ui/skeleton'
import { css } from '@sufra/styled-system/css'
import { visuallyHidden } from '@sufra/styled-system/patterns'

/** The recipe page's shape while the recipe loads: gallery, title, facts, actions, then two columns. */
export function RecipeDetailSkeleton() {
  const { t } = useI18n()
  return (
    <div
      aria-busy="true"
      data-part="recipe-detail-skeleton"
      className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}
    >
      <span role="status" className={visuallyHidden()}>
        {t('recipeDetail.loading')}
      </span>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          gap: { base: '6', lg: '10' },
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <Skeleton className={css({ aspectRatio: '4 / 3', h: 'auto', borderRadius: 'xl' })} />
          <div className={css({ display: 'flex', gap: '2' })}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className={css({ w: '20', h: '14', borderRadius: 'md' })} />
            ))}
          </div>
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          <Skeleton shape="text" className={css({ h: '10', w: '4/5' })} />
          <div className={css({ display: 'flex', gap: '2' })}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className={css({ h: '8', w: '24', borderRadius: 'lg' })} />
            ))}
          </div>
          <SkeletonText lines={3} />
          <Skeleton className={css({ h: '16', borderRadius: 'xl' })} />
          <div className={css({ display: 'flex', gap: '2' })}>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className={css({ h: '8', w: '20', borderRadius: 'md' })} />
            ))}
          </div>
        </div>
      </div>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gap: { base: '6', lg: '10' },
        })}
      >
        <SkeletonText lines={8} />
        <Skeleton className={css({ h: '[16rem]', borderRadius: 'xl' })} />
      </div>
    </div>
  )
}
