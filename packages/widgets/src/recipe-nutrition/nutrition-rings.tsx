import { useId } from 'react'
import type { Schema } from '@sufra/api-client'
import { pickText, useI18n } from '@sufra/i18n'
import { nutritionRings } from '@sufra/styled-system/recipes'
import { Button } from '@sufra/ui/button'
import { Dialog } from '@sufra/ui/dialog'
import { Ring } from '@sufra/ui/ring'
import { useWidgetHost } from '../widget-host'
import { type DailyGoals, dailyGoalsFor } from '@sufra/core'
import { basicNutrients } from './nutrition-goals'
import { SectionHeader } from './section-header'

export type NutritionRingsProps = {
  /** The recipe's nutrition as the server computed it, per serving. */
  nutrition: Schema<'RecipeNutrition'>
  /** The heading level that fits the page outline (default h2). */
  headingLevel?: 'h2' | 'h3'
}

const classes = nutritionRings()

/**
 * The recipe's nutrition per serving: a ring for each nutrient of the basic set (calories, fat,
 * carbohydrates, sugar, protein, sodium, fiber) measured against the signed-in user's daily goals or
 * the defaults, and a See All button opening every nutrient in a table.
 */
export function NutritionRings({ nutrition, headingLevel = 'h2' }: NutritionRingsProps) {
  const { t, locale } = useI18n()
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
        {nutrition.nutrients.length > 0 ? <NutritionDialog nutrition={nutrition} goals={goals} /> : null}
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
          <ul className={classes.rings} aria-label={t('nutrition.perServing')} data-part="rings">
            {basic.map((nutrient) => (
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
        </>
      )}
    </section>
  )
}

function NutritionDialog({ nutrition, goals }: { nutrition: Schema<'RecipeNutrition'>; goals: DailyGoals }) {
  const { t, locale, intl } = useI18n()
  const amount = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 })
  const percent = (value: number, goal: number) =>
    intl.formatNumber(value / goal, { style: 'percent', maximumFractionDigits: 0 })

  return (
    <Dialog.Root size="md">
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          {t('nutrition.seeAll')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('nutrition.modal.title')}</Dialog.Title>
              <Dialog.Description>
                {t('nutrition.modal.description', { servings: nutrition.servings })}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <table className={classes.table} data-scope="nutrition-rings" data-part="table">
                <thead>
                  <tr>
                    <th scope="col">{t('nutrition.table.nutrient')}</th>
                    <th scope="col">{t('nutrition.table.amount')}</th>
                    <th scope="col">{t('nutrition.table.daily')}</th>
                  </tr>
                </thead>
                <tbody>
                  {nutrition.nutrients.map((nutrient) => {
                    const goal = goals.byNutrient.get(nutrient.nutrientId)
                    return (
                      <tr
                        key={nutrient.nutrientId}
                        data-nutrient={nutrient.nutrientId}
                        data-basic={goal === undefined ? undefined : ''}
                      >
                        <th scope="row">{pickText(nutrient.name, locale)}</th>
                        <td>
                          <bdi>{amount(nutrient.amount)}</bdi> <bdi>{pickText(nutrient.unit, locale)}</bdi>
                        </td>
                        <td>{goal ? <bdi>{percent(nutrient.amount, goal)}</bdi> : null}</td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </Dialog.Body>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
