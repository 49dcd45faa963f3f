import { describe, expect, it } from 'vitest'
import { SESSION_MESSAGE, openSignInPopup, signInUrl } from './popup-sign-in'

const sufraOrigin = 'https://sufra.example'
const user = { _id: 'u1', username: 'layla' }
const good = { type: SESSION_MESSAGE, token: 'token-1', expiresAt: '2030-01-01T00:00:00.000Z', user }

/** A partner page's window in Node: records window.open, dispatches messages, runs timers by hand. */
function fakePage({ blocked = false } = {}) {
  const listeners = new Set<(event: MessageEvent) => void>()
  const timers = new Map<number, () => void>()
  let nextTimer = 1
  const popup = { closed: false } as unknown as Window & { closed: boolean }
  const opened: unknown[][] = []
  const view = {
    location: { origin: 'https://blog.example' },
    open: (...args: unknown[]) => {
      opened.push(args)
      return blocked ? null : popup
    },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
    setInterval: (callback: () => void) => {
      timers.set(nextTimer, callback)
      return nextTimer++
    },
    clearInterval: (id: number) => timers.delete(id),
    setTimeout: (callback: () => void) => {
      callback()
      return 0
    },
  } as unknown as Window
  return {
    view,
    popup,
    opened,
    listening: () => listeners.size,
    post: (data: unknown, origin: string, source: unknown) =>
      listeners.forEach((listener) => listener({ data, origin, source } as MessageEvent)),
    tick: () => Array.from(timers.values()).forEach((callback) => callback()),
  }
}

describe('popup sign-in', () => {
  it("opens Sufra's sign-in window for the partner's origin", () => {
    const page = fakePage()
    openSignInPopup({ sufraOrigin, lang: 'ar', view: page.view })
    expect(page.opened[0]).toEqual([
      'https://sufra.example/ar/embed/sign-in?origin=https%3A%2F%2Fblog.example',
      'sufra-sign-in',
      'popup,width=480,height=720',
    ])
    expect(signInUrl(sufraOrigin, 'en', 'http://127.0.0.2:4100')).toBe(
      'https://sufra.example/en/embed/sign-in?origin=http%3A%2F%2F127.0.0.2%3A4100',
    )
  })

  it('accepts only the message from Sufra’s origin, from that window, of the session type', async () => {
    const page = fakePage()
    const signIn = openSignInPopup({ sufraOrigin, lang: 'en', view: page.view })
    page.post(good, 'https://evil.example', page.popup)
    page.post(good, sufraOrigin, {})
    page.post({ ...good, type: 'other' }, sufraOrigin, page.popup)
    page.post({ ...good, token: '' }, sufraOrigin, page.popup)
    page.post(good, `${sufraOrigin}.evil.example`, page.popup)
    expect(page.listening()).toBe(1)

    page.post(good, sufraOrigin, page.popup)

    await expect(signIn?.session).resolves.toEqual({
      token: 'token-1',
      expiresAt: good.expiresAt,
      user,
    })
    expect(page.listening()).toBe(0)
  })

  it('answers null when the visitor closes the window, and null at once when the browser blocks it', async () => {
    const page = fakePage()
    const signIn = openSignInPopup({ sufraOrigin, lang: 'en', view: page.view })
    page.popup.closed = true
    page.tick()
    await expect(signIn?.session).resolves.toBeNull()
    expect(page.listening()).toBe(0)

    expect(openSignInPopup({ sufraOrigin, lang: 'en', view: fakePage({ blocked: true }).view })).toBeNull()
  })
})
