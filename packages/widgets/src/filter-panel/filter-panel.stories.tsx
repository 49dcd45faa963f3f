import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import type { Schema } from '@sufra/api-client'
import { type SearchCriteria, emptySearch } from '@sufra/core'
import { StoryProviders, m } from '../recipe-detail/story-data'
import { storyHost } from '../widget-host/story-host'
import { FilterPanel } from './filter-panel'
import { filterListsApi, filterOptions, popularIngredients } from './story-data'

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const name = (text: Schema<'LocalizedText'>) => text[lang()]
/** The panel is a side column from `lg` (1024 px) up, a drawer below. */
const isWide = () => window.matchMedia('(min-width: 1024px)').matches

type PanelArgs = {
  initial: SearchCriteria
  applied?: Schema<'AppliedSearchFilters'>
  onChange: (criteria: SearchCriteria) => void
}

/** The panel as a page holds it: the criteria in state, each change reported to `onChange` (a spy). */
function ControlledPanel({ initial, applied, onChange }: PanelArgs) {
  const [criteria, setCriteria] = useState(initial)
  return (
    <FilterPanel
      criteria={criteria}
      applied={applied}
      onChange={(next) => {
        onChange(next)
        setCriteria(next)
      }}
    />
  )
}

/** The panel with its own fake API and host, made afresh before each run. */
function scenario(options: Parameters<typeof filterListsApi>[0] = {}) {
  let api = filterListsApi(options)
  let host = storyHost({ user: null })
  return {
    api: () => api,
    host: () => host,
    beforeEach: () => {
      api = filterListsApi(options)
      host = storyHost({ user: null })
      // A failed list is logged (spec section 8); keep the output quiet.
      const logged = spyOn(console, 'error').mockImplementation(() => {})
      return () => logged.mockRestore()
    },
    render: (args: PanelArgs) => (
      <StoryProviders host={host} client={api.client}>
        <div style={{ maxWidth: 280 }}>
          <ControlledPanel {...args} />
        </div>
      </StoryProviders>
    ),
  }
}

/**
 * Where the filters are: the side column on wide screens; on phones the drawer, opened with the
 * Filters button. Answers the region to look in.
 */
async function openFilters(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement)
  if (isWide()) return canvas.getByRole('complementary', { name: m('searchPage.filters.title') })
  await userEvent.click(filtersButton(canvasElement))
  const drawer = await screen.findByRole('dialog', { name: m('searchPage.filters.title') })
  await waitFor(() => expect(drawer).toBeVisible())
  return drawer
}

/** The Filters button (phones). */
const filtersButton = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLButtonElement>('[data-scope=filter-panel] [data-part=trigger]')!

/** The checkboxes of one group (its fieldset, named by its legend). */
const group = (region: HTMLElement, title: string) => within(region).getByRole('group', { name: title })

/** A phone's screen for a story (the Vitest run sets the browser to it; Storybook's viewport menu too). */
const phone = { viewport: { value: 'mobile2', isRotated: false } }

const meta = {
  title: 'Widgets/FilterPanel',
  component: ControlledPanel,
  parameters: { layout: 'padded' },
  args: { initial: emptySearch, onChange: fn() },
} satisfies Meta<typeof ControlledPanel>

export default meta
type Story = StoryObj<typeof meta>

const lists = scenario()

/**
 * The six groups in the spec's order; 10 popular ingredients until See All shows all 14, See Less
 * goes back; ticking a box reports the search with that value (a slug, or a label's key).
 */
