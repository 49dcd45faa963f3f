import type { EmbedMountTarget } from '../elements/mount'
import { adoptFullStylesheet } from '../styles'
import { EmbedRecipeView } from '../views'
import { type EmbedRecipeData, hydrateEmbed } from './mount'

/**
 * Build entry for `<sufra-recipe>`: makes the server-rendered recipe live (servings, add to list,
 * steps, nutrition, like, save, print, sign-in).
 */
export function mount(target: EmbedMountTarget<EmbedRecipeData>): void {
  const recipe = target.data?.recipe
  if (!recipe) return
  // The states and dialogs the first paint's CSS lacks; the recipe is live before it arrives.
  void adoptFullStylesheet(target.shadowRoot).catch(() => {})
  hydrateEmbed(target, <EmbedRecipeView recipe={recipe} servings={target.servings} />)
}
