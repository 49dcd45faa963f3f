export { lazyWhenNear } from './lazy-when-near'
