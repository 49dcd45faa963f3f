/**
 * Shapes of the demo content the seed loads: creators, recipes, comments, follows and likes.
 * Everything is written by the Sufra team in English and Modern Standard Arabic.
 */

/** A text in both product languages. `en` is Latin script only, `ar` Arabic script only. */
export interface Localized {
  en: string
  ar: string
}

export type Gender = 'male' | 'female'

export interface DemoCreator {
  /** Unique, lowercase, also used as the reference key in recipes, comments and social data. */
  username: string
  firstName: Localized
  lastName: Localized
  bio: Localized
  /** Always on the reserved `sufra.test` domain. */
  email: string
  verified: boolean
  /** false → the profile keeps the default picture (`default.webp`) and shows an initial. */
  hasAvatar: boolean
  /** Hue (0-359) of the generated portrait's background. */
  avatarHue: number
  gender: Gender
  /** ISO date (YYYY-MM-DD). */
  dob: string
  language: 'english' | 'arabic'
  youtubeURL?: string
  instagramURL?: string
}

export interface DemoIngredient {
  /** Catalogue key: kebab-case English name of the common form (`olive-oil`, `chickpeas-canned`). */
  ingredient: string
  amount: number
  /** Unit id from `packages/core/src/units/catalogue.ts`. */
  unit: string
  /** Preparation or size note shown after the name (`finely chopped`). */
  note?: Localized
  /**
   * Share of the line's weight that ends up eaten, for nutrition: oil for deep frying stays mostly in the
   * pan (about 0.15 is absorbed). 1 when omitted.
   */
  eatenShare?: number
}

/** What the generated thumbnail shows: a top-down still life built from these few choices. */
export type ArtVessel = 'plate' | 'bowl' | 'glass' | 'board' | 'pot' | 'tray' | 'cup'

/**
 * How the food sits in the vessel:
 * - `stew`: a sauce with chunks; `liquid`: a smooth soup or drink;
 * - `swirl`: a spread with a swirl and a pool of oil (hummus, labneh);
 * - `grains`: rice, couscous or bulgur; `leafy`: a tossed salad;
 * - `rounds`: balls or round pieces (falafel, cookies); `pieces`: mixed chunks;
 * - `rolls`: rolled or stuffed cylinders (vine leaves, wraps, fingers);
 * - `flat`: a flatbread or pie; `stack`: pancakes, crêpes; `layers`: a tray cut in diamonds;
 * - `noodles`: a nest of pasta or noodles with sauce (main colour = strands, second = sauce);
 * - `skewers`: grilled kebabs; `wedges`: slices or wedges fanned out.
 */
export type ArtFood =
  | 'stew'
  | 'liquid'
  | 'swirl'
  | 'grains'
  | 'leafy'
  | 'rounds'
  | 'pieces'
  | 'rolls'
  | 'flat'
  | 'stack'
  | 'layers'
  | 'noodles'
  | 'skewers'
  | 'wedges'

/** What goes on top; `eggs` are eggs poached or fried in the dish (shakshuka). */
export type ArtGarnish =
  'herbs' | 'seeds' | 'drizzle' | 'slices' | 'nuts' | 'crumbs' | 'petals' | 'dust' | 'eggs' | 'none'

export interface RecipeArt {
  vessel: ArtVessel
  food: ArtFood
  /** Main food colour, second colour (chunks, sauce), accent colour (garnish, highlights). CSS hex. */
  palette: [string, string, string]
  garnish: ArtGarnish
  /** Varies the tablecloth, the props and the placement; any integer. */
  seed: number
  /** Size of the pieces (rolls, balls, chunks) relative to the default; 1 when omitted. */
  scale?: number
}

export interface DemoRecipe {
  /** Unique, kebab-case; used for image file names and to reference the recipe. */
  slug: string
  /** Username of the creator who posted it. */
  creator: string
  title: Localized
  description: Localized
  /** Category keys (meal types) from the taxonomy. */
  category: string[]
  cuisine: string[]
  dietLabels: string[]
  healthLabels: string[]
  /** Total time in minutes. */
  time: number
  servings: number
  videoUrl?: string
  ingredients: DemoIngredient[]
  instructions: Localized[]
  /** How many days before the seed date it was posted (0-120). */
  daysAgo: number
  art: RecipeArt
}

export interface DemoReply {
  /** Username of the commenter. */
  author: string
  content: Localized
  /** Days before the seed date; a reply is never older than its parent. */
  daysAgo: number
  /** Usernames who liked the comment. */
  likedBy?: string[]
  replies?: DemoReply[]
}

export interface DemoComment extends DemoReply {
  /** Slug of the recipe the comment is on. */
  recipe: string
}

/** `follower` follows `following`. */
export interface DemoFollow {
  follower: string
  following: string
}

export interface DemoLike {
  recipe: string
  user: string
}

/** A user's saved recipes (bookmarks). */
export interface DemoSave {
  user: string
  recipe: string
}
