import * as oidc from 'openid-client'
import type { GoogleConfig } from '../../http/types'

/** Discovered provider metadata, one per server configuration (each app has its own config object). */
const discovered = new WeakMap<GoogleConfig, Promise<oidc.Configuration>>()

/** A browser is waiting on the redirect, so give up on a provider that does not answer well before 30 s. */
const DISCOVERY_TIMEOUT_SECONDS = 10

function isLoopback(url: URL) {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
}

/**
 * The OpenID Connect client for `google`, discovered on first use and kept; a failed discovery is
 * forgotten so the next sign-in tries again. Plain http is allowed only for a provider on this machine
 * (the test provider).
 */
export function googleClient(google: GoogleConfig): Promise<oidc.Configuration> {
  let pending = discovered.get(google)
  if (!pending) {
    const issuer = new URL(google.issuer)
    const insecure = issuer.protocol === 'http:' && isLoopback(issuer)
    pending = oidc.discovery(issuer, google.clientId, google.clientSecret, undefined, {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    })
    discovered.set(google, pending)
    pending.catch(() => discovered.delete(google))
  }
  return pending
}
