import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import { createFakeApi, envelope, failure, http, storyUser } from '@sufra/api-client/testing'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { SessionProvider } from '../../session/session-context'
import type { SessionUser } from '../../session/session-user'
import { EmbedSignInPage } from './embed-sign-in-page'

const partner = 'https://blog.example'
const expiresAt = '2026-12-27T05:00:00.000Z'
const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId) => messages[lang()][id]
const refusal = `${partner} is not a Sufra partner site, so you cannot sign in to Sufra there.`

type Scenario = { user: SessionUser | null; status?: 201 | 403; search?: string; opener?: boolean }

/**
 * The window on a fake server, opened by a fake partner page (`window.opener` with a postMessage spy)
 * unless `opener` is false; `window.close` is a spy too.
 */
function scenario({
  user,
  status = 201,
  search = `?origin=${encodeURIComponent(partner)}`,
  opener = true,
}: Scenario) {
  let loggedIn = user !== null
  const api = createFakeApi(
    http.get('/user/profile', ({ response }) =>
      loggedIn ? response(200).json(envelope(storyUser)) : failure(401, 'You are not signed in.'),
    ),
    // This server offers Google sign-in.
    http.get('/user/auth/options', ({ response }) => response(200).json(envelope({ google: true }))),
    http.post('/user/login', ({ response }) => {
      loggedIn = true
      return response(200).json(envelope(storyUser, 'Login successful'))
    }),
    http.post('/embed/session', ({ response }) =>
      status === 201
        ? response(201).json(envelope({ token: 'embed-token', expiresAt, user: storyUser }, 'Signed in'))
        : failure(403, refusal),
    ),
  )
  const postMessage = fn()
  const close = fn()
  return {
    api,
    postMessage,
    close,
    beforeEach: () => {
      loggedIn = user !== null
      postMessage.mockClear()
      close.mockClear()
      const before = window.opener as unknown
      window.opener = opener ? { postMessage } : null
      const closing = spyOn(window, 'close').mockImplementation(close)
      return () => {
        window.opener = before
        closing.mockRestore()
      }
    },
    render: () => <Window client={api.client} user={user} search={search} />,
  }
}

function Window({
  client,
  user,
  search,
}: {
  client: ReturnType<typeof createFakeApi>['client']
  user: SessionUser | null
  search: string
}) {
  const { locale } = useI18n()
  const router = useMemo(
    () =>
      createMemoryRouter([{ path: '/:lang/embed/sign-in', element: <EmbedSignInPage /> }], {
        initialEntries: [`/${locale}/embed/sign-in${search}`],
      }),
    [locale, search],
  )
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={client}>
        <SessionProvider initialUser={user}>
          <RouterProvider router={router} />
        </SessionProvider>
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}

const meta = {
  title: 'Site/EmbedSignInPage',
  component: EmbedSignInPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmbedSignInPage>

export default meta
type Story = StoryObj<typeof meta>

const signedIn = scenario({ user: storyUser })

/**
 * Signed in: the window asks for an embed session for the partner's origin, posts it to the opener
 * with that exact target origin, says so and closes.
 */
export const SignedIn: Story = {
  beforeEach: signedIn.beforeEach,
  render: signedIn.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(m('embedSignIn.done'))).toBeVisible()
    await expect(signedIn.api.requests).toContainEqual({
      method: 'POST',
      path: '/embed/session',
      body: { origin: partner },
    })
    await expect(signedIn.postMessage).toHaveBeenCalledTimes(1)
    await expect(signedIn.postMessage).toHaveBeenCalledWith(
      { type: 'sufra:embed-session', token: 'embed-token', expiresAt, user: storyUser },
      partner,
    )
    await waitFor(() => expect(signedIn.close).toHaveBeenCalled(), { timeout: 15_000 })
    await expect(canvas.getByRole('button', { name: m('embedSignIn.close') })).toBeVisible()
  },
}

const refused = scenario({ user: storyUser, status: 403 })

/** An origin that is not a partner: the server's sentence, and nothing posted. */
export const Refused: Story = {
  beforeEach: refused.beforeEach,
  render: refused.render,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent(refusal)
    await expect(refused.postMessage).not.toHaveBeenCalled()
    await expect(refused.close).not.toHaveBeenCalled()
  },
}

const signedOut = scenario({ user: null })

/**
 * Signed out: the site's sign-in opens at once, with Google coming back to this window; a login then
 * makes the session and posts it as above.
 */
export const SignedOut: Story = {
  beforeEach: signedOut.beforeEach,
  render: signedOut.render,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: m('embedSignIn.title') })).toBeVisible()
    await expect(canvas.getByText(partner)).toBeVisible()
    const dialog = await screen.findByRole('dialog', { name: m('auth.initial.title') }, { timeout: 15_000 })
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0))

    await step('Google sign-in returns to this window', async () => {
      const google = within(dialog).getByRole('link', { name: m('auth.initial.google') })
      const returnTo = `/${lang()}/embed/sign-in?origin=${encodeURIComponent(partner)}`
      await expect(google).toHaveAttribute(
        'href',
        `/api/v1/user/auth/google?${new URLSearchParams({ returnTo }).toString()}`,
      )
    })

    await step('closing the sign-in leaves a way back to it', async () => {
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await userEvent.click(canvas.getByRole('button', { name: m('embedSignIn.signIn') }))
      await screen.findByRole('dialog', { name: m('auth.initial.title') }, { timeout: 15_000 })
    })

    await step('email login, then the session goes to the partner', async () => {
      const again = await screen.findByRole('dialog', { name: m('auth.initial.title') }, { timeout: 15_000 })
      await userEvent.click(within(again).getByRole('button', { name: m('auth.initial.email') }))
      const login = await screen.findByRole('dialog', { name: m('auth.login.title') }, { timeout: 15_000 })
      await userEvent.type(
        within(login).getByRole('textbox', { name: m('auth.field.email') }),
        'lina@example.com',
      )
      await userEvent.type(
        within(login).getByLabelText(new RegExp(m('auth.field.password')), { selector: 'input' }),
        'a-long-password',
      )
      await userEvent.click(within(login).getByRole('button', { name: m('auth.login.submit') }))
      await expect(await canvas.findByText(m('embedSignIn.done'), {}, { timeout: 15_000 })).toBeVisible()
      await expect(signedOut.postMessage).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'sufra:embed-session', token: 'embed-token' }),
        partner,
      )
    })
  },
}

const noOpener = scenario({ user: storyUser, opener: false })

/** Opened by hand (no partner page behind it): it says what the window is for and asks for nothing. */
export const NoOpener: Story = {
  beforeEach: noOpener.beforeEach,
  render: noOpener.render,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m('embedSignIn.noOpener'))).toBeVisible()
    await expect(noOpener.api.requests.some((request) => request.path === '/embed/session')).toBe(false)
  },
}

const noOrigin = scenario({ user: storyUser, search: '?origin=javascript%3Aalert(1)' })

/** An address without an exact origin: nothing is asked for or posted. */
export const NoOrigin: Story = {
  beforeEach: noOrigin.beforeEach,
  render: noOrigin.render,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m('embedSignIn.noOrigin'))).toBeVisible()
    await expect(noOrigin.postMessage).not.toHaveBeenCalled()
    await expect(noOrigin.api.requests.some((request) => request.path === '/embed/session')).toBe(false)
  },
}
