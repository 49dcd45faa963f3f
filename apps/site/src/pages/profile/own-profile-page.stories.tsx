import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { type Schema, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import { SERVER_FAILURE, createFakeApi, envelope, failure, http, storyUser } from '@sufra/api-client/testing'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { Toaster, toaster } from '@sufra/ui/toast'
import { SiteWidgetHost } from '../../layout/site-widget-host'
import { SessionProvider } from '../../session/session-context'
import { RecipeFormPage } from '../recipe-form/recipe-form-page'
import { OwnProfilePage } from './own-profile-page'

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId) => messages[lang()][id]

// Small pictures as data: URLs, so the stories never touch the network.
const dish = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${colour}"/>` +
      '<circle cx="80" cy="60" r="36" fill="#fff8ee"/></svg>',
  )}`

function recipe(
  _id: string,
  title: Schema<'LocalizedText'>,
  thumbnail: string | null,
): Schema<'RecipeSummary'> {
  return {
    _id,
    title,
    description: { en: '', ar: '' },
    thumbnail: thumbnail ? { url: thumbnail, key: `recipes/${_id}.webp` } : null,
    videoUrl: null,
    time: 30,
    servings: 4,
    ingredientsCount: 6,
    likesCount: 3,
    likedByMe: false,
    savedByMe: false,
    createdBy: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    metadata: { imported: false, site: null, originalUrl: null },
    category: [],
    cuisine: [],
  }
}

const laylasRecipes = [
  recipe('r-1', { en: 'Fattoush with sumac', ar: 'فتوش بالسماق' }, dish('#c8553d')),
  // Written in one language only: the other page shows it as it is.
  recipe('r-2', { en: '', ar: 'مجدرة' }, dish('#6a994e')),
  {
    // Imported: the card names the site and links to the page it came from.
    ...recipe('r-3', { en: 'Lentil soup', ar: 'شوربة عدس' }, null),
    metadata: {
      imported: true,
      site: 'Example Kitchen',
      originalUrl: 'https://www.example-kitchen.com/lentil-soup',
    },
  },
]
const imported = recipe('r-4', { en: 'Imported shakshuka', ar: 'شكشوكة مستوردة' }, dish('#f2a541'))

/** The imported recipe in full, as POST /recipe/import and then GET /recipe/{id} answer it. */
const importedRecipe = (originalUrl: string): Schema<'Recipe'> => ({
  ...imported,
  createdBy: {
    _id: storyUser._id,
    firstName: storyUser.firstName,
    lastName: storyUser.lastName,
    username: storyUser.username,
    image: storyUser.image,
    status: storyUser.status,
  },
  metadata: { imported: true, site: 'example.com', originalUrl },
  otherImages: [],
  ingredients: [],
  instructions: [],
  nutrition: { servings: 4, perServing: true, nutrients: [] },
  dietLabels: [],
  healthLabels: [],
  commentsCount: 0,
  lang: 'en',
})

/** The public profile the server answers: the session's user with fresher counts. */
const publicProfile: Schema<'PublicUser'> = {
  _id: storyUser._id,
  firstName: storyUser.firstName,
  lastName: storyUser.lastName,
  username: storyUser.username,
  image: storyUser.image,
  status: storyUser.status,
  bio: storyUser.bio,
  follower: ['f-1', 'f-2', 'f-3', 'f-4', 'f-5'],
  following: ['g-1'],
  recipesCount: 3,
  youtubeURL: null,
  instagramURL: 'https://www.instagram.com/laylacooks',
  facebookURL: null,
  tiktokURL: null,
  createdAt: storyUser.createdAt,
}

type Routes = {
  recipes?: () => Schema<'RecipeSummary'>[] | null
  importStatus?: number
}

const notFound = () => failure(404, 'Not found')

/**
 * The fake API as these stories need it: the profile, the recipe list (null answers 500), the
 * import and the imported recipe. Every request is recorded.
 */
function storyApi({ recipes = () => laylasRecipes, importStatus = 201 }: Routes) {
  let importedFrom = ''
  const { client, calls } = createFakeApi(
    http.get('/user/profile/{id}', ({ params, response }) =>
      params.id === storyUser._id ? response(200).json(envelope(publicProfile)) : notFound(),
    ),
    http.get('/user/recipes/{id}', ({ params, response }) => {
      if (params.id !== storyUser._id) return notFound()
      const list = recipes()
      return list ? response(200).json(envelope(list)) : failure(500, SERVER_FAILURE)
    }),
    http.post('/recipe/import', async ({ request, response }) => {
      const body = await request.json()
      if (importStatus !== 201) return failure(importStatus, 'No recipe found on that page.')
      importedFrom = body.recipeUrl
      return response(201).json(envelope(importedRecipe(body.recipeUrl), 'Recipe imported successfully', 201))
    }),
    http.get('/recipe/{id}', ({ params, response }) =>
      params.id === imported._id && importedFrom
        ? response(200).json(envelope(importedRecipe(importedFrom)))
        : notFound(),
    ),
  )
  return { client, calls }
}

/** The site as it runs: its widget host on a router with the profile and the recipe form. */
function Page({ api }: { api: ReturnType<typeof storyApi> }) {
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
              { path: 'user/profile', element: <OwnProfilePage /> },
              { path: 'recipe/edit/:id', element: <RecipeFormPage /> },
            ],
          },
        ],
        { initialEntries: [`/${locale}/user/profile`] },
      ),
    [locale],
  )
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={api.client}>
        <SessionProvider initialUser={storyUser}>
          <RouterProvider router={router} />
        </SessionProvider>
        <Toaster />
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}

const meta = {
  title: 'Site/OwnProfilePage',
  component: OwnProfilePage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof OwnProfilePage>

export default meta
type Story = StoryObj<typeof meta>

const withApi = (routes: Routes = {}) => {
  const api = storyApi(routes)
  return { api, render: () => <Page api={api} /> }
}

const loaded = withApi()

/** The header from the session, refreshed by the public profile; the recipes as recipe cards. */
export const WithRecipes: Story = {
  render: loaded.render,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const name = lang() === 'ar' ? 'ليلى حداد' : 'Layla Haddad'

    await step('the header: name with (You), tools with the page language in their links', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveAccessibleName(
        `${name} ${m('profile.you')}`,
      )
      const settings = `/${lang()}/user/${storyUser._id}/settings`
      await expect(canvas.getByRole('link', { name: m('profile.edit') })).toHaveAttribute('href', settings)
      await expect(canvas.getByRole('link', { name: m('profile.settings') })).toHaveAttribute(
        'href',
        settings,
      )
      await expect(canvas.getByRole('link', { name: m('profile.createRecipe') })).toHaveAttribute(
        'href',
        `/${lang()}/recipe/create`,
      )
    })

    await step('the counts come from GET /user/profile/{id}', async () => {
      await waitFor(() =>
        expect(canvasElement.querySelector('[data-stat="profile.followers"]')).toHaveTextContent(
          lang() === 'ar' ? '5 متابِعين' : '5 followers',
        ),
      )
      await expect(
        canvas.getByRole('link', { name: new RegExp(m('profile.social.instagram')) }),
      ).toBeVisible()
    })

    await step('the recipes: cards linking to /recipe/{id}, titles in the page language', async () => {
      const section = canvas.getByRole('region', { name: m('profile.recipes.title') })
      const cards = await within(section).findAllByRole('article')
      await expect(cards).toHaveLength(3)
      const title = lang() === 'ar' ? 'فتوش بالسماق' : 'Fattoush with sumac'
      await expect(cards[0]).toHaveAccessibleName(title)
      await expect(within(cards[0]!).getByRole('heading', { level: 3, name: title })).toBeVisible()
      await expect(within(cards[0]!).getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `/${lang()}/recipe/r-1`,
      )
      // A title missing in this language falls back to the other one, in its own direction.
      await expect(within(cards[1]!).getByRole('heading', { level: 3 })).toHaveTextContent('مجدرة')
      // No thumbnail: a drawn placeholder, not a broken image.
      await expect(cards[2]!.querySelector('img')).toBeNull()
      // The imported recipe links to its source in a new tab.
      const source = within(cards[2]!).getByRole('link', { name: new RegExp('Example Kitchen') })
      await expect(source).toHaveAttribute('href', 'https://www.example-kitchen.com/lentil-soup')
      await expect(source).toHaveAttribute('target', '_blank')
    })
    await expect(loaded.api.calls).toContain(`GET /user/recipes/${storyUser._id}`)
  },
}

const empty = withApi({ recipes: () => [] })

/** No recipes yet: the spec's empty state. */
export const NoRecipes: Story = {
  render: empty.render,
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: m('profile.recipes.title') })
    await expect(await within(section).findByText(m('pages.creator.empty'))).toBeVisible()
    await expect(within(section).queryAllByRole('article')).toHaveLength(0)
  },
}

let recipesFailing = true
const failing = withApi({ recipes: () => (recipesFailing ? null : laylasRecipes) })

/** The recipe list fails: a message and Try again, which loads it. */
export const RecipesFailThenRetry: Story = {
  render: failing.render,
  beforeEach: () => {
    recipesFailing = true
    // The failed call is logged (spec section 7); keep the test output quiet.
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: m('profile.recipes.title') })
    await expect(await within(section).findByText(m('profile.recipes.failed'))).toBeVisible()
    recipesFailing = false
    await userEvent.click(within(section).getByRole('button', { name: m('explore.retry') }))
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(3))
  },
}

const importing = withApi()

/**
 * A successful import toasts the server's message and opens the recipe form on the imported recipe,
 * with the review notice naming the site and linking to the page.
 */
export const ImportOpensTheReview: Story = {
  render: importing.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(m('importRecipe.label')) }),
      'https://example.com/shakshuka',
    )
    await userEvent.click(canvas.getByRole('button', { name: m('importRecipe.submit') }))
    const toast = await screen.findByRole('status', { name: 'Recipe imported successfully' })
    await waitFor(() => expect(toast).toBeVisible())

    await expect(
      await canvas.findByRole('heading', { level: 1, name: m('pages.recipeEdit.title') }),
    ).toBeVisible()
    const notice = await waitFor(() => {
      const element = canvasElement.querySelector<HTMLElement>(
        '[data-scope=recipe-form] [data-part=review-notice]',
      )
      if (!element) throw new Error('no review notice yet')
      return element
    })
    await expect(notice).toHaveTextContent(
      messages[lang()]['recipeForm.review.imported'].replace('{site}', 'example.com'),
    )
    await expect(within(notice).getByRole('link')).toHaveAttribute('href', 'https://example.com/shakshuka')
    await expect(await canvas.findByDisplayValue('Imported shakshuka')).toBeVisible()
    await expect(importing.api.calls).toEqual(
      expect.arrayContaining(['POST /recipe/import', `GET /recipe/${imported._id}`]),
    )
  },
}

const refused = withApi({ importStatus: 400 })

/** A refused import toasts the server's message and keeps the page and its list as they were. */
export const ImportRefused: Story = {
  render: refused.render,
  beforeEach: () => {
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const section = canvas.getByRole('region', { name: m('profile.recipes.title') })
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(3))
    const field = canvas.getByRole('textbox', { name: new RegExp(m('importRecipe.label')) })
    await userEvent.type(field, 'https://example.com/about-us')
    await userEvent.click(canvas.getByRole('button', { name: m('importRecipe.submit') }))
    const toast = await screen.findByRole('alert', { name: 'No recipe found on that page.' })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(field).toHaveValue('https://example.com/about-us')
    await expect(within(section).getAllByRole('article')).toHaveLength(3)
  },
}
