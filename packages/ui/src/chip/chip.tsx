import {
  forwardRef,
  useId,
  useState,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { ark } from '@ark-ui/react/factory'
import { Check, X } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { cx } from '@sufra/styled-system/css'
import { chip, type ChipVariantProps } from '@sufra/styled-system/recipes'

export type ChipProps = Omit<AnchorHTMLAttributes<HTMLElement>, 'children' | 'onClick'> &
  Omit<ChipVariantProps, 'removable'> & {
    /** The chip's text (ingredient, category, filter value). */
    children: ReactNode
    /** Decorative icon before the text. */
    icon?: ReactNode
    /**
     * Toggle chip (a filter): giving `selected`, `defaultSelected` or `onSelectedChange` renders a
     * button with aria-pressed.
     */
    selected?: boolean
    defaultSelected?: boolean
    onSelectedChange?: (selected: boolean) => void
    /** Action chip: a plain button (e.g. a popular ingredient that starts a search). */
    onClick?: (event: MouseEvent<HTMLElement>) => void
    /** Link chip: an anchor; or use `asChild` with a router link as the only child. */
    href?: string
    asChild?: boolean
    disabled?: boolean
    /** Shows a remove button after the text. */
    onRemove?: () => void
    /** Name of the remove button; defaults to "Remove" followed by the chip's text. */
    removeLabel?: string
  }

/**
 * A pill for ingredients, categories and filters. The root is a span holding the main control
 * (toggle button, button, link or plain text) and, when removable, a separate remove button:
 * a button cannot sit inside another button.
 */
export const Chip = forwardRef<HTMLElement, ChipProps>(function Chip(props, ref) {
  const { t } = useI18n()
  const [variantProps, localProps] = chip.splitVariantProps(props)
  const {
    children,
    icon,
    selected: selectedProp,
    defaultSelected,
    onSelectedChange,
    onClick,
    href,
    asChild,
    disabled,
    onRemove,
    removeLabel,
    className,
    id,
    ...rest
  } = localProps
  const generatedId = useId()
  const controlId = id ?? `chip-${generatedId}`
  const removeId = `chip-remove-${generatedId}`

  const toggles =
    selectedProp !== undefined || defaultSelected !== undefined || onSelectedChange !== undefined
  const [uncontrolled, setUncontrolled] = useState(defaultSelected ?? false)
  const selected = toggles ? (selectedProp ?? uncontrolled) : false
  const isLink = href !== undefined || asChild === true
  const interactive = isLink || toggles || onClick !== undefined

  const styles = chip({ ...variantProps, removable: onRemove !== undefined })

  const content = asChild ? (
    children
  ) : (
    <>
      {selected ? (
        <span className={styles.indicator}>
          <Check aria-hidden />
        </span>
      ) : (
        icon
      )}
      {/* Chip text usually comes from the API (ingredient and category names). */}
      <span className={styles.label} dir="auto">
        {children}
      </span>
    </>
  )

  let control: ReactNode
  if (isLink) {
    control = (
      <ark.a
        ref={ref as Ref<HTMLAnchorElement>}
        id={controlId}
        asChild={asChild}
        href={disabled ? undefined : href}
        aria-disabled={disabled || undefined}
        onClick={onClick}
        className={styles.control}
        {...rest}
      >
        {content}
      </ark.a>
    )
  } else if (interactive) {
    control = (
      <button
        ref={ref as Ref<HTMLButtonElement>}
        id={controlId}
        type="button"
        disabled={disabled}
        aria-pressed={toggles ? selected : undefined}
        onClick={(event) => {
          onClick?.(event)
          if (!toggles || event.defaultPrevented) return
          if (selectedProp === undefined) setUncontrolled(!selected)
          onSelectedChange?.(!selected)
        }}
        className={styles.control}
        {...(rest as ButtonHTMLAttributes<HTMLButtonElement>)}
      >
        {content}
      </button>
    )
  } else {
    control = (
      <span ref={ref as Ref<HTMLSpanElement>} id={controlId} className={styles.control} {...rest}>
        {content}
      </span>
    )
  }

  return (
    <span
      className={cx(styles.root, className)}
      data-interactive={interactive ? '' : undefined}
      data-selected={selected ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      {control}
      {onRemove ? (
        <button
          type="button"
          id={removeId}
          className={styles.remove}
          disabled={disabled}
          aria-label={removeLabel ?? t('ui.chip.remove')}
          // "Remove" + the chip's own name, e.g. "Remove Tomato", without parsing the children.
          aria-labelledby={removeLabel ? undefined : `${removeId} ${controlId}`}
          onClick={onRemove}
        >
          <X aria-hidden />
        </button>
      ) : null}
    </span>
  )
})
