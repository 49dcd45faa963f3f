import type { ReactNode } from 'react'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Drawer } from '@sufra/ui/drawer'
import { filterPanel } from '@sufra/styled-system/recipes'
import { useWidgetHost } from '../widget-host'

export type FilterDrawerProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back to on closing: the Filters button. */
  trigger: () => HTMLElement | null
  /** The filter groups. */
  children: ReactNode
}

/**
 * The filters on a phone: a drawer from the inline start with the groups, a Reset link back to
 * `/search` and Show results, which closes it (the results already follow each change). Loaded on
 * first opening (FilterPanel), so wide screens never fetch the dialog code.
 */
export function FilterDrawer({ open, onOpenChange, trigger, children }: FilterDrawerProps) {
  const { t } = useI18n()
  const host = useWidgetHost()
  const classes = filterPanel()
  return (
    <Drawer.Root
      placement="start"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={trigger}
    >
      <Drawer.Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('searchPage.filters.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer>
              <div className={classes.footerRow} data-part="footer-row">
                <host.Link
                  href={host.href('/search')}
                  className={classes.reset}
                  onClick={() => onOpenChange(false)}
                >
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
  )
}
