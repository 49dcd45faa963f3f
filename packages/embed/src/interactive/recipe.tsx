import type { Root } from 'react-dom/client'
import { EmbedRecipeView } from '../views'
import { type EmbedMountTarget, type EmbedRecipeData, hydrateEmbed } from './mount'

/**
 * Build entry for `<sufra-recipe>`: makes the server-rendered recipe live (servings, add to list,
 * steps, nutrition, like, save, print, sign-in).
 */
export function mount(target: EmbedMountTarget<EmbedRecipeData>): Root | null {
  return hydrateEmbed(target, <EmbedRecipeView recipe={target.data.recipe} servings={target.servings} />)
}
