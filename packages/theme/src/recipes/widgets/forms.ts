/** Slot recipes of the widgets: AuthModal, account settings, RecipeForm, form layout, ProfileHeader, FollowButton. One file per widget beside this one. */
export const formWidgetRecipes = {}
