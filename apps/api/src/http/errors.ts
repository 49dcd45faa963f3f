/** An error the client caused or may see: its status and a sentence for a person, never internals. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Machine-readable detail the client maps onto a form field (e.g. `ingredients[2]`). */
    readonly errMessage?: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string, errMessage?: string) => new HttpError(400, message, errMessage)
export const unauthorized = (message = 'Please log in to do this.') => new HttpError(401, message)
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
