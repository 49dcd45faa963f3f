/**
 * A person's daily nutrition targets from sex, age, height, weight and activity level.
 *
 * Energy: resting energy by the Mifflin-St Jeor equation (Mifflin MD, St Jeor ST et al., "A new
 * predictive equation for resting energy expenditure in healthy individuals", Am J Clin Nutr
 * 1990;51(2):241–247), `10·kg + 6.25·cm − 5·years + 5` for men and `… − 161` for women, times the
 * usual physical-activity factor (1.2 sedentary … 1.9 very active).
 *
 * Macronutrients, as shares of that energy: protein 20 %, carbohydrates 50 %, fats 30 %, each inside the
 * adult Acceptable Macronutrient Distribution Ranges of the US Institute of Medicine (Dietary Reference
 * Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids, 2005:
 * protein 10–35 %, carbohydrate 45–65 %, fat 20–35 %), converted to grams with the Atwater factors
 * 4 kcal/g (protein, carbohydrate) and 9 kcal/g (fat). Sugars is an upper limit, not a goal to reach:
 * free sugars below 10 % of energy (WHO, Guideline: Sugars intake for adults and children, 2015), at
 * 4 kcal/g.
 *
 * Calories are rounded to whole kilocalories first and the grams derived from that figure, rounded to
 * whole grams (halves up), so the numbers a person sees agree with each other.
 */

export type Sex = 'male' | 'female'
export type ActivityLevel = 'sedentary' | 'light' | 'moderate' | 'active' | 'very active'

/** Multipliers of resting energy for a day's activity. */
export const activityFactors: Readonly<Record<ActivityLevel, number>> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  'very active': 1.9,
}

export const activityLevels = Object.keys(activityFactors) as readonly ActivityLevel[]

export interface BodyProfile {
  sex: Sex
  ageYears: number
  heightCm: number
  weightKg: number
  activityLevel: ActivityLevel
}

/** Daily targets: `calories` in kcal, the rest in grams (`sugars` is a ceiling). */
export interface DailyTargets {
  calories: number
  protein: number
  carbs: number
  fats: number
  sugars: number
}

/** Percent of the day's energy, and kcal per gram. */
const ENERGY_PERCENT = { protein: 20, carbs: 50, fats: 30, sugars: 10 } as const
const KCAL_PER_GRAM = { protein: 4, carbs: 4, fats: 9, sugars: 4 } as const

/** Resting energy in kcal/day (Mifflin-St Jeor); not rounded. */
export function basalMetabolicRate({
  sex,
  ageYears,
  heightCm,
  weightKg,
}: Omit<BodyProfile, 'activityLevel'>) {
  for (const [name, value] of Object.entries({ ageYears, heightCm, weightKg })) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a number ≥ 0.`)
  }
  return 10 * weightKg + 6.25 * heightCm - 5 * ageYears + (sex === 'male' ? 5 : -161)
}

/**
 * The day's targets. Throws a RangeError when the measurements give no positive resting energy (far
 * outside what the equation was fitted on, e.g. 2 kg at 120 years); check `basalMetabolicRate` first
 * to answer such input with a message.
 */
export function dailyTargets(profile: BodyProfile): DailyTargets {
  const factor = activityFactors[profile.activityLevel]
  if (factor === undefined) throw new RangeError(`Unknown activity level "${profile.activityLevel}".`)
  const bmr = basalMetabolicRate(profile)
  if (bmr <= 0) throw new RangeError('These measurements give no positive resting energy.')
  // Integer factors (per mille, percent) keep halves exact, so 2447.5 kcal rounds up as on paper.
  const calories = Math.round((bmr * Math.round(factor * 1000)) / 1000)
  const grams = (part: keyof typeof ENERGY_PERCENT) =>
    Math.round((calories * ENERGY_PERCENT[part]) / (100 * KCAL_PER_GRAM[part]))
  return {
    calories,
    protein: grams('protein'),
    carbs: grams('carbs'),
    fats: grams('fats'),
    sugars: grams('sugars'),
  }
}
