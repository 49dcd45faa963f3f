/**
 * The request queue (request-queue.ts) on a real listener: a bounded number of network requests worked
 * on at once, the rest answered in arrival order, none refused; bodies and in-process requests are not
 * held; a request whose asker left while waiting never runs; and the settings that size it.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { DEFAULT_CONCURRENT_REQUESTS, installRequestQueue, Turns } from './request-queue'

/** A server whose `/work/:name` calls wait until the test lets them finish, recording their order. */
async function serverWithGates(limit: number, setUp?: (app: FastifyInstance) => void) {
  // Closing cuts every connection: the aborted ones' would otherwise hold close() for seconds.
  const app = Fastify({ forceCloseConnections: true })
  setUp?.(app)
  const turns = installRequestQueue(app, limit)
  const started: string[] = []
  const finishers = new Map<string, () => void>()
  const waitingFor = new Map<string, () => void>()
  const startedAll = (name: string) =>
    new Promise<void>((resolve) => {
      if (started.includes(name)) resolve()
      else waitingFor.set(name, resolve)
    })
  const handler = async (name: string) => {
    started.push(name)
    waitingFor.get(name)?.()
    await new Promise<void>((resolve) => finishers.set(name, resolve))
    return { name }
  }
  app.get<{ Params: { name: string } }>('/work/:name', (request) => handler(request.params.name))
  app.post<{ Params: { name: string } }>('/work/:name', (request) => handler(request.params.name))
  // 8 MB: more than the sockets' buffers hold, so it is sent only as fast as the asker reads.
  app.get('/big', async (_request, reply) => reply.type('text/plain').send('x'.repeat(8 * 1024 * 1024)))
  await app.listen({ host: '127.0.0.1', port: 0 })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const finish = (name: string) => {
    const done = finishers.get(name)
    if (!done) throw new Error(`${name} has not started`)
    done()
  }
  return { app, turns, started, startedAll, finish, base }
}

let open: FastifyInstance | undefined
afterEach(async () => {
  await open?.close()
  open = undefined
})

