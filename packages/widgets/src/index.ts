// One line per widget; each is also its own subpath export (@sufra/widgets/<name>).
export * from './auth-modal'
export * from './profile-header'
export * from './recipe-card'
export * from './recipe-nutrition'
export * from './comment-thread'
export * from './recipe-form'
export * from './recipe-detail'
export * from './follow-button'
