/**
 * Fills a database with generated recipes for load tests. Rows go in with one INSERT … SELECT FROM
 * unnest(…) per table and batch (a parameter per column, whatever the row count), each batch in its
 * own transaction, so a database interrupted mid-way holds only whole batches and can be topped up.
 * Each batch writes its recipes' search documents (refresh_recipe_search) in the same transaction.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { refreshRecipeSearch } from '../modules/search/search-document'
import { loadCorpus, type Corpus } from './corpus'
import {
  buildCreator,
  buildRecipe,
  CREATOR_PREFIX,
  matchCatalogue,
  type CatalogueIngredient,
  type GeneratedRecipe,
  type GenerationContext,
  type Picture,
} from './factory'

export interface GenerateOptions {
  count: number
  seed?: number
  /** Index of the first recipe: recipe i is the same whatever batch or run it is made in. */
  startIndex?: number
  /** Creators the recipes are spread over (made first, idempotently). */
  creators?: number
  batchSize?: number
  now?: Date
  corpus?: Corpus
  /** Thumbnails to reuse; by default the pictures of recipes already in the database. */
  pictures?: Picture[]
  onProgress?: (done: number, total: number) => void
}

export interface GenerateSummary {
  recipes: number
  creators: number
  ingredientLines: number
  steps: number
  corpusSource: Corpus['source']
  linkedCatalogue: { ingredients: number; categories: number; cuisines: number }
  milliseconds: number
}

interface Column {
  name: string
  /** The array's element type (`uuid`, `text`, `int4`, ...). */
  type: string
  values: unknown[]
  /** A cast applied after unnesting (e.g. text → jsonb). */
  cast?: string
}

