import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type ForwardRefExoticComponent,
  type RefAttributes,
  type ReactNode,
} from 'react'
import { ark } from '@ark-ui/react/factory'
import { useFieldContext } from '@ark-ui/react/field'
import { NumberInput as ArkNumberInput } from '@ark-ui/react/number-input'
import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react'
import { toWesternDigits } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { numberInput } from '@sufra/styled-system/recipes'
import { createStyleContext } from '@sufra/styled-system/jsx'
import { ArkLocaleProvider } from '../lib/ark-locale'

const { withProvider, withContext } = createStyleContext(numberInput)

const StyledRoot = withProvider(ArkNumberInput.Root, 'root')

export type RootProps = ComponentProps<typeof StyledRoot>

const RequiredContext = createContext(false)

/**
 * zag formats and parses with Intl only when formatOptions is set (otherwise parseFloat/toString).
 * Intl's defaults give grouping (2,000) and locale-aware parsing.
 */
const localeFormat: Intl.NumberFormatOptions = {}

/**
 * Numeric field (servings, height in cm, weight in kg). Values are parsed and formatted with the
 * current language's Intl locale (Western digits in Arabic, see intlLocaleOf; pass `formatOptions`
 * to change grouping or decimals), clamped to
 * `min`/`max` on blur, and stepped with the arrow keys, Page Up/Down, Home/End or the two triggers.
 * Inside a Field.Root it takes the field's ids and invalid/disabled/required state.
 */
// Annotated so the published declarations name Ark's props instead of zag's internal module.
export const Root: ForwardRefExoticComponent<RootProps & RefAttributes<HTMLDivElement>> = forwardRef<
  HTMLDivElement,
  RootProps
>(function NumberInputRoot(props, ref) {
  const { t } = useI18n()
  const field = useFieldContext()
  // Ark takes the direction and the number locale from its locale context.
  return (
    <ArkLocaleProvider>
      <RequiredContext.Provider value={Boolean(props.required ?? field?.required)}>
        <StyledRoot
          ref={ref}
          {...props}
          formatOptions={props.formatOptions ?? localeFormat}
          translations={{
            incrementLabel: t('ui.numberInput.increment'),
            decrementLabel: t('ui.numberInput.decrement'),
            ...props.translations,
          }}
        />
      </RequiredContext.Provider>
    </ArkLocaleProvider>
  )
})

const StyledLabel = withContext(ArkNumberInput.Label, 'label')

const RequiredMark = withContext(ark.span, 'requiredIndicator')

export type LabelProps = ComponentProps<typeof StyledLabel> & {
  /** Marker shown when the input is required (default `*`, hidden from assistive technology). */
  requiredIndicator?: ReactNode | false
}

export const Label = forwardRef<HTMLLabelElement, LabelProps>(function NumberInputLabel(
  { children, requiredIndicator, ...props },
  ref,
) {
  const required = useContext(RequiredContext)
  return (
    <StyledLabel ref={ref} {...props}>
      {children}
      {required && requiredIndicator !== false ? (
        <RequiredMark aria-hidden>{requiredIndicator ?? '*'}</RequiredMark>
      ) : null}
    </StyledLabel>
  )
})

export const Control = withContext(ArkNumberInput.Control, 'control')

const StyledInput = withContext(ArkNumberInput.Input, 'input')

/**
 * Arabic keyboards often type ٠–٩. The parser is pinned to Western digits (so values display the
 * same in both languages) and would reject them; translate them as they are typed or pasted.
 * Listening on the element runs before React's root listener, where zag validates the text.
 */
function useWesternDigits(input: HTMLInputElement | null) {
  useEffect(() => {
    if (!input) return
    const translate = (event: Event) => {
      const data = 'data' in event ? (event as InputEvent).data : null
      if (!data) return
      // Eastern Arabic digits and the Arabic decimal separator, as core reads them.
      const western = toWesternDigits(data)
      if (western === data) return
      event.preventDefault()
      event.stopPropagation()
      const start = input.selectionStart ?? input.value.length
      const end = input.selectionEnd ?? start
      input.setRangeText(western, start, end, 'end')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    }
    // Chrome and Safari fire textInput (which React's onBeforeInput uses) before beforeinput.
    input.addEventListener('textInput', translate)
    input.addEventListener('beforeinput', translate)
    return () => {
      input.removeEventListener('textInput', translate)
      input.removeEventListener('beforeinput', translate)
    }
  }, [input])
}

