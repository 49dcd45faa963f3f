import type { Locale } from '../locale'
import { authMessages } from './auth'
import { commonMessages } from './common'
import { importRecipeMessages } from './import-recipe'
import { pageMessages } from './pages'
import { profileMessages } from './profile'
import { settingsMessages } from './settings'
import { shellMessages } from './shell'
import { uiMessages } from './ui'
import { recipeCardMessages } from './recipe-card'
import { recipeDetailMessages } from './recipe-detail'
import { recipeNutritionMessages } from './recipe-nutrition'
import { commentMessages } from './comments'
import { recipeFormMessages } from './recipe-form'
import { feedMessages } from './feed'
import { creatorMessages } from './creators'
import { ingredientDetailMessages } from './ingredient-detail'
import { searchPanelMessages } from './search-panel'
import { searchPageMessages } from './search-page'
import { embedLoaderMessages } from './embed-loader'
import { embedMessages } from './embed'
import { embedSiteMessages } from './embed-site'
import { plannerMessages } from './planner'
import { shoppingListMessages } from './shopping-list'
import { unitMessages } from './units'

// Add an area's catalogue here; every area has both languages.
const areas = [
  commonMessages,
  uiMessages,
  shellMessages,
  pageMessages,
  authMessages,
  profileMessages,
  importRecipeMessages,
  settingsMessages,
  recipeCardMessages,
  recipeDetailMessages,
  recipeNutritionMessages,
  commentMessages,
  recipeFormMessages,
  creatorMessages,
  feedMessages,
  ingredientDetailMessages,
  searchPanelMessages,
  searchPageMessages,
  embedSiteMessages,
  embedMessages,
  embedLoaderMessages,
  shoppingListMessages,
  unitMessages,
  plannerMessages,
] as const

type Area = (typeof areas)[number]
type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void
  ? I
  : never
export type Messages = UnionToIntersection<Area['en']>
export type MessageId = keyof Messages & string

function merge(locale: Locale): Record<MessageId, string> {
  return Object.assign({}, ...areas.map((area) => area[locale])) as Record<MessageId, string>
}

export const messages: Record<Locale, Record<MessageId, string>> = { en: merge('en'), ar: merge('ar') }
