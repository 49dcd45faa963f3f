import type { Language } from '../language/detect-language'
import { recipeNutrientById } from './nutrients'

type Localized = Readonly<Record<Language, string>>

/** How an ingredient's nutrition table is divided, in the order a reader expects (a food label's). */
export const NUTRIENT_GROUPS = ['energy', 'vitamins', 'minerals', 'other'] as const
export type NutrientGroup = (typeof NUTRIENT_GROUPS)[number]

/** The USDA unit names (`unitName`) we show, with their labels. */
const unitLabels: Readonly<Record<string, Localized>> = {
  KCAL: { en: 'kcal', ar: 'سعرة' },
  G: { en: 'g', ar: 'غ' },
  MG: { en: 'mg', ar: 'ملغ' },
  UG: { en: 'µg', ar: 'ميكروغرام' },
}

/** Nutrients the recipe catalogue (nutrients.ts) does not name, with their names. */
const extraNames: Readonly<Record<number, Localized>> = {
  1170: { en: 'Pantothenic acid (B5)', ar: 'حمض البانتوثينيك (ب5)' },
  1180: { en: 'Choline', ar: 'الكولين' },
  1098: { en: 'Copper', ar: 'النحاس' },
  1101: { en: 'Manganese', ar: 'المنغنيز' },
  1103: { en: 'Selenium', ar: 'السيلينيوم' },
  1099: { en: 'Fluoride', ar: 'الفلورايد' },
  1018: { en: 'Alcohol', ar: 'الكحول' },
  1057: { en: 'Caffeine', ar: 'الكافيين' },
}

/**
 * The nutrients an ingredient page shows, by group and in display order (FoodData Central ids):
 * energy and the macronutrients in a food label's order, then vitamins and minerals. What is not
 * here (kJ and IU duplicates, other folate forms, single amino and fatty acids, ash) is the fine
 * print of the USDA record, which a cook does not read.
 */
const groupOrder: Readonly<Record<NutrientGroup, readonly number[]>> = {
  energy: [1008, 1004, 1258, 1257, 1292, 1293, 1253, 1005, 1079, 2000, 1003, 1051],
  vitamins: [1106, 1165, 1166, 1167, 1170, 1175, 1190, 1178, 1180, 1162, 1114, 1109, 1185],
  minerals: [1087, 1089, 1090, 1091, 1092, 1093, 1095, 1098, 1101, 1103, 1099],
  other: [1018, 1057],
}

export interface IngredientNutrientEntry {
  readonly nutrientId: number
  /** Amount per 100 g. */
  readonly value: number
  /** USDA unit name: `G`, `MG`, `UG`, `KCAL`, ... */
  readonly unitName: string
}

export interface GroupedNutrient {
  nutrientId: number
  name: Localized
  unit: Localized
  /** Amount in the chosen weight of the ingredient. */
  amount: number
}

export interface NutrientGroupRows {
  group: NutrientGroup
  nutrients: GroupedNutrient[]
}

/**
 * An ingredient's nutrients (per 100 g) for `grams` of it, grouped and ordered for its nutrition
 * table: only amounts above 0, only nutrients with a name and a unit we show; empty groups left out.
 */
export function groupIngredientNutrients(
  entries: readonly IngredientNutrientEntry[],
  grams = 100,
): NutrientGroupRows[] {
  const byId = new Map(entries.map((entry) => [entry.nutrientId, entry]))
  return NUTRIENT_GROUPS.flatMap((group) => {
    const nutrients = groupOrder[group].flatMap((id): GroupedNutrient[] => {
      const entry = byId.get(id)
      const unit = entry && unitLabels[entry.unitName.toUpperCase()]
      const name = recipeNutrientById.get(id)?.name ?? extraNames[id]
      if (!entry || !unit || !name || !(entry.value > 0)) return []
      return [{ nutrientId: id, name, unit, amount: (entry.value * grams) / 100 }]
    })
    return nutrients.length > 0 ? [{ group, nutrients }] : []
  })
}
