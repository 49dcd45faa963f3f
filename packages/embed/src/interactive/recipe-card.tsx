import type { EmbedMountTarget } from '../elements/mount'
import { adoptFullStylesheet } from '../styles'
import { EmbedRecipeCardView } from '../views'
import { type EmbedRecipeCardData, hydrateEmbed } from './mount'

/** Build entry for `<sufra-recipe-card>`: makes the server-rendered card live (save, like). */
export function mount(target: EmbedMountTarget<EmbedRecipeCardData>): void {
  const recipe = target.data?.recipe
  if (!recipe) return
  // The states and dialogs the first paint's CSS lacks; the card is live before it arrives.
  void adoptFullStylesheet(target.shadowRoot).catch(() => {})
  hydrateEmbed(target, <EmbedRecipeCardView recipe={recipe} />)
}
