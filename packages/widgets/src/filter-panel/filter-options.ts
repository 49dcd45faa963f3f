import type { Schema } from '@sufra/api-client'
import { slugFromTitle } from '@sufra/core'

/** Spec section 9: each filter group shows 10 entries before See All. */
export const FILTER_GROUP_SIZE = 10

/** One checkbox: the value the search takes (a slug or key) and its name in both languages. */
export type FilterOption = { value: string; name: Schema<'LocalizedText'> | null }

/** Popular ingredients or categories: their slug (the English name as a slug when the server gives none). */
export function popularOptions(entries: readonly Schema<'Popular'>[]): FilterOption[] {
  return entries.map((entry) => ({ value: entry.slug || slugFromTitle(entry._id.en), name: entry._id }))
}

/** Cuisines, diet and health labels: their key. */
export function termOptions(terms: readonly Schema<'TaxonomyTerm'>[]): FilterOption[] {
  return terms.map((term) => ({ value: term.key, name: term.name }))
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The options of a group with what is chosen: a chosen value the list does not hold (a shared link's,
 * or one picked elsewhere) comes first, named by the search answer's `applied` when it can be, so it
 * can be seen and unticked.
 */
export function withChosen(
  options: readonly FilterOption[],
  chosen: readonly string[],
  applied: readonly Schema<'AppliedSearchFilter'>[] = [],
): FilterOption[] {
  const missing = chosen
    .filter((value) => !options.some((option) => same(option.value, value)))
    .map((value) => ({ value, name: applied.find((entry) => same(entry.value, value))?.name ?? null }))
  return [...missing, ...options]
}

/** Whether an option is ticked (values compare without case: the API reads them so). */
export function isChosen(option: FilterOption, chosen: readonly string[]): boolean {
  return chosen.some((value) => same(value, option.value))
}

/**
 * The options shown: all of them when expanded; otherwise the first 10, and any chosen one after
 * them, so what is ticked never hides behind See All.
 */
export function visibleOptions(
  options: readonly FilterOption[],
  chosen: readonly string[],
  expanded: boolean,
): FilterOption[] {
  if (expanded) return [...options]
  return options.filter((option, index) => index < FILTER_GROUP_SIZE || isChosen(option, chosen))
}
