import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { css } from '@sufra/styled-system/css'
import { m, storyLocale } from '../recipe-card/story-data'
import { IngredientNutrition } from './ingredient-nutrition'
import { garlicNutrition, garlicPortions } from './story-data'

const copy = {
  en: {
    cup: '1 cup, 136 g',
    cloves: '3 cloves, 9 g',
    calories100: '149 kcal',
    caloriesCup: '203 kcal',
    cupCaption: 'Nutrients in 1 cup (136 g)',
    copper: ['Copper', '0.3 mg'],
    selenium: ['Selenium', '14.2 µg'],
  },
  ar: {
    cup: '1 كوب، 136 غ',
    cloves: '3 فص، 9 غ',
    calories100: '149 سعرة',
    caloriesCup: '203 سعرة',
    cupCaption: 'العناصر الغذائية في 1 كوب (136 غ)',
    copper: ['النحاس', '0.3 ملغ'],
    selenium: ['السيلينيوم', '14.2 ميكروغرام'],
  },
}
const c = () => copy[storyLocale()]

/** The text of each row: header cell and amount. */
const rowTexts = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr[data-nutrient]'), (row) => [
    row.querySelector('th')!.textContent,
    row.querySelector('td')!.textContent,
  ])
const cell = (table: HTMLElement, nutrientId: number) =>
  table.querySelector(`tr[data-nutrient="${nutrientId}"] td`)!

const meta = {
  title: 'Widgets/IngredientNutrition',
  component: IngredientNutrition,
  args: { nutrition: garlicNutrition, portions: garlicPortions },
  decorators: [
    (Story) => (
      <div className={css({ maxW: 'md', p: '4' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IngredientNutrition>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Per 100 g by default: the groups a reader expects in order (energy and macronutrients, vitamins,
 * minerals), each with its header, amounts with units in the page language; the USDA fine print
 * (kJ, ash, amino and fatty acids) is left out.
 */
export const Per100Grams: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const section = canvas.getByRole('region', { name: m('ingredientNutrition.title') })
    const table = within(section).getByRole('table', {
      name: m('ingredientNutrition.caption').replace('{amount}', m('ingredientNutrition.per100g')),
    })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([m('ingredientNutrition.nutrient'), m('ingredientNutrition.amount')])
    const groups = Array.from(table.querySelectorAll('[data-part=group]'), (th) => th.textContent)
    await expect(groups).toEqual([
      m('ingredientNutrition.group.energy'),
      m('ingredientNutrition.group.vitamins'),
      m('ingredientNutrition.group.minerals'),
    ])
    await expect(cell(table, 1008)).toHaveTextContent(c().calories100)
    await expect(rowTexts(table)).toContainEqual(c().copper)
    await expect(rowTexts(table)).toContainEqual(c().selenium)
    // Calories lead, in a food label's order.
    await expect(table.querySelector('tbody tr[data-nutrient]')).toHaveAttribute('data-nutrient', '1008')
    for (const left of [1062, 1007, 1212, 1265]) {
      await expect(table.querySelector(`[data-nutrient="${left}"]`)).toBeNull()
    }
    await expect(rowTexts(table)).toHaveLength(16)
    // 100 g is the default choice.
    await expect(canvas.getByRole('radio', { name: m('ingredientNutrition.per100g') })).toBeChecked()
  },
}

/**
 * Choosing a household portion switches the table to its amounts and names it in the caption; the
 * arrow keys move between portions and 100 g brings the first view back.
 */
export const SwitchPortion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = canvas.getByRole('radiogroup', { name: m('ingredientNutrition.choose') })
    await expect(within(group).getAllByRole('radio')).toHaveLength(garlicPortions.length + 1)
    const table = canvas.getByRole('table')

    await userEvent.click(within(group).getByText(c().cup))
    const cup = within(group).getByRole('radio', { name: c().cup })
    await expect(cup).toBeChecked()
    await waitFor(() => expect(table).toHaveAccessibleName(c().cupCaption))
    await expect(cell(table, 1008)).toHaveTextContent(c().caloriesCup)

    // Next portion with the keyboard: a teaspoon, then 3 cloves.
    await expect(cup).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(within(group).getByRole('radio', { name: c().cloves })).toBeChecked()
    await waitFor(() => expect(table).toHaveAttribute('data-grams', '9'))

    await userEvent.click(within(group).getByText(m('ingredientNutrition.per100g')))
    await waitFor(() => expect(cell(table, 1008)).toHaveTextContent(c().calories100))
  },
}

/** An ingredient without household portions: the table per 100 g and no chooser. */
export const NoPortions: Story = {
  args: { portions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('table')).toBeVisible()
    await expect(canvas.queryByRole('radiogroup')).toBeNull()
  },
}

/** Nothing above 0 to show: a sentence instead of an empty table. */
export const NoNutrition: Story = {
  args: { nutrition: [], portions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(m('ingredientNutrition.empty'))).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}
