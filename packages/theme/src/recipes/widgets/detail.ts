import { creatorBlockRecipe } from './creator-block'
import { embedSiteRecipes } from './embed-site'
import { houseAdRecipe } from './house-ad'
import { mediaGalleryRecipe } from './media-gallery'
import { recipeActionsRecipe } from './recipe-actions'
import { recipeDetailSkeletonRecipe } from './recipe-detail-skeleton'
import { recipeOverviewRecipe } from './recipe-overview'
import { shareDialogRecipe } from './share-dialog'
import { siteRecipes } from './site'
import { videoPlayerRecipe } from './video-player'

/** Slot recipes of the widgets: recipe detail parts (gallery, overview, actions, creator, share, house ad, skeleton) and the site's layout and recipe page (site.ts). One file per widget beside this one. */
export const detailWidgetRecipes = {
  creatorBlock: creatorBlockRecipe,
  houseAd: houseAdRecipe,
  mediaGallery: mediaGalleryRecipe,
  recipeActions: recipeActionsRecipe,
  recipeDetailSkeleton: recipeDetailSkeletonRecipe,
  recipeOverview: recipeOverviewRecipe,
  shareDialog: shareDialogRecipe,
  videoPlayer: videoPlayerRecipe,
  ...siteRecipes,
  ...embedSiteRecipes,
}
