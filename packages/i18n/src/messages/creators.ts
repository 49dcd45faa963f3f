import { defineCatalogue } from './define-catalogue'

/**
 * Creators: the CreatorCard and TopCreators widgets, /creators and /creators/{id}. Counts reuse
 * `profile.followers` and `explore.recipeCount` (ICU plurals in both languages).
 */
export const creatorMessages = defineCatalogue({
  en: {
    'creators.documentTitle': 'Creators | Sufra',
    'creators.lead': 'Cooks sharing their recipes on Sufra. Follow the ones you like.',
    'creators.loading': 'Loading creators…',
    'creators.failed': 'The creators could not be loaded.',
    'creators.stats': 'Followers and recipes',
    'creators.top.title': 'Top creators',
    'creators.top.empty': 'No creators to show yet.',
    'creator.documentTitle': '{name} | Sufra',
    'creator.failed': 'The profile could not be loaded.',
    'creator.notFound.title': 'Creator not found',
    'creator.notFound.description': 'There is no creator at this address. The account may have been deleted.',
    'creator.notFound.action': 'Browse creators',
    'creator.tabs': 'Profile sections',
    'creator.tabs.recipes': 'Recipes',
    'creator.tabs.following': 'Following',
    'creator.recipes.loading': 'Loading recipes…',
    'creator.following.loading': 'Loading the creators they follow…',
    'creator.following.empty': 'Not following anyone yet.',
    'creator.following.failed': 'The creators they follow could not be loaded.',
  },
  ar: {
    'creators.documentTitle': 'الطهاة | سفرة',
    'creators.lead': 'طهاة يشاركون وصفاتهم على سفرة. تابع من يعجبك منهم.',
    'creators.loading': 'جارٍ تحميل الطهاة…',
    'creators.failed': 'تعذّر تحميل الطهاة.',
    'creators.stats': 'المتابِعون والوصفات',
    'creators.top.title': 'أبرز الطهاة',
    'creators.top.empty': 'لا يوجد طهاة لعرضهم بعد.',
    'creator.documentTitle': '{name} | سفرة',
    'creator.failed': 'تعذّر تحميل الملف الشخصي.',
    'creator.notFound.title': 'لم يتم العثور على الطاهي',
    'creator.notFound.description': 'لا يوجد طاهٍ على هذا العنوان. ربما حُذف الحساب.',
    'creator.notFound.action': 'تصفّح الطهاة',
    'creator.tabs': 'أقسام الملف الشخصي',
    'creator.tabs.recipes': 'الوصفات',
    'creator.tabs.following': 'يتابع',
    'creator.recipes.loading': 'جارٍ تحميل الوصفات…',
    'creator.following.loading': 'جارٍ تحميل الطهاة الذين يتابعهم…',
    'creator.following.empty': 'لا يتابع أحدًا بعد.',
    'creator.following.failed': 'تعذّر تحميل الطهاة الذين يتابعهم.',
  },
})
