import { recipeJsonLd } from '@sufra/core'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import * as t from '../../db/schema'
import { sessions } from '../../db/schema'
import { envelope } from '../../http/envelope'
import { notFound } from '../../http/errors'
import { requireViewer } from '../../http/session-viewer'
import { storeAnswer } from '../../http/stored-answer'
import type { OperationHandlers } from '../../http/types'
import { siteBaseUrl } from '../../site/recipe-page-html'
import { loadCurrentUser } from '../account/current-user'
import { canonicalId } from '../presenters'
import { recipeAnswer } from '../recipes/routes'
import {
  findRecipeDetailVersion,
  findRecipeSummaries,
  findVersionedRecipeDetail,
} from '../recipes/read-model'
import { embedCaches, embedKey } from './embed-cache'
import { checkEmbedOrigin, startEmbedSession } from './embed-session'
import { loadEmbedRenderer } from './renderer'

const recipeNotFound = () => notFound('Recipe not found.')

/** Where the widgets' links and the JSON-LD point: the Sufra site (PUBLIC_URL, else the address asked). */
const sufraOrigin = (request: FastifyRequest) => siteBaseUrl(request)

export const embedHandlers = {
  /**
   * The card rendered by the embed kit, with its data: the same bytes for everyone, kept serialised
   * until a write changes the recipe (embed-cache.ts).
   */
  async getEmbedRecipeCard(request, reply) {
    const render = await loadEmbedRenderer(request.server.config.embedDir)
    const id = canonicalId(request.params.id)
    const lang = request.query.lang ?? 'en'
    const origin = sufraOrigin(request)
    const db = request.server.db
    return embedCaches(db).card.answer(embedKey(id, lang, origin), {
      load: async () => {
        // The version is read first: a write landing between the two reads makes the kept answer
        // look older than it is (made again later), never newer.
        const version = await findRecipeDetailVersion(db, id)
        const [recipe] = await findRecipeSummaries(db, {
          where: eq(t.recipes.id, id),
          orderBy: [],
          limit: 1,
          viewerId: null,
        })
        if (version === undefined || !recipe) throw recipeNotFound()
        const rendered = await render({ kind: 'recipe-card', recipe, lang, sufraOrigin: origin })
        const answer = { html: rendered.html, css: rendered.css, recipe: rendered.recipe ?? recipe }
        return {
          answer: storeAnswer<'getEmbedRecipeCard'>(
            reply,
            envelope(answer, 'Recipe card rendered successfully'),
          ),
          tag: recipe.createdBy?._id ?? null,
          version,
        }
      },
      version: () => findRecipeDetailVersion(db, id),
    })
  },

  /** The full recipe rendered by the embed kit, its detail and its JSON-LD (kept as the card is). */
  async getEmbedRecipe(request, reply) {
    const render = await loadEmbedRenderer(request.server.config.embedDir)
    const id = canonicalId(request.params.id)
    const lang = request.query.lang ?? 'en'
    const servings = request.query.servings
    const origin = sufraOrigin(request)
    const db = request.server.db
    return embedCaches(db).recipe.answer(embedKey(id, lang, servings, origin), {
      load: async () => {
        const found = await findVersionedRecipeDetail(db, id, null)
        if (!found) throw recipeNotFound()
        const recipe = recipeAnswer(found.detail)
        const rendered = await render({
          kind: 'recipe',
          recipe,
          lang,
          ...(servings === undefined ? {} : { servings }),
          sufraOrigin: origin,
        })
        const jsonLd = recipeJsonLd(found.detail, { lang, url: `${origin}/${lang}/recipe/${id}` })
        return {
          answer: storeAnswer<'getEmbedRecipe'>(
            reply,
            envelope(
              { html: rendered.html, css: rendered.css, recipe: rendered.recipe ?? recipe, jsonLd },
              'Recipe rendered successfully',
            ),
          ),
          tag: found.detail.createdBy?._id ?? null,
          version: found.version,
        }
      },
      version: () => findRecipeDetailVersion(db, id),
    })
  },

  /** Called by Sufra's sign-in popup, on Sufra's own origin with the cookie session (never by a partner page). */
  async createEmbedSession(request, reply) {
    const userId = requireViewer(request)
    const origin = checkEmbedOrigin(request, request.body.origin)
    const { token, expiresAt } = await startEmbedSession(request, userId, origin)
    reply.header('Cache-Control', 'no-store')
    return envelope(
      { token, expiresAt: expiresAt.toISOString(), user: await loadCurrentUser(request.server.db, userId) },
      'Signed in to Sufra on this site',
      201,
    )
  },

  /** Ends the bearer token's embed session; a cookie session is never ended here. */
  async deleteEmbedSession(request) {
    if (request.embedOrigin !== null && request.sessionId !== null) {
      await request.server.db.delete(sessions).where(eq(sessions.id, request.sessionId))
      request.viewerId = null
      request.sessionId = null
      request.embedOrigin = null
    }
    return envelope(null, 'Signed out of Sufra on this site')
  },
} satisfies OperationHandlers
