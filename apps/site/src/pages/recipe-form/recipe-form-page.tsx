import { useParams } from 'react-router'
import { AreaPage } from '../area-page'

/** `/recipe/create` and `/recipe/edit/{id}` (spec: Recipe form). */
export function RecipeFormPage() {
  const { id } = useParams()
  return id ? (
    <AreaPage titleId="pages.recipeEdit.title" emptyId="pages.recipe.empty" />
  ) : (
    <AreaPage titleId="pages.recipeCreate.title" emptyId="pages.explore.empty" />
  )
}
