import type { ReactNode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLocation } from 'react-router'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { type Schema, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import { createFakeApi, envelope, failure, http, later, storyUser } from '@sufra/api-client/testing'
import { type MessageId, messages } from '@sufra/i18n'
import { Toaster, toaster } from '@sufra/ui/toast'
import { SiteWidgetHost } from '../../layout/site-widget-host'
import { StoryFrame } from '../../layout/story-frame'
import { CreatePanel } from './create-panel'
import { Feed } from './feed-page'
import { PersonCard } from './person-card'

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId) => messages[lang()][id]
const picture = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${colour}"/>` +
      '<circle cx="160" cy="120" r="80" fill="#fff8ee"/></svg>',
  )}`
const colours = ['#c8553d', '#f2a541', '#6a994e', '#386641', '#bc4749', '#8d5b4c']

/** The signed-in person as their public profile answers: 11 followers, 12 following, 13 posts. */
const me: Schema<'PublicUser'> = {
  _id: storyUser._id,
  firstName: storyUser.firstName,
  lastName: storyUser.lastName,
  username: storyUser.username,
  image: storyUser.image,
  status: storyUser.status,
  bio: storyUser.bio,
  follower: Array.from({ length: 11 }, (_, i) => `f0000000-0000-4000-8000-0000000000${10 + i}`),
  following: Array.from({ length: 12 }, (_, i) => `e0000000-0000-4000-8000-0000000000${10 + i}`),
  recipesCount: 13,
  youtubeURL: null,
  instagramURL: null,
  facebookURL: null,
  tiktokURL: null,
  createdAt: storyUser.createdAt,
}

const creators: Schema<'CreatorSummary'>[] = [
  ['Omar', 'Khalil', 'عمر', 'خليل'],
  ['Huda', 'Nasser', 'هدى', 'ناصر'],
].map(([fe, le, fa, la], index) => ({
  _id: `c0000000-0000-4000-8000-00000000000${index}`,
  firstName: { en: fe!, ar: fa! },
  lastName: { en: le!, ar: la! },
  username: fe!.toLowerCase(),
  image: { url: 'https://cdn.example/default.webp', key: 'default.webp' },
  status: 'verified',
  bio: { en: '', ar: '' },
  follower: [],
  followersCount: 20 - index,
  recipesCount: 12 - index,
}))

function recipeNumber(n: number): Schema<'RecipeSummary'> {
  const author = creators[n % creators.length]!
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: { en: `Feed dish ${n}`, ar: `طبق الخلاصة ${n}` },
    description: { en: 'Cooked slowly and served warm.', ar: 'يطهى على نار هادئة ويقدم دافئا.' },
    thumbnail: { url: picture(colours[n % colours.length]!), key: `recipes/${n}.webp` },
    videoUrl: null,
    time: 30,
    servings: 4,
    ingredientsCount: 6,
    likesCount: 2,
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
    createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString(),
    metadata: { imported: false, site: null, originalUrl: null },
    category: [],
    cuisine: [],
  }
}

/** The day's shuffled order: 24 recipes, so pages of 10, 10 and 4 (the short one ends the feed). */
const FEED_TOTAL = 24
const dayOrder = Array.from({ length: FEED_TOTAL }, (_, i) => recipeNumber(((i * 7) % FEED_TOTAL) + 1))

const IMPORTED_ID = '3c9e5b21-5555-4d3e-8f4a-9c5b1d3e2f77'

type ImportAnswer = { status: 201; message: string } | { status: 400; message: string }

function storyApi(importAnswer: ImportAnswer) {
  return createFakeApi(
    http.get('/user/profile/{id}', ({ response }) => response(200).json(envelope(me))),
    http.get('/user/top-creators', ({ response }) => response(200).json(envelope(creators))),
    http.get('/recipe/random', async ({ query, response }) => {
      const skip = Number(query.get('skip') ?? 0)
      const limit = Number(query.get('limit'))
      await later(150)
      return response(200).json(envelope(dayOrder.slice(skip, skip + limit)))
    }),
    http.post('/recipe/import', async ({ request, response }) => {
      const { recipeUrl } = await request.json()
      if (importAnswer.status === 400) return failure(400, importAnswer.message)
      const recipe: Schema<'Recipe'> = {
        ...recipeNumber(1),
        _id: IMPORTED_ID,
        metadata: { imported: true, site: 'example.com', originalUrl: recipeUrl },
        otherImages: [],
        ingredients: [],
        instructions: [],
        nutrition: { servings: 4, perServing: true, nutrients: [] },
        dietLabels: [],
        healthLabels: [],
        commentsCount: 0,
        lang: 'en',
      }
      return response(201).json(envelope(recipe, importAnswer.message, 201))
    }),
  )
}

/** Where the site's router is (the import opens the imported recipe for review). */
function Location() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

type Parameters = { importAnswer?: ImportAnswer }

let api = storyApi({ status: 201, message: 'Recipe imported successfully' })

function Frame({ children }: { children: ReactNode }) {
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={api.client}>
        <StoryFrame user={storyUser} path="/feed">
          <SiteWidgetHost>
            {children}
            <Location />
          </SiteWidgetHost>
        </StoryFrame>
        <Toaster />
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}

const meta = {
  title: 'Site/FeedPage',
  component: Feed,
  parameters: { layout: 'fullscreen' },
  args: { user: storyUser, wide: true },
  render: (args) => (
    <Frame>
      <Feed {...args} />
    </Frame>
  ),
  beforeEach: ({ parameters }) => {
    toaster.remove()
    window.scrollTo(0, 0)
    api = storyApi(
      (parameters as Parameters).importAnswer ?? { status: 201, message: 'Recipe imported successfully' },
    )
    // A failed import is logged (spec section 7); keep the test output quiet.
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
} satisfies Meta<typeof Feed>

export default meta
type Story = StoryObj<typeof meta>

const cardIds = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('article[data-recipe-id]'), (card) => card.getAttribute('data-recipe-id'))
const randomCalls = () => api.calls.filter((call) => call.startsWith('GET /recipe/random'))

/** Brings the end of the feed into view, as a reader scrolling down does. */
function scrollToEnd(root: HTMLElement) {
  root.querySelector('[data-part=sentinel]')?.scrollIntoView({ block: 'end' })
}

/**
 * Wide screens: three columns (the person's card and top creators, the feed, the create panel). The
 * feed brings 10 recipes, 10 more as its end comes near, then 4: fewer than 10, so it stops there,
 * with every recipe once and no further request however far the reader scrolls.
 */
export const ColumnsScrollAndStop: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(m('pages.feed.title'))
    await expect(canvasElement.querySelector('[data-layout=columns]')).not.toBeNull()
    await expect(canvas.queryByRole('tablist')).toBeNull()
    const feed = canvas.getByRole('region', { name: m('feed.recipes') })

    await step('the columns: the person, top creators, the feed and the create panel', async () => {
      await expect(await canvas.findByTestId('person-card')).toBeVisible()
      await expect(await canvas.findByRole('heading', { name: m('creators.top.title') })).toBeVisible()
      await expect(canvas.getByRole('region', { name: m('feed.create.title') })).toBeVisible()
    })

    await step('page 1: 10 recipes, skip 0', async () => {
      await waitFor(() => expect(cardIds(feed)).toHaveLength(10), { timeout: 15_000 })
      await expect(randomCalls()).toEqual(['GET /recipe/random?limit=10&skip=0'])
    })

    await step('scrolling on: skip 10, then skip 20 brings 4 and ends the feed', async () => {
      scrollToEnd(feed)
      await waitFor(() => expect(cardIds(feed)).toHaveLength(20), { timeout: 15_000 })
      scrollToEnd(feed)
      await waitFor(() => expect(cardIds(feed)).toHaveLength(FEED_TOTAL), { timeout: 15_000 })
      await expect(await within(feed).findByText(m('ui.infiniteScroll.end'))).toBeVisible()
      // The day's order, each recipe once.
      await expect(cardIds(feed)).toEqual(dayOrder.map((recipe) => recipe._id))
    })

    await step('no request after the short page', async () => {
      scrollToEnd(feed)
      window.scrollBy(0, -600)
      scrollToEnd(feed)
      await new Promise((resolve) => setTimeout(resolve, 400))
      await expect(randomCalls()).toEqual([
        'GET /recipe/random?limit=10&skip=0',
        'GET /recipe/random?limit=10&skip=10',
        'GET /recipe/random?limit=10&skip=20',
      ])
    })
  },
}

/**
 * Phones: the columns fold into tabs, the recipes first. Arrow keys move between tabs in the reading
 * direction; every tab stays mounted, so the feed keeps its recipes while the person looks elsewhere.
 */
export const PhoneTabs: Story = {
  args: { wide: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rtl = lang() === 'ar'
    await expect(canvas.getByRole('tablist', { name: m('feed.tabs.label') })).toBeVisible()
    const recipesTab = canvas.getByRole('tab', { name: m('feed.tabs.recipes') })
    await expect(recipesTab).toHaveAttribute('aria-selected', 'true')
    const feed = canvas.getByRole('region', { name: m('feed.recipes') })
    await waitFor(() => expect(cardIds(feed)).toHaveLength(10), { timeout: 15_000 })
    await expect(canvas.queryByTestId('person-card')).not.toBeVisible()

    await userEvent.click(canvas.getByRole('tab', { name: m('feed.tabs.people') }))
    await waitFor(() => expect(canvas.getByTestId('person-card')).toBeVisible())
    await expect(await canvas.findByRole('heading', { name: m('creators.top.title') })).toBeVisible()

    // Forward is ArrowLeft in Arabic.
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}')
    const createTab = canvas.getByRole('tab', { name: m('feed.tabs.create') })
    await waitFor(() => expect(createTab).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvas.getByRole('region', { name: m('feed.create.title') })).toBeVisible())

    await userEvent.click(recipesTab)
    await waitFor(() => expect(feed).toBeVisible())
    await expect(cardIds(feed)).toHaveLength(10)
    await expect(randomCalls()).toEqual(['GET /recipe/random?limit=10&skip=0'])
  },
}

/** The person's card: picture, name with the verified mark, the three counts and the way to their profile. */
export const TheirCard: Story = {
  render: () => (
    <Frame>
      <div style={{ maxWidth: 320, padding: 16 }}>
        <PersonCard user={me} />
      </div>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = canvas.getByTestId('person-card')
    const name = `${me.firstName[lang()]} ${me.lastName[lang()]}`
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(name)
    await expect(within(card).getByRole('img', { name: m('ui.badge.verified') })).toBeVisible()
    await expect(within(card).getByText(`@${me.username}`)).toHaveAttribute('dir', 'ltr')
    const counts = within(card).getAllByRole('listitem')
    await expect(counts.map((item) => item.textContent?.match(/\d+/)?.[0])).toEqual(['11', '12', '13'])
    await expect(card.querySelector('[data-count=followers]')).toHaveTextContent(
      lang() === 'en' ? '11 followers' : /11/,
    )
    await expect(within(card).getByRole('link', { name: m('feed.viewProfile') })).toHaveAttribute(
      'href',
      `/${lang()}/user/profile`,
    )
  },
}

// The import form is its own chunk (lazy in CreatePanel): wait for it as a person waits for the field.
const addressField = (root: HTMLElement) =>
  within(root).findByRole('textbox', { name: new RegExp(m('importRecipe.label')) })
const importButton = (root: HTMLElement) =>
  within(root).getByRole('button', { name: m('importRecipe.submit') })
const panel = (
  <Frame>
    <div style={{ maxWidth: 360, padding: 16 }}>
      <CreatePanel />
    </div>
  </Frame>
)

/**
 * The create and import panel: a link to /recipe/create; the address is required ('This field is
 * required') and must be a web address; nothing is sent until it is.
 */
export const ImportPanelValidation: Story = {
  render: () => panel,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: m('feed.create.link') })).toHaveAttribute(
      'href',
      `/${lang()}/recipe/create`,
    )
    const field = await addressField(canvasElement)
    await step('empty: This field is required', async () => {
      await userEvent.click(importButton(canvasElement))
      await expect(await canvas.findByText(m('importRecipe.required'))).toBeVisible()
      await expect(field).toHaveAttribute('aria-invalid', 'true')
    })
    await step('not a web address: the URL message', async () => {
      await userEvent.type(field, 'www.example.com/fattoush')
      await userEvent.click(importButton(canvasElement))
      await expect(await canvas.findByText(m('importRecipe.invalidUrl'))).toBeVisible()
      await expect(canvas.queryByText(m('importRecipe.required'))).toBeNull()
    })
    await expect(api.calls.filter((call) => call.includes('/recipe/import'))).toEqual([])
  },
}

/** A good address: the server's message as a toast, then the imported recipe opens for review. */
export const ImportSucceeds: Story = {
  render: () => panel,
  play: async ({ canvasElement }) => {
    await userEvent.type(await addressField(canvasElement), 'https://www.example.com/recipes/fattoush')
    await userEvent.click(importButton(canvasElement))
    const toast = await screen.findByRole('status', { name: 'Recipe imported successfully' })
    await waitFor(() => expect(toast).toBeVisible())
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('location')).toHaveTextContent(
        `/${lang()}/recipe/edit/${IMPORTED_ID}?review=import`,
      ),
    )
  },
}

/** The feed panel's failure (spec section 8): 'Something went wrong', whatever the server said. */
export const ImportFails: Story = {
  parameters: { importAnswer: { status: 400, message: 'We could not find a recipe on that page.' } },
  render: () => panel,
  play: async ({ canvasElement }) => {
    await userEvent.type(await addressField(canvasElement), 'https://example.com/about-us')
    await userEvent.click(importButton(canvasElement))
    const toast = await screen.findByRole('alert', { name: m('common.somethingWentWrong') })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(screen.queryByText('We could not find a recipe on that page.')).toBeNull()
    await waitFor(() => expect(importButton(canvasElement)).toBeEnabled())
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent(`/${lang()}/feed`)
  },
}
