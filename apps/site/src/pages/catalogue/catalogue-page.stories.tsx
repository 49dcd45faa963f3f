import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import type { Schema } from '@sufra/api-client'
import { SERVER_FAILURE, createFakeApi, envelope, failure, http, later } from '@sufra/api-client/testing'
import { toaster } from '@sufra/ui/toast'
import { CategoriesPage, IngredientsPage } from './catalogue-page'
import { Frame, lang, m, picture, range, scrollToEnd, scrollUntilEnd } from './catalogue-story-data'

const TOTAL = 40

const category = (n: number): Schema<'Category'> => ({
  _id: `ca000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `category-${n}`,
  name: { en: `Category ${n}`, ar: `فئة ${n}` },
  image: { url: picture(n), key: `categories/${n}.webp` },
})
const ingredient = (n: number): Schema<'IngredientSummary'> => ({
  _id: `1a000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `ingredient-${n}`,
  name: { en: `Ingredient ${n}`, ar: `مكوّن ${n}` },
  image: null,
  group: 'vegetables',
})

// Twelve popular entries: the page shows the first 10.
const popular = (kind: 'category' | 'ingredient'): Schema<'Popular'>[] =>
  range(1, 12, (n) => ({
    _id: kind === 'category' ? category(n).name : ingredient(n).name,
    slug: `${kind}-${n}`,
    count: 30 - n,
    image: null,
  }))

type Options = {
  /** `skip` values that fail (500) the first time they are asked for. */
  failOnce?: number[]
  /** How long each grid page takes, in ms. */
  delay?: number
}

/** The fake API of both pages: 40 categories and 40 ingredients, every request recorded. */
function storyApi({ failOnce = [], delay = 150 }: Options = {}) {
  const failed = new Set<number>()
  const pageOf =
    <Entry,>(make: (n: number) => Entry) =>
    async (skip: number, limit: number) => {
      await later(delay)
      if (failOnce.includes(skip) && !failed.has(skip)) {
        failed.add(skip)
        return undefined
      }
      return range(skip + 1, Math.min(TOTAL, skip + limit), make)
    }
  const categories = pageOf(category)
  const ingredients = pageOf(ingredient)
  const api = createFakeApi(
    http.get('/category/popular', ({ response }) => response(200).json(envelope(popular('category')))),
    http.get('/ingredient/popular', ({ response }) => response(200).json(envelope(popular('ingredient')))),
    http.get('/category', async ({ query, response }) => {
      const page = await categories(Number(query.get('skip')), Number(query.get('limit')))
      return page
        ? response(200).json(envelope({ categories: page, total: TOTAL }))
        : failure(500, SERVER_FAILURE)
    }),
    http.get('/ingredient', async ({ query, response }) => {
      const page = await ingredients(Number(query.get('skip')), Number(query.get('limit')))
      return page
        ? response(200).json(envelope({ ingredients: page, total: TOTAL }))
        : failure(500, SERVER_FAILURE)
    }),
  )
  return { ...api, gridCalls: () => api.calls.filter((call) => /^GET \/(category|ingredient)\?/.test(call)) }
}

function scenario(kind: 'category' | 'ingredient', options: Options = {}) {
  let api = storyApi(options)
  return {
    api: () => api,
    beforeEach: () => {
      api = storyApi(options)
      // Failed calls are logged (spec section 8); keep the test output quiet.
      const logged = spyOn(console, 'error').mockImplementation(() => {})
      return () => logged.mockRestore()
    },
    render: () => (
      <Frame client={api.client} path={kind === 'category' ? '/categories' : '/ingredients'}>
        {kind === 'category' ? <CategoriesPage /> : <IngredientsPage />}
      </Frame>
    ),
  }
}

const meta = {
  title: 'Site/CataloguePage',
  component: CategoriesPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove()
    window.scrollTo(0, 0)
  },
} satisfies Meta<typeof CategoriesPage>

export default meta
type Story = StoryObj<typeof meta>

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('catalogue-grid')
const tiles = (root: HTMLElement) => within(root).queryAllByRole('listitem')

const categories = scenario('category')

/**
 * /categories: the heading, the popular strip cut to 10 link chips, then the grid: 30, scroll, the
 * last 10 with `skip=30`, and "You've reached the end"; nothing asked for twice.
 */
