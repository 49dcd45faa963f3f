export { MediaGallery, type MediaGalleryProps } from './media-gallery'
export { VideoPlayer, type VideoPlayerProps } from './video-player'
export { recogniseVideo, videoEmbedUrl, videoThumbnailUrl, type RecognisedVideo } from './video-url'
export { RecipeOverview, categorySlug, type RecipeOverviewProps } from './recipe-overview'
export { CreatorBlock, type CreatorBlockProps } from './creator-block'
export { RecipeActions, recipeShareUrl, type RecipeActionsProps } from './recipe-actions'
export { ShareDialog, shareSites, type ShareDialogProps } from './share-dialog'
export { HouseAd } from './house-ad'
export { RecipeStructuredData, type RecipeStructuredDataProps } from './recipe-structured-data'
export { RecipeDetailSkeleton } from './recipe-detail-skeleton'
export {
  fetchRecipePdf,
  pdfFallbackName,
  useDeleteRecipe,
  useRecipePdf,
  useRecipeViewerFlags,
  type RecipePdfRequest,
} from './recipe-detail-api'
