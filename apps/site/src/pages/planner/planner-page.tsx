import { useI18n } from '@sufra/i18n'
import { PlannerBoard } from '@sufra/widgets/planner-board'
import { PageFrame } from '../../layout/page-frame'

/**
 * `/planner` (spec: Meal planner; sign-in required, so it sits in the guarded routes): the PlannerBoard,
 * which reads and writes the signed-in person's own plans in the browser, starting on this week.
 */
export function PlannerPage() {
  const { t } = useI18n()
  return (
    <PageFrame title={t('pages.planner.title')}>
      <PlannerBoard />
    </PageFrame>
  )
}
