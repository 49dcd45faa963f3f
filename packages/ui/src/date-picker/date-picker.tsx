import {
  type ComponentProps,
  type FormEvent,
  type KeyboardEvent,
  createContext,
  forwardRef,
  useContext,
  useId,
  useMemo,
  useState,
} from 'react'
import { DatePicker, type DateValue, parseDate, useDatePickerContext } from '@ark-ui/react/date-picker'
import { ark } from '@ark-ui/react/factory'
import { mergeProps } from '@ark-ui/react/utils'
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon, CircleAlertIcon } from 'lucide-react'
import { WEEK_STARTS_ON } from '@sufra/core'
import { intlLocaleOf, useI18n } from '@sufra/i18n'
import { datePicker } from '@sufra/styled-system/recipes'
import { createStyleContext } from '@sufra/styled-system/jsx'
import { normalizeIsoDate } from './iso-date'
import { ArkLocaleProvider } from '../lib/ark-locale'

const { withProvider, withContext } = createStyleContext(datePicker)

/** A date as `DateValue`, an ISO string (YYYY-MM-DD) or a JS `Date` (its local calendar day). */
export type DateInput = DateValue | string | Date

function toDateValue(input: DateInput | undefined): DateValue | undefined {
  if (input === undefined) return undefined
  if (typeof input === 'string') {
    const iso = normalizeIsoDate(input)
    return iso ? parseDate(iso) : undefined
  }
  if (input instanceof Date) return parseDate(input)
  return input
}

/** Today's date in the user's time zone: pass as `max` for a date of birth. */
export function todayDate(): DateValue {
  return parseDate(new Date())
}

const StyledRoot = withProvider(DatePicker.Root, 'root')
const ErrorText = withContext(ark.span, 'errorText')

/** Whether the text the person left in the field is not a real date, shared by Root and Input. */
const TypedTextContext = createContext<{
  notADate: boolean
  setNotADate: (notADate: boolean) => void
  errorId: string
} | null>(null)

export type RootProps = Omit<ComponentProps<typeof StyledRoot>, 'min' | 'max'> & {
  /** Earliest selectable date. */
  min?: DateInput
  /** Latest selectable date, e.g. `todayDate()` so a date of birth cannot be in the future. */
  max?: DateInput
}

/**
 * Date field + calendar. Localised month and weekday names (Arabic keeps Western digits), the
 * reading direction of the page, ISO text in the input (what the API stores), weeks starting on
 * Saturday, and dates outside `min`/`max` disabled (typed dates are clamped into the range).
 */
export const Root = forwardRef<HTMLDivElement, RootProps>(function Root(
  { min, max, translations, children, ...props },
  ref,
) {
  const { t, locale } = useI18n()
  const [notADate, setNotADate] = useState(false)
  const errorId = useId()
  const typedText = useMemo(() => ({ notADate, setNotADate, errorId }), [notADate, errorId])
  const labels = useMemo<DatePicker.RootProps['translations']>(
    () => ({
      trigger: (open) => t(open ? 'ui.datePicker.close' : 'ui.datePicker.open'),
      prevTrigger: (view) =>
        t(
          view === 'day'
            ? 'ui.datePicker.previousMonth'
            : view === 'month'
              ? 'ui.datePicker.previousYear'
              : 'ui.datePicker.previousDecade',
        ),
      nextTrigger: (view) =>
        t(
          view === 'day'
            ? 'ui.datePicker.nextMonth'
            : view === 'month'
              ? 'ui.datePicker.nextYear'
              : 'ui.datePicker.nextDecade',
        ),
      content: t('ui.datePicker.calendar'),
      dayCell: (state) =>
        t(
          state.unavailable
            ? 'ui.datePicker.unavailableDate'
            : state.selected
              ? 'ui.datePicker.selectedDate'
              : 'ui.datePicker.chooseDate',
          { date: state.valueText },
        ),
      ...translations,
    }),
    [t, translations],
  )
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, [])
  return (
    // Ark's machines take their direction from the locale context; for our locales it is
    // the same as useI18n().dir.
    <ArkLocaleProvider>
      <StyledRoot
        ref={ref}
        locale={intlLocaleOf(locale)}
        timeZone={timeZone}
        startOfWeek={WEEK_STARTS_ON}
        placeholder={t('ui.datePicker.placeholder')}
        positioning={{ placement: 'bottom-start' }}
        format={(date) => date.toString().slice(0, 10)}
        parse={(text) => {
          const iso = normalizeIsoDate(text)
          return iso ? parseDate(iso) : undefined
        }}
        translations={labels}
        min={toDateValue(min)}
        max={toDateValue(max)}
        {...props}
        invalid={notADate || props.invalid}
      >
        <TypedTextContext.Provider value={typedText}>
          {children}
          {notADate ? (
            <ErrorText id={errorId}>
              <CircleAlertIcon aria-hidden />
              <span>{t('ui.datePicker.notADate', { format: t('ui.datePicker.placeholder') })}</span>
            </ErrorText>
          ) : null}
        </TypedTextContext.Provider>
      </StyledRoot>
    </ArkLocaleProvider>
  )
})

