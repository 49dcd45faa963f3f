/**
 * One fuzz request per draw: an operation of the contract, who sends it (a visitor or the signed-in
 * person), its path, query, headers and body, valid or broken. Values are plain data (no Buffers are made
 * here), so a request can be printed and sent again.
 */
import fc from 'fast-check'
import type { ContractOperation, JsonSchema, OpenApiDocument } from '../contract'
import {
  nest,
  refMarker,
  SchemaArbitraries,
  weirdString,
  wrongTypeValue,
  type RefKind,
} from './schema-arbitrary'

export type Persona = 'visitor' | 'person'

/** A file part of a form: a real tiny picture, junk bytes, or text pretending to be a picture. */
export interface FuzzFile {
  filename: string
  type: string
  /** A named sample (`png`, `webp`, `huge`…) the runner turns into bytes, or literal text. */
  sample: 'png' | 'webp' | 'huge' | 'empty' | 'junk' | { text: string }
}

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'text'; contentType?: string; text: string }
  | { kind: 'form'; contentType?: string; entries: [string, string | FuzzFile][] }

export interface FuzzRequest {
  operationId: string
  persona: Persona
  method: string
  /** The path and query under /api/v1, markers not yet replaced. */
  url: string
  headers: Record<string, string>
  body: FuzzBody
}

/** Which of the fuzz's own things a path parameter most likely names. */
function preferredRefs(operation: ContractOperation, name: string): RefKind[] {
  if (name === 'date') return ['planDate']
  if (name === 'key') return ['imageKey']
  if (name === 'itemId') return ['listItem']
  if (name === 'commentId') return ['comment']
  if (name === 'recipeId') return ['recipe', 'otherRecipe']
  if (operation.path.startsWith('/list')) return ['list']
  if (operation.path.startsWith('/user') || operation.path.startsWith('/follow')) return ['user', 'otherUser']
  if (operation.path.startsWith('/ingredient')) return ['ingredient']
  return ['recipe', 'otherRecipe']
}

/**
 * Percent-encodes text for a URL, lone surrogates included (as the WTF-8 bytes a careless client sends,
 * which `encodeURIComponent` refuses to write).
 */
export function encodeText(text: string): string {
  let out = ''
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += encodeURIComponent(text.slice(index, index + 2))
        index++
        continue
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    } else out += encodeURIComponent(text[index]!)
  }
  return out
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))

const rawQueryJunk = [
  '=&&=',
  'a[b][c]=1',
  '%ff=%ED%A0%80',
  '%',
  'x=%zz',
  '__proto__[admin]=1',
  'constructor.prototype.x=1',
]

const jsonContentTypes = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON']
const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'image/png',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/json, text/plain',
  '',
]

