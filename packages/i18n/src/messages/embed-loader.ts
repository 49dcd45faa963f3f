import { defineCatalogue } from './define-catalogue'

/**
 * What the embed loader (packages/embed/src/loader) shows before and instead of a widget on a partner's
 * page. Its build copies these as plain strings (no ICU arguments: the loader has no formatter).
 */
export const embedLoaderMessages = defineCatalogue({
  en: {
    'embedLoader.loading': 'Loading from Sufra…',
    'embedLoader.failed': 'Sufra cannot show this here right now.',
    'embedLoader.open': 'See it on Sufra',
    'embedLoader.newTab': '(opens in a new tab)',
  },
  ar: {
    'embedLoader.loading': 'جارٍ التحميل من سفرة…',
    'embedLoader.failed': 'لا تستطيع سفرة عرض هذا هنا الآن.',
    'embedLoader.open': 'شاهده على سفرة',
    'embedLoader.newTab': '(يفتح في علامة تبويب جديدة)',
  },
})
