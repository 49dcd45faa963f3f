/**
 * Runs autocannon loads in a worker thread (see run-load.ts), so the load generator does not share an
 * event loop with the servers under test. A load runs `warmUp + duration` seconds on the same
 * connections: the warm-up is when the crowd arrives (connections open, caches fill), the figures are
 * of the `duration` after it, and the warm-up's own requests are counted apart (they must not fail
 * either). Each connection repeats `sequence`: a round of requests whose
 * placeholders are filled once per round (the same values for the whole round: a page's calls, or a
 * person's save and unsave of one recipe). `{id}` is drawn at random from `ids`, `{name}` from
 * `pools[name]`, and `{session.name}` is the connection's own person's value (see `sessions`).
 * Given several jobs (`{ jobs }`), it runs them at once and answers their results in order.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'

/** One request of a round; a plain string is a GET of that path. */
export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The path with placeholders, e.g. `/api/v1/list/{session.listId}/items`. */
  path: string
  /** A JSON body with placeholders (sent with `content-type: application/json`). */
  body?: string
}

/** A signed-in person a connection acts as: headers sent with each of its requests, and `{session.…}` values. */
export interface LoadSession {
  headers: Record<string, string>
  values: Record<string, string>
}

export interface LoadJob {
  url: string
  /** The requests of one round, e.g. `['/api/v1/recipe/{id}', '/api/v1/recipe-user/state/{id}']`. */
  sequence: (string | LoadRequest)[]
  /** Ids for `{id}`; one is drawn at random per round. */
  ids: string[]
  /** Values for other `{name}` placeholders; one of each is drawn at random per round. */
  pools?: Record<string, string[]>
  /** People: connection n acts as `sessions[(sessionOffset + n) % sessions.length]` for all its rounds. */
  sessions?: LoadSession[]
  sessionOffset?: number
  /** Sent with every request (e.g. `cookie`, `accept-encoding`). */
  headers: Record<string, string>
  /** Seconds measured, after the warm-up. */
  duration: number
  /** Seconds before the measured ones, on the same connections. */
  warmUp: number
  connections: number
  /** Seconds a request may take before autocannon counts it as a timeout (autocannon's default, 10). */
  timeout?: number
}

/** What a stretch of a load gave. */
export interface LoadFigures {
  requestsPerSecond: number
  latencyMs: { p50: number; p99: number; average: number; max: number }
  requests: number
  /** Requests that failed (timeouts included). */
  errors: number
  timeouts: number
  non2xx: number
  statusCodes: Record<string, number>
}

export interface LoadResult extends LoadFigures {
  warmUp: LoadFigures & {
    /** The slowest connection's first answer, in ms from the start: how long the crowd took to get in. */
    lastFirstAnswerMs: number | null
    /** Connections that had an answer by the end of the warm-up. */
    connectionsAnswered: number
  }
}

type RoundContext = { values?: Record<string, string>; session?: LoadSession }

const pickFrom = (values: readonly string[]) => values[Math.floor(Math.random() * values.length)] ?? ''

function options(job: LoadJob): autocannon.Options {
  let connectionsSeen = 0
  const fill = (template: string, round: RoundContext) =>
    template.replace(/\{([\w.]+)\}/g, (whole, name: string) => {
      const value = name.startsWith('session.')
        ? round.session?.values[name.slice('session.'.length)]
        : round.values?.[name]
      if (value === undefined) throw new Error(`The load's placeholder ${whole} has no value.`)
      return value
    })
  return {
    url: job.url,
    connections: job.connections,
    pipelining: 1,
    duration: job.warmUp + job.duration,
    headers: job.headers,
    ...(job.timeout ? { timeout: job.timeout } : {}),
    requests: job.sequence.map((step, index) => {
      const request: LoadRequest = typeof step === 'string' ? { method: 'GET', path: step } : step
      return {
        method: request.method,
        setupRequest: (base: autocannon.Request, context: object) => {
          // autocannon keeps one context per connection across its requests.
          const round = context as RoundContext
          if (job.sessions?.length && !round.session) {
            round.session = job.sessions[((job.sessionOffset ?? 0) + connectionsSeen++) % job.sessions.length]
          }
          if (index === 0 || round.values === undefined) {
            round.values = { id: pickFrom(job.ids) }
            for (const [name, values] of Object.entries(job.pools ?? {}))
              round.values[name] = pickFrom(values)
          }
          return {
            ...base,
            method: request.method,
            path: fill(request.path, round),
            headers: {
              ...base.headers,
              ...round.session?.headers,
              ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(request.body === undefined ? {} : { body: fill(request.body, round) }),
          }
        },
      }
    }),
  }
}

/** One answer or failure: when it came (ms from the start), how long it took, its status (0: failed). */
type Sample = { at: number; ms: number; status: number; timedOut: boolean }

function figures(samples: Sample[], seconds: number): LoadFigures {
  const answered = samples.filter((sample) => sample.status > 0)
  const times = answered.map((sample) => Math.round(sample.ms)).sort((a, b) => a - b)
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? 0
  const statusCodes: Record<string, number> = {}
  for (const { status } of answered) statusCodes[status] = (statusCodes[status] ?? 0) + 1
  return {
    requestsPerSecond: answered.length / seconds,
    latencyMs: {
      p50: at(0.5),
      p99: at(0.99),
      average: times.length ? Math.round(times.reduce((a, b) => a + b, 0) / times.length) : 0,
      max: times.at(-1) ?? 0,
    },
    requests: answered.length,
    errors: samples.length - answered.length,
    timeouts: samples.filter((sample) => sample.timedOut).length,
    non2xx: answered.filter((sample) => sample.status < 200 || sample.status > 299).length,
    statusCodes,
  }
}

async function run(job: LoadJob): Promise<LoadResult> {
  const samples: Sample[] = []
  const firstAnswers = new Map<unknown, number>()
  const started = performance.now()
  const instance = autocannon(options(job)) as unknown as NodeJS.EventEmitter & PromiseLike<unknown>
  instance.on('response', (client: unknown, status: number, _bytes: number, ms: number) => {
    const at = performance.now() - started
    samples.push({ at, ms, status, timedOut: false })
    if (!firstAnswers.has(client)) firstAnswers.set(client, at)
  })
  instance.on('reqError', (error: Error) => {
    samples.push({
      at: performance.now() - started,
      ms: 0,
      status: 0,
      timedOut: /timed out/.test(error.message),
    })
  })
  await instance
  const warmUpMs = job.warmUp * 1000
  const firsts = [...firstAnswers.values()]
  return {
    ...figures(
      samples.filter((sample) => sample.at >= warmUpMs),
      job.duration,
    ),
    warmUp: {
      ...figures(
        samples.filter((sample) => sample.at < warmUpMs),
        Math.max(job.warmUp, 1e-3),
      ),
      lastFirstAnswerMs: firsts.length === job.connections ? Math.round(Math.max(...firsts)) : null,
      connectionsAnswered: firsts.filter((at) => at < warmUpMs).length,
    },
  }
}

const given = workerData as LoadJob | { jobs: LoadJob[] }
parentPort?.postMessage('started')
parentPort?.postMessage('jobs' in given ? await Promise.all(given.jobs.map(run)) : await run(given))
