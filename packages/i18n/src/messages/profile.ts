import { defineCatalogue } from './define-catalogue'

/** The own-profile page (/user, /user/profile): counts, markers, tools. */
export const profileMessages = defineCatalogue({
  en: {
    'profile.you': '(You)',
  },
  ar: {
    'profile.you': '(أنت)',
  },
})
