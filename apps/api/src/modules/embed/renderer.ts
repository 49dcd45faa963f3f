import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { components } from '@sufra/api-client/schema'
import { HttpError } from '../../http/errors'

type Schemas = components['schemas']

/** What the embed kit's server build (`${EMBED_DIR}/server/render.js`, packages/embed) is called with. */
export type EmbedRenderInput =
  | { kind: 'recipe-card'; recipe: Schemas['RecipeSummary']; lang: 'en' | 'ar'; sufraOrigin: string }
  | {
      kind: 'recipe'
      recipe: Schemas['Recipe']
      lang: 'en' | 'ar'
      servings?: number
      sufraOrigin: string
    }

/**
 * The widget's markup (its `<div data-sufra-root lang dir>` container with the widget in it), the CSS
 * that markup needs, and the recipe as rendered (pictures addressed on Sufra), which the answer
 * carries so the widget hydrates the same tree.
 */
export interface EmbedRender<Recipe = EmbedRenderInput['recipe']> {
  html: string
  css: string
  recipe?: Recipe
}

export type RenderEmbed = <Input extends EmbedRenderInput>(
  input: Input,
) => EmbedRender<Input['recipe']> | Promise<EmbedRender<Input['recipe']>>

const loaded = new Map<string, Promise<RenderEmbed>>()

export const notBuilt = () => new HttpError(503, "Sufra's embed widgets are not built on this server.")

/**
 * The embed kit's renderer, imported once from `${embedDir}/server/render.js` (as the site's renderer
 * is, site/server-render.ts). Until that file exists every ask looks again, so building the kit while
 * the server runs is enough; without it the embed reads answer 503.
 */
export async function loadEmbedRenderer(embedDir: string | undefined): Promise<RenderEmbed> {
  if (!embedDir) throw notBuilt()
  const entry = path.resolve(embedDir, 'server', 'render.js')
  let pending = loaded.get(entry)
  if (!pending) {
    if (!existsSync(entry)) throw notBuilt()
    pending = import(pathToFileURL(entry).href).then((module: { renderEmbed?: unknown }) => {
      if (typeof module.renderEmbed !== 'function') {
        throw new Error(`${entry} does not export renderEmbed`)
      }
      return module.renderEmbed as RenderEmbed
    })
    // A failed import is tried again on the next ask (it is logged as a 500 by the error handler).
    pending.catch(() => loaded.delete(entry))
    loaded.set(entry, pending)
  }
  return pending
}
