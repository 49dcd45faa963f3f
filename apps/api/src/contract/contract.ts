/**
 * Reads openapi/openapi.yaml — the single source of truth — and lists its operations in the shape the
 * server registers: one Fastify route per operationId, with the JSON Schemas its request must satisfy.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

export const contractPath = fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url))

export type JsonSchema = Record<string, unknown>

interface ParameterObject {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: JsonSchema
}

type ContentObject = Record<string, { schema?: JsonSchema }>

interface HeaderObject {
  schema?: JsonSchema
}

interface ResponseObject {
  content?: ContentObject
  headers?: Record<string, HeaderObject | { $ref: string }>
}

interface OperationObject {
  operationId?: string
  parameters?: (ParameterObject | { $ref: string })[]
  requestBody?: { required?: boolean; content?: ContentObject }
  responses?: Record<string, ResponseObject | { $ref: string }>
  security?: Record<string, string[]>[]
  /** A partner's embed widget may call it with its bearer token (`Authorization: Bearer`). */
  'x-embed'?: boolean
}

export interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, OperationObject | ParameterObject[]>>
  components?: {
    schemas?: Record<string, JsonSchema>
    parameters?: Record<string, ParameterObject>
    responses?: Record<string, ResponseObject>
    headers?: Record<string, HeaderObject>
  }
}

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const
export type HttpMethod = (typeof httpMethods)[number]

export interface ContractOperation {
  operationId: string
  method: HttpMethod
  /** Path as written in the contract, e.g. `/recipe/{id}`. */
  path: string
  /** The same path in Fastify's syntax, e.g. `/recipe/:id`. */
  routePath: string
  params?: JsonSchema
  querystring?: JsonSchema
  /** Schema of a JSON body; absent for multipart bodies and calls without a body. */
  body?: JsonSchema
  bodyRequired: boolean
  /**
   * Schema of a `multipart/form-data` body, its properties' `$ref`s followed: the handler reads the parts
   * (`readMultipartForm`) and they are checked against it.
   */
  form?: JsonSchema
  /**
   * Query parameters and form fields that carry JSON as text (`contentMediaType: application/json`,
   * e.g. `ingredients=["egg"]`): what they hold is checked as well as the text itself.
   */
  jsonText: Set<string>
  /** Sign-in required (the operation declares the cookie session). */
  requiresSession: boolean
  /** Marked `x-embed: true`: callable by a partner's embed widget with its bearer token, CORS to `EMBED_ORIGINS`. */
  embed: boolean
  /** Each declared status code with its JSON body schema; null for answers without JSON (files, redirects). */
  responses: Record<string, JsonSchema | null>
  /**
   * The `Cache-Control` its 200 answer declares (a `const`), e.g. `public, no-cache` for a read that is the
   * same for everyone; absent when the contract declares none.
   */
  cacheControl?: string
}

export function loadContract(path = contractPath): OpenApiDocument {
  return parse(readFileSync(path, 'utf8')) as OpenApiDocument
}

function resolveParameter(document: OpenApiDocument, parameter: ParameterObject | { $ref: string }) {
  if (!('$ref' in parameter)) return parameter
  const name = parameter.$ref.replace('#/components/parameters/', '')
  const resolved = document.components?.parameters?.[name]
  if (!resolved) throw new Error(`The contract refers to a missing parameter ${parameter.$ref}`)
  return resolved
}

/** Each status code's JSON body schema, shared responses (`#/components/responses/X`) followed. */
function jsonResponses(document: OpenApiDocument, operation: OperationObject) {
  const schemas: Record<string, JsonSchema | null> = {}
  for (const [status, declared] of Object.entries(operation.responses ?? {})) {
    let response = declared
    if ('$ref' in response) {
      const resolved = document.components?.responses?.[response.$ref.replace('#/components/responses/', '')]
      if (!resolved) throw new Error(`The contract refers to a missing response ${response.$ref}`)
      response = resolved
    }
    schemas[status] = response.content?.['application/json']?.schema ?? null
  }
  return schemas
}

/** The `const` of the `Cache-Control` header the operation's 200 answer declares (a shared header followed). */
function declaredCacheControl(document: OpenApiDocument, operation: OperationObject): string | undefined {
  const ok = operation.responses?.['200']
  if (!ok || '$ref' in ok) return undefined
  let header = ok.headers?.['Cache-Control']
  if (header && '$ref' in header) {
    const resolved = document.components?.headers?.[header.$ref.replace('#/components/headers/', '')]
    if (!resolved) throw new Error(`The contract refers to a missing header ${header.$ref}`)
    header = resolved
  }
  const value = header?.schema?.const
  return typeof value === 'string' ? value : undefined
}

/** A local `#/components/schemas/X` reference followed once; other schemas as they are. */
function resolveSchema(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref
  if (typeof ref !== 'string') return schema
  const resolved = document.components?.schemas?.[ref.replace('#/components/schemas/', '')]
  if (!resolved) throw new Error(`The contract refers to a missing schema ${ref}`)
  return resolved
}

/** A form schema with its field schemas resolved, so a reader can see each field's type at a glance. */
function formSchema(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const form = resolveSchema(document, schema)
  const properties = (form.properties ?? {}) as Record<string, JsonSchema>
  return {
    ...form,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, resolveSchema(document, property)]),
    ),
  }
}

/** An object schema built from a list of parameters; unknown names are refused. */
function parameterSchema(parameters: ParameterObject[]): JsonSchema | undefined {
  if (parameters.length === 0) return undefined
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  }
}

export function listOperations(document: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = ((item.parameters as ParameterObject[] | undefined) ?? []).map((p) =>
      resolveParameter(document, p),
    )
    for (const method of httpMethods) {
      const operation = item[method] as OperationObject | undefined
      if (!operation) continue
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`)
      const parameters = [
        ...shared,
        ...(operation.parameters ?? []).map((p) => resolveParameter(document, p)),
      ]
      const content = operation.requestBody?.content ?? {}
      const cacheControl = declaredCacheControl(document, operation)
      const formBody = content['multipart/form-data']?.schema
      const form = formBody ? formSchema(document, formBody) : undefined
      const textFields: [string, JsonSchema][] = [
        ...parameters
          .filter((p) => p.in === 'query')
          .map((p): [string, JsonSchema] => [p.name, p.schema ?? {}]),
        ...Object.entries((form?.properties ?? {}) as Record<string, JsonSchema>),
      ]
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        params: parameterSchema(parameters.filter((p) => p.in === 'path')),
        querystring: parameterSchema(parameters.filter((p) => p.in === 'query')),
        body: content['application/json']?.schema,
        bodyRequired: operation.requestBody?.required ?? false,
        ...(form ? { form } : {}),
        jsonText: new Set(
          textFields
            .filter(([, schema]) => resolveSchema(document, schema).contentMediaType === 'application/json')
            .map(([name]) => name),
        ),
        requiresSession: (operation.security ?? []).some((requirement) => 'sessionAuth' in requirement),
        embed: operation['x-embed'] === true,
        responses: jsonResponses(document, operation),
        ...(cacheControl ? { cacheControl } : {}),
      })
    }
  }
  return operations
}
