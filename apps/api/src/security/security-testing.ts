/**
 * What the attack-case suites share (test code only): a fingerprint of everything the server keeps (every
 * table's rows, the stored files, the outbox), to prove a refused request changed nothing; and the
 * hostile text written into every field a person can fill in.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { TestServer } from '../testing/test-server'

/** Markup and template text a page, a JSON-LD block or a PDF must show as the characters written. */
export const HOSTILE_TEXTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(2)>',
  "'><svg onload=alert(3)>",
  '{{7*7}} ${7*7} #{7*7} <%= 7*7 %>',
  '</script><script>alert(4)</script>',
  '<!-- & &amp; $& $1',
  'line\u2028separator\u2029paragraph',
] as const

/** All of HOSTILE_TEXTS in one line (a field that takes one text gets every attack at once). */
export const HOSTILE_LINE = HOSTILE_TEXTS.join(' ')

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return []
  const found: string[] = []
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const full = path.join(folder, name)
      if (statSync(full).isDirectory()) walk(full)
      else found.push(`${path.relative(root, full)}:${statSync(full).size}`)
    }
  }
  walk(root)
  return found
}

/**
 * Everything the server keeps, as comparable text: each table's rows (in a stable order) digested, the
 * files under the uploads folder with their sizes, and the mail in the outbox. Equal fingerprints before
 * and after a request mean it wrote nothing anywhere.
 */
export async function stateFingerprint(server: TestServer): Promise<Record<string, string | string[]>> {
  const db = server.database.db
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] }
  // One query: each table's rows as text, in a stable order, digested.
  const digests = sql.join(
    tables.rows.map(
      ({ table_name: table }) =>
        sql`select ${table}::text as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest
            from ${sql.identifier(table)} r`,
    ),
    sql` union all `,
  )
  const result = (await db.execute(digests)) as unknown as { rows: { name: string; digest: string }[] }
  const fingerprint: Record<string, string | string[]> = {}
  for (const row of result.rows) fingerprint[`table ${row.name}`] = row.digest
  fingerprint.uploads = filesUnder(server.uploadsDir)
  fingerprint.outbox = filesUnder(server.outboxDir)
  return fingerprint
}
