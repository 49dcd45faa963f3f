/**
 * Recipes as the API shows them: the card summary (lists, carousels, feeds) and the full detail page.
 * Each is one SQL statement whatever the number of recipes, so a page of 30 cards is one round trip.
 */
import { cookIngredientLine, isUnitId, recipeNutrientById, unitLabelForAmount } from '@sufra/core'
import { desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { localized, picture, userSummary, userSummaryColumns, type Localized } from '../presenters'

interface TermRow {
  _id: string
  key: string
  en: string
  ar: string
}

const term = (row: TermRow) => ({ _id: row._id, key: row.key, name: localized(row.en, row.ar) })

/** json_agg of the terms linked to a recipe through one of the link tables, in catalogue order. */
function linkedTerms(link: string, column: string, target: string): SQL<TermRow[]> {
  return sql<TermRow[]>`coalesce((
    select json_agg(json_build_object('_id', term.id, 'key', term.key, 'en', term.name_en, 'ar', term.name_ar)
      order by term.position)
    from ${sql.raw(link)} link join ${sql.raw(target)} term on term.id = link.${sql.raw(column)}
    where link.recipe_id = "recipes"."id"), '[]'::json)`
}

function viewerFlag(table: string, viewerId: string | Placeholder | null): SQL<boolean> {
  if (!viewerId) return sql<boolean>`false`
  return sql<boolean>`exists(select 1 from ${sql.raw(table)} mark
    where mark.recipe_id = "recipes"."id" and mark.user_id = ${viewerId})`
}

function summaryColumns(viewerId: string | Placeholder | null) {
  return {
    id: t.recipes.id,
    titleEn: t.recipes.titleEn,
    titleAr: t.recipes.titleAr,
    descriptionEn: t.recipes.descriptionEn,
    descriptionAr: t.recipes.descriptionAr,
    lang: t.recipes.lang,
    thumbnailUrl: t.recipes.thumbnailUrl,
    thumbnailKey: t.recipes.thumbnailKey,
    videoUrl: t.recipes.videoUrl,
    timeMinutes: t.recipes.timeMinutes,
    servings: t.recipes.servings,
    imported: t.recipes.imported,
    sourceSite: t.recipes.sourceSite,
    originalUrl: t.recipes.originalUrl,
    likesCount: t.recipes.likesCount,
    createdAt: t.recipes.createdAt,
    creator: userSummaryColumns,
    ingredientsCount: sql<number>`(select count(*)::int from recipe_ingredients line
      where line.recipe_id = "recipes"."id")`,
    categories: linkedTerms('recipe_categories', 'category_id', 'categories'),
    cuisines: linkedTerms('recipe_cuisines', 'cuisine_id', 'cuisines'),
    likedByMe: viewerFlag('likes', viewerId),
    savedByMe: viewerFlag('saved_recipes', viewerId),
  }
}

type SummaryRow = {
  [K in keyof ReturnType<typeof summaryColumns>]: K extends 'creator'
    ? { [C in keyof typeof userSummaryColumns]: (typeof userSummaryColumns)[C]['_']['data'] | null }
    : ReturnType<typeof summaryColumns>[K] extends SQL<infer T>
      ? T
      : ReturnType<typeof summaryColumns>[K] extends { _: { data: infer D } }
        ? D
        : never
}

function presentSummary(row: SummaryRow) {
  // A left join without a match gives `creator: null` (Drizzle nulls the whole nested object).
  const creator = row.creator?.id ? userSummary(row.creator as Parameters<typeof userSummary>[0]) : null
  return {
    _id: row.id,
    title: localized(row.titleEn, row.titleAr),
    description: localized(row.descriptionEn, row.descriptionAr),
    thumbnail: row.thumbnailUrl ? picture(row.thumbnailUrl, row.thumbnailKey) : null,
    videoUrl: row.videoUrl || null,
    time: row.timeMinutes,
    servings: row.servings,
    ingredientsCount: row.ingredientsCount,
    likesCount: row.likesCount,
    likedByMe: row.likedByMe,
    savedByMe: row.savedByMe,
    createdBy: creator,
    createdAt: new Date(row.createdAt).toISOString(),
    metadata: { imported: row.imported, site: row.sourceSite || null, originalUrl: row.originalUrl || null },
    category: row.categories.map(term),
    cuisine: row.cuisines.map(term),
  }
}

export type RecipeSummary = ReturnType<typeof presentSummary>

/** Summaries of recipes matching `where`, in the given order. */
export async function findRecipeSummaries(
  db: Database,
  options: { where?: SQL; orderBy: SQL[]; limit: number; offset?: number; viewerId: string | null },
): Promise<RecipeSummary[]> {
  const rows = await db
    .select(summaryColumns(options.viewerId))
    .from(t.recipes)
    .leftJoin(t.users, eq(t.users.id, t.recipes.creatorId))
    .where(options.where)
    .orderBy(...options.orderBy)
    .limit(options.limit)
    .offset(options.offset ?? 0)
  return (rows as SummaryRow[]).map(presentSummary)
}

export const newestFirst = [desc(t.recipes.createdAt), desc(t.recipes.id)]
export const mostLikedFirst = [desc(t.recipes.likesCount), desc(t.recipes.createdAt), desc(t.recipes.id)]

// ─── Detail ─────────────────────────────────────────────────────────────────

function unitLabels(unit: string, amount: number | null): Localized {
  if (!isUnitId(unit)) return localized(unit, unit)
  return localized(unitLabelForAmount(unit, 'en', amount), unitLabelForAmount(unit, 'ar', amount))
}

interface IngredientLineRow {
  amount: number | null
  unit: string
  nameEn: string
  nameAr: string
  noteEn: string
  noteAr: string
  grams: number | null
  ingredientId: string | null
  ingredientSlug: string | null
  ingredientImageUrl: string | null
  ingredientImageKey: string | null
}

interface StepRow {
  stepEn: string
  stepAr: string
  imageUrl: string
  imageKey: string
}

/**
 * What the detail shows that can change without a new version of the recipe row's other columns: the
 * row (`updated_at` moves with every edit), its like and comment counts, and the creator's row
 * (`updated_at` moves with every profile change). Equal versions mean an equal detail; computed by
 * PostgreSQL the same way in the detail's statement and in the version's own.
 */
const detailVersion = sql<string>`concat_ws('/', "recipes"."updated_at", "recipes"."likes_count",
  (select count(*) from comments c where c.recipe_id = "recipes"."id"), "users"."updated_at")`

/**
 * The detail page in one statement (lines, steps, images and labels as JSON sub-selects), prepared
 * once per database and viewer variant: the page is the most requested call, and planning and
 * building the SQL cost more than running it.
 */
function prepareDetailQuery(db: Database, withViewer: boolean) {
  return db
    .select({
      ...summaryColumns(withViewer ? sql.placeholder('viewerId') : null),
      nutrition: t.recipes.nutrition,
      dietLabels: linkedTerms('recipe_diet_labels', 'diet_label_id', 'diet_labels'),
      healthLabels: linkedTerms('recipe_health_labels', 'health_label_id', 'health_labels'),
      commentsCount: sql<number>`(select count(*)::int from comments c where c.recipe_id = "recipes"."id")`,
      version: detailVersion,
      images: sql<
        { url: string; key: string }[]
      >`coalesce((select json_agg(json_build_object('url', i.url, 'key', i.key)
        order by i.position) from recipe_images i where i.recipe_id = "recipes"."id"), '[]'::json)`,
      lines: sql<IngredientLineRow[]>`coalesce((select json_agg(json_build_object(
          'amount', l.amount, 'unit', l.unit, 'nameEn', l.name_en, 'nameAr', l.name_ar,
          'noteEn', l.note_en, 'noteAr', l.note_ar, 'grams', l.grams, 'ingredientId', g.id,
          'ingredientSlug', g.slug, 'ingredientImageUrl', g.image_url, 'ingredientImageKey', g.image_key)
        order by l.position)
        from recipe_ingredients l left join ingredients g on g.id = l.ingredient_id
        where l.recipe_id = "recipes"."id"), '[]'::json)`,
      steps: sql<
        StepRow[]
      >`coalesce((select json_agg(json_build_object('stepEn', s.step_en, 'stepAr', s.step_ar,
          'imageUrl', s.image_url, 'imageKey', s.image_key) order by s.position)
        from recipe_instructions s where s.recipe_id = "recipes"."id"), '[]'::json)`,
    })
    .from(t.recipes)
    .leftJoin(t.users, eq(t.users.id, t.recipes.creatorId))
    .where(eq(t.recipes.id, sql.placeholder('id')))
    .limit(1)
    .prepare(withViewer ? 'recipe_detail_for_viewer' : 'recipe_detail')
}

type DetailQuery = ReturnType<typeof prepareDetailQuery>
const detailQueries = new WeakMap<Database, { visitor: DetailQuery; viewer: DetailQuery }>()

export async function findRecipeDetail(db: Database, id: string, viewerId: string | null) {
  return (await findVersionedRecipeDetail(db, id, viewerId))?.detail
}

/** The detail with the version it was read at (see `detailVersion`); undefined when there is no such recipe. */
export async function findVersionedRecipeDetail(db: Database, id: string, viewerId: string | null) {
  let queries = detailQueries.get(db)
  if (!queries) {
    queries = { visitor: prepareDetailQuery(db, false), viewer: prepareDetailQuery(db, true) }
    detailQueries.set(db, queries)
  }
  const [summaryRow] = viewerId
    ? await queries.viewer.execute({ id, viewerId })
    : await queries.visitor.execute({ id })
  if (!summaryRow) return undefined
  const lines = summaryRow.lines
  const steps = summaryRow.steps

  const row = summaryRow as typeof summaryRow & SummaryRow
  return { detail: presentDetail(row, lines, steps), version: row.version }
}

function presentDetail(
  row: SummaryRow & {
    lang: 'en' | 'ar'
    images: { url: string; key: string }[]
    nutrition: { nutrientId: number; amount: number }[]
    dietLabels: TermRow[]
    healthLabels: TermRow[]
    commentsCount: number
  },
  lines: IngredientLineRow[],
  steps: StepRow[],
) {
  return {
    ...presentSummary(row),
    lang: row.lang,
    otherImages: row.images.map((image) => picture(image.url, image.key)),
    ingredients: lines.map((line) => {
      const name = localized(line.nameEn, line.nameAr)
      const ingredientLine = {
        amount: line.amount,
        unitId: line.unit,
        name,
        note: localized(line.noteEn, line.noteAr),
      }
      return {
        amount: line.amount,
        unit: unitLabels(line.unit, line.amount),
        unitId: line.unit,
        nameClean: name,
        // "2 cups chickpeas, drained" / "2 كوب حمص، مصفّى": the line as a cook reads it.
        ingrText: localized(
          cookIngredientLine(ingredientLine, 'en'),
          cookIngredientLine(ingredientLine, 'ar'),
        ),
        grams: line.grams,
        details: line.ingredientId
          ? {
              _id: line.ingredientId,
              slug: line.ingredientSlug!,
              image: line.ingredientImageUrl
                ? picture(line.ingredientImageUrl, line.ingredientImageKey!)
                : null,
            }
          : null,
      }
    }),
    instructions: steps.map((step) => ({
      step: localized(step.stepEn, step.stepAr),
      image: step.imageUrl ? picture(step.imageUrl, step.imageKey) : null,
    })),
    nutrition: {
      servings: row.servings,
      perServing: true as const,
      nutrients: row.nutrition.flatMap(({ nutrientId, amount }) => {
        const definition = recipeNutrientById.get(nutrientId)
        return definition
          ? [{ nutrientId, name: { ...definition.name }, amount, unit: { ...definition.unit } }]
          : []
      }),
    },
    dietLabels: row.dietLabels.map(term),
    healthLabels: row.healthLabels.map(term),
    commentsCount: row.commentsCount,
  }
}

export type RecipeDetail = ReturnType<typeof presentDetail>

/** The recipe's current detail version (see `detailVersion`), prepared once per database. */
function prepareVersionQuery(db: Database) {
  return db
    .select({ version: detailVersion })
    .from(t.recipes)
    .leftJoin(t.users, eq(t.users.id, t.recipes.creatorId))
    .where(eq(t.recipes.id, sql.placeholder('id')))
    .prepare('recipe_detail_version')
}

const versionQueries = new WeakMap<Database, ReturnType<typeof prepareVersionQuery>>()

export async function findRecipeDetailVersion(db: Database, id: string): Promise<string | undefined> {
  let query = versionQueries.get(db)
  if (!query) {
    query = prepareVersionQuery(db)
    versionQueries.set(db, query)
  }
  const [row] = await query.execute({ id })
  return row?.version
}

// ─── The viewer's own state ─────────────────────────────────────────────────

/** Prepared once per database, as the detail: the signed-in recipe page asks for it on every view. */
function prepareViewerStateQuery(db: Database) {
  const viewerId = sql.placeholder('viewerId')
  return db
    .select({
      likedByMe: viewerFlag('likes', viewerId),
      savedByMe: viewerFlag('saved_recipes', viewerId),
    })
    .from(t.recipes)
    .where(eq(t.recipes.id, sql.placeholder('id')))
    .prepare('recipe_viewer_state')
}

const viewerStateQueries = new WeakMap<Database, ReturnType<typeof prepareViewerStateQuery>>()

/** Whether `viewerId` likes and has saved the recipe; undefined when there is no such recipe. */
export async function findRecipeViewerState(db: Database, id: string, viewerId: string) {
  let query = viewerStateQueries.get(db)
  if (!query) {
    query = prepareViewerStateQuery(db)
    viewerStateQueries.set(db, query)
  }
  const [row] = await query.execute({ id, viewerId })
  return row
}
