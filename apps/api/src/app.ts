import { existsSync } from 'node:fs'
import path from 'node:path'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import { originCheck } from './auth/origin-check'
import { installRateLimits } from './auth/rate-limits'
import { installCompression, installEtags } from './http/compress-and-revalidate'
import { installCors } from './http/cors'
import { MAX_UPLOAD_BYTES } from './http/multipart'
import { installMailer } from './mail/mailer'
import { loadContract, type OpenApiDocument } from './contract/contract'
import { registerOperations } from './contract/register-operations'
import { loadEmbedRenderer } from './modules/embed/renderer'
import type { Database } from './db/client'
import { frameworkErrors, installErrorHandler } from './http/error-handler'
import { cspNonce, installSecurityHeaders } from './http/security-headers'
import { DEFAULT_CONCURRENT_REQUESTS, installRequestQueue } from './http/request-queue'
import { sessionViewer } from './http/session-viewer'
import type { ServerConfig } from './http/types'
import { operationHandlers } from './modules'
import { registerPictureWidths } from './modules/images/picture-widths'
import { registerUploads } from './modules/images/serve-uploads'
import { matchRecipePage, recipePages, setLanguage, siteBaseUrl } from './site/recipe-page-html'
import type { ObjectStore } from './storage/object-store'
import { openObjectStore } from './storage/open-store'
import {
  fontPreloads,
  inProcessFetch,
  loadServerRenderer,
  pageHtml,
  preloadLinks,
  siteManifest,
  withScriptNonce,
} from './site/server-render'

export const API_PREFIX = '/api/v1'

export interface AppOptions {
  db: Database
  config: ServerConfig
  logger?: FastifyServerOptions['logger']
  contract?: OpenApiDocument
  /** Where pictures are stored; by default the store `config` names (its S3 bucket, else its uploads folder), closed with the app. */
  storage?: ObjectStore
}

/** 404 for a path under /api/v1 that the contract does not have. */
function noSuchApiCall(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    statusCode: 404,
    message: `There is no API call ${request.method} ${request.url.split('?')[0]}.`,
  })
}

/** The whole server: the API under /api/v1, stored files under /uploads, and the built site. */
export async function buildApp({
  db,
  config,
  logger = false,
  contract = loadContract(),
  storage,
}: AppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: config.jsonBodyLimit,
    trustProxy: config.trustProxy,
    // Case and trailing slashes do not matter for API paths (`/api/v1/Recipe/` = `/api/v1/recipe`).
    // A path parameter may be as long as a request line (Node's 16 KB header limit): the router's default
    // of 100 characters answered a longer one with a 414 or the unknown-call 404, where the contract says
    // that a malformed id is a 400 naming it.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    // Errors before routing (a badly percent-encoded path) in the API's error shape too.
    frameworkErrors,
  })
  app.decorate('db', db)
  app.decorate('config', config)
  app.decorate('storage', storage ?? (await openObjectStore(config)))
  if (!storage) app.addHook('onClose', () => app.storage.close())
  installErrorHandler(app)
  installMailer(app)
  // The API speaks JSON (and multipart where the contract says so); plain text bodies get a 415.
  app.removeContentTypeParser('text/plain')
  await app.register(cookie)
  // Before any route: each route gets its kind's security headers (http/security-headers.ts).
  await installSecurityHeaders(app)
  // Before any route: requests from the network are worked on a bounded number at a time, in turn.
  installRequestQueue(app, config.maxConcurrentRequests ?? DEFAULT_CONCURRENT_REQUESTS)
  // Before any route: every answer after this may be compressed and revalidated.
  await installCompression(app)
  installEtags(app)

  await app.register(
    async (api) => {
      // First: error answers of the checks below carry CORS too, so an allowed widget can read them.
      installCors(api)
      originCheck(api)
      await sessionViewer(api)
      await installRateLimits(api)
      // Multipart bodies (profile and recipe forms, image uploads): one file of at most 2 MB; handlers read them.
      await api.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 40, fieldSize: 100 * 1024 },
      })
      registerOperations(api, contract, operationHandlers)
      api.setNotFoundHandler(noSuchApiCall)
      // Unknown GET paths under the prefix, and the prefix itself, are the API's too: without these
      // the site's page route (GET /*) would match them.
      api.get('/', noSuchApiCall)
      api.get('/*', noSuchApiCall)
    },
    { prefix: API_PREFIX },
  )

  // Stored pictures under /uploads/, from the uploads folder or the S3 bucket (storage/).
  registerUploads(app)
  registerPictureWidths(app)
  if (config.embedDir) await serveEmbed(app, config.embedDir)

  const siteDir =
    config.siteDir && existsSync(path.join(config.siteDir, 'index.html')) ? config.siteDir : undefined
  if (siteDir) await serveSite(app, siteDir)
  else
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ statusCode: 404, message: `Nothing is served at ${request.url.split('?')[0]}.` }),
    )
  return app
}

