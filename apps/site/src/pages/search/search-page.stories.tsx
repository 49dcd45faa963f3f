import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLocation, useNavigate } from 'react-router'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import type { Schema } from '@sufra/api-client'
import { SERVER_FAILURE, createFakeApi, envelope, failure, http, later } from '@sufra/api-client/testing'
import { SEARCH_HISTORY_KEY, type SearchListFilter } from '@sufra/core'
import { toaster } from '@sufra/ui/toast'
import { Frame, lang, m, range, recipeNumber, scrollToEnd } from '../catalogue/catalogue-story-data'
import { SearchPage } from './search-page'

type Text = Schema<'LocalizedText'>

/** What the fake catalogue knows by name (the answer's `applied`, the filter panel's lists). */
const names: Record<string, Text> = {
  chickpeas: { en: 'Chickpeas', ar: 'حمص حب' },
  bulgur: { en: 'Bulgur', ar: 'برغل' },
  dinner: { en: 'Dinner', ar: 'عشاء' },
  levantine: { en: 'Levantine', ar: 'شامي' },
  egyptian: { en: 'Egyptian', ar: 'مصري' },
  vegetarian: { en: 'Vegetarian', ar: 'نباتي' },
  'nut-free': { en: 'Nut-Free', ar: 'خالٍ من المكسرات' },
}
const name = (key: string) => names[key]![lang()]
const term = (n: number, key: string): Schema<'TaxonomyTerm'> => ({
  _id: `7e000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  key,
  name: names[key]!,
})

const lists: SearchListFilter[] = ['ingredients', 'categories', 'cuisines', 'diets', 'healthLabels']

/**
 * GET /search/query as the server answers it, from the keyword: `kibbeh` has 3 main recipes and 40
 * similar ones (two pages), `nothing` none at all, `close` only 5 similar ones; anything else 2 main
 * recipes. A list holding `broken` is a 400. The list filters are named in `applied`.
 */
function storyApi() {
  const api = createFakeApi(
    http.get('/search/query', async ({ query, response }) => {
      await later(80)
      const chosen = Object.fromEntries(
        lists.map((filter) => [filter, JSON.parse(query.get(filter) ?? '[]') as string[]]),
      ) as Record<SearchListFilter, string[]>
      if (lists.some((filter) => chosen[filter].includes('broken'))) {
        return failure(400, 'ingredients must be a JSON list of at most 20 strings.')
      }
      const keyword = query.get('keyword') ?? ''
      const page = Number(query.get('page') ?? 1)
      const limit = Number(query.get('limit'))
      const [mainCount, similarCount] =
        keyword === 'kibbeh'
          ? [3, 40]
          : keyword === 'nothing'
            ? [0, 0]
            : keyword === 'close'
              ? [0, 5]
              : [2, 0]
      const similarFrom = 100 + (page - 1) * limit
      return response(200).json(
        envelope({
          mainRecipe: page === 1 ? range(1, mainCount, recipeNumber) : [],
          similarRecipes: range(
            similarFrom + 1,
            Math.min(100 + similarCount, similarFrom + limit),
            recipeNumber,
          ),
          pagination: { page, limit, total: mainCount, totalPages: Math.ceil(similarCount / limit) },
          applied: Object.fromEntries(
            lists.map((filter) => [
              filter,
              chosen[filter].map((value) => ({ value, name: names[value] ?? null })),
            ]),
          ) as Schema<'AppliedSearchFilters'>,
        }),
      )
    }),
    http.get('/ingredient/popular', ({ response }) =>
      response(200).json(
        envelope(
          (['chickpeas', 'bulgur'] as const).map((slug, index) => ({
            _id: names[slug]!,
            count: 10 - index,
            slug,
            image: null,
          })),
        ),
      ),
    ),
    http.get('/category/popular', ({ response }) =>
      response(200).json(envelope([{ _id: names.dinner!, count: 9, slug: 'dinner', image: null }])),
    ),
    http.get('/query', ({ response }) =>
      response(200).json(
        envelope({
          cuisines: [term(1, 'levantine'), term(2, 'egyptian')],
          dietLabels: [term(3, 'vegetarian')],
          healthLabels: [term(4, 'nut-free')],
        }),
      ),
    ),
  )
  return {
    ...api,
    searches: () =>
      api.calls
        .filter((call) => call.startsWith('GET /search/query'))
        .map((call) => decodeURIComponent(call)),
  }
}

/** Story only: the address the page is at, and Back, as the browser's would be. */
function Browser() {
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <div style={{ display: 'flex', gap: 8, padding: 8 }}>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <output data-testid="address">{decodeURIComponent(location.pathname + location.search)}</output>
    </div>
  )
}

function scenario(path: string) {
  let api = storyApi()
  return {
    api: () => api,
    beforeEach: () => {
      api = storyApi()
      window.localStorage.removeItem(SEARCH_HISTORY_KEY)
      // A failed read is logged (spec section 7); keep the output quiet.
      const logged = spyOn(console, 'error').mockImplementation(() => {})
      return () => logged.mockRestore()
    },
    render: () => (
      <Frame client={api.client} path={path}>
        <Browser />
        <SearchPage />
      </Frame>
    ),
  }
}

const meta = {
  title: 'Site/SearchPage',
  component: SearchPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove()
    window.scrollTo(0, 0)
  },
} satisfies Meta<typeof SearchPage>

export default meta
type Story = StoryObj<typeof meta>

const cardIds = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('article[data-recipe-id]'), (card) => card.getAttribute('data-recipe-id'))
const address = (root: HTMLElement) => within(root).getByTestId('address')
const chips = (root: HTMLElement) => within(root).getByRole('list', { name: m('searchPage.chosen') })
const filters = (root: HTMLElement) =>
  within(root).getByRole('complementary', { name: m('searchPage.filters.title') })
const recipeId = (n: number) => recipeNumber(n)._id
/** The latest search's answer is shown (not the last one's, faded, while it loads). */
const settled = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('[data-part=results]')).not.toHaveAttribute('aria-busy'))

const shared = scenario('/search?keyword=kibbeh&ingredients=chickpeas&cuisines=levantine')

/**
 * A shared link: the keyword as the heading, the chosen filters as chips (named by the answer) and
 * ticked in the panel, the count of full matches; page 1 is the 3 main recipes then 30 similar ones,
 * page 2 adds the last 10 similar ones, then "No more results".
 */
export const SharedLink: Story = {
  beforeEach: shared.beforeEach,
  render: shared.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = await canvas.findByRole('heading', { level: 1 })
    await expect(heading).toHaveTextContent(
      lang() === 'ar' ? 'نتائج البحث عن «kibbeh»' : 'Results for “kibbeh”',
    )
    await waitFor(() => expect(document.title).toContain('kibbeh'))
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(33))
    await expect(cardIds(canvasElement).slice(0, 4)).toEqual([
      recipeId(1),
      recipeId(2),
      recipeId(3),
      recipeId(101),
    ])
    await expect(canvas.getByText(lang() === 'ar' ? '3 وصفات مطابقة' : '3 matching recipes')).toBeVisible()
    await expect(
      within(chips(canvasElement))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual([lang() === 'ar' ? '«kibbeh»' : '“kibbeh”', name('chickpeas'), name('levantine')])
    await expect(
      within(filters(canvasElement)).getByRole('checkbox', { name: name('chickpeas') }),
    ).toBeChecked()
    await expect(
      within(filters(canvasElement)).getByRole('checkbox', { name: name('levantine') }),
    ).toBeChecked()
    await expect(canvas.getByRole('searchbox', { name: m('searchPage.field.label') })).toHaveValue('kibbeh')

    // Scrolling brings page 2, then the end.
    await waitFor(
      () => {
        scrollToEnd(canvasElement)
        return expect(canvas.getByText(m('searchPage.noMoreResults'))).toBeVisible()
      },
      { timeout: 8000 },
    )
    await expect(cardIds(canvasElement)).toHaveLength(43)
    await expect(shared.api().searches()).toEqual([
      'GET /search/query?keyword=kibbeh&ingredients=["chickpeas"]&cuisines=["levantine"]&limit=30&page=1',
      'GET /search/query?keyword=kibbeh&ingredients=["chickpeas"]&cuisines=["levantine"]&limit=30&page=2',
    ])
  },
}

const browsing = scenario('/search?keyword=kibbeh')

/**
 * Every change is in the address and a step of history: tick a cuisine, pick a cooking time, remove
 * the cuisine's chip; Back brings the cuisine back; Clear all leaves `/search`.
 */
export const ChangesLiveInTheAddress: Story = {
  beforeEach: browsing.beforeEach,
  render: browsing.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const panel = filters(canvasElement)
    const base = `/${lang()}/search`
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(33))

    await userEvent.click(await within(panel).findByRole('checkbox', { name: name('levantine') }))
    await waitFor(() =>
      expect(address(canvasElement)).toHaveTextContent(`${base}?keyword=kibbeh&cuisines=levantine`),
    )
    await userEvent.click(within(panel).getByText(m('searchPage.filters.cookTime.60')))
    await waitFor(() =>
      expect(address(canvasElement)).toHaveTextContent(
        `${base}?keyword=kibbeh&cuisines=levantine&cookTime=60`,
      ),
    )
    await waitFor(() =>
      expect(browsing.api().searches().at(-1)).toBe(
        'GET /search/query?keyword=kibbeh&cuisines=["levantine"]&cookTime=60&limit=30&page=1',
      ),
    )

    const removeLevantine = within(chips(canvasElement)).getByRole('button', {
      name: `${m('ui.chip.remove')} ${name('levantine')}`,
    })
    await userEvent.click(removeLevantine)
    await waitFor(() =>
      expect(address(canvasElement)).toHaveTextContent(`${base}?keyword=kibbeh&cookTime=60`),
    )
    await expect(within(panel).getByRole('checkbox', { name: name('levantine') })).not.toBeChecked()

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await waitFor(() =>
      expect(address(canvasElement)).toHaveTextContent(
        `${base}?keyword=kibbeh&cuisines=levantine&cookTime=60`,
      ),
    )
    await expect(within(panel).getByRole('checkbox', { name: name('levantine') })).toBeChecked()

    // Ticked and taken back at once: the box is unticked for assistive technology too (its native
    // input), and the next click ticks it again.
    const egyptian = within(panel).getByRole('checkbox', { name: name('egyptian') })
    for (let round = 0; round < 3; round++) {
      await userEvent.click(within(panel).getByText(name('egyptian')))
      await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
      await waitFor(() => expect(address(canvasElement)).not.toHaveTextContent('egyptian'))
      await waitFor(() => expect(egyptian).not.toBeChecked())
    }
    await userEvent.click(within(panel).getByText(name('egyptian')))
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('cuisines=egyptian'))
    await expect(egyptian).toBeChecked()

    await userEvent.click(canvas.getByRole('button', { name: m('searchPage.clearAll') }))
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(new RegExp(`^${base}$`)))
    await expect(canvas.queryByRole('list', { name: m('searchPage.chosen') })).not.toBeInTheDocument()
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(m('pages.search.title'))
    await settled(canvasElement)
  },
}

const field = scenario('/search?keyword=kibbeh&diets=vegetarian')

/**
 * The page's search field: a new keyword keeps the filters and goes into the search history (the
 * header panel's); an empty field is required; spaces alone are ignored.
 */
export const SearchField: Story = {
  beforeEach: field.beforeEach,
  render: field.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('searchbox', { name: m('searchPage.field.label') })
    await expect(box).toHaveValue('kibbeh')
    await userEvent.clear(box)
    await userEvent.click(canvas.getByRole('button', { name: m('searchPage.field.submit') }))
    await expect(await canvas.findByText(m('searchPanel.required'))).toBeVisible()
    await expect(box).toHaveAttribute('aria-invalid', 'true')

    await userEvent.type(box, '   {Enter}')
    await expect(address(canvasElement)).toHaveTextContent(
      `/${lang()}/search?keyword=kibbeh&diets=vegetarian`,
    )

    await userEvent.clear(box)
    await userEvent.type(box, ' falafel {Enter}')
    await waitFor(() =>
      expect(address(canvasElement)).toHaveTextContent(`/${lang()}/search?keyword=falafel&diets=vegetarian`),
    )
    await expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['falafel'])
    await userEvent.type(box, '{Enter}')
    await expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['falafel'])
    await settled(canvasElement)
  },
}

const empty = scenario('/search?keyword=nothing')

/** Nothing at all: "No matching results" and "Try changing your search criteria". */
export const NoMatchingResults: Story = {
  beforeEach: empty.beforeEach,
  render: empty.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(m('pages.search.empty'))).toBeVisible()
    await expect(canvas.getByText(m('pages.search.emptyHint'))).toBeVisible()
    await expect(canvas.getByText(lang() === 'ar' ? 'لا وصفات مطابقة' : '0 matching recipes')).toBeVisible()
    await expect(cardIds(canvasElement)).toHaveLength(0)
  },
}

const close = scenario('/search?keyword=close')

/** Nothing meets every criterion, some come close: the empty message, then those recipes. */
export const OnlySimilarRecipes: Story = {
  beforeEach: close.beforeEach,
  render: close.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(m('pages.search.empty'))).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: m('searchPage.similar') })).toBeVisible()
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(5))
    await expect(canvas.getByText(m('searchPage.noMoreResults'))).toBeInTheDocument()
  },
}

const malformed = scenario('/search?ingredients=broken')

/** A link the server cannot read (400): a polite sentence and a way back to a plain search. */
export const MalformedLink: Story = {
  beforeEach: malformed.beforeEach,
  render: malformed.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(m('searchPage.invalid'))).toBeVisible()
    await expect(canvas.getByText(m('searchPage.invalidHint'))).toBeVisible()
    await expect(canvas.getByRole('link', { name: m('searchPage.clearAll') })).toHaveAttribute(
      'href',
      `/${lang()}/search`,
    )
    await expect(canvas.queryByText(SERVER_FAILURE)).not.toBeInTheDocument()
  },
}
