import type { EmbedMountTarget } from '../elements/mount'
import { adoptFullStylesheet } from '../styles'
import { EmbedRecipeCardView } from '../views'
import { type EmbedRecipeCardData, hydrateEmbed } from './mount'
import { loadCatalogue } from './catalogue'

/** Build entry for `<sufra-recipe-card>`: makes the server-rendered card live (save, like). */
export async function mount(target: EmbedMountTarget<EmbedRecipeCardData>): Promise<void> {
  const recipe = target.data?.recipe
  if (!recipe) return
  // The states and dialogs the first paint's CSS lacks; the card is live before it arrives.
  void adoptFullStylesheet(target.shadowRoot).catch(() => {})
  // Only the element's language's messages, before hydrating (a failure leaves the painted HTML).
  const messages = await loadCatalogue(target.lang)
  hydrateEmbed(target, <EmbedRecipeCardView recipe={recipe} />, messages)
}
