import { HttpResponse } from 'msw'
import type { Schema } from '../client'

/**
 * A success body in the contract's envelope, for openapi-msw's typed `response` helper, which checks
 * it against the operation's answer for that status: `response(200).json(envelope(recipe))`.
 */
export function envelope<Data>(data: Data, message = 'OK', statusCode = 200) {
  return { statusCode, message, data }
}

/** An error answer as the contract writes every one: `{ statusCode, message, errMessage? }`. */
export function failure(statusCode: number, message: string, errMessage?: string) {
  const body: Schema<'Error'> = { statusCode, message, ...(errMessage === undefined ? {} : { errMessage }) }
  return HttpResponse.json<Schema<'Error'>>(body, { status: statusCode })
}

/** The sentence of a fake server failure (500). */
export const SERVER_FAILURE = 'Something went wrong on our side.'

/** A promise a handler awaits until the story lets it go (to look at a loading or pending state). */
export function gate() {
  let release!: () => void
  const opened = new Promise<void>((resolve) => {
    release = resolve
  })
  return { opened, release }
}

/** Waits `ms` milliseconds (an answer that takes a while). */
export const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
