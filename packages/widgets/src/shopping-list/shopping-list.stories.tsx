import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { toaster } from '@sufra/ui/toast'
import { type StoryHost, storyHost } from '../widget-host/story-host'
import { ShoppingListScreen } from './shopping-list-screen'
import {
  LIST_IDS,
  type StoryApi,
  type StoryApiOptions,
  StoryFrame,
  createStoryApi,
  m,
  mf,
  recipes,
  storyLocale,
  viewer,
} from './story-api'

type Loaded = { api: StoryApi; host: StoryHost }

/** A fresh fake API (keeping its own state) and host for one story. */
const setUp =
  (options: StoryApiOptions = {}) =>
  (): Loaded => ({ api: createStoryApi(options), host: storyHost({ user: viewer }) })

/** Room for the sidebar (above the 768px breakpoint), or a phone's width (chips). */
const WIDE = '60rem'
const PHONE = '22rem'

const meta = {
  title: 'Widgets/ShoppingList',
  component: ShoppingListScreen,
  args: { selectedId: null, onSelect: fn() },
  parameters: { width: WIDE },
  loaders: [setUp()],
  render: function Render(args, { loaded, parameters }) {
    const { api, host } = loaded as Loaded
    // Controlled as the site and the embed hold it: the choice is kept and reported.
    const [selected, setSelected] = useState(args.selectedId)
    return (
      <StoryFrame api={api} host={host} width={(parameters.width as string | undefined) ?? WIDE}>
        <ShoppingListScreen
          selectedId={selected}
          onSelect={(id) => {
            args.onSelect(id)
            setSelected(id)
          }}
        />
      </StoryFrame>
    )
  },
  // The toast queue is shared by the whole app: every story starts with it empty.
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof ShoppingListScreen>

export default meta
type Story = StoryObj<typeof meta>

const ar = () => storyLocale() === 'ar'
const entries = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-part=entry]')]
const entry = (root: HTMLElement, id: string) =>
  root.querySelector<HTMLElement>(`[data-part=entry][data-list-id="${id}"]`)!
const sidebarLoaded = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('[data-part=entry], [data-part=empty-state]')).not.toBeNull())
const listShown = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('[data-part=list]')).not.toBeNull())
/** The English names of the rows shown in an aisle (or `checked`), in order. */
const namesIn = (root: HTMLElement, aisle: string) =>
  [...root.querySelectorAll<HTMLElement>(`[data-aisle="${aisle}"] [data-part=item-name]`)].map(
    (name) => name.textContent,
  )
const row = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll<HTMLElement>('[data-part=item]')].find(
    (item) => item.querySelector('[data-part=item-name]')?.textContent === name,
  )!
const checkbox = (root: HTMLElement, name: string) =>
  within(row(root, name)).getByRole('checkbox', { name: mf('shoppingList.item.check', { name }) })
const say = (en: string, arabic: string) => (ar() ? arabic : en)

async function toastSays(text: string) {
  const toast = await screen.findByText(text)
  await waitFor(() => expect(toast).toBeVisible())
}

/** No list yet: the spec's empty state, no All Lists, the New button, which makes one. */
export const Empty: Story = {
  loaders: [setUp({ lists: [] })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(m('shoppingList.empty'))).toBeVisible()
    await expect(entries(canvasElement)).toEqual([])
    await expect(canvas.queryByText(m('shoppingList.allLists'))).toBeNull()
    await expect(canvas.queryByText(m('shoppingList.selectPrompt'))).toBeNull()
    // New without a name: the list is made and opened; the sidebar then names it "Shopping List".
    await userEvent.click(canvas.getByRole('button', { name: m('shoppingList.new') }))
    const dialog = await within(document.body).findByRole('dialog', { name: m('shoppingList.new.title') })
    await expect(
      within(dialog).getByRole('textbox', { name: m('shoppingList.rename.label') }),
    ).toHaveAttribute('placeholder', m('shoppingList.fallbackName'))
    await userEvent.click(within(dialog).getByRole('button', { name: m('shoppingList.new.create') }))
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(expect.stringMatching(/^0f4e2a10-9999-/)))
    await waitFor(() =>
      expect(entries(canvasElement).map((entry) => entry.textContent)).toEqual([
        expect.stringContaining(m('shoppingList.allLists')),
        expect.stringContaining(m('shoppingList.fallbackName')),
      ]),
    )
  },
}

