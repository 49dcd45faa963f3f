import { defineCatalogue } from './define-catalogue'

/**
 * Settings (/user/{id}/settings): the account form, feedback and account deletion
 * (@sufra/widgets/account-settings and the site's settings pages). Texts quoted in the spec
 * (sections 5 and 8) are copied literally.
 */
export const settingsMessages = defineCatalogue({
  en: {
    'settings.myAccount': 'My Account',
    'settings.feedback': 'Feedback',
    'settings.deleteAccount': 'Delete account',
    'settings.logout': 'Logout',
    'settings.sections': 'Settings sections',

    'settings.account.description':
      'How other cooks see you, and the details we use for your daily nutrition goals.',
    'settings.account.profile': 'Profile',
    'settings.account.personal': 'Personal details',
    'settings.account.body': 'Body and activity',
    'settings.account.social': 'Social links',
    'settings.account.currentPicture': 'Current picture',
    'settings.account.save': 'Save changes',
    'settings.account.noChanges': 'No unsaved changes',
    'settings.account.unsaved': 'You have unsaved changes',
    'settings.account.saved': 'Profile updated successfully',
    'settings.account.failed': 'Failed to update profile. Please try again later.',

    'settings.field.picture': 'Profile picture',
    'settings.field.firstName': 'First Name',
    'settings.field.lastName': 'Last Name',
    'settings.field.username': 'Username',
    'settings.field.bio': 'Bio',
    'settings.field.dob': 'Date of Birth',
    'settings.field.email': 'Email',
    'settings.field.language': 'Language',
    'settings.field.gender': 'Gender',
    'settings.field.activityLevel': 'Activity Level',
    'settings.field.height': 'Height (CM)',
    'settings.field.weight': 'Weight (KG)',
    'settings.field.youtubeURL': 'YouTube',
    'settings.field.instagramURL': 'Instagram',
    'settings.field.facebookURL': 'Facebook',
    'settings.field.tiktokURL': 'TikTok',
    'settings.field.feedback': 'Feedback',
    'settings.field.reason': 'Reason',
    'settings.field.password': 'Password',
    'settings.field.optional': 'Optional',

    'settings.language.english': 'English',
    'settings.language.arabic': 'Arabic',
    'settings.language.spanish': 'Spanish',
    'settings.gender.placeholder': 'Select Gender',

    'settings.error.required': '{label} is required',
    'settings.error.fieldRequired': 'This field is required',
    'settings.error.url': 'Enter a full link that starts with http:// or https://',
    'settings.error.email': 'Enter a valid email address',
    'settings.error.username': 'Use 3 to 30 letters, digits, dots or underscores',
    'settings.error.tooLong': '{label} can be at most {max, number} characters',
    'settings.error.height': 'Height must be between 50 and 272 cm',
    'settings.error.weight': 'Weight must be between 2 and 650 kg',

    'settings.leave.title': 'Leave without saving?',
    'settings.leave.description': 'Your changes to your account have not been saved and will be lost.',
    'settings.leave.stay': 'Stay',
    'settings.leave.confirm': 'Leave',

    'settings.feedback.description':
      'Tell us what works, what does not, and what you would like to cook with Sufra.',
    'settings.feedback.submit': 'Send feedback',
    'settings.feedback.sent': 'Thank you for your feedback.',
    'settings.feedback.failed': 'Sending your feedback failed. Please try again later.',

    'settings.download.title': 'Your data',
    'settings.download.description':
      'Download a copy of your profile, recipes, comments, likes, saved recipes, shopping lists and meal plans as one JSON file.',
    'settings.download.submit': 'Download my data',
    'settings.download.done': 'Your data is downloaded: {name}',
    'settings.download.failed': 'Your data could not be downloaded. Please try again later.',

    'settings.delete.description':
      'Deleting your account removes your profile, recipes, comments, lists and meal plans.',
    'settings.delete.googleHint':
      'You sign in with Google. If your last sign-in was more than 10 minutes ago, sign in again before deleting your account.',
    'settings.delete.submit': 'Delete account',
    'settings.delete.confirmTitle': 'Delete your account?',
    'settings.delete.confirmDescription':
      'This deletes your account, recipes, comments and lists. This cannot be undone.',
    'settings.delete.confirm': 'Delete my account',
    'settings.delete.deleted': 'Your account has been deleted.',
    'settings.delete.failed': 'Deleting your account failed. Please try again later.',
  },
  ar: {
    'settings.myAccount': 'حسابي',
    'settings.feedback': 'الملاحظات',
    'settings.deleteAccount': 'حذف الحساب',
    'settings.logout': 'تسجيل الخروج',
    'settings.sections': 'أقسام الإعدادات',

    'settings.account.description':
      'كيف يراك الطهاة الآخرون، والبيانات التي نستخدمها لحساب أهدافك الغذائية اليومية.',
    'settings.account.profile': 'الملف الشخصي',
    'settings.account.personal': 'البيانات الشخصية',
    'settings.account.body': 'الجسم والنشاط',
    'settings.account.social': 'روابط التواصل الاجتماعي',
    'settings.account.currentPicture': 'الصورة الحالية',
    'settings.account.save': 'حفظ التغييرات',
    'settings.account.noChanges': 'لا توجد تغييرات غير محفوظة',
    'settings.account.unsaved': 'لديك تغييرات غير محفوظة',
    'settings.account.saved': 'تم تحديث الملف الشخصي بنجاح',
    'settings.account.failed': 'تعذّر تحديث الملف الشخصي. يرجى المحاولة لاحقًا.',

    'settings.field.picture': 'صورة الملف الشخصي',
    'settings.field.firstName': 'الاسم الأول',
    'settings.field.lastName': 'اسم العائلة',
    'settings.field.username': 'اسم المستخدم',
    'settings.field.bio': 'نبذة',
    'settings.field.dob': 'تاريخ الميلاد',
    'settings.field.email': 'البريد الإلكتروني',
    'settings.field.language': 'اللغة',
    'settings.field.gender': 'الجنس',
    'settings.field.activityLevel': 'مستوى النشاط',
    'settings.field.height': 'الطول (سم)',
    'settings.field.weight': 'الوزن (كغ)',
    'settings.field.youtubeURL': 'يوتيوب',
    'settings.field.instagramURL': 'إنستغرام',
    'settings.field.facebookURL': 'فيسبوك',
    'settings.field.tiktokURL': 'تيك توك',
    'settings.field.feedback': 'ملاحظاتك',
    'settings.field.reason': 'السبب',
    'settings.field.password': 'كلمة المرور',
    'settings.field.optional': 'اختياري',

    'settings.language.english': 'الإنجليزية',
    'settings.language.arabic': 'العربية',
    'settings.language.spanish': 'الإسبانية',
    'settings.gender.placeholder': 'اختر الجنس',

    'settings.error.required': '{label} مطلوب',
    'settings.error.fieldRequired': 'هذا الحقل مطلوب',
    'settings.error.url': 'أدخل رابطًا كاملًا يبدأ بـ http:// أو https://',
    'settings.error.email': 'أدخل بريدًا إلكترونيًا صالحًا',
    'settings.error.username': 'استخدم من 3 إلى 30 حرفًا لاتينيًا أو رقمًا أو نقطة أو شرطة سفلية',
    'settings.error.tooLong': 'يمكن أن يحتوي حقل {label} على {max, number} حرف كحد أقصى',
    'settings.error.height': 'يجب أن يكون الطول بين 50 و272 سم',
    'settings.error.weight': 'يجب أن يكون الوزن بين 2 و650 كغ',

    'settings.leave.title': 'المغادرة دون حفظ؟',
    'settings.leave.description': 'لم تُحفظ التغييرات على حسابك وستضيع.',
    'settings.leave.stay': 'البقاء',
    'settings.leave.confirm': 'المغادرة',

    'settings.feedback.description': 'أخبرنا بما يعجبك وما لا يعجبك، وما تودّ طهيه مع سفرة.',
    'settings.feedback.submit': 'إرسال الملاحظات',
    'settings.feedback.sent': 'شكرًا لك على ملاحظاتك.',
    'settings.feedback.failed': 'تعذّر إرسال ملاحظاتك. يرجى المحاولة لاحقًا.',

    'settings.download.title': 'بياناتك',
    'settings.download.description':
      'نزّل نسخة من ملفك الشخصي ووصفاتك وتعليقاتك وإعجاباتك ووصفاتك المحفوظة وقوائم التسوّق وخطط الوجبات في ملف JSON واحد.',
    'settings.download.submit': 'تنزيل بياناتي',
    'settings.download.done': 'نُزّلت بياناتك: {name}',
    'settings.download.failed': 'تعذّر تنزيل بياناتك. يرجى المحاولة لاحقًا.',

    'settings.delete.description':
      'يؤدي حذف حسابك إلى إزالة ملفك الشخصي ووصفاتك وتعليقاتك وقوائمك وخطط وجباتك.',
    'settings.delete.googleHint':
      'أنت تسجّل الدخول عبر Google. إذا مرّ على آخر تسجيل دخول أكثر من 10 دقائق، فسجّل الدخول مجددًا قبل حذف حسابك.',
    'settings.delete.submit': 'حذف الحساب',
    'settings.delete.confirmTitle': 'حذف حسابك؟',
    'settings.delete.confirmDescription':
      'سيؤدي هذا إلى حذف حسابك ووصفاتك وتعليقاتك وقوائمك. لا يمكن التراجع عن ذلك.',
    'settings.delete.confirm': 'حذف حسابي',
    'settings.delete.deleted': 'تم حذف حسابك.',
    'settings.delete.failed': 'تعذّر حذف حسابك. يرجى المحاولة لاحقًا.',
  },
})