/** Text bodies no JSON parser should accept quietly. */
const junkJsonTexts: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,]',
    'null',
    '"text"',
    '42',
    'NaN',
    "{'single':'quotes'}",
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '\uFEFF{}',
    '{"a":1,"a":2}',
    '{"a":1e999999}',
  ),
  fc.integer({ min: 100, max: 49_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.integer({ min: 101 * 1024, max: 200 * 1024 }).map((size) => `{"content":"${'x'.repeat(size)}"}`),
  fc.string({ unit: 'binary', maxLength: 200 }),
)

const pictureFile: fc.Arbitrary<FuzzFile> = fc.oneof(
  {
    arbitrary: fc.constantFrom<FuzzFile>({ filename: 'photo.png', type: 'image/png', sample: 'png' }),
    weight: 4,
  },
  {
    arbitrary: fc.constantFrom<FuzzFile>({ filename: 'photo.webp', type: 'image/webp', sample: 'webp' }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      filename: fc.constantFrom(
        '../../etc/passwd.png',
        'a\u0000.png',
        `${'a'.repeat(300)}.png`,
        '<b>.png',
        '',
        'x.svg',
      ),
      type: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
      sample: fc.constantFrom<FuzzFile['sample']>(
        'png',
        'junk',
        'empty',
        { text: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' },
        { text: 'GIF89a<script>alert(1)</script>' },
        { text: '<html><body>not a picture</body></html>' },
      ),
    }),
    weight: 3,
  },
  { arbitrary: fc.constant<FuzzFile>({ filename: 'big.png', type: 'image/png', sample: 'huge' }), weight: 1 },
)

export class RequestArbitraries {
  private readonly schemas: SchemaArbitraries

  constructor(document: OpenApiDocument) {
    this.schemas = new SchemaArbitraries(document)
  }

  /** A request to any operation; each operation equally likely except the slow PDF ones. */
  request(operations: ContractOperation[]): fc.Arbitrary<FuzzRequest> {
    return fc.oneof(
      ...operations.map((operation) => ({
        arbitrary: this.forOperation(operation),
        weight: /Pdf$/.test(operation.operationId) ? 1 : 3,
      })),
    )
  }

  forOperation(operation: ContractOperation): fc.Arbitrary<FuzzRequest> {
    return fc
      .record({
        persona: fc.constantFrom<Persona>('visitor', 'person', 'person'),
        path: this.path(operation),
        query: this.query(operation),
        headers: this.headers(),
        body: this.body(operation),
      })
      .map(({ persona, path, query, headers, body }) => ({
        operationId: operation.operationId,
        persona,
        method: operation.method.toUpperCase(),
        url: path + (query ? `?${query}` : ''),
        headers,
        body,
      }))
  }

  private path(operation: ContractOperation): fc.Arbitrary<string> {
    const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!)
    if (names.length === 0) return fc.constant(operation.path)
    const properties = (operation.params?.properties ?? {}) as Record<string, JsonSchema>
    const values = names.map((name) => {
      const schema = properties[name] ?? { type: 'string' }
      return (
        fc
          .oneof(
            { arbitrary: fc.constantFrom(...preferredRefs(operation, name).map(refMarker)), weight: 6 },
            { arbitrary: this.schemas.validValue(schema).map(asText), weight: 2 },
            { arbitrary: this.schemas.invalidValue(schema).map(asText), weight: 3 },
          )
          // An empty or dot segment is another path (another route or none), not this operation's input.
          .map((text) => (text === '' || text === '.' || text === '..' ? 'x' : text))
      )
    })
    return fc.tuple(...values).map((texts) => {
      let path = operation.path
      names.forEach((name, index) => {
        const text = texts[index]!
        // Over HTTP a request line ends at Node's 16 KB header limit (a 431 before the app): keep within it.
        path = path.replace(`{${name}}`, text.startsWith('@@ref:') ? text : encodeText(text.slice(0, 1500)))
      })
      return path
    })
  }

  private query(operation: ContractOperation): fc.Arbitrary<string> {
    const schema = operation.querystring
    const entries = (value: unknown): string => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return ''
      return Object.entries(value as Record<string, unknown>)
        .flatMap(([key, item]) =>
          (Array.isArray(item) && !operation.jsonText.has(key) ? item : [item]).map(
            (one) => `${encodeText(key)}=${encodeText(asText(one))}`,
          ),
        )
        .join('&')
    }
    const options: fc.WeightedArbitrary<string>[] = [
      { arbitrary: fc.constant(''), weight: 3 },
      {
        arbitrary: fc
          .tuple(fc.constantFrom('x', 'admin', '__proto__', 'limit'), weirdString)
          .map(([key, value]) => `${key}=${encodeText(value)}`),
        weight: 1,
      },
      { arbitrary: fc.constantFrom(...rawQueryJunk), weight: 1 },
    ]
    if (schema) {
      options.push({ arbitrary: this.schemas.validValue(schema).map(entries), weight: 6 })
      options.push({ arbitrary: this.schemas.invalidValue(schema).map(entries), weight: 5 })
    }
    return fc.oneof(...options)
  }

  private headers(): fc.Arbitrary<Record<string, string>> {
    return fc.oneof(
      { arbitrary: fc.constant({}), weight: 16 },
      { arbitrary: fc.constant({ origin: 'https://evil.example' }), weight: 1 },
      { arbitrary: fc.constant({ origin: 'null' }), weight: 1 },
      { arbitrary: fc.constant({ 'sec-fetch-site': 'cross-site' }), weight: 1 },
      { arbitrary: fc.constant({ authorization: 'Bearer not-a-token' }), weight: 1 },
      { arbitrary: fc.constant({ authorization: 'Basic Og==' }), weight: 1 },
    )
  }

  private body(operation: ContractOperation): fc.Arbitrary<FuzzBody> {
    const json = (contentType: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>) =>
      fc.tuple(contentType, value).map(([type, item]): FuzzBody => ({
        kind: 'text',
        contentType: type,
        text: JSON.stringify(item) ?? 'null',
      }))
    const junkText = fc
      .tuple(fc.constantFrom(...jsonContentTypes, ...wrongContentTypes), junkJsonTexts)
      .map(([type, text]): FuzzBody => ({ kind: 'text', contentType: type, text }))
    const wrongType = fc
      .tuple(fc.constantFrom(...wrongContentTypes), fc.jsonValue({ maxDepth: 2 }))
      .map(([type, value]): FuzzBody => ({
        kind: 'text',
        contentType: type,
        text: JSON.stringify(value) ?? '',
      }))
    const none = fc.constant<FuzzBody>({ kind: 'none' })
    const anyJson = fc.oneof(wrongTypeValue, fc.constant(nest(3000, 'array')))

    if (operation.form) {
      return fc.oneof(
        { arbitrary: this.form(operation.form, false), weight: 7 },
        { arbitrary: this.form(operation.form, true), weight: 7 },
        { arbitrary: json(fc.constantFrom(...jsonContentTypes), anyJson), weight: 2 },
        { arbitrary: wrongType, weight: 1 },
        { arbitrary: junkText, weight: 1 },
        { arbitrary: none, weight: 1 },
      )
    }
    if (operation.body) {
      return fc.oneof(
        {
          arbitrary: json(fc.constantFrom(...jsonContentTypes), this.schemas.validValue(operation.body)),
          weight: 7,
        },
        {
          arbitrary: json(fc.constant('application/json'), this.schemas.invalidValue(operation.body)),
          weight: 7,
        },
        { arbitrary: json(fc.constant('application/json'), anyJson), weight: 1 },
        { arbitrary: junkText, weight: 2 },
        { arbitrary: wrongType, weight: 2 },
        { arbitrary: this.form({ type: 'object', properties: {} }, true), weight: 1 },
        { arbitrary: none, weight: 1 },
      )
    }
    return fc.oneof(
      { arbitrary: none, weight: 14 },
      { arbitrary: json(fc.constant('application/json'), anyJson), weight: 2 },
      { arbitrary: junkText, weight: 2 },
      { arbitrary: wrongType, weight: 1 },
    )
  }

  /** A multipart form from the contract's form schema: as the site sends it, or broken. */
  private form(schema: JsonSchema, broken: boolean): fc.Arbitrary<FuzzBody> {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
    const fileFields = Object.keys(properties).filter((name) => properties[name]!.format === 'binary')
    const textSchema: JsonSchema = {
      ...schema,
      properties: Object.fromEntries(
        Object.entries(properties).filter(([name]) => !fileFields.includes(name)),
      ),
      required: ((schema.required as string[] | undefined) ?? []).filter(
        (name) => !fileFields.includes(name),
      ),
    }
    const fields = broken ? this.schemas.invalidValue(textSchema) : this.schemas.validValue(textSchema)
    const files = fc.array(
      fc.tuple(
        broken
          ? fc.constantFrom(...fileFields, ...Object.keys(textSchema.properties as object), 'extra')
          : fc.constantFrom(...(fileFields.length > 0 ? fileFields : ['file'])),
        pictureFile,
      ),
      {
        minLength: ((schema.required as string[] | undefined) ?? []).some((name) => fileFields.includes(name))
          ? 1
          : 0,
        maxLength: broken ? 2 : 1,
      },
    )
    const contentType = broken
      ? fc.option(
          fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=nope', 'text/plain'),
          {
            nil: undefined,
            freq: 6,
          },
        )
      : fc.constant(undefined)
    return fc.tuple(fields, files, contentType, fc.boolean()).map(([value, fileEntries, type, duplicate]) => {
      const entries: [string, string | FuzzFile][] =
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(value as Record<string, unknown>).map(([name, item]) => [name, asText(item)])
          : [['value', asText(value)]]
      if (broken && duplicate && entries.length > 0) entries.push(entries[0]!)
      entries.push(...fileEntries)
      return { kind: 'form', entries, ...(type === undefined ? {} : { contentType: type }) }
    })
  }
}