/** `insert into table (a, b) select c0, c1 from unnest($1::uuid[], $2::text[]) as u(c0, c1)`. */
function unnestInsert(table: string, columns: Column[], suffix = ''): SQL {
  const names = columns.map((column) => column.name).join(', ')
  const selected = columns.map((column, i) => (column.cast ? `c${i}::${column.cast}` : `c${i}`)).join(', ')
  const aliases = columns.map((_, i) => `c${i}`).join(', ')
  const arrays = sql.join(
    columns.map((column) => sql`${sql.param(column.values)}::${sql.raw(column.type)}[]`),
    sql`, `,
  )
  return sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(selected)}
    from unnest(${arrays}) as u(${sql.raw(aliases)})${sql.raw(suffix)}`
}

/** Rows of a raw query (node-postgres and PGlite both answer with `{ rows }`). */
async function rows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

async function ids(db: Database, query: SQL): Promise<string[]> {
  return (await rows<{ id: string }>(db, query)).map((row) => row.id)
}

/** Makes (or finds) the generated creators; their ids in index order. */
async function ensureCreators(db: Database, seed: number, count: number, now: Date): Promise<string[]> {
  const creators = Array.from({ length: count }, (_, index) => buildCreator(seed, index, now))
  for (let start = 0; start < creators.length; start += 1000) {
    const chunk = creators.slice(start, start + 1000)
    const column = (name: string, type: string, pick: (c: (typeof chunk)[number]) => unknown) => ({
      name,
      type,
      values: chunk.map(pick),
    })
    await db.execute(
      unnestInsert(
        'users',
        [
          column('id', 'uuid', (c) => c.id),
          column('email', 'text', (c) => c.email),
          column('username', 'text', (c) => c.username),
          column('first_name_en', 'text', (c) => c.firstNameEn),
          column('first_name_ar', 'text', (c) => c.firstNameAr),
          column('last_name_en', 'text', (c) => c.lastNameEn),
          column('last_name_ar', 'text', (c) => c.lastNameAr),
          column('bio_en', 'text', (c) => c.bioEn),
          column('bio_ar', 'text', (c) => c.bioAr),
          column('status', 'text', () => 'verified'),
          column('created_at', 'timestamptz', (c) => c.createdAt.toISOString()),
        ],
        ' on conflict do nothing',
      ),
    )
  }
  // A creator made by an earlier run (another seed) keeps its id: look them up by username.
  const found = await rows<{ id: string; username: string }>(
    db,
    sql`select id, username from users where username like ${`${CREATOR_PREFIX}%`}`,
  )
  const byUsername = new Map(found.map((row) => [row.username, row.id]))
  return creators.map((creator) => byUsername.get(creator.username) ?? creator.id)
}

async function insertBatch(db: Database, batch: GeneratedRecipe[]) {
  const recipeColumn = (
    name: string,
    type: string,
    pick: (r: GeneratedRecipe) => unknown,
    cast?: string,
  ) => ({
    name,
    type,
    values: batch.map(pick),
    cast,
  })
  const lines = batch.flatMap((recipe) => recipe.lines.map((line) => ({ recipeId: recipe.id, ...line })))
  const steps = batch.flatMap((recipe) => recipe.steps.map((step) => ({ recipeId: recipe.id, ...step })))
  const images = batch.flatMap((recipe) => recipe.images.map((image) => ({ recipeId: recipe.id, ...image })))
  const links = (pick: (recipe: GeneratedRecipe) => string[]) =>
    batch.flatMap((recipe) => pick(recipe).map((termId) => ({ recipeId: recipe.id, termId })))
  const linkTables: [table: string, column: string, rows: { recipeId: string; termId: string }[]][] = [
    ['recipe_categories', 'category_id', links((recipe) => recipe.categoryIds)],
    ['recipe_cuisines', 'cuisine_id', links((recipe) => recipe.cuisineIds)],
    ['recipe_diet_labels', 'diet_label_id', links((recipe) => recipe.dietLabelIds)],
    ['recipe_health_labels', 'health_label_id', links((recipe) => recipe.healthLabelIds)],
  ]

  await db.transaction(async (tx) => {
    await tx.execute(
      unnestInsert('recipes', [
        recipeColumn('id', 'uuid', (r) => r.id),
        recipeColumn('creator_id', 'uuid', (r) => r.creatorId),
        recipeColumn('title_en', 'text', (r) => r.titleEn),
        recipeColumn('title_ar', 'text', (r) => r.titleAr),
        recipeColumn('description_en', 'text', (r) => r.descriptionEn),
        recipeColumn('description_ar', 'text', (r) => r.descriptionAr),
        recipeColumn('lang', 'text', (r) => r.lang),
        recipeColumn('thumbnail_url', 'text', (r) => r.thumbnail?.url ?? ''),
        recipeColumn('thumbnail_key', 'text', (r) => r.thumbnail?.key ?? ''),
        recipeColumn('time_minutes', 'int4', (r) => r.timeMinutes),
        recipeColumn('servings', 'int4', (r) => r.servings),
        recipeColumn('nutrition', 'text', (r) => JSON.stringify(r.nutrition), 'jsonb'),
        recipeColumn('likes_count', 'int4', (r) => r.likesCount),
        recipeColumn('created_at', 'timestamptz', (r) => r.createdAt.toISOString()),
        recipeColumn('updated_at', 'timestamptz', (r) => r.createdAt.toISOString()),
      ]),
    )
    await tx.execute(
      unnestInsert('recipe_ingredients', [
        { name: 'recipe_id', type: 'uuid', values: lines.map((l) => l.recipeId) },
        { name: 'position', type: 'int4', values: lines.map((l) => l.position) },
        { name: 'ingredient_id', type: 'uuid', values: lines.map((l) => l.ingredientId) },
        { name: 'amount', type: 'float4', values: lines.map((l) => l.amount) },
        { name: 'unit', type: 'text', values: lines.map((l) => l.unit) },
        { name: 'name_en', type: 'text', values: lines.map((l) => l.nameEn) },
        { name: 'name_ar', type: 'text', values: lines.map((l) => l.nameAr) },
        { name: 'note_en', type: 'text', values: lines.map((l) => l.noteEn) },
        { name: 'note_ar', type: 'text', values: lines.map((l) => l.noteAr) },
        { name: 'grams', type: 'float4', values: lines.map((l) => l.grams) },
      ]),
    )
    await tx.execute(
      unnestInsert('recipe_instructions', [
        { name: 'recipe_id', type: 'uuid', values: steps.map((s) => s.recipeId) },
        { name: 'position', type: 'int4', values: steps.map((s) => s.position) },
        { name: 'step_en', type: 'text', values: steps.map((s) => s.stepEn) },
        { name: 'step_ar', type: 'text', values: steps.map((s) => s.stepAr) },
      ]),
    )
    if (images.length > 0) {
      await tx.execute(
        unnestInsert('recipe_images', [
          { name: 'recipe_id', type: 'uuid', values: images.map((i) => i.recipeId) },
          { name: 'position', type: 'int4', values: images.map((i) => i.position) },
          { name: 'url', type: 'text', values: images.map((i) => i.url) },
          { name: 'key', type: 'text', values: images.map((i) => i.key) },
        ]),
      )
    }
    for (const [table, column, rows] of linkTables) {
      if (rows.length === 0) continue
      await tx.execute(
        unnestInsert(table, [
          { name: 'recipe_id', type: 'uuid', values: rows.map((row) => row.recipeId) },
          { name: column, type: 'uuid', values: rows.map((row) => row.termId) },
        ]),
      )
    }
    await refreshRecipeSearch(
      tx,
      batch.map((recipe) => recipe.id),
    )
  })
  return { lines: lines.length, steps: steps.length }
}

/** How many generated recipes (by generated creators) the database holds. */
export async function countGeneratedRecipes(db: Database): Promise<number> {
  const [row] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from recipes r
      join users u on u.id = r.creator_id where u.username like ${`${CREATOR_PREFIX}%`}`,
  )
  return Number(row?.count ?? 0)
}

