import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { type Schema, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import { type FakeApi, createFakeApi, envelope, failure, http, storyUser } from '@sufra/api-client/testing'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { Toaster, toaster } from '@sufra/ui/toast'
import { SiteWidgetHost } from '../../layout/site-widget-host'
import { SessionProvider } from '../../session/session-context'
import { ListsPage } from './lists-page'

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId) => messages[lang()][id]

const uuid = (n: number) => `5c000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const stamp = '2025-03-01T10:00:00.000Z'
const lentilSoup = { _id: uuid(900), title: { en: 'Lentil soup', ar: 'شوربة عدس' } }

function item(
  n: number,
  name: Schema<'LocalizedText'>,
  aisle: Schema<'Aisle'>,
  quantities: Schema<'ShoppingListQuantity'>[],
  checked = false,
): Schema<'ShoppingListItem'> {
  return {
    _id: uuid(n),
    ingredientId: uuid(500 + n),
    name,
    image: null,
    aisle,
    quantities,
    recipes: [lentilSoup],
    checked,
  }
}

const weekly: Schema<'ShoppingList'> = {
  _id: uuid(1),
  listName: { en: 'Weekly shop', ar: 'تسوق الأسبوع' },
  list: [
    item(11, { en: 'Red lentils', ar: 'عدس أحمر' }, 'grains', [{ amount: 400, unit: 'g' }]),
    item(12, { en: 'Onion', ar: 'بصل' }, 'produce', [{ amount: 2, unit: '' }]),
  ],
  recipeId: lentilSoup._id,
  recipes: [lentilSoup],
  itemCount: 2,
  checkedCount: 0,
  createdAt: stamp,
  updatedAt: stamp,
}

const party: Schema<'ShoppingList'> = {
  _id: uuid(2),
  listName: { en: 'Party', ar: 'الحفلة' },
  list: [item(21, { en: 'Lemons', ar: 'ليمون' }, 'produce', [{ amount: 6, unit: '' }])],
  recipeId: null,
  recipes: [lentilSoup],
  itemCount: 1,
  checkedCount: 0,
  createdAt: stamp,
  updatedAt: stamp,
}

const lists = [weekly, party]
const summary = ({ list: _items, recipeId: _recipe, recipes: _recipes, ...rest }: Schema<'ShoppingList'>) =>
  rest

const allLists: Schema<'AllShoppingLists'> = {
  list: lists.flatMap((list) =>
    list.list.map((row) => ({
      ...row,
      itemIds: [row._id],
      lists: [{ _id: list._id, listName: list.listName }],
    })),
  ),
  recipes: [lentilSoup],
  itemCount: 3,
  checkedCount: 0,
}

/** GET /list, /list/all-lists and /list/{id} for Layla's two lists; anything else of the lists is a 404. */
function storyApi(): FakeApi {
  return createFakeApi(
    http.get('/list', ({ response }) => response(200).json(envelope(lists.map(summary)))),
    http.get('/list/all-lists', ({ response }) => response(200).json(envelope(allLists))),
    http.get('/list/{id}', ({ params, response }) => {
      const found = lists.find((list) => list._id === params.id)
      return found ? response(200).json(envelope(found)) : failure(404, 'Shopping list not found.')
    }),
  )
}

/** The address the page is at (the router's), shown so the play function can read it. */
function Where() {
  const location = useLocation()
  return (
    <output data-testid="location" hidden>
      {location.pathname}
    </output>
  )
}

/** The site's /lists and /lists/:id routes, as routes.tsx declares them, around the page. */
function ListsRoutes({ path, api }: { path: string; api: FakeApi }) {
  const { locale } = useI18n()
  const element = (
    <SiteWidgetHost>
      <ListsPage />
      <Where />
    </SiteWidgetHost>
  )
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/:lang/lists', element },
        { path: '/:lang/lists/:id', element },
      ],
      { initialEntries: [`/${locale}${path}`] },
    ),
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

type PageArgs = { path: string }

const meta = {
  title: 'Site/ListsPage',
  parameters: { layout: 'fullscreen' },
  args: { path: '/lists' },
  loaders: [() => ({ api: storyApi() })],
  render: (args: PageArgs, { loaded }) => (
    <ListsRoutes path={args.path} api={(loaded as { api: FakeApi }).api} />
  ),
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<PageArgs>

export default meta
type Story = StoryObj<typeof meta>

const location = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-testid="location"]')?.textContent
const entry = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector<HTMLButtonElement>(`[data-part="entry"][data-list-id="${id}"]`)

/**
 * `/lists`: the page title (and the tab's), All Lists first then each list, "select a list to view
 * items"; choosing a list goes to /lists/{id}, All Lists to /lists/all-lists.
 */
export const ChooseAList: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await step('the page, its lists and the prompt', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(m('pages.lists.title'))
      await waitFor(() =>
        expect(document.title).toBe(m('pages.documentTitle').replace('{title}', m('pages.lists.title'))),
      )
      await expect(await canvas.findByText(m('shoppingList.selectPrompt'))).toBeVisible()
      await waitFor(() => expect(entry(canvasElement, weekly._id)).not.toBeNull())
      const names = Array.from(
        canvasElement.querySelectorAll('[data-part="entry"] [data-part="entry-name"]'),
        (name) => name.textContent,
      )
      await expect(names).toEqual([
        m('shoppingList.allLists'),
        weekly.listName[lang()],
        party.listName[lang()],
      ])
      await expect(location(canvasElement)).toBe(`/${lang()}/lists`)
    })

    await step('a list: its address and its items', async () => {
      await userEvent.click(entry(canvasElement, party._id)!)
      await waitFor(() => expect(location(canvasElement)).toBe(`/${lang()}/lists/${party._id}`))
      await waitFor(() => expect(entry(canvasElement, party._id)).toHaveAttribute('aria-current', 'true'))
      await expect(await canvas.findByText(party.list[0]!.name[lang()])).toBeVisible()
      await expect(canvas.queryByText(m('shoppingList.selectPrompt'))).toBeNull()
    })

    await step('All Lists: /lists/all-lists, every list merged', async () => {
      await userEvent.click(entry(canvasElement, 'all-lists')!)
      await waitFor(() => expect(location(canvasElement)).toBe(`/${lang()}/lists/all-lists`))
      await expect(await canvas.findByText(weekly.list[0]!.name[lang()])).toBeVisible()
      await expect(await canvas.findByText(party.list[0]!.name[lang()])).toBeVisible()
    })
  },
}

/** Opened at /lists/{id} (a link, a reload): that list is the one chosen and shown. */
export const OpenedAtAList: Story = {
  args: { path: `/lists/${weekly._id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(weekly.list[0]!.name[lang()])).toBeVisible()
    await waitFor(() => expect(entry(canvasElement, weekly._id)).toHaveAttribute('aria-current', 'true'))
    await expect(entry(canvasElement, party._id)).not.toHaveAttribute('aria-current')
    await expect(location(canvasElement)).toBe(`/${lang()}/lists/${weekly._id}`)
  },
}
