import { useEffect } from 'react'

/** Spec section 2: while the auth modal or the search panel is open these keys must not scroll the page. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' '])

// Controls that use these keys themselves: text carets, native selects, radios, and the composite
// widgets (select, listbox, calendar grid...) whose handlers move focus or change a value.
const KEY_OWNERS = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="combobox"]',
  '[role="listbox"]',
  '[role="option"]',
  '[role="grid"]',
  '[role="application"]',
  '[role="spinbutton"]',
  '[role="slider"]',
  '[role="radiogroup"]',
  '[role="menu"]',
  '[role="tablist"]',
].join(', ')

function ownsKey(target: Element, key: string): boolean {
  if (target.closest(KEY_OWNERS)) return true
  // Space presses buttons (and summary toggles); blocking it would make them unusable from the keyboard.
  return (
    key === ' ' &&
    target.closest('button, summary, [role="button"], [role="checkbox"], [role="switch"]') !== null
  )
}

/** A scrollable box (e.g. a tall dialog body) scrolls itself, not the page: leave that alone. */
function insideScrollableBox(target: Element): boolean {
  for (let node: Element | null = target; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node)
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return true
  }
  return false
}

/**
 * While `active`, stops ArrowUp/ArrowDown/PageUp/PageDown/Home/End/Space from scrolling the page.
 * Listens on window after every other handler, so a widget that handled the key already
 * (defaultPrevented) and fields that need the keys keep working.
 */
export function useBlockScrollKeys(active: boolean) {
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !SCROLL_KEYS.has(event.key)) return
      const target = event.target instanceof Element ? event.target : document.activeElement
      if (target && (ownsKey(target, event.key) || insideScrollableBox(target))) return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [active])
}
