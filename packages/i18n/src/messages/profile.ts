import { defineCatalogue } from './define-catalogue'

/**
 * The own-profile page (/user, /user/profile) and its ProfileHeader widget: counts, markers, tools.
 * Counts are ICU plurals; `<b>` wraps the number so it can stand out.
 */
export const profileMessages = defineCatalogue({
  en: {
    'profile.you': '(You)',
    'profile.stats': 'Profile statistics',
    'profile.followers': '{count, plural, one {<b>#</b> follower} other {<b>#</b> followers}}',
    'profile.following': '{count, plural, one {<b>#</b> following} other {<b>#</b> following}}',
    'profile.posts': '{count, plural, one {<b>#</b> post} other {<b>#</b> posts}}',
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
    'profile.import.label': 'Import a recipe from its web address',
    'profile.import.placeholder': 'https://example.com/my-recipe',
    'profile.import.submit': 'Import',
    'profile.import.required': 'This field is required',
    'profile.import.invalidUrl': 'Enter a web address starting with http:// or https://',
    'profile.recipes.title': 'My recipes',
    'profile.recipes.loading': 'Loading recipes…',
    'profile.recipes.failed': 'The recipes could not be loaded.',
    'profile.recipes.retry': 'Try again',
  },
  ar: {
    'profile.you': '(أنت)',
    'profile.stats': 'إحصاءات الملف الشخصي',
    'profile.followers':
      '{count, plural, zero {<b>#</b> متابِع} one {<b>#</b> متابِع} two {<b>#</b> متابِعان} few {<b>#</b> متابِعين} many {<b>#</b> متابِعًا} other {<b>#</b> متابِع}}',
    'profile.following':
      '{count, plural, zero {يتابع <b>#</b>} one {يتابع <b>#</b>} two {يتابع <b>#</b>} few {يتابع <b>#</b>} many {يتابع <b>#</b>} other {يتابع <b>#</b>}}',
    'profile.posts':
      '{count, plural, zero {<b>#</b> منشور} one {<b>#</b> منشور} two {<b>#</b> منشوران} few {<b>#</b> منشورات} many {<b>#</b> منشورًا} other {<b>#</b> منشور}}',
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
    'profile.import.label': 'استورد وصفة من عنوانها على الويب',
    'profile.import.placeholder': 'https://example.com/my-recipe',
    'profile.import.submit': 'استيراد',
    'profile.import.required': 'هذا الحقل مطلوب',
    'profile.import.invalidUrl': 'أدخل عنوان ويب يبدأ بـ http://‎ أو https://‎',
    'profile.recipes.title': 'وصفاتي',
    'profile.recipes.loading': 'جارٍ تحميل الوصفات…',
    'profile.recipes.failed': 'تعذّر تحميل الوصفات.',
    'profile.recipes.retry': 'حاول مرة أخرى',
  },
})