export const Label = withContext(DatePicker.Label, 'label')
export const Control = withContext(DatePicker.Control, 'control')

const StyledInput = withContext(ark.input, 'input')

export type InputProps = DatePicker.InputProps

/**
 * The typed date, read by `normalizeIsoDate`: ISO order with "-", "/" or ".", Western or
 * Arabic-Indic digits. Text that is not a real date is kept as typed and, once the person leaves
 * the field or presses Enter, marked invalid with a message (instead of silently becoming the
 * calendar's focused date).
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { index, fixOnBlur = true, ...props },
  ref,
) {
  const api = useDatePickerContext()
  const typedText = useContext(TypedTextContext)
  const [textIsNotADate, setTextIsNotADate] = useState(false)
  // zag keeps only the locale's own digits and separator ("/" in both languages) and writes that
  // filtered text back into the field, so "1990-05-14" became "19900514" and then a wrong date.
  // Its two typing handlers are left out; the text is parsed by `parse` (normalizeIsoDate).
  const {
    onBeforeInput: _keepsLocaleCharactersOnly,
    onInput: _writesFilteredTextBack,
    ...inputProps
  } = api.getInputProps({ index, fixOnBlur: fixOnBlur && !textIsNotADate })

  const own = {
    onInput(event: FormEvent<HTMLInputElement>) {
      const text = event.currentTarget.value.trim()
      const iso = normalizeIsoDate(text)
      setTextIsNotADate(text !== '' && !iso)
      if (text === '') api.clearValue({ focus: false })
      else if (iso) api.setFocusedValue(parseDate(iso))
      if (text === '' || iso) typedText?.setNotADate(false)
    },
    onBlur() {
      typedText?.setNotADate(textIsNotADate)
    },
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      // zag would pick the calendar's focused date for text it cannot read.
      if (event.key !== 'Enter' || !textIsNotADate) return
      event.preventDefault()
      typedText?.setNotADate(true)
    },
  }
  const describedBy =
    [typedText?.notADate ? typedText.errorId : undefined, props['aria-describedby']]
      .filter(Boolean)
      .join(' ') || undefined
  // Handlers run last-given first: the caller's, then these, then zag's.
  return (
    <StyledInput
      ref={ref}
      {...(mergeProps(inputProps, own, props) as ComponentProps<typeof StyledInput>)}
      aria-describedby={describedBy}
    />
  )
})

/** Calendar icon button, labelled "Open calendar" / "Close calendar". */
export const Trigger = withContext(DatePicker.Trigger, 'trigger', {
  defaultProps: { children: <CalendarIcon aria-hidden /> },
})

export const ClearTrigger = withContext(DatePicker.ClearTrigger, 'clearTrigger')
export const Positioner = withContext(DatePicker.Positioner, 'positioner')
export const Content = withContext(DatePicker.Content, 'content')
export const View = withContext(DatePicker.View, 'view')
export const ViewControl = withContext(DatePicker.ViewControl, 'viewControl')
export const RangeText = withContext(DatePicker.RangeText, 'rangeText')

const StyledViewTrigger = withContext(DatePicker.ViewTrigger, 'viewTrigger')

/**
 * Switches day → month → year view. Its accessible name starts with the visible text
 * ("May 2024, choose month") so voice-control users can say what they see.
 */
