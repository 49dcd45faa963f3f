/**
 * fast-check arbitraries from the contract's JSON Schemas: values the schema accepts (`validValue`) and
 * values made to break it (`invalidValue`): wrong types, huge strings, NUL, lone surrogates, unicode edge
 * cases, deep nesting, `__proto__` and `constructor` keys, missing required fields and unknown ones.
 *
 * Ids the fuzz knows (the signed-in person's recipe, comment, list…) are drawn as markers (`refMarker`)
 * that the runner replaces with the current id just before sending, so a request can hit a real resource
 * even after an earlier one deleted and the runner re-made it.
 */
import fc from 'fast-check'
import type { JsonSchema, OpenApiDocument } from '../contract'

/** What a marker stands for: ids of things the fuzz made, or the signed-in person's email and password. */
export const refKinds = [
  'recipe',
  'otherRecipe',
  'comment',
  'list',
  'listItem',
  'user',
  'otherUser',
  'ingredient',
  'imageKey',
  'planDate',
  'email',
  'password',
] as const
export type RefKind = (typeof refKinds)[number]

/** A placeholder the runner swaps for the current value of `kind` (in paths, queries and bodies alike). */
export const refMarker = (kind: RefKind) => `@@ref:${kind}@@`
export const refPattern = /@@ref:([a-zA-Z]+)@@/g

const uuidRefs: RefKind[] = [
  'recipe',
  'otherRecipe',
  'comment',
  'list',
  'listItem',
  'user',
  'otherUser',
  'ingredient',
]

/** Text that has broken servers before: invisible, reversed, combining, astral, control, markup, numbers. */
export const edgeStrings = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\u200B\u200B\u200B',
  '\u200F\u202Eevil\u202C',
  '\u061C\u200E',
  '\uFEFF',
  '\uFFFE\uFFFF',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z͑ͫ̓ͪ̂ͫ̽͏̴̙̤̞͉͚̯̞̠͍A̴̵̜̰͔ͫ͗͢L̠ͨͧͩ͘G̴̻͈͍͔̹̑͗̎̅͛́Ǫ̵̹̻̝̳͂̌̌͘',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈🇸🇦',
  'شوربة العدس ﷺ ١٢٣',
  '\u0661\u0662\u0663',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  '%00%ff',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '0x1F',
  'true',
  'null',
  '[]',
  '{}',
  'all-lists',
  '2024-02-30',
  '0000-00-00',
  '00000000-0000-0000-0000-000000000000',
  'urn:uuid:00000000-0000-4000-8000-000000000000',
  'http://127.0.0.1/',
  'javascript:alert(1)',
]

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))

/** Text meant to break a field: edge cases, lone surrogates, any code points, and the occasional huge string. */
export const weirdString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...edgeStrings), weight: 6 },
  { arbitrary: fc.tuple(fc.string(), loneSurrogate, fc.string()).map((parts) => parts.join('')), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 3 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'é', '😀', '\u200B', 'ب'), fc.integer({ min: 1_000, max: 60_000 }))
      .map(([unit, times]) => unit.repeat(times)),
    weight: 1,
  },
)

/** A value of any JSON type, including nested and numeric extremes. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, -0, 1.5, 2 ** 53 + 2, -(2 ** 63), 1e308, [], {}, [null], {
    '': '',
  }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  weirdString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 2, max: 60 }).map((depth) => nest(depth)),
)

/** `[[[…]]]` or `{"a":{"a":…}}` `depth` deep. */
export function nest(depth: number, kind: 'array' | 'object' = depth % 2 ? 'array' : 'object'): unknown {
  let value: unknown = 1
  for (let level = 0; level < depth; level++) value = kind === 'array' ? [value] : { a: value }
  return value
}

export class SchemaArbitraries {
  constructor(private readonly document: OpenApiDocument) {}

