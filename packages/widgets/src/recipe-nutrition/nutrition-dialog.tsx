import type { Schema } from '@sufra/api-client'
import type { DailyGoals } from '@sufra/core'
import { pickText, useI18n } from '@sufra/i18n'
import { nutritionRings } from '@sufra/styled-system/recipes'
import { Dialog } from '@sufra/ui/dialog'

export type NutritionDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  nutrition: Schema<'RecipeNutrition'>
  goals: DailyGoals
  /** The See All button, where focus returns. */
  finalFocusEl: () => HTMLElement | null
}

const classes = nutritionRings()

/** Every nutrient of the recipe in a table, against the daily goals (NutritionRings' See All). */
export function NutritionDialogBody({
  open,
  onOpenChange,
  nutrition,
  goals,
  finalFocusEl,
}: NutritionDialogProps) {
  const { t, locale, intl } = useI18n()
  const amount = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 })
  const percent = (value: number, goal: number) =>
    intl.formatNumber(value / goal, { style: 'percent', maximumFractionDigits: 0 })

  return (
    <Dialog.Root
      size="md"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
    >
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
