import { describe, expect, it } from 'vitest'
import { nutrientIds } from '@sufra/core'
import { dailyAverage } from './plan-nutrition'
import type { DayPlan, PlannedRecipeInfo } from './planner-api'

const recipe = (id: string, calories: number, protein: number): PlannedRecipeInfo => ({
  _id: id,
  title: { en: id, ar: id },
  thumbnail: null,
  time: 10,
  nutrition: {
    servings: 1,
    perServing: true,
    nutrients: [
      {
        nutrientId: nutrientIds.calories,
        amount: calories,
        name: { en: '', ar: '' },
        unit: { en: '', ar: '' },
      },
      {
        nutrientId: nutrientIds.protein,
        amount: protein,
        name: { en: '', ar: '' },
        unit: { en: '', ar: '' },
      },
      { nutrientId: 1087, amount: 999, name: { en: '', ar: '' }, unit: { en: '', ar: '' } },
    ],
  },
})
const recipes = new Map([
  ['a', recipe('a', 700, 30)],
  ['b', recipe('b', 350, 10)],
])
const amount = (list: ReturnType<typeof dailyAverage>, id: number) =>
  list.find((n) => n.nutrientId === id)?.amount

describe('dailyAverage', () => {
  it('adds one serving of every planned recipe of a day', () => {
    const day = dailyAverage([{ Lunch: ['a', 'b', null], Dinner: ['a', null] }], 1, (id) => recipes.get(id))
    expect(amount(day, nutrientIds.calories)).toBe(1750)
    expect(amount(day, nutrientIds.protein)).toBe(70)
    expect(amount(day, nutrientIds.fat)).toBe(0)
    // Only the basic set, in the rings' order.
    expect(day.map((n) => n.nutrientId)).not.toContain(1087)
    expect(day[0]).toMatchObject({ nutrientId: nutrientIds.calories, name: { en: 'Calories' } })
  })

  it('averages a week over 7 days and a month over its days, planned or not', () => {
    const days: DayPlan[] = [{ Lunch: ['a', null] }, { Dinner: ['b', null] }]
    expect(
      amount(
        dailyAverage(days, 7, (id) => recipes.get(id)),
        nutrientIds.calories,
      ),
    ).toBe(150)
    expect(
      amount(
        dailyAverage(days, 30, (id) => recipes.get(id)),
        nutrientIds.calories,
      ),
    ).toBe(35)
  })

  it('counts nothing for a recipe whose nutrition is not known yet', () => {
    expect(
      amount(
        dailyAverage([{ Lunch: ['zzz', null] }], 1, (id) => recipes.get(id)),
        nutrientIds.calories,
      ),
    ).toBe(0)
  })
})
