import { type ReactNode, useMemo } from 'react'
import { type Schema, type SufraClient, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import {
  SERVER_FAILURE,
  createFakeApi,
  envelope,
  failure,
  http,
  later,
  storyUser,
} from '@sufra/api-client/testing'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { Toaster } from '@sufra/ui/toast'
import { type CurrentUser, type WidgetHost, WidgetHostProvider } from '../widget-host'
import { type StoryHost, storyHost as sharedStoryHost } from '../widget-host/story-host'

/** Stories only: recipes, a fake host and a fake API for the recipe card. */

export const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
export const m = (id: MessageId) => messages[storyLocale()][id]

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
/** A moment `days` days (and an hour) before now. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY - HOUR).toISOString()

/** A plate as a data: URL, so the stories never touch the network. */
export const dish = (colour: string, accent = '#fff8ee') =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
      `<rect width="400" height="300" fill="${colour}"/>` +
      `<circle cx="200" cy="150" r="105" fill="${accent}"/>` +
      `<circle cx="200" cy="150" r="70" fill="${colour}" opacity="0.35"/></svg>`,
  )}`

export const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" fill="#d5eee1"/><circle cx="32" cy="25" r="12" fill="#1f6d50"/>' +
    '<rect x="12" y="41" width="40" height="30" rx="20" fill="#1f6d50"/></svg>',
)}`

export const layla: Schema<'UserSummary'> = {
  _id: '4d7c1a52-2f0e-4c1b-9a51-0f3c6a1e9b01',
  firstName: { en: 'Layla', ar: 'ليلى' },
  lastName: { en: 'Haddad', ar: 'حداد' },
  username: 'layla.cooks',
  image: { url: 'https://cdn.sufra.example/users/default.webp', key: 'default.webp' },
  status: 'verified',
}

export const omar: Schema<'UserSummary'> = {
  _id: '9b2e6f10-7a4d-4e55-8c11-2d9f0b7c3a44',
  firstName: { en: 'Omar', ar: 'عمر' },
  lastName: { en: 'Khalil', ar: 'خليل' },
  username: 'omar',
  image: { url: portrait, key: 'users/omar.webp' },
  status: 'unverified',
}

export function recipe(overrides: Partial<Schema<'RecipeSummary'>> = {}): Schema<'RecipeSummary'> {
  return {
    _id: '0f8e9a3c-55c1-4f0b-8d6f-7a2b1c3d4e50',
    title: { en: 'Fattoush with sumac and crisp bread', ar: 'فتوش بالسماق والخبز المحمص' },
    description: {
      en: 'A bright Levantine salad of tomatoes, cucumbers and herbs with toasted bread.',
      ar: 'سلطة شامية منعشة من الطماطم والخيار والأعشاب مع الخبز المحمص.',
    },
    thumbnail: { url: dish('#c8553d'), key: 'recipes/fattoush.webp' },
    videoUrl: null,
    time: 25,
    servings: 4,
    ingredientsCount: 12,
    likesCount: 7,
    likedByMe: false,
    savedByMe: false,
    createdBy: layla,
    createdAt: daysAgo(3),
    metadata: { imported: false, site: null, originalUrl: null },
    category: [],
    cuisine: [],
    ...overrides,
  }
}

/** 30 words in each language: the card shows the first 20 and an ellipsis. */
export const longDescription = {
  en:
    'Layers of spiced rice, fried aubergine and cauliflower and tender chicken, cooked in one pot and ' +
    'turned upside down at the table so everyone sees the golden crust on top before serving it hot.',
  ar:
    'طبقات من الأرز المتبل والباذنجان المقلي والقرنبيط والدجاج الطري تطهى في قدر واحد ثم تقلب رأسا على ' +
    'عقب أمام الضيوف ليرى الجميع القشرة الذهبية في الأعلى قبل تقديمها ساخنة مع اللبن والسلطة الخضراء الطازجة.',
}

/** The signed-in viewer of the card stories (not the recipes' creator). */
export const viewer: CurrentUser = {
  ...storyUser,
  _id: 'b3c1d2e4-0000-4000-8000-000000000042',
  email: 'huda@example.com',
  firstName: { en: 'Huda', ar: 'هدى' },
  lastName: { en: 'Nasser', ar: 'ناصر' },
  username: 'huda',
}

/** A host like the site's: signed out, the sign-in alert is a toast and nothing else happens. */
export function storyHost(signedIn: boolean): StoryHost {
  return sharedStoryHost({
    user: signedIn ? viewer : null,
    // CardProviders puts the page language in front.
    href: (path) => path,
  })
}

export type FakeServer = {
  /** The status POST /like/{recipeId} answers (200 toggles). */
  likeStatus: number
  /** The status the save and unsave calls answer (200 applies). */
  saveStatus: number
  /** Recorded requests, `POST /like/{recipeId}`. */
  calls: string[]
}

/**
 * The like and save calls on the fake API, each answering after `delay` ms so a story can see the
 * optimistic state. The server keeps its own like count and saved flag.
 */
export function fakeServer(start: Schema<'RecipeSummary'>, delay = 150) {
  let liked = start.likedByMe
  let likesCount = start.likesCount
  let saved = start.savedByMe
  const api = createFakeApi(
    http.post('/like/{recipeId}', async ({ params, response }) => {
      await later(delay)
      if (state.likeStatus !== 200) return failure(state.likeStatus, SERVER_FAILURE)
      liked = !liked
      likesCount += liked ? 1 : -1
      return response(200).json(
        envelope({ recipeId: params.recipeId, liked, likesCount }, liked ? 'Recipe liked' : 'Recipe unliked'),
      )
    }),
    http.post('/recipe-user/save/{id}', async ({ params, response }) => {
      await later(delay)
      if (state.saveStatus !== 200) return failure(state.saveStatus, SERVER_FAILURE)
      saved = true
      return response(200).json(
        envelope({ recipeId: params.id, saved, savedRecipes: [params.id] }, 'Recipe saved successfully'),
      )
    }),
    http.post('/recipe-user/unsave/{id}', async ({ params, response }) => {
      await later(delay)
      if (state.saveStatus !== 200) return failure(state.saveStatus, SERVER_FAILURE)
      saved = false
      return response(200).json(
        envelope({ recipeId: params.id, saved, savedRecipes: [] }, 'Recipe unsaved successfully'),
      )
    }),
  )
  const state: FakeServer = { likeStatus: 200, saveStatus: 200, calls: api.calls }
  return { state, client: api.client }
}

/** The providers a card needs: query cache, the fake API's client, the host, and the toasts. */
export function CardProviders({
  host,
  client,
  children,
}: {
  host: WidgetHost
  client: SufraClient
  children: ReactNode
}) {
  // The page language is known here (the document's lang attribute is set only after this renders).
  const { locale } = useI18n()
  const localized = useMemo<WidgetHost>(
    () => ({ ...host, href: (path) => `/${locale}${path === '/' ? '' : path}` }),
    [host, locale],
  )
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={client}>
        <WidgetHostProvider host={localized}>{children}</WidgetHostProvider>
        <Toaster />
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}
