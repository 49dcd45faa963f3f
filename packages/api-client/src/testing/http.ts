import { createOpenApiHttp } from 'openapi-msw'
import type { paths } from '../generated/schema'

/**
 * MSW's `http` typed by the contract: `http.get('/recipe/{id}', ({ params }) => ok(recipe))` accepts only
 * the contract's paths, types `params`, `query` and `request.json()`, and refuses an answer body the
 * operation does not declare. Matches the API under `/api/v1` on any origin.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/api/v1' })
