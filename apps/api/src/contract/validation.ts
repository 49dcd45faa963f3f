/**
 * AJV validators compiled from the contract's schemas. Bodies are checked strictly (no type coercion,
 * unknown fields refused); path and query values arrive as text and are coerced to the declared types.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsPlugin from 'ajv-formats'
import { badRequest } from '../http/errors'
import type { JsonSchema, OpenApiDocument } from './contract'

/** The `$id` under which the contract's component schemas are registered, for AJV and the serializer. */
export const CONTRACT_ID = 'https://sufra.app/openapi.json'

/** The contract's component schemas as one schema document that rebased refs point into. */
export const contractSchemas = (document: OpenApiDocument) => ({
  $id: CONTRACT_ID,
  components: { schemas: document.components?.schemas ?? {} },
})

function createAjv(document: OpenApiDocument, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    coerceTypes: coerce,
    useDefaults: true,
    removeAdditional: false,
  })
  // ajv-formats is published as CommonJS; its default export differs between loaders.
  const addFormats =
    (addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ?? addFormatsPlugin
  addFormats(ajv)
  ajv.addFormat('binary', true)
  ajv.addFormat('password', true)
  // ajv-formats also accepts a `urn:uuid:` prefix, which PostgreSQL's uuid type refuses (a 500): plain ids only.
  ajv.addFormat('uuid', /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i)
  ajv.addSchema(contractSchemas(document))
  return ajv
}

/** Points the contract's local refs (`#/components/schemas/X`) at the schema registered above. */
export function rebaseRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebaseRefs)
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) =>
        key === '$ref' && typeof value === 'string' && value.startsWith('#/')
          ? [key, CONTRACT_ID + value]
          : [key, rebaseRefs(value)],
      ),
    )
  }
  return schema
}

export interface ContractValidators {
  compileBody(schema: JsonSchema): ValidateFunction
  compileParameters(schema: JsonSchema): ValidateFunction
  /** Validator for a response schema (used by the tests to hold the server to the contract). */
  compileResponse(schema: JsonSchema): ValidateFunction
}

export function createValidators(document: OpenApiDocument): ContractValidators {
  const strict = createAjv(document, false)
  const coercing = createAjv(document, true)
  return {
    compileBody: (schema) => strict.compile(rebaseRefs(schema) as JsonSchema),
    compileParameters: (schema) => coercing.compile(rebaseRefs(schema) as JsonSchema),
    compileResponse: (schema) => strict.compile(rebaseRefs(schema) as JsonSchema),
  }
}

const partNames: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
}

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
}

function fieldName(error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : segment))
    .join('.')
    .replace(/\.\[/g, '[')
  return path
}

/** One sentence a person can act on, naming the field and what is wrong with it. */
export function describeValidationError(error: ErrorObject, part: string): string {
  const where = partNames[part] ?? part
  const field = fieldName(error)
  const subject = field ? `"${field}"` : `The ${where}`
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'additionalProperties':
      return `The ${where} has an unknown field "${[field, params.additionalProperty].filter(Boolean).join('.')}".`
    case 'required':
      return `The ${where} is missing the required field "${[field, params.missingProperty].filter(Boolean).join('.')}".`
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((type) => typeNames[type] ?? type)
        .join(' or ')
      return `${subject} must be ${types}.`
    }
    case 'format':
      return params.format === 'uuid'
        ? `${subject} must be a valid id.`
        : `${subject} must be a valid ${String(params.format).replace('-', ' ')}.`
    case 'minimum':
    case 'exclusiveMinimum':
      return `${subject} must be at least ${String(params.limit)}.`
    case 'maximum':
    case 'exclusiveMaximum':
      return `${subject} must be at most ${String(params.limit)}.`
    case 'minLength':
      return Number(params.limit) === 1
        ? `${subject} must not be empty.`
        : `${subject} must be at least ${String(params.limit)} characters long.`
    case 'maxLength':
      return `${subject} must be at most ${String(params.limit)} characters long.`
    case 'minItems':
      return `${subject} must have at least ${String(params.limit)} items.`
    case 'maxItems':
      return `${subject} must have at most ${String(params.limit)} items.`
    case 'enum':
      return `${subject} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`
    case 'pattern':
      return `${subject} is not in the expected format.`
    case 'const':
      return `${subject} must be ${JSON.stringify(params.allowedValue)}.`
    default:
      return `${subject} is not valid (${error.message ?? error.keyword}).`
  }
}

/** Half of a UTF-16 surrogate pair without its other half: no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Text that can be neither stored nor shown: a NUL (PostgreSQL text cannot hold it) or a lone surrogate. */
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text)

/**
 * The path (`ingredients[2]`, `listName.en`) of the first text in `value` holding such a character. Walked
 * with a stack of its own, not by recursion: a body of a few thousand nested lists (`[[[[…]]]]`, well under
 * the size limit) overflowed the call stack, a 500 before the contract's schema could refuse it.
 */
function unstorableTextPath(value: unknown, path: string): string | undefined {
  // Each entry keeps its parent, and a path is written out only for the text found: building every
  // entry's path would cost the square of the depth.
  interface Entry {
    item: unknown
    parent: Entry | undefined
    segment: string
  }
  const pathOf = (entry: Entry) => {
    const segments: string[] = []
    for (let at: Entry | undefined = entry; at?.parent; at = at.parent) segments.push(at.segment)
    const field = path + segments.reverse().join('')
    return path ? field : field.replace(/^\./, '')
  }
  const pending: Entry[] = [{ item: value, parent: undefined, segment: '' }]
  while (pending.length > 0) {
    const entry = pending.pop()!
    const { item } = entry
    if (typeof item === 'string') {
      if (isUnstorable(item)) return pathOf(entry)
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) {
        pending.push({ item: item[index], parent: entry, segment: `[${index}]` })
      }
    } else if (item && typeof item === 'object') {
      const entries = Object.entries(item)
      if (entries.some(([key]) => isUnstorable(key))) return pathOf(entry)
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!
        pending.push({ item: child, parent: entry, segment: `.${key}` })
      }
    }
  }
  return undefined
}

/** JSON carried as text, parsed for checking; the text itself when it is not JSON (the handler refuses it). */
function jsonContent(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * A 400 naming the field when any text in a request part (path, query, JSON body, form field) holds a NUL
 * or a lone surrogate, also inside fields that carry JSON as text (`jsonText`); one check for every
 * operation, before the contract's schemas are applied.
 */
export function checkStorableText(value: unknown, part: string, jsonText: ReadonlySet<string>) {
  let content = value
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    content = Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        name,
        jsonText.has(name) && typeof item === 'string' ? jsonContent(item) : item,
      ]),
    )
  }
  const path = unstorableTextPath(content, '')
  if (path === undefined) return
  const subject = path ? `"${path}"` : `The ${partNames[part] ?? part}`
  throw badRequest(
    `${subject} contains a character that is not allowed (a NUL character or an unpaired surrogate). Please remove it and try again.`,
  )
}