  resolve(schema: JsonSchema): JsonSchema {
    let current = schema
    for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops++) {
      const name = current.$ref.replace('#/components/schemas/', '')
      const found = this.document.components?.schemas?.[name]
      if (!found) throw new Error(`The contract refers to a missing schema ${current.$ref}`)
      current = found
    }
    return current
  }

  /** Values the schema accepts (best effort: the server's answer is judged by the contract either way). */
  validValue(input: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.resolve(input)
    if (depth > 8) return fc.constant(null)
    if ('const' in schema) return fc.constant(schema.const)
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
    const choices = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined
    if (choices) return fc.oneof(...choices.map((choice) => this.validValue(choice, depth + 1)))
    const type = schema.type
    if (Array.isArray(type)) {
      return fc.oneof(...type.map((one) => this.validValue({ ...schema, type: one as string }, depth)))
    }
    switch (type) {
      case 'null':
        return fc.constant(null)
      case 'boolean':
        return fc.boolean()
      case 'integer':
      case 'number':
        return this.number(schema)
      case 'string':
        return this.string(schema, depth)
      case 'array':
        return this.array(schema, depth)
      case 'object':
        return this.object(schema, depth)
      default:
        return schema.properties ? this.object(schema, depth) : fc.jsonValue({ maxDepth: 2 })
    }
  }

  /** Values made to break the schema, with some valid ones mixed in so nested fields get their turn. */
  invalidValue(input: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.resolve(input)
    const options: fc.WeightedArbitrary<unknown>[] = [
      { arbitrary: wrongTypeValue, weight: 3 },
      { arbitrary: weirdString, weight: 3 },
    ]
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
    if ((type === 'object' || schema.properties) && depth < 4) {
      options.push({ arbitrary: this.brokenObject(schema, depth), weight: 8 })
    }
    if (type === 'array' && depth < 4) {
      const items = (schema.items as JsonSchema | undefined) ?? {}
      const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : 3
      options.push({
        arbitrary: fc.array(this.invalidValue(items, depth + 1), { minLength: 1, maxLength: 3 }),
        weight: 3,
      })
      options.push({
        arbitrary: fc.constant(Array.from({ length: maxItems + 1 }, () => 1)),
        weight: 1,
      })
    }
    if (type === 'string') {
      const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 200
      options.push({ arbitrary: fc.constant('x'.repeat(maxLength + 1)), weight: 1 })
      if (schema.contentMediaType === 'application/json') {
        const content = (schema.contentSchema as JsonSchema | undefined) ?? {}
        options.push({
          arbitrary: this.invalidValue(content, depth + 1).map(
            (value) => JSON.stringify(value) ?? 'undefined',
          ),
          weight: 4,
        })
        options.push({
          arbitrary: fc.constantFrom('{', '[1,', '"', 'NaN', '{"__proto__":{"x":1}}'),
          weight: 1,
        })
      }
    }
    if (type === 'integer' || type === 'number') {
      const numberSchema = schema as { minimum?: number; maximum?: number }
      options.push({
        arbitrary: fc.constantFrom(
          (numberSchema.minimum ?? 0) - 1,
          (numberSchema.maximum ?? 1e6) + 1,
          0.5,
          '12',
          '1e3',
        ),
        weight: 2,
      })
    }
    options.push({ arbitrary: this.validValue(schema, depth), weight: 2 })
    return fc.oneof(...options)
  }

  /** An object missing a required field, with an unknown or poisoned key, or with one field broken. */
  private brokenObject(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
    const names = Object.keys(properties)
    const valid = this.object(schema, depth) as fc.Arbitrary<Record<string, unknown>>
    const required = (schema.required as string[] | undefined) ?? []
    const mutations: fc.Arbitrary<unknown>[] = [
      fc
        .tuple(valid, fc.constantFrom('admin', 'role', '_id', 'createdBy', 'isAdmin', 'x'), wrongTypeValue)
        .map(([value, key, extra]) => ({ ...value, [key]: extra })),
      valid.map((value) => poisoned(value, '__proto__')),
      valid.map((value) => poisoned(value, 'constructor')),
    ]
    if (required.length > 0) {
      mutations.push(
        fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
          const copy = { ...value }
          delete copy[key]
          return copy
        }),
      )
    }
    if (names.length > 0) {
      mutations.push(
        fc
          .constantFrom(...names)
          .chain((name) =>
            fc
              .tuple(valid, this.invalidValue(properties[name]!, depth + 1))
              .map(([value, broken]) => ({ ...value, [name]: broken })),
          ),
      )
    }
    return fc.oneof(...mutations)
  }

  private number(schema: JsonSchema): fc.Arbitrary<number> {
    const minimum = typeof schema.minimum === 'number' ? schema.minimum : undefined
    const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined
    const maximum = typeof schema.maximum === 'number' ? schema.maximum : undefined
    if (schema.type === 'integer') {
      const min = minimum ?? (exclusive !== undefined ? Math.floor(exclusive) + 1 : -1_000_000)
      return fc.integer({ min, max: maximum ?? Math.max(min, 0) + 1_000_000 })
    }
    const min = minimum ?? exclusive ?? -1_000_000
    return fc
      .double({ min, max: maximum ?? min + 1_000_000, noNaN: true, noDefaultInfinity: true })
      .filter((value) => exclusive === undefined || value > exclusive)
  }

  private string(schema: JsonSchema, depth: number): fc.Arbitrary<string> {
    const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0
    const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 300
    const fits = (text: string) => text.length >= minLength && text.length <= maxLength
    if (schema.contentMediaType === 'application/json') {
      const content = (schema.contentSchema as JsonSchema | undefined) ?? { type: 'null' }
      return this.validValue(content, depth + 1)
        .map((value) => JSON.stringify(value) ?? 'null')
        .filter(fits)
    }
    switch (schema.format) {
      case 'uuid':
        return fc.oneof(fc.uuid(), fc.constantFrom(...uuidRefs.map(refMarker)))
      case 'date':
        return fc.oneof(
          fc.constant(refMarker('planDate')),
          fc
            .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
            .map((date) => date.toISOString().slice(0, 10)),
        )
      case 'date-time':
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString())
      case 'email':
        return fc.oneof(fc.constant(refMarker('email')), fc.emailAddress().filter(fits))
      case 'password':
        return fc.oneof(
          fc.constant(refMarker('password')),
          fc.string({ minLength: Math.max(minLength, 8), maxLength: 40 }),
        )
      case 'uri':
        // Only addresses that never leave the machine: the server refuses private ones, and no name is looked up.
        return localUrl
    }
    if (typeof schema.pattern === 'string') {
      if (
        schema.pattern === '^[A-Za-z0-9][A-Za-z0-9._-]*$' ||
        /key/i.test(String(schema.description ?? ''))
      ) {
        return fc.oneof(
          fc.constant(refMarker('imageKey')),
          fc.stringMatching(new RegExp(schema.pattern)).filter(fits),
        )
      }
      let pattern: RegExp | undefined
      try {
        pattern = new RegExp(schema.pattern, 'u')
        return fc.stringMatching(pattern, { size: 'small' }).filter(fits)
      } catch {
        const check = pattern ?? new RegExp(schema.pattern)
        return fc.string({ minLength, maxLength: Math.min(maxLength, 40) }).filter((text) => check.test(text))
      }
    }
    return fc.oneof(
      {
        arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 40), unit: 'grapheme' }),
        weight: 6,
      },
      {
        arbitrary: fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.min(maxLength, 20) }),
        weight: 3,
      },
      { arbitrary: fc.constantFrom(...edgeStrings).filter(fits), weight: 2 },
      { arbitrary: fc.constant('ب'.repeat(Math.max(minLength, Math.min(maxLength, 5000)))), weight: 1 },
    )
  }

  private array(schema: JsonSchema, depth: number): fc.Arbitrary<unknown[]> {
    const items = (schema.items as JsonSchema | undefined) ?? {}
    const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0
    const maxLength = Math.max(
      minLength,
      Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, 4),
    )
    const item = this.validValue(items, depth + 1)
    return schema.uniqueItems
      ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
      : fc.array(item, { minLength, maxLength })
  }

  private object(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
    const required = (schema.required as string[] | undefined) ?? []
    const model = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, this.validValue(property, depth + 1)]),
    )
    const record = fc.record(model, {
      requiredKeys: required.filter((name) => name in model),
    }) as fc.Arbitrary<Record<string, unknown>>
    const extra = schema.additionalProperties
    if (extra && typeof extra === 'object' && Object.keys(properties).length === 0) {
      const names = (schema.propertyNames as JsonSchema | undefined) ?? {
        type: 'string',
        minLength: 1,
        maxLength: 40,
      }
      const maxKeys = typeof schema.maxProperties === 'number' ? Math.min(schema.maxProperties, 4) : 4
      return fc.dictionary(
        this.string(this.resolve(names), depth + 1),
        this.validValue(extra as JsonSchema, depth + 1),
        {
          maxKeys,
          minKeys: typeof schema.minProperties === 'number' ? schema.minProperties : 0,
        },
      )
    }
    if (typeof schema.minProperties === 'number' && schema.minProperties > 0) {
      return record.filter((value) => Object.keys(value).length >= (schema.minProperties as number))
    }
    return record
  }
}

/** http(s) addresses on loopback or private networks (IP literals and `localhost`): nothing leaves the machine. */
export const localUrl: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('http', 'https'),
    fc.constantFrom(
      '127.0.0.1',
      'localhost',
      '10.0.0.1',
      '192.168.1.1',
      '[::1]',
      '169.254.169.254',
      '0.0.0.0',
      '127.1',
    ),
    fc.constantFrom('', ':80', ':8080', ':22', ':0'),
    fc.constantFrom('/', '/recipe', '/a?b=c#d', '/%00', '/\u200B', '/' + 'x'.repeat(2000)),
  )
  .map(([scheme, host, port, path]) => `${scheme}://${host}${port}${path}`)

/** `value` with an own key `key` (as JSON.parse makes it from text), set to an object that would poison a prototype. */
function poisoned(value: Record<string, unknown>, key: '__proto__' | 'constructor'): Record<string, unknown> {
  const copy = { ...value }
  Object.defineProperty(copy, key, {
    value: key === '__proto__' ? { isAdmin: true, polluted: 1 } : { prototype: { isAdmin: true } },
    enumerable: true,
    configurable: true,
    writable: true,
  })
  return copy
}
