import { avatarRecipe } from './avatar'
import { badgeRecipe } from './badge'
import { buttonRecipe } from './button'
import { carouselRecipe } from './carousel'
import { datePickerRecipe } from './date-picker'
import { fileUploadRecipe } from './file-upload'
import { infiniteScrollRecipe } from './infinite-scroll'
import { chipRecipe } from './chip'
import { emptyStateRecipe } from './empty-state'
import { linkRecipe } from './link'
import { progressRecipe } from './progress'
import { ringRecipe } from './ring'
import { skeletonRecipe } from './skeleton'
import { tabsRecipe } from './tabs'
import { dialogRecipe } from './dialog'
import { drawerRecipe } from './drawer'
import { fullScreenLoaderRecipe } from './full-screen-loader'
import { menuRecipe } from './menu'
import { toastRecipe } from './toast'
import { tooltipRecipe } from './tooltip'
import { fieldRecipe } from './field'
import { numberInputRecipe } from './number-input'
import { selectRecipe } from './select'
import { checkboxRecipe } from './checkbox'
import { radioGroupRecipe } from './radio-group'
import { switchRecipe } from './switch'
import { cardWidgetRecipes } from './widgets/cards'
import { detailWidgetRecipes } from './widgets/detail'
import { formWidgetRecipes } from './widgets/forms'
import { embedWidgetRecipes } from './widgets/embed'

/** Single-part recipes: `button`, ... (one file each). */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
}

/** Slot recipes keyed on Ark UI anatomy (one file each). */
export const slotRecipes = {
  carousel: carouselRecipe,
  datePicker: datePickerRecipe,
  fileUpload: fileUploadRecipe,
  infiniteScroll: infiniteScrollRecipe,
  avatar: avatarRecipe,
  chip: chipRecipe,
  emptyState: emptyStateRecipe,
  progress: progressRecipe,
  ring: ringRecipe,
  tabs: tabsRecipe,
  dialog: dialogRecipe,
  drawer: drawerRecipe,
  fullScreenLoader: fullScreenLoaderRecipe,
  menu: menuRecipe,
  toast: toastRecipe,
  tooltip: tooltipRecipe,
  field: fieldRecipe,
  numberInput: numberInputRecipe,
  select: selectRecipe,
  checkbox: checkboxRecipe,
  radioGroup: radioGroupRecipe,
  // `switch` is a reserved word, so the generated export is `switchRecipe`.
  switchRecipe,
  // Widget slot recipes: slots are named after the widget's `data-part` attributes.
  ...formWidgetRecipes,
  ...cardWidgetRecipes,
  ...detailWidgetRecipes,
  ...embedWidgetRecipes,
}
