export { RecipeCard, type RecipeCardProps } from './recipe-card'
export { RecipeGrid, RecipeGridSkeleton, type RecipeGridProps } from './recipe-grid'
export {
  isSuccessStatus,
  useRecipeLike,
  useRecipeSave,
  type RecipeLike,
  type RecipeSave,
} from './recipe-card-api'
