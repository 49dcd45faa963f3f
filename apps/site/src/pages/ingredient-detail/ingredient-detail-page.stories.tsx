import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { type Schema, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import { SERVER_FAILURE, createFakeApi, envelope, failure, http } from '@sufra/api-client/testing'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { SiteWidgetHost } from '../../layout/site-widget-host'
import { SessionProvider } from '../../session/session-context'
import { IngredientDetailPage } from './ingredient-detail-page'

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId) => messages[lang()][id]
const mf = (id: MessageId, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), m(id))

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const picture = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${colour}"/>` +
      '<circle cx="160" cy="120" r="80" fill="#fff8ee"/></svg>',
  )}`

const dishes: [string, string][] = [
  ['Toum', 'ثومية'],
  ['Shakshuka', 'شكشوكة'],
  ['Mujaddara', 'مجدرة'],
  ['Fattoush', 'فتوش'],
]

function recipeNumber(n: number): Schema<'RecipeSummary'> {
  const [en, ar] = dishes[n % dishes.length]!
  return {
    _id: uuid(n),
    title: { en: `${en} ${n}`, ar: `${ar} ${n}` },
    description: { en: 'Made with plenty of garlic.', ar: 'مع الكثير من الثوم.' },
    thumbnail: { url: picture(n % 2 ? '#c8553d' : '#6a994e'), key: `recipes/${n}.webp` },
    videoUrl: null,
    time: 20 + n * 5,
    servings: 4,
    ingredientsCount: 6,
    likesCount: n,
    likedByMe: false,
    savedByMe: false,
    createdBy: {
      _id: uuid(900),
      firstName: { en: 'Layla', ar: 'ليلى' },
      lastName: { en: 'Haddad', ar: 'حداد' },
      username: 'layla',
      image: { url: picture('#1f6d50'), key: 'users/layla.webp' },
      status: 'verified',
    },
    createdAt: new Date(Date.now() - n * 86_400_000 - 60_000).toISOString(),
    metadata: { imported: false, site: null, originalUrl: null },
    category: [],
    cuisine: [],
  }
}

const garlic: Schema<'IngredientDetail'> = {
  _id: uuid(1),
  slug: 'garlic',
  name: { en: 'Garlic', ar: 'ثوم' },
  image: null,
  group: 'vegetables',
  nutrition: [
    { nutrientId: 1008, nutrientName: 'Energy', value: 149, unitName: 'KCAL' },
    { nutrientId: 1062, nutrientName: 'Energy', value: 623, unitName: 'KJ' },
    { nutrientId: 1003, nutrientName: 'Protein', value: 6.36, unitName: 'G' },
    { nutrientId: 1005, nutrientName: 'Carbohydrate, by difference', value: 33.1, unitName: 'G' },
    { nutrientId: 1162, nutrientName: 'Vitamin C, total ascorbic acid', value: 31.2, unitName: 'MG' },
    { nutrientId: 1087, nutrientName: 'Calcium, Ca', value: 181, unitName: 'MG' },
  ],
  portions: [
    { amount: 1, unit: 'cup', grams: 136 },
    { amount: 1, unit: 'clove', grams: 3 },
  ],
  recipes: Array.from({ length: 8 }, (_, index) => recipeNumber(index + 1)),
}

/** The answers of GET /ingredient/{id}, one a call (the last repeats); 'hold' never answers. */
function storyApi(answers: Array<number | 'hold'> = [200]) {
  let calls = 0
  const { client, requests } = createFakeApi(
    http.get('/ingredient/{id}', ({ params, response }) => {
      if (params.id !== garlic._id) return failure(404, 'No ingredient found')
      const answer = answers[Math.min(calls, answers.length - 1)]!
      calls += 1
      if (answer === 'hold') return new Promise<never>(() => {})
      if (answer === 200) return response(200).json(envelope(garlic))
      return failure(answer, SERVER_FAILURE)
    }),
  )
  return { client, requests }
}

type Api = ReturnType<typeof storyApi>

/** The page at /{locale}/ingredient/details/{slug}/{id} inside the site's session, host and router. */
function Page({ api, id }: { api: Api; id: string }) {
  const { locale } = useI18n()
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/:lang/ingredient/details/:slug/:id',
          element: (
            <SiteWidgetHost>
              <IngredientDetailPage />
            </SiteWidgetHost>
          ),
        },
        { path: '/:lang/*', element: <p data-testid="elsewhere">elsewhere</p> },
      ],
      { initialEntries: [`/${locale}/ingredient/details/garlic/${id}`] },
    ),
  )
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={api.client}>
        <SessionProvider initialUser={null}>
          <RouterProvider router={router} />
        </SessionProvider>
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}

function setup(answers?: Array<number | 'hold'>, id = garlic._id) {
  const api = storyApi(answers)
  return { api, render: () => <Page api={api} id={id} /> }
}

const meta = {
  title: 'Site/IngredientDetailPage',
  component: IngredientDetailPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof IngredientDetailPage>

export default meta
type Story = StoryObj<typeof meta>

/** The failures are logged by the query client; keep the test output quiet. */
function quietErrors() {
  const logged = spyOn(console, 'error').mockImplementation(() => {})
  return () => logged.mockRestore()
}

const loaded = setup()

/**
 * Garlic: its name and food group, the nutrition table per 100 g with a portion chooser, and its 8
 * recipes as cards with a link to all of them; the tab is named after it.
 */
export const Loaded: Story = {
  render: loaded.render,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const name = garlic.name[lang()]
    await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible()
    await expect(canvas.getByText(m('ingredientDetail.group.vegetables'))).toBeVisible()
    await waitFor(() => expect(document.title).toBe(mf('ingredientDetail.documentTitle', { name })))

    await step('the nutrition table, per 100 g then per cup', async () => {
      const table = canvas.getByRole('table')
      const calories = () => table.querySelector('tr[data-nutrient="1008"] td')!
      await expect(calories()).toHaveTextContent(lang() === 'ar' ? '149 سعرة' : '149 kcal')
      const cup = lang() === 'ar' ? '1 كوب، 136 غ' : '1 cup, 136 g'
      await userEvent.click(canvas.getByText(cup))
      await expect(canvas.getByRole('radio', { name: cup })).toBeChecked()
      await waitFor(() => expect(calories()).toHaveTextContent(lang() === 'ar' ? '203 سعرة' : '203 kcal'))
    })

    await step('8 recipes and a link to all of them', async () => {
      const recipes = canvas.getByRole('region', { name: mf('ingredientDetail.recipes', { name }) })
      await expect(recipes.querySelectorAll('article[data-recipe-id]')).toHaveLength(8)
      await expect(
        within(recipes).getByRole('link', { name: m('ingredientDetail.recipes.all') }),
      ).toHaveAttribute('href', `/${lang()}/ingredient/garlic`)
    })
    await expect(loaded.api.requests.map((call) => call.path)).toEqual([`/ingredient/${garlic._id}`])
  },
}

const slow = setup(['hold'])

/** While the ingredient loads: the page's shape, busy, with a status for screen readers. */
export const Loading: Story = {
  render: slow.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent(m('ingredientDetail.loading'))
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull()
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull()
  },
}

const unknown = setup([200], uuid(404))

/** An unknown id: "No ingredient found" and a way to all ingredients. */
export const NotFound: Story = {
  beforeEach: quietErrors,
  render: unknown.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: m('pages.ingredientDetails.empty') }),
    ).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      m('pages.ingredientDetails.title'),
    )
    await userEvent.click(canvas.getByRole('link', { name: m('ingredientDetail.allIngredients') }))
    await expect(await canvas.findByTestId('elsewhere')).toBeInTheDocument()
  },
}

const failsOnce = setup([500, 200])

/** The read fails: "Failed to fetch ingredient details" with Try again, which loads it. */
export const FetchFailedThenRetry: Story = {
  beforeEach: quietErrors,
  render: failsOnce.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(m('ingredientDetail.fetchFailed'))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: m('explore.retry') }))
    await expect(await canvas.findByRole('heading', { level: 1, name: garlic.name[lang()] })).toBeVisible()
    await expect(failsOnce.api.requests).toHaveLength(2)
  },
}
