import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState } from 'react'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { SufraApiProvider } from '@sufra/api-client'
import type { FakeApi } from '@sufra/api-client/testing'
import { SEARCH_HISTORY_KEY, pickText } from '@sufra/core'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { WidgetHostProvider } from '../widget-host'
import { type StoryHost, storyHost } from '../widget-host/story-host'
import { POPULAR_CHIPS, SearchPanel } from './search-panel'
import { type PopularAnswer, popularCategories, popularIngredients, searchPanelApi } from './story-data'

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    messages[lang()][id],
  )

type StoryParameters = {
  /** What `localStorage.searchHistory` holds when the story starts (oldest first). */
  history?: string[]
  popular?: PopularAnswer
}

// Each story gets a fresh fake API and host (set in beforeEach, read by render and play).
let api: FakeApi
let host: StoryHost
let releasePopular: () => void = () => {}
let logged: ReturnType<typeof spyOn>

/** The page around the panel: a button that opens it, and enough page to scroll. */
function Demo() {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  return (
    <SufraApiProvider client={api.client}>
      <WidgetHostProvider host={host}>
        <Button ref={opener} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
          {t('searchPanel.open')}
        </Button>
        <SearchPanel open={open} onOpenChange={setOpen} trigger={() => opener.current} />
        <div data-testid="tall-page" style={{ blockSize: '300vh' }} />
      </WidgetHostProvider>
    </SufraApiProvider>
  )
}

const meta = {
  title: 'Widgets/SearchPanel',
  component: SearchPanel,
  render: () => <Demo />,
  args: { open: false, onOpenChange: () => {}, trigger: () => null },
  parameters: { layout: 'padded' },
  beforeEach: ({ parameters }) => {
    const { history, popular = 'ok' } = parameters as StoryParameters
    if (history) localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history))
    else localStorage.removeItem(SEARCH_HISTORY_KEY)
    const fake = searchPanelApi(popular)
    api = fake.api
    releasePopular = fake.held.release
    host = storyHost()
    // A failed read is logged (spec section 8); the stories check it and keep the output quiet.
    logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => {
      localStorage.removeItem(SEARCH_HISTORY_KEY)
      logged.mockRestore()
    }
  },
} satisfies Meta<typeof SearchPanel>

export default meta
type Story = StoryObj<typeof meta>

// While the modal is open the page behind it is hidden from assistive technology (aria-hidden).
const opener = (canvas: HTMLElement) =>
  within(canvas).getByRole('button', { name: m('searchPanel.open'), hidden: true })
const searchField = (dialog: HTMLElement) =>
  within(dialog).getByRole('searchbox', { name: m('searchPanel.field') })
const stored = () => JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? 'null') as string[] | null
const region = (dialog: HTMLElement, title: MessageId) =>
  within(dialog).getByRole('region', { name: m(title) })
const chipNames = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('link')
    .map((link) => link.textContent)

/** Opens the panel from the page's button; answers the dialog once focus is in its field. */
async function openPanel(canvas: HTMLElement) {
  await userEvent.click(opener(canvas))
  const dialog = await screen.findByRole('dialog', { name: m('searchPanel.title') })
  await waitFor(() => expect(searchField(dialog)).toHaveFocus())
  return dialog
}

/** Waits for the panel to be gone (it fades out) and focus to be back on the opener. */
async function expectClosed(canvas: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  await waitFor(() => expect(opener(canvas)).toHaveFocus())
  await expect(opener(canvas)).toHaveAttribute('aria-expanded', 'false')
}

/** The popular chips of a section once its list has arrived. */
async function popularChips(dialog: HTMLElement, title: MessageId) {
  const section = region(dialog, title)
  await waitFor(() => expect(section).not.toHaveAttribute('aria-busy'))
  return within(section)
    .getAllByRole('link')
    .filter((link) => link.closest('ul'))
}

/** Open with recent searches and both popular lists: what the accessibility check sees. */
export const Opened: Story = {
  parameters: { history: ['lentil soup', 'kibbeh', 'fattoush', 'مجدرة'] },
  play: async ({ canvasElement }) => {
    const dialog = await openPanel(canvasElement)
    await expect(chipNames(region(dialog, 'searchPanel.history.title'))).toHaveLength(4)
    await expect(await popularChips(dialog, 'searchPanel.ingredients.title')).toHaveLength(POPULAR_CHIPS)
    await expect(await popularChips(dialog, 'searchPanel.categories.title')).toHaveLength(POPULAR_CHIPS)
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
  },
}

/**
 * Opens from a button (aria-haspopup, aria-expanded) with focus in the labelled field; both popular
 * lists are asked for together as it opens and show their first 10 in the page's language, with See
 * all links; Escape closes it and focus returns to the button.
 */
