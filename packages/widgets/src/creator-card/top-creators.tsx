import { useId } from 'react'
import { UsersIcon } from 'lucide-react'
import { useApiQuery } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { EmptyState } from '@sufra/ui/empty-state'
import { SkeletonCircle, SkeletonText } from '@sufra/ui/skeleton'
import { cx } from '@sufra/styled-system/css'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { topCreators } from '@sufra/styled-system/recipes'
import { CreatorCard } from './creator-card'

export type TopCreatorsProps = {
  /** The section heading's level (default 2); each creator's name is one level below. */
  headingLevel?: 2 | 3
  className?: string
}

const classes = topCreators()

/**
 * "Top creators" (GET /user/top-creators: at most 10, most followers first) as compact creator cards
 * with the grid's follow behaviour: the change shows at once and reverts when the call fails.
 */
export function TopCreators({ headingLevel = 2, className }: TopCreatorsProps) {
  const { t } = useI18n()
  const headingId = useId()
  const { data, error, isFetching, refetch } = useApiQuery('/user/top-creators')
  const Heading = `h${headingLevel}` as const

  let content
  if (data === undefined && error) {
    content = (
      <EmptyState
        size="sm"
        titleAs="p"
        icon={<UsersIcon aria-hidden />}
        title={t('creators.failed')}
        action={
          <Button variant="outline" size="sm" onClick={() => void refetch()} loading={isFetching}>
            {t('explore.retry')}
          </Button>
        }
      />
    )
  } else if (data === undefined) {
    content = (
      <div aria-busy="true" className={classes.list} data-part="skeleton">
        <span role="status" className={visuallyHidden()}>
          {t('creators.loading')}
        </span>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={classes.placeholder} data-part="placeholder">
            <SkeletonCircle size="md" />
            <SkeletonText lines={2} />
          </div>
        ))}
      </div>
    )
  } else if (data.length === 0) {
    content = (
      <EmptyState size="sm" titleAs="p" icon={<UsersIcon aria-hidden />} title={t('creators.top.empty')} />
    )
  } else {
    content = (
      <ul className={classes.list} data-part="list">
        {data.map((creator) => (
          <li key={creator._id}>
            <CreatorCard creator={creator} variant="compact" headingLevel={headingLevel === 2 ? 3 : 4} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <section
      aria-labelledby={headingId}
      data-scope="top-creators"
      data-part="root"
      className={cx(classes.root, className)}
    >
      <Heading id={headingId} data-part="title" className={classes.title}>
        {t('creators.top.title')}
      </Heading>
      {content}
    </section>
  )
}
