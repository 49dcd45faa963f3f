import { BASIC_NUTRIENT_IDS, nutrientIds } from './nutrients'

/**
 * A day's reference for each basic nutrient: the spec's default goals (calories 2000, carbs 225,
 * fat 66.66, protein 125, sugar 50, section 9) and, for the two it does not give, the usual adult
 * daily values: sodium 2300 mg (the US Dietary Guidelines' upper limit) and fiber 28 g (the FDA
 * daily value on a 2000 kcal diet).
 */
export const DEFAULT_DAILY_GOALS: Readonly<Record<number, number>> = {
  [nutrientIds.calories]: 2000,
  [nutrientIds.fat]: 66.66,
  [nutrientIds.carbohydrates]: 225,
  [nutrientIds.sugar]: 50,
  [nutrientIds.protein]: 125,
  [nutrientIds.sodium]: 2300,
  [nutrientIds.fiber]: 28,
}

/** A person's own goals, as the user record keeps them (unset or 0 means "use the default"). */
export interface GoalFields {
  calorieGoal?: number | null
  fatGoal?: number | null
  carbGoal?: number | null
  sugarGoal?: number | null
  proteinGoal?: number | null
}

/** Which nutrient each of a person's goals is about. */
export const goalNutrients: ReadonlyArray<readonly [keyof GoalFields, number]> = [
  ['calorieGoal', nutrientIds.calories],
  ['fatGoal', nutrientIds.fat],
  ['carbGoal', nutrientIds.carbohydrates],
  ['sugarGoal', nutrientIds.sugar],
  ['proteinGoal', nutrientIds.protein],
]

export interface DailyGoals {
  /** The reference amount per nutrient id (basic set only). */
  byNutrient: ReadonlyMap<number, number>
  /** True when at least one goal is the person's own. */
  personal: boolean
}

/**
 * The references a day or a serving is compared with: the person's goals where they are set (a
 * positive number), the defaults for the rest.
 */
export function dailyGoalsFor(user: GoalFields | null | undefined): DailyGoals {
  const byNutrient = new Map<number, number>(BASIC_NUTRIENT_IDS.map((id) => [id, DEFAULT_DAILY_GOALS[id]!]))
  let personal = false
  for (const [field, nutrientId] of goalNutrients) {
    const goal = user?.[field]
    if (typeof goal === 'number' && Number.isFinite(goal) && goal > 0) {
      byNutrient.set(nutrientId, goal)
      personal = true
    }
  }
  return { byNutrient, personal }
}
