import { type RefObject, useEffect } from 'react'

/** The slot the arrow key leads to, from the slots' positions (meal row, slot index). */
export function nextSlot(
  slots: readonly { row: number; index: number }[],
  current: { row: number; index: number } | null,
  key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown',
  dir: 'ltr' | 'rtl',
): { row: number; index: number } | null {
  if (slots.length === 0) return null
  if (!current) return slots[0] ?? null
  const rows = [...new Set(slots.map((slot) => slot.row))].sort((a, b) => a - b)
  const inRow = (row: number) => slots.filter((slot) => slot.row === row).sort((a, b) => a.index - b.index)
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    // The arrows follow the screen: right is the next slot in English, the previous one in Arabic.
    const forward = (key === 'ArrowRight') === (dir === 'ltr')
    const row = inRow(current.row)
    const at = row.findIndex((slot) => slot.index === current.index)
    const target = row[at + (forward ? 1 : -1)]
    return target ?? null
  }
  const rowAt = rows.indexOf(current.row)
  const nextRow = rows[rowAt + (key === 'ArrowDown' ? 1 : -1)]
  if (nextRow === undefined) return null
  const row = inRow(nextRow)
  return row.find((slot) => slot.index === current.index) ?? row[row.length - 1] ?? null
}

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'])

/**
 * While a keyboard drag is under way (react-aria moves between drop targets with Tab), the arrow keys
 * move between the meal slots too: left and right along a meal row as the row is drawn (so in Arabic
 * the right arrow goes to the previous slot), up and down to the same slot of the meal above or
 * below. The listener is on the window in the capture phase, ahead of react-aria's drag session
 * (which swallows every key on the document); focusing a slot makes it the current drop target.
 */
export function useArrowKeysBetweenSlots(
  board: RefObject<HTMLElement | null>,
  active: boolean,
  dir: 'ltr' | 'rtl',
) {
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (!ARROWS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return
      const root = board.current
      if (!root) return
      const elements = [...root.querySelectorAll<HTMLElement>('[data-drop-slot]')]
      const slots = elements.map((element) => ({
        element,
        row: Number(element.dataset.row),
        index: Number(element.dataset.index),
      }))
      const focused = (root.getRootNode() as Document | ShadowRoot).activeElement
      const current = slots.find((slot) => slot.element === focused) ?? null
      const target = nextSlot(slots, current, event.key as 'ArrowLeft', dir)
      event.preventDefault()
      event.stopPropagation()
      if (!target) return
      slots.find((slot) => slot.row === target.row && slot.index === target.index)?.element.focus()
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [active, board, dir])
}
