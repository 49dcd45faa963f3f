import { buttonRecipe } from './button'

/** Single-part recipes: `button`, ... (one file each). */
export const recipes = {
  button: buttonRecipe,
}

/** Slot recipes keyed on Ark UI anatomy (one file each). */
export const slotRecipes = {}
