import type { FastifyReply, FastifyRequest } from 'fastify'
import * as oidc from 'openid-client'
import { cookieOptions, startSession } from '../../auth/sessions'
import { envelope } from '../../http/envelope'
import type { OperationHandlers } from '../../http/types'
import { googleClient } from './google-client'
import { googleIdentity, resolveGoogleAccount } from './google-account'
import { safeReturnTo, withAuthError } from './return-to'

/** Where the two Google routes live (the API prefix included): the flow cookie is sent to them only. */
const GOOGLE_PATH = '/api/v1/user/auth/google'
const CALLBACK_PATH = `${GOOGLE_PATH}/callback`
/** Holds state, nonce, PKCE verifier and returnTo between the two redirects. */
const FLOW_COOKIE = 'sufra_google_flow'
/** How long a person may take at Google's consent screen. */
const FLOW_SECONDS = 10 * 60

interface SignInFlow {
  state: string
  nonce: string
  verifier: string
  returnTo: string
  startedAt: number
}

const flowCookieOptions = (request: FastifyRequest) => cookieOptions(request, GOOGLE_PATH)

/** The flow in the request's cookie, or null when it is missing, malformed or too old. */
function readFlow(request: FastifyRequest): SignInFlow | null {
  const raw = request.cookies[FLOW_COOKIE]
  if (!raw || raw.length > 2000) return null
  let flow: Partial<SignInFlow>
  try {
    flow = JSON.parse(raw) as Partial<SignInFlow>
  } catch {
    return null
  }
  const { state, nonce, verifier, returnTo, startedAt } = flow ?? {}
  if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string') return null
  if (typeof startedAt !== 'number' || Date.now() - startedAt > FLOW_SECONDS * 1000) return null
  return { state, nonce, verifier, returnTo: safeReturnTo(returnTo), startedAt }
}

/** Google returns here; it must be the same URL in the authorisation request and the code exchange. */
function callbackUrl(request: FastifyRequest): URL {
  const origin =
    request.server.config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`
  return new URL(CALLBACK_PATH, origin)
}

function redirect(reply: FastifyReply, location: string) {
  reply.header('Cache-Control', 'no-store').redirect(location, 302)
}

export const googleHandlers = {
  async getAuthOptions(request) {
    return envelope({ google: request.server.config.google !== undefined })
  },

  async startGoogleSignIn(request, reply) {
    await request.server.rateLimits.consume('login', request)
    const returnTo = safeReturnTo(request.query.returnTo ?? '/')
    const google = request.server.config.google
    if (!google) return redirect(reply, withAuthError(returnTo, 'google-unavailable'))

    let client: oidc.Configuration
    try {
      client = await googleClient(google)
    } catch (error) {
      request.log.error({ err: error, issuer: google.issuer }, 'Google sign-in: provider discovery failed')
      return redirect(reply, withAuthError(returnTo, 'google'))
    }
    const flow: SignInFlow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      returnTo,
      startedAt: Date.now(),
    }
    const authorizationUrl = oidc.buildAuthorizationUrl(client, {
      redirect_uri: callbackUrl(request).href,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      // People with several Google accounts choose which one signs in.
      prompt: 'select_account',
    })
    reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
      ...flowCookieOptions(request),
      maxAge: FLOW_SECONDS,
    })
    return redirect(reply, authorizationUrl.href)
  },

  async finishGoogleSignIn(request, reply) {
    const flow = readFlow(request)
    // One attempt per flow, whatever happens next.
    reply.clearCookie(FLOW_COOKIE, flowCookieOptions(request))
    const returnTo = flow?.returnTo ?? '/'
    const fail = (reason: string, error?: unknown) => {
      request.log.warn({ err: error, reason }, 'Google sign-in failed')
      return redirect(reply, withAuthError(returnTo, 'google'))
    }

    const google = request.server.config.google
    if (!google) return fail('Google sign-in is not configured')
    if (!flow) return fail('no sign-in in progress (the flow cookie is missing or expired)')
    const providerError = request.query.error
    if (providerError) return fail(`the provider answered ${providerError}`)

    let claims: Record<string, unknown> | undefined
    try {
      const client = await googleClient(google)
      const currentUrl = callbackUrl(request)
      currentUrl.search = new URL(request.url, 'http://callback.invalid').search
      const tokens = await oidc.authorizationCodeGrant(client, currentUrl, {
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        pkceCodeVerifier: flow.verifier,
        idTokenExpected: true,
      })
      claims = tokens.claims()
    } catch (error) {
      return fail('the state, the code exchange or the ID token did not check out', error)
    }
    const identity = googleIdentity(claims ?? {})
    if (typeof identity === 'string') return fail(identity)

    let result
    try {
      result = await resolveGoogleAccount(request.server.db, identity)
    } catch (error) {
      request.log.error({ err: error }, 'Google sign-in: storing the account failed')
      return redirect(reply, withAuthError(returnTo, 'google'))
    }
    if ('refused' in result) return fail(result.refused)
    await startSession(request, reply, result.userId)
    request.log.info({ userId: result.userId, outcome: result.outcome }, 'Google sign-in')
    return redirect(reply, returnTo)
  },
} satisfies OperationHandlers