/**
 * Lists and none chosen: All Lists first, then each list newest first with its item count, the
 * fallback name for a list without one, and "select a list to view items". Choosing one shows it.
 */
export const ListsWithAllLists: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const { api } = loaded as Loaded
    const canvas = within(canvasElement)
    await sidebarLoaded(canvasElement)
    await expect(canvas.getByText(m('shoppingList.selectPrompt'))).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: m('shoppingList.title') })).toBeVisible()
    await expect(entries(canvasElement).map((one) => one.dataset.listId)).toEqual([
      'all-lists',
      LIST_IDS.weekly,
      LIST_IDS.party,
      LIST_IDS.unnamed,
    ])
    const names = entries(canvasElement).map(
      (one) => one.querySelector('[data-part=entry-name]')!.textContent,
    )
    await expect(names).toEqual([
      m('shoppingList.allLists'),
      say('Weekly shop', 'تسوق الأسبوع'),
      say('Saturday party', 'حفلة السبت'),
      m('shoppingList.fallbackName'),
    ])
    await expect(m('shoppingList.fallbackName')).toBe(say('Shopping List', 'قائمة التسوق'))
    // All Lists merges the tomatoes of two lists: 10 rows.
    await waitFor(() =>
      expect(entry(canvasElement, 'all-lists').querySelector('[data-part=entry-count]')).toHaveTextContent(
        say('10 items', '10 عناصر'),
      ),
    )
    const counts = [LIST_IDS.weekly, LIST_IDS.party, LIST_IDS.unnamed].map(
      (id) => entry(canvasElement, id).querySelector('[data-part=entry-count]')!.textContent,
    )
    await expect(counts).toEqual(say('9 items|2 items|0 items', '9 عناصر|عنصران|لا عناصر').split('|'))
    await expect(
      entry(canvasElement, LIST_IDS.weekly).querySelector('[data-part=entry-name]'),
    ).toHaveAttribute('dir', 'auto')

    await userEvent.click(entry(canvasElement, 'all-lists'))
    await expect(args.onSelect).toHaveBeenCalledWith('all-lists')
    await expect(entry(canvasElement, 'all-lists')).toHaveAttribute('aria-current', 'true')
    await listShown(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: m('shoppingList.allLists') })).toBeVisible()
    // A merged row says which lists it is on; All Lists rows are checked only, never edited here.
    const tomatoes = row(canvasElement, say('Tomatoes', 'طماطم'))
    await expect(tomatoes.querySelector('[data-part=amounts]')).toHaveTextContent(/4\s*\+\s*6/)
    await expect(
      within(tomatoes).getByRole('button', { name: say('Saturday party', 'حفلة السبت') }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: m('shoppingList.addItems') })).toBeNull()
    await expect(canvas.queryByRole('button', { name: m('shoppingList.delete') })).toBeNull()
    await expect(
      canvas.queryByRole('button', {
        name: mf('shoppingList.item.edit', { name: say('Tomatoes', 'طماطم') }),
      }),
    ).toBeNull()

    // Checking a merged row checks every item behind it.
    await userEvent.click(checkbox(canvasElement, say('Tomatoes', 'طماطم')))
    await waitFor(() => expect(namesIn(canvasElement, 'checked')).toContain(say('Tomatoes', 'طماطم')))
    const ids = [api.itemOf(LIST_IDS.weekly, 'Tomatoes')!._id, api.itemOf(LIST_IDS.party, 'Tomatoes')!._id]
    await expect(api.requests).toContainEqual({
      method: 'POST',
      path: '/list/check',
      body: { items: ids, checked: true },
    })
    await waitFor(() => expect(api.itemOf(LIST_IDS.party, 'Tomatoes')!.checked).toBe(true))
  },
}

/**
 * A list by aisle in the shop-walk order with its amounts (metric, in the page's language), the
 * recipes it serves linking to them, checked items last; US units convert the amounts.
 */
