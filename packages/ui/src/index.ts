// One line per component; each is also its own subpath export (@sufra/ui/<name>).
export * from './button'
export * from './spinner'
