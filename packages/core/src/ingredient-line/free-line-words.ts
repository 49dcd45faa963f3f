/**
 * The words `parseFreeIngredientLine` reads besides units, per language: spelled-out amounts, range
 * and approximation words, and the words that describe how an ingredient is prepared rather than
 * what it is. Arabic entries are written as cooks spell them; they are folded (see foldArabic) before
 * use, so one spelling is enough.
 */
import type { Language } from '../language/detect-language'

type WordTable = Readonly<Record<string, number>>

/** Whole numbers written as words: `one cup`, `two eggs`, `ثلاث حبات`. */
export const numberWords: Readonly<Record<Language, WordTable>> = {
  en: {
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
  },
  ar: {
    واحد: 1,
    واحدة: 1,
    اثنان: 2,
    اثنين: 2,
    اثنتان: 2,
    اثنتين: 2,
    ثلاث: 3,
    ثلاثة: 3,
    أربع: 4,
    أربعة: 4,
    خمس: 5,
    خمسة: 5,
    ست: 6,
    ستة: 6,
    سبع: 7,
    سبعة: 7,
    ثمان: 8,
    ثماني: 8,
    ثمانية: 8,
    تسع: 9,
    تسعة: 9,
    عشر: 10,
    عشرة: 10,
  },
}

/**
 * Fractions written as words. Singular forms stand alone or follow an article (`half a cup`,
 * `a quarter cup`, `نصف كوب`); a number before a fraction word multiplies it (`three quarters`,
 * `ثلاثة أرباع`); `and` / `و` adds one to a whole number (`one and a half`, `٢ ونصف`).
 */
export const fractionWords: Readonly<Record<Language, WordTable>> = {
  en: {
    half: 1 / 2,
    halves: 1 / 2,
    'one-half': 1 / 2,
    third: 1 / 3,
    thirds: 1 / 3,
    'one-third': 1 / 3,
    'two-thirds': 2 / 3,
    quarter: 1 / 4,
    quarters: 1 / 4,
    'one-quarter': 1 / 4,
    'three-quarters': 3 / 4,
    'three-fourths': 3 / 4,
  },
  ar: {
    نصف: 1 / 2,
    نص: 1 / 2,
    ثلث: 1 / 3,
    أثلاث: 1 / 3,
    ثلثي: 2 / 3,
    ثلثا: 2 / 3,
    ثلثين: 2 / 3,
    ربع: 1 / 4,
    أرباع: 1 / 4,
  },
}

/** Articles that mean one (`a cup`, `an onion`) or join a fraction (`a half`, `half a cup`). */
export const articleWords: Readonly<Record<Language, readonly string[]>> = {
  en: ['a', 'an'],
  ar: [],
}

/** The word joining a whole number and a fraction (`one and a half`, `٢ و نصف`, `ونصف`). */
export const andWords: Readonly<Record<Language, readonly string[]>> = {
  en: ['and', '&'],
  ar: ['و'],
}

/** Amounts that are a number in disguise: `a couple of eggs` is two, `a dozen eggs` one dozen. */
export const countPhrases: Readonly<Record<Language, Readonly<Record<string, number>>>> = {
  en: { 'a couple of': 2, 'a couple': 2, 'a pair of': 2 },
  ar: {},
}

/** Vague amounts: no number, kept in the note (`a few sprigs thyme`, `قليل من الملح`). */
export const vagueAmounts: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'a few',
    'a little',
    'a bit of',
    'a bit',
    'a little bit of',
    'several',
    'few',
    'some',
    'a handful or so of',
  ],
  ar: ['قليل من', 'القليل من', 'بعض', 'كمية من', 'كمية قليلة من', 'شوية'],
}

/** Words that offer another choice after the name: `walnuts or pecans`, `جوز أو لوز`. */
export const alternativeWords: Readonly<Record<Language, readonly string[]>> = {
  en: ['or'],
  ar: ['أو', 'او'],
}

/** Words between two amounts that make a range: `2 to 3`, `2 or 3`, `٢ إلى ٣`, `٢ أو ٣` (dashes too). */
export const rangeWords: Readonly<Record<Language, readonly string[]>> = {
  en: ['to', 'or'],
  ar: ['إلى', 'الى', 'أو', 'او', 'ل'],
}

/** Words that open a range and are dropped: `from 2 to 3 cups`, `من ٢ إلى ٣ أكواب`. */
export const rangeOpeningWords: Readonly<Record<Language, readonly string[]>> = {
  en: ['from'],
  ar: ['من'],
}

/** Words before an amount that say it is rough or loose: `about 2 cups`, `scant 1/2 cup`, `حوالي ٢ كوب`. */
export const approximationWords: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'approximately',
    'approx.',
    'approx',
    'about',
    'around',
    'roughly',
    'nearly',
    'almost',
    'up to',
    'scant',
    'generous',
    'heaping',
    'heaped',
    'rounded',
    'level',
    'good',
    'at least',
  ],
  ar: ['حوالي', 'حوالى', 'تقريبا', 'نحو'],
}

/** The joining word after a unit or amount: `a pinch of salt`, `كوب من الدقيق`. */
export const joiningWords: Readonly<Record<Language, readonly string[]>> = {
  en: ['of'],
  ar: ['من'],
}

/**
 * Adverbs of preparation that open a description: `finely chopped onion`, `freshly ground pepper`.
 * They go to the note with the participle they qualify.
 */
