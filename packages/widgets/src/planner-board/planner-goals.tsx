import type { Schema } from '@sufra/api-client'
import { type DailyGoals } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { Spinner } from '@sufra/ui/spinner'
import { Tabs } from '@sufra/ui/tabs'
import { GoalRingList } from '../recipe-nutrition/nutrition-rings'
import { styles } from './planner-styles'

export type GoalTab = 'today' | 'week' | 'month'

type PlannerGoalsProps = {
  tab: GoalTab
  onTabChange: (tab: GoalTab) => void
  goals: DailyGoals
  /** The rings' amounts for the tab shown (a day, or the week's or month's daily average). */
  nutrients: Schema<'Nutrient'>[]
  /** The sentence under the tabs: which day, week or month the rings are about. */
  caption: string
  monthState: 'idle' | 'loading' | 'failed'
}

/**
 * Goal tabs (spec section 4): today (the chosen day), this week (clears the chosen day; the week's
 * daily average over 7 days) and this month (read when chosen; averaged over the month's days),
 * each a ring per nutrient against the person's goals or the defaults.
 */
export function PlannerGoals({ tab, onTabChange, goals, nutrients, caption, monthState }: PlannerGoalsProps) {
  const { t } = useI18n()
  const panel = (value: GoalTab) =>
    tab !== value ? null : value === 'month' && monthState === 'loading' ? (
      <Spinner size="sm" label={t('planner.goals.loading')} />
    ) : value === 'month' && monthState === 'failed' ? (
      <p role="alert" className={styles.note}>
        {t('planner.goals.failed')}
      </p>
    ) : (
      <div className={styles.column}>
        <p className={styles.note} data-part="goal-caption">
          {caption} {t(goals.personal ? 'planner.goals.againstGoals' : 'planner.goals.againstDefaults')}
        </p>
        <GoalRingList nutrients={nutrients} goals={goals} label={t('planner.goals.rings')} />
      </div>
    )
  return (
    <section className={styles.goals} aria-label={t('planner.goals.label')} data-part="goals">
      <Tabs.Root value={tab} onValueChange={(details) => onTabChange(details.value as GoalTab)}>
        <Tabs.List aria-label={t('planner.goals.label')}>
          <Tabs.Trigger value="today">{t('planner.goals.today')}</Tabs.Trigger>
          <Tabs.Trigger value="week">{t('planner.goals.week')}</Tabs.Trigger>
          <Tabs.Trigger value="month">{t('planner.goals.month')}</Tabs.Trigger>
          <Tabs.Indicator />
        </Tabs.List>
        <Tabs.Content value="today">{panel('today')}</Tabs.Content>
        <Tabs.Content value="week">{panel('week')}</Tabs.Content>
        <Tabs.Content value="month">{panel('month')}</Tabs.Content>
      </Tabs.Root>
    </section>
  )
}
