/**
 * The whole data model. Bilingual text is stored as a pair of columns (`title_en`, `title_ar`) so each
 * language gets its own full-text configuration and trigram index; the API joins them into `{ en, ar }`.
 * Every table's SQL works on PostgreSQL 15 (the server) and PGlite (PostgreSQL 18, embedded).
 */
import { relations, sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

const id = () => uuid('id').primaryKey().defaultRandom()
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

// ─── People ─────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    username: text('username').notNull(),
    firstNameEn: text('first_name_en').notNull().default(''),
    firstNameAr: text('first_name_ar').notNull().default(''),
    lastNameEn: text('last_name_en').notNull().default(''),
    lastNameAr: text('last_name_ar').notNull().default(''),
    bioEn: text('bio_en').notNull().default(''),
    bioAr: text('bio_ar').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female'] }),
    language: text('language', { enum: ['english', 'arabic', 'spanish'] })
      .notNull()
      .default('english'),
    activityLevel: text('activity_level', {
      enum: ['sedentary', 'light', 'moderate', 'active', 'very active'],
    }),
    heightCm: real('height_cm'),
    weightKg: real('weight_kg'),
    calorieGoal: real('calorie_goal'),
    proteinGoal: real('protein_goal'),
    carbGoal: real('carb_goal'),
    fatGoal: real('fat_goal'),
    sugarGoal: real('sugar_goal'),
    imageUrl: text('image_url').notNull().default('default.webp'),
    imageKey: text('image_key').notNull().default(''),
    status: text('status', { enum: ['verified', 'unverified'] })
      .notNull()
      .default('unverified'),
    youtubeUrl: text('youtube_url').notNull().default(''),
    instagramUrl: text('instagram_url').notNull().default(''),
    facebookUrl: text('facebook_url').notNull().default(''),
    tiktokUrl: text('tiktok_url').notNull().default(''),
    /** Amounts in metric or US units (recipe pages and shopping lists). */
    unitSystem: text('unit_system', { enum: ['metric', 'us'] })
      .notNull()
      .default('metric'),
    /** The IANA time zone the browser last sent with a meal-plan write (the planner's "today"); null until then. */
    timeZone: text('time_zone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
  ],
)

/** Server-side sessions; `id` is the SHA-256 of the cookie token, so a database leak holds no live token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /**
     * The partner site's origin for an embed session (a widget's `Authorization: Bearer` token, valid only
     * with that `Origin`); null for a cookie session.
     */
    embedOrigin: text('embed_origin'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/** Password-reset codes, stored hashed; single use, limited tries, short-lived. */
export const otps = pgTable(
  'otps',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otps_user_idx').on(t.userId)],
)

/** External sign-in identities, keyed on the provider's subject (never on the e-mail). */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('oauth_accounts_user_idx').on(t.userId)],
)

export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
  ],
)

export const feedback = pgTable('feedback', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  feedback: text('feedback').notNull(),
  createdAt: createdAt(),
})

/** Every stored file (pictures of users, recipes, steps), under a generated key. */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
)

// ─── Catalogue ──────────────────────────────────────────────────────────────

/** Meal types (breakfast, dinner, ...); `slug` is the English title lower-cased with hyphens. */
export const categories = pgTable('categories', {
  id: id(),
  key: text('key').notNull().unique(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  imageUrl: text('image_url').notNull().default(''),
  imageKey: text('image_key').notNull().default(''),
  position: integer('position').notNull().default(0),
})

function labelTable<Name extends string>(name: Name) {
  return pgTable(name, {
    id: id(),
    key: text('key').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    position: integer('position').notNull().default(0),
  })
}

export const cuisines = labelTable('cuisines')
export const dietLabels = labelTable('diet_labels')
export const healthLabels = labelTable('health_labels')

/** Nutrient definitions in FoodData Central numbering (1008 = energy in kcal, 1003 = protein, ...). */
export const nutrients = pgTable('nutrients', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  unitName: text('unit_name').notNull(),
})

export interface IngredientPortion {
  amount: number
  unit: string
  grams: number
}

