export { useHydrated } from './use-hydrated'
