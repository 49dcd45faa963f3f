import { defineCatalogue } from './define-catalogue'

/**
 * The own-profile page (/user, /user/profile) and its ProfileHeader widget: counts, markers, tools.
 * Counts are ICU plurals (Arabic with all six forms).
 */
export const profileMessages = defineCatalogue({
  en: {
    'profile.you': '(You)',
    'profile.stats': 'Profile statistics',
    'profile.followers': '{count, plural, one {# follower} other {# followers}}',
    'profile.following': '{count, plural, one {# following} other {# following}}',
    'profile.posts': '{count, plural, one {# post} other {# posts}}',
    'profile.actions': 'Profile actions',
    'profile.edit': 'Edit profile',
    'profile.share': 'Share profile',
    'profile.settings': 'Settings',
    'profile.share.copied': 'Profile link copied',
    'profile.share.failed': 'Could not copy the profile link. You can copy it from here:',
    'profile.social': 'Social links',
    'profile.social.youtube': 'YouTube',
    'profile.social.instagram': 'Instagram',
    'profile.social.facebook': 'Facebook',
    'profile.social.tiktok': 'TikTok',
    'profile.tools': 'Add a recipe',
    'profile.createRecipe': 'Create recipe',
    'profile.recipes.title': 'My recipes',
    'profile.recipes.loading': 'Loading recipes…',
    'profile.recipes.failed': 'The recipes could not be loaded.',
  },
  ar: {
    'profile.you': '(أنت)',
    'profile.stats': 'إحصاءات الملف الشخصي',
    'profile.followers':
      '{count, plural, zero {# متابِع} one {# متابِع} two {# متابِعان} few {# متابِعين} many {# متابِعًا} other {# متابِع}}',
    'profile.following':
      '{count, plural, zero {يتابع #} one {يتابع #} two {يتابع #} few {يتابع #} many {يتابع #} other {يتابع #}}',
    'profile.posts':
      '{count, plural, zero {# منشور} one {# منشور} two {# منشوران} few {# منشورات} many {# منشورًا} other {# منشور}}',
    'profile.actions': 'إجراءات الملف الشخصي',
    'profile.edit': 'تعديل الملف الشخصي',
    'profile.share': 'مشاركة الملف الشخصي',
    'profile.settings': 'الإعدادات',
    'profile.share.copied': 'تم نسخ رابط الملف الشخصي',
    'profile.share.failed': 'تعذّر نسخ رابط الملف الشخصي. يمكنك نسخه من هنا:',
    'profile.social': 'روابط التواصل الاجتماعي',
    'profile.social.youtube': 'يوتيوب',
    'profile.social.instagram': 'إنستغرام',
    'profile.social.facebook': 'فيسبوك',
    'profile.social.tiktok': 'تيك توك',
    'profile.tools': 'أضف وصفة',
    'profile.createRecipe': 'إنشاء وصفة',
    'profile.recipes.title': 'وصفاتي',
    'profile.recipes.loading': 'جارٍ تحميل الوصفات…',
    'profile.recipes.failed': 'تعذّر تحميل الوصفات.',
  },
})
