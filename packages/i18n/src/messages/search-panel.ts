import { defineCatalogue } from './define-catalogue'

/**
 * The header's search panel (@sufra/widgets/search-panel) and the header button that opens it.
 * 'Search field is required' is the spec's text (section 5); the search page's own field says it too. `{search}` is a past search as the
 * person typed it.
 */
export const searchPanelMessages = defineCatalogue({
  en: {
    'searchPanel.open': 'Search recipes',
    'searchPanel.title': 'Search',
    'searchPanel.field': 'Recipe, ingredient or cuisine',
    'searchPanel.placeholder': 'Try kibbeh, lentils or falafel',
    'searchPanel.submit': 'Search',
    'searchPanel.required': 'Search field is required',
    'searchPanel.history.title': 'Recent searches',
    'searchPanel.history.remove': 'Remove {search} from recent searches',
    'searchPanel.history.clear': 'Clear all',
    'searchPanel.ingredients.title': 'Popular ingredients',
    'searchPanel.ingredients.seeAll': 'See all ingredients',
    'searchPanel.categories.title': 'Popular categories',
    'searchPanel.categories.seeAll': 'See all categories',
    'searchPanel.seeAll': 'See all',
    'searchPanel.loading': 'Loading…',
  },
  ar: {
    'searchPanel.open': 'ابحث عن وصفة',
    'searchPanel.title': 'البحث',
    'searchPanel.field': 'وصفة أو مكوّن أو مطبخ',
    'searchPanel.placeholder': 'جرّب: كبة، عدس، فلافل',
    'searchPanel.submit': 'ابحث',
    'searchPanel.required': 'حقل البحث مطلوب',
    'searchPanel.history.title': 'عمليات البحث الأخيرة',
    'searchPanel.history.remove': 'احذف «{search}» من عمليات البحث الأخيرة',
    'searchPanel.history.clear': 'مسح الكل',
    'searchPanel.ingredients.title': 'مكوّنات رائجة',
    'searchPanel.ingredients.seeAll': 'عرض الكل: المكوّنات',
    'searchPanel.categories.title': 'تصنيفات رائجة',
    'searchPanel.categories.seeAll': 'عرض الكل: التصنيفات',
    'searchPanel.seeAll': 'عرض الكل',
    'searchPanel.loading': 'جارٍ التحميل…',
  },
})