export const OpenAndEscape: Story = {
  play: async ({ canvasElement, step }) => {
    await expect(opener(canvasElement)).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(api.calls).toEqual([])
    const dialog = await openPanel(canvasElement)
    await expect(opener(canvasElement)).toHaveAttribute('aria-expanded', 'true')

    await step('both popular lists are requested together when the panel opens', async () => {
      await expect([...api.calls].sort()).toEqual(['GET /category/popular', 'GET /ingredient/popular'])
    })

    await step('the first 10 of each list, named in the page language', async () => {
      const ingredients = await popularChips(dialog, 'searchPanel.ingredients.title')
      const categories = await popularChips(dialog, 'searchPanel.categories.title')
      await expect(ingredients).toHaveLength(POPULAR_CHIPS)
      await expect(categories).toHaveLength(POPULAR_CHIPS)
      await expect(ingredients.map((chip) => chip.textContent)).toEqual(
        popularIngredients.slice(0, POPULAR_CHIPS).map((entry) => pickText(entry._id, lang())),
      )
      await expect(categories.map((chip) => chip.textContent)).toEqual(
        popularCategories.slice(0, POPULAR_CHIPS).map((entry) => pickText(entry._id, lang())),
      )
      // A chip is a link to its search (a new tab works too); olive oil has no slug: its English name gives one.
      await expect(ingredients[0]).toHaveAttribute('href', `/${lang()}/search?ingredients=olive-oil`)
      await expect(categories[1]).toHaveAttribute('href', `/${lang()}/search?categories=soup`)
    })

    await step('See all leads to /ingredients and /categories', async () => {
      const seeAllIngredients = within(dialog).getByRole('link', {
        name: m('searchPanel.ingredients.seeAll'),
      })
      const seeAllCategories = within(dialog).getByRole('link', { name: m('searchPanel.categories.seeAll') })
      await expect(seeAllIngredients).toHaveAttribute('href', `/${lang()}/ingredients`)
      await expect(seeAllCategories).toHaveAttribute('href', `/${lang()}/categories`)
      await expect(seeAllIngredients).toHaveTextContent(m('searchPanel.seeAll'))
    })

    await step('no recent searches yet: no such section', async () => {
      await expect(within(dialog).queryByRole('region', { name: m('searchPanel.history.title') })).toBeNull()
    })

    await step('Escape closes it and focus returns to the button that opened it', async () => {
      await userEvent.keyboard('{Escape}')
      await expectClosed(canvasElement)
      await expect(host.navigate).not.toHaveBeenCalled()
    })
  },
}

/** Typing and submitting searches: the host goes to /search?keyword=…, the panel closes, the text is cleared, history remembers. */
export const SubmitSearches: Story = {
  play: async ({ canvasElement, step }) => {
    await step('Enter in the field', async () => {
      const dialog = await openPanel(canvasElement)
      await userEvent.type(searchField(dialog), '  kibbeh nayyeh {Enter}')
      await expect(host.navigate).toHaveBeenLastCalledWith('/search?keyword=kibbeh+nayyeh')
      await expectClosed(canvasElement)
      await expect(stored()).toEqual(['kibbeh nayyeh'])
    })

    await step('the Search button, in Arabic letters; the field opens empty again', async () => {
      const dialog = await openPanel(canvasElement)
      await expect(searchField(dialog)).toHaveValue('')
      await userEvent.type(searchField(dialog), 'كبة')
      await userEvent.click(within(dialog).getByRole('button', { name: m('searchPanel.submit') }))
      await expect(host.navigate).toHaveBeenLastCalledWith(`/search?keyword=${encodeURIComponent('كبة')}`)
      await expectClosed(canvasElement)
      await expect(stored()).toEqual(['kibbeh nayyeh', 'كبة'])
    })

    await step('the history shows them, the most recent first', async () => {
      const dialog = await openPanel(canvasElement)
      const history = region(dialog, 'searchPanel.history.title')
      await expect(chipNames(history)).toEqual(['كبة', 'kibbeh nayyeh'])
      await userEvent.keyboard('{Escape}')
      await expectClosed(canvasElement)
    })
  },
}

/** Empty: 'Search field is required'. Only spaces: ignored the same way: no search, no history. */
export const RequiredAndWhitespace: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openPanel(canvasElement)
    const field = searchField(dialog)
    const submit = within(dialog).getByRole('button', { name: m('searchPanel.submit') })

    await step('empty: Search field is required', async () => {
      await userEvent.click(submit)
      await expect(await within(dialog).findByText(m('searchPanel.required'))).toBeVisible()
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await waitFor(() => expect(field).toHaveAccessibleDescription(m('searchPanel.required')))
      await expect(field).toHaveFocus()
    })

    await step('typing clears the error', async () => {
      await userEvent.type(field, 'x')
      await expect(within(dialog).queryByText(m('searchPanel.required'))).toBeNull()
      await expect(field).not.toHaveAttribute('aria-invalid')
      await userEvent.clear(field)
    })

    await step('only spaces: nothing is searched or remembered; the same message says why', async () => {
      await userEvent.type(field, '    {Enter}')
      await expect(await within(dialog).findByText(m('searchPanel.required'))).toBeVisible()
      await expect(screen.getByRole('dialog')).toBeInTheDocument()
    })

    await expect(host.navigate).not.toHaveBeenCalled()
    await expect(stored()).toBeNull()
  },
}

