import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormatsPlugin from 'ajv-formats'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { failure, SERVER_FAILURE } from './answers'
import { defaultHandlers } from './default-handlers'
import { emptyCategoryPage, emptyFilterOptions, storyAuthOptions, storyUser, summaryOf } from './fixtures'

/**
 * Holds the fake to the contract: every shared fixture is valid for its schema in openapi/openapi.yaml,
 * and every default answer is valid for the response its operation declares for that status.
 */

type JsonSchema = Record<string, unknown>
type Contract = {
  paths: Record<string, Record<string, { responses: Record<string, JsonSchema> }>>
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, JsonSchema> }
}

const contract = parse(
  readFileSync(new URL('../../../../openapi/openapi.yaml', import.meta.url), 'utf8'),
) as Contract
const CONTRACT_ID = 'https://sufra.app/openapi.json'

const ajv = new Ajv2020({ strict: false, allErrors: true })
// ajv-formats is published as CommonJS; its default export differs between loaders.
const addFormats =
  (addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ?? addFormatsPlugin
addFormats(ajv)
ajv.addSchema({ $id: CONTRACT_ID, components: contract.components })

/** Validates `value` against a schema of the contract, given by its `#/…` pointer. */
function errorsFor(pointer: string, value: unknown): string[] {
  const validate = ajv.getSchema(`${CONTRACT_ID}${pointer}`)
  if (!validate) throw new Error(`no schema at ${pointer}`)
  if (validate(value)) return []
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`)
}

/** The JSON schema pointer of the answer `status` of `method path` (a shared response followed). */
function answerSchema(method: string, path: string, status: number): JsonSchema {
  const operation = contract.paths[path]?.[method]
  if (!operation) throw new Error(`the contract has no ${method.toUpperCase()} ${path}`)
  let response = operation.responses[String(status)] as JsonSchema | undefined
  if (!response) throw new Error(`${method.toUpperCase()} ${path} declares no ${status} answer`)
  const ref = response.$ref
  if (typeof ref === 'string') response = contract.components.responses[ref.split('/').pop()!]
  const content = response?.content as Record<string, { schema: JsonSchema }> | undefined
  const schema = content?.['application/json']?.schema
  if (!schema) throw new Error(`${method.toUpperCase()} ${path} ${status} has no JSON answer`)
  return schema
}

/** Points the contract's local `#/…` refs at the schema registered above. */
function rebased(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebased)
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) =>
        key === '$ref' && typeof value === 'string' ? [key, CONTRACT_ID + value] : [key, rebased(value)],
      ),
    )
  }
  return schema
}

const schemaErrors = (schema: JsonSchema, value: unknown) => {
  const validate = ajv.compile(rebased(schema) as JsonSchema)
  return validate(value)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
}

const SAMPLE_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6'

describe('the fake API’s shared fixtures', () => {
  it.each([
    ['CurrentUser', 'storyUser', storyUser],
    ['UserSummary', 'summaryOf(storyUser)', summaryOf(storyUser)],
    ['AuthOptions', 'storyAuthOptions', storyAuthOptions],
    ['CategoryPage', 'emptyCategoryPage', emptyCategoryPage],
    ['FilterOptions', 'emptyFilterOptions', emptyFilterOptions],
  ])('are valid %s (%s)', (schema, _name, value) => {
    expect(errorsFor(`#/components/schemas/${schema}`, value)).toEqual([])
  })

  it('fails a fixture that drifts from the contract', () => {
    const drifted = { ...storyUser, _id: 'u-42', language: 'french' }
    expect(errorsFor('#/components/schemas/CurrentUser', drifted)).toEqual([
      expect.stringContaining('/_id'),
      expect.stringContaining('/language'),
    ])
  })

  it('answers failures with the contract’s error body', async () => {
    const answer = failure(500, SERVER_FAILURE)
    expect(errorsFor('#/components/schemas/Error', await answer.json())).toEqual([])
  })
})

describe('the fake API’s default answers', () => {
  const routes = defaultHandlers.map((handler) => {
    const { method, path } = handler.info as { method: string; path: string }
    return { handler, method: method.toLowerCase(), path: path.replace('*/api/v1', '') }
  })

  it.each(routes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s answers as the contract declares',
    async (_name, { handler, method, path }) => {
      const url = `http://sufra.test/api/v1${path.replace(/:\w+/g, SAMPLE_ID)}`
      const answer = await getResponse([handler], new Request(url, { method }))
      expect(answer).toBeDefined()
      const contractPath = path.replace(/:(\w+)/g, '{$1}')
      const schema = answerSchema(method, contractPath, answer!.status)
      expect(schemaErrors(schema, await answer!.json())).toEqual([])
    },
  )
})
