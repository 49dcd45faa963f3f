import { useId, useRef, useState } from 'react'
import type { Schema } from '@sufra/api-client'
import { pickText, useI18n } from '@sufra/i18n'
import { nutritionRings } from '@sufra/styled-system/recipes'
import { Button } from '@sufra/ui/button'
import { lazyWhenOpen } from '@sufra/ui/lazy-when-open'
import { Ring } from '@sufra/ui/ring'
import { useWidgetHost } from '../widget-host'
import { type DailyGoals, dailyGoalsFor } from '@sufra/core'
import { basicNutrients } from './nutrition-goals'
import type { NutritionDialogProps } from './nutrition-dialog'
import { SectionHeader } from './section-header'

export type NutritionRingsProps = {
  /** The recipe's nutrition as the server computed it, per serving. */
  nutrition: Schema<'RecipeNutrition'>
  /** The heading level that fits the page outline (default h2). */
  headingLevel?: 'h2' | 'h3'
}

const classes = nutritionRings()

// The table's dialog loads when See All is first pressed.
const NutritionDialog = lazyWhenOpen(async () => (await import('./nutrition-dialog')).NutritionDialogBody)

/**
 * The recipe's nutrition per serving: a ring for each nutrient of the basic set (calories, fat,
 * carbohydrates, sugar, protein, sodium, fiber) measured against the signed-in user's daily goals or
 * the defaults, and a See All button opening every nutrient in a table.
 */
export function NutritionRings({ nutrition, headingLevel = 'h2' }: NutritionRingsProps) {
  const { t } = useI18n()
  const { user } = useWidgetHost()
  const headingId = useId()
  const goals = dailyGoalsFor(user)
  const basic = basicNutrients(nutrition.nutrients)

  return (
    <section
      aria-labelledby={headingId}
      className={classes.root}
      data-scope="nutrition-rings"
      data-part="root"
    >
      <SectionHeader id={headingId} as={headingLevel} title={t('nutrition.title')}>
        {nutrition.nutrients.length > 0 ? <SeeAllNutrients nutrition={nutrition} goals={goals} /> : null}
      </SectionHeader>
      {nutrition.nutrients.length === 0 ? (
        <p className={classes.note} data-part="note">
          {t('nutrition.empty')}
        </p>
      ) : (
        <>
          <p className={classes.note} data-part="note">
            {t(goals.personal ? 'nutrition.againstGoals' : 'nutrition.againstDefaults')}
          </p>
          <GoalRingList nutrients={basic} goals={goals} label={t('nutrition.perServing')} />
        </>
      )}
    </section>
  )
}

export type GoalRingListProps = {
  /** The amounts to show, one ring each, in this order. */
  nutrients: readonly Schema<'Nutrient'>[]
  /** The daily goals they are measured against (`dailyGoalsFor(user)`). */
  goals: DailyGoals
  /** Names the list ("Per serving", "Nutrition per day"). */
  label: string
}

/**
 * A ring per nutrient against the day's goal (green up to 100 %, amber to 125 %, red above, the arc
 * capped at a full circle): the recipe's rings per serving, and the planner's per planned day.
 */
export function GoalRingList({ nutrients, goals, label }: GoalRingListProps) {
  const { locale } = useI18n()
  return (
    <ul className={classes.rings} aria-label={label} data-part="rings">
      {nutrients.map((nutrient) => (
        <li
          key={nutrient.nutrientId}
          className={classes.ring}
          data-part="ring"
          data-nutrient={nutrient.nutrientId}
        >
          <Ring
            value={nutrient.amount}
            max={goals.byNutrient.get(nutrient.nutrientId) ?? 0}
            label={pickText(nutrient.name, locale)}
            unit={pickText(nutrient.unit, locale)}
          />
        </li>
      ))}
    </ul>
  )
}

function SeeAllNutrients({ nutrition, goals }: Pick<NutritionDialogProps, 'nutrition' | 'goals'>) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {t('nutrition.seeAll')}
      </Button>
      <NutritionDialog
        open={open}
        onOpenChange={setOpen}
        nutrition={nutrition}
        goals={goals}
        finalFocusEl={() => button.current}
      />
    </>
  )
}
