export { lazyWhenOpen } from './lazy-when-open'
