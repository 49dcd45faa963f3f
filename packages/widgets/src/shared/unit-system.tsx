import { useCallback, useSyncExternalStore } from 'react'
import { type QueryClient, serverSentence, useApiMutation, useQueryClient } from '@sufra/api-client'
import { type UnitSystem, unitSystems } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { css, cx } from '@sufra/styled-system/css'
import { RadioGroup } from '@sufra/ui/radio-group'
import { toaster } from '@sufra/ui/toast'
import { useWidgetHost } from '../widget-host'

export type { UnitSystem }

/** Where a visitor who is not signed in keeps the choice (this browser only). */
export const UNIT_SYSTEM_STORAGE_KEY = 'sufra:units'

/** The system amounts are shown in until the person chooses (and a new account's, on the server). */
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'metric'

export function isUnitSystem(value: unknown): value is UnitSystem {
  return typeof value === 'string' && (unitSystems as readonly string[]).includes(value)
}

// ------------------------------------------------------------------ the visitor's choice (localStorage)

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // A sandboxed frame throws on merely reading localStorage.
    return null
  }
}

/** The choice when storage refuses it (kept for as long as the page is open). */
let remembered: UnitSystem | null = null
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

function readStored(): UnitSystem | null {
  try {
    const stored = storage()?.getItem(UNIT_SYSTEM_STORAGE_KEY)
    if (isUnitSystem(stored)) return stored
  } catch {
    // Unreadable: the remembered choice, else the default.
  }
  return remembered
}

function writeStored(units: UnitSystem) {
  remembered = units
  try {
    storage()?.setItem(UNIT_SYSTEM_STORAGE_KEY, units)
  } catch {
    // A full quota or private mode: remembered for this page only.
  }
  notify()
}

const onStorage = (event: StorageEvent) => {
  if (event.key === UNIT_SYSTEM_STORAGE_KEY || event.key === null) notify()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage)
  }
}

// ------------------------------------------------------------------ the signed-in person's choice

/**
 * A signed-in person's choice before the server's user says it (the PUT is on its way, or the host's
 * user is not read again, as in a partner's page): every widget of the page reads it from the query
 * cache, so the recipe's amounts follow the toggle at once.
 */
type ChosenUnits = { userId: string; units: UnitSystem } | null
const CHOSEN_KEY = ['sufra', 'unit-system-choice'] as const

function readChosen(queryClient: QueryClient): ChosenUnits {
  return queryClient.getQueryData<ChosenUnits>(CHOSEN_KEY) ?? null
}

function writeChosen(queryClient: QueryClient, chosen: ChosenUnits) {
  // Nothing observes this entry as a query: kept for the page's life, not collected after 5 minutes.
  queryClient.setQueryDefaults(CHOSEN_KEY, { gcTime: Infinity })
  queryClient.setQueryData<ChosenUnits>(CHOSEN_KEY, chosen)
}

/**
 * The units amounts are shown in, and how to change them. Signed in: the person's `units`, saved
 * with PUT /user/units (the user is then read again; a failure puts the choice back and says so).
 * Signed out: `localStorage['sufra:units']` of this browser, metric when none. While hydrating the
 * visitor's choice reads as metric, as the server rendered it, and applies right after.
 */
export function useUnitSystem(): { units: UnitSystem; setUnits: (units: UnitSystem) => void } {
  const { t } = useI18n()
  const host = useWidgetHost()
  const queryClient = useQueryClient()
  const user = host.user
  const stored = useSyncExternalStore(subscribe, readStored, () => null)
  const chosen = useSyncExternalStore(
    useCallback((listener: () => void) => queryClient.getQueryCache().subscribe(listener), [queryClient]),
    () => readChosen(queryClient),
    () => null,
  )
  const save = useApiMutation('put', '/user/units')

  const units: UnitSystem = user
    ? chosen && chosen.userId === user._id
      ? chosen.units
      : isUnitSystem(user.units)
        ? user.units
        : DEFAULT_UNIT_SYSTEM
    : (stored ?? DEFAULT_UNIT_SYSTEM)

  const { mutate } = save
  const { refreshUser } = host
  const userId = user?._id
  const setUnits = useCallback(
    (next: UnitSystem) => {
      if (!isUnitSystem(next) || next === units) return
      // Kept in this browser too, so the choice stays after signing out.
      writeStored(next)
      if (!userId) return
      const before = readChosen(queryClient)
      writeChosen(queryClient, { userId, units: next })
      mutate(
        { body: { units: next } },
        {
          onSuccess: () => void refreshUser(),
          onError: (error) => {
            // Back to what was shown, unless another choice was made meanwhile.
            if (readChosen(queryClient)?.units === next) writeChosen(queryClient, before)
            toaster.error({ title: serverSentence(error, { refusalsOnly: true }) ?? t('units.saveFailed') })
          },
        },
      )
    },
    [units, userId, queryClient, mutate, refreshUser, t],
  )

  return { units, setUnits }
}

const toggleClasses = {
  root: css({
    display: 'inline-flex',
    flexDirection: 'row',
    alignItems: 'center',
    flexWrap: 'nowrap',
    gap: '0',
    p: '1',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    borderRadius: 'full',
    bg: 'bg.surface',
  }),
  item: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minH: '8',
    minW: '16',
    px: '3',
    borderRadius: 'full',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    cursor: 'pointer',
    transitionProperty: 'colors',
    transitionDuration: 'fast',
    transitionTimingFunction: 'default',
    _hover: { color: 'fg.default', bg: 'bg.subtle' },
    _checked: {
      bg: 'accent.default',
      color: 'accent.fg',
      _hover: { bg: 'accent.emphasized', color: 'accent.fg' },
    },
    _focusVisible: {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'focusRing',
      outlineOffset: '0.5',
    },
  }),
  // The name is for screen readers only (the two labels say enough on screen).
  label: css({ srOnly: true }),
  // The radio recipe gives the text its own colour; here it follows the segment's.
  text: css({ color: '[inherit]' }),
}

export type UnitSystemToggleProps = { className?: string }

/**
 * Metric / US, a two-option segmented control (radios underneath: Tab reaches the chosen one, the
 * arrow keys switch, in the page's direction). Named "Units" for screen readers.
 */
export function UnitSystemToggle({ className }: UnitSystemToggleProps) {
  const { t } = useI18n()
  const { units, setUnits } = useUnitSystem()
  return (
    <RadioGroup.Root
      value={units}
      orientation="horizontal"
      size="sm"
      onValueChange={(details) => {
        if (isUnitSystem(details.value)) setUnits(details.value)
      }}
      className={cx(toggleClasses.root, className)}
      data-scope="unit-system-toggle"
      data-part="root"
    >
      <RadioGroup.Label className={toggleClasses.label}>{t('units.label')}</RadioGroup.Label>
      {unitSystems.map((system) => (
        <RadioGroup.Item key={system} value={system} className={toggleClasses.item} data-units={system}>
          <RadioGroup.ItemText className={toggleClasses.text}>
            {t(system === 'us' ? 'units.us' : 'units.metric')}
          </RadioGroup.ItemText>
          <RadioGroup.ItemHiddenInput />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  )
}