export const ingredients = pgTable(
  'ingredients',
  {
    id: id(),
    key: text('key').notNull().unique(),
    slug: text('slug').notNull().unique(),
    ndbNo: text('ndb_no'),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    group: text('group').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    imageKey: text('image_key').notNull().default(''),
    pieceGrams: real('piece_grams'),
    portions: jsonb('portions').$type<IngredientPortion[]>().notNull().default([]),
  },
  (t) => [
    index('ingredients_name_en_trgm').using('gin', t.nameEn.op('gin_trgm_ops')),
    index('ingredients_name_ar_trgm').using('gin', t.nameAr.op('gin_trgm_ops')),
  ],
)

/** Every nutrient of an ingredient per 100 g (zero values are not stored). */
export const ingredientNutrients = pgTable(
  'ingredient_nutrients',
  {
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    nutrientId: integer('nutrient_id')
      .notNull()
      .references(() => nutrients.id),
    valuePer100g: real('value_per_100g').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ingredientId, t.nutrientId] })],
)

// ─── Recipes ────────────────────────────────────────────────────────────────

/** One nutrient of a recipe, per serving, as computed from its ingredients. */
export interface RecipeNutrient {
  nutrientId: number
  amount: number
}

export const recipes = pgTable(
  'recipes',
  {
    id: id(),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'cascade' }),
    titleEn: text('title_en').notNull().default(''),
    titleAr: text('title_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    /** The language the author wrote in; the other side may be a translation or empty. */
    lang: text('lang', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    thumbnailKey: text('thumbnail_key').notNull().default(''),
    videoUrl: text('video_url').notNull().default(''),
    timeMinutes: integer('time_minutes').notNull(),
    servings: integer('servings').notNull().default(1),
    imported: boolean('imported').notNull().default(false),
    sourceSite: text('source_site').notNull().default(''),
    originalUrl: text('original_url').notNull().default(''),
    nutrition: jsonb('nutrition').$type<RecipeNutrient[]>().notNull().default([]),
    likesCount: integer('likes_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recipes_creator_idx').on(t.creatorId, t.createdAt),
    index('recipes_created_idx').on(t.createdAt, t.id),
    // Most liked first, then newest (the popular carousel and search's order), read backwards.
    index('recipes_popular_idx').on(t.likesCount, t.createdAt, t.id),
  ],
)

/** Pictures beyond the thumbnail (at most 5), in order. */
export const recipeImages = pgTable(
  'recipe_images',
  {
    id: id(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    key: text('key').notNull(),
  },
  (t) => [index('recipe_images_recipe_idx').on(t.recipeId, t.position)],
)

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: id(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The catalogue entry it resolved to; null when a line names something we do not know. */
    ingredientId: uuid('ingredient_id').references(() => ingredients.id, { onDelete: 'set null' }),
    amount: real('amount'),
    unit: text('unit').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    nameAr: text('name_ar').notNull().default(''),
    noteEn: text('note_en').notNull().default(''),
    noteAr: text('note_ar').notNull().default(''),
    grams: real('grams'),
  },
  (t) => [
    index('recipe_ingredients_recipe_idx').on(t.recipeId, t.position),
    index('recipe_ingredients_ingredient_idx').on(t.ingredientId),
  ],
)

export const recipeInstructions = pgTable(
  'recipe_instructions',
  {
    id: id(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    stepEn: text('step_en').notNull().default(''),
    stepAr: text('step_ar').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    imageKey: text('image_key').notNull().default(''),
  },
  (t) => [index('recipe_instructions_recipe_idx').on(t.recipeId, t.position)],
)

function recipeLink<Name extends string>(name: Name, target: () => AnyPgColumn, column: string) {
  return pgTable(
    name,
    {
      recipeId: uuid('recipe_id')
        .notNull()
        .references(() => recipes.id, { onDelete: 'cascade' }),
      termId: uuid(column).notNull().references(target, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.recipeId, t.termId] }), index(`${name}_term_idx`).on(t.termId)],
  )
}

