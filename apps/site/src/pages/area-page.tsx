import { UtensilsCrossedIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { type MessageId, useI18n } from '@sufra/i18n'
import { EmptyState } from '@sufra/ui/empty-state'
import { PageFrame } from '../layout/page-frame'

/**
 * The frame of an area whose content arrives with its feature (explore, planner, lists, ...):
 * its title and the spec's empty state, which is what a visitor sees while there is nothing to list.
 */
export function AreaPage({
  titleId,
  emptyId,
  emptyHintId,
  lead,
}: {
  titleId: MessageId
  emptyId: MessageId
  emptyHintId?: MessageId
  lead?: ReactNode
}) {
  const { t } = useI18n()
  return (
    <PageFrame title={t(titleId)} lead={lead}>
      <EmptyState
        icon={<UtensilsCrossedIcon aria-hidden />}
        title={t(emptyId)}
        description={emptyHintId ? t(emptyHintId) : undefined}
      />
    </PageFrame>
  )
}
