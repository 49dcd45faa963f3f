/**
 * The contract fuzz: requests drawn from openapi/openapi.yaml (requests.ts) sent one after another to an
 * in-process server (app.inject, PGlite in memory, demo content seeded), as a visitor and as a signed-in
 * person who owns a recipe, a comment, a list with an item, a plan and a picture. Every answer must be a
 * status the contract declares for the operation, with a body matching its schema, and never a 5xx.
 *
 * Most requests go to a server with generous rate limits (so they reach the handlers); every tenth goes
 * to one whose limits allow two attempts an hour (so 429s are met and must be declared too). Nothing leaves the machine:
 * mail lands in a folder, and URL import only ever gets loopback or private addresses, which it refuses.
 */
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { listOperations, loadContract, type ContractOperation, type JsonSchema } from '../contract'
import { createValidators } from '../validation'
import { SESSION_COOKIE } from '../../http/session-viewer'
import type { RateLimitedAction, RateLimitRule } from '../../http/types'
import { buildApp } from '../../app'
import { startTestServer, type Engine } from '../../testing/test-server'

type App = Awaited<ReturnType<typeof buildApp>>
import { RequestArbitraries, type FuzzBody, type FuzzFile, type FuzzRequest } from './requests'
import { refPattern, type RefKind } from './schema-arbitrary'

export interface FuzzOptions {
  seed: number
  runs: number
  engine?: Engine
  /** Called after each request (progress for the command line). */
  onRequest?: (index: number) => void
  /** Called with each failure as it happens (the command line prints it at once). */
  onFailure?: (failure: FuzzFailure) => void
}

export interface FuzzFailure {
  index: number
  server: 'generous limits' | 'tight limits'
  request: FuzzRequest
  /** The request as sent (markers replaced), for a person to read and replay. */
  sent: { method: string; url: string; headers: Record<string, string>; body: string }
  status: number
  problem: string
  answer: string
}

export interface FuzzResult {
  seed: number
  runs: number
  failures: FuzzFailure[]
  /** Answers by status code, over all requests. */
  statuses: Record<string, number>
  /** Operations that answered at least one 2xx. */
  reachedSuccess: Set<string>
}

export const PASSWORD = 'correct horse battery staple'
const generousLimits = Object.fromEntries(
  ['login', 'signup', 'otpSend', 'otpVerify', 'upload', 'comment', 'pdf', 'import'].map((action) => [
    action,
    { points: 1_000_000, seconds: 60 },
  ]),
) as Record<RateLimitedAction, RateLimitRule>

const tightLimits = Object.fromEntries(
  Object.keys(generousLimits).map((action) => [action, { points: 2, seconds: 3600 }]),
) as Record<RateLimitedAction, RateLimitRule>

/** Operations whose success removes the person or one of their things: the fixtures are made again after. */
const destructive = new Set([
  'deleteAccount',
  'logoutUser',
  'deleteRecipe',
  'deleteComment',
  'deleteShoppingList',
  'deleteShoppingListItem',
  'clearCheckedShoppingListItems',
  'deleteMealPlan',
  'deleteImage',
  'updateRecipe',
  'resetPassword',
  'updateUser',
])

interface Samples {
  png: Buffer
  webp: Buffer
  huge: Buffer
  empty: Buffer
  junk: Buffer
}

async function makeSamples(): Promise<Samples> {
  const picture = sharp({ create: { width: 8, height: 8, channels: 3, background: '#2e8b57' } })
  return {
    png: await picture.clone().png().toBuffer(),
    webp: await picture.clone().webp().toBuffer(),
    // Just over the 2 MB upload limit.
    huge: Buffer.alloc(2 * 1024 * 1024 + 10, 0x89),
    empty: Buffer.alloc(0),
    junk: Buffer.from('\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xff\xff\xff garbage', 'latin1'),
  }
}

const recipeForm = (title: string): [string, string][] => [
  ['title', title],
  ['description', 'A warm, quick soup for cold evenings.'],
  ['ingredients', JSON.stringify(['2 tbsp olive oil', '1 medium onion', '1 cup red lentils', '4 cup water'])],
  ['instructions', JSON.stringify([{ step: 'Soften the onion in the oil.', image: null }])],
  ['time', '30'],
  ['servings', '4'],
  ['lang', 'en'],
]