export const Categories: Story = {
  beforeEach: categories.beforeEach,
  render: categories.render,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const prefix = `/${lang()}`
    await expect(canvas.getByRole('heading', { level: 1, name: m('pages.categories.title') })).toBeVisible()
    await waitFor(() => expect(document.title).toContain(m('pages.categories.title')))

    await step('the popular strip: the first 10, linking to each category', async () => {
      const strip = canvas.getByRole('region', { name: m('pages.categories.popular') })
      await waitFor(() => expect(within(strip).getAllByRole('link')).toHaveLength(10))
      const first = within(strip).getByRole('link', {
        name: new RegExp(lang() === 'ar' ? 'فئة 1\\b' : 'Category 1\\b'),
      })
      await expect(first).toHaveAttribute('href', `${prefix}/category/category-1`)
      await expect(within(strip).queryByText(lang() === 'ar' ? 'فئة 11' : 'Category 11')).toBeNull()
    })

    await step('the grid: 30 tiles with pictures and names, linking by slug', async () => {
      const region = canvas.getByRole('region', { name: m('pages.categories.all') })
      await waitFor(() => expect(tiles(grid(canvasElement))).toHaveLength(30), { timeout: 15_000 })
      const link = within(region).getByRole('link', { name: lang() === 'ar' ? 'فئة 2' : 'Category 2' })
      await expect(link).toHaveAttribute('href', `${prefix}/category/category-2`)
      const img = link.querySelector('img')!
      await expect(img).toHaveAttribute('width', '400')
      await expect(img).toHaveAttribute('height', '300')
      await expect(categories.api().gridCalls()).toEqual(['GET /category?limit=30&skip=0'])
    })

    await step('scrolling loads the last page and ends the list', async () => {
      await scrollUntilEnd(grid(canvasElement))
      await expect(tiles(grid(canvasElement))).toHaveLength(40)
      await expect(categories.api().gridCalls()).toEqual([
        'GET /category?limit=30&skip=0',
        'GET /category?limit=30&skip=30',
      ])
    })
  },
}

const ingredients = scenario('ingredient')

/** /ingredients: ingredients have no pictures (a first letter instead); the grid ends the same way. */
export const Ingredients: Story = {
  beforeEach: ingredients.beforeEach,
  render: ingredients.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const prefix = `/${lang()}`
    await expect(canvas.getByRole('heading', { level: 1, name: m('pages.ingredients.title') })).toBeVisible()
    const strip = canvas.getByRole('region', { name: m('pages.ingredients.popular') })
    await waitFor(() => expect(within(strip).getAllByRole('link')).toHaveLength(10))
    await waitFor(() => expect(tiles(grid(canvasElement))).toHaveLength(30), { timeout: 15_000 })
    const link = within(grid(canvasElement)).getByRole('link', {
      name: lang() === 'ar' ? 'مكوّن 3' : 'Ingredient 3',
    })
    await expect(link).toHaveAttribute('href', `${prefix}/ingredient/ingredient-3`)
    await expect(link.querySelector('img')).toBeNull()
    await scrollUntilEnd(grid(canvasElement))
    await expect(tiles(grid(canvasElement))).toHaveLength(40)
  },
}

const firstPageFails = scenario('category', { failOnce: [0] })

/** The first page fails: the failure in words and Try again, which loads it. */
export const FirstPageFailsThenRetry: Story = {
  beforeEach: firstPageFails.beforeEach,
  render: firstPageFails.render,
  play: async ({ canvasElement }) => {
    const region = grid(canvasElement)
    await within(region).findByText(m('pages.categories.loadFailed'), undefined, { timeout: 15_000 })
    await userEvent.click(within(region).getByRole('button', { name: m('explore.retry') }))
    await waitFor(() => expect(tiles(grid(canvasElement))).toHaveLength(30), { timeout: 15_000 })
  },
}

const nextPageFails = scenario('ingredient', { failOnce: [30] })

/** The second page fails: the loaded tiles stay, no end message, and Try again loads it. */
export const NextPageFailsThenRetry: Story = {
  beforeEach: nextPageFails.beforeEach,
  render: nextPageFails.render,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(tiles(grid(canvasElement))).toHaveLength(30), { timeout: 15_000 })
    scrollToEnd(grid(canvasElement))
    const alert = await within(grid(canvasElement)).findByRole('alert', undefined, { timeout: 15_000 })
    await expect(alert).toHaveTextContent(m('pages.ingredients.loadFailed'))
    await expect(within(grid(canvasElement)).queryByText(m('pages.endOfList'))).toBeNull()
    await userEvent.click(within(grid(canvasElement)).getByRole('button', { name: m('explore.retry') }))
    await waitFor(() => expect(tiles(grid(canvasElement))).toHaveLength(40), { timeout: 15_000 })
    await expect(within(grid(canvasElement)).getByText(m('pages.endOfList'))).toBeVisible()
  },
}

const slow = scenario('category', { delay: 60_000 })

/** While the first page loads: tile placeholders in a busy region. */
export const Loading: Story = {
  beforeEach: slow.beforeEach,
  render: slow.render,
  play: async ({ canvasElement }) => {
    const region = grid(canvasElement)
    await expect(within(region).getByRole('status')).toHaveTextContent(m('common.loading'))
    await expect(region.querySelector('[aria-busy=true]')).not.toBeNull()
  },
}
