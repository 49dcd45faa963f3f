/**
 * `@sufra/api-client/testing`: one fake of the Sufra API for stories and tests. Handlers are MSW
 * handlers typed by the contract (`http`), success bodies are checked per status (`response(200).json(envelope(data))`), errors use the contract's
 * error body (`failure`), and
 * the shared fixtures and default answers are checked against openapi/openapi.yaml by a unit test.
 */
export { envelope, failure, gate, later, SERVER_FAILURE } from './answers'
export { defaultHandlers } from './default-handlers'
export { createFakeApi, type FakeApi, type FakeRequest } from './fake-api'
export {
  emptyCategoryPage,
  emptyFilterOptions,
  pngFile,
  storyAuthOptions,
  storyUser,
  summaryOf,
} from './fixtures'
export { http } from './http'
