export * from './units'
export * from './language'
export * from './text'
export * from './nutrition'
