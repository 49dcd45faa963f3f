import type { EmbedMountTarget } from '../elements/mount'
import { adoptFullStylesheet } from '../styles'
import { EmbedRecipeView } from '../views'
import { type EmbedRecipeData, hydrateEmbed } from './mount'
import { loadCatalogue } from './catalogue'

/**
 * Build entry for `<sufra-recipe>`: makes the server-rendered recipe live (servings, add to list,
 * steps, nutrition, like, save, print, sign-in).
 */
export async function mount(target: EmbedMountTarget<EmbedRecipeData>): Promise<void> {
  const recipe = target.data?.recipe
  if (!recipe) return
  // The states and dialogs the first paint's CSS lacks; the recipe is live before it arrives.
  void adoptFullStylesheet(target.shadowRoot).catch(() => {})
  // Only the element's language's messages, before hydrating (a failure leaves the painted HTML).
  const messages = await loadCatalogue(target.lang)
  hydrateEmbed(target, <EmbedRecipeView recipe={recipe} servings={target.servings} />, messages)
}
