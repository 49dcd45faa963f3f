import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { renderToString } from 'react-dom/server'
import type { Root } from 'react-dom/client'
import type { Schema } from '@sufra/api-client'
import { type FakeApi, createFakeApi, envelope, failure, http, storyUser } from '@sufra/api-client/testing'
import { type Catalogue, directionOf, messages, useI18n, type MessageId } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'
import { embedMessages } from '../interactive/catalogues/namespaces'
import { embedQueryClient, hydrateEmbed, renderEmbed } from '../interactive/mount'
import { SESSION_MESSAGE } from '../interactive/popup-sign-in'
import { type SessionStore, type StoredEmbedSession, createSessionStore } from '../interactive/session-store'
import { EmbedProviders } from '../views'

/**
 * Stories only: an embed element as a partner page has it. A host element with an open shadow root,
 * Sufra's shadow stylesheet adopted in it, the server's HTML for the view (rendered here with
 * renderToString, as the API does) in the loader's `<div data-sufra-root lang dir>`, then hydrated by
 * the interactive code with a fake API. Links before and after it are the partner's own.
 */

// The built shadow stylesheet (`pnpm --filter @sufra/embed build:styles`, run by build:packages before
// the Storybook tests); without it, the preview's own rules are copied in (tokens still inherit).
const builtSheet = Object.values(
  import.meta.glob<string>('../../generated/embed.css', { query: '?inline', import: 'default', eager: true }),
)[0]

let sheet: CSSStyleSheet | undefined
function storySheet(): CSSStyleSheet {
  if (sheet) return sheet
  sheet = new CSSStyleSheet()
  const css =
    builtSheet ??
    Array.from(document.styleSheets)
      .flatMap((styles) => {
        try {
          return Array.from(styles.cssRules, (rule) => rule.cssText)
        } catch {
          return []
        }
      })
      .join('\n')
  sheet.replaceSync(css)
  return sheet
}

/** Sufra's origin in stories: the story's own, so the fake sign-in window can post from it. */
export const storyOrigin = () => window.location.origin

export const storyLang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
export const m = (id: MessageId) => messages[storyLang()][id]

/** The embed session a signed-in story starts with. */
export const storySession = (): StoredEmbedSession => ({
  token: 'story-embed-token',
  expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  user: storyUser,
})

/** One story's partner page: the fake API, the session store, what went wrong while hydrating. */
export type EmbedWorld = {
  api: FakeApi
  store: SessionStore
  errors: unknown[]
  /** Every request's Authorization header and credentials mode, in order, as `METHOD /path`. */
  auth: { call: string; authorization: string | null; credentials: RequestCredentials }[]
}

