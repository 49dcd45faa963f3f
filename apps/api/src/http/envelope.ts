/** The success body of every JSON call: `{ statusCode, message, data }`. */
export interface Envelope<T> {
  statusCode: number
  message: string
  data: T
}

export function envelope<T>(data: T, message = 'OK', statusCode = 200): Envelope<T> {
  return { statusCode, message, data }
}
