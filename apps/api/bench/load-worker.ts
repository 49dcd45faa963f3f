/**
 * Runs one autocannon load in a worker thread, so the load generator does not share an event loop
 * with the servers under test. Each connection repeats `sequence` (paths where `{id}` is an id picked
 * at random from `ids` at the start of each round, the same for the whole round: a page's calls).
 */
import { parentPort, workerData } from 'node:worker_threads'
import autocannon from 'autocannon'

export interface LoadJob {
  url: string
  /** The requests of one round, e.g. `['/api/v1/recipe/{id}', '/api/v1/recipe-user/state/{id}']`. */
  sequence: string[]
  /** Ids for `{id}`; one is drawn at random per round. */
  ids: string[]
  /** Sent with every request (e.g. `cookie`, `accept-encoding`). */
  headers: Record<string, string>
  /** Seconds. */
  duration: number
  connections: number
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

const job = workerData as LoadJob
const pick = () => job.ids[Math.floor(Math.random() * job.ids.length)] ?? ''

type RoundContext = { id?: string }

const options: autocannon.Options = {
  url: job.url,
  connections: job.connections,
  pipelining: 1,
  duration: job.duration,
  headers: job.headers,
  requests: job.sequence.map((template, index) => ({
    method: 'GET' as const,
    setupRequest: (request: autocannon.Request, context: object) => {
      // autocannon keeps one context per connection across its requests.
      const round = context as RoundContext
      if (index === 0 || round.id === undefined) round.id = pick()
      return { ...request, path: template.replaceAll('{id}', round.id) }
    },
  })),
}
// Off the main thread autocannon hands back raw histograms (for its own worker mode); aggregate them.
const { aggregateResult } = autocannon as unknown as {
  aggregateResult(results: unknown[], options: autocannon.Options): autocannon.Result
}
const raw = (await autocannon(options)) as unknown as { totalCompletedRequests: number; duration: number }
const result = aggregateResult([raw], options)

const statusCodes = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [
    code,
    (stats as { count: number }).count,
  ]),
)
const answer: LoadResult = {
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
parentPort?.postMessage(answer)
