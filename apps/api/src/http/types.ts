import type { operations } from '@sufra/api-client/schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../db/client'
import type { ObjectStore } from '../storage/object-store'
import type { S3Settings } from '../storage/s3-settings'
import type { PathCors } from './cors'
import type { FormReader } from './multipart'
import type { StoredAnswer } from './stored-answer'

export interface ServerConfig {
  /** The built site (apps/site/dist) served for every non-API GET; absent in API-only tests. */
  siteDir?: string
  /** Stored pictures, served under /uploads, when `s3` is not set (storage/folder-store.ts). */
  uploadsDir: string
  /** Pictures in an S3-compatible bucket instead of `uploadsDir` (S3_BUCKET and the other S3_ settings). */
  s3?: S3Settings
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
  /**
   * URL import: host:port pairs (IMPORT_ALLOW_HOSTS) that may be fetched although they are on a
   * private or loopback address or an unusual port; for tests and e2e only, empty by default.
   */
  importAllowHosts?: readonly string[]
  /**
   * Partner sites (EMBED_ORIGINS, exact origins such as `https://blog.example`) whose embed widgets may call
   * the `x-embed` operations with a bearer token (CORS to these only); empty by default.
   */
  embedOrigins?: readonly string[]
  /** The built embed kit (EMBED_DIR): /v1/embed.js, /v1/embed/assets/* and server/render.js; absent in API-only tests. */
  embedDir?: string
  /** The clock for rules about today (the planner's expired days), in ms since the epoch; tests set it. Default Date.now. */
  now?: () => number
  /** Requests from the network worked on at once (MAX_CONCURRENT_REQUESTS); the rest wait in turn (http/request-queue.ts). */
  maxConcurrentRequests?: number
  /** Overrides of the sign-in rate limits (tests use small ones). */
  rateLimits?: Partial<Record<RateLimitedAction, RateLimitRule>>
  /** Redis (REDIS_URL, `redis://host:6379`) holding the rate-limit counters shared by every API process; in memory when absent. */
  redisUrl?: string
  /** Put before every Redis key (REDIS_KEY_PREFIX, default `sufra:rl`), so deployments or test runs sharing a Redis stay apart. */
  redisKeyPrefix?: string
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

export type RateLimitedAction =
  'login' | 'loginAccount' | 'signup' | 'otpSend' | 'otpVerify' | 'upload' | 'comment' | 'pdf' | 'import'

/** At most `points` attempts per `seconds`, counted separately per IP address and per account. */
export interface RateLimitRule {
  points: number
  seconds: number
}

declare module 'fastify' {
  /** What `registerOperations` puts in each route's config. */
  interface FastifyContextConfig {
    operationId?: string
    /** The operation's multipart form schema, compiled (absent for calls without a form body). */
    form?: FormReader
    /**
     * The contract declares the answer public (the same for everyone): the session cookie is not read,
     * so the handler sees every request as a visitor's.
     */
    publicAnswer?: boolean
    /** The contract marks the operation `x-embed: true`: a partner widget may call it with its bearer token. */
    embed?: boolean
    /** CORS of the path's operations (answers and the path's OPTIONS preflight; http/cors.ts). */
    cors?: PathCors
  }
  interface FastifyInstance {
    db: Database
    config: ServerConfig
    /** Where pictures are stored: the uploads folder or the S3 bucket (storage/). */
    storage: ObjectStore
  }
  interface FastifyRequest {
    /** The signed-in user's id, or null for a visitor. */
    viewerId: string | null
    /** The stored id (SHA-256 of the cookie token) of the request's valid session, or null. */
    sessionId: string | null
    /** The partner site's origin when the session is an embed widget's bearer token; null otherwise. */
    embedOrigin: string | null
  }
}

/** An operationId of the contract (generated types: a typo or a removed operation is a type error). */
export type OperationId = keyof operations

type Operation<Id extends OperationId> = operations[Id]

/** `never` (the generated "no such part") as the given fallback, anything else as it is. */
type OrElse<Part, Fallback> = [Part] extends [never] ? Fallback : Part

type JsonContent<Part> = Part extends { content: { 'application/json': infer Json } } ? Json : never
type FormContent<Part> = Part extends { content: { 'multipart/form-data': infer Form } } ? Form : never

/**
 * Query parameters the contract gives a default (`limit`, `skip`, `page`): validation fills them in, so a
 * handler always has them. A test holds this list to the contract.
 */
export const defaultedQueryParameters = ['limit', 'skip', 'page'] as const
export type DefaultedQueryParameter = (typeof defaultedQueryParameters)[number]

type WithDefaults<Query> = [Query] extends [never]
  ? Record<string, never>
  : Omit<Query, DefaultedQueryParameter> & {
      [Key in keyof Query & DefaultedQueryParameter]-?: NonNullable<Query[Key]>
    }

/** What the contract lets through validation into a handler, per request part. */
export type OperationParams<Id extends OperationId> = OrElse<
  NonNullable<Operation<Id>['parameters']['path']>,
  Record<string, never>
>
export type OperationQuery<Id extends OperationId> = WithDefaults<
  NonNullable<Operation<Id>['parameters']['query']>
>
/** The JSON body; multipart forms are read with `readMultipartForm`, so their `body` is undefined. */
export type OperationBody<Id extends OperationId> = OrElse<
  JsonContent<NonNullable<Operation<Id>['requestBody']>>,
  undefined
>
/** The operation's multipart form as the generated types describe it (files as Blob). */
export type OperationForm<Id extends OperationId> = FormContent<NonNullable<Operation<Id>['requestBody']>>

/** The JSON body of any of the operation's success (2xx) answers; never when it answers only files or redirects. */
export type OperationAnswer<Id extends OperationId> = {
  [Status in keyof Operation<Id>['responses']]: `${Status & number}` extends `2${string}`
    ? JsonContent<Operation<Id>['responses'][Status]>
    : never
}[keyof Operation<Id>['responses']]

/** A request as a handler of `Id` sees it: params, query and body typed (and checked) by the contract. */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Params: OperationParams<Id>
  Querystring: OperationQuery<Id>
  Body: OperationBody<Id>
}>

/**
 * An operation's handler: it answers the contract's success body for the operation (the envelope,
 * status code included), so a wrong shape does not compile, or that body already serialised and kept
 * (`StoredAnswer`, made from such a body by `storeAnswer`); operations that answer no JSON (redirects,
 * files) write the reply themselves and return nothing.
 */
export type OperationHandler<Id extends OperationId = OperationId> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<OrElse<OperationAnswer<Id>, void> | StoredAnswer<Id>>

/** Handlers of one module, keyed by the operations it implements. */
export type OperationHandlers = { [Id in OperationId]?: OperationHandler<Id> }

/** Every operation of the contract with its handler. */
export type AllOperationHandlers = { [Id in OperationId]: OperationHandler<Id> }
