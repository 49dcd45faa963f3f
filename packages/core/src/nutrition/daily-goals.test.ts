import { describe, expect, it } from 'vitest'
import { dailyGoalsFor } from './daily-goals'

const noGoals = { calorieGoal: null, fatGoal: null, carbGoal: null, sugarGoal: null, proteinGoal: null }

describe('dailyGoalsFor', () => {
  it("uses the spec's default goals, and daily values for sodium and fiber", () => {
    const { byNutrient, personal } = dailyGoalsFor(null)
    expect(personal).toBe(false)
    expect(Object.fromEntries(byNutrient)).toEqual({
      1008: 2000,
      1005: 225,
      1004: 66.66,
      1003: 125,
      2000: 50,
      1093: 2300,
      1079: 28,
    })
    expect(dailyGoalsFor(noGoals).personal).toBe(false)
  })

  it("takes the signed-in user's goals where they are set", () => {
    const { byNutrient, personal } = dailyGoalsFor({ ...noGoals, calorieGoal: 1800, proteinGoal: 90 })
    expect(personal).toBe(true)
    expect(byNutrient.get(1008)).toBe(1800)
    expect(byNutrient.get(1003)).toBe(90)
    expect(byNutrient.get(1005)).toBe(225)
    expect(byNutrient.get(1093)).toBe(2300)
  })

  it('ignores goals that are not positive numbers', () => {
    const { byNutrient, personal } = dailyGoalsFor({ ...noGoals, calorieGoal: 0, sugarGoal: -5 })
    expect(personal).toBe(false)
    expect(byNutrient.get(1008)).toBe(2000)
    expect(byNutrient.get(2000)).toBe(50)
  })
})