export const ViewTrigger = forwardRef<HTMLButtonElement, ComponentProps<typeof StyledViewTrigger>>(
  function ViewTrigger(props, ref) {
    const { t } = useI18n()
    const api = useDatePickerContext()
    const label =
      api.view === 'day'
        ? t('ui.datePicker.chooseMonth', { current: api.visibleRangeText.start })
        : t('ui.datePicker.chooseYear', { current: api.visibleRangeText.start })
    return <StyledViewTrigger ref={ref} aria-label={label} {...props} />
  },
)

/** Previous month / year / decade; the chevron mirrors in RTL. */
export const PrevTrigger = withContext(DatePicker.PrevTrigger, 'prevTrigger', {
  defaultProps: { children: <ChevronLeftIcon aria-hidden /> },
})

/** Next month / year / decade; the chevron mirrors in RTL. */
export const NextTrigger = withContext(DatePicker.NextTrigger, 'nextTrigger', {
  defaultProps: { children: <ChevronRightIcon aria-hidden /> },
})

export const Table = withContext(DatePicker.Table, 'table')
export const TableHead = withContext(DatePicker.TableHead, 'tableHead')
export const TableHeader = withContext(DatePicker.TableHeader, 'tableHeader')
export const TableBody = withContext(DatePicker.TableBody, 'tableBody')
export const TableRow = withContext(DatePicker.TableRow, 'tableRow')
export const TableCell = withContext(DatePicker.TableCell, 'tableCell')
export const TableCellTrigger = withContext(DatePicker.TableCellTrigger, 'tableCellTrigger')

type ViewPartProps = Omit<ComponentProps<typeof View>, 'view'>

function ViewHeader({ canSwitch }: { canSwitch: boolean }) {
  return (
    <ViewControl>
      <PrevTrigger />
      {canSwitch ? (
        <ViewTrigger>
          <RangeText />
        </ViewTrigger>
      ) : (
        <RangeText />
      )}
      <NextTrigger />
    </ViewControl>
  )
}

/** The month grid: weekday headings (full names for assistive technology) and day buttons. */
export function DayView(props: ViewPartProps) {
  const api = useDatePickerContext()
  return (
    <View view="day" {...props}>
      <ViewHeader canSwitch />
      <Table>
        <TableHead>
          <TableRow>
            {api.weekDays.map((weekDay) => (
              <TableHeader key={weekDay.long} abbr={weekDay.long}>
                {weekDay.narrow}
              </TableHeader>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {api.weeks.map((week) => (
            <TableRow key={week[0]?.toString()}>
              {week.map((day) => (
                <TableCell key={day.toString()} value={day}>
                  <TableCellTrigger>{day.day}</TableCellTrigger>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </View>
  )
}

/** Twelve months of the focused year. */
export function MonthView(props: ViewPartProps) {
  const api = useDatePickerContext()
  return (
    <View view="month" {...props}>
      <ViewHeader canSwitch />
      <Table columns={4}>
        <TableBody>
          {api.getMonthsGrid({ columns: 4, format: 'short' }).map((row) => (
            <TableRow key={row[0]?.value}>
              {row.map((month) => (
                <TableCell key={month.value} value={month.value}>
                  <TableCellTrigger>{month.label}</TableCellTrigger>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </View>
  )
}

/** A decade of years. */
export function YearView(props: ViewPartProps) {
  const api = useDatePickerContext()
  return (
    <View view="year" {...props}>
      <ViewHeader canSwitch={false} />
      <Table columns={4}>
        <TableBody>
          {api.getYearsGrid({ columns: 4 }).map((row) => (
            <TableRow key={row[0]?.value}>
              {row.map((year) => (
                <TableCell key={year.value} value={year.value}>
                  <TableCellTrigger>{year.label}</TableCellTrigger>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </View>
  )
}

/** All three views; put it inside `Content`. */
export function Calendar() {
  return (
    <>
      <DayView />
      <MonthView />
      <YearView />
    </>
  )
}

export { Portal } from '@ark-ui/react/portal'
export {
  DatePickerContext as Context,
  useDatePickerContext as useContext,
  parseDate,
} from '@ark-ui/react/date-picker'
export type {
  DateValue,
  DatePickerValueChangeDetails as ValueChangeDetails,
  DatePickerOpenChangeDetails as OpenChangeDetails,
} from '@ark-ui/react/date-picker'
