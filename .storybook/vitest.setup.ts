import { inject } from 'vitest'

// Each Storybook Vitest project provides its locale; the preview decorator reads it so every
// story's play test and axe check runs once in English/LTR and once in Arabic/RTL.
declare module 'vitest' {
  export interface ProvidedContext {
    storyLocale: 'en' | 'ar'
  }
}

globalThis.__SUFRA_STORY_LOCALE__ = inject('storyLocale')
