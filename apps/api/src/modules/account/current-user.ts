import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { notFound } from '../../http/errors'
import { publicProfile, publicProfileColumns } from '../users/public-profile'

const savedRecipeIds = sql<string[]>`coalesce((select json_agg(s.recipe_id order by s.created_at desc)
  from saved_recipes s where s.user_id = "users"."id"), '[]'::json)`

/** The signed-in user as the contract's CurrentUser: the public profile plus private fields. */
export async function loadCurrentUser(db: Database, userId: string) {
  const [row] = await db
    .select({
      ...publicProfileColumns,
      email: users.email,
      dob: users.dob,
      gender: users.gender,
      language: users.language,
      activityLevel: users.activityLevel,
      height: users.heightCm,
      weight: users.weightKg,
      calorieGoal: users.calorieGoal,
      proteinGoal: users.proteinGoal,
      carbGoal: users.carbGoal,
      fatGoal: users.fatGoal,
      sugarGoal: users.sugarGoal,
      units: users.unitSystem,
      hasPassword: sql<boolean>`"users"."password_hash" is not null`,
      savedRecipes: savedRecipeIds,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!row) throw notFound('This account no longer exists.')
  return {
    ...publicProfile(row),
    email: row.email,
    dob: row.dob,
    gender: row.gender,
    language: row.language,
    activityLevel: row.activityLevel,
    height: row.height,
    weight: row.weight,
    calorieGoal: row.calorieGoal,
    proteinGoal: row.proteinGoal,
    carbGoal: row.carbGoal,
    fatGoal: row.fatGoal,
    sugarGoal: row.sugarGoal,
    hasPassword: row.hasPassword,
    savedRecipes: row.savedRecipes,
    units: row.units,
  }
}
