import type { EmbedMountTarget } from '../elements/mount'
import { adoptFullStylesheet } from '../styles'
import { EmbedPlannerView } from '../views/planner-view'
import { renderEmbed } from './mount'
import { loadCatalogue } from './catalogue'

/**
 * Build entry for `<sufra-planner>`: the signed-in person's own meal plans, so nothing is painted by
 * the server; rendered here into the loader's empty container once the stylesheet and the element's
 * language's messages have arrived. Signed out it offers Sufra's sign-in window.
 */
export async function mount(target: EmbedMountTarget): Promise<void> {
  // Nothing was painted, so the widget waits for its styles rather than flash unstyled (a failed
  // read leaves the styles out; the widget still works).
  const [messages] = await Promise.all([
    loadCatalogue(target.lang),
    adoptFullStylesheet(target.shadowRoot).catch(() => {}),
  ])
  renderEmbed(target, <EmbedPlannerView />, messages)
}
