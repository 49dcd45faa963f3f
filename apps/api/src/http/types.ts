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
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    config: ServerConfig
  }
  interface FastifyRequest {
    /** The signed-in user's id, or null for a visitor. */
    viewerId: string | null
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
