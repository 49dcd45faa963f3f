/**
 * The React trees of the embed widgets, shared by the server render (src/server, EMBED-SHELL) and the
 * hydration entries (src/interactive): the same tree on both sides, so `hydrateRoot` matches.
 *
 * The server renders `<EmbedProviders lang sufraOrigin queryClient><EmbedRecipeView recipe servings /></EmbedProviders>`
 * with `renderToString` inside the container the loader creates (`<div data-sufra-root lang dir>…</div>`).
 */
export {
  type EmbedLang,
  type EmbedContext,
  type EmbedSession,
  sufraHref,
  useEmbedContext,
  useEmbedSession,
} from './embed-context'
export { EmbedProviders, embedApiClient, type EmbedProvidersProps } from './embed-providers'
export { embedWidgetHost, SufraLink, type EmbedHostOptions } from './embed-host'
export { EmbedRecipeCardView, type EmbedRecipeCardViewProps } from './recipe-card-view'
export { EmbedRecipeView, type EmbedRecipeViewProps } from './recipe-view'
export { SignedInLine } from './signed-in-line'