async function formPayload(entries: [string, string | FuzzFile][], samples: Samples) {
  const form = new FormData()
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value)
    else {
      const bytes = typeof value.sample === 'object' ? Buffer.from(value.sample.text) : samples[value.sample]
      form.append(name, new Blob([new Uint8Array(bytes)], { type: value.type }), value.filename)
    }
  }
  const encoded = new Response(form)
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  }
}

/** A server with the fuzz's person and their things; `refresh` makes them again after a request removed some. */
class Target {
  refs = new Map<RefKind, string>()
  token = ''
  private accounts = 0
  /** The server has a catalogue (seeded), so the person's list can hold an ingredient. */
  private catalogued = false

  constructor(
    readonly app: App,
    readonly name: FuzzFailure['server'],
    private readonly samples: Samples,
  ) {}

  /** Fixture calls come from their own address, so the tight limits do not stop the fuzz's set-up. */
  private async call(method: string, url: string, payload?: unknown, token = this.token, form?: boolean) {
    let body: { payload?: string | Buffer; headers: Record<string, string> } = { headers: {} }
    if (form) {
      const encoded = await formPayload(payload as [string, string][], this.samples)
      body = { payload: encoded.payload, headers: { 'content-type': encoded.contentType } }
    } else if (payload !== undefined) {
      body = { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }
    }
    const response = await this.app.inject({
      method: method as 'POST',
      url: `/api/v1${url}`,
      ...body,
      remoteAddress: `10.99.${this.accounts % 250}.${1 + Math.floor(this.accounts / 250)}`,
      cookies: token ? { [SESSION_COOKIE]: token } : {},
    })
    if (response.statusCode >= 300) {
      throw new Error(
        `Fuzz set-up: ${method} ${url} answered ${response.statusCode} ${response.body.slice(0, 300)}`,
      )
    }
    return response.json() as { data: Record<string, unknown> & { _id: string } }
  }

  private async signUp() {
    this.accounts++
    const email = `fuzz-${this.accounts}-${randomUUID().slice(0, 8)}@fuzz.test`
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/v1/user/signup',
      payload: {
        firstName: 'Fuzz',
        lastName: 'Person',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
      remoteAddress: `10.98.${this.accounts % 250}.${1 + Math.floor(this.accounts / 250)}`,
    })
    if (response.statusCode !== 201)
      throw new Error(`Fuzz set-up: sign-up answered ${response.statusCode} ${response.body}`)
    const token = response.cookies.find((cookie) => cookie.name.endsWith(SESSION_COOKIE))!.value
    return { id: (response.json() as { data: { _id: string } }).data._id, email, token }
  }

  async setUp() {
    const other = await this.signUp()
    this.refs.set('otherUser', other.id)
    const otherRecipe = await this.call(
      'POST',
      '/recipe/custom',
      recipeForm('Their lentil soup'),
      other.token,
      true,
    )
    this.refs.set('otherRecipe', otherRecipe.data._id)
    const catalogue = await this.call('GET', '/ingredient?limit=1', undefined, '')
    const first = (catalogue.data as unknown as { ingredients: { _id: string }[] }).ingredients[0]
    this.catalogued = first !== undefined
    this.refs.set('ingredient', first?._id ?? randomUUID())
    await this.refresh(true)
  }

  /** Makes the person (when `newPerson`, or when theirs no longer works) and every thing of theirs again. */
  async refresh(newPerson = false) {
    if (!newPerson) {
      const profile = await this.app.inject({
        method: 'GET',
        url: '/api/v1/user/profile',
        cookies: { [SESSION_COOKIE]: this.token },
      })
      newPerson = profile.statusCode !== 200
    }
    if (newPerson) {
      const person = await this.signUp()
      this.token = person.token
      this.refs.set('user', person.id)
      this.refs.set('email', person.email)
      this.refs.set('password', PASSWORD)
    }
    await this.keep('imageKey', async () => {
      const picture = await this.call(
        'POST',
        '/image/upload',
        [['image', { filename: 'a.png', type: 'image/png', sample: 'png' }]],
        this.token,
        true,
      )
      return (picture.data as unknown as { key: string }).key
    })
    const recipe = await this.call('POST', '/recipe/custom', recipeForm('My lentil soup'), this.token, true)
    this.refs.set('recipe', recipe.data._id)
    await this.keep('comment', async () => {
      const comment = await this.call('POST', '/comment/create', {
        recipeId: recipe.data._id,
        content: 'Lovely.',
      })
      return comment.data._id
    })
    const list = await this.call('POST', '/list/create', {
      listName: { en: 'Fuzz', ar: 'قائمة' },
      list: this.catalogued ? [this.refs.get('ingredient')] : [],
    })
    this.refs.set('list', list.data._id)
    const items = list.data.list as { _id: string }[]
    this.refs.set('listItem', items[0]?._id ?? randomUUID())
    const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    await this.call('POST', '/meal-planner/create', { date, mealPlan: { Dinner: [recipe.data._id] } })
    this.refs.set('planDate', date)
  }

  /**
   * Sets `kind` to what `make` answers; when the person's rate limit refuses it (the tight-limits server),
   * the earlier one is kept.
   */
  private async keep(kind: RefKind, make: () => Promise<string>) {
    try {
      this.refs.set(kind, await make())
    } catch (error) {
      if (!this.refs.has(kind)) throw error
    }
  }

  resolve(text: string) {
    return text.replace(refPattern, (_match, kind: RefKind) => this.refs.get(kind) ?? kind)
  }
}

