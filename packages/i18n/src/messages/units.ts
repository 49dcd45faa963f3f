import { defineCatalogue } from './define-catalogue'

/** The metric / US choice for amounts (UnitSystemToggle on the recipe page and the shopping lists). */
export const unitMessages = defineCatalogue({
  en: {
    'units.label': 'Units',
    'units.metric': 'Metric',
    'units.us': 'US',
    'units.saveFailed': 'Your choice of units could not be saved. Please try again.',
  },
  ar: {
    'units.label': 'الوحدات',
    'units.metric': 'متري',
    'units.us': 'أمريكي',
    'units.saveFailed': 'تعذّر حفظ اختيار الوحدات. يرجى المحاولة مرة أخرى.',
  },
})
