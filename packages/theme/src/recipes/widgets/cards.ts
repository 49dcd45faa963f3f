/** Slot recipes of the widgets: RecipeCard, recipe nutrition (rings, ingredients, steps), CommentThread. One file per widget beside this one. */
export const cardWidgetRecipes = {}
