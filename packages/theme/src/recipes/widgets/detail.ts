/** Slot recipes of the widgets: recipe detail parts (gallery, overview, actions, creator, share, house ad, skeleton). One file per widget beside this one. */
export const detailWidgetRecipes = {}
