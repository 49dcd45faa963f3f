export {
  API_BASE,
  ApiError,
  createSufraClient,
  DEFAULT_FALLBACK_MESSAGE,
  failureMessage,
  fileNameFrom,
  serverSentence,
  toFormData,
  type components,
  type Envelope,
  type operations,
  type paths,
  type Schema,
  type SufraClient,
  type SufraClientOptions,
} from './client'
export * from './queries'
export { QueryClientProvider, dehydratePageState, hydratePageState, type DehydratedState } from './page-state'
