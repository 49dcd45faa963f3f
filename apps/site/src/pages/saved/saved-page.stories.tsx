import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { type Schema, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import { SERVER_FAILURE, createFakeApi, envelope, failure, http } from '@sufra/api-client/testing'
import { type MessageId, messages } from '@sufra/i18n'
import { Toaster, toaster } from '@sufra/ui/toast'
import { SiteWidgetHost } from '../../layout/site-widget-host'
import { StoryFrame, storyUser } from '../../layout/story-frame'
import { SavedPage } from './saved-page'

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId) => messages[lang()][id]

const dish = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${colour}"/>` +
      '<circle cx="160" cy="120" r="80" fill="#fff8ee"/></svg>',
  )}`

function saved(n: number, title: Schema<'LocalizedText'>, colour: string): Schema<'RecipeSummary'> {
  return {
    _id: `5a000000-0000-4000-8000-00000000000${n}`,
    title,
    description: { en: 'Saved for the weekend.', ar: 'محفوظة لعطلة نهاية الأسبوع.' },
    thumbnail: { url: dish(colour), key: `recipes/${n}.webp` },
    videoUrl: null,
    time: 30 + n * 10,
    servings: 2 + n,
    ingredientsCount: 5 + n,
    likesCount: 10 + n,
    likedByMe: n === 1,
    savedByMe: true,
    createdBy: {
      _id: 'c0000000-0000-4000-8000-000000000001',
      firstName: { en: 'Omar', ar: 'عمر' },
      lastName: { en: 'Khalil', ar: 'خليل' },
      username: 'omar',
      image: { url: 'https://cdn.example/default.webp', key: 'default.webp' },
      status: 'verified',
    },
    createdAt: new Date(Date.now() - n * 24 * 60 * 60 * 1000 - 60_000).toISOString(),
    metadata: { imported: false, site: null, originalUrl: null },
    category: [],
    cuisine: [],
  }
}

const savedRecipes = [
  saved(1, { en: 'Chicken mandi', ar: 'مندي دجاج' }, '#c8553d'),
  saved(2, { en: 'Kunafa', ar: 'كنافة' }, '#f2a541'),
  saved(3, { en: 'Molokhia', ar: 'ملوخية' }, '#6a994e'),
]

/** GET /recipe-user answers `list()` (null: a 500); every request is recorded. */
function scenario(list: () => Schema<'RecipeSummary'>[] | null) {
  const make = () => {
    const { client, calls } = createFakeApi(
      http.get('/recipe-user', ({ response }) => {
        const recipes = list()
        return recipes ? response(200).json(envelope(recipes)) : failure(500, SERVER_FAILURE)
      }),
    )
    return { client, calls }
  }
  let api = make()
  return {
    api: () => api,
    beforeEach: () => {
      api = make()
    },
    render: () => (
      <SufraQueryProvider>
        <SufraApiProvider client={api.client}>
          <StoryFrame user={storyUser} path="/saved">
            <SiteWidgetHost>
              <SavedPage />
            </SiteWidgetHost>
          </StoryFrame>
          <Toaster />
        </SufraApiProvider>
      </SufraQueryProvider>
    ),
  }
}

const meta = {
  title: 'Site/SavedPage',
  component: SavedPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof SavedPage>

export default meta
type Story = StoryObj<typeof meta>

const withRecipes = scenario(() => savedRecipes)

/** The saved recipes as cards, each saved (pressed), titles as level-2 headings under the page title. */
export const WithRecipes: Story = {
  beforeEach: withRecipes.beforeEach,
  render: withRecipes.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(m('pages.saved.title'))
    const cards = await canvas.findAllByRole('article')
    await expect(cards).toHaveLength(3)
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      savedRecipes.map((recipe) => recipe.title[lang()]),
    )
    for (const card of cards) {
      await expect(within(card).getByRole('button', { name: m('recipeCard.save') })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
    }
    await expect(
      within(cards[0]!).getByRole('link', { name: savedRecipes[0]!.title[lang()] }),
    ).toHaveAttribute('href', `/${lang()}/recipe/${savedRecipes[0]!._id}`)
    await expect(withRecipes.api().calls).toEqual(['GET /recipe-user'])
  },
}

const none = scenario(() => [])

/** Nothing saved yet: No saved recipes found, and a way to the explore page. */
export const Empty: Story = {
  beforeEach: none.beforeEach,
  render: none.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(m('pages.saved.empty'))).toBeVisible()
    await expect(canvas.getByRole('link', { name: m('saved.explore') })).toHaveAttribute(
      'href',
      `/${lang()}/explore`,
    )
    await expect(canvas.queryAllByRole('article')).toHaveLength(0)
  },
}

let failing = true
const broken = scenario(() => (failing ? null : savedRecipes))

/** The list fails: "Error loading saved recipes" as a toast and in place; Try again loads it. */
export const FailsThenRetry: Story = {
  beforeEach: () => {
    broken.beforeEach()
    failing = true
    // The failed call is logged (spec section 7); keep the test output quiet.
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
  render: broken.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toast = await screen.findByRole('alert', { name: m('saved.loadFailed') }, { timeout: 15_000 })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(canvas.getByText(m('saved.loadFailed'))).toBeVisible()
    failing = false
    await userEvent.click(canvas.getByRole('button', { name: m('explore.retry') }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3))
  },
}
