// Set by .storybook/vitest.setup.ts when stories run as tests; undefined in the Storybook UI.
// eslint-disable-next-line no-var -- a global needs `var` to be declared
declare var __SUFRA_STORY_LOCALE__: 'en' | 'ar' | undefined