export const ListByAisle: Story = {
  args: { selectedId: LIST_IDS.weekly },
  play: async ({ canvasElement, loaded }) => {
    const { api } = loaded as Loaded
    const canvas = within(canvasElement)
    await listShown(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 2, name: say('Weekly shop', 'تسوق الأسبوع') }),
    ).toHaveAttribute('dir', 'auto')
    await expect(canvasElement.querySelector('[data-part=summary]')).toHaveTextContent(
      say('1 of 9 items checked', 'تم تحديد 1 من 9 عناصر'),
    )
    const aisles = [...canvasElement.querySelectorAll<HTMLElement>('[data-part=aisle]')].map(
      (one) => one.dataset.aisle,
    )
    await expect(aisles).toEqual(['produce', 'meat', 'dairy', 'grains', 'spices', 'oils', 'checked'])
    const titles = [...canvasElement.querySelectorAll('[data-part=aisle-title]')].map(
      (title) => title.textContent,
    )
    await expect(titles[0]).toBe(m('shoppingList.aisle.produce'))
    await expect(titles.at(-1)).toBe(m('shoppingList.checked'))
    await expect(namesIn(canvasElement, 'produce')).toEqual([
      say('Tomatoes', 'طماطم'),
      say('Parsley', 'بقدونس'),
    ])
    await expect(namesIn(canvasElement, 'checked')).toEqual(['Paper towels'])
    await expect(checkbox(canvasElement, 'Paper towels')).toBeChecked()

    const amountsOf = (name: string) =>
      [...row(canvasElement, name).querySelectorAll('[data-part=amount]')].map((amount) => amount.textContent)
    const flour = say('Flour', 'طحين')
    await expect(amountsOf(flour)).toEqual(say('250 grams|473 millilitres', '250 غرام|473 مل').split('|'))
    await expect(amountsOf(say('Salt', 'ملح'))).toEqual([say('to taste', 'حسب الرغبة')])
    await expect(amountsOf(say('Tomatoes', 'طماطم'))).toEqual(['4'])
    await expect(row(canvasElement, flour).querySelector('[data-part=item-name]')).toHaveAttribute(
      'dir',
      'auto',
    )

    // The recipes: on the list and on each item, linking to the recipe pages.
    const title = recipes.musakhan.title[storyLocale()]
    const links = canvas.getAllByRole('link', { name: title })
    await expect(links.length).toBeGreaterThan(1)
    for (const link of links)
      await expect(link).toHaveAttribute('href', `/${storyLocale()}/recipe/${recipes.musakhan._id}`)
    await expect(within(row(canvasElement, say('Olive oil', 'زيت زيتون'))).getAllByRole('link')).toHaveLength(
      2,
    )

    // US units: the same amounts converted; count units kept.
    await userEvent.click(canvas.getByRole('radio', { name: say('US', 'أمريكي') }))
    await waitFor(() =>
      expect(amountsOf(flour)).toEqual(say('8.82 ounces|2 cups', '8.82 أونصة|2 كوب').split('|')),
    )
    await expect(amountsOf(say('Milk', 'حليب'))).toEqual([say('2.11 cups', '2.11 كوب')])
    await expect(amountsOf(say('Tomatoes', 'طماطم'))).toEqual(['4'])
    await waitFor(() =>
      expect(api.requests).toContainEqual({ method: 'PUT', path: '/user/units', body: { units: 'us' } }),
    )
  },
}

/**
 * Checking an item moves it out of its aisle to the Checked group at the end (in the list's order, as
 * the server keeps it) and saves it; unchecking puts it back in its aisle.
 */
