import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { DatePicker } from './index'

/** Text the component renders, in the language the story runs in. */
const msg = (id: MessageId) => {
  const locale = document.documentElement.lang === 'ar' ? 'ar' : 'en'
  return messages[locale][id]
}

const labels = {
  dob: { en: 'Date of birth', ar: 'تاريخ الميلاد' },
  week: { en: 'Week of', ar: 'أسبوع' },
}

type FieldProps = DatePicker.RootProps & { label: keyof typeof labels }

function DateField({ label, ...props }: FieldProps) {
  const { locale } = useI18n()
  return (
    <DatePicker.Root {...props}>
      <DatePicker.Label>{labels[label][locale]}</DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input />
        <DatePicker.Trigger />
      </DatePicker.Control>
      <DatePicker.Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.Calendar />
          </DatePicker.Content>
        </DatePicker.Positioner>
      </DatePicker.Portal>
    </DatePicker.Root>
  )
}

const meta = {
  title: 'UI/DatePicker',
  component: DateField,
  args: { label: 'dob', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>

export default meta
type Story = StoryObj<typeof meta>

const pad = (value: number) => String(value).padStart(2, '0')
const isoOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

const openCalendar = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: msg('ui.datePicker.open') }))
  const calendar = await within(document.body).findByRole('application', {
    name: msg('ui.datePicker.calendar'),
  })
  await waitFor(() => expect(calendar).toBeVisible())
  return calendar
}

const dayCell = (calendar: HTMLElement, iso: string) =>
  calendar.querySelector<HTMLElement>(`[data-part=table-cell-trigger][data-view=day][data-value="${iso}"]`)