/** Headers of the embed kit's files: any page may load them (they are a partner's `<script>` and its imports). */
const EMBED_FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
}

/**
 * The embed kit a partner page loads (packages/embed's build in EMBED_DIR): the loader at /v1/embed.js,
 * a stable address kept briefly (partners never change their snippet, so a new loader reaches them within
 * minutes), and its hashed imports under /v1/embed/assets/, kept for good. Served precompressed like the
 * site's files (.br/.gz beside each, else compressed on the way out). Files are looked up per request,
 * so a build made while the server runs is served.
 */
async function serveEmbed(app: FastifyInstance, embedDir: string) {
  const root = path.resolve(embedDir)
  // The renderer is a large module: import it as the server starts (not awaited), so the first
  // partner page's read does not wait for it. Unbuilt, the reads say so when asked.
  app.addHook('onReady', async () => {
    loadEmbedRenderer(embedDir).catch(() => {})
  })
  const common = {
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    // Unbuilt is allowed (the embed reads then say so with a 503); no start-up warning for it.
    suppressWarning: true,
  } as const
  await app.register(fastifyStatic, {
    ...common,
    root: path.join(root, 'assets'),
    prefix: '/v1/embed/assets/',
    setHeaders: (response) => {
      response.headers(EMBED_FILE_HEADERS).header('Cache-Control', 'public, max-age=31536000, immutable')
    },
  })
  await app.register(fastifyStatic, {
    ...common,
    root,
    prefix: '/v1/',
    // Only the loader from the build's top folder (its server/ renderer and the rest are not for pages).
    allowedPath: (pathName) => pathName === '/embed.js',
    setHeaders: (response) => {
      response
        .headers(EMBED_FILE_HEADERS)
        .header('Cache-Control', 'public, max-age=300, stale-while-revalidate=86400')
    },
  })
}

/** Static files of the built site (routes made per file at start); other GETs get index.html for the client router. */
async function serveSite(app: FastifyInstance, siteDir: string) {
  await app.register(fastifyStatic, {
    root: path.resolve(siteDir),
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file; the one the client accepts is sent as is.
    preCompressed: true,
    setHeaders: (response, filePath) => {
      response.header('X-Content-Type-Options', 'nosniff')
      // Hashed asset names never change content; the HTML must always be fresh.
      response.header(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      )
    },
  })
  // Recipe pages get their head filled in (title, description, Open Graph, JSON-LD) for previews and crawlers.
  const recipes = recipePages(siteDir)
  // Pages arrive rendered (see site/server-render.ts) when the site's server build is there.
  const renderPage = await loadServerRenderer(siteDir)
  const manifest = siteManifest(siteDir)
  const fonts = fontPreloads(siteDir)
  // Pages are a route of their own (not the 404 handler) so that they are compressed and revalidated
  // like every other answer; files above take precedence, being more specific.
  app.get('/*', async (request, reply) => {
    // A missing asset (a path with an extension) is a plain 404; any other path is a client route.
    if (path.extname(request.url.split('?')[0] ?? '')) return reply.callNotFound()
    reply.header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff')
    const baseUrl = siteBaseUrl(request)
    const recipePage = matchRecipePage(request.url)
    if (renderPage) {
      try {
        const rendered = await renderPage({
          url: `${baseUrl}${request.url}`,
          fetchApi: inProcessFetch(app, request),
        })
        if (rendered.kind === 'redirect') return reply.redirect(rendered.location, rendered.status)
        if (rendered.kind === 'page') {
          const head =
            recipePage && rendered.status === 200
              ? (await recipes.render(app.db, recipePage, baseUrl, { jsonLd: false })).html
              : setLanguage(await recipes.indexHtml(), rendered.lang)
          const preloads = [
            ...(await fonts(rendered.lang)),
            preloadLinks(await manifest(), rendered.chunks, head),
          ].join('\n    ')
          const html = withScriptNonce(pageHtml(head, rendered, preloads), cspNonce(reply))
          return reply.status(rendered.status).type('text/html; charset=utf-8').send(html)
        }
      } catch (error) {
        // The client-rendered page still works: it loads its data itself.
        request.log.error(error, 'page could not be rendered on the server')
      }
    }
    if (recipePage) {
      try {
        const page = await recipes.render(app.db, recipePage, baseUrl)
        return reply
          .status(page.status)
          .type('text/html; charset=utf-8')
          .send(withScriptNonce(page.html, cspNonce(reply)))
      } catch (error) {
        // The plain page still works: the client loads the recipe itself.
        request.log.error(error, 'recipe page head could not be filled')
      }
    }
    // The plain page, its scripts given the answer's nonce too.
    return reply
      .type('text/html; charset=utf-8')
      .send(withScriptNonce(await recipes.indexHtml(), cspNonce(reply)))
  })
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ statusCode: 404, message: 'Not found.' }),
  )
}