export const CheckMovesToEnd: Story = {
  args: { selectedId: LIST_IDS.weekly },
  play: async ({ canvasElement, loaded }) => {
    const { api } = loaded as Loaded
    await listShown(canvasElement)
    const tomatoes = say('Tomatoes', 'طماطم')
    await userEvent.click(checkbox(canvasElement, tomatoes))
    await waitFor(() => expect(namesIn(canvasElement, 'checked')).toEqual([tomatoes, 'Paper towels']))
    await expect(namesIn(canvasElement, 'produce')).toEqual([say('Parsley', 'بقدونس')])
    await expect(checkbox(canvasElement, tomatoes)).toBeChecked()
    const id = api.itemOf(LIST_IDS.weekly, 'Tomatoes')!._id
    await waitFor(() =>
      expect(api.requests).toContainEqual({
        method: 'PATCH',
        path: `/list/${LIST_IDS.weekly}/items/${id}`,
        body: { checked: true },
      }),
    )
    await waitFor(() => expect(api.itemOf(LIST_IDS.weekly, 'Tomatoes')!.checked).toBe(true))
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part=summary]')).toHaveTextContent(
        say('2 of 9 items checked', 'تم تحديد 2 من 9 عناصر'),
      ),
    )

    await userEvent.click(checkbox(canvasElement, tomatoes))
    await waitFor(() =>
      expect(namesIn(canvasElement, 'produce')).toEqual([tomatoes, say('Parsley', 'بقدونس')]),
    )
    await waitFor(() => expect(api.itemOf(LIST_IDS.weekly, 'Tomatoes')!.checked).toBe(false))
  },
}

/** The server refuses a check: the item goes back where it was, unchecked, and a toast says so. */
export const FailedCheckRollsBack: Story = {
  args: { selectedId: LIST_IDS.weekly },
  loaders: [setUp({ failChecks: true })],
  play: async ({ canvasElement }) => {
    await listShown(canvasElement)
    const parsley = say('Parsley', 'بقدونس')
    await userEvent.click(checkbox(canvasElement, parsley))
    await toastSays('Something went wrong on our side.')
    await waitFor(() =>
      expect(namesIn(canvasElement, 'produce')).toEqual([say('Tomatoes', 'طماطم'), parsley]),
    )
    await expect(checkbox(canvasElement, parsley)).not.toBeChecked()
    await expect(namesIn(canvasElement, 'checked')).toEqual(['Paper towels'])
  },
}

/** Add items: a typed line, read as it is typed (the preview), added to the list; the field stays for the next. */
export const AddTypedItem: Story = {
  args: { selectedId: LIST_IDS.weekly },
  play: async ({ canvasElement, loaded }) => {
    const { api } = loaded as Loaded
    const canvas = within(canvasElement)
    await listShown(canvasElement)
    const add = canvas.getByRole('button', { name: m('shoppingList.addItems') })
    await userEvent.click(add)
    await expect(add).toHaveAttribute('aria-expanded', 'true')
    const field = canvas.getByRole('textbox', { name: m('shoppingList.addItems.label') })
    await waitFor(() => expect(field).toHaveFocus())
    await expect(field).toHaveAttribute('dir', 'auto')

    // Nothing typed: nothing sent.
    await userEvent.click(canvas.getByRole('button', { name: m('shoppingList.addItems.submit') }))
    await expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([])

    const typed = say('2 cups sugar', '٢ كوب سكر')
    await userEvent.type(field, typed)
    const preview = canvasElement.querySelector<HTMLElement>('[data-part=preview]')!
    await expect(preview).toHaveTextContent(m('shoppingList.addItems.preview'))
    await expect(preview.querySelector('[data-part=preview-amount] dd')).toHaveTextContent('2')
    await expect(preview.querySelector('[data-part=preview-unit] dd')).toHaveTextContent(say('cups', 'كوب'))
    await expect(preview.querySelector('[data-part=preview-name] dd')).toHaveTextContent(say('sugar', 'سكر'))
    await expect(field).toHaveAccessibleDescription(new RegExp(say('sugar', 'سكر')))

    await userEvent.keyboard('{Enter}')
    const sugar = say('sugar', 'سكر')
    await waitFor(() => expect(namesIn(canvasElement, 'other')).toContain(sugar))
    await expect(api.requests).toContainEqual({
      method: 'POST',
      path: `/list/${LIST_IDS.weekly}/items`,
      body: { text: typed, lang: storyLocale() },
    })
    await toastSays(mf('shoppingList.addItems.added', { name: sugar }))
    await expect(field).toHaveValue('')
    await expect(field).toHaveFocus()
    await expect(canvasElement.querySelector('[data-part=preview]')).toBeNull()

    // Escape closes the form; focus is back on Add items.
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('textbox', { name: m('shoppingList.addItems.label') })).toBeNull()
    await expect(add).toHaveFocus()
  },
}