export const preparationAdverbs: readonly string[] = [
  'finely',
  'thinly',
  'thickly',
  'coarsely',
  'roughly',
  'freshly',
  'lightly',
  'firmly',
  'loosely',
  'well',
  'very',
  'newly',
  'just',
  'barely',
  'gently',
  'tightly',
  'evenly',
  'generously',
  'fine',
  'thin',
  'thick',
  'coarse',
  'rough',
]

/**
 * What the cook did or does to the ingredient, when it opens the description (`chopped parsley`,
 * `peeled and diced carrots`): read as a note, not as part of the name. Words that name a product as
 * sold (`ground cumin`, `smoked salmon`, `roasted peppers`, `dried oregano`) are not here.
 */
export const preparationWords: readonly string[] = [
  'additional',
  'beaten',
  'best-quality',
  'blanched',
  'broken',
  'boneless',
  'chilled',
  'chopped',
  'cold',
  'cooked',
  'cored',
  'crumbled',
  'crushed',
  'cubed',
  'cut',
  'deveined',
  'diced',
  'drained',
  'fresh',
  'good',
  'good-quality',
  'grated',
  'halved',
  'high-quality',
  'hulled',
  'julienned',
  'lukewarm',
  'mashed',
  'melted',
  'minced',
  'packed',
  'peeled',
  'picked',
  'pitted',
  'pureed',
  'puréed',
  'quartered',
  'rinsed',
  'ripe',
  'room-temperature',
  'seeded',
  'shaved',
  'shelled',
  'shredded',
  'sifted',
  'skinless',
  'sliced',
  'slivered',
  'snipped',
  'softened',
  'squeezed',
  'stemmed',
  'toasted',
  'torn',
  'trimmed',
  'warm',
  'washed',
  'zested',
]

/**
 * Words between an amount and its unit that describe the measure, not the ingredient: `8 thick
 * slices bread`, `1 packed cup`, `2 large cloves garlic`, `1 generous pinch`. They go to the note.
 */
export const measureAdjectives: readonly string[] = [
  'thick',
  'thin',
  'big',
  'fat',
  'generous',
  'good',
  'heaping',
  'heaped',
  'scant',
  'level',
  'rounded',
  'packed',
  'loosely',
  'firmly',
  'lightly',
  'very',
  'small',
  'medium',
  'large',
  'extra-large',
  'half-inch',
  'inch-thick',
]

/**
 * Words that name a part taken from the ingredient before `of` / `from` and an amount: `juice of 1
 * lemon`, `zest of 2 limes`, `kernels from 2 ears corn`. The part goes to the note; the amount and
 * name are the ingredient's.
 */
export const partOfWords: Readonly<Record<Language, readonly string[]>> = {
  en: ['of', 'from'],
  ar: ['من'],
}

/**
 * Phrases that begin a trailing note even without a comma: `salt to taste`, `parsley for garnish`,
 * `butter at room temperature`, `ملح حسب الرغبة`.
 */
export const notePhrases: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'to taste',
    'or to taste',
    'for',
    'as needed',
    'if needed',
    'if desired',
    'if you like',
    'if using',
    'optional',
    'plus',
    'or more',
    'or less',
    'at room temperature',
    'such as',
    'preferably',
    'cut into',
    'divided',
    'see note',
    'as desired',
    'if you have them',
    'per serving',
    'about',
    'weighing',
  ],
  ar: [
    'حسب الرغبة',
    'بحسب الرغبة',
    'على حسب الرغبة',
    'حسب الذوق',
    'حسب الحاجة',
    'عند الحاجة',
    'للتزيين',
    'للزينة',
    'للتقديم',
    'للقلي',
    'لدهن',
    'للدهن',
    'اختياري',
    'مثل',
  ],
}

/**
 * Arabic participles after the name that say how it is prepared (`ثوم مفروم`, `طماطم مقطعة`): read
 * as a note. (Arabic puts them after the noun; English puts them before it.)
 */
export const arabicPreparationWords: readonly string[] = [
  'مفروم',
  'مفرومة',
  'مفرومين',
  'مقطع',
  'مقطعة',
  'مقطعين',
  'مبشور',
  'مبشورة',
  'مقشر',
  'مقشرة',
  'مقشور',
  'مقشورة',
  'مهروس',
  'مهروسة',
  'مذوب',
  'مذوبة',
  'مذاب',
  'مذابة',
  'مصفى',
  'مصفاة',
  'مغسول',
  'مغسولة',
  'منقوع',
  'منقوعة',
  'مسلوق',
  'مسلوقة',
  'مكعبات',
  'شرائح',
  'ناعم',
  'ناعمة',
  'خشن',
  'خشنة',
  'طازج',
  'طازجة',
  'جيدا',
  'جيداً',
  'فرما',
  'فرماً',
  'ناعما',
  'ناعماً',
]

/**
 * Units that follow the name they count in English (`2 garlic cloves`, `3 thyme sprigs`,
 * `2 celery stalks`): the amount counts those units of the named ingredient.
 */
export const trailingCountUnits: readonly string[] = ['clove', 'sprig', 'stalk', 'bulb', 'fillet', 'head']

/** Units that name a product as it is sold: the words after them are its name as written (`can diced tomatoes`). */
export const packagingUnits: readonly string[] = [
  'can',
  'jar',
  'package',
  'packet',
  'box',
  'bag',
  'bottle',
  'carton',
  'container',
  'tub',
  'sachet',
]