export const recipeCategories = recipeLink('recipe_categories', () => categories.id, 'category_id')
export const recipeCuisines = recipeLink('recipe_cuisines', () => cuisines.id, 'cuisine_id')
export const recipeDietLabels = recipeLink('recipe_diet_labels', () => dietLabels.id, 'diet_label_id')
export const recipeHealthLabels = recipeLink('recipe_health_labels', () => healthLabels.id, 'health_label_id')

// ─── Search ─────────────────────────────────────────────────────────────────

/**
 * A recipe's search document, kept beside the recipe so a search reads one narrow table, with its own
 * copy of the order (likes, then age). Written by `refresh_recipe_search(ids)` (drizzle/0003, 0005) in
 * the same transaction as every write of a recipe, its lines or its labels; a trigger on `recipes`
 * keeps `likes_count` (apps/api/drizzle). The three vectors are nested tiers
 * (title ⊂ title and ingredients ⊂ everything), each folded by `sufra_fold` and parsed with the `sufra`
 * text-search configuration (English stems for Latin words, Arabic stems for Arabic ones), without
 * positions. `terms` names what the filters match: `i:<ingredient key>`, `c:<category key>`,
 * `k:<cuisine key>`, `d:<diet label key>`, `h:<health label key>`, and the cooking-time buckets the
 * recipe falls in (`t:30`, `t:60`, `t:120` at most; `t:121` over two hours).
 */
export const recipeSearch = pgTable(
  'recipe_search',
  {
    recipeId: uuid('recipe_id')
      .primaryKey()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    /** Both titles (weight A). */
    title: tsvector('title')
      .notNull()
      .default(sql`''::tsvector`),
    /** Titles and ingredient names: the line's own and the catalogue's, both languages (A and B). */
    core: tsvector('core')
      .notNull()
      .default(sql`''::tsvector`),
    /** Titles, ingredients, descriptions (C) and category and cuisine names (D). */
    doc: tsvector('doc')
      .notNull()
      .default(sql`''::tsvector`),
    terms: text('terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The recipe's `likes_count` (kept by a trigger on recipes) and `created_at`: a search's order. */
    likesCount: integer('likes_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Most liked first, then newest, read backwards.
    index('recipe_search_popular_idx').on(t.likesCount, t.createdAt, t.recipeId),
    index('recipe_search_title_idx').using('gin', t.title),
    index('recipe_search_core_idx').using('gin', t.core),
    index('recipe_search_doc_idx').using('gin', t.doc),
    index('recipe_search_terms_idx').using('gin', t.terms),
  ],
)

/**
 * Every folded word (three letters or more) of the recipes' titles, ingredient names, descriptions and
 * category and cuisine names, with its lexeme in the `sufra` configuration: where a mistyped query
 * word finds its nearest known words.
 * Words are added by `refresh_recipe_search` and never removed (a word no recipe uses any more only
 * offers a correction that finds nothing).
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    word: text('word').primaryKey(),
    lexeme: text('lexeme').notNull(),
  },
  (t) => [
    index('search_lexicon_lexeme_idx').on(t.lexeme),
    index('search_lexicon_length_idx').on(sql`length(${t.word})`),
  ],
)

export const likes = pgTable(
  'likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recipeId] }), index('likes_recipe_idx').on(t.recipeId)],
)

export const savedRecipes = pgTable(
  'saved_recipes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recipeId] }), index('saved_recipes_recipe_idx').on(t.recipeId)],
)

/** Comments nest through `parent_id`; deleting a comment deletes its replies. */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    contentEn: text('content_en').notNull().default(''),
    contentAr: text('content_ar').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comments_recipe_idx').on(t.recipeId, t.createdAt),
    index('comments_parent_idx').on(t.parentId),
  ],
)

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
)

// ─── Lists and the planner ──────────────────────────────────────────────────

export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull().default(''),
    nameAr: text('name_ar').notNull().default(''),
    recipeId: uuid('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The last change to the list or any of its items. */
    updatedAt: updatedAt(),
  },
  (t) => [index('shopping_lists_user_idx').on(t.userId, t.createdAt)],
)

/** One amount line of a shopping-list item (core's `Quantity`): amount null = "some", unit '' = none. */
export interface ShoppingListQuantityRow {
  amount: number | null
  unit: string
}

