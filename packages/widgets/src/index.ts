// One line per widget; each is also its own subpath export (@sufra/widgets/<name>).
export * from './auth-modal'
export * from './profile-header'