/** Hosts URL import may be given: loopback and private addresses only, which the server refuses to fetch. */
const localHosts = new Set([
  '127.0.0.1',
  'localhost',
  '10.0.0.1',
  '192.168.1.1',
  '[::1]',
  '169.254.169.254',
  '0.0.0.0',
  '127.0.0.1',
])

/** A last guard: an import body whose address could reach another machine is pointed at loopback instead. */
function keepImportLocal(request: FuzzRequest, text: string): string {
  if (request.operationId !== 'importRecipe') return text
  try {
    const body = JSON.parse(text) as { recipeUrl?: unknown }
    if (body && typeof body.recipeUrl === 'string' && /^\s*https?:/i.test(body.recipeUrl)) {
      let host = ''
      try {
        host = new URL(body.recipeUrl).hostname
      } catch {
        return text
      }
      if (!localHosts.has(host)) return JSON.stringify({ ...body, recipeUrl: 'http://127.0.0.1/' })
    }
  } catch {
    return text
  }
  return text
}

async function encodeBody(
  target: Target,
  request: FuzzRequest,
  samples: Samples,
): Promise<{ payload?: string | Buffer; headers: Record<string, string>; shown: string }> {
  const body: FuzzBody = request.body
  if (body.kind === 'none') return { headers: {}, shown: '' }
  if (body.kind === 'text') {
    const text = keepImportLocal(request, target.resolve(body.text))
    return {
      payload: text,
      headers: body.contentType === undefined ? {} : { 'content-type': body.contentType },
      shown: text,
    }
  }
  const entries = body.entries.map(([name, value]): [string, string | FuzzFile] => [
    target.resolve(name),
    typeof value === 'string' ? target.resolve(value) : value,
  ])
  const encoded = await formPayload(entries, samples)
  return {
    payload: encoded.payload,
    headers: { 'content-type': body.contentType ?? encoded.contentType },
    shown: `multipart form ${JSON.stringify(
      entries.map(([name, value]) =>
        typeof value === 'string'
          ? [name, value]
          : [name, { file: value.filename, type: value.type, bytes: value.sample }],
      ),
    )}`,
  }
}

/** Holds answers to the contract: a declared status and, for JSON answers, a body matching its schema. */
class Judge {
  constructor(private readonly allow503: boolean) {}
  private readonly validators = createValidators(loadContract())
  private readonly compiled = new Map<
    string,
    ReturnType<ReturnType<typeof createValidators>['compileResponse']>
  >()

  problem(operation: ContractOperation, response: LightMyRequestResponse): string | undefined {
    const status = response.statusCode
    // The one 5xx the contract declares: the embed reads when the embed kit is not built on this server.
    if (status >= 500 && !(status === 503 && this.allow503 && '503' in operation.responses)) {
      return `a ${status} (server error)`
    }
    if (!(String(status) in operation.responses)) {
      return `status ${status} is not declared (declared: ${Object.keys(operation.responses).join(', ')})`
    }
    const schema = operation.responses[String(status)]
    if (!schema) return undefined
    let body: unknown
    try {
      body = JSON.parse(response.body)
    } catch {
      return `the ${status} answer is not JSON (content-type ${String(response.headers['content-type'])})`
    }
    const key = `${operation.operationId} ${status}`
    let validate = this.compiled.get(key)
    if (!validate) {
      validate = this.validators.compileResponse(schema as JsonSchema)
      this.compiled.set(key, validate)
    }
    if (!validate(body))
      return `the ${status} body does not match the contract: ${JSON.stringify(validate.errors)}`
    return undefined
  }
}

