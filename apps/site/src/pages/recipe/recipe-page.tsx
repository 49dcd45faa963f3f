import { AreaPage } from '../area-page'

/** `/recipe/{id}` (spec: Recipe detail). */
export function RecipePage() {
  return <AreaPage titleId="pages.recipe.title" emptyId="pages.recipe.empty" />
}