/** Lets queued work and socket events run, so "has not started" is checked after they had the chance. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('the request queue', () => {
  it('works on at most `limit` requests at once and answers the others in arrival order', async () => {
    const server = await serverWithGates(2)
    open = server.app
    const answers: Promise<Response>[] = []
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      answers.push(fetch(`${server.base}/work/${name}`))
      // One at a time, so the arrival order is known.
      if (name === 'a' || name === 'b') await server.startedAll(name)
      else await expect.poll(() => server.turns.stats().waiting).toBe(['c', 'd', 'e'].indexOf(name) + 1)
    }
    expect(server.started).toEqual(['a', 'b'])
    expect(server.turns.stats()).toEqual({ inProgress: 2, waiting: 3, mostWaiting: 3 })

    server.finish('b')
    await server.startedAll('c')
    server.finish('a')
    await server.startedAll('d')
    await settle()
    expect(server.started).toEqual(['a', 'b', 'c', 'd'])
    server.finish('c')
    await server.startedAll('e')
    server.finish('d')
    server.finish('e')

    const bodies = await Promise.all(answers.map(async (answer) => (await answer).json()))
    expect(bodies.map((body: { name: string }) => body.name)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(server.turns.stats()).toMatchObject({ inProgress: 0, waiting: 0 })
  })

  it('drops a waiting request whose asker has gone, and the next one takes the place', async () => {
    const server = await serverWithGates(1)
    open = server.app
    const first = fetch(`${server.base}/work/first`)
    await server.startedAll('first')
    const leaving = new AbortController()
    const gone = fetch(`${server.base}/work/gone`, { signal: leaving.signal }).catch(() => 'aborted')
    await expect.poll(() => server.turns.stats().waiting).toBe(1)
    const next = fetch(`${server.base}/work/next`)
    await expect.poll(() => server.turns.stats().waiting).toBe(2)
    leaving.abort()
    expect(await gone).toBe('aborted')
    await settle()

    server.finish('first')
    await server.startedAll('next')
    server.finish('next')
    expect(await (await first).json()).toEqual({ name: 'first' })
    expect(await (await next).json()).toEqual({ name: 'next' })
    expect(server.started).toEqual(['first', 'next'])
    expect(server.turns.stats()).toMatchObject({ inProgress: 0, waiting: 0 })
  })

  it('gives the place back when the asker leaves mid-answer', async () => {
    const server = await serverWithGates(1)
    open = server.app
    const leaving = new AbortController()
    const gone = fetch(`${server.base}/work/slow`, { signal: leaving.signal }).catch(() => 'aborted')
    await server.startedAll('slow')
    leaving.abort()
    expect(await gone).toBe('aborted')
    await expect.poll(() => server.turns.stats().inProgress).toBe(0)
    const after = fetch(`${server.base}/work/after`)
    await server.startedAll('after')
    server.finish('after')
    expect(await (await after).json()).toEqual({ name: 'after' })
    server.finish('slow')
  })

  it('gives the place back once the answer is ready, so a reader that does not read holds none', async () => {
    const server = await serverWithGates(1)
    open = server.app
    const { port } = server.app.server.address() as AddressInfo
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/big' }, resolve).on('error', reject)
    })
    // Never read: most of the 8 MB stays unsent.
    response.pause()
    const next = fetch(`${server.base}/work/next`)
    await server.startedAll('next')
    server.finish('next')
    expect(await (await next).json()).toEqual({ name: 'next' })
    response.destroy()
  })

  it('takes a JSON body’s turn only once the body has arrived, so a slow sender holds no place', async () => {
    const server = await serverWithGates(1)
    open = server.app
    const { port } = server.app.server.address() as AddressInfo
    // Headers now, the body later: the request is received but not yet in the queue.
    const slow = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/work/slow-body',
      headers: { 'content-type': 'application/json', 'content-length': '2' },
    })
    const slowAnswer = new Promise<string>((resolve, reject) => {
      slow.on('response', (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve(text))
      })
      slow.on('error', reject)
    })
    slow.flushHeaders()
    await settle()
    expect(server.turns.stats()).toMatchObject({ inProgress: 0, waiting: 0 })

    const quick = fetch(`${server.base}/work/quick`)
    await server.startedAll('quick')
    slow.end('{}')
    await expect.poll(() => server.turns.stats().waiting).toBe(1)
    server.finish('quick')
    await server.startedAll('slow-body')
    server.finish('slow-body')
    expect(await (await quick).json()).toEqual({ name: 'quick' })
    expect(JSON.parse(await slowAnswer)).toEqual({ name: 'slow-body' })
  })

  it('does not count multipart forms (read as they stream in) nor the server’s own in-process requests', async () => {
    // As @fastify/multipart does: the handler reads the stream, so nothing is read before it.
    const server = await serverWithGates(1, (app) =>
      app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null)),
    )
    open = server.app
    const holder = fetch(`${server.base}/work/holder`)
    await server.startedAll('holder')

    const injected = server.app.inject({ method: 'GET', url: '/work/injected' })
    await server.startedAll('injected')
    server.finish('injected')
    expect((await injected).json()).toEqual({ name: 'injected' })

    const form = new FormData()
    form.set('field', 'value')
    const upload = fetch(`${server.base}/work/upload`, { method: 'POST', body: form })
    await server.startedAll('upload')
    server.finish('upload')
    expect(await (await upload).json()).toEqual({ name: 'upload' })
    expect(server.turns.stats()).toMatchObject({ inProgress: 1, waiting: 0 })

    server.finish('holder')
    await holder
  })

  it('is sized by MAX_CONCURRENT_REQUESTS, and the database pool by DATABASE_POOL_SIZE', () => {
    const root = '/srv/sufra'
    expect(readConfig({}, root).server.maxConcurrentRequests).toBe(DEFAULT_CONCURRENT_REQUESTS)
    expect(readConfig({ MAX_CONCURRENT_REQUESTS: '16' }, root).server.maxConcurrentRequests).toBe(16)
    expect(readConfig({ DATABASE_URL: 'postgres://db/sufra' }, root).database).toEqual({
      url: 'postgres://db/sufra',
      poolSize: 10,
    })
    expect(
      readConfig({ DATABASE_URL: 'postgres://db/sufra', DATABASE_POOL_SIZE: '25' }, root).database,
    ).toMatchObject({ poolSize: 25 })
    for (const bad of ['0', '-3', '2.5', 'many']) {
      expect(() => readConfig({ MAX_CONCURRENT_REQUESTS: bad }, root)).toThrow(
        `MAX_CONCURRENT_REQUESTS: "${bad}" is not a whole number of 1 or more.`,
      )
      expect(() => readConfig({ DATABASE_URL: 'postgres://db/x', DATABASE_POOL_SIZE: bad }, root)).toThrow(
        /DATABASE_POOL_SIZE/,
      )
    }
    expect(() => new Turns(0)).toThrow(/limit of 1 or more/)
  })
})
