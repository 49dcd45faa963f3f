/**
 * SIGTERM drains (src/main.ts): the real server as a process (testing/api-process.ts, PGlite under a
 * temporary DATA_DIR). With a PDF request held half-sent by the client and a batch of PDFs and reads in
 * flight, SIGTERM makes the server refuse new connections and close an idle keep-alive one at once, while
 * every request it had already received gets its complete answer; then the process exits 0. A request
 * that never ends cannot hold the exit: after SHUTDOWN_TIMEOUT its connection is cut and the process exits.
 * The server's own log ("incoming request") says when a request is in flight; nothing waits on a clock.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startApiProcess, type ApiProcess } from '../testing/api-process'

const PASSWORD = 'Saffron-kettle-on-the-stove-71'

/** Polls `condition` every 20 ms until it holds (the test's own timeout bounds the wait). */
async function waitFor(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20))
}

/** How many requests to `url` the server has logged as arriving. */
const arrivals = (api: ApiProcess, url: string) =>
  api
    .output()
    .split('\n')
    .filter((line) => line.includes('"incoming request"') && line.includes(`"url":"${url}"`)).length

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A request on its own connection whose body the test sends in two halves, the second when it says. */
function heldRequest(api: ApiProcess, url: string, body: string) {
  const request = http.request(`${api.url}${url}`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      origin: api.url,
    },
  })
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
  })
  request.write(body.slice(0, 8))
  let settled = false
  void answer.then(
    () => (settled = true),
    () => (settled = true),
  )
  return { answer, settled: () => settled, finish: () => request.end(body.slice(8)) }
}

/** Any request on a connection of its own (no keep-alive pool), with the complete body. */
function send(api: ApiProcess, method: string, url: string, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(`${api.url}${url}`, {
      method,
      agent: false,
      headers: body ? { 'content-type': 'application/json', origin: api.url } : {},
    })
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(body)
  })
}

/** True once a new TCP connection to the server is refused. */
const refusesConnections = (api: ApiProcess) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(api.port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })

const isWholePdf = (answer: Answer) =>
  answer.status === 200 &&
  answer.headers['content-type'] === 'application/pdf' &&
  answer.body.subarray(0, 5).toString() === '%PDF-' &&
  answer.body.subarray(-16).toString().includes('%%EOF') &&
  Number(answer.headers['content-length'] ?? answer.body.length) === answer.body.length

describe('SIGTERM (graceful shutdown)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sufra-shutdown-'))
  const started: ApiProcess[] = []
  let recipeId = ''
  afterAll(async () => {
    for (const api of started) await api.kill()
    rmSync(dataDir, { recursive: true, force: true })
  })
  const env = { DATA_DIR: dataDir, SEED: 'catalogue', LOG_LEVEL: 'info' }

  it(
    'finishes the requests in flight, refuses new connections and exits 0',
    { timeout: 300_000 },
    async () => {
      const api = await startApiProcess({ env })
      started.push(api)
      const signup = await fetch(`${api.url}/api/v1/user/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: api.url },
        body: JSON.stringify({
          firstName: 'Calm',
          lastName: 'Closer',
          email: 'closer@shutdown.test',
          password: PASSWORD,
          confirmPassword: PASSWORD,
        }),
      })
      expect(signup.status, await signup.clone().text()).toBe(201)
      const cookie = signup.headers.getSetCookie()[0]!.split(';')[0]!
      const form = new FormData()
      const fields = {
        title: 'Slow-cooked chickpea stew',
        description: 'A stew to print while the server stops.',
        ingredients: JSON.stringify(['2 tbsp olive oil', '1 medium onion', '2 cup chickpeas', '4 cup water']),
        instructions: JSON.stringify([
          { step: 'Soften the onion in the oil.', image: null },
          { step: 'Add the chickpeas and water; simmer for an hour.', image: null },
        ]),
        time: '70',
        servings: '4',
        lang: 'en',
        language: 'english',
        category: JSON.stringify(['dinner']),
        cuisine: JSON.stringify(['levantine']),
      }
      for (const [name, value] of Object.entries(fields)) form.append(name, value)
      const created = await fetch(`${api.url}/api/v1/recipe/custom`, {
        method: 'POST',
        headers: { cookie, origin: api.url },
        body: form,
      })
      expect(created.status, await created.clone().text()).toBe(200)
      recipeId = ((await created.json()) as { data: { _id: string } }).data._id
      const pdfBody = JSON.stringify({ recipe: recipeId, recipeLang: 'en' })

      // An idle keep-alive connection, as a browser keeps between clicks.
      const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 })
      const idle = await new Promise<net.Socket>((resolve, reject) => {
        http
          .get(`${api.url}/api/v1/user/auth/options`, { agent: keepAlive }, (response) => {
            const socket = response.socket
            response.resume()
            response.on('end', () => resolve(socket))
          })
          .on('error', reject)
      })
      let idleClosed = false
      idle.once('close', () => (idleClosed = true))

      // A PDF whose body is half-sent: in flight on the server until the test sends the rest.
      const held = heldRequest(api, '/api/v1/recipe/pdf', pdfBody)
      await waitFor(() => arrivals(api, '/api/v1/recipe/pdf') === 1)
      // A batch of PDFs and reads, all arrived before the signal (finished or not).
      const pdfs = Array.from({ length: 4 }, () => send(api, 'POST', '/api/v1/recipe/pdf', pdfBody))
      const reads = Array.from({ length: 8 }, () => send(api, 'GET', `/api/v1/recipe/${recipeId}`))
      await waitFor(
        () => arrivals(api, '/api/v1/recipe/pdf') === 5 && arrivals(api, `/api/v1/recipe/${recipeId}`) === 8,
      )

      api.child.kill('SIGTERM')
      await waitFor(() => refusesConnections(api))
      await waitFor(() => idleClosed)
      expect(held.settled()).toBe(false)
      held.finish()

      expect(isWholePdf(await held.answer)).toBe(true)
      for (const answer of await Promise.all(pdfs)) expect(isWholePdf(answer)).toBe(true)
      for (const answer of await Promise.all(reads)) {
        expect(answer.status).toBe(200)
        expect((JSON.parse(answer.body.toString()) as { data: { _id: string } }).data._id).toBe(recipeId)
      }
      expect(await api.exited, api.output()).toEqual({ code: 0, signal: null })
      keepAlive.destroy()
    },
  )

  it(
    'cuts a request that never ends after SHUTDOWN_TIMEOUT and still exits',
    { timeout: 300_000 },
    async () => {
      const api = await startApiProcess({ env: { ...env, SHUTDOWN_TIMEOUT: '1' } })
      started.push(api)
      const held = heldRequest(
        api,
        '/api/v1/recipe/pdf',
        JSON.stringify({ recipe: recipeId, recipeLang: 'en' }),
      )
      await waitFor(() => arrivals(api, '/api/v1/recipe/pdf') === 1)
      api.child.kill('SIGTERM')
      await expect(held.answer).rejects.toThrow()
      expect(await api.exited, api.output()).toEqual({ code: 0, signal: null })
      expect(api.output()).toContain('closing their connections')
    },
  )
})