export const Groups: Story = {
  beforeEach: lists.beforeEach,
  render: lists.render,
  play: async ({ canvasElement, args }) => {
    const region = await openFilters(canvasElement)
    const ingredients = await waitFor(() => group(region, m('searchPage.filters.ingredients')))
    const legends = () =>
      Array.from(region.querySelectorAll('legend, [data-part=group-label]'), (node) =>
        node.textContent?.trim(),
      )
    // Every list has arrived (a group still loading shows placeholders, not its legend).
    await waitFor(() =>
      expect(legends()).toEqual([
        m('searchPage.filters.ingredients'),
        m('searchPage.filters.categories'),
        m('searchPage.filters.cuisines'),
        m('searchPage.filters.diets'),
        m('searchPage.filters.healthLabels'),
        m('searchPage.filters.cookTime'),
      ]),
    )
    await waitFor(() => expect(within(ingredients).getAllByRole('checkbox')).toHaveLength(10))

    const seeAll = within(ingredients).getByRole('button', { name: m('searchPage.filters.seeAll') })
    await expect(seeAll).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(seeAll)
    await expect(within(ingredients).getAllByRole('checkbox')).toHaveLength(popularIngredients.length)
    const seeLess = within(ingredients).getByRole('button', { name: m('searchPage.filters.seeLess') })
    await expect(seeLess).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(seeLess)
    await expect(within(ingredients).getAllByRole('checkbox')).toHaveLength(10)
    // Five categories: no See All there.
    await expect(
      within(group(region, m('searchPage.filters.categories'))).queryByRole('button'),
    ).not.toBeInTheDocument()

    const chickpeas = within(ingredients).getByRole('checkbox', { name: name(popularIngredients[5]!._id) })
    await userEvent.click(chickpeas)
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptySearch, ingredients: ['chickpeas'] })
    await expect(chickpeas).toBeChecked()

    const cuisines = group(region, m('searchPage.filters.cuisines'))
    await userEvent.click(
      within(cuisines).getByRole('checkbox', { name: name(filterOptions.cuisines[0]!.name) }),
    )
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...emptySearch,
      ingredients: ['chickpeas'],
      cuisines: ['levantine'],
    })
    // Unticking takes the value out again.
    await userEvent.click(chickpeas)
    await expect(chickpeas).not.toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptySearch, cuisines: ['levantine'] })
  },
}

const listsOnPhone = scenario()

/** The same on a phone, inside the drawer. */
export const GroupsOnPhone: Story = {
  ...Groups,
  globals: phone,
  beforeEach: listsOnPhone.beforeEach,
  render: listsOnPhone.render,
}

const cookTime = scenario()

/** Cooking time is one choice at a time (30, 60, 120, 121 minutes), and can be cleared. */
export const CookingTime: Story = {
  beforeEach: cookTime.beforeEach,
  render: cookTime.render,
  play: async ({ canvasElement, args }) => {
    const region = await openFilters(canvasElement)
    const times = within(region).getByRole('radiogroup', { name: m('searchPage.filters.cookTime') })
    const radios = within(times).getAllByRole('radio')
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['30', '60', '120', '121'])
    for (const radio of radios) await expect(radio).not.toBeChecked()
    await expect(
      within(region).queryByRole('button', { name: m('searchPage.filters.clearCookTime') }),
    ).not.toBeInTheDocument()

    await userEvent.click(within(times).getByText(m('searchPage.filters.cookTime.60')))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptySearch, cookTime: 60 })
    await userEvent.click(within(times).getByText(m('searchPage.filters.cookTime.121')))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptySearch, cookTime: 121 })
    await expect(
      within(times).getByRole('radio', { name: m('searchPage.filters.cookTime.121') }),
    ).toBeChecked()
    await expect(
      within(times)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(1)

    await userEvent.click(within(region).getByRole('button', { name: m('searchPage.filters.clearCookTime') }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptySearch, cookTime: null })
    await waitFor(() =>
      expect(
        within(times)
          .getAllByRole('radio')
          .filter((radio) => (radio as HTMLInputElement).checked),
      ).toHaveLength(0),
    )
  },
}

const shared = scenario()

/**
 * A shared link's search: a chosen ingredient the popular list lacks shows first, ticked, under the
 * name the search answer gave it; a chosen cuisine past the first 10 stays in sight before See All.
 */
