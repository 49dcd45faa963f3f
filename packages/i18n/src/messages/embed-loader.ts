import { defineCatalogue } from './define-catalogue'

/**
 * What the embed loader (packages/embed/src/loader) shows instead of a widget it cannot show on a partner's
 * page. Its build copies these as plain strings (no ICU arguments: the loader has no formatter).
 */
export const embedLoaderMessages = defineCatalogue({
  en: {
    'embedLoader.failed': 'Sufra cannot show this here right now.',
    'embedLoader.open': 'See it on Sufra',
  },
  ar: {
    'embedLoader.failed': 'لا تستطيع سفرة عرض هذا هنا الآن.',
    'embedLoader.open': 'شاهده على سفرة',
  },
})
