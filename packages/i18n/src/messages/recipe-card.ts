import { defineCatalogue } from './define-catalogue'

/** The recipe card, the explore page and the saved page. */
export const recipeCardMessages = defineCatalogue({
  en: {
    'recipeCard.like': 'Like',
    'recipeCard.likes': '{count, plural, one {# like} other {# likes}}',
    'recipeCard.save': 'Save recipe',
    'recipeCard.video': 'Has a video',
    'recipeCard.time': '{minutes, plural, one {# min} other {# min}}',
    'recipeCard.servings': '{count, plural, one {# serving} other {# servings}}',
    'recipeCard.ingredients': '{count, plural, one {# ingredient} other {# ingredients}}',
    'recipeCard.facts': 'Time, servings and ingredients',
    'recipeCard.newTab': '(opens in a new tab)',
    'recipeCard.saveSucceeded': 'Recipe saved successfully',
    'recipeCard.unsaveSucceeded': 'Recipe unsaved successfully',
    'recipeCard.saveFailed': 'Failed to save recipe',
    'recipeCard.unsaveFailed': 'Failed to unsave recipe',
    'recipeCard.loading': 'Loading recipes',
    'explore.categories': 'Popular categories',
    'explore.ingredients': 'Popular ingredients',
    'explore.creators': 'Creators',
    'explore.recipes': 'Latest recipes',
    'explore.viewAll': 'View All',
    'explore.recipeCount': '{count, plural, one {# recipe} other {# recipes}}',
    'explore.loadFailed': 'Error loading recipes',
    'explore.retry': 'Try again',
    'saved.loadFailed': 'Error loading saved recipes',
    'saved.loading': 'Loading saved recipes',
    'saved.explore': 'Explore recipes',
  },
  ar: {
    'recipeCard.like': 'إعجاب',
    'recipeCard.likes':
      '{count, plural, zero {لا إعجابات} one {إعجاب واحد} two {إعجابان} few {# إعجابات} many {# إعجابًا} other {# إعجاب}}',
    'recipeCard.save': 'حفظ الوصفة',
    'recipeCard.video': 'تحتوي على فيديو',
    'recipeCard.time':
      '{minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقةً} other {# دقيقة}}',
    'recipeCard.servings':
      '{count, plural, zero {# حصة} one {حصة واحدة} two {حصتان} few {# حصص} many {# حصةً} other {# حصة}}',
    'recipeCard.ingredients':
      '{count, plural, zero {بلا مكوّنات} one {مكوّن واحد} two {مكوّنان} few {# مكوّنات} many {# مكوّنًا} other {# مكوّن}}',
    'recipeCard.facts': 'الوقت والحصص والمكوّنات',
    'recipeCard.newTab': '(يفتح في علامة تبويب جديدة)',
    'recipeCard.saveSucceeded': 'تم حفظ الوصفة بنجاح',
    'recipeCard.unsaveSucceeded': 'تم إلغاء حفظ الوصفة بنجاح',
    'recipeCard.saveFailed': 'فشل حفظ الوصفة',
    'recipeCard.unsaveFailed': 'فشل إلغاء حفظ الوصفة',
    'recipeCard.loading': 'جارٍ تحميل الوصفات',
    'explore.categories': 'الفئات الرائجة',
    'explore.ingredients': 'المكوّنات الرائجة',
    'explore.creators': 'الطهاة',
    'explore.recipes': 'أحدث الوصفات',
    'explore.viewAll': 'عرض الكل',
    'explore.recipeCount':
      '{count, plural, zero {لا وصفات} one {وصفة واحدة} two {وصفتان} few {# وصفات} many {# وصفةً} other {# وصفة}}',
    'explore.loadFailed': 'حدث خطأ أثناء تحميل الوصفات',
    'explore.retry': 'حاول مرة أخرى',
    'saved.loadFailed': 'حدث خطأ أثناء تحميل الوصفات المحفوظة',
    'saved.loading': 'جارٍ تحميل الوصفات المحفوظة',
    'saved.explore': 'استكشف الوصفات',
  },
})
