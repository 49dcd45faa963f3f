import { type ReactNode, useId } from 'react'
import { type MessageId, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { type AuthModalUser, birthDate } from './auth-modal-user'
import { classes } from './form-parts'
import { useCountUp } from './use-count-up'

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div data-part="detail" className={classes.detail}>
      <dt data-part="term" className={classes.term}>
        {label}
      </dt>
      <dd data-part="value" className={classes.value}>
        {children}
      </dd>
    </div>
  )
}

type Goal = { key: 'calorieGoal' | 'proteinGoal' | 'carbGoal' | 'fatGoal' | 'sugarGoal'; label: MessageId }

const goals: readonly Goal[] = [
  { key: 'calorieGoal', label: 'auth.showcase.calories' },
  { key: 'proteinGoal', label: 'auth.showcase.protein' },
  { key: 'carbGoal', label: 'auth.showcase.carbs' },
  { key: 'fatGoal', label: 'auth.showcase.fats' },
  { key: 'sugarGoal', label: 'auth.showcase.sugars' },
]

/**
 * A goal counting up from 0 (spec: 1.2 s). The moving number is hidden from assistive technology,
 * which reads the final amount at once instead of a stream of changing figures.
 */
function GoalCounter({ goal, target }: { goal: Goal; target: number }) {
  const { t } = useI18n()
  const current = useCountUp(target)
  const amount = (count: number) =>
    goal.key === 'calorieGoal'
      ? t('auth.showcase.kcal', { value: count })
      : t('auth.showcase.grams', { value: count })
  return (
    <Detail label={t(goal.label)}>
      <span aria-hidden data-goal={goal.key}>
        {amount(current)}
      </span>
      <span className={visuallyHidden()}>{amount(Math.round(target))}</span>
    </Detail>
  )
}

type ShowcaseStepProps = { user: AuthModalUser | null; onFinished: () => void }

/** What the calorie steps produced: personal details and the daily nutrition goals. */
export function ShowcaseStep({ user, onFinished }: ShowcaseStepProps) {
  const { t, intl } = useI18n()
  const detailsHeadingId = useId()
  const goalsHeadingId = useId()
  const dob = user?.dob ? birthDate(user.dob) : null
  const details = [
    user?.dob
      ? {
          label: t('auth.showcase.dob'),
          value: dob ? intl.formatDate(dob, { dateStyle: 'long', timeZone: 'UTC' }) : user.dob,
        }
      : null,
    user?.gender ? { label: t('auth.showcase.gender'), value: t(`auth.gender.${user.gender}`) } : null,
    user?.height != null
      ? { label: t('auth.showcase.height'), value: t('auth.showcase.heightValue', { value: user.height }) }
      : null,
    user?.weight != null
      ? { label: t('auth.showcase.weight'), value: t('auth.showcase.weightValue', { value: user.weight }) }
      : null,
  ].filter((detail) => detail !== null)
  const definedGoals = goals.filter((goal) => user?.[goal.key] != null)

  return (
    <div data-scope="auth-modal" data-part="showcase" className={classes.showcase}>
      {details.length > 0 ? (
        <section aria-labelledby={detailsHeadingId}>
          <h3 id={detailsHeadingId} data-part="section-title" className={classes.sectionTitle}>
            {t('auth.showcase.personalDetails')}
          </h3>
          <dl data-part="details" className={classes.details}>
            {details.map((detail) => (
              <Detail key={detail.label} label={detail.label}>
                {detail.value}
              </Detail>
            ))}
          </dl>
        </section>
      ) : null}
      {definedGoals.length > 0 ? (
        <section aria-labelledby={goalsHeadingId}>
          <h3 id={goalsHeadingId} data-part="section-title" className={classes.sectionTitle}>
            {t('auth.showcase.nutritionGoals')}
          </h3>
          <dl data-part="details" className={classes.details}>
            {definedGoals.map((goal) => (
              <GoalCounter key={goal.key} goal={goal} target={user?.[goal.key] ?? 0} />
            ))}
          </dl>
        </section>
      ) : null}
      <Button size="lg" fullWidth onClick={onFinished}>
        {t('auth.showcase.findRecipes')}
      </Button>
    </div>
  )
}
