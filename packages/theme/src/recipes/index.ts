import { buttonRecipe } from './button'
import { dialogRecipe } from './dialog'
import { drawerRecipe } from './drawer'
import { fullScreenLoaderRecipe } from './full-screen-loader'
import { menuRecipe } from './menu'
import { toastRecipe } from './toast'
import { tooltipRecipe } from './tooltip'

/** Single-part recipes: `button`, ... (one file each). */
export const recipes = {
  button: buttonRecipe,
}

/** Slot recipes keyed on Ark UI anatomy (one file each). */
export const slotRecipes = {
  dialog: dialogRecipe,
  drawer: drawerRecipe,
  fullScreenLoader: fullScreenLoaderRecipe,
  menu: menuRecipe,
  toast: toastRecipe,
  tooltip: tooltipRecipe,
}
