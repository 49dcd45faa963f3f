/** Calls and checks the session tests share (test code only). */
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { loadContract } from '../../contract/contract'
import { createValidators } from '../../contract/validation'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { expectContractResponse, type TestServer } from '../../testing/test-server'

export const PASSWORD = 'correct horse battery'

export interface SignupBody {
  firstName: string
  lastName: string
  email: string
  password: string
  confirmPassword: string
  language?: string
  [extra: string]: unknown
}

export const signupBody = (email: string, extra: Partial<SignupBody> = {}): SignupBody => ({
  firstName: 'Layla',
  lastName: 'Nasser',
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...extra,
})

/** Signs a new account up through the API (checked to be a 201); answers its id and session token. */
export async function signUp(server: TestServer, email: string, extra: Partial<SignupBody> = {}) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v1/user/signup',
    payload: signupBody(email, extra),
  })
  expect(response.statusCode, response.body).toBe(201)
  return { id: (response.json() as { data: { _id: string } }).data._id, token: sessionCookie(response).value }
}

type CallOptions = Pick<InjectOptions, 'headers' | 'remoteAddress' | 'cookies'> & { token?: string }

export function sessionCalls(server: () => TestServer) {
  async function inject(
    operationId: string,
    method: 'GET' | 'POST',
    url: string,
    body: unknown,
    { token, ...options }: CallOptions,
  ) {
    const response = await server().app.inject({
      method,
      url: `/api/v1${url}`,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      cookies: token === undefined ? {} : { [SESSION_COOKIE]: token },
      ...options,
    })
    expectContractResponse(operationId, response)
    return response
  }
  return {
    signup: (body: unknown, options: CallOptions = {}) =>
      inject('signupUser', 'POST', '/user/signup', body, options),
    login: (email: string, password: string, options: CallOptions = {}) =>
      inject('loginUser', 'POST', '/user/login', { email, password }, options),
    profile: (token?: string) => inject('getCurrentUser', 'GET', '/user/profile', undefined, { token }),
    logout: (options: CallOptions = {}) => inject('logoutUser', 'POST', '/user/logout', undefined, options),
  }
}

/**
 * The session cookie a response set (its value and flags), under `name` (the plain http one unless
 * told: over https it is SECURE_SESSION_COOKIE); fails the test when there is none.
 */
export function sessionCookie(response: LightMyRequestResponse, name = SESSION_COOKIE) {
  const cookie = response.cookies.find((candidate) => candidate.name === name)
  expect(cookie, `${name} cookie in ${JSON.stringify(response.headers['set-cookie'])}`).toBeDefined()
  return cookie!
}

/** The raw Set-Cookie line for the session cookie (to check flags the parsed form may hide). */
export function sessionSetCookieLine(response: LightMyRequestResponse, name = SESSION_COOKIE): string {
  const header = response.headers['set-cookie']
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)]
  const line = lines.find((candidate) => candidate.startsWith(`${name}=`))
  expect(line, 'a Set-Cookie line for the session').toBeDefined()
  return line!
}

const errorSchema = createValidators(loadContract()).compileResponse({ $ref: '#/components/schemas/Error' })

/** An error answer with the contract's Error body (the origin check's 403 answers before any operation runs). */
export function expectErrorBody(response: LightMyRequestResponse, statusCode: number) {
  expect(response.statusCode, response.body).toBe(statusCode)
  const body: unknown = response.json()
  expect(errorSchema(body) ? [] : errorSchema.errors, 'an Error body').toEqual([])
  return body as { statusCode: number; message: string }
}
