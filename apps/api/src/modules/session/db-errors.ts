/**
 * The name of the unique index a failed insert ran into, or undefined for any other error. Drizzle wraps
 * the driver's error (node-postgres and PGlite both report `code` 23505 and `constraint`) in `cause`.
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object';) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (code === '23505') return typeof constraint === 'string' ? constraint : ''
    current = cause
  }
  return undefined
}
