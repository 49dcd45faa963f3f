/**
 * Security headers on every answer, made by helmet (@fastify/helmet), with one policy per kind of
 * answer chosen by the route's address:
 *
 * - the site's pages and files: a Content-Security-Policy fit for server rendering (scripts from this
 *   origin and inline ones carrying the request's nonce only; styles may be inline, as the rendered
 *   components' `style` attributes are; pictures from this origin, `data:`, `blob:` (a chosen
 *   picture's preview) and YouTube's posters; frames from the YouTube and Vimeo players only; nothing
 *   may frame a page), `Cross-Origin-Opener-Policy: same-origin-allow-popups`
 *   (the embed page's own widgets keep their sign-in window) except on the embed sign-in window, which a
 *   partner's page opens and must be able to post back to (`unsafe-none`);
 * - the API (and any path nothing is served at): nothing may load or frame its answers
 *   (`default-src 'none'`), no opener policy (Google's sign-in redirects pass through it in that window);
 * - stored pictures under /uploads: never run as a document (`sandbox`), and partner pages may show them
 *   (`Cross-Origin-Resource-Policy: cross-origin`);
 * - the embed kit (/v1/embed.js, /v1/embed/assets/): loaded by partner pages (`cross-origin`).
 *
 * All of them: `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 * `X-Frame-Options: DENY`, a Permissions-Policy that turns off the powerful features Sufra never uses,
 * and `Strict-Transport-Security` over https only (`request.protocol`, which follows TRUST_PROXY).
 */
import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import helmetPlugin, { type FastifyHelmetOptions } from '@fastify/helmet'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { crossOriginOpenerPolicy, strictTransportSecurity } from 'helmet'

type Policy = Omit<FastifyHelmetOptions, 'global' | 'enableCSPNonces'>

const nonces = new WeakMap<object, string>()

/** The answer's CSP nonce (made on first use; the header and the page's scripts share it). */
function nonceOf(response: object): string {
  let nonce = nonces.get(response)
  if (!nonce) {
    nonce = randomBytes(16).toString('base64')
    nonces.set(response, nonce)
  }
  return nonce
}

/** The nonce the page's inline `<script>` elements must carry (the one in its Content-Security-Policy). */
export const cspNonce = (reply: FastifyReply) => nonceOf(reply.raw)

const ONE_YEAR = 365 * 24 * 60 * 60

/** Browser features no Sufra page uses; a page (or anything it frames) cannot ask for them. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/** What every answer shares; the policies below change the CSP and the cross-origin headers. */
const common = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  // Set per request below, over https only.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
} satisfies Policy

/** API answers, JSON errors and redirects: nothing to load, run or frame. */
const apiPolicy = {
  ...common,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
} satisfies Policy

/** The site's pages (server-rendered HTML) and built files. */
const sitePolicy = {
  ...common,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", (_request, response) => `'nonce-${nonceOf(response)}'`],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // YouTube's poster of a recipe video (packages/widgets recipe-detail/video-url.ts).
      imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
      // The video players a recipe page embeds once play is pressed (video-url.ts videoEmbedUrl).
      frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
} satisfies Policy

/**
 * Stored pictures: shown anywhere (partner pages too), never run as a page (a sandboxed document, were one
 * opened directly). Their other headers are modules/images/serve-uploads.ts UPLOAD_HEADERS.
 */
const uploadPolicy = {
  ...common,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      sandbox: [],
    },
  },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
} satisfies Policy

/** The embed kit's loader and modules: a partner page's `<script>` and its imports. */
const embedPolicy = { ...apiPolicy, crossOriginResourcePolicy: { policy: 'cross-origin' } } satisfies Policy

/** The policy of a route, by its address. */
function policyOf(url: string): Policy {
  if (url === '/api/v1' || url.startsWith('/api/v1/')) return apiPolicy
  if (url.startsWith('/uploads/')) return uploadPolicy
  if (url.startsWith('/v1/')) return embedPolicy
  return sitePolicy
}

/** `/{lang}/embed/sign-in`: the window a partner's widget opens, which posts the session to its opener. */
const EMBED_SIGN_IN = /^\/[^/?#]+\/embed\/sign-in\/?(?:[?#]|$)/

// Not includeSubDomains: other hosts under the same domain (a blog, say) may still be plain http.
const hsts = strictTransportSecurity({ maxAge: ONE_YEAR, includeSubDomains: false })
const openerKept = crossOriginOpenerPolicy({ policy: 'unsafe-none' })
const noop = () => {}

/**
 * Installs the headers for every route registered after it (call it before any route). The policy of
 * a route comes from its address; answers no route matches (404s) get the API's.
 */
export async function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.helmet ??= policyOf(route.url ?? route.path ?? '/')
  })
  await app.register(helmetPlugin, { global: true, ...apiPolicy })
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY)
    const response: ServerResponse = reply.raw
    if (request.protocol === 'https') hsts(request.raw, response, noop)
    if (EMBED_SIGN_IN.test(request.url)) openerKept(request.raw, response, noop)
    done()
  })
}
