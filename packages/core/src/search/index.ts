export * from './history'
export * from './criteria'
