import { defineCatalogue } from './define-catalogue'

/** Settings (/user/{id}/settings): the account form, feedback and account deletion. */
export const settingsMessages = defineCatalogue({
  en: {
    'settings.myAccount': 'My Account',
  },
  ar: {
    'settings.myAccount': 'حسابي',
  },
})
