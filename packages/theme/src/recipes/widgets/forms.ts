import { accountSettingsRecipe } from './account-settings'
import { authModalRecipe } from './auth-modal'
import { followButtonRecipe } from './follow-button'
import { formLayoutRecipe } from './form-layout'
import { profileHeaderRecipe } from './profile-header'
import { recipeFormRecipe } from './recipe-form'

/** Slot recipes of the widgets: AuthModal, account settings, RecipeForm, form layout, ProfileHeader, FollowButton. One file per widget beside this one. */
export const formWidgetRecipes = {
  accountSettings: accountSettingsRecipe,
  authModal: authModalRecipe,
  followButton: followButtonRecipe,
  formLayout: formLayoutRecipe,
  profileHeader: profileHeaderRecipe,
  recipeForm: recipeFormRecipe,
}
