import { NavLink } from 'react-router'
import { siteHeader } from '@sufra/styled-system/recipes'
import { useI18n } from '@sufra/i18n'
import { Drawer } from '@sufra/ui/drawer'
import { useLocalizedPath } from '../language/use-language'
import { mobileMenuLinks } from './nav-items'

export type MobileMenuDrawerProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back to on closing: the header's menu button. */
  trigger: () => HTMLElement | null
}

/** The mobile side menu (from the inline start): Home, Explore, Planner, Lists. Loaded on first use. */
export function MobileMenuDrawer({ open, onOpenChange, trigger }: MobileMenuDrawerProps) {
  const { t } = useI18n()
  const localized = useLocalizedPath()
  const classes = siteHeader()
  return (
    <Drawer.Root
      placement="start"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={trigger}
    >
      <Drawer.Backdrop />
      <Drawer.Positioner>
        <Drawer.Content>
          <Drawer.Header>
            <Drawer.Title>{t('shell.menuTitle')}</Drawer.Title>
            <Drawer.CloseTrigger />
          </Drawer.Header>
          <Drawer.Body>
            <nav aria-label={t('shell.mainNavigation')}>
              <ul className={classes['side-links']} data-part="side-links">
                {mobileMenuLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      className={classes['side-link']}
                      data-part="side-link"
                      to={localized(link.to)}
                      onClick={() => onOpenChange(false)}
                    >
                      {t(link.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Positioner>
    </Drawer.Root>
  )
}