/** The fake Sufra API of a partner page: likes, saves, shopping lists and sign-out. */
export function embedWorld({
  signedIn = false,
  lists = [],
}: {
  signedIn?: boolean
  /** The signed-in person's lists (newest first): GET /list, /list/{id}, /list/all-lists, ticking an item. */
  lists?: Schema<'ShoppingList'>[]
} = {}): EmbedWorld {
  let liked = false
  let likes: number | undefined
  let saved = false
  const auth: EmbedWorld['auth'] = []
  const api = createFakeApi(
    http.get('/recipe-user/state/{id}', ({ params, response }) =>
      response(200).json(envelope({ recipeId: params.id, likedByMe: liked, savedByMe: saved })),
    ),
    http.post('/like/{recipeId}', ({ params, response }) => {
      liked = !liked
      likes = (likes ?? 12) + (liked ? 1 : -1)
      return response(200).json(envelope({ recipeId: params.recipeId, liked, likesCount: likes }))
    }),
    http.post('/recipe-user/save/{id}', ({ params, response }) => {
      saved = true
      return response(200).json(envelope({ recipeId: params.id, saved, savedRecipes: [params.id] }))
    }),
    http.post('/recipe-user/unsave/{id}', ({ params, response }) => {
      saved = false
      return response(200).json(envelope({ recipeId: params.id, saved, savedRecipes: [] }))
    }),
    http.get('/list', ({ response }) =>
      response(200).json(
        envelope(lists.map(({ list: _items, recipeId: _recipe, recipes: _recipes, ...summary }) => summary)),
      ),
    ),
    http.get('/list/all-lists', ({ response }) =>
      response(200).json(
        envelope({
          list: lists.flatMap((list) =>
            list.list.map((row) => ({
              ...row,
              itemIds: [row._id],
              lists: [{ _id: list._id, listName: list.listName }],
            })),
          ),
          recipes: lists.flatMap((list) => list.recipes),
          itemCount: lists.reduce((sum, list) => sum + list.itemCount, 0),
          checkedCount: lists.reduce((sum, list) => sum + list.checkedCount, 0),
        }),
      ),
    ),
    http.get('/list/{id}', ({ params, response }) => {
      const list = lists.find((candidate) => candidate._id === params.id)
      return list ? response(200).json(envelope(list)) : failure(404, 'Shopping list not found.')
    }),
    http.patch('/list/{id}/items/{itemId}', async ({ params, request, response }) => {
      const body = await request.json()
      const list = lists.find((candidate) => candidate._id === params.id)
      const row = list?.list.find((candidate) => candidate._id === params.itemId)
      if (!list || !row) return failure(404, 'Shopping list not found.')
      if (body.checked !== undefined) row.checked = body.checked
      list.checkedCount = list.list.filter((candidate) => candidate.checked).length
      return response(200).json(envelope(row))
    }),
    http.post('/list/create', async ({ request, response }) => {
      const body = await request.json()
      return response(201).json(
        envelope(
          {
            _id: '5b1d2c3e-0000-4000-8000-000000000777',
            listName: body.listName,
            list: [],
            recipeId: body.recipeId ?? null,
            recipes: [],
            itemCount: 0,
            checkedCount: 0,
            createdAt: '2025-03-02T10:00:00.000Z',
            updatedAt: '2025-03-02T10:00:00.000Z',
          },
          'Shopping list created successfully',
          201,
        ),
      )
    }),
    http.delete('/embed/session', ({ response }) => response(200).json(envelope(null, 'Signed out'))),
  )
  const fetch = api.fetch
  api.fetch = async (request) => {
    auth.push({
      call: `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/v1/, '')}`,
      authorization: request.headers.get('authorization'),
      credentials: request.credentials,
    })
    return fetch(request)
  }
  const storage = new Map<string, string>()
  const store = createSessionStore(() => ({
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
    clear: () => storage.clear(),
    key: () => null,
    length: 0,
  }))
  if (signedIn) store.save(storySession())
  return { api, store, errors: [], auth }
}

type ShadowEmbedProps = {
  world: EmbedWorld
  recipe: { _id: string }
  view: ReactNode
}

/**
 * The partner page of a story: a link, the embed element (open shadow root), another link.
 * `data-testid="embed-host"` is the element; its shadowRoot holds the widget.
 */
export function ShadowEmbed({ world, recipe, view }: ShadowEmbedProps) {
  const { locale } = useI18n()
  const hostRef = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    shadowRoot.adoptedStyleSheets = [storySheet()]
    const container = document.createElement('div')
    container.setAttribute('data-sufra-root', '')
    container.lang = locale
    container.dir = directionOf(locale)
    // The first paint: what GET /embed/<kind>/{id} answers (src/server/render.tsx renders the same).
    container.innerHTML = renderToString(
      <EmbedProviders
        lang={locale}
        sufraOrigin={storyOrigin()}
        messages={messages[locale]}
        queryClient={embedQueryClient(recipe)}
      >
        {view}
      </EmbedProviders>,
    )
    shadowRoot.replaceChildren(container)
    let root: Root | null = hydrateEmbed(
      { shadowRoot, container, data: { recipe }, lang: locale, sufraOrigin: storyOrigin(), host },
      view,
      // The interactive code's messages, as the build ships them (a missing one fails the story).
      embedMessages(messages[locale]) as Catalogue,
      { fetch: world.api.fetch, store: world.store, onError: (error) => world.errors.push(error) },
    )
    return () => {
      const unmounting = root
      root = null
      // Not while React is still committing the story's own tree.
      queueMicrotask(() => unmounting?.unmount())
    }
  }, [locale, recipe, view, world])

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 960 }}>
      <a href="#before">
        {locale === 'ar' ? 'رابط في صفحة المدوّنة قبل الوصفة' : 'A blog link before the recipe'}
      </a>
      <div ref={hostRef} data-testid="embed-host" />
      <a href="#after">
        {locale === 'ar' ? 'رابط في صفحة المدوّنة بعد الوصفة' : 'A blog link after the recipe'}
      </a>
    </div>
  )
}