/** Edit an item's amounts (and name), and remove another. */
export const EditAndRemove: Story = {
  args: { selectedId: LIST_IDS.weekly },
  play: async ({ canvasElement, loaded }) => {
    const { api } = loaded as Loaded
    const canvas = within(canvasElement)
    const body = within(document.body)
    await listShown(canvasElement)
    const milk = say('Milk', 'حليب')
    await userEvent.click(canvas.getByRole('button', { name: mf('shoppingList.item.edit', { name: milk }) }))
    const dialog = await body.findByRole('dialog', { name: m('shoppingList.edit.title') })
    const name = within(dialog).getByRole('textbox', { name: m('shoppingList.edit.name') })
    await expect(name).toHaveValue(milk)
    const amount = within(dialog).getByRole('spinbutton', {
      name: mf('shoppingList.edit.amount', { number: '1' }),
    })
    await expect(amount).toHaveValue('500')
    await userEvent.clear(amount)
    await userEvent.type(amount, '750')
    await userEvent.clear(name)
    await userEvent.type(name, say('Oat milk', 'حليب الشوفان'))
    await userEvent.click(within(dialog).getByRole('button', { name: m('common.save') }))
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    const id = api.itemOf(LIST_IDS.weekly, say('Oat milk', 'حليب الشوفان'))!._id
    await expect(api.requests).toContainEqual({
      method: 'PATCH',
      path: `/list/${LIST_IDS.weekly}/items/${id}`,
      body: { name: say('Oat milk', 'حليب الشوفان'), quantities: [{ amount: 750, unit: 'ml' }] },
    })
    await waitFor(() =>
      expect(
        row(canvasElement, say('Oat milk', 'حليب الشوفان')).querySelector('[data-part=amounts]'),
      ).toHaveTextContent(say('750 millilitres', '750 مل')),
    )

    const parsley = say('Parsley', 'بقدونس')
    const parsleyId = api.itemOf(LIST_IDS.weekly, 'Parsley')!._id
    await userEvent.click(
      canvas.getByRole('button', { name: mf('shoppingList.item.remove', { name: parsley }) }),
    )
    await waitFor(() => expect(namesIn(canvasElement, 'produce')).toEqual([say('Tomatoes', 'طماطم')]))
    await expect(api.calls).toContain(`DELETE /list/${LIST_IDS.weekly}/items/${parsleyId}`)
    await toastSays(mf('shoppingList.item.removed', { name: parsley }))
  },
}

/** Rename the list (the heading and the sidebar follow), then delete it after confirming. */
export const RenameAndDelete: Story = {
  args: { selectedId: LIST_IDS.party },
  play: async ({ canvasElement, loaded, args }) => {
    const { api } = loaded as Loaded
    const canvas = within(canvasElement)
    const body = within(document.body)
    await listShown(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: m('shoppingList.rename') }))
    let dialog = await body.findByRole('dialog', { name: m('shoppingList.rename.title') })
    const field = within(dialog).getByRole('textbox', { name: m('shoppingList.rename.label') })
    await expect(field).toHaveValue(say('Saturday party', 'حفلة السبت'))
    await userEvent.clear(field)
    await userEvent.click(within(dialog).getByRole('button', { name: m('common.save') }))
    await expect(within(dialog).getByText(m('common.required'))).toBeVisible()
    const renamed = say('Eid lunch', 'غداء العيد')
    await userEvent.type(field, renamed)
    await userEvent.click(within(dialog).getByRole('button', { name: m('common.save') }))
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    await expect(api.requests).toContainEqual({
      method: 'PATCH',
      path: `/list/${LIST_IDS.party}`,
      body: { listName: ar() ? { en: '', ar: renamed } : { en: renamed, ar: '' } },
    })
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: renamed })).toBeVisible())
    await waitFor(() => expect(entry(canvasElement, LIST_IDS.party)).toHaveTextContent(renamed))

    await userEvent.click(canvas.getByRole('button', { name: m('shoppingList.delete') }))
    dialog = await body.findByRole('alertdialog', { name: m('shoppingList.delete.title') })
    await expect(dialog).toHaveTextContent(renamed)
    await userEvent.click(within(dialog).getByRole('button', { name: m('common.cancel') }))
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull())
    await expect(api.calls.filter((call) => call.startsWith('DELETE'))).toEqual([])

    await userEvent.click(canvas.getByRole('button', { name: m('shoppingList.delete') }))
    dialog = await body.findByRole('alertdialog', { name: m('shoppingList.delete.title') })
    const before = api.calls.length
    await userEvent.click(within(dialog).getByRole('button', { name: m('shoppingList.delete.confirm') }))
    await waitFor(() => expect(args.onSelect).toHaveBeenLastCalledWith(null))
    await expect(api.calls).toContain(`DELETE /list/${LIST_IDS.party}`)
    await waitFor(() => expect(entry(canvasElement, LIST_IDS.party)).toBeNull())
    await expect(canvas.getByText(m('shoppingList.selectPrompt'))).toBeVisible()
    await toastSays(m('shoppingList.delete.done'))
    // The deleted list is not asked for again (only the lists and All Lists are read again).
    await waitFor(() => expect(api.calls.slice(before)).toContain('GET /list'))
    await expect(api.calls.slice(before).filter((call) => call === `GET /list/${LIST_IDS.party}`)).toEqual([])
  },
}

