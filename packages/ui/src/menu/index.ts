export * as Menu from './menu'
