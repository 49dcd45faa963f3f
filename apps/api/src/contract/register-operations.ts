import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify'
import type { PathCors } from '../http/cors'
import { HttpError } from '../http/errors'
import { compileFormReader } from '../http/multipart'
import { requireViewer } from '../http/session-viewer'
import { sendStoredAnswer, StoredAnswer } from '../http/stored-answer'
import type { AllOperationHandlers } from '../http/types'
import { listOperations, type ContractOperation, type JsonSchema, type OpenApiDocument } from './contract'
import { checkStorableText, contractSchemas, createValidators, rebaseRefs } from './validation'

/**
 * Registers one route per contract operation, found by its operationId in `handlers`. Requests are
 * validated against the contract before a handler runs; a contract operation without a handler (or a
 * handler without an operation) is a start-up error, so the two can never drift apart.
 */
export function registerOperations(
  app: FastifyInstance,
  document: OpenApiDocument,
  typedHandlers: AllOperationHandlers,
) {
  // Each handler is typed by its own operation's request; the route below runs it only after the
  // request was validated against that operation, which is what makes this widening sound.
  const handlers = typedHandlers as unknown as Readonly<
    Record<
      string,
      (request: FastifyRequest, reply: FastifyReply) => Promise<{ statusCode: number } | StoredAnswer | void>
    >
  >
  const operations = listOperations(document)
  const missing = operations.filter((operation) => !handlers[operation.operationId])
  const known = new Set(operations.map((operation) => operation.operationId))
  const extra = Object.keys(handlers).filter((operationId) => !known.has(operationId))
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `Routes and contract differ. Operations without a handler: ${missing.map((o) => o.operationId).join(', ') || 'none'}. ` +
        `Handlers without an operation: ${extra.join(', ') || 'none'}.`,
    )
  }

  const validators = createValidators(document)
  // Answers are serialised by their contract schema (Fastify's fast-json-stringify compiler, which
  // resolves the rebased refs against this shared schema): faster than JSON.stringify, and a field the
  // contract does not declare is never sent.
  app.addSchema(contractSchemas(document))
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body'
      ? validators.compileBody(schema as JsonSchema)
      : validators.compileParameters(schema as JsonSchema),
  )

  const corsByPath = pathCors(operations)
  for (const [routePath, cors] of corsByPath) {
    // The preflight of a cross-origin call (http/cors.ts sets its headers from `cors`).
    app.route({
      method: 'OPTIONS',
      url: routePath,
      config: { cors },
      handler: async (_request, reply) => reply.status(204).send(),
    })
  }
  for (const operation of operations) {
    const handler = handlers[operation.operationId]!
    const publicAnswer = operation.cacheControl?.startsWith('public') ?? false
    if (publicAnswer && operation.requiresSession) {
      throw new Error(`${operation.operationId} needs a session, so its answer cannot be public.`)
    }
    const cacheHeaders = cacheControlHook(operation)
    app.route({
      method: operation.method.toUpperCase() as Uppercase<typeof operation.method>,
      url: operation.routePath,
      config: {
        operationId: operation.operationId,
        // Multipart forms are read by the handler and checked against this (compiled once, here).
        ...(operation.form
          ? { form: compileFormReader(validators, operation.form, operation.jsonText) }
          : {}),
        ...(publicAnswer ? { publicAnswer } : {}),
        ...(operation.embed ? { embed: true } : {}),
        ...(corsByPath.has(operation.routePath) ? { cors: corsByPath.get(operation.routePath) } : {}),
      },
      ...(cacheHeaders ? { onSend: cacheHeaders } : {}),
      schema: {
        ...(operation.params ? { params: operation.params } : {}),
        ...(operation.querystring ? { querystring: operation.querystring } : {}),
        ...(operation.body ? { body: operation.body } : {}),
        response: responseSchemas(operation.responses),
      },
      preValidation: async (request) => {
        checkStorableText(request.params, 'params', operation.jsonText)
        checkStorableText(request.query, 'querystring', operation.jsonText)
        checkStorableText(request.body, 'body', operation.jsonText)
      },
      preHandler: async (request) => {
        if (operation.requiresSession) requireViewer(request)
        if (operation.body && operation.bodyRequired && request.body === undefined) {
          throw new HttpError(400, 'The request body is empty; send a JSON object.')
        }
      },
      handler: async (request, reply) => {
        const result = await handler(request, reply)
        if (result === undefined) return reply
        if (result instanceof StoredAnswer) return sendStoredAnswer(request, reply, result)
        // Envelopes carry their status; a bare body (a file such as exportMyData's) is a 200.
        return reply.status('statusCode' in result ? result.statusCode : 200).send(result)
      },
    })
  }
  return operations
}

/** The CORS of each path with a public or `x-embed` operation (the others answer no other origin). */
function pathCors(operations: ContractOperation[]): Map<string, PathCors> {
  const byPath = new Map<string, { publicMethods: string[]; embedMethods: string[] }>()
  for (const operation of operations) {
    const isPublic = operation.cacheControl?.startsWith('public') ?? false
    if (!isPublic && !operation.embed) continue
    const cors = byPath.get(operation.routePath) ?? { publicMethods: [], embedMethods: [] }
    const method = operation.method.toUpperCase()
    if (isPublic) cors.publicMethods.push(method)
    else cors.embedMethods.push(method)
    byPath.set(operation.routePath, cors)
  }
  return byPath
}

/**
 * What caches may do with a read's answer: what the contract declares for it (`public, no-cache` for
 * answers that are the same for everyone), else `private, no-cache` (it depends on who asks, and is
 * revalidated with its ETag); a failure is kept by nobody. An answer that set its own keeps it.
 */
function cacheControlHook(operation: ContractOperation): onSendHookHandler | undefined {
  if (operation.method !== 'get') return undefined
  const success = operation.cacheControl ?? 'private, no-cache'
  return (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', reply.statusCode < 400 ? success : 'no-store')
    }
    done(null, payload)
  }
}

/** The JSON answers' schemas by status code, their refs pointed at the shared contract schema. */
function responseSchemas(responses: Record<string, JsonSchema | null>) {
  return Object.fromEntries(
    Object.entries(responses).flatMap(([status, schema]) => (schema ? [[status, rebaseRefs(schema)]] : [])),
  )
}
