/**
 * Attack case: mass assignment, on each database engine. A person adds fields no form has (`userId`,
 * `id`, `likes`, `createdAt`, `role`, `isAdmin`, `email`, ...) to the body of a call, hoping the server
 * copies them into the row it writes.
 *
 * - The contract closes every object a request body or form carries (`additionalProperties: false`),
 *   except two the recipe form sends back as the site made them, whose other fields the server never
 *   reads (proved below): the step rows of `instructions` and the `{ url, key }` of a picture.
 * - Every operation that takes a JSON body or a form refuses each extra field, also inside nested
 *   objects, with a 400 naming it; nothing is written (every table, file and mail as before). The
 *   bodies are the same valid requests the CSRF suite sends (./attempts-testing.ts), which go through from
 *   Sufra's own origin there.
 * - In the recipe form's open objects, extra fields are ignored: the recipe belongs to the person who
 *   sent it and its pictures are addressed by the server, whatever the form says.
 *
 * Also covered: the profile form (modules/profile/update-user.test.ts "refuses fields the form does not
 * have (mass assignment)"), the upload form (modules/images/images.test.ts "holds the form to the
 * contract"), query strings and bodies in general (contract/routes.test.ts "refuses unknown body fields").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOperations, loadContract, type JsonSchema } from '../contract/contract'
import { SESSION_COOKIE } from '../http/session-viewer'
import { pngFile, sendForm } from '../modules/images/image-testing'
import { engines, startTestServer, type TestServer } from '../testing/test-server'
import {
  ATTEMPTED_OPERATIONS,
  attemptsConfig,
  makeAttempts,
  sendAttempt,
  SUFRA,
  type AttemptedOperation,
} from './attempts-testing'
import { stateFingerprint } from './security-testing'

const EXTRA_FIELDS: Record<string, unknown> = {
  userId: '00000000-0000-4000-8000-000000000001',
  id: '00000000-0000-4000-8000-000000000002',
  _id: '00000000-0000-4000-8000-000000000003',
  creatorId: '00000000-0000-4000-8000-000000000004',
  likes: 1000,
  createdAt: '2000-01-01T00:00:00.000Z',
  role: 'admin',
  isAdmin: true,
  email: 'attacker@evil.example',
  status: 'verified',
}

const contract = loadContract()
const operations = new Map(listOperations(contract).map((operation) => [operation.operationId, operation]))

function resolve(schema: JsonSchema): JsonSchema {
  const ref = schema.$ref
  if (typeof ref !== 'string') return schema
  return contract.components!.schemas![ref.replace('#/components/schemas/', '')]!
}

/** The fields an operation's body or form declares (every branch of a oneOf). */
function declaredFields(operationId: string): Set<string> {
  const operation = operations.get(operationId)!
  const schema = operation.form ?? (operation.body ? resolve(operation.body) : {})
  const branches = [schema, ...((schema.oneOf as JsonSchema[] | undefined) ?? []).map(resolve)]
  return new Set(branches.flatMap((branch) => Object.keys((branch.properties as object | undefined) ?? {})))
}

const isOneOf = (operationId: string) => {
  const body = operations.get(operationId)!.body
  return body !== undefined && Array.isArray(resolve(body).oneOf)
}

/** Where a request schema has an object that takes fields it does not name. */
function openObjects(schema: JsonSchema, where: string, found: string[] = []): string[] {
  const resolved = resolve(schema)
  const properties = resolved.properties as Record<string, JsonSchema> | undefined
  if (properties && resolved.additionalProperties !== false) found.push(where)
  for (const [name, property] of Object.entries(properties ?? {}))
    openObjects(property, `${where}.${name}`, found)
  if (resolved.items) openObjects(resolved.items as JsonSchema, `${where}[]`, found)
  if (resolved.contentSchema) openObjects(resolved.contentSchema as JsonSchema, where, found)
  if (typeof resolved.additionalProperties === 'object')
    openObjects(resolved.additionalProperties as JsonSchema, `${where}{}`, found)
  for (const key of ['oneOf', 'anyOf', 'allOf'])
    for (const branch of (resolved[key] as JsonSchema[] | undefined) ?? []) openObjects(branch, where, found)
  return found
}

/** Nested objects of the attempts' JSON bodies, by operation: the path to the object inside the body. */
const NESTED: Partial<Record<AttemptedOperation, (string | number)[]>> = {
  createShoppingList: ['listName'],
  renameShoppingList: ['listName'],
  saveWeekMealPlans: ['days', 0],
}

function withFieldAt(body: Record<string, unknown>, at: (string | number)[], name: string, value: unknown) {
  const copy = structuredClone(body)
  let target = copy as Record<string | number, unknown>
  for (const step of at) target = target[step] as Record<string | number, unknown>
  target[name] = value
  return copy
}

