/**
 * Runs autocannon loads in a worker thread (see run-load.ts), so the load generator does not share an
 * event loop with the servers under test. Each connection repeats `sequence`: a round of requests whose
 * placeholders are filled once per round (the same values for the whole round: a page's calls, or a
 * person's save and unsave of one recipe). `{id}` is drawn at random from `ids`, `{name}` from
 * `pools[name]`, and `{session.name}` is the connection's own person's value (see `sessions`).
 * Given several jobs (`{ jobs }`), it runs them at once and answers their results in order.
 */
import { parentPort, workerData } from 'node:worker_threads'
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
  /** Seconds. */
  duration: number
  connections: number
  /** Seconds a request may take before autocannon counts it as a timeout (autocannon's default, 10). */
  timeout?: number
}

export interface LoadResult {
  requestsPerSecond: number
  latencyMs: { p50: number; p99: number; average: number; max: number }
  requests: number
  errors: number
  timeouts: number
  non2xx: number
  statusCodes: Record<string, number>
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
    duration: job.duration,
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

// Off the main thread autocannon hands back raw histograms (for its own worker mode); aggregate them.
const { aggregateResult } = autocannon as unknown as {
  aggregateResult(results: unknown[], options: autocannon.Options): autocannon.Result
}

async function run(job: LoadJob): Promise<LoadResult> {
  const opts = options(job)
  const raw = (await autocannon(opts)) as unknown as { totalCompletedRequests: number; duration: number }
  const result = aggregateResult([raw], opts)
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [
      code,
      (stats as { count: number }).count,
    ]),
  )
  return {
    // Completed requests over the measured seconds (the per-second samples stay in the worker).
    requestsPerSecond: raw.totalCompletedRequests / raw.duration,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    requests: raw.totalCompletedRequests,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  }
}

const given = workerData as LoadJob | { jobs: LoadJob[] }
parentPort?.postMessage('jobs' in given ? await Promise.all(given.jobs.map(run)) : await run(given))
