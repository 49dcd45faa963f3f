import { fn } from 'storybook/test'
import { messages } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'
import {
  type CurrentUser,
  type HostLinkComponent,
  type SignInReason,
  type WidgetHost,
  signInAlert,
} from './widget-host'

/**
 * Stories only (import by path, never from this folder's index.ts): the signed-in user and a fake
 * widget host the widgets' stories share.
 */

/** A signed-in user, as GET /user answers her (every field of the contract's CurrentUser). */
export const storyUser: CurrentUser = {
  _id: '4d7c1a52-2f0e-4c1b-9a51-0f3c6a1e9b01',
  email: 'layla@example.com',
  firstName: { en: 'Layla', ar: 'ليلى' },
  lastName: { en: 'Haddad', ar: 'حداد' },
  username: 'layla',
  image: { url: 'https://cdn.example/default.webp', key: 'default.webp' },
  status: 'verified',
  bio: { en: '', ar: '' },
  follower: [],
  following: [],
  recipesCount: 0,
  youtubeURL: null,
  instagramURL: null,
  facebookURL: null,
  tiktokURL: null,
  createdAt: '2025-01-05T10:00:00.000Z',
  dob: null,
  gender: null,
  language: 'english',
  activityLevel: null,
  height: null,
  weight: null,
  calorieGoal: null,
  proteinGoal: null,
  carbGoal: null,
  fatGoal: null,
  sugarGoal: null,
  savedRecipes: [],
  hasPassword: true,
}

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