export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: id(),
    listId: uuid('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The catalogue entry; null for a free-text item, named by `name_en`/`name_ar`. */
    ingredientId: uuid('ingredient_id').references(() => ingredients.id, { onDelete: 'cascade' }),
    /** A free-text item's name (both sides the same text as typed); '' for catalogue items. */
    nameEn: text('name_en').notNull().default(''),
    nameAr: text('name_ar').notNull().default(''),
    /** The amount lines that could not be merged into one; [] = no amount. */
    quantities: jsonb('quantities').$type<ShoppingListQuantityRow[]>().notNull().default([]),
    checked: boolean('checked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shopping_list_items_list_idx').on(t.listId, t.position),
    index('shopping_list_items_ingredient_idx').on(t.ingredientId),
  ],
)

/** The recipes a shopping-list item came from. */
export const shoppingListItemRecipes = pgTable(
  'shopping_list_item_recipes',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => shoppingListItems.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.recipeId] }),
    index('shopping_list_item_recipes_recipe_idx').on(t.recipeId),
  ],
)

/** Meal-time name → recipe ids in slot order (null = an empty slot), one row per user and day. */
export type MealPlanSlots = Record<string, (string | null)[]>

export const mealPlans = pgTable(
  'meal_plans',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slots: jsonb('slots').$type<MealPlanSlots>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('meal_plans_user_date_key').on(t.userId, t.date)],
)

// ─── Relations (for Drizzle's relational queries; no effect on the SQL schema) ──

export const usersRelations = relations(users, ({ many }) => ({
  recipes: many(recipes),
}))

export const recipesRelations = relations(recipes, ({ one, many }) => ({
  creator: one(users, { fields: [recipes.creatorId], references: [users.id] }),
  images: many(recipeImages),
  ingredients: many(recipeIngredients),
  instructions: many(recipeInstructions),
  categories: many(recipeCategories),
  cuisines: many(recipeCuisines),
  dietLabels: many(recipeDietLabels),
  healthLabels: many(recipeHealthLabels),
}))

export const recipeImagesRelations = relations(recipeImages, ({ one }) => ({
  recipe: one(recipes, { fields: [recipeImages.recipeId], references: [recipes.id] }),
}))

export const recipeIngredientsRelations = relations(recipeIngredients, ({ one }) => ({
  recipe: one(recipes, { fields: [recipeIngredients.recipeId], references: [recipes.id] }),
  ingredient: one(ingredients, { fields: [recipeIngredients.ingredientId], references: [ingredients.id] }),
}))

export const recipeInstructionsRelations = relations(recipeInstructions, ({ one }) => ({
  recipe: one(recipes, { fields: [recipeInstructions.recipeId], references: [recipes.id] }),
}))

export const recipeCategoriesRelations = relations(recipeCategories, ({ one }) => ({
  recipe: one(recipes, { fields: [recipeCategories.recipeId], references: [recipes.id] }),
  term: one(categories, { fields: [recipeCategories.termId], references: [categories.id] }),
}))

export const recipeCuisinesRelations = relations(recipeCuisines, ({ one }) => ({
  recipe: one(recipes, { fields: [recipeCuisines.recipeId], references: [recipes.id] }),
  term: one(cuisines, { fields: [recipeCuisines.termId], references: [cuisines.id] }),
}))

export const recipeDietLabelsRelations = relations(recipeDietLabels, ({ one }) => ({
  recipe: one(recipes, { fields: [recipeDietLabels.recipeId], references: [recipes.id] }),
  term: one(dietLabels, { fields: [recipeDietLabels.termId], references: [dietLabels.id] }),
}))

export const recipeHealthLabelsRelations = relations(recipeHealthLabels, ({ one }) => ({
  recipe: one(recipes, { fields: [recipeHealthLabels.recipeId], references: [recipes.id] }),
  term: one(healthLabels, { fields: [recipeHealthLabels.termId], references: [healthLabels.id] }),
}))

export const commentsRelations = relations(comments, ({ one }) => ({
  user: one(users, { fields: [comments.userId], references: [users.id] }),
}))
