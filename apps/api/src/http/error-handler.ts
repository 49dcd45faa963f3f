import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { describeValidationError } from '../contract/validation'
import { HttpError } from './errors'

const genericMessages: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please log in to do this.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  406: 'This format is not available.',
  413: 'The request body is too large.',
  415: 'This content type is not supported; send JSON.',
  429: 'Too many requests. Please wait a moment and try again.',
}

/**
 * The one place errors become responses: `{ statusCode, message, errMessage? }` with a sentence a person
 * understands. Unexpected errors are logged with their stack and answered with a generic 500, so no
 * stack trace, SQL or file path ever reaches a client.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if ('retryAfterSeconds' in error) reply.header('Retry-After', String(error.retryAfterSeconds))
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        message: error.message,
        ...(error.errMessage ? { errMessage: error.errMessage } : {}),
      })
    }
    const fastifyError = error as FastifyError
    if (fastifyError.validation?.[0]) {
      const message = describeValidationError(
        fastifyError.validation[0] as Parameters<typeof describeValidationError>[0],
        fastifyError.validationContext ?? 'body',
      )
      return reply.status(400).send({ statusCode: 400, message })
    }
    const status = fastifyError.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const message =
        fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty; send a JSON object.'
            : fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? `The request body is too large (at most ${Math.round(app.config.jsonBodyLimit / 1024)} KB).`
              : (genericMessages[status] ?? 'The request is not valid.')
      return reply.status(status).send({ statusCode: status, message })
    }
    // Whoever asked closed the connection before the answer was through (a page left, a timeout): no
    // one is there to answer, and it is no fault of the server's.
    if (fastifyError.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.raw.socket?.destroyed) {
      request.log.info('the client left before its answer was sent')
      return reply.hijack()
    }
    request.log.error({ err: error }, 'request failed')
    return reply
      .status(500)
      .send({ statusCode: 500, message: 'Something went wrong on our side. Please try again later.' })
  })
}

/**
 * Fastify's `frameworkErrors`: errors met before any route is chosen, answered in the same JSON shape as
 * every other error. A path that is not valid percent-encoding (`%ED%BA%92`, half of a character) was
 * answered in Fastify's own shape (`error`, `code`), which the contract's Error schema does not allow.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({
      statusCode: 400,
      message: 'This address is not valid: part of it is not correctly percent-encoded.',
    })
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
  return reply
    .status(status)
    .send({ statusCode: status, message: genericMessages[status] ?? 'The request is not valid.' })
}
