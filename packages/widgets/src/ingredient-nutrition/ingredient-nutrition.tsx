import { useId, useState } from 'react'
import type { Schema } from '@sufra/api-client'
import { groupIngredientNutrients } from '@sufra/core'
import { pickText, useI18n } from '@sufra/i18n'
import { ingredientNutrition } from '@sufra/styled-system/recipes'
import { RadioGroup } from '@sufra/ui/radio-group'
import { portionChoices } from './portion-choices'

export type IngredientNutritionProps = {
  /** The ingredient's nutrients per 100 g (GET /ingredient/{id}). */
  nutrition: readonly Schema<'IngredientNutrient'>[]
  /** Its household portions and their weights ("1 cup" is 136 g). */
  portions: readonly Schema<'IngredientPortion'>[]
  /** The heading level that fits the page outline (default h2). */
  headingLevel?: 'h2' | 'h3'
}

const classes = ingredientNutrition()

/** The radio value of the default choice; portions are `portion-{index}`. */
const PER_100_G = '100g'

/**
 * An ingredient's nutrition table: energy and macronutrients, vitamins, minerals (only amounts above
 * 0), for 100 g or, once the reader picks one, for one of its household portions ("1 cup, 136 g").
 */
export function IngredientNutrition({ nutrition, portions, headingLevel = 'h2' }: IngredientNutritionProps) {
  const { t, locale, intl } = useI18n()
  const headingId = useId()
  const [choice, setChoice] = useState(PER_100_G)
  const Heading = headingLevel

  const grams = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 })
  const choices = portionChoices(portions, locale)
  const chosen = choices.find((portion) => `portion-${portion.index}` === choice)
  const groups = groupIngredientNutrients(nutrition, chosen?.grams ?? 100)
  // Small amounts keep two decimals; large ones need none. Below 0.01 reads "<0.01", not a false 0.
  const amount = (value: number) => {
    if (value < 0.005) return `<${intl.formatNumber(0.01)}`
    return intl.formatNumber(value, { maximumFractionDigits: value >= 100 ? 0 : value >= 10 ? 1 : 2 })
  }
  const caption = chosen
    ? t('ingredientNutrition.captionPortion', { portion: chosen.name, grams: grams(chosen.grams) })
    : t('ingredientNutrition.caption', { amount: t('ingredientNutrition.per100g') })

  return (
    <section
      aria-labelledby={headingId}
      className={classes.root}
      data-scope="ingredient-nutrition"
      data-part="root"
    >
      <Heading id={headingId} className={classes.heading} data-part="heading">
        {t('ingredientNutrition.title')}
      </Heading>

      {groups.length === 0 ? (
        <p className={classes.note} data-part="empty">
          {t('ingredientNutrition.empty')}
        </p>
      ) : (
        <>
          {choices.length > 0 ? (
            <RadioGroup.Root
              orientation="horizontal"
              size="sm"
              name="portion"
              value={choice}
              onValueChange={(details) => setChoice(details.value ?? PER_100_G)}
              className={classes.portions}
            >
              <RadioGroup.Label>{t('ingredientNutrition.choose')}</RadioGroup.Label>
              <RadioGroup.Item value={PER_100_G} className={classes.portion}>
                <RadioGroup.ItemControl />
                <RadioGroup.ItemText>{t('ingredientNutrition.per100g')}</RadioGroup.ItemText>
                <RadioGroup.ItemHiddenInput />
              </RadioGroup.Item>
              {choices.map((portion) => (
                <RadioGroup.Item
                  key={portion.index}
                  value={`portion-${portion.index}`}
                  className={classes.portion}
                >
                  <RadioGroup.ItemControl />
                  <RadioGroup.ItemText>
                    {t('ingredientNutrition.portion', {
                      portion: portion.name,
                      grams: grams(portion.grams),
                    })}
                  </RadioGroup.ItemText>
                  <RadioGroup.ItemHiddenInput />
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          ) : null}

          <table className={classes.table} data-part="table" data-grams={chosen?.grams ?? 100}>
            <caption className={classes.caption} data-part="caption">
              {caption}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('ingredientNutrition.nutrient')}</th>
                <th scope="col">{t('ingredientNutrition.amount')}</th>
              </tr>
            </thead>
            {groups.map(({ group, nutrients }) => (
              <tbody key={group} data-group={group}>
                <tr>
                  <th scope="rowgroup" colSpan={2} className={classes.group} data-part="group">
                    {t(`ingredientNutrition.group.${group}`)}
                  </th>
                </tr>
                {nutrients.map((nutrient) => (
                  <tr key={nutrient.nutrientId} data-nutrient={nutrient.nutrientId}>
                    <th scope="row">{pickText(nutrient.name, locale)}</th>
                    <td>
                      <bdi>{amount(nutrient.amount)}</bdi> <bdi>{pickText(nutrient.unit, locale)}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
          <p className={classes.note} data-part="note">
            {t('ingredientNutrition.source')}
          </p>
        </>
      )}
    </section>
  )
}
