import { describe, expect, it } from 'vitest'
import {
  DEFAULT_MEAL_TIMES,
  MAX_SLOTS_PER_MEAL,
  addMealTime,
  isDefaultMealTime,
  mealTimesOf,
  moveBetweenSlots,
  normalizeSlots,
  placeInSlot,
  plannedItems,
  removeFromSlot,
} from './meal-slots'

describe('meal slots', () => {
  it('keeps exactly one trailing empty slot', () => {
    expect(normalizeSlots([])).toEqual([null])
    expect(normalizeSlots(['a', null, null, null])).toEqual(['a', null])
    expect(normalizeSlots([null, 'a'])).toEqual([null, 'a', null])
  })

  it('appends an empty slot when the last one is filled', () => {
    expect(placeInSlot([null], 0, 'a')).toEqual(['a', null])
    expect(placeInSlot(['a', null], 1, 'b')).toEqual(['a', 'b', null])
  })

  it('replaces the recipe of a filled slot without growing the row', () => {
    expect(placeInSlot(['a', 'b', null], 0, 'c')).toEqual(['c', 'b', null])
  })

  it('never grows past the contract limit', () => {
    const full = Array.from({ length: MAX_SLOTS_PER_MEAL - 1 }, (_, i) => `r${i}`)
    const row = placeInSlot([...full, null], MAX_SLOTS_PER_MEAL - 1, 'last')
    expect(row).toHaveLength(MAX_SLOTS_PER_MEAL)
    expect(row.at(-1)).toBe('last')
  })

  it('removing trims trailing empty slots but keeps one; a middle slot stays empty', () => {
    expect(removeFromSlot(['a', 'b', null], 1)).toEqual(['a', null])
    expect(removeFromSlot(['a', null], 0)).toEqual([null])
    expect(removeFromSlot(['a', 'b', null], 0)).toEqual([null, 'b', null])
  })

  it('moving between rows removes from the source', () => {
    const plan = { Breakfast: ['a', null], Lunch: ['b', null] }
    expect(moveBetweenSlots(plan, { meal: 'Breakfast', index: 0 }, { meal: 'Lunch', index: 1 })).toEqual({
      Breakfast: [null],
      Lunch: ['b', 'a', null],
    })
  })

  it('moving within a row keeps the other slots in place', () => {
    const plan = { Lunch: ['a', 'b', null] }
    expect(moveBetweenSlots(plan, { meal: 'Lunch', index: 0 }, { meal: 'Lunch', index: 2 })).toEqual({
      Lunch: [null, 'b', 'a', null],
    })
    expect(moveBetweenSlots(plan, { meal: 'Lunch', index: 1 }, { meal: 'Lunch', index: 1 })).toBe(plan)
  })

  it('moving onto a filled slot replaces it; an empty source changes nothing', () => {
    const plan = { Lunch: ['a', 'b', null] }
    expect(moveBetweenSlots(plan, { meal: 'Lunch', index: 1 }, { meal: 'Lunch', index: 0 })).toEqual({
      Lunch: ['b', null],
    })
    expect(moveBetweenSlots(plan, { meal: 'Lunch', index: 2 }, { meal: 'Lunch', index: 0 })).toBe(plan)
  })

  it('adds a meal time trimmed, ignoring empty names and duplicates (any case)', () => {
    const names = [...DEFAULT_MEAL_TIMES]
    expect(addMealTime(names, '  Suhoor ')).toEqual([...names, 'Suhoor'])
    expect(addMealTime(names, '   ')).toEqual(names)
    expect(addMealTime(names, 'lunch')).toEqual(names)
    expect(addMealTime(names, 'x'.repeat(41))).toEqual(names)
  })

  it('lists the defaults first, then the plans’ own meal times in order', () => {
    expect(mealTimesOf([{ Iftar: [null], Lunch: [null] }, { Suhoor: [null] }], ['Brunch'])).toEqual([
      ...DEFAULT_MEAL_TIMES,
      'Iftar',
      'Suhoor',
      'Brunch',
    ])
    expect(isDefaultMealTime('Snacks')).toBe(true)
    expect(isDefaultMealTime('snacks')).toBe(false)
  })

  it('lists the planned items', () => {
    expect(plannedItems({ Lunch: ['a', null, 'b', null], Dinner: [null] })).toEqual(['a', 'b'])
  })
})
