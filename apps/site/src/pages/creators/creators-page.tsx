import { UsersIcon } from 'lucide-react'
import { useApiQuery } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { EmptyState } from '@sufra/ui/empty-state'
import { CreatorGrid, CreatorGridSkeleton } from '@sufra/widgets/creator-card'
import { PageFrame } from '../../layout/page-frame'
import { LoadFailed } from '../load-failed'
import { useDocumentTitle } from '../../layout/document-title'

/**
 * `/creators` (spec section 2): every creator (GET /user/get-all; the server leaves out the signed-in
 * person) as creator cards with follow buttons that change at once and revert when the call fails.
 */
export function CreatorsPage() {
  const { t } = useI18n()
  useDocumentTitle(t('creators.documentTitle'))
  const { data, error, isFetching, refetch } = useApiQuery('/user/get-all')

  let content
  if (data === undefined && error) {
    content = <LoadFailed title={t('creators.failed')} onRetry={() => void refetch()} retrying={isFetching} />
  } else if (data === undefined) {
    content = <CreatorGridSkeleton count={8} label={t('creators.loading')} />
  } else if (data.length === 0) {
    content = <EmptyState titleAs="p" icon={<UsersIcon aria-hidden />} title={t('pages.creators.empty')} />
  } else {
    // The page's heading is the h1, so each creator's name is an h2.
    content = <CreatorGrid creators={data} headingLevel={2} />
  }

  return (
    <PageFrame title={t('pages.creators.title')} lead={t('creators.lead')}>
      {content}
    </PageFrame>
  )
}
