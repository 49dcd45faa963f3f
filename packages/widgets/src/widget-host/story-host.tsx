import { fn } from 'storybook/test'
import { storyUser } from '@sufra/api-client/testing'
import { messages } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'
import { type HostLinkComponent, type SignInReason, type WidgetHost, signInAlert } from './widget-host'

/**
 * Stories only (import by path, never from this folder's index.ts): a fake widget host the widgets'
 * stories share, signed in as the fake API's `storyUser`.
 */

type Spy<F extends (...args: never[]) => unknown> = ReturnType<typeof fn<F>>

/** A host whose requireSignIn, refreshUser and navigate are spies a play function can check. */
export type StoryHost = WidgetHost & {
  requireSignIn: Spy<WidgetHost['requireSignIn']>
  refreshUser: Spy<WidgetHost['refreshUser']>
  navigate: Spy<WidgetHost['navigate']>
}

const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const PlainLink: HostLinkComponent = (props) => <a {...props} />

/**
 * A host like the site's, for `user` (default `storyUser`; `null` is signed out): signed out,
 * requireSignIn shows the spec's alert as a toast and answers false; refreshUser answers the user;
 * links are plain anchors under `/{page language}`. Any member can be replaced (`overrides`).
 */
export function storyHost({ user = storyUser, ...overrides }: Partial<StoryHost> = {}): StoryHost {
  return {
    user,
    requireSignIn: fn((reason: SignInReason) => {
      if (user) return true
      toaster.info({ title: messages[storyLocale()][signInAlert(reason)] })
      return false
    }),
    refreshUser: fn(async () => user),
    href: (path) => `/${storyLocale()}${path === '/' ? '' : path}`,
    navigate: fn<WidgetHost['navigate']>(),
    Link: PlainLink,
    ...overrides,
  }
}
