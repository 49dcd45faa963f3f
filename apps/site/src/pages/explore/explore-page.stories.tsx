import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { type Schema, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import { SERVER_FAILURE, createFakeApi, envelope, failure, http, later } from '@sufra/api-client/testing'
import { type MessageId, messages } from '@sufra/i18n'
import { carouselPresets, slidesPerViewAt } from '@sufra/ui/carousel'
import { Toaster, toaster } from '@sufra/ui/toast'
import { StoryFrame } from '../../layout/story-frame'
import { SiteWidgetHost } from '../../layout/site-widget-host'
import { ExplorePage } from './explore-page'

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId) => messages[lang()][id]

const DAY = 24 * 60 * 60 * 1000

// Pictures as data: URLs, so the stories never touch the network.
const picture = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${colour}"/>` +
      '<circle cx="160" cy="120" r="80" fill="#fff8ee"/><circle cx="160" cy="120" r="52" fill="' +
      `${colour}" opacity="0.4"/></svg>`,
  )}`
const colours = ['#c8553d', '#f2a541', '#6a994e', '#386641', '#bc4749', '#8d5b4c', '#588157', '#e07a5f']

const categories: Schema<'Popular'>[] = [
  ['Main Course', 'طبق رئيسي', 'main-course', 31],
  ['Breakfast', 'فطور', 'breakfast', 18],
  ['Soups & Stews', 'شوربات ويخنات', 'soups-stews', 12],
  ['Salads', 'سلطات', 'salads', 9],
  ['Desserts', 'حلويات', 'desserts', 7],
  ['Bread', 'خبز', 'bread', 4],
  ['Snacks', 'وجبات خفيفة', 'snacks', 2],
  // The server sends up to 20; the strip shows the first 10 (spec section 9).
  ['Drinks', 'مشروبات', 'drinks', 2],
  ['Sauces', 'صلصات', 'sauces', 1],
  ['Pickles', 'مخللات', 'pickles', 1],
  ['Jams', 'مربيات', 'jams', 1],
  ['Sandwiches', 'سندويشات', 'sandwiches', 1],
  ['Pastries', 'معجنات', 'pastries', 1],
].map(([en, ar, slug, count], index) => ({
  _id: { en: en as string, ar: ar as string },
  slug: slug as string,
  count: count as number,
  image: { url: picture(colours[index % colours.length]!), key: `categories/${slug}.webp` },
}))

// Popular ingredients without pictures and without a slug: the English name gives the address.
const ingredients: Schema<'Popular'>[] = [
  ['Olive Oil', 'زيت زيتون', 40],
  ['Garlic', 'ثوم', 35],
  ['Onion', 'بصل', 33],
  ['Lemon', 'ليمون', 20],
  ['Chickpeas', 'حمص', 11],
  ['Sumac', 'سماق', 3],
].map(([en, ar, count]) => ({ _id: { en: en as string, ar: ar as string }, count: count as number }))

const creatorNames: [string, string, string, string][] = [
  ['Layla', 'Haddad', 'ليلى', 'حداد'],
  ['Omar', 'Khalil', 'عمر', 'خليل'],
  ['Huda', 'Nasser', 'هدى', 'ناصر'],
  ['Sami', 'Aziz', 'سامي', 'عزيز'],
  ['Nour', 'Saleh', 'نور', 'صالح'],
  ['Yusuf', 'Amin', 'يوسف', 'أمين'],
  ['Reem', 'Fares', 'ريم', 'فارس'],
  ['Karim', 'Rashed', 'كريم', 'راشد'],
]
const creators: Schema<'CreatorSummary'>[] = creatorNames.map(([fe, le, fa, la], index) => ({
  _id: `c0000000-0000-4000-8000-00000000000${index}`,
  firstName: { en: fe, ar: fa },
  lastName: { en: le, ar: la },
  username: fe.toLowerCase(),
  image: { url: 'https://cdn.example/default.webp', key: 'default.webp' },
  status: 'verified',
  bio: { en: '', ar: '' },
  follower: [],
  followersCount: index * 3,
  recipesCount: 12 - index,
}))

const dishes: [string, string][] = [
  ['Fattoush', 'فتوش'],
  ['Lentil soup', 'شوربة عدس'],
  ['Chicken maqluba', 'مقلوبة دجاج'],
  ['Shakshuka', 'شكشوكة'],
  ['Mujaddara', 'مجدرة'],
  ['Kunafa', 'كنافة'],
]

function recipeNumber(n: number): Schema<'RecipeSummary'> {
  const [en, ar] = dishes[n % dishes.length]!
  const author = creators[n % creators.length]!
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: { en: `${en} ${n}`, ar: `${ar} ${n}` },
    description: {
      en: 'A family favourite, cooked slowly and served warm with bread.',
      ar: 'طبق عائلي مفضل يطهى على نار هادئة ويقدم دافئا مع الخبز.',
    },
    thumbnail: { url: picture(colours[n % colours.length]!), key: `recipes/${n}.webp` },
    videoUrl: n % 5 === 0 ? 'https://www.youtube.com/watch?v=x' : null,
    time: 15 + (n % 6) * 10,
    servings: 1 + (n % 6),
    ingredientsCount: 3 + (n % 10),
    likesCount: n % 13,
    likedByMe: false,
    savedByMe: false,
    createdBy: {
      _id: author._id,
      firstName: author.firstName,
      lastName: author.lastName,
      username: author.username,
      image: author.image,
      status: author.status,
    },
    createdAt: new Date(Date.now() - (n % 9) * DAY - 60_000).toISOString(),
    metadata: { imported: false, site: null, originalUrl: null },
    category: [],
    cuisine: [],
  }
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => recipeNumber(from + i))

/** GET /recipe/popular: the most liked recipes, for the trending carousel. */
const trending = [7, 3, 12, 5, 9, 1].map(recipeNumber)

/**
 * Page 1: recipes 1–30. Page 2: two new recipes were published meanwhile, so it starts with the last
 * two of page 1 (29, 30) and brings 31–58. Page 3 is empty: the end.
 */
const recipePages: Record<number, Schema<'RecipeSummary'>[]> = {
  1: range(1, 30),
  2: [...range(29, 30), ...range(31, 58)],
}
const UNIQUE_RECIPES = 58

type Options = {
  /** Pages that fail (answer 500) the first time they are asked for. */
  failOnce?: number[]
  /** GET /recipe/popular fails (500) the first time. */
  trendingFailsOnce?: boolean
  /** How long each recipe page takes, in ms. */
  delay?: number
}

/** The fake API as the explore page needs it; every request is recorded. */
function storyApi({ failOnce = [], delay = 250, trendingFailsOnce = false }: Options = {}) {
  const failed = new Set<number>()
  let trendingFailed = false
  const { client, calls } = createFakeApi(
    http.get('/recipe/popular', ({ response }) => {
      if (trendingFailsOnce && !trendingFailed) {
        trendingFailed = true
        return failure(500, SERVER_FAILURE)
      }
      return response(200).json(envelope(trending))
    }),
    http.get('/category/popular', ({ response }) => response(200).json(envelope(categories))),
    http.get('/ingredient/popular', ({ response }) => response(200).json(envelope(ingredients))),
    http.get('/user/get-all', ({ response }) => response(200).json(envelope(creators))),
    http.get('/recipe', async ({ query, response }) => {
      const page = Number(query.get('page'))
      await later(delay)
      if (failOnce.includes(page) && !failed.has(page)) {
        failed.add(page)
        return failure(500, SERVER_FAILURE)
      }
      return response(200).json(envelope(recipePages[page] ?? []))
    }),
  )
  return { client, calls, recipeCalls: () => calls.filter((call) => call.startsWith('GET /recipe?')) }
}

/** A fresh API (and query cache) before each run of a story. */
function scenario(options: Options = {}) {
  let api = storyApi(options)
  return {
    api: () => api,
    beforeEach: () => {
      api = storyApi(options)
    },
    render: () => (
      <SufraQueryProvider>
        <SufraApiProvider client={api.client}>
          <StoryFrame user={null} path="/explore">
            <SiteWidgetHost>
              <ExplorePage />
            </SiteWidgetHost>
          </StoryFrame>
          <Toaster />
        </SufraApiProvider>
      </SufraQueryProvider>
    ),
  }
}

const meta = {
  title: 'Site/ExplorePage',
  component: ExplorePage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove()
    window.scrollTo(0, 0)
  },
} satisfies Meta<typeof ExplorePage>

export default meta
type Story = StoryObj<typeof meta>

const cardIds = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('article[data-recipe-id]'), (card) => card.getAttribute('data-recipe-id'))

/** A discovery strip (heading, View All and carousel) once its entries have arrived. */
async function strip(root: HTMLElement, testId: string) {
  const found = await within(root).findByTestId(testId)
  await within(found).findByRole('region')
  return found
}

/**
 * The grid of recipes, once the reader has scrolled down to it and its code has replaced the
 * placeholder that held its place.
 */
async function feed(canvasElement: HTMLElement) {
  const region = () => within(canvasElement).getByRole('region', { name: m('explore.recipes') })
  region().scrollIntoView()
  await waitFor(() => expect(region()).not.toHaveAttribute('data-placeholder'), { timeout: 15_000 })
  return region()
}

/** Brings the end of the grid into view, as a reader scrolling down does. */
function scrollToEnd(root: HTMLElement) {
  root.querySelector('[data-part=sentinel]')?.scrollIntoView({ block: 'end' })
}

const firstLook = scenario()

/**
 * The page as a visitor first sees it: heading, carousels, and the first page of recipes once they
 * scroll down to the grid (its code loads as it comes near; until then its placeholder holds the place).
 */
export const FirstLook: Story = {
  beforeEach: firstLook.beforeEach,
  render: firstLook.render,
  play: async ({ canvasElement }) => {
    const grid = await feed(canvasElement)
    await waitFor(() => expect(cardIds(grid)).toHaveLength(30), { timeout: 15_000 })
  },
}

const browsing = scenario()

/**
 * The discover heading, the three carousels with their View All links, then the grid: page 1,
 * scroll, page 2 (merged by id), scroll, page 3 is empty and ends the list; no page asked for twice.
 */
export const ScrollThroughRecipes: Story = {
  beforeEach: browsing.beforeEach,
  render: browsing.render,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const api = browsing.api()
    const prefix = `/${lang()}`

    await step('the discover heading links to the search page', async () => {
      const heading = canvas.getByRole('heading', { level: 1 })
      await expect(within(heading).getByRole('link', { name: m('pages.explore.discover') })).toHaveAttribute(
        'href',
        `${prefix}/search`,
      )
    })

    await step('categories: links by English slug, 5.5 / 2.3 / 1.3 per view, View All', async () => {
      const section = await strip(canvasElement, 'popular-categories')
      await expect(within(section).getByRole('region', { name: m('explore.categories') })).toBeVisible()
      const link = await within(section).findByRole('link', {
        name: new RegExp(lang() === 'ar' ? 'طبق رئيسي' : 'Main Course'),
      })
      await expect(link).toHaveAttribute('href', `${prefix}/category/main-course`)
      const carousel = section.querySelector<HTMLElement>('[data-scope=carousel][data-part=root]')!
      await expect(carousel.style.getPropertyValue('--slides-per-page')).toBe(
        String(slidesPerViewAt(carouselPresets.categories, window.innerWidth)),
      )
      await expect(carousel.style.getPropertyValue('--slide-spacing')).toBe('20px')
      // 13 popular categories come back; the strip shows the first 10.
      await expect(carousel.querySelectorAll('[data-part=item]')).toHaveLength(10)
      await expect(within(section).getByRole('link', { name: m('explore.viewAll') })).toHaveAttribute(
        'href',
        `${prefix}/categories`,
      )
      await expect(
        within(section).getByRole('link', { name: m('explore.viewAll') }),
      ).toHaveAccessibleDescription(m('explore.categories'))
    })

    await step('ingredients: the English name lower-cased with hyphens when there is no slug', async () => {
      const section = await strip(canvasElement, 'popular-ingredients')
      const link = await within(section).findByRole('link', {
        name: new RegExp(lang() === 'ar' ? 'زيت زيتون' : 'Olive Oil'),
      })
      await expect(link).toHaveAttribute('href', `${prefix}/ingredient/olive-oil`)
      await expect(within(section).getByRole('link', { name: m('explore.viewAll') })).toHaveAttribute(
        'href',
        `${prefix}/ingredients`,
      )
    })

    await step('creators: links to their pages, 7 per view on wide screens', async () => {
      const section = await strip(canvasElement, 'creators')
      const link = await within(section).findByRole('link', {
        name: new RegExp(lang() === 'ar' ? 'ليلى حداد' : 'Layla Haddad'),
      })
      await expect(link).toHaveAttribute('href', `${prefix}/creators/${creators[0]!._id}`)
      const carousel = section.querySelector<HTMLElement>('[data-scope=carousel][data-part=root]')!
      await expect(carousel.style.getPropertyValue('--slides-per-page')).toBe(
        String(slidesPerViewAt(carouselPresets.creators, window.innerWidth)),
      )
      await expect(within(section).getByRole('link', { name: m('explore.viewAll') })).toHaveAttribute(
        'href',
        `${prefix}/creators`,
      )
    })

    const grid = await feed(canvasElement)

    await step('page 1: 30 recipes', async () => {
      await waitFor(() => expect(cardIds(grid)).toHaveLength(30), { timeout: 15_000 })
      await expect(api.recipeCalls()).toEqual(['GET /recipe?limit=30&page=1'])
    })

    await step('scrolling to the end loads page 2 once, merged by id', async () => {
      scrollToEnd(grid)
      // The reader keeps scrolling while the page loads: still one request.
      await waitFor(() => expect(grid.querySelector('[data-loading]')).not.toBeNull())
      window.scrollBy(0, -800)
      scrollToEnd(grid)
      await waitFor(() => expect(cardIds(grid)).toHaveLength(UNIQUE_RECIPES), { timeout: 15_000 })
      await expect(api.recipeCalls()).toEqual(['GET /recipe?limit=30&page=1', 'GET /recipe?limit=30&page=2'])
      const ids = cardIds(grid)
      await expect(new Set(ids).size).toBe(ids.length)
    })

    await step('scrolling on: page 3 is empty and ends the list', async () => {
      scrollToEnd(grid)
      await waitFor(() => expect(within(grid).getByText(m('ui.infiniteScroll.end'))).toBeVisible(), {
        timeout: 15_000,
      })
      await expect(cardIds(grid)).toHaveLength(UNIQUE_RECIPES)
      scrollToEnd(grid)
      await new Promise((resolve) => setTimeout(resolve, 400))
      await expect(api.recipeCalls()).toEqual([
        'GET /recipe?limit=30&page=1',
        'GET /recipe?limit=30&page=2',
        'GET /recipe?limit=30&page=3',
      ])
    })
  },
}

const pageTwoFails = scenario({ failOnce: [2] })

/** Page 2 fails: "Error loading recipes", the loaded recipes stay, and Try again loads it. */
export const NextPageFailsThenRetry: Story = {
  beforeEach: () => {
    pageTwoFails.beforeEach()
    // The failure is logged (spec section 8); keep the test output quiet.
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
  render: pageTwoFails.render,
  play: async ({ canvasElement }) => {
    const grid = await feed(canvasElement)
    await waitFor(() => expect(cardIds(grid)).toHaveLength(30), { timeout: 15_000 })
    scrollToEnd(grid)
    const toast = await screen.findByRole('alert', { name: m('explore.loadFailed') }, { timeout: 15_000 })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(cardIds(grid)).toHaveLength(30)
    // No end message and no retry loop while the page is failing.
    await expect(within(grid).queryByText(m('ui.infiniteScroll.end'))).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 400))
    await expect(pageTwoFails.api().recipeCalls()).toHaveLength(2)

    await userEvent.click(within(grid).getByRole('button', { name: m('explore.retry') }))
    await waitFor(() => expect(cardIds(grid)).toHaveLength(UNIQUE_RECIPES), { timeout: 15_000 })
    await expect(pageTwoFails.api().recipeCalls()).toEqual([
      'GET /recipe?limit=30&page=1',
      'GET /recipe?limit=30&page=2',
      'GET /recipe?limit=30&page=2',
    ])
  },
}

const firstPageFails = scenario({ failOnce: [1] })

/** The first page fails: the toast, a message in place of the grid, and Try again. */
export const FirstPageFailsThenRetry: Story = {
  beforeEach: () => {
    firstPageFails.beforeEach()
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
  render: firstPageFails.render,
  play: async ({ canvasElement }) => {
    const grid = await feed(canvasElement)
    const toast = await screen.findByRole('alert', { name: m('explore.loadFailed') }, { timeout: 15_000 })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(within(grid).getByText(m('explore.loadFailed'))).toBeVisible()
    await userEvent.click(within(grid).getByRole('button', { name: m('explore.retry') }))
    await waitFor(() => expect(cardIds(grid)).toHaveLength(30), { timeout: 15_000 })
  },
}

const slow = scenario({ delay: 60_000 })

/** While the first page loads: card placeholders and a busy region. */
export const Loading: Story = {
  beforeEach: slow.beforeEach,
  render: slow.render,
  play: async ({ canvasElement }) => {
    const grid = await feed(canvasElement)
    await expect(within(grid).getByRole('status')).toHaveTextContent(m('recipeCard.loading'))
    await expect(grid.querySelector('[aria-busy=true]')).not.toBeNull()
  },
}

/** The trending strip once the reader has scrolled to it and its code has replaced its placeholder. */
async function trendingSection(root: HTMLElement) {
  const section = () => within(root).getByTestId('trending-recipes')
  section().scrollIntoView()
  await waitFor(() => expect(section()).not.toHaveAttribute('data-placeholder'), { timeout: 15_000 })
  return section()
}

/** The trending carousel, once GET /recipe/popular has answered. */
async function trendingStrip(root: HTMLElement) {
  const section = await trendingSection(root)
  return { section, carousel: await within(section).findByRole('region', { name: m('explore.trending') }) }
}

const trendingScenario = scenario()

/**
 * Trending recipes (GET /recipe/popular): recipe cards in a carousel showing 1 at a time on small
 * screens, 1.5 from 640 px and 2 from 1024 px; each card links to its recipe.
 */
export const TrendingRecipes: Story = {
  beforeEach: trendingScenario.beforeEach,
  render: trendingScenario.render,
  play: async ({ canvasElement }) => {
    const { section, carousel } = await trendingStrip(canvasElement)
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(m('explore.trending'))
    await expect(carousel.style.getPropertyValue('--slides-per-page')).toBe(
      String(slidesPerViewAt(carouselPresets.popular, window.innerWidth)),
    )
    await expect(cardIds(carousel)).toEqual(trending.map((recipe) => recipe._id))
    // The carousel marks its first page once it has measured itself (slides out of view are inert).
    const indicators = carousel.querySelectorAll<HTMLElement>('[data-part=indicator]')
    await waitFor(() => expect(indicators[0]).toHaveAttribute('data-current'))
    const first = trending[0]!
    await expect(await within(carousel).findByRole('link', { name: first.title[lang()] })).toHaveAttribute(
      'href',
      `/${lang()}/recipe/${first._id}`,
    )
    // The cards' titles sit under the section's heading.
    await expect(within(carousel).getByRole('heading', { name: first.title[lang()] }).tagName).toBe('H3')
    // The next arrow brings the next cards into view.
    await userEvent.click(
      within(carousel).getByRole('button', { name: lang() === 'ar' ? 'الشريحة التالية' : 'Next slide' }),
    )
    await waitFor(() => expect(indicators[1]).toHaveAttribute('data-current'))
  },
}

const trendingFails = scenario({ trendingFailsOnce: true })

/** GET /recipe/popular fails: "Error loading trending recipes" (toast and in place), and Try again. */
export const TrendingFailsThenRetry: Story = {
  beforeEach: () => {
    trendingFails.beforeEach()
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
  render: trendingFails.render,
  play: async ({ canvasElement }) => {
    const section = await trendingSection(canvasElement)
    const toast = await screen.findByRole('alert', { name: m('explore.trendingFailed') }, { timeout: 10_000 })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(await within(section).findByText(m('explore.trendingFailed'))).toBeVisible()
    await userEvent.click(within(section).getByRole('button', { name: m('explore.retry') }))
    const { carousel } = await trendingStrip(canvasElement)
    await waitFor(() => expect(cardIds(carousel)).toHaveLength(trending.length))
    await expect(within(section).queryByText(m('explore.trendingFailed'))).toBeNull()
  },
}
