import type { operations } from '@sufra/api-client/schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../db/client'
import type { Envelope } from './envelope'

export interface ServerConfig {
  /** The built site (apps/site/dist) served for every non-API GET; absent in API-only tests. */
  siteDir?: string
  /** Stored files, served under /uploads. */
  uploadsDir: string
  /** Largest JSON body accepted, in bytes. */
  jsonBodyLimit: number
  /** Trust X-Forwarded-* from these proxies (Fastify's trustProxy); false unless configured. */
  trustProxy: boolean | string
  /** Where people reach the site (PUBLIC_URL), e.g. `https://sufra.app`; its origin is allowed to write, and Google returns there. */
  publicUrl?: string
  /** Google sign-in (OpenID Connect); absent when not configured, and the auth modal says so. */
  google?: GoogleConfig
  /** Outgoing mail: SMTP when `smtpUrl` is set, else one .eml file per message in `outboxDir`. */
  mail: MailConfig
  /** Overrides of the sign-in rate limits (tests use small ones). */
  rateLimits?: Partial<Record<RateLimitedAction, RateLimitRule>>
}

export interface GoogleConfig {
  /** The OpenID Connect issuer: `https://accounts.google.com`, or a local provider in tests. */
  issuer: string
  clientId: string
  clientSecret: string
}

export interface MailConfig {
  smtpUrl?: string
  outboxDir: string
  /** The sender address of every message. */
  from: string
  /** Where feedback from the settings page goes. */
  feedbackTo: string
}

export type RateLimitedAction = 'login' | 'signup' | 'otpSend' | 'otpVerify' | 'upload' | 'comment' | 'pdf'

/** At most `points` attempts per `seconds`, counted separately per IP address and per account. */
export interface RateLimitRule {
  points: number
  seconds: number
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    config: ServerConfig
  }
  interface FastifyRequest {
    /** The signed-in user's id, or null for a visitor. */
    viewerId: string | null
    /** The stored id (SHA-256 of the cookie token) of the request's valid session, or null. */
    sessionId: string | null
  }
}

/**
 * What an operation returns: the envelope to send (status code included), or nothing when the
 * handler wrote the reply itself (redirects, files).
 */
export type OperationHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Envelope<unknown> | void>

/** An operationId of the contract (generated types: a typo or a removed operation is a type error). */
export type OperationId = keyof operations

/** Handlers of one module, keyed by the operations it implements. */
export type OperationHandlers = Partial<Record<OperationId, OperationHandler>>

/** Every operation of the contract with its handler. */
export type AllOperationHandlers = Record<OperationId, OperationHandler>