/**
 * The partner page of a story for an element without a server read (the person's own data): the
 * loader's empty waiting container in the shadow root, then the interactive code renders into it.
 */
export function ShadowLiveEmbed({ world, view }: { world: EmbedWorld; view: ReactNode }) {
  const { locale } = useI18n()
  const hostRef = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    shadowRoot.adoptedStyleSheets = [storySheet()]
    // As the loader leaves it: the waiting box of about the widget's height.
    const container = document.createElement('div')
    container.setAttribute('data-sufra-root', '')
    container.lang = locale
    container.dir = directionOf(locale)
    container.className = 'w'
    container.style.minBlockSize = '480px'
    shadowRoot.replaceChildren(container)
    let root: Root | null = renderEmbed(
      { shadowRoot, container, data: undefined, lang: locale, sufraOrigin: storyOrigin(), host },
      view,
      embedMessages(messages[locale]) as Catalogue,
      { fetch: world.api.fetch, store: world.store, onError: (error) => world.errors.push(error) },
    )
    return () => {
      const unmounting = root
      root = null
      queueMicrotask(() => unmounting?.unmount())
    }
  }, [locale, view, world])

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 960 }}>
      <a href="#before">
        {locale === 'ar' ? 'رابط في صفحة المدوّنة قبل القوائم' : 'A blog link before the lists'}
      </a>
      <div ref={hostRef} data-testid="embed-host" />
      <a href="#after">
        {locale === 'ar' ? 'رابط في صفحة المدوّنة بعد القوائم' : 'A blog link after the lists'}
      </a>
    </div>
  )
}

/** The widget's shadow root in the story page. */
export function shadowOf(canvasElement: HTMLElement): ShadowRoot {
  const host = canvasElement.querySelector<HTMLElement>('[data-testid="embed-host"]')
  if (!host?.shadowRoot) throw new Error('The embed host has no shadow root')
  return host.shadowRoot
}

/**
 * Sufra's sign-in window, played by an iframe on the story's origin: window.open answers its window,
 * and `signIn()` posts the session from it to the page exactly as /embed/sign-in does.
 */
export function fakeSignInWindow() {
  const frame = document.createElement('iframe')
  frame.title = 'Sufra sign-in (story)'
  frame.hidden = true
  document.body.append(frame)
  const popup = frame.contentWindow as Window
  const opened: string[] = []
  const open = window.open
  window.open = ((url?: string | URL) => {
    opened.push(String(url))
    return popup
  }) as typeof window.open
  return {
    opened,
    signIn(session = storySession()) {
      // Run inside the frame, so the message's source is that window.
      ;(popup as Window & { eval: (code: string) => void }).eval(
        `window.parent.postMessage(${JSON.stringify({ type: SESSION_MESSAGE, ...session })}, ${JSON.stringify(storyOrigin())})`,
      )
    },
    /** A message from the right origin but another window: must be ignored. */
    postFromPage(session = storySession()) {
      window.postMessage({ type: SESSION_MESSAGE, ...session }, storyOrigin())
    },
    restore() {
      window.open = open
      frame.remove()
    },
  }
}

/** Every story starts without toasts (the queue is the page's). */
export const clearToasts = () => toaster.remove()

/**
 * Real key presses (Playwright's keyboard under Vitest): Testing Library's `userEvent.tab()` computes
 * the tab order from the document and does not enter shadow roots, so it cannot show how focus moves
 * through an embed. Null outside Vitest (the Storybook UI): the keyboard stories need the runner.
 */
export async function realKeyboard() {
  try {
    const { userEvent } = await import('vitest/browser')
    return userEvent
  } catch {
    return null
  }
}

/** The element focused, looking into open shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
