import { accountSettingsRecipe } from './account-settings'
import { authModalRecipe } from './auth-modal'
import { followButtonRecipe } from './follow-button'
import { formLayoutRecipe } from './form-layout'
import { importRecipeRecipe } from './import-recipe'
import { profileHeaderRecipe } from './profile-header'
import { recipeFormRecipe } from './recipe-form'
import { searchPanelRecipe } from './search-panel'

/** Slot recipes of the widgets: AuthModal, account settings, RecipeForm, form layout, ProfileHeader, the recipe import form, FollowButton, the header's SearchPanel. One file per widget beside this one. */
export const formWidgetRecipes = {
  accountSettings: accountSettingsRecipe,
  authModal: authModalRecipe,
  followButton: followButtonRecipe,
  formLayout: formLayoutRecipe,
  importRecipe: importRecipeRecipe,
  profileHeader: profileHeaderRecipe,
  recipeForm: recipeFormRecipe,
  searchPanel: searchPanelRecipe,
}
