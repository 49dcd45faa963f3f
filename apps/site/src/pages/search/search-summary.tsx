import type { Schema } from '@sufra/api-client'
import { SEARCH_LIST_FILTERS, type SearchCriteria, emptySearch, withoutFilter } from '@sufra/core'
import { pickText, useI18n } from '@sufra/i18n'
import { Chip } from '@sufra/ui/chip'
import { searchPage } from '@sufra/styled-system/recipes'
import { cookTimeName } from '@sufra/widgets/filter-panel'

export type SearchSummaryProps = {
  criteria: SearchCriteria
  /** The answer's names of the list filters (a value it does not name shows as given). */
  applied?: Schema<'AppliedSearchFilters'>
  /** How many recipes meet every criterion (`pagination.total`); unknown until the answer. */
  total?: number
  /** A chip removed, or Clear all: the search it leaves. */
  onChange: (criteria: SearchCriteria) => void
}

type ChosenChip = { key: string; label: string; without: SearchCriteria }

/**
 * Above the results: how many recipes match, the chosen keyword and filters as chips that each
 * take themselves out of the search, and Clear all.
 */
export function SearchSummary({ criteria, applied, total, onChange }: SearchSummaryProps) {
  const { t, locale } = useI18n()
  const classes = searchPage()
  const chips: ChosenChip[] = []
  if (criteria.keyword) {
    chips.push({
      key: 'keyword',
      label: t('searchPage.keywordChip', { keyword: criteria.keyword }),
      without: withoutFilter(criteria, 'keyword'),
    })
  }
  for (const filter of SEARCH_LIST_FILTERS) {
    for (const value of criteria[filter]) {
      const named = applied?.[filter].find((entry) => entry.value.toLowerCase() === value.toLowerCase())
      chips.push({
        key: `${filter}:${value}`,
        label: named?.name ? pickText(named.name, locale) : value,
        without: withoutFilter(criteria, filter, value),
      })
    }
  }
  if (criteria.cookTime) {
    chips.push({
      key: 'cookTime',
      label: t(cookTimeName(criteria.cookTime)),
      without: withoutFilter(criteria, 'cookTime'),
    })
  }

  return (
    <div className={classes.summary} data-scope="search-page" data-part="summary">
      <div className={classes.summaryRow} data-part="summary-row">
        {/* Always in the page, so a new count is announced after each change. */}
        <p role="status" className={classes.count} data-part="count">
          {total === undefined ? null : t('searchPage.count', { count: total })}
        </p>
        {chips.length > 0 ? (
          <button
            type="button"
            className={classes.clearAll}
            data-part="clear-all"
            onClick={() => onChange(emptySearch)}
          >
            {t('searchPage.clearAll')}
          </button>
        ) : null}
      </div>
      {chips.length > 0 ? (
        <ul className={classes.chips} data-part="chips" aria-label={t('searchPage.chosen')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <Chip variant="subtle" onRemove={() => onChange(chip.without)}>
                {chip.label}
              </Chip>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
