import type { HostLinkComponent, SignInReason, WidgetHost, CurrentUser } from '@sufra/widgets/widget-host'
import { useI18n } from '@sufra/i18n'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { type EmbedContext, sufraHref } from './embed-context'

/**
 * Every link of an embed goes to Sufra, in a new tab (the partner's page stays where the reader is),
 * and says so to screen readers.
 */
export const SufraLink: HostLinkComponent = ({ children, ...props }) => {
  const { t } = useI18n()
  return (
    <a target="_blank" rel="noopener" {...props}>
      {children}
      <span className={visuallyHidden()}> {t('recipeCard.newTab')}</span>
    </a>
  )
}

export type EmbedHostOptions = EmbedContext & {
  user?: CurrentUser | null
  /** Signed out: starts sign-in (the popup) for `reason`. Without it (the server) nothing happens. */
  signIn?: (reason: SignInReason) => void
  refreshUser?: () => Promise<unknown>
}

/**
 * The WidgetHost of a partner page: the user of the embed session, sign-in through Sufra's popup,
 * links and navigation to absolute Sufra addresses in a new tab, and `embedded` (the widget stays
 * where it is after a write instead of moving the partner's page).
 */
export function embedWidgetHost({
  user = null,
  signIn,
  refreshUser,
  ...context
}: EmbedHostOptions): WidgetHost {
  return {
    user,
    embedded: true,
    requireSignIn: (reason) => {
      if (user) return true
      signIn?.(reason)
      return false
    },
    refreshUser: refreshUser ?? (async () => user),
    href: (path) => sufraHref(context, path),
    navigate: (path) => {
      window.open(sufraHref(context, path), '_blank', 'noopener')
    },
    Link: SufraLink,
  }
}