/** Clear checked removes the checked items; Checkout keeps the spec's coming-soon notice. */
export const ClearCheckedAndCheckout: Story = {
  args: { selectedId: LIST_IDS.weekly },
  play: async ({ canvasElement, loaded }) => {
    const { api } = loaded as Loaded
    const canvas = within(canvasElement)
    await listShown(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: m('shoppingList.checkout') }))
    await toastSays(m('shoppingList.checkout.comingSoon'))
    await userEvent.click(canvas.getByRole('button', { name: m('shoppingList.clearChecked') }))
    await waitFor(() => expect(canvasElement.querySelector('[data-aisle=checked]')).toBeNull())
    await expect(api.calls).toContain(`POST /list/${LIST_IDS.weekly}/clear-checked`)
    await expect(canvas.getByRole('button', { name: m('shoppingList.clearChecked') })).toBeDisabled()
  },
}

/** Print PDF: POST /list/pdf with the list, the page language and the units; saved under the server's name. */
export const PrintPdf: Story = {
  args: { selectedId: LIST_IDS.weekly },
  play: async ({ canvasElement, loaded }) => {
    const { api } = loaded as Loaded
    const canvas = within(canvasElement)
    await listShown(canvasElement)
    const saved: { name: string; href: string }[] = []
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href })
    })
    try {
      await userEvent.click(canvas.getByRole('button', { name: m('shoppingList.print') }))
      await waitFor(() => expect(saved).toHaveLength(1))
      await expect(saved[0]!.name).toBe('Weekly shop.pdf')
      await expect(saved[0]!.href).toMatch(/^blob:/)
      await expect(api.requests).toContainEqual({
        method: 'POST',
        path: '/list/pdf',
        body: { list: LIST_IDS.weekly, lang: storyLocale(), units: 'metric' },
      })
      // All Lists prints too.
      await userEvent.click(entry(canvasElement, 'all-lists'))
      await waitFor(() =>
        expect(canvas.getByRole('heading', { level: 2, name: m('shoppingList.allLists') })).toBeVisible(),
      )
      await userEvent.click(canvas.getByRole('button', { name: m('shoppingList.print') }))
      await waitFor(() => expect(saved).toHaveLength(2))
      await expect(api.requests).toContainEqual({
        method: 'POST',
        path: '/list/pdf',
        body: { list: 'all-lists', lang: storyLocale(), units: 'metric' },
      })
    } finally {
      click.mockRestore()
    }
  },
}

