import type { Schema } from '@sufra/api-client'
import { embedCard } from '@sufra/styled-system/recipes'
import { RecipeCard } from '@sufra/widgets/recipe-card'

export type EmbedRecipeCardViewProps = { recipe: Schema<'RecipeSummary'> }

/**
 * `<sufra-recipe-card>`: Sufra's RecipeCard, its title and creator linking to Sufra (a new tab),
 * save and like through the embed session.
 */
export function EmbedRecipeCardView({ recipe }: EmbedRecipeCardViewProps) {
  return (
    <div className={embedCard().root} data-scope="embed-card" data-part="root">
      <RecipeCard recipe={recipe} />
    </div>
  )
}
