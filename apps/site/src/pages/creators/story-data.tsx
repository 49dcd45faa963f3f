import { useMemo } from 'react'
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router'
import { type Schema, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import {
  SERVER_FAILURE,
  createFakeApi,
  envelope,
  failure,
  gate,
  http,
  storyUser,
} from '@sufra/api-client/testing'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { Toaster } from '@sufra/ui/toast'
import { SiteWidgetHost } from '../../layout/site-widget-host'
import { SessionProvider } from '../../session/session-context'
import { CreatorPage } from './creator-page'
import { CreatorsPage } from './creators-page'

/** Stories only: creators, their recipes and a fake server for the creators pages. */

export const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
export const m = (id: MessageId) => messages[lang()][id]

const face = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="${colour}"/>` +
      '<circle cx="48" cy="38" r="18" fill="#fff8ee"/><rect x="18" y="62" width="60" height="40" rx="30" fill="#fff8ee"/></svg>',
  )}`
const dish = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${colour}"/>` +
      '<circle cx="80" cy="60" r="36" fill="#fff8ee"/></svg>',
  )}`

const noPicture = { url: 'https://cdn.example/default.webp', key: 'default.webp' }

export const omar: Schema<'PublicUser'> = {
  _id: '9b2e6f10-7a4d-4e55-8c11-2d9f0b7c3a44',
  firstName: { en: 'Omar', ar: 'عمر' },
  lastName: { en: 'Khalil', ar: 'خليل' },
  username: 'omar',
  image: { url: face('#1f6d50'), key: 'users/omar.webp' },
  status: 'verified',
  bio: {
    en: 'Grill master from Amman. Kebabs, mansaf and everything smoky.',
    ar: 'خبير شواء من عمّان. كباب ومنسف وكل ما هو مدخّن.',
  },
  follower: ['f-1', 'f-2', 'f-3'],
  // Follows Salma and the signed-in story user, Layla.
  following: ['1c3e5a70-2b4d-4f6a-8c9e-0a1b2c3d4e5f', storyUser._id],
  recipesCount: 2,
  youtubeURL: 'https://www.youtube.com/@omargrills',
  instagramURL: null,
  facebookURL: null,
  tiktokURL: null,
  createdAt: '2025-02-01T10:00:00.000Z',
}

export const salma: Schema<'PublicUser'> = {
  ...omar,
  _id: '1c3e5a70-2b4d-4f6a-8c9e-0a1b2c3d4e5f',
  firstName: { en: 'Salma', ar: 'سلمى' },
  lastName: { en: 'Nasser', ar: 'ناصر' },
  username: 'salma',
  image: noPicture,
  status: 'unverified',
  bio: { en: '', ar: 'حلويات شرقية بلمسة حديثة.' },
  follower: [omar._id],
  following: [],
  recipesCount: 0,
  youtubeURL: null,
}

export const youssef: Schema<'PublicUser'> = {
  ...salma,
  _id: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  firstName: { en: 'Youssef', ar: 'يوسف' },
  lastName: { en: 'Haddad', ar: 'حداد' },
  username: 'youssef',
  status: 'verified',
  bio: { en: 'Bread, every day.', ar: 'خبز كل يوم.' },
  follower: [],
}

const people = [omar, salma, youssef]

function recipe(_id: string, title: Schema<'LocalizedText'>, colour: string): Schema<'RecipeSummary'> {
  return {
    _id,
    title,
    description: { en: '', ar: '' },
    thumbnail: { url: dish(colour), key: `recipes/${_id}.webp` },
    videoUrl: null,
    time: 30,
    servings: 4,
    ingredientsCount: 6,
    likesCount: 3,
    likedByMe: false,
    savedByMe: false,
    createdBy: {
      _id: omar._id,
      firstName: omar.firstName,
      lastName: omar.lastName,
      username: omar.username,
      image: omar.image,
      status: omar.status,
    },
    createdAt: '2025-03-01T12:00:00.000Z',
    metadata: { imported: false, site: null, originalUrl: null },
    category: [],
    cuisine: [],
  }
}

export const omarsRecipes = [
  recipe('r-1', { en: 'Chicken shish tawook', ar: 'شيش طاووق' }, '#c8553d'),
  recipe('r-2', { en: 'Lamb kofta', ar: 'كفتة لحم' }, '#6a994e'),
]

export type ServerOptions = {
  /** The signed-in person (null: a visitor). */
  user?: Schema<'CurrentUser'> | null
  /** What the follow calls answer (a failure from 400). */
  followStatus?: number
  /** The creators list fails (500) until `setListWorking()`. */
  listFails?: boolean
  /** The creators list waits until `releaseList()`. */
  listHeld?: boolean
  list?: Schema<'PublicUser'>[]
}

const summary = (person: Schema<'PublicUser'>): Schema<'CreatorSummary'> => ({
  _id: person._id,
  firstName: person.firstName,
  lastName: person.lastName,
  username: person.username,
  image: person.image,
  status: person.status,
  bio: person.bio,
  follower: person.follower,
  followersCount: person.follower.length,
  recipesCount: person.recipesCount,
})

/** A fake server that keeps who follows whom, so reads after a follow show it. */
export function creatorsServer({
  user = storyUser,
  followStatus = 200,
  listFails = false,
  listHeld = false,
  list = people,
}: ServerOptions = {}) {
  const state = new Map(list.map((person) => [person._id, { ...person, follower: [...person.follower] }]))
  let me = user ? { ...user, following: [...user.following] } : null
  let failing = listFails
  const held = gate()
  if (!listHeld) held.release()

  const follow = (id: string, yes: boolean): Schema<'FollowState'> => {
    const person = state.get(id)!
    const others = person.follower.filter((follower) => follower !== me!._id)
    person.follower = yes ? [...others, me!._id] : others
    me = { ...me!, following: yes ? [...me!.following, id] : me!.following.filter((other) => other !== id) }
    return { userId: id, following: yes, follower: person.follower, followersCount: person.follower.length }
  }

  const api = createFakeApi(
    http.get('/user/profile', ({ response }) =>
      me ? response(200).json(envelope(me)) : failure(401, 'Please log in.'),
    ),
    http.get('/user/get-all', async ({ response }) => {
      await held.opened
      if (failing) return failure(500, SERVER_FAILURE)
      const everyone = [...state.values()].filter((person) => person._id !== me?._id)
      return response(200).json(envelope(everyone.map(summary)))
    }),
    http.get('/user/profile/{id}', ({ params, response }) => {
      const person = state.get(params.id)
      return person ? response(200).json(envelope(person)) : failure(404, 'User not found.')
    }),
    http.get('/user/recipes/{id}', ({ params, response }) => {
      if (!state.has(params.id)) return failure(404, 'User not found.')
      return response(200).json(envelope(params.id === omar._id ? omarsRecipes : []))
    }),
    http.post('/follow/{id}', ({ params, response }) =>
      followStatus >= 400
        ? failure(followStatus, SERVER_FAILURE)
        : response(200).json(envelope(follow(params.id, true))),
    ),
    http.post('/follow/{id}/unfollow', ({ params, response }) =>
      followStatus >= 400
        ? failure(followStatus, SERVER_FAILURE)
        : response(200).json(envelope(follow(params.id, false))),
    ),
  )
  return {
    client: api.client,
    calls: api.calls,
    user,
    releaseList: held.release,
    setListWorking: () => {
      failing = false
    },
  }
}

export type CreatorsServer = ReturnType<typeof creatorsServer>

/** The site as it runs: its widget host and session on a router with both creators pages. */
export function CreatorsSite({ server, path }: { server: CreatorsServer; path: string }) {
  const { locale } = useI18n()
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            path: '/:lang',
            element: (
              <SiteWidgetHost>
                <Outlet />
              </SiteWidgetHost>
            ),
            children: [
              { path: 'creators', element: <CreatorsPage /> },
              { path: 'creators/:id', element: <CreatorPage /> },
            ],
          },
        ],
        { initialEntries: [`/${locale}${path}`] },
      ),
    [locale, path],
  )
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={server.client}>
        <SessionProvider initialUser={server.user}>
          <RouterProvider router={router} />
        </SessionProvider>
        <Toaster />
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}
