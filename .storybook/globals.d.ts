// Set by .storybook/vitest.setup.ts when stories run as tests; undefined in the Storybook UI.
declare var __SUFRA_STORY_LOCALE__: 'en' | 'ar' | undefined