const CHUNK = 250

/** The embed kit's build (`pnpm build:packages`): with it the embed reads render; without it they answer their declared 503. */
const embedBuild = fileURLToPath(new URL('../../../../../packages/embed/dist', import.meta.url))

/** Runs `runs` requests drawn with `seed`; resolves with every failure (it does not stop at the first). */
export async function runFuzz({
  seed,
  runs,
  engine = 'pglite',
  onRequest,
  onFailure,
}: FuzzOptions): Promise<FuzzResult> {
  const contract = loadContract()
  const operations = listOperations(contract)
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]))
  const arbitrary = new RequestArbitraries(contract).request(operations)
  const samples = await makeSamples()
  const judge = new Judge(!existsSync(embedBuild))

  // One database (PGlite in memory, seeded) and two servers on it: one with generous rate limits, so requests
  // reach the handlers, and one allowing two attempts an hour, so 429s are met (and must be declared) too.
  const main = await startTestServer(engine, {
    config: { rateLimits: generousLimits, ...(existsSync(embedBuild) ? { embedDir: embedBuild } : {}) },
  })
  const strict = await buildApp({
    db: main.database.db,
    config: { ...main.app.config, rateLimits: tightLimits },
  })
  await strict.ready()
  const targets = [
    new Target(main.app, 'generous limits', samples),
    new Target(strict, 'tight limits', samples),
  ]
  const result: FuzzResult = { seed, runs, failures: [], statuses: {}, reachedSuccess: new Set() }
  try {
    for (const target of targets) await target.setUp()
    for (let start = 0; start < runs; start += CHUNK) {
      const requests = fc.sample(arbitrary, { seed: seed + start, numRuns: Math.min(CHUNK, runs - start) })
      for (const [offset, request] of requests.entries()) {
        const index = start + offset
        const target = targets[index % 10 === 9 ? 1 : 0]!
        const operation = byId.get(request.operationId)!
        const url = `/api/v1${target.resolve(request.url)}`
        const encoded = await encodeBody(target, request, samples)
        const headers = { ...request.headers, ...encoded.headers }
        const response = await target.app.inject({
          method: request.method as 'GET',
          url,
          headers,
          ...(encoded.payload === undefined ? {} : { payload: encoded.payload }),
          cookies: request.persona === 'person' ? { [SESSION_COOKIE]: target.token } : {},
        })
        result.statuses[response.statusCode] = (result.statuses[response.statusCode] ?? 0) + 1
        if (response.statusCode < 300) result.reachedSuccess.add(request.operationId)
        const problem = judge.problem(operation, response)
        if (problem) {
          const failure: FuzzFailure = {
            index,
            server: target.name,
            request,
            sent: {
              method: request.method,
              url,
              headers: {
                ...headers,
                ...(request.persona === 'person'
                  ? { cookie: `${SESSION_COOKIE}=<the person's session>` }
                  : {}),
              },
              body: encoded.shown,
            },
            status: response.statusCode,
            problem,
            answer: response.body.slice(0, 600),
          }
          result.failures.push(failure)
          onFailure?.(failure)
        }
        if (destructive.has(request.operationId) && response.statusCode < 300) await target.refresh()
        onRequest?.(index)
      }
    }
  } finally {
    await strict.close()
    await main.close()
  }
  return result
}

/** A failure as lines a person can read and replay (the seed reruns the same requests in the same order). */
export function describeFailure(failure: FuzzFailure, seed: number): string {
  const body =
    failure.sent.body.length > 2000
      ? `${failure.sent.body.slice(0, 2000)}… (${failure.sent.body.length} characters)`
      : failure.sent.body
  return [
    `✗ request #${failure.index} (${failure.request.operationId}, as ${failure.request.persona === 'person' ? 'the signed-in person' : 'a visitor'}, server with ${failure.server}): ${failure.problem}`,
    `  ${failure.sent.method} ${failure.sent.url}`,
    `  headers: ${JSON.stringify(failure.sent.headers)}`,
    ...(body ? [`  body: ${JSON.stringify(body)}`] : []),
    `  answer: ${failure.status} ${failure.answer}`,
    `  replay: FUZZ_SEED=${seed} FUZZ_RUNS=${failure.index + 1} pnpm fuzz`,
  ].join('\n')
}
