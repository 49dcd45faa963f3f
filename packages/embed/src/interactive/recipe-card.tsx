import type { Root } from 'react-dom/client'
import { EmbedRecipeCardView } from '../views'
import { type EmbedMountTarget, type EmbedRecipeCardData, hydrateEmbed } from './mount'

/** Build entry for `<sufra-recipe-card>`: makes the server-rendered card live (save, like). */
export function mount(target: EmbedMountTarget<EmbedRecipeCardData>): Root | null {
  return hydrateEmbed(target, <EmbedRecipeCardView recipe={target.data.recipe} />)
}
