import type { ReactNode } from 'react'
import { type Schema, SufraApiProvider, SufraQueryProvider, type SufraClient } from '@sufra/api-client'
import { type MessageId, messages } from '@sufra/i18n'
import { Toaster } from '@sufra/ui/toast'
import { expect, waitFor, within } from 'storybook/test'
import { StoryFrame } from '../../layout/story-frame'
import { SiteWidgetHost } from '../../layout/site-widget-host'

/** Stories only: fixtures and helpers shared by the catalogue pages' stories. */
export const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
export const m = (id: MessageId) => messages[lang()][id]

// Pictures as data: URLs, so the stories never touch the network.
const colours = ['#c8553d', '#f2a541', '#6a994e', '#386641', '#bc4749', '#8d5b4c', '#588157', '#e07a5f']
export const picture = (n: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${
      colours[n % colours.length]
    }"/><circle cx="160" cy="120" r="80" fill="#fff8ee"/></svg>`,
  )}`

const dishes: [string, string][] = [
  ['Fattoush', 'فتوش'],
  ['Lentil soup', 'شوربة عدس'],
  ['Maqluba', 'مقلوبة'],
  ['Shakshuka', 'شكشوكة'],
  ['Mujaddara', 'مجدرة'],
]

export function recipeNumber(n: number): Schema<'RecipeSummary'> {
  const [en, ar] = dishes[n % dishes.length]!
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: { en: `${en} ${n}`, ar: `${ar} ${n}` },
    description: { en: 'A family favourite, served warm.', ar: 'طبق عائلي مفضل يقدم دافئا.' },
    thumbnail: { url: picture(n), key: `recipes/${n}.webp` },
    videoUrl: null,
    time: 20 + (n % 4) * 10,
    servings: 2 + (n % 4),
    ingredientsCount: 4 + (n % 7),
    likesCount: n % 9,
    likedByMe: false,
    savedByMe: false,
    createdBy: {
      _id: 'c0000000-0000-4000-8000-000000000001',
      firstName: { en: 'Layla', ar: 'ليلى' },
      lastName: { en: 'Haddad', ar: 'حداد' },
      username: 'layla',
      image: { url: 'https://cdn.example/default.webp', key: 'default.webp' },
      status: 'verified',
    },
    createdAt: new Date(Date.now() - (n % 9) * 86_400_000 - 60_000).toISOString(),
    metadata: { imported: false, site: null, originalUrl: null },
    category: [],
    cuisine: [],
  }
}

export const range = <T,>(from: number, to: number, make: (n: number) => T) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => make(from + i))

/** The page inside a router at `/{lang}{path}`, with a fresh query cache, the fake API and the toasts. */
export function Frame({
  client,
  path,
  children,
}: {
  client: SufraClient
  path: string
  children: ReactNode
}) {
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={client}>
        <StoryFrame user={null} path={path}>
          <SiteWidgetHost>{children}</SiteWidgetHost>
        </StoryFrame>
        <Toaster />
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}

/** Brings the end of the list into view, as a reader scrolling down does. */
export function scrollToEnd(root: HTMLElement) {
  root.querySelector('[data-part=sentinel]')?.scrollIntoView({ block: 'end' })
}

/** Scrolls until "You've reached the end" shows, each new page brought in by scrolling again. */
export async function scrollUntilEnd(root: HTMLElement) {
  await waitFor(
    () => {
      scrollToEnd(root)
      return expect(within(root).getByText(m('pages.endOfList'))).toBeVisible()
    },
    { timeout: 8000 },
  )
}
