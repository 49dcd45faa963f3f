import { defineCatalogue } from './define-catalogue'

/**
 * The signed-in feed (/feed: the person's card, the random-recipe feed, the create and import panel)
 * and explore's trending-recipes carousel. 'Error loading trending recipes' is the spec's text.
 */
export const feedMessages = defineCatalogue({
  en: {
    'explore.trending': 'Trending recipes',
    'explore.trendingFailed': 'Error loading trending recipes',
    'feed.recipes': 'Recipes for you',
    'feed.loadFailed': 'Error loading recipes',
    'feed.you': 'You',
    'feed.viewProfile': 'View my profile',
    'feed.create.title': 'Share a recipe',
    'feed.create.lead': 'Write your own recipe, or bring one in from any recipe page on the web.',
    'feed.create.link': 'Create a recipe',
    'feed.tabs.label': 'Feed sections',
    'feed.tabs.recipes': 'Recipes',
    'feed.tabs.people': 'People',
    'feed.tabs.create': 'Create',
  },
  ar: {
    'explore.trending': 'وصفات رائجة',
    'explore.trendingFailed': 'حدث خطأ أثناء تحميل الوصفات الرائجة',
    'feed.recipes': 'وصفات لك',
    'feed.loadFailed': 'حدث خطأ أثناء تحميل الوصفات',
    'feed.you': 'أنت',
    'feed.viewProfile': 'عرض ملفي الشخصي',
    'feed.create.title': 'شارك وصفة',
    'feed.create.lead': 'اكتب وصفتك الخاصة، أو استوردها من أي صفحة وصفات على الويب.',
    'feed.create.link': 'إنشاء وصفة',
    'feed.tabs.label': 'أقسام الخلاصة',
    'feed.tabs.recipes': 'الوصفات',
    'feed.tabs.people': 'الأشخاص',
    'feed.tabs.create': 'إنشاء',
  },
})
