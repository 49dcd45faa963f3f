/**
 * At most `limit` requests from the network are worked on at once; the others wait their turn in
 * arrival order and are then answered as usual, never refused.
 *
 * Why: under a crowd (500 connections, each asking again as soon as it is answered), a process that
 * starts every request at once shares its one event loop between all of them, step by step. A call
 * that needs several steps (the session, then a transaction of four statements) waits behind
 * everything else at each step, so it took five to ten times as long as a one-query read, and with
 * a larger database pool some people's writes got no answer within 30 s at all. In turn, each waits
 * about as long as everyone else, and only `limit` calls hold memory and database connections.
 *
 * A request without a body takes its turn at once (onRequest), before its session is looked up; one
 * with a JSON body once the body has arrived (preValidation), so a slow sender holds no place. The
 * place is given back as soon as the answer is ready to send (onSend), so a slow reader holds none either. Forms
 * with a picture (multipart) are read by their handlers, as they stream in: they are not counted, so
 * slow uploads cannot hold every place. A request whose asker left while it waited is dropped, and one
 * whose asker leaves while it is worked on gives its place back then. Requests the server makes
 * to itself (`app.inject`, as pages do for the reads they show first) are not counted either: a page
 * holding a place must never wait for a place for its own reads.
 */
import { Socket } from 'node:net'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** Enough to keep the database pool and the event loop busy, few enough that each call is quick once started. */
export const DEFAULT_CONCURRENT_REQUESTS = 64

export interface RequestQueueStats {
  /** Requests being worked on now. */
  inProgress: number
  /** Requests waiting for their turn now. */
  waiting: number
  /** The most that have waited at once since the start. */
  mostWaiting: number
}

/** A counting semaphore whose waiters go in arrival order. */
export class Turns {
  private inProgress = 0
  private readonly waiting: (() => void)[] = []
  private mostWaiting = 0

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error(`A queue needs a limit of 1 or more (${limit}).`)
  }

  /** Calls `start` now if a place is free, else when one is (first come, first served). */
  take(start: () => void): void {
    if (this.inProgress < this.limit) {
      this.inProgress++
      start()
      return
    }
    this.waiting.push(start)
    this.mostWaiting = Math.max(this.mostWaiting, this.waiting.length)
  }

  /** Gives a place back: to the longest waiter, if any. */
  give(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.inProgress--
  }

  stats(): RequestQueueStats {
    return { inProgress: this.inProgress, waiting: this.waiting.length, mostWaiting: this.mostWaiting }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    requestQueue: Turns
  }
}

/** Over a real connection (not `app.inject`'s stand-in socket). */
const fromNetwork = (request: FastifyRequest) => request.raw.socket instanceof Socket

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0

const isMultipart = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '')

export function installRequestQueue(app: FastifyInstance, limit: number): Turns {
  const turns = new Turns(limit)
  app.decorate('requestQueue', turns)

  // How each request holding a place gives it back (once: its answer ready, or its connection gone).
  const holders = new WeakMap<FastifyRequest, () => void>()

  const waitForTurn = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!fromNetwork(request) || isMultipart(request)) return done()
    let state: 'waiting' | 'working' | 'finished' = 'waiting'
    const finish = () => {
      if (state === 'working') turns.give()
      state = 'finished'
    }
    // The answer's 'close' comes once it is sent or its connection is gone, whichever is first.
    reply.raw.once('close', finish)
    turns.take(() => {
      if (state === 'finished') {
        // Whoever asked has gone while waiting: the request stops here, and the place goes on.
        turns.give()
        reply.hijack()
        return done()
      }
      state = 'working'
      holders.set(request, finish)
      done()
    })
  }
  app.addHook('onRequest', (request, reply, done) =>
    hasBody(request) ? done() : waitForTurn(request, reply, done),
  )
  app.addHook('preValidation', (request, reply, done) =>
    hasBody(request) ? waitForTurn(request, reply, done) : done(),
  )
  // Once the answer is ready, what is left is sending it: a slow reader (a phone on a poor network,
  // or someone reading on purpose slowly) must not hold a place while the bytes trickle out.
  app.addHook('onSend', (request, _reply, payload, done) => {
    holders.get(request)?.()
    done(null, payload)
  })
  return turns
}