export const FromSharedLink: Story = {
  args: {
    initial: { ...emptySearch, ingredients: ['saffron'], cuisines: ['yemeni'], cookTime: 30 },
    applied: {
      ingredients: [{ value: 'saffron', name: { en: 'Saffron', ar: 'زعفران' } }],
      categories: [],
      cuisines: [{ value: 'yemeni', name: { en: 'Yemeni', ar: 'يمني' } }],
      diets: [],
      healthLabels: [],
    },
  },
  beforeEach: shared.beforeEach,
  render: shared.render,
  play: async ({ canvasElement }) => {
    if (!isWide()) {
      // Three chosen: the Filters button says so.
      await expect(filtersButton(canvasElement)).toHaveTextContent(`${m('searchPage.filters.button')} 3`)
    }
    const region = await openFilters(canvasElement)
    const ingredients = await waitFor(() => group(region, m('searchPage.filters.ingredients')))
    // Still 10 before See All, the chosen one first.
    await waitFor(() => expect(within(ingredients).getAllByRole('checkbox')).toHaveLength(10))
    const [first] = within(ingredients).getAllByRole('checkbox')
    await expect(first).toHaveAccessibleName(lang() === 'ar' ? 'زعفران' : 'Saffron')
    await expect(first).toBeChecked()

    const cuisines = group(region, m('searchPage.filters.cuisines'))
    // 10 and the chosen 11th (once GET /query has answered).
    await waitFor(() => expect(within(cuisines).getAllByRole('checkbox')).toHaveLength(11))
    await expect(
      within(cuisines).getByRole('checkbox', { name: lang() === 'ar' ? 'يمني' : 'Yemeni' }),
    ).toBeChecked()
    await expect(
      within(region).getByRole('radio', { name: m('searchPage.filters.cookTime.30') }),
    ).toBeChecked()
  },
}

const drawer = scenario()

/**
 * Phones: the Filters button opens the drawer, which has a Reset link back to /search and Show
 * results, which closes it (so does Escape, focus back on the button). Wide screens: the side column
 * has the Reset link once something is chosen, and no button.
 */
export const MobileDrawer: Story = {
  globals: phone,
  args: { initial: { ...emptySearch, diets: ['vegetarian'] } },
  beforeEach: drawer.beforeEach,
  render: drawer.render,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const resetHref = `/${lang()}/search`
    if (isWide()) {
      const sidebar = canvas.getByRole('complementary', { name: m('searchPage.filters.title') })
      await expect(
        within(sidebar).getByRole('link', { name: m('searchPage.filters.reset') }),
      ).toHaveAttribute('href', resetHref)
      await expect(filtersButton(canvasElement)).not.toBeVisible()
      return
    }
    // The side column is not shown on a phone.
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument()
    const trigger = filtersButton(canvasElement)
    await expect(trigger).toHaveTextContent(`${m('searchPage.filters.button')} 1`)
    await expect(trigger).toHaveAccessibleName(`${m('searchPage.filters.button')} 1`)
    await expect(trigger).toHaveAccessibleDescription(lang() === 'ar' ? 'خيار واحد مختار' : '1 filter chosen')
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    const panel = await openFilters(canvasElement)
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(within(panel).getByRole('link', { name: m('searchPage.filters.reset') })).toHaveAttribute(
      'href',
      resetHref,
    )
    // A change inside the drawer shows on the button at once.
    const diets = await waitFor(() => group(panel, m('searchPage.filters.diets')))
    await userEvent.click(
      within(diets).getByRole('checkbox', { name: name(filterOptions.dietLabels[1]!.name) }),
    )
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...emptySearch,
      diets: ['vegetarian', 'high-protein'],
    })
    await userEvent.click(within(panel).getByRole('button', { name: m('searchPage.filters.showResults') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(trigger).toHaveAccessibleName(`${m('searchPage.filters.button')} 2`)
    await expect(trigger).toHaveAccessibleDescription(lang() === 'ar' ? 'خياران مختاران' : '2 filters chosen')
    await waitFor(() => expect(trigger).toHaveFocus())

    await userEvent.click(trigger)
    await screen.findByRole('dialog', { name: m('searchPage.filters.title') })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

const failing = scenario({ failingLabels: true })

/** GET /query fails: cuisine, diet and health labels are left out, with Try again, which brings them. */
export const LabelsFail: Story = {
  beforeEach: failing.beforeEach,
  render: failing.render,
  play: async ({ canvasElement }) => {
    const region = await openFilters(canvasElement)
    await waitFor(() => expect(within(region).getByText(m('searchPage.filters.loadFailed'))).toBeVisible())
    await expect(group(region, m('searchPage.filters.ingredients'))).toBeVisible()
    await expect(within(region).queryByRole('group', { name: m('searchPage.filters.cuisines') })).toBeNull()
    failing.api().labelsBack()
    await userEvent.click(within(region).getByRole('button', { name: m('explore.retry') }))
    await waitFor(() => expect(group(region, m('searchPage.filters.cuisines'))).toBeVisible())
    await expect(within(region).queryByText(m('searchPage.filters.loadFailed'))).toBeNull()
  },
}