const STEPPING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', 'Enter'])

/**
 * zag writes the text back into the field a frame after each keystroke, with that keystroke's text
 * and caret. When the next keys come quicker than the frame (fast typing, a busy phone), the write
 * is stale: it drops the digits typed since and puts the caret back among them, so typing 2500
 * could end as 2,005. While the person types, a stale write is undone at once (text and caret);
 * stepping, Enter and leaving the field hand the text back to zag, which formats it.
 */
function useTypedTextKept(input: HTMLInputElement | null) {
  useEffect(() => {
    if (!input) return
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    let typed: { text: string; start: number | null; end: number | null } | null = null
    const remember = () => {
      typed = { text: input.value, start: input.selectionStart, end: input.selectionEnd }
    }
    const rememberCaret = () => {
      if (typed?.text === input.value) remember()
    }
    const handBack = () => {
      typed = null
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (STEPPING_KEYS.has(event.key)) handBack()
    }
    // zag's write also sets the value attribute, which is what can be observed.
    const keepTyped = new MutationObserver(() => {
      if (!typed || input.value === typed.text) return
      setValue.call(input, typed.text)
      input.setSelectionRange(typed.start, typed.end)
    })
    keepTyped.observe(input, { attributes: true, attributeFilter: ['value'] })
    const root = input.closest('[data-part="root"]') ?? input
    // One signal removes every listener below when the input changes or unmounts.
    const listening = new AbortController()
    const { signal } = listening
    input.addEventListener('input', remember, { signal })
    input.addEventListener('keyup', rememberCaret, { signal })
    input.addEventListener('pointerup', rememberCaret, { signal })
    input.addEventListener('keydown', onKeyDown, { signal })
    input.addEventListener('blur', handBack, { signal })
    input.addEventListener('wheel', handBack, { signal })
    root.addEventListener('pointerdown', handBack, { signal })
    return () => {
      keepTyped.disconnect()
      listening.abort()
    }
  }, [input])
}

export const Input = forwardRef<HTMLInputElement, ComponentProps<typeof StyledInput>>(
  function NumberInputInput(props, ref) {
    const { t } = useI18n()
    const [input, setInput] = useState<HTMLInputElement | null>(null)
    useWesternDigits(input)
    useTypedTextKept(input)
    const setRefs = useCallback(
      (node: HTMLInputElement | null) => {
        setInput(node)
        if (typeof ref === 'function') ref(node)
        else if (ref) ref.current = node
      },
      [ref],
    )
    // zag hard-codes an English role description; screen readers speak it instead of the role.
    return <StyledInput ref={setRefs} aria-roledescription={t('ui.numberInput.roleDescription')} {...props} />
  },
)

/** Up-chevron stepper, labelled "Increase" (ui.numberInput.increment) through the root's translations. */
export const IncrementTrigger = withContext(ArkNumberInput.IncrementTrigger, 'incrementTrigger', {
  defaultProps: { children: <ChevronUpIcon aria-hidden /> },
})

/** Down-chevron stepper, labelled "Decrease" (ui.numberInput.decrement). */
export const DecrementTrigger = withContext(ArkNumberInput.DecrementTrigger, 'decrementTrigger', {
  defaultProps: { children: <ChevronDownIcon aria-hidden /> },
})

export const Scrubber = withContext(ArkNumberInput.Scrubber, 'scrubber')
export const ValueText = withContext(ArkNumberInput.ValueText, 'valueText')

export {
  NumberInputContext as Context,
  useNumberInputContext as useContext,
  type NumberInputValueChangeDetails as ValueChangeDetails,
} from '@ark-ui/react/number-input'
