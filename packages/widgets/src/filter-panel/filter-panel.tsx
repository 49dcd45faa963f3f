import { useId, useState } from 'react'
import { ListFilterIcon } from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { type SearchCriteria, countFilters } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Drawer } from '@sufra/ui/drawer'
import { cx } from '@sufra/styled-system/css'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { filterPanel } from '@sufra/styled-system/recipes'
import { useWidgetHost } from '../widget-host'
import { FilterSections } from './filter-sections'

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
      <Drawer.Root placement="start" open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Drawer.Trigger asChild>
          <Button
            variant="outline"
            className={classes.trigger}
            data-part="trigger"
            aria-describedby={count > 0 ? countId : undefined}
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
        </Drawer.Trigger>
        {count > 0 ? (
          <span id={countId} className={visuallyHidden()}>
            {t('searchPage.filters.chosenCount', { count })}
          </span>
        ) : null}
        <Drawer.Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{t('searchPage.filters.title')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>{sections}</Drawer.Body>
              <Drawer.Footer>
                <div className={classes.footerRow} data-part="footer-row">
                  <host.Link href={reset} className={classes.reset} onClick={() => setOpen(false)}>
                    {t('searchPage.filters.reset')}
                  </host.Link>
                  <Drawer.CloseTrigger asChild>
                    <Button>{t('searchPage.filters.showResults')}</Button>
                  </Drawer.CloseTrigger>
                </div>
              </Drawer.Footer>
              <Drawer.CloseTrigger />
            </Drawer.Content>
          </Drawer.Positioner>
        </Drawer.Portal>
      </Drawer.Root>

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
