export { API_BASE, ApiError, apiRequest, type Envelope } from './request'
export {
  apiErrorFrom,
  createSufraClient,
  DEFAULT_FALLBACK_MESSAGE,
  fileNameFrom,
  toFormData,
  unwrap,
  type components,
  type operations,
  type paths,
  type Schema,
  type SufraClient,
  type SufraClientOptions,
} from './client'
export * from './queries'
