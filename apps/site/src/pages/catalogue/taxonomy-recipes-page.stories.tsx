import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import type { Schema } from '@sufra/api-client'
import { SERVER_FAILURE, createFakeApi, envelope, failure, http, later } from '@sufra/api-client/testing'
import { toaster } from '@sufra/ui/toast'
import type { CatalogueKind } from './catalogue-data'
import { Frame, lang, m, picture, range, recipeNumber, scrollUntilEnd } from './catalogue-story-data'
import { TaxonomyRecipes } from './taxonomy-recipes-page'

const breakfast: Schema<'Category'> = {
  _id: 'ca000000-0000-4000-8000-000000000001',
  slug: 'breakfast',
  name: { en: 'Breakfast', ar: 'فطور' },
  image: { url: picture(1), key: 'categories/breakfast.webp' },
}
const garlic: Schema<'IngredientSummary'> = {
  _id: '1a000000-0000-4000-8000-000000000007',
  slug: 'garlic',
  name: { en: 'Garlic', ar: 'ثوم' },
  image: null,
  group: 'vegetables',
}

type Options = {
  /** How many recipes the category or ingredient has. */
  total?: number
  /** The first request fails once (500). */
  failFirst?: boolean
  delay?: number
}

/** GET /recipe/search/query as the server answers it: the named entry, 10 a page, 404 for an unknown slug. */
function storyApi({ total = 14, failFirst = false, delay = 150 }: Options = {}) {
  let failed = false
  const api = createFakeApi(
    http.get('/recipe/search/query', async ({ query, response }) => {
      await later(delay)
      if (failFirst && !failed) {
        failed = true
        return failure(500, SERVER_FAILURE)
      }
      const category = query.get('category')
      const ingredient = query.get('ingredient')
      if (category && category !== breakfast.slug) return failure(404, 'No category found')
      if (ingredient && ingredient !== garlic.slug) return failure(404, 'No ingredient found')
      const skip = Number(query.get('skip'))
      const limit = Number(query.get('limit'))
      return response(200).json(
        envelope({
          recipes: range(skip + 1, Math.min(total, skip + limit), recipeNumber),
          total,
          ...(category ? { category: breakfast } : { ingredient: garlic }),
        }),
      )
    }),
  )
  return {
    ...api,
    searchCalls: () => api.calls.filter((call) => call.startsWith('GET /recipe/search/query')),
  }
}

function scenario(kind: CatalogueKind, slag: string, options: Options = {}) {
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
      <Frame client={api.client} path={`/${kind}/${slag}`}>
        <TaxonomyRecipes kind={kind} slag={slag} />
      </Frame>
    ),
  }
}

const meta = {
  title: 'Site/TaxonomyRecipesPage',
  component: TaxonomyRecipes,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'category', slag: 'breakfast' },
  beforeEach: () => {
    toaster.remove()
    window.scrollTo(0, 0)
  },
} satisfies Meta<typeof TaxonomyRecipes>

export default meta
type Story = StoryObj<typeof meta>

const cardIds = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('article[data-recipe-id]'), (card) => card.getAttribute('data-recipe-id'))

const category = scenario('category', 'breakfast')

/**
 * /category/breakfast: the category's name as the heading, 10 recipe cards, scroll, the last 4 with
 * `skip=10`, and "You've reached the end".
 */
export const Category: Story = {
  beforeEach: category.beforeEach,
  render: category.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const name = lang() === 'ar' ? 'فطور' : 'Breakfast'
    await canvas.findByRole('heading', { level: 1, name }, { timeout: 15_000 })
    await waitFor(() => expect(document.title).toContain(name))
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(10))
    await expect(category.api().searchCalls()).toEqual([
      'GET /recipe/search/query?category=breakfast&limit=10&skip=0',
    ])
    await scrollUntilEnd(canvasElement)
    await expect(cardIds(canvasElement)).toHaveLength(14)
    await expect(category.api().searchCalls()).toEqual([
      'GET /recipe/search/query?category=breakfast&limit=10&skip=0',
      'GET /recipe/search/query?category=breakfast&limit=10&skip=10',
    ])
  },
}

const empty = scenario('category', 'breakfast', { total: 0 })

/** A category without recipes: "No recipes found". */
export const EmptyCategory: Story = {
  beforeEach: empty.beforeEach,
  render: empty.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(m('pages.category.empty'), undefined, { timeout: 15_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      lang() === 'ar' ? 'فطور' : 'Breakfast',
    )
  },
}

const unknown = scenario('category', 'no-such-thing')

/** An unknown slug (the API's 404): a not-found state with a sentence and a way to all categories. */
export const UnknownCategory: Story = {
  beforeEach: unknown.beforeEach,
  render: unknown.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: m('pages.category.notFound') }, { timeout: 15_000 })
    await expect(canvas.getByText(m('pages.category.notFoundHint'))).toBeVisible()
    await expect(canvas.getByRole('link', { name: m('pages.categories.all') })).toHaveAttribute(
      'href',
      `/${lang()}/categories`,
    )
  },
}

const ingredient = scenario('ingredient', 'garlic', { total: 23 })

/**
 * /ingredient/garlic: the ingredient's name, a link to its detail page (nutrition), 10 a page until
 * the end (23 recipes: three pages).
 */
export const Ingredient: Story = {
  args: { kind: 'ingredient', slag: 'garlic' },
  beforeEach: ingredient.beforeEach,
  render: ingredient.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole(
      'heading',
      { level: 1, name: lang() === 'ar' ? 'ثوم' : 'Garlic' },
      { timeout: 15_000 },
    )
    await expect(canvas.getByRole('link', { name: m('pages.ingredient.nutrition') })).toHaveAttribute(
      'href',
      `/${lang()}/ingredient/details/garlic/${garlic._id}`,
    )
    await scrollUntilEnd(canvasElement)
    await expect(cardIds(canvasElement)).toHaveLength(23)
    await expect(ingredient.api().searchCalls()).toEqual([
      'GET /recipe/search/query?ingredient=garlic&limit=10&skip=0',
      'GET /recipe/search/query?ingredient=garlic&limit=10&skip=10',
      'GET /recipe/search/query?ingredient=garlic&limit=10&skip=20',
    ])
  },
}

const failing = scenario('ingredient', 'garlic', { failFirst: true })

/** The first page fails: "Error loading recipes" and Try again, which loads it. */
export const FailsThenRetry: Story = {
  args: { kind: 'ingredient', slag: 'garlic' },
  beforeEach: failing.beforeEach,
  render: failing.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText(m('explore.loadFailed'), undefined, { timeout: 15_000 })
    await userEvent.click(canvas.getByRole('button', { name: m('explore.retry') }))
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(10), { timeout: 15_000 })
  },
}

const slow = scenario('category', 'breakfast', { delay: 60_000 })

/** While the first page loads: card placeholders under the generic heading. */
export const Loading: Story = {
  beforeEach: slow.beforeEach,
  render: slow.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(m('pages.category.title'))
    await expect(canvas.getByRole('status')).toHaveTextContent(m('recipeCard.loading'))
  },
}
