import type { Decorator, Preview } from '@storybook/react-vite'
import { useLayoutEffect } from 'react'
import { SufraQueryProvider } from '@sufra/api-client'
import { configure } from 'storybook/test'
import { I18nProvider, directionOf, isLocale, messages, type Locale } from '@sufra/i18n'
import './preview.css'

// waitFor/findBy wait for what a person waits for (a menu's focus, a carousel arriving, a dialog
// closing). Testing Library's 1 s ceiling is shorter than those take on a loaded machine or a slow
// phone (a lazy chunk such as the toasts arriving while both cores are busy); they still end the
// moment the state is reached.
configure({ asyncUtilTimeout: 15_000 })

// The Vitest projects storybook-en and storybook-ar set this, so every story runs in both directions.
const testLocale = () => globalThis.__SUFRA_STORY_LOCALE__

function DocumentDirection({ locale }: { locale: Locale }) {
  useLayoutEffect(() => {
    document.documentElement.lang = locale
    document.documentElement.dir = directionOf(locale)
  }, [locale])
  return null
}

const withLocale: Decorator = (Story, context) => {
  const requested = testLocale() ?? context.globals.locale
  const locale: Locale = isLocale(requested) ? requested : 'en'
  return (
    <I18nProvider locale={locale} messages={messages[locale]}>
      <DocumentDirection locale={locale} />
      <div dir={directionOf(locale)} lang={locale}>
        <Story />
      </div>
    </I18nProvider>
  )
}

/** Each story gets its own query cache, as the app has one (a story may still mount its own inside). */
const withQueryCache: Decorator = (Story) => (
  <SufraQueryProvider>
    <Story />
  </SufraQueryProvider>
)

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withQueryCache, withLocale],
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)', right: 'LTR' },
          { value: 'ar', title: 'العربية (RTL)', right: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
  },
}

export default preview