const OWN_ORIGIN = { origin: SUFRA, 'sec-fetch-site': 'same-origin' }

describe('mass assignment: the contract', () => {
  it('closes every object a request carries, but the recipe form’s step rows and pictures', () => {
    const open = [...operations.values()].flatMap((operation) => [
      ...(operation.body ? openObjects(operation.body, `${operation.operationId} body`) : []),
      ...(operation.form ? openObjects(operation.form, `${operation.operationId} form`) : []),
    ])
    expect(open.sort()).toEqual(
      [
        'createRecipe form.instructions[]',
        'createRecipe form.instructions[].image',
        'createRecipe form.otherImages[]',
        'updateRecipe form.instructions[]',
        'updateRecipe form.instructions[].image',
        'updateRecipe form.otherImages[]',
      ].sort(),
    )
  })
})

describe.each(engines)('mass assignment (%s)', (engine) => {
  let server: TestServer
  let made: Awaited<ReturnType<typeof makeAttempts>>
  beforeAll(async () => {
    server = await startTestServer(engine, { seed: false, config: attemptsConfig })
    made = await makeAttempts(server, 'mass.test')
  }, 120_000)
  afterAll(() => server?.close())

  const withBodies = ATTEMPTED_OPERATIONS.filter((id) => {
    const operation = operations.get(id)!
    return operation.body !== undefined || operation.form !== undefined
  })

  for (const operationId of withBodies) {
    it(`${operationId}: refuses each field its body does not have, writing nothing`, async () => {
      const attempt = await made.attempts[operationId]()
      const declared = declaredFields(operationId)
      const extras = Object.entries(EXTRA_FIELDS).filter(([name]) => !declared.has(name))
      expect(extras.length).toBeGreaterThan(0)
      const before = await stateFingerprint(server)
      for (const [name, value] of extras) {
        const sent = attempt.form
          ? { ...attempt, form: [...attempt.form, [name, String(value)] as [string, string]] }
          : { ...attempt, json: { ...attempt.json, [name]: value } }
        const response = await sendAttempt(server, made.owner, sent, OWN_ORIGIN)
        expect(response.statusCode, `${name}: ${response.body}`).toBe(400)
        // A body of several shapes (oneOf) fits none of them; the message then names what is missing.
        if (!isOneOf(operationId))
          expect((response.json() as { message: string }).message, name).toContain(`"${name}"`)
        const nested = NESTED[operationId]
        if (nested) {
          const inside = await sendAttempt(
            server,
            made.owner,
            { ...attempt, json: withFieldAt(attempt.json!, nested, name, value) },
            OWN_ORIGIN,
          )
          expect(inside.statusCode, `${nested.join('.')}.${name}: ${inside.body}`).toBe(400)
        }
      }
      expect(await stateFingerprint(server)).toEqual(before)
    })
  }

  it('ignores extra fields in the recipe form’s step rows and pictures: owner and addresses are the server’s', async () => {
    const { owner, other } = made
    const uploaded = await sendForm(
      server,
      'uploadImage',
      'POST',
      '/image/upload',
      [['image', await pngFile()]],
      owner.token,
    )
    const { key } = (uploaded.json() as { data: { key: string } }).data
    const picture = { url: 'javascript:alert(1)', key, ownerId: other.id, userId: other.id }
    const response = await sendForm(
      server,
      'createRecipe',
      'POST',
      '/recipe/custom',
      [
        ['title', 'Open objects'],
        ['description', 'Extra fields inside the rows.'],
        ['ingredients', JSON.stringify(['1 cup rice'])],
        ['instructions', JSON.stringify([{ step: 'Cook.', image: picture, userId: other.id, likes: 1000 }])],
        ['otherImages', JSON.stringify([])],
        ['time', '10'],
        ['servings', '2'],
        ['lang', 'en'],
      ],
      owner.token,
    )
    expect(response.statusCode, response.body).toBe(200)
    const id = (response.json() as { data: { _id: string } }).data._id
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/v1/recipe/${id}`,
      cookies: { [SESSION_COOKIE]: owner.token },
    })
    const recipe = (
      read.json() as {
        data: {
          createdBy: { _id: string }
          likesCount: number
          instructions: Record<string, unknown>[]
        }
      }
    ).data
    expect(recipe.createdBy._id).toBe(owner.id)
    expect(recipe.likesCount).toBe(0)
    expect(recipe.instructions).toHaveLength(1)
    expect(recipe.instructions[0]!.image).toEqual({ url: `/uploads/${key}`, key })
    expect(JSON.stringify(recipe)).not.toContain('javascript:')
    expect(JSON.stringify(recipe)).not.toContain(other.id)
  })
})
