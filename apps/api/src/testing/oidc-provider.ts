/**
 * A real OpenID Connect provider for tests (oauth2-mock-server) on 127.0.0.1, standing in for Google.
 * Its /authorize endpoint signs the visitor in at once (no consent screen) and redirects back to the
 * client's `redirect_uri` with `code` and `state`; the ID token it issues carries the claims given to
 * `setNextUser`. Use it from API tests (app.inject) and from browser tests against a listening server.
 */
import {
  OAuth2Server,
  type MutableRedirectUri,
  type MutableToken,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server'
import type { GoogleConfig } from '../http/types'

/** The claims Google puts in an ID token for `openid email profile` (all but `sub` optional). */
export interface OidcUserClaims {
  sub: string
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
  name?: string
  picture?: string
  [claim: string]: unknown
}

export interface OidcProvider {
  /** The issuer URL (`http://127.0.0.1:<port>`), what GOOGLE_ISSUER should be set to. */
  issuer: string
  /** A `config.google` for the Sufra server pointing at this provider. */
  googleConfig: GoogleConfig
  /** The person who signs in at the next /authorize request (used once, in the order set). */
  setNextUser(claims: OidcUserClaims): void
  /** Makes the next /authorize request answer with `error` (e.g. the person pressed Cancel). */
  failNextAuthorization(error?: string): void
  /** The underlying oauth2-mock-server, for anything not covered above. */
  server: OAuth2Server
  close(): Promise<void>
}

export async function startOidcProvider(
  options: {
    clientId?: string
    clientSecret?: string
    /** A fixed port (e.g. to match a GOOGLE_ISSUER set beforehand); a free one by default. */
    port?: number
  } = {},
): Promise<OidcProvider> {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(options.port ?? 0, '127.0.0.1')
  // The mock would name itself `localhost`, which may resolve to ::1 where nothing listens.
  const issuer = `http://127.0.0.1:${server.address().port}`
  server.issuer.url = issuer

  const nextUsers: OidcUserClaims[] = []
  const nextErrors: string[] = []
  // The people are bound to the code at /authorize, so flows running side by side cannot swap users.
  const userByCode = new Map<string, OidcUserClaims>()

  server.service.on('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => {
    const error = nextErrors.shift()
    if (error) {
      url.searchParams.delete('code')
      url.searchParams.set('error', error)
      return
    }
    const code = url.searchParams.get('code')
    const user = nextUsers.shift()
    if (code && user) userByCode.set(code, user)
  })
  // Both tokens of a code exchange (access and ID token) carry the person's claims.
  server.service.on('beforeTokenSigning', (token: MutableToken, request: TokenRequestIncomingMessage) => {
    const code = request.body.code
    const user = typeof code === 'string' ? userByCode.get(code) : undefined
    if (user) Object.assign(token.payload, user)
  })
  server.service.on('beforeResponse', (_response: unknown, request: TokenRequestIncomingMessage) => {
    const code = request.body.code
    if (typeof code === 'string') userByCode.delete(code)
  })

  return {
    issuer,
    googleConfig: {
      issuer,
      clientId: options.clientId ?? 'sufra-test-client',
      clientSecret: options.clientSecret ?? 'sufra-test-secret',
    },
    setNextUser: (claims) => void nextUsers.push(claims),
    failNextAuthorization: (error = 'access_denied') => void nextErrors.push(error),
    server,
    close: () => server.stop(),
  }
}
