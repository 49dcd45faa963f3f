import type { UnitId } from './catalogue'

/**
 * English spellings, abbreviations and synonyms, besides each unit's id and English labels (which
 * always count). Keys are matched after normalisation (lower case, single spaces, no trailing
 * periods), and regular plurals (`cups`, `pinches`, `leaves`) are found without listing them.
 */
export const englishUnitAliases: { readonly [K in UnitId]?: readonly string[] } = {
  mg: ['milligramme'],
  g: ['gramme', 'gr', 'grm', 'gm'],
  kg: ['kilogramme', 'kilo'],
  lb: ['lbs', 'pound'],
  ml: ['milliliter', 'cc', 'mil'],
  cl: ['centiliter'],
  dl: ['deciliter'],
  l: ['liter', 'lt', 'ltr'],
  pinch: ['sprinkle'],
  dash: ['splash'],
  tsp: ['teaspoonful', 'tspn', 'teasp', 'tea spoon'],
  dessertspoon: ['dessert spoon', 'dessertspoonful', 'dsp', 'dssp', 'dstspn'],
  tbsp: [
    'tablespoonful',
    'tbs',
    'tbl',
    'tbls',
    'tblsp',
    'tblspn',
    'tbspn',
    'table spoon',
    'tablesp',
    'spoon',
    'spoonful',
  ],
  'fl oz': ['floz', 'fl.oz.', 'fluid oz', 'fl ounce'],
  cup: ['c', 'cp'],
  pint: ['pt'],
  quart: ['qt'],
  mm: ['millimeter'],
  cm: ['centimeter'],
  inch: ['in'],
  count: ['ct', 'cnt'],
  piece: ['pc', 'pcs', 'pce', 'chunk'],
  dozen: ['doz', 'dz'],
  serving: ['portion', 'serve'],
  slice: ['rasher'],
  knob: ['pat'],
  bunch: ['bundle'],
  sprig: ['branch'],
  stalk: ['rib', 'stem'],
  ear: ['cob'],
  floret: ['flowerette'],
  handful: ['handsful', 'fistful'],
  fillet: ['filet'],
  can: ['tin'],
  bottle: ['btl'],
  package: ['pkg', 'pack', 'pk'],
  packet: ['pkt'],
  sachet: ['envelope'],
  bag: ['pouch'],
  carton: ['ctn'],
  plate: ['dish'],
  ladle: ['ladleful'],
  small: ['sm', 'sml', 'small-size', 'small-sized'],
  medium: ['med', 'medium-size', 'medium-sized', 'medium sized'],
  large: ['lg', 'lge', 'lrg', 'big', 'large-size', 'large-sized', 'extra-large', 'jumbo'],
  'to taste': ['as desired', 'to your taste', 'according to taste', 'tt'],
  'as needed': ['as required', 'as necessary', 'if needed'],
}

/**
 * One-letter abbreviations whose case matters and that are checked before lower-casing: a capital
 * `T` is a tablespoon, a lower-case `t` a teaspoon (US recipe shorthand).
 */
export const caseSensitiveEnglishUnitAliases: Readonly<Record<string, UnitId>> = {
  T: 'tbsp',
  t: 'tsp',
}

/** Words that qualify an amount without changing its unit: `heaping tablespoon` is a tablespoon. */
export const englishUnitQualifiers: readonly string[] = [
  'heaping',
  'heaped',
  'level',
  'levelled',
  'leveled',
  'rounded',
  'scant',
  'generous',
  'good',
  'full',
  'us',
  'metric',
]
