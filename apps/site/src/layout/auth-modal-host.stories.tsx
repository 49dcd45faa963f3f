import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { useLocation } from 'react-router'
import { createFakeApi, envelope, http } from '@sufra/api-client/testing'
import { type MessageId, messages } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Toaster, toaster } from '@sufra/ui/toast'
import { useSession } from '../session/session-context'
import { AuthModalHost } from './auth-modal-host'
import { Header } from './header'
import { StoryFrame, storyUser } from './story-frame'

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId) => messages[lang()][id]

/** The page address as the router has it, to see the parameter go. */
function Address() {
  const location = useLocation()
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>
}

function LoginButton() {
  const { openModal } = useSession()
  return <Button onClick={openModal}>{m('shell.login')}</Button>
}

const host = (path: string) => () => (
  <StoryFrame user={null} path={path}>
    <LoginButton />
    <Address />
    {/* The order of the app's layout: the toast host first, mounting in the same commit. */}
    <Toaster />
    <AuthModalHost />
  </StoryFrame>
)

/**
 * Answers GET /user/auth/options from the fake API as a server with or without a Google client
 * would. The session asks through the page's own `fetch`, so the fake stands in for it.
 */
function serveAuthOptions(google: boolean) {
  const api = createFakeApi(
    http.get('/user/auth/options', ({ response }) => response(200).json(envelope({ google }))),
  )
  const fetch = spyOn(window, 'fetch').mockImplementation((input, init) =>
    api.fetch(new Request(input, init)),
  )
  return () => fetch.mockRestore()
}

const meta = {
  title: 'Site/AuthModalHost',
  component: AuthModalHost,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof AuthModalHost>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The modal's code is fetched when it first opens (or after the visitor's first interaction), so the
 * first opening waits for it to arrive, as a person would; Storybook's dev server builds it then.
 */
const firstOpening = { timeout: 15_000 }

async function openModal(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: m('shell.login') }))
  const dialog = await screen.findByRole('dialog', { name: m('auth.initial.title') }, firstOpening)
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0))
  return dialog
}

/** Google sent the visitor back with authError=google: an error toast, and the parameter is gone. */
export const GoogleSignInFailed: Story = {
  render: host('/search?keyword=soup&authError=google'),
  play: async ({ canvasElement }) => {
    const toast = await screen.findByRole('alert', { name: m('auth.google.failed') }, { timeout: 15_000 })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(within(canvasElement).getByRole('status', { name: 'address' })).toHaveTextContent(
      `/${lang()}/search?keyword=soup`,
    )
    // Shown once: no second toast.
    await expect(screen.getAllByRole('alert')).toHaveLength(1)
  },
}

/**
 * The server has no Google client (authError=google-unavailable): the toast says so, and Continue
 * with Google in the modal is then a disabled button with the same explanation.
 */
export const GoogleUnavailableRedirect: Story = {
  render: host('/explore?authError=google-unavailable'),
  beforeEach: () => serveAuthOptions(false),
  play: async ({ canvasElement }) => {
    const toast = await screen.findByRole(
      'alert',
      { name: m('auth.google.unavailable') },
      { timeout: 15_000 },
    )
    await waitFor(() => expect(toast).toBeVisible())
    await expect(within(canvasElement).getByRole('status', { name: 'address' })).toHaveTextContent(
      new RegExp(`^/${lang()}/explore$`),
    )
    const dialog = await openModal(canvasElement)
    const google = within(dialog).getByRole('button', { name: m('auth.initial.google') })
    await expect(google).toBeDisabled()
    await expect(google).toHaveAccessibleDescription(m('auth.google.unavailable'))
  },
}

/** The modal asks the server once whether Google works; when it does, the link returns here. */
export const GoogleAvailableReturnsHere: Story = {
  render: host('/recipe/42?tab=steps'),
  beforeEach: () => serveAuthOptions(true),
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement)
    const google = within(dialog).getByRole('link', { name: m('auth.initial.google') })
    const target = new URL(google.getAttribute('href')!, window.location.origin)
    await expect(target.pathname).toBe('/api/v1/user/auth/google')
    await expect(target.searchParams.get('returnTo')).toBe(`/${lang()}/recipe/42?tab=steps`)
    await expect(window.fetch).toHaveBeenCalledTimes(1)

    // Closing and opening again does not ask again.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await openModal(canvasElement)
    await expect(window.fetch).toHaveBeenCalledTimes(1)
  },
}

/** A server without Google: the modal shows the disabled button as soon as the answer arrives. */
export const GoogleNotOffered: Story = {
  render: host('/explore'),
  beforeEach: () => serveAuthOptions(false),
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement)
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: m('auth.initial.google') })).toBeDisabled(),
    )
    await expect(within(dialog).queryByRole('link', { name: m('auth.initial.google') })).toBeNull()
    await expect(within(dialog).getByText(m('auth.google.unavailable'))).toBeVisible()
  },
}

/** Answers the sign-in calls as a server would: the login, then the signed-in user's profile. */
function serveLogin() {
  const fetch = spyOn(window, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input))
    const { pathname } = new URL(request.url, window.location.origin)
    const answer = (data: unknown) =>
      new Response(JSON.stringify({ statusCode: 200, message: 'OK', data }), {
        headers: { 'content-type': 'application/json' },
      })
    if (pathname === '/api/v1/user/auth/options') return answer({ google: false })
    if (pathname === '/api/v1/user/login' && request.method === 'POST') return answer(storyUser)
    if (pathname === '/api/v1/user/profile') return answer(storyUser)
    throw new Error(`unexpected call ${request.method} ${pathname}`)
  })
  return () => fetch.mockRestore()
}

/**
 * Login from the top bar on a recipe page: after signing in the visitor is back on that recipe
 * (spec: the page the user came from), signed in, not sent to the home page.
 */
export const LoginFromTopBarReturnsHere: Story = {
  render: () => (
    <StoryFrame user={null} path="/recipe/42?tab=steps">
      <Header />
      <Address />
      <Toaster />
      <AuthModalHost />
    </StoryFrame>
  ),
  beforeEach: () => serveLogin(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const login = canvas
      .getAllByRole('button', { name: m('shell.login') })
      .find((button) => button.checkVisibility())!
    await userEvent.click(login)
    const initial = await screen.findByRole('dialog', { name: m('auth.initial.title') }, firstOpening)
    await userEvent.click(within(initial).getByRole('button', { name: m('auth.initial.email') }))
    const dialog = await screen.findByRole('dialog', { name: m('auth.login.title') })
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: m('auth.field.email') }),
      'layla@example.com',
    )
    await userEvent.type(
      within(dialog).getByLabelText(new RegExp(`^${m('auth.field.password')}\\*?$`), { selector: 'input' }),
      'a-good-password',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: m('auth.login.submit') }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(canvas.getByRole('status', { name: 'address' })).toHaveTextContent(
      new RegExp(`^/${lang()}/recipe/42\\?tab=steps$`),
    )
    // Signed in: the top bar shows the profile menu instead of Login.
    await waitFor(() => expect(canvas.queryByRole('button', { name: m('shell.login') })).toBeNull())
  },
}
