/**
 * The meal plan's slot rules (spec section 4, "Meal plan"): each meal time holds a row of slots, a
 * slot is a recipe or empty (null), and a row always ends with exactly one empty slot, so there is
 * always somewhere to drop the next recipe. Pure functions over any item type (the widget plans
 * recipe ids; the server checks the saved shape).
 */

/** Spec: the default meal times, stored by these English keys and shown translated. */
export const DEFAULT_MEAL_TIMES = ['Breakfast', 'Lunch', 'Snacks', 'Dinner'] as const

/** The contract's limits on a day's plan (MealSlots): 12 meal times, 20 slots each, names ≤ 40 characters. */
export const MAX_MEAL_TIMES = 12
export const MAX_SLOTS_PER_MEAL = 20
export const MAX_MEAL_TIME_LENGTH = 40

export type Slot<T> = T | null
/** Meal-time name → slots. */
export type MealSlotsOf<T> = Record<string, Slot<T>[]>

/** Whether `name` is one of the default meal times (shown translated). */
export function isDefaultMealTime(name: string): name is (typeof DEFAULT_MEAL_TIMES)[number] {
  return (DEFAULT_MEAL_TIMES as readonly string[]).includes(name)
}

/**
 * Trailing empty slots trimmed, then one empty slot at the end ("removing trims trailing empty slots
 * but keeps one"), never more than the contract's 20 slots.
 */
export function normalizeSlots<T>(slots: readonly Slot<T>[]): Slot<T>[] {
  let end = slots.length
  while (end > 0 && slots[end - 1] == null) end -= 1
  const filled = slots.slice(0, Math.min(end, MAX_SLOTS_PER_MEAL))
  return filled.length < MAX_SLOTS_PER_MEAL ? [...filled, null] : filled
}

/**
 * `item` put in slot `index` (replacing what was there). Dropping into the last slot appends a new
 * empty one (up to the limit); an index past the end is the last slot.
 */
export function placeInSlot<T>(slots: readonly Slot<T>[], index: number, item: T): Slot<T>[] {
  const next = [...slots]
  const at = Math.max(0, Math.min(index, next.length))
  next[at] = item
  return normalizeSlots(next)
}

/** Slot `index` emptied; trailing empty slots are trimmed and one is kept. */
export function removeFromSlot<T>(slots: readonly Slot<T>[], index: number): Slot<T>[] {
  if (index < 0 || index >= slots.length) return normalizeSlots(slots)
  const next = [...slots]
  next[index] = null
  return normalizeSlots(next)
}

export type SlotAddress = { meal: string; index: number }

/**
 * A planned item moved from one slot to another, in the same row or another meal time: it lands in
 * the target (replacing what was there) and the source is emptied ("moving between slots removes
 * from the source"). Rows are normalised; other rows are returned as they were.
 */
export function moveBetweenSlots<T>(
  plan: MealSlotsOf<T>,
  from: SlotAddress,
  to: SlotAddress,
): MealSlotsOf<T> {
  const item = plan[from.meal]?.[from.index]
  if (item == null) return plan
  if (from.meal === to.meal && from.index === to.index) return plan
  const next: MealSlotsOf<T> = { ...plan }
  // Empty the source first (null keeps the other indexes in place), then fill the target.
  const source = [...(next[from.meal] ?? [])]
  source[from.index] = null
  next[from.meal] = from.meal === to.meal ? source : normalizeSlots(source)
  next[to.meal] = placeInSlot(next[to.meal] ?? [null], to.index, item)
  return next
}

/**
 * The meal times with `name` added at the end, if it is new: the name is trimmed, and an empty name,
 * one already there (ignoring case) or one past the limits leaves the list as it was.
 */
export function addMealTime(names: readonly string[], name: string): string[] {
  const trimmed = name.trim()
  if (trimmed === '' || trimmed.length > MAX_MEAL_TIME_LENGTH || names.length >= MAX_MEAL_TIMES)
    return [...names]
  const lower = trimmed.toLocaleLowerCase()
  if (names.some((existing) => existing.toLocaleLowerCase() === lower)) return [...names]
  return [...names, trimmed]
}

/**
 * The meal times to show for some days' plans: the defaults first, then every other name in the
 * order the plans (and then `extra`) first mention it.
 */
export function mealTimesOf<T>(plans: readonly MealSlotsOf<T>[], extra: readonly string[] = []): string[] {
  // Exact names: a saved plan's rows are all shown, even past today's limits.
  const names: string[] = [...DEFAULT_MEAL_TIMES]
  for (const name of [...plans.flatMap((plan) => Object.keys(plan)), ...extra]) {
    if (!names.includes(name)) names.push(name)
  }
  return names
}

/** Every planned (non-empty) item of a day, row by row. */
export function plannedItems<T>(plan: MealSlotsOf<T>): T[] {
  return Object.values(plan).flatMap((slots) => slots.filter((slot): slot is T => slot != null))
}