/** A phone's width: the lists are chips in one scrolling row with the New button, above the list. */
export const MobileChips: Story = {
  args: { selectedId: LIST_IDS.weekly },
  parameters: { width: PHONE },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await sidebarLoaded(canvasElement)
    await listShown(canvasElement)
    const chips = entries(canvasElement)
    const tops = new Set(chips.map((chip) => Math.round(chip.getBoundingClientRect().top)))
    await expect(tops.size).toBe(1)
    await expect(getComputedStyle(chips[0]!).borderRadius).not.toBe('0px')
    const newButton = canvas.getByRole('button', { name: m('shoppingList.new') })
    await expect(newButton).toBeVisible()
    await expect(Math.round(newButton.getBoundingClientRect().top)).toBeLessThanOrEqual([...tops][0]! + 8)
    // The sidebar's heading is left to screen readers; the list sits below the chips.
    await expect(
      canvas.getByRole('heading', { level: 2, name: m('shoppingList.title') }).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1)
    const list = canvasElement.querySelector<HTMLElement>('[data-part=list]')!
    await expect(list.getBoundingClientRect().top).toBeGreaterThan(chips[0]!.getBoundingClientRect().bottom)
    // New names an empty list and opens it, newest first among the chips.
    await userEvent.click(newButton)
    const dialog = await within(document.body).findByRole('dialog', { name: m('shoppingList.new.title') })
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: m('shoppingList.rename.label') }),
      say('Picnic', 'نزهة'),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: m('shoppingList.new.create') }))
    await toastSays(m('shoppingList.new.done'))
    await waitFor(() =>
      expect(args.onSelect).toHaveBeenLastCalledWith(expect.stringMatching(/^0f4e2a10-9999-/)),
    )
    await waitFor(() => expect(entries(canvasElement)[1]).toHaveTextContent(say('Picnic', 'نزهة')))
  },
}

/** Wide: a sidebar beside the list. */
export const WideSidebar: Story = {
  args: { selectedId: LIST_IDS.weekly },
  play: async ({ canvasElement }) => {
    await sidebarLoaded(canvasElement)
    await listShown(canvasElement)
    const chips = entries(canvasElement)
    const lefts = new Set(chips.map((chip) => Math.round(chip.getBoundingClientRect().left)))
    await expect(lefts.size).toBe(1)
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-part=sidebar]')!.getBoundingClientRect()
    const list = canvasElement.querySelector<HTMLElement>('[data-part=list]')!.getBoundingClientRect()
    // Side by side, the sidebar at the start of the line (left in English, right in Arabic).
    await expect(ar() ? sidebar.left > list.right - 1 : sidebar.right < list.left + 1).toBe(true)
  },
}

/** While the lists load. */
export const Loading: Story = {
  loaders: [setUp({ holdLists: true })],
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByText(m('shoppingList.loading'))
    await expect(status).toHaveAttribute('role', 'status')
    await expect(within(canvasElement).queryByText(m('shoppingList.selectPrompt'))).toBeNull()
  },
}

/** Signed out (a partner's page before sign-in): the invitation, and Sign in asks the host; nothing is read. */
export const SignedOut: Story = {
  loaders: [(): Loaded => ({ api: createStoryApi(), host: storyHost({ user: null }) })],
  play: async ({ canvasElement, loaded }) => {
    const { api, host } = loaded as Loaded
    const canvas = within(canvasElement)
    await expect(canvas.getByText(m('host.signIn.shoppingLists'))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: m('shoppingList.signIn.button') }))
    await expect(host.requireSignIn).toHaveBeenCalledWith('shoppingLists')
    await expect(canvas.queryByRole('button', { name: m('shoppingList.new') })).toBeNull()
    await expect(api.calls).toEqual([])
  },
}

/** On a phone the chosen chip is scrolled into the row's view, even the last one. */
export const MobileChosenChipInView: Story = {
  args: { selectedId: LIST_IDS.unnamed },
  parameters: { width: PHONE },
  play: async ({ canvasElement }) => {
    await sidebarLoaded(canvasElement)
    const row = canvasElement.querySelector<HTMLElement>('[data-part=entries]')!
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth)
    const chip = entry(canvasElement, LIST_IDS.unnamed)
    await waitFor(() => {
      const box = row.getBoundingClientRect()
      const chipBox = chip.getBoundingClientRect()
      expect(chipBox.left).toBeGreaterThanOrEqual(box.left - 1)
      expect(chipBox.right).toBeLessThanOrEqual(box.right + 1)
    })
  },
}
