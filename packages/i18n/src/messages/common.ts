import { defineCatalogue } from './define-catalogue'

export const commonMessages = defineCatalogue({
  en: {
    'app.name': 'Sufra',
    'common.loading': 'Loading…',
    'common.close': 'Close',
    'common.back': 'Back',
    'common.cancel': 'Cancel',
    'common.confirm': 'Confirm',
    'common.save': 'Save',
    'common.required': 'Required',
    'common.somethingWentWrong': 'Something went wrong',
    'time.age': '{days, plural, =0 {Today} one {# day ago} other {# days ago}}',
  },
  ar: {
    'app.name': 'سفرة',
    'common.loading': 'جارٍ التحميل…',
    'common.close': 'إغلاق',
    'common.back': 'رجوع',
    'common.cancel': 'إلغاء',
    'common.confirm': 'تأكيد',
    'common.save': 'حفظ',
    'common.required': 'مطلوب',
    'common.somethingWentWrong': 'حدث خطأ ما',
    'time.age':
      '{days, plural, =0 {اليوم} zero {اليوم} one {منذ يوم واحد} two {منذ يومين} few {منذ # أيام} many {منذ # يومًا} other {منذ # يوم}}',
  },
})
