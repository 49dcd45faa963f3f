export { API_BASE, ApiError, apiRequest, type Envelope } from './request'
