import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { type Schema, createSufraQueryClient, readQuery } from '@sufra/api-client'
import { messages } from '@sufra/i18n'
import fullCss from '../../generated/embed.css?raw'
import { withAbsolutePictures } from '../elements/pictures'
import { EmbedProviders, EmbedRecipeCardView, EmbedRecipeView } from '../views'
import { createPurger } from './purge'

export type RenderEmbedInput =
  | {
      kind: 'recipe-card'
      recipe: Schema<'RecipeSummary'>
      lang: 'en' | 'ar'
      sufraOrigin: string
      servings?: undefined
    }
  | {
      kind: 'recipe'
      recipe: Schema<'Recipe'>
      lang: 'en' | 'ar'
      /** The element's `servings` (the recipe's own when absent). */
      servings?: number
      sufraOrigin: string
    }

export type RenderedEmbed<T = RenderEmbedInput['recipe']> = {
  /** `<div data-sufra-root lang dir>…</div>`: the container the loader hydrates, with the widget in it. */
  html: string
  /** Only the shadow stylesheet's rules (and tokens, keyframes) that this HTML uses. */
  css: string
  /**
   * The recipe as rendered: its pictures addressed on Sufra (withAbsolutePictures). The answer's
   * `recipe` must be this one, so the interactive code hydrates the same tree.
   */
  recipe: T
}

const purge = createPurger(fullCss)

/**
 * The first paint of an embed element (the API's GET /embed/recipe-card/{id} and /embed/recipe/{id}):
 * the same React tree the interactive module hydrates (src/views), rendered in the element's language
 * inside the container the loader would create, with the CSS it needs.
 */
export async function renderEmbed(
  input: Extract<RenderEmbedInput, { kind: 'recipe' }>,
): Promise<RenderedEmbed<Schema<'Recipe'>>>
export async function renderEmbed(
  input: Extract<RenderEmbedInput, { kind: 'recipe-card' }>,
): Promise<RenderedEmbed<Schema<'RecipeSummary'>>>
export async function renderEmbed(input: RenderEmbedInput): Promise<RenderedEmbed>
export async function renderEmbed(input: RenderEmbedInput): Promise<RenderedEmbed> {
  const { lang, sufraOrigin } = input
  const queryClient = createSufraQueryClient()
  // The cache holds the recipe as the interactive side's embedQueryClient puts it (src/interactive/mount.tsx).
  const recipe = withAbsolutePictures(input.recipe, sufraOrigin)
  const { queryKey } = readQuery(null as never, '/recipe/{id}', { params: { path: { id: recipe._id } } })
  queryClient.setQueryData(queryKey, { statusCode: 200, message: 'Recipe fetched', data: recipe })
  const view: ReactNode =
    input.kind === 'recipe' ? (
      <EmbedRecipeView recipe={recipe as Schema<'Recipe'>} servings={input.servings} />
    ) : (
      <EmbedRecipeCardView recipe={recipe} />
    )
  const inner = renderToString(
    <EmbedProviders lang={lang} sufraOrigin={sufraOrigin} messages={messages[lang]} queryClient={queryClient}>
      {view}
    </EmbedProviders>,
  )
  queryClient.clear()
  // A partner's strict style-src would block style attributes (Ark's rings, hidden inputs): they go as
  // data-sufra-style, which the loader sets through the CSSOM. (Text and attribute values have their
  // quotes escaped, so ` style="` is only ever an attribute.)
  const markup = inner.replaceAll(' style="', ' data-sufra-style="')
  const html = `<div data-sufra-root lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">${markup}</div>`
  return { html, css: await purge(html), recipe }
}
