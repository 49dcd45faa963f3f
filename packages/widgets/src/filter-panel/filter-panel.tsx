import { useId, useRef, useState } from 'react'
import { ListFilterIcon } from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { type SearchCriteria, countFilters } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { lazyWhenOpen } from '@sufra/ui/lazy-when-open'
import { cx } from '@sufra/styled-system/css'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { filterPanel } from '@sufra/styled-system/recipes'
import { useWidgetHost } from '../widget-host'
import { FilterSections } from './filter-sections'

// The drawer's dialog code (focus trap, scroll lock, dismissal) is fetched when it first opens: wide
// screens, where the filters are a side column, never need it.
const FilterDrawer = lazyWhenOpen(async () => (await import('./filter-drawer')).FilterDrawer)

export type FilterPanelProps = {
  /** The search as it stands (the page reads it from its address). */
  criteria: SearchCriteria
  /** A box ticked or unticked, or a cooking time chosen or cleared: the search it makes. */
  onChange: (criteria: SearchCriteria) => void
  /**
   * The search answer's names of its list filters: a chosen value that is not in the panel's lists
   * (a shared link's) is shown under that name.
   */
  applied?: Schema<'AppliedSearchFilters'>
  className?: string
}

/**
 * The search page's filters (spec section 2): popular ingredients, meal type, cuisine, diet labels,
 * health labels and cooking time, 10 entries a group with See All / See Less. A side column on wide
 * screens; on phones a Filters button (saying how many are chosen) opens them in a drawer, with a
 * Reset link back to `/search`. Controlled: it shows `criteria` and reports each change through
 * `onChange`; where the search is kept (the page's address) is the page's business.
 */
export function FilterPanel({ criteria, onChange, applied, className }: FilterPanelProps) {
  const { t } = useI18n()
  const host = useWidgetHost()
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const countId = useId()
  const classes = filterPanel()
  const count = countFilters(criteria)
  const reset = host.href('/search')
  const sections = (
    <FilterSections criteria={criteria} onChange={onChange} applied={applied} classes={classes} />
  )

  return (
    <div data-scope="filter-panel" data-part="root" className={cx(classes.root, className)}>
      <Button
        ref={trigger}
        variant="outline"
        className={classes.trigger}
        data-part="trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={count > 0 ? countId : undefined}
        onClick={() => setOpen(true)}
      >
        <ListFilterIcon aria-hidden size={18} />
        {t('searchPage.filters.button')}
        {count > 0 ? (
          <>
            {' '}
            <span className={classes.count} data-part="count">
              {count}
            </span>
          </>
        ) : null}
      </Button>
      {count > 0 ? (
        <span id={countId} className={visuallyHidden()}>
          {t('searchPage.filters.chosenCount', { count })}
        </span>
      ) : null}
      <FilterDrawer open={open} onOpenChange={setOpen} trigger={() => trigger.current}>
        {sections}
      </FilterDrawer>

      <aside className={classes.sidebar} data-part="sidebar" aria-labelledby={titleId}>
        <div className={classes.header} data-part="header">
          <h2 id={titleId} className={classes.title} data-part="title">
            {t('searchPage.filters.title')}
          </h2>
          {count > 0 ? (
            <host.Link href={reset} className={classes.reset}>
              {t('searchPage.filters.reset')}
            </host.Link>
          ) : null}
        </div>
        {sections}
      </aside>
    </div>
  )
}
