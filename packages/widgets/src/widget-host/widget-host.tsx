import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useMemo,
} from 'react'
import type { Schema } from '@sufra/api-client'
import { type MessageId, useI18n } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'

export type CurrentUser = Schema<'CurrentUser'>

/** An in-app link (the site passes its router's link); given `href`, class and children. */
export type HostLinkComponent = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>

/** Why a visitor is asked to sign in; each has the spec's alert (section 5). */
export type SignInReason =
  | 'like'
  | 'save'
  | 'comment'
  | 'reply'
  | 'deleteRecipe'
  | 'follow'
  | 'addToList'
  | 'shoppingLists'
  | 'planner'

const signInAlerts: Record<SignInReason, MessageId> = {
  like: 'host.signIn.like',
  save: 'host.signIn.save',
  comment: 'host.signIn.comment',
  reply: 'host.signIn.reply',
  deleteRecipe: 'host.signIn.deleteRecipe',
  follow: 'host.signIn.follow',
  addToList: 'host.signIn.addToList',
  shoppingLists: 'host.signIn.shoppingLists',
  planner: 'host.signIn.planner',
}

/**
 * What a widget needs from the page around it: who is signed in, how to ask a visitor to sign in,
 * how to link and navigate inside the app (paths without the language prefix: `/recipe/1`), and how
 * to refresh the signed-in user after a write that changes it (save, follow).
 * The site provides it from its session and router; stories and partner embeds provide their own.
 */
export type WidgetHost = {
  user: CurrentUser | null
  /** Shows the sign-in alert for `reason` and offers sign-in when signed out; true when signed in. */
  requireSignIn: (reason: SignInReason) => boolean
  refreshUser: () => Promise<unknown>
  /** The address of an in-app path in the page's language: `/recipe/1` → `/en/recipe/1`. */
  href: (path: string) => string
  navigate: (path: string, options?: { replace?: boolean }) => void
  Link: HostLinkComponent
  /**
   * True inside a partner site's page (the embed kit): links open Sufra, and a widget stays where it
   * is after a write instead of moving the page (no /explore after an unsave).
   */
  embedded?: boolean
}

const PlainLink: HostLinkComponent = (props) => <a {...props} />

const WidgetHostContext = createContext<WidgetHost | null>(null)

export function WidgetHostProvider({ host, children }: { host: WidgetHost; children?: ReactNode }) {
  return <WidgetHostContext.Provider value={host}>{children}</WidgetHostContext.Provider>
}

/** The message id of the sign-in alert for `reason` (the host shows it). */
export function signInAlert(reason: SignInReason): MessageId {
  return signInAlerts[reason]
}

/**
 * The host in effect. Without a provider (a partner page), the visitor is treated as signed out:
 * the alert is shown as a toast, links are plain anchors under `/{locale}`, navigation loads the page.
 */
export function useWidgetHost(): WidgetHost {
  const provided = useContext(WidgetHostContext)
  const { t, locale } = useI18n()
  return useMemo<WidgetHost>(
    () =>
      provided ?? {
        user: null,
        requireSignIn: (reason) => {
          toaster.info({ title: t(signInAlert(reason)) })
          return false
        },
        refreshUser: async () => null,
        href: (path) => `/${locale}${path === '/' ? '' : path}`,
        navigate: (path, options) => {
          const target = `/${locale}${path === '/' ? '' : path}`
          if (options?.replace) window.location.replace(target)
          else window.location.assign(target)
        },
        Link: PlainLink,
      },
    [provided, t, locale],
  )
}