/**
 * Seeded history (stored oldest first): shown most recent first; an entry searches again (and becomes
 * the most recent); each entry is removable; Clear all empties it. Storage follows each change.
 */
export const History: Story = {
  parameters: { history: ['lentil soup', 'kibbeh', 'fattoush'] },
  play: async ({ canvasElement, step }) => {
    await step('most recent first', async () => {
      const dialog = await openPanel(canvasElement)
      const history = region(dialog, 'searchPanel.history.title')
      await expect(chipNames(history)).toEqual(['fattoush', 'kibbeh', 'lentil soup'])
      await expect(within(history).getByRole('link', { name: 'kibbeh' })).toHaveAttribute(
        'href',
        `/${lang()}/search?keyword=kibbeh`,
      )
    })

    await step('an entry runs its search again and becomes the most recent', async () => {
      const dialog = screen.getByRole('dialog')
      await userEvent.click(within(dialog).getByRole('link', { name: 'kibbeh' }))
      await expect(host.navigate).toHaveBeenLastCalledWith('/search?keyword=kibbeh')
      await expectClosed(canvasElement)
      await expect(stored()).toEqual(['lentil soup', 'fattoush', 'kibbeh'])
    })

    await step('remove one entry: its button names it; focus stays in the list', async () => {
      const dialog = await openPanel(canvasElement)
      const history = region(dialog, 'searchPanel.history.title')
      await expect(chipNames(history)).toEqual(['kibbeh', 'fattoush', 'lentil soup'])
      await userEvent.click(
        within(history).getByRole('button', {
          name: m('searchPanel.history.remove', { search: 'fattoush' }),
        }),
      )
      await expect(chipNames(history)).toEqual(['kibbeh', 'lentil soup'])
      await expect(stored()).toEqual(['lentil soup', 'kibbeh'])
      await expect(
        within(history).getByRole('button', {
          name: m('searchPanel.history.remove', { search: 'lentil soup' }),
        }),
      ).toHaveFocus()
      await expect(host.navigate).toHaveBeenCalledTimes(1)
    })

    await step('Clear all: the section goes, storage forgets, focus returns to the field', async () => {
      const dialog = screen.getByRole('dialog')
      await userEvent.click(within(dialog).getByRole('button', { name: m('searchPanel.history.clear') }))
      await expect(within(dialog).queryByRole('region', { name: m('searchPanel.history.title') })).toBeNull()
      await expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull()
      await expect(searchField(dialog)).toHaveFocus()
    })
  },
}

/** Picking a popular chip closes the panel and searches by that ingredient's or category's slug. */
export const PickChips: Story = {
  play: async ({ canvasElement, step }) => {
    await step('an ingredient', async () => {
      const dialog = await openPanel(canvasElement)
      const [, garlic] = await popularChips(dialog, 'searchPanel.ingredients.title')
      await userEvent.type(searchField(dialog), 'half typed')
      await userEvent.click(garlic!)
      await expect(host.navigate).toHaveBeenLastCalledWith('/search?ingredients=garlic')
      await expectClosed(canvasElement)
    })

    await step('a category; the text typed before is gone, and chips are not history', async () => {
      const dialog = await openPanel(canvasElement)
      await expect(searchField(dialog)).toHaveValue('')
      const categories = await popularChips(dialog, 'searchPanel.categories.title')
      await userEvent.click(categories[6]!)
      await expect(host.navigate).toHaveBeenLastCalledWith('/search?categories=side-dish')
      await expectClosed(canvasElement)
      await expect(stored()).toBeNull()
    })
  },
}

/** While the popular lists load: the sections are busy and show placeholders; then the chips. */
export const PopularLoading: Story = {
  parameters: { popular: 'held' },
  play: async ({ canvasElement }) => {
    const dialog = await openPanel(canvasElement)
    const ingredients = region(dialog, 'searchPanel.ingredients.title')
    await expect(ingredients).toHaveAttribute('aria-busy', 'true')
    await expect(ingredients.querySelectorAll('[data-part=skeleton]').length).toBeGreaterThan(0)
    await expect(within(ingredients).getByText(m('searchPanel.loading'))).toBeInTheDocument()
    releasePopular()
    await expect(await popularChips(dialog, 'searchPanel.ingredients.title')).toHaveLength(POPULAR_CHIPS)
    await expect(ingredients.querySelector('[data-part=skeleton]')).toBeNull()
  },
}

