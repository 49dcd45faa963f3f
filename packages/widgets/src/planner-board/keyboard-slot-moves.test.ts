import { describe, expect, it } from 'vitest'
import { nextSlot } from './keyboard-slot-moves'

// Breakfast has 3 slots, Lunch 1, Dinner 2.
const slots = [
  { row: 0, index: 0 },
  { row: 0, index: 1 },
  { row: 0, index: 2 },
  { row: 1, index: 0 },
  { row: 2, index: 0 },
  { row: 2, index: 1 },
]

describe('nextSlot', () => {
  it('starts at the first slot when none is focused', () => {
    expect(nextSlot(slots, null, 'ArrowDown', 'ltr')).toEqual({ row: 0, index: 0 })
  })

  it('follows the screen: right is the next slot in English and the previous one in Arabic', () => {
    expect(nextSlot(slots, { row: 0, index: 1 }, 'ArrowRight', 'ltr')).toEqual({ row: 0, index: 2 })
    expect(nextSlot(slots, { row: 0, index: 1 }, 'ArrowRight', 'rtl')).toEqual({ row: 0, index: 0 })
    expect(nextSlot(slots, { row: 0, index: 1 }, 'ArrowLeft', 'rtl')).toEqual({ row: 0, index: 2 })
    expect(nextSlot(slots, { row: 0, index: 2 }, 'ArrowRight', 'ltr')).toBeNull()
  })

  it('up and down keep the slot number, or the last slot of a shorter row', () => {
    expect(nextSlot(slots, { row: 0, index: 2 }, 'ArrowDown', 'ltr')).toEqual({ row: 1, index: 0 })
    expect(nextSlot(slots, { row: 1, index: 0 }, 'ArrowDown', 'rtl')).toEqual({ row: 2, index: 0 })
    expect(nextSlot(slots, { row: 2, index: 1 }, 'ArrowUp', 'ltr')).toEqual({ row: 1, index: 0 })
    expect(nextSlot(slots, { row: 0, index: 0 }, 'ArrowUp', 'ltr')).toBeNull()
  })
})