export async function generateRecipes(db: Database, options: GenerateOptions): Promise<GenerateSummary> {
  const started = performance.now()
  const seed = options.seed ?? 1
  const startIndex = options.startIndex ?? 0
  const batchSize = options.batchSize ?? 1000
  const now = options.now ?? new Date()
  const corpus = options.corpus ?? loadCorpus()

  const catalogue = await rows<CatalogueIngredient>(
    db,
    sql`select id, name_en as "nameEn", name_ar as "nameAr" from ingredients order by key`,
  )
  const pictures =
    options.pictures ??
    (await rows<Picture>(
      db,
      sql`select distinct thumbnail_url as url, thumbnail_key as key from recipes
        where thumbnail_url <> '' and creator_id not in (select id from users where username like ${`${CREATOR_PREFIX}%`})
        order by 1 limit 200`,
    ))
  const creatorCount = options.creators ?? 2000
  const context: GenerationContext = {
    corpus,
    lineIngredients: matchCatalogue(corpus, catalogue),
    creatorIds: await ensureCreators(db, seed, creatorCount, now),
    categoryIds: await ids(db, sql`select id from categories order by key`),
    cuisineIds: await ids(db, sql`select id from cuisines order by key`),
    dietLabelIds: await ids(db, sql`select id from diet_labels order by key`),
    healthLabelIds: await ids(db, sql`select id from health_labels order by key`),
    pictures,
    now,
  }

  let lines = 0
  let steps = 0
  let done = 0
  // Recipes already present (a top-up after some were deleted) are skipped and later indices used.
  for (let next = startIndex; done < options.count;) {
    const size = Math.min(batchSize, options.count - done)
    const candidates = Array.from({ length: size }, (_, i) => buildRecipe(seed, next + i, context))
    next += size
    const present = new Set(
      await ids(
        db,
        sql`select id from recipes where id = any(${sql.param(candidates.map((r) => r.id))}::uuid[])`,
      ),
    )
    const batch = present.size > 0 ? candidates.filter((recipe) => !present.has(recipe.id)) : candidates
    if (batch.length === 0) continue
    const inserted = await insertBatch(db, batch)
    lines += inserted.lines
    steps += inserted.steps
    done += batch.length
    options.onProgress?.(done, options.count)
  }

  // Vacuumed (search's GIN indexes merge what they took in, pages are marked visible) with fresh
  // statistics, so the first searches read and are planned for what the tables now hold.
  await db.execute(sql`vacuum analyze recipes, recipe_ingredients, recipe_search`)

  return {
    recipes: options.count,
    creators: creatorCount,
    ingredientLines: lines,
    steps,
    corpusSource: corpus.source,
    linkedCatalogue: {
      ingredients: context.lineIngredients.filter(Boolean).length,
      categories: context.categoryIds.length,
      cuisines: context.cuisineIds.length,
    },
    milliseconds: Math.round(performance.now() - started),
  }
}
