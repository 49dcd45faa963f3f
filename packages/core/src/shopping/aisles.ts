/** The parts of a shop a shopping list is grouped by. */
export type Aisle =
  | 'produce'
  | 'dairy'
  | 'meat'
  | 'seafood'
  | 'bakery'
  | 'grains'
  | 'pantry'
  | 'spices'
  | 'oils'
  | 'frozen'
  | 'drinks'
  | 'other'

/**
 * The order a walk through a shop (and the printed list) uses: fresh food first, then the shelves,
 * drinks and the freezer last so cold things are picked up just before paying.
 */
export const aisles: readonly Aisle[] = [
  'produce',
  'bakery',
  'meat',
  'seafood',
  'dairy',
  'grains',
  'pantry',
  'spices',
  'oils',
  'drinks',
  'frozen',
  'other',
]

/** The catalogue's ingredient groups (apps/api/src/seed/ingredients/catalogue.ts) and their aisle. */
const aisleByGroup: Readonly<Record<string, Aisle>> = {
  vegetables: 'produce',
  fruits: 'produce',
  'herbs-and-spices': 'spices',
  'dairy-and-eggs': 'dairy',
  meat: 'meat',
  poultry: 'meat',
  'fish-and-seafood': 'seafood',
  'grains-and-pasta': 'grains',
  // Dried lentils, beans and chickpeas sit beside the rice; cans of them too in most shops.
  legumes: 'grains',
  'nuts-and-seeds': 'pantry',
  baking: 'pantry',
  sweeteners: 'pantry',
  'condiments-and-sauces': 'pantry',
  'oils-and-fats': 'oils',
  drinks: 'drinks',
  bread: 'bakery',
  bakery: 'bakery',
  frozen: 'frozen',
  other: 'other',
}

/**
 * USDA SR28 food group names (`Vegetables and Vegetable Products`, `Spices and Herbs`, ...) by a
 * word they contain, for groups that are not the catalogue's own keys. Checked in this order.
 */
const aisleByWord: readonly (readonly [RegExp, Aisle])[] = [
  [/\bbaked\b|\bbread/, 'bakery'],
  [/spice|herb/, 'spices'],
  [/vegetable|fruit/, 'produce'],
  [/dairy|egg|milk|cheese/, 'dairy'],
  [/finfish|shellfish|seafood|fish/, 'seafood'],
  [/beef|pork|lamb|veal|game|poultry|sausage|meat/, 'meat'],
  [/cereal|grain|pasta|legume/, 'grains'],
  [/fats? and oils?|\boils?\b/, 'oils'],
  [/beverage|drink/, 'drinks'],
  [/frozen/, 'frozen'],
  [/nut|seed|sweet|soup|sauce|gravies|snack|baby/, 'pantry'],
]

/** The aisle for a catalogue ingredient's `group` (ingredients.group, USDA food groups in the seed data). */
export function aisleOfGroup(group: string | null | undefined): Aisle {
  if (!group) return 'other'
  const key = group.trim().toLowerCase()
  const own = Object.hasOwn(aisleByGroup, key) ? aisleByGroup[key] : undefined
  if (own) return own
  for (const [pattern, aisle] of aisleByWord) if (pattern.test(key)) return aisle
  return 'other'
}
