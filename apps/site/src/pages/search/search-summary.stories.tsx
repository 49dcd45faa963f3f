import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { Schema } from '@sufra/api-client'
import { type SearchCriteria, emptySearch } from '@sufra/core'
import { lang, m } from '../catalogue/catalogue-story-data'
import { SearchSummary } from './search-summary'

const applied: Schema<'AppliedSearchFilters'> = {
  ingredients: [
    { value: 'chickpeas', name: { en: 'Chickpeas', ar: 'حمص حب' } },
    // A value the catalogue does not know: shown as given.
    { value: 'zaatar-blend', name: null },
  ],
  categories: [],
  cuisines: [{ value: 'levantine', name: { en: 'Levantine', ar: 'شامي' } }],
  diets: [],
  healthLabels: [],
}

const chosen: SearchCriteria = {
  ...emptySearch,
  keyword: 'kibbeh',
  ingredients: ['chickpeas', 'zaatar-blend'],
  cuisines: ['levantine'],
  cookTime: 60,
}

type SummaryArgs = { initial: SearchCriteria; total?: number; onChange: (criteria: SearchCriteria) => void }

/** The summary as the page holds it: each change reported (a spy) and shown. */
function Summary({ initial, total, onChange }: SummaryArgs) {
  const [criteria, setCriteria] = useState(initial)
  return (
    <SearchSummary
      criteria={criteria}
      applied={applied}
      total={total}
      onChange={(next) => {
        onChange(next)
        setCriteria(next)
      }}
    />
  )
}

const meta = {
  title: 'Site/SearchSummary',
  component: Summary,
  args: { initial: chosen, total: 3, onChange: fn() },
} satisfies Meta<typeof Summary>

export default meta
type Story = StoryObj<typeof meta>

const chipTexts = (root: HTMLElement) =>
  within(within(root).getByRole('list', { name: m('searchPage.chosen') }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent)

/**
 * The keyword, each list filter (by the answer's name, or as given) and the cooking time as chips;
 * removing one reports the search without it; Clear all reports the empty search.
 */
export const Chips: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const ar = lang() === 'ar'
    await expect(chipTexts(canvasElement)).toEqual([
      ar ? '«kibbeh»' : '“kibbeh”',
      ar ? 'حمص حب' : 'Chickpeas',
      'zaatar-blend',
      ar ? 'شامي' : 'Levantine',
      m('searchPage.filters.cookTime.60'),
    ])
    const remove = (label: string) =>
      userEvent.click(canvas.getByRole('button', { name: `${m('ui.chip.remove')} ${label}` }))

    await remove(ar ? 'حمص حب' : 'Chickpeas')
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...chosen, ingredients: ['zaatar-blend'] })
    await remove(m('searchPage.filters.cookTime.60'))
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...chosen,
      ingredients: ['zaatar-blend'],
      cookTime: null,
    })
    await remove(ar ? '«kibbeh»' : '“kibbeh”')
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...chosen,
      keyword: '',
      ingredients: ['zaatar-blend'],
      cookTime: null,
    })
    await expect(chipTexts(canvasElement)).toEqual(['zaatar-blend', ar ? 'شامي' : 'Levantine'])

    await userEvent.click(canvas.getByRole('button', { name: m('searchPage.clearAll') }))
    await expect(args.onChange).toHaveBeenLastCalledWith(emptySearch)
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: m('searchPage.clearAll') })).not.toBeInTheDocument()
  },
}

/** The count of full matches in each plural form (Arabic has six); unknown while the answer loads. */
export const Count: Story = {
  args: { initial: emptySearch },
  render: (args) => (
    <div>
      {[0, 1, 2, 3, 11, 100, undefined].map((total) => (
        <Summary key={String(total)} {...args} total={total} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const counts = within(canvasElement)
      .getAllByRole('status')
      .map((status) => status.textContent)
    await expect(counts).toEqual(
      lang() === 'ar'
        ? [
            'لا وصفات مطابقة',
            'وصفة واحدة مطابقة',
            'وصفتان مطابقتان',
            '3 وصفات مطابقة',
            '11 وصفةً مطابقة',
            '100 وصفة مطابقة',
            '',
          ]
        : [
            '0 matching recipes',
            '1 matching recipe',
            '2 matching recipes',
            '3 matching recipes',
            '11 matching recipes',
            '100 matching recipes',
            '',
          ],
    )
    // Nothing chosen: no chips, no Clear all.
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument()
  },
}
