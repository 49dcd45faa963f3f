import { type ReactNode, useMemo, useState } from 'react'
import { type Schema, SufraApiProvider, SufraQueryProvider, type SufraClient } from '@sufra/api-client'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { Toaster } from '@sufra/ui/toast'
import { type CurrentUser, type WidgetHost, WidgetHostProvider } from '../widget-host'
import { storyUser } from '@sufra/api-client/testing'

/**
 * Stories only: a recipe, users and the providers (the host: widget-host/story-host; the API:
 * `createFakeApi` of `@sufra/api-client/testing`).
 */

export const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
export const m = (id: MessageId) => messages[storyLocale()][id]
/** A message with `{name}` placeholders filled in (no plurals). */
export const mf = (id: MessageId, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, String(value)), m(id))

// Pictures as data: URLs, so stories never touch the network.
export const picture = (colour: string, label = '', width = 800, height = 600) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="${colour}"/>` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fff8ee" opacity="0.9"/>` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 5}" fill="${colour}" opacity="0.55"/>` +
      (label
        ? `<text x="${width / 2}" y="${height - 40}" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#fff8ee">${label}</text>`
        : '') +
      '</svg>',
  )}`

export const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    '<rect width="96" height="96" fill="#d5eee1"/><circle cx="48" cy="38" r="18" fill="#1f6d50"/>' +
    '<rect x="18" y="62" width="60" height="40" rx="30" fill="#1f6d50"/></svg>',
)}`

export const creator: Schema<'UserSummary'> = {
  _id: '9b2e6f10-7a4d-4e55-8c11-2d9f0b7c3a44',
  firstName: { en: 'Omar', ar: 'عمر' },
  lastName: { en: 'Khalil', ar: 'خليل' },
  username: 'omar',
  image: { url: portrait, key: 'users/omar.webp' },
  status: 'verified',
}

/** A signed-in visitor who is not the recipe's creator. */
export const visitor: CurrentUser = storyUser
/** The recipe's creator, signed in. */
export const owner: CurrentUser = {
  ...storyUser,
  _id: creator._id,
  firstName: creator.firstName,
  lastName: creator.lastName,
  username: creator.username,
  image: creator.image,
  recipesCount: 4,
}

const term = (_id: string, key: string, en: string, ar: string): Schema<'TaxonomyTerm'> => ({
  _id,
  key,
  name: { en, ar },
})

export const recipe: Schema<'Recipe'> = {
  _id: '2f6d1c8e-4b7a-4f3e-9a21-7c5e0b1d3f88',
  title: { en: 'Chicken musakhan rolls', ar: 'لفائف مسخن الدجاج' },
  description: {
    en: 'Sumac-roasted chicken and slow-cooked onions rolled in thin bread, baked until crisp.',
    ar: 'دجاج محمّص بالسماق وبصل مطهو ببطء، ملفوف بخبز رقيق ومخبوز حتى يصبح مقرمشًا.',
  },
  thumbnail: { url: picture('#c8553d'), key: 'recipes/musakhan.webp' },
  otherImages: [
    { url: picture('#6a994e'), key: 'recipes/musakhan-2.webp' },
    { url: picture('#f2a541'), key: 'recipes/musakhan-3.webp' },
  ],
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  time: 45,
  servings: 4,
  ingredientsCount: 6,
  likesCount: 12,
  likedByMe: false,
  savedByMe: false,
  createdBy: creator,
  createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
  metadata: { imported: false, site: null, originalUrl: null },
  category: [
    term('0c8c5f7e-1111-4c1b-9a51-0f3c6a1e9b01', 'main-course', 'Main course', 'طبق رئيسي'),
    term('0c8c5f7e-2222-4c1b-9a51-0f3c6a1e9b01', 'dinner', 'Dinner', 'عشاء'),
  ],
  cuisine: [term('0c8c5f7e-3333-4c1b-9a51-0f3c6a1e9b01', 'levantine', 'Levantine', 'شامي')],
  ingredients: [],
  instructions: [
    { step: { en: 'Roast the chicken with sumac.', ar: 'حمّص الدجاج مع السماق.' }, image: null },
    { step: { en: 'Roll and bake.', ar: 'لفّ واخبز.' }, image: null },
  ],
  nutrition: { servings: 4, perServing: true, nutrients: [] },
  dietLabels: [],
  healthLabels: [],
  commentsCount: 0,
  lang: 'en',
}

export const importedRecipe: Schema<'Recipe'> = {
  ...recipe,
  _id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  title: { en: 'Lentil soup', ar: 'شوربة عدس' },
  createdBy: null,
  videoUrl: null,
  metadata: {
    imported: true,
    site: 'www.example-kitchen.com',
    originalUrl: 'https://www.example-kitchen.com/recipes/lentil-soup',
  },
}

/** The providers a widget needs in a story: query cache, the fake API, the host and the toasts. */
export function StoryProviders({
  host,
  client,
  children,
}: {
  host: WidgetHost
  client: SufraClient
  children: ReactNode
}) {
  const { locale } = useI18n()
  // One host object for the story's life, so widgets do not reset on re-render; its links are in
  // the story's language (known here, not yet on <html> when the story first renders).
  const [initialHost] = useState(host)
  const stableHost = useMemo(
    () => ({ ...initialHost, href: (path: string) => `/${locale}${path === '/' ? '' : path}` }),
    [initialHost, locale],
  )
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={client}>
        <WidgetHostProvider host={stableHost}>{children}</WidgetHostProvider>
        <Toaster />
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}
