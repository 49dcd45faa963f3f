import type { FastifyInstance } from 'fastify'
import { HttpError } from '../http/errors'
import { compileFormReader } from '../http/multipart'
import type { OperationHandler } from '../http/types'
import { listOperations, type JsonSchema, type OpenApiDocument } from './contract'
import { createValidators } from './validation'

/**
 * Registers one route per contract operation, found by its operationId in `handlers`. Requests are
 * validated against the contract before a handler runs; a contract operation without a handler (or a
 * handler without an operation) is a start-up error, so the two can never drift apart.
 */
export function registerOperations(
  app: FastifyInstance,
  document: OpenApiDocument,
  handlers: Readonly<Record<string, OperationHandler>>,
) {
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
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body'
      ? validators.compileBody(schema as JsonSchema)
      : validators.compileParameters(schema as JsonSchema),
  )

  for (const operation of operations) {
    const handler = handlers[operation.operationId]!
    app.route({
      method: operation.method.toUpperCase() as Uppercase<typeof operation.method>,
      url: operation.routePath,
      config: {
        operationId: operation.operationId,
        // Multipart forms are read by the handler and checked against this (compiled once, here).
        ...(operation.form ? { form: compileFormReader(validators, operation.form) } : {}),
      },
      schema: {
        ...(operation.params ? { params: operation.params } : {}),
        ...(operation.querystring ? { querystring: operation.querystring } : {}),
        ...(operation.body ? { body: operation.body } : {}),
      },
      preHandler: async (request) => {
        if (operation.requiresSession && !request.viewerId)
          throw new HttpError(401, 'Please log in to do this.')
        if (operation.body && operation.bodyRequired && request.body === undefined) {
          throw new HttpError(400, 'The request body is empty; send a JSON object.')
        }
      },
      handler: async (request, reply) => {
        const result = await handler(request, reply)
        if (result === undefined) return reply
        return reply.status(result.statusCode).send(result)
      },
    })
  }
  return operations
}