/** Date of birth: no future dates, ISO text in the field, weeks from Saturday, arrows mirrored in RTL. */
export const DateOfBirth: Story = {
  args: { max: DatePicker.todayDate() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const rtl = document.dir === 'rtl'
    const input = canvas.getByLabelText(labels.dob[rtl ? 'ar' : 'en'])
    await expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD')

    const calendar = await openCalendar(canvasElement)
    await expect(calendar).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr')
    const inCalendar = within(calendar)
    await expect(canvas.getByRole('button', { name: msg('ui.datePicker.close') })).toBeInTheDocument()

    // Weeks start on Saturday, with full weekday names for screen readers.
    const firstHeader = calendar.querySelector('th')
    await expect(firstHeader).toHaveAttribute('abbr', rtl ? 'السبت' : 'Saturday')

    // Future dates are out of reach: next month is disabled, and so is tomorrow if it is shown.
    const prev = inCalendar.getByRole('button', { name: msg('ui.datePicker.previousMonth') })
    const next = inCalendar.getByRole('button', { name: msg('ui.datePicker.nextMonth') })
    await expect(next).toBeDisabled()
    const tomorrow = new Date()
    tomorrow.setDate(tomorrow.getDate() + 1)
    const tomorrowCell = dayCell(calendar, isoOf(tomorrow))
    if (tomorrowCell) await expect(tomorrowCell).toHaveAttribute('aria-disabled', 'true')

    // "Previous" sits at the start side and its chevron is mirrored in RTL.
    const prevX = prev.getBoundingClientRect().x
    const nextX = next.getBoundingClientRect().x
    await expect(rtl ? prevX > nextX : prevX < nextX).toBe(true)
    await expect(getComputedStyle(prev.querySelector('svg')!).transform).toBe(
      rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none',
    )

    // Pick the 1st of this month.
    const now = new Date()
    const first = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-01`
    await userEvent.click(dayCell(calendar, first)!)
    await waitFor(() => expect(input).toHaveValue(first))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ valueAsString: [first] }),
    )
    await waitFor(() => expect(calendar).not.toBeVisible())
  },
}

/** Typed dates: ISO with Western or Arabic-Indic digits; a future date is clamped to today. */
export const TypedDate: Story = {
  args: { max: DatePicker.todayDate() },
  play: async ({ canvasElement, args }) => {
    const rtl = document.dir === 'rtl'
    const input = within(canvasElement).getByLabelText(labels.dob[rtl ? 'ar' : 'en'])
    await userEvent.type(input, '١٩٩٠-٥-١٧{Enter}')
    await waitFor(() => expect(input).toHaveValue('1990-05-17'))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ valueAsString: ['1990-05-17'] }),
    )
    await userEvent.clear(input)
    await userEvent.type(input, '2999-01-01{Enter}')
    await waitFor(() => expect(input).toHaveValue(isoOf(new Date())))
  },
}

/** Reaching an old year for a date of birth: day → month → year views and back. */
export const YearNavigation: Story = {
  args: { max: DatePicker.todayDate(), min: '1900-01-01' },
  play: async ({ canvasElement, args }) => {
    const calendar = await openCalendar(canvasElement)
    const inCalendar = within(calendar)
    const chooseMonth = new RegExp(msg('ui.datePicker.chooseMonth').replace('{current}', '.+'))
    const chooseYear = new RegExp(msg('ui.datePicker.chooseYear').replace('{current}', '.+'))
    await userEvent.click(inCalendar.getByRole('button', { name: chooseMonth }))
    await userEvent.click(await inCalendar.findByRole('button', { name: chooseYear }))
    const viewOf = (view: string) =>
      calendar
        .querySelector<HTMLElement>(`[data-part=table][data-view=${view}]`)!
        .closest<HTMLElement>('[data-part=view]')!
    const yearView = viewOf('year')
    await waitFor(() => expect(yearView).toBeVisible())

    await userEvent.click(within(yearView).getByRole('button', { name: msg('ui.datePicker.previousDecade') }))
    const yearCell = await waitFor(() => {
      const cell = yearView.querySelector<HTMLElement>('[data-part=table-cell-trigger][data-selectable]')
      if (!cell) throw new Error('no selectable year')
      return cell
    })
    const year = Number(yearCell.dataset.value)
    await expect(year).toBeLessThan(new Date().getFullYear() - 9)
    await userEvent.click(yearCell)

    const monthView = viewOf('month')
    await waitFor(() => expect(monthView).toBeVisible())
    await userEvent.click(
      monthView.querySelector<HTMLElement>('[data-part=table-cell-trigger][data-value="1"]')!,
    )

    const target = `${year}-01-01`
    await waitFor(() => expect(dayCell(calendar, target)).toBeVisible())
    await userEvent.click(dayCell(calendar, target)!)
    const input = within(canvasElement).getByRole('textbox')
    await waitFor(() => expect(input).toHaveValue(target))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ valueAsString: [target] }),
    )
  },
}

/** Meal-planner week picker: Saturday-first rows; arrow keys move along the reading direction. */
export const WeekPicker: Story = {
  args: { label: 'week', defaultValue: [DatePicker.parseDate('2025-01-15')] },
  play: async ({ canvasElement, args }) => {
    const rtl = document.dir === 'rtl'
    const calendar = await openCalendar(canvasElement)
    const selected = dayCell(calendar, '2025-01-15')!
    await expect(selected).toHaveAttribute('data-selected')
    await expect(selected).toHaveAccessibleName(
      new RegExp(msg('ui.datePicker.selectedDate').replace('{date}', '')),
    )
    // 15 January 2025 is a Wednesday: its row starts on Saturday the 11th.
    const row = selected.closest('tr')!
    await expect(row.querySelector('[data-part=table-cell-trigger]')).toHaveAttribute(
      'data-value',
      '2025-01-11',
    )

    await waitFor(() => expect(selected).toHaveFocus())
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}')
    await waitFor(() => expect(dayCell(calendar, '2025-01-16')).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(dayCell(calendar, '2025-01-23')).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    const input = within(canvasElement).getByRole('textbox')
    await waitFor(() => expect(input).toHaveValue('2025-01-23'))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ valueAsString: ['2025-01-23'] }),
    )
    await waitFor(() => expect(calendar).not.toBeVisible())
  },
}

/**
 * Typing the date as the placeholder shows it, with "-" or "/", in Western or Arabic-Indic digits,
 * then leaving the field (the sign-up step's way) keeps exactly that date.
 */
export const TypedLikePlaceholder: Story = {
  args: { max: DatePicker.todayDate() },
  play: async ({ canvasElement, args }) => {
    const rtl = document.dir === 'rtl'
    const input = within(canvasElement).getByLabelText(labels.dob[rtl ? 'ar' : 'en'])
    for (const typed of ['1990-05-14', '1990/05/14', '١٩٩٠-٠٥-١٤', '١٩٩٠/٥/١٤']) {
      await userEvent.clear(input)
      await userEvent.type(input, typed)
      await expect(input).toHaveValue(typed)
      await userEvent.tab()
      await waitFor(() => expect(input).toHaveValue('1990-05-14'))
      await expect(args.onValueChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ valueAsString: ['1990-05-14'] }),
      )
    }
  },
}

/** A typed date that does not exist stays as typed, with a message; fixing it removes the message. */
export const ImpossibleDate: Story = {
  args: { max: DatePicker.todayDate() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const rtl = document.dir === 'rtl'
    const input = canvas.getByLabelText(labels.dob[rtl ? 'ar' : 'en'])
    const message = msg('ui.datePicker.notADate').replace('{format}', msg('ui.datePicker.placeholder'))

    await userEvent.type(input, '1990-02-30')
    await userEvent.tab()
    const error = await canvas.findByText(message)
    await expect(input).toHaveValue('1990-02-30')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(message)
    await expect(args.onValueChange).not.toHaveBeenCalled()

    // Enter does not turn it into another date either.
    await userEvent.type(input, '{Enter}')
    await expect(input).toHaveValue('1990-02-30')
    await expect(args.onValueChange).not.toHaveBeenCalled()

    await userEvent.clear(input)
    await userEvent.type(input, '١٩٩٠-٠٢-٢٨')
    await waitFor(() => expect(error).not.toBeInTheDocument())
    await userEvent.tab()
    await waitFor(() => expect(input).toHaveValue('1990-02-28'))
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ valueAsString: ['1990-02-28'] }),
    )
  },
}
