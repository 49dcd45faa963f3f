/**
 * Date of birth, gender, height, weight and activity level, and the daily goals computed from them
 * (@sufra/core `dailyTargets`). Shared by the sign-up steps and anything else that edits these fields, so
 * the goals never disagree with the measurements they came from.
 */
import {
  ageOn,
  basalMetabolicRate,
  dailyTargets,
  isCalendarDate,
  isoDateOf,
  type ActivityLevel,
  type Sex,
} from '@sufra/core'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { badRequest, notFound } from '../../http/errors'

export const MIN_AGE_YEARS = 13
export const MAX_AGE_YEARS = 120

export interface BodyData {
  dob: string | null
  gender: Sex | null
  heightCm: number | null
  weightKg: number | null
  activityLevel: ActivityLevel | null
}

/** 400 unless `dob` is a real day, not in the future, and gives an age from 13 to 120 today. */
export function checkDateOfBirth(dob: string, now = new Date()) {
  if (!isCalendarDate(dob)) throw badRequest('"dob" must be a valid date.', 'dob: not a calendar date')
  if (dob > isoDateOf(now)) {
    throw badRequest('Date of birth cannot be in the future.', 'dob: in the future')
  }
  const age = ageOn(dob, now)
  if (age > MAX_AGE_YEARS) {
    throw badRequest(
      `Date of birth cannot be more than ${MAX_AGE_YEARS} years ago. Please check the year.`,
      'dob: too long ago',
    )
  }
  if (age < MIN_AGE_YEARS) {
    throw badRequest(`You must be at least ${MIN_AGE_YEARS} years old to use Sufra.`, 'dob: too young')
  }
}

/** The five goal columns: computed when every measurement is known, otherwise all null. */
export function goalsFor(body: BodyData, now = new Date()) {
  const { dob, gender, heightCm, weightKg, activityLevel } = body
  if (dob === null || gender === null || heightCm === null || weightKg === null || activityLevel === null) {
    return { calorieGoal: null, proteinGoal: null, carbGoal: null, fatGoal: null, sugarGoal: null }
  }
  const profile = { sex: gender, ageYears: ageOn(dob, now), heightCm, weightKg, activityLevel }
  // Each value can be within its bounds while the combination is not a body (2 kg and 50 cm at 120 years).
  if (basalMetabolicRate(profile) <= 0) {
    throw badRequest(
      'These measurements do not give a daily energy need. Please check your height, weight and date of birth.',
      'weight: does not fit the height and age',
    )
  }
  const targets = dailyTargets(profile)
  return {
    calorieGoal: targets.calories,
    proteinGoal: targets.protein,
    carbGoal: targets.carbs,
    fatGoal: targets.fats,
    sugarGoal: targets.sugars,
  }
}

/** The measurements the goals are computed from, for `select ... from users`. */
export const bodyDataColumns = {
  dob: users.dob,
  gender: users.gender,
  heightCm: users.heightCm,
  weightKg: users.weightKg,
  activityLevel: users.activityLevel,
}

/**
 * Writes some of the body fields and the goals recomputed from the whole set, in one statement. The row is
 * locked first, so two steps saved at the same time cannot compute goals from each other's old values.
 * A refused combination (see `goalsFor`) writes nothing.
 */
export async function saveBodyData(db: Database, userId: string, changes: Partial<BodyData>) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select(bodyDataColumns).from(users).where(eq(users.id, userId)).for('update')
    if (!current) throw notFound('This account no longer exists.')
    const goals = goalsFor({ ...current, ...changes })
    await tx
      .update(users)
      .set({ ...changes, ...goals, updatedAt: new Date() })
      .where(eq(users.id, userId))
  })
}