/**
 * Both popular lists answer 500: each failure is logged, the sections stop loading and keep their
 * headings and See all links; the field and the history work as ever.
 */
export const PopularListsFail: Story = {
  parameters: { popular: 'failure', history: ['falafel'] },
  play: async ({ canvasElement }) => {
    const dialog = await openPanel(canvasElement)
    for (const title of ['searchPanel.ingredients.title', 'searchPanel.categories.title'] as const) {
      const section = region(dialog, title)
      await waitFor(() => expect(section).not.toHaveAttribute('aria-busy'))
      await expect(section.querySelector('[data-part=skeleton]')).toBeNull()
      await expect(within(section).getAllByRole('link')).toHaveLength(1)
    }
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(2))
    await expect(chipNames(region(dialog, 'searchPanel.history.title'))).toEqual(['falafel'])
    await userEvent.type(searchField(dialog), 'hummus{Enter}')
    await expect(host.navigate).toHaveBeenLastCalledWith('/search?keyword=hummus')
    await expectClosed(canvasElement)
  },
}

/** A click outside the panel closes it, and so does a touch; focus returns to the button. */
export const OutsideClickAndTouch: Story = {
  play: async ({ canvasElement, step }) => {
    // Outside the panel is the dialog's positioner (and the backdrop under it) around the content.
    const outside = () => document.querySelector<HTMLElement>('[data-scope=dialog][data-part=positioner]')!
    // The panel closes on the press itself, so the release lands on a layer that no longer takes
    // pointer events: do not let user-event refuse the rest of the gesture for that.
    const user = userEvent.setup({ pointerEventsCheck: 0 })

    await step('a click', async () => {
      await openPanel(canvasElement)
      await user.click(outside())
      await expectClosed(canvasElement)
    })

    await step('a touch', async () => {
      await openPanel(canvasElement)
      await user.pointer({ keys: '[TouchA]', target: outside() })
      await expectClosed(canvasElement)
    })

    await step('a click inside does not', async () => {
      const dialog = await openPanel(canvasElement)
      await userEvent.click(region(dialog, 'searchPanel.ingredients.title'))
      await expect(screen.getByRole('dialog')).toBeInTheDocument()
      await userEvent.keyboard('{Escape}')
      await expectClosed(canvasElement)
    })
    await expect(host.navigate).not.toHaveBeenCalled()
  },
}

const pressOn = (target: Element, key: string) =>
  // dispatchEvent answers false when a listener prevented the default action (the scroll).
  !target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))

/** While open the page does not scroll: overflow is locked and the scroll keys are blocked; both end on closing. */
export const ScrollLock: Story = {
  play: async ({ canvasElement }) => {
    const keys = ['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']
    const dialog = await openPanel(canvasElement)
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'))
    const title = within(dialog).getByRole('heading', { name: m('searchPanel.title') })
    for (const key of keys) await expect(pressOn(title, key)).toBe(true)
    // The field keeps its own keys (Home moves the caret).
    await userEvent.type(searchField(dialog), 'ab{Home}x')
    await expect(searchField(dialog)).toHaveValue('xab')

    await userEvent.keyboard('{Escape}')
    await expectClosed(canvasElement)
    await waitFor(() => expect(getComputedStyle(document.body).overflow).not.toBe('hidden'))
    for (const key of keys) await expect(pressOn(canvasElement, key)).toBe(false)
  },
}

/** Storage that refuses every access (a sandboxed frame, private browsing): the panel still searches. */
export const StorageUnavailable: Story = {
  parameters: { history: ['kibbeh'] },
  play: async ({ canvasElement }) => {
    const refuse = () => {
      throw new DOMException('The document is sandboxed.', 'SecurityError')
    }
    const reads = spyOn(Storage.prototype, 'getItem').mockImplementation(refuse)
    const writes = spyOn(Storage.prototype, 'setItem').mockImplementation(refuse)
    try {
      const dialog = await openPanel(canvasElement)
      // Nothing could be read: no recent searches, and the rest of the panel as ever.
      await expect(within(dialog).queryByRole('region', { name: m('searchPanel.history.title') })).toBeNull()
      await expect(await popularChips(dialog, 'searchPanel.ingredients.title')).toHaveLength(POPULAR_CHIPS)
      await userEvent.type(searchField(dialog), 'falafel{Enter}')
      await expect(host.navigate).toHaveBeenLastCalledWith('/search?keyword=falafel')
      await expectClosed(canvasElement)
      await expect(writes).toHaveBeenCalled()
    } finally {
      reads.mockRestore()
      writes.mockRestore()
    }
  },
}
