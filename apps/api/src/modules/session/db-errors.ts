/**
 * The name of the unique index a failed insert ran into, or undefined for any other error. Drizzle wraps
 * the driver's error (node-postgres and PGlite both report `code` 23505 and `constraint`) in `cause`.
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    if ('code' in current && current.code === '23505') {
      return 'constraint' in current && typeof current.constraint === 'string' ? current.constraint : ''
    }
    current = 'cause' in current ? current.cause : undefined
  }
  return undefined
}
