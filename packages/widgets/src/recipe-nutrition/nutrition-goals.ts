import type { Schema } from '@sufra/api-client'

/** FoodData Central ids of the spec's basic set, in the order the rings show them (section 9). */
export const BASIC_NUTRIENT_IDS = [
  1008, // calories
  1004, // fat
  1005, // carbohydrates
  2000, // sugar
  1003, // protein
  1093, // sodium
  1079, // fiber
] as const

/**
 * A day's reference for each basic nutrient: the spec's default goals (calories 2000, carbs 225,
 * fat 66.66, protein 125, sugar 50, section 9) and, for the two it does not give, the usual adult
 * daily values: sodium 2300 mg (the US Dietary Guidelines' upper limit) and fiber 28 g (the FDA
 * daily value on a 2000 kcal diet).
 */
export const DEFAULT_DAILY_GOALS: Readonly<Record<(typeof BASIC_NUTRIENT_IDS)[number], number>> = {
  1008: 2000,
  1004: 66.66,
  1005: 225,
  2000: 50,
  1003: 125,
  1093: 2300,
  1079: 28,
}

type GoalFields = Pick<
  Schema<'CurrentUser'>,
  'calorieGoal' | 'fatGoal' | 'carbGoal' | 'sugarGoal' | 'proteinGoal'
>

const userGoalFields: ReadonlyArray<readonly [keyof GoalFields, number]> = [
  ['calorieGoal', 1008],
  ['fatGoal', 1004],
  ['carbGoal', 1005],
  ['sugarGoal', 2000],
  ['proteinGoal', 1003],
]

export type DailyGoals = {
  /** The reference amount per nutrient id (basic set only). */
  byNutrient: ReadonlyMap<number, number>
  /** True when at least one goal is the signed-in user's own. */
  personal: boolean
}

/**
 * The references the rings compare a serving with: the signed-in user's goals where they are set
 * (a positive number), the defaults for the rest.
 */
export function dailyGoalsFor(user: GoalFields | null | undefined): DailyGoals {
  const byNutrient = new Map<number, number>(
    BASIC_NUTRIENT_IDS.map((id) => [id, DEFAULT_DAILY_GOALS[id]] as const),
  )
  let personal = false
  for (const [field, nutrientId] of userGoalFields) {
    const goal = user?.[field]
    if (typeof goal === 'number' && Number.isFinite(goal) && goal > 0) {
      byNutrient.set(nutrientId, goal)
      personal = true
    }
  }
  return { byNutrient, personal }
}

/** The basic set as the rings show it, in the spec's order; nutrients the recipe lacks are left out. */
export function basicNutrients(nutrients: readonly Schema<'Nutrient'>[]): Schema<'Nutrient'>[] {
  return BASIC_NUTRIENT_IDS.flatMap((id) => nutrients.find((nutrient) => nutrient.nutrientId === id) ?? [])
}
