/**
 * Migration 0008 on a database holding lists made before it: items keep their ingredient and check and get
 * no amount ([]), lists made from a recipe link their items to it, every list's updated_at is its
 * created_at, people start with metric units. Runs the real migrations on PGlite: up to 0007, rows written
 * as the old server wrote them, then the rest.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url))

interface Journal {
  entries: { idx: number; tag: string }[]
}

describe('migration 0008 (shopping lists)', () => {
  const before = mkdtempSync(path.join(tmpdir(), 'sufra-migrations-'))
  afterAll(() => rmSync(before, { recursive: true, force: true }))

  it('keeps lists made before it, with no amounts, their recipe linked, metric units', async () => {
    // The migrations as they were before 0008.
    cpSync(migrationsFolder, before, { recursive: true })
    const journalPath = path.join(before, 'meta', '_journal.json')
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal
    const index = journal.entries.findIndex((entry) => entry.tag.startsWith('0008_'))
    expect(index).toBe(8)
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }))

    const client = await PGlite.create({ extensions: { pg_trgm, fuzzystrmatch } })
    try {
      const db = drizzle({ client })
      await migrate(db, { migrationsFolder: before })
      const [user] = (
        await client.query<{ id: string }>(
          `insert into users (email, username) values ('old@lists.test', 'old') returning id`,
        )
      ).rows
      const ingredients = (
        await client.query<{ id: string }>(
          `insert into ingredients (key, slug, name_en, name_ar, "group") values
             ('flour', 'flour', 'Flour', 'طحين', 'grains-and-pasta'),
             ('egg', 'egg', 'Egg', 'بيض', 'dairy-and-eggs') returning id`,
        )
      ).rows
      const [recipe] = (
        await client.query<{ id: string }>(
          `insert into recipes (title_en, time_minutes) values ('Old cake', 30) returning id`,
        )
      ).rows
      const [fromRecipe] = (
        await client.query<{ id: string }>(
          `insert into shopping_lists (user_id, name_en, recipe_id, created_at)
             values ($1, 'Cake', $2, '2026-01-02T10:00:00Z') returning id`,
          [user!.id, recipe!.id],
        )
      ).rows
      const [plain] = (
        await client.query<{ id: string }>(
          `insert into shopping_lists (user_id, name_en, created_at)
             values ($1, 'Plain', '2026-01-03T10:00:00Z') returning id`,
          [user!.id],
        )
      ).rows
      await client.query(
        `insert into shopping_list_items (list_id, position, ingredient_id, checked) values
           ($1, 0, $3, false), ($1, 1, $4, true), ($2, 0, $3, false)`,
        [fromRecipe!.id, plain!.id, ingredients[0]!.id, ingredients[1]!.id],
      )

      await migrate(db, { migrationsFolder })

      const items = await client.query<{
        list: string
        position: number
        ingredient_id: string
        name_en: string
        quantities: unknown
        checked: boolean
        created_at: Date
      }>(
        `select l.name_en as list, i.position, i.ingredient_id, i.name_en, i.quantities, i.checked, i.created_at
           from shopping_list_items i join shopping_lists l on l.id = i.list_id order by l.name_en, i.position`,
      )
      expect(
        items.rows.map(({ created_at, ...row }) => ({ ...row, created: created_at.toISOString() })),
      ).toEqual([
        {
          list: 'Cake',
          position: 0,
          ingredient_id: ingredients[0]!.id,
          name_en: '',
          quantities: [],
          checked: false,
          created: '2026-01-02T10:00:00.000Z',
        },
        {
          list: 'Cake',
          position: 1,
          ingredient_id: ingredients[1]!.id,
          name_en: '',
          quantities: [],
          checked: true,
          created: '2026-01-02T10:00:00.000Z',
        },
        {
          list: 'Plain',
          position: 0,
          ingredient_id: ingredients[0]!.id,
          name_en: '',
          quantities: [],
          checked: false,
          created: '2026-01-03T10:00:00.000Z',
        },
      ])
      const lists = await client.query<{ name_en: string; created_at: Date; updated_at: Date }>(
        `select name_en, created_at, updated_at from shopping_lists order by name_en`,
      )
      for (const list of lists.rows) expect(list.updated_at.toISOString()).toBe(list.created_at.toISOString())
      const links = await client.query<{ list: string; recipe_id: string }>(
        `select l.name_en as list, r.recipe_id from shopping_list_item_recipes r
           join shopping_list_items i on i.id = r.item_id join shopping_lists l on l.id = i.list_id`,
      )
      expect(links.rows).toEqual([
        { list: 'Cake', recipe_id: recipe!.id },
        { list: 'Cake', recipe_id: recipe!.id },
      ])
      const units = await client.query<{ unit_system: string }>(`select unit_system from users`)
      expect(units.rows).toEqual([{ unit_system: 'metric' }])
    } finally {
      await client.close()
    }
  }, 120_000)
})
