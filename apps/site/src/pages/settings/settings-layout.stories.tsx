import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { Toaster, toaster } from '@sufra/ui/toast'
import { SessionProvider } from '../../session/session-context'
import { storyUser } from '@sufra/api-client/testing'
import { settingsRoute } from './settings-route'

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId) => messages[lang()][id]
const isDesktop = () => window.matchMedia('(min-width: 768px)').matches

/** Shows where the router is, so a story can read redirects. */
function Where() {
  const location = useLocation()
  return <output data-testid="where">{location.pathname}</output>
}

/** The settings routes as the app mounts them, at `/{locale}{path}`, signed in as storyUser. */
function SettingsStory({ path }: { path: string }) {
  const { locale } = useI18n()
  // One router for the story's life; a page before this one, as when arriving from elsewhere.
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/:lang',
          element: (
            <>
              <Where />
              <Outlet />
            </>
          ),
          children: [settingsRoute, { path: '*', element: <p>{m('pages.explore.title')}</p> }],
        },
      ],
      { initialEntries: [`/${locale}/explore`, `/${locale}${path}`], initialIndex: 1 },
    ),
  )
  return (
    <SessionProvider initialUser={storyUser}>
      <RouterProvider router={router} />
      <Toaster />
    </SessionProvider>
  )
}

const meta = {
  title: 'Site/Settings',
  component: SettingsStory,
  args: { path: `/user/${storyUser._id}/settings` },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof SettingsStory>

export default meta
type Story = StoryObj<typeof meta>

const where = () => screen.getByTestId('where')
const settingsPath = (section = '') => `/${lang()}/user/${storyUser._id}/settings${section}`
const nav = () => screen.getByRole('navigation', { name: m('settings.sections') })
const panelTitle = (id: MessageId) => screen.findByRole('heading', { level: 2, name: m(id) })

/** The sidebar (a row of tabs on phones) leads to each section and marks the current one. */
export const Sections: Story = {
  play: async ({ step }) => {
    await screen.findByRole('heading', { level: 1, name: m('pages.settings.title') })
    await panelTitle('settings.myAccount')
    const links = within(nav()).getAllByRole('link')
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [m('settings.myAccount'), settingsPath()],
      [m('settings.feedback'), settingsPath('/feedback')],
      [m('settings.deleteAccount'), settingsPath('/delete')],
    ])
    await expect(links[0]).toHaveAttribute('aria-current', 'page')
    await expect(within(nav()).getByRole('button', { name: m('settings.logout') })).toBeVisible()

    await step('desktop: a sidebar at the inline start; phones: tabs above the panel', async () => {
      const navBox = nav().getBoundingClientRect()
      const panelBox = screen.getByRole('form', { name: m('settings.myAccount') }).getBoundingClientRect()
      if (isDesktop()) {
        await expect(lang() === 'ar' ? navBox.left > panelBox.left : navBox.right < panelBox.left).toBe(true)
      } else {
        await expect(navBox.bottom).toBeLessThanOrEqual(panelBox.top)
      }
    })

    await step('Feedback, then Delete account', async () => {
      await userEvent.click(within(nav()).getByRole('link', { name: m('settings.feedback') }))
      await panelTitle('settings.feedback')
      await expect(where()).toHaveTextContent(settingsPath('/feedback'))
      await expect(within(nav()).getByRole('link', { name: m('settings.feedback') })).toHaveAttribute(
        'aria-current',
        'page',
      )
      // The user's address is already there.
      await expect(screen.getAllByRole('textbox')[0]).toHaveValue(storyUser.email)

      await userEvent.click(within(nav()).getByRole('link', { name: m('settings.deleteAccount') }))
      await panelTitle('settings.deleteAccount')
      // storyUser has a password, so deleting asks for it.
      await expect(
        screen.getByLabelText(new RegExp(`^${m('settings.field.password')}`), { selector: 'input' }),
      ).toBeVisible()
    })
  },
}

/** Someone else's settings address leads to the signed-in user's own, keeping the section. */
export const OtherUsersAddress: Story = {
  args: { path: '/user/someone-else/settings/feedback' },
  play: async () => {
    await panelTitle('settings.feedback')
    await waitFor(() => expect(where()).toHaveTextContent(settingsPath('/feedback')))
  },
}

/** With unsaved changes, leaving asks first (Stay keeps the edit, Leave goes); closing the tab warns. */
export const UnsavedChanges: Story = {
  play: async ({ step }) => {
    await panelTitle('settings.myAccount')
    const firstName = screen.getByRole('textbox', { name: new RegExp(`^${m('settings.field.firstName')}`) })
    const beforeUnload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    await expect(beforeUnload()).toBe(false)

    await step('an edit: the browser warns before the page unloads', async () => {
      await userEvent.type(firstName, 'a')
      await waitFor(() => expect(beforeUnload()).toBe(true))
    })

    await step('Stay keeps the page and the edit', async () => {
      await userEvent.click(within(nav()).getByRole('link', { name: m('settings.feedback') }))
      const dialog = await screen.findByRole('alertdialog', { name: m('settings.leave.title') })
      await expect(dialog).toHaveAccessibleDescription(m('settings.leave.description'))
      await userEvent.click(within(dialog).getByRole('button', { name: m('settings.leave.stay') }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
      await expect(where()).toHaveTextContent(settingsPath())
      await expect(firstName).toHaveValue(`${storyUser.firstName[lang()]}a`)
    })

    await step('Leave goes on to the section', async () => {
      await userEvent.click(within(nav()).getByRole('link', { name: m('settings.feedback') }))
      const dialog = await screen.findByRole('alertdialog', { name: m('settings.leave.title') })
      await userEvent.click(within(dialog).getByRole('button', { name: m('settings.leave.confirm') }))
      await panelTitle('settings.feedback')
      await expect(where()).toHaveTextContent(settingsPath('/feedback'))
      await waitFor(() => expect(beforeUnload()).toBe(false))
    })
  },
}

/** An undone edit is no change: moving on does not ask. */
export const UndoneEdit: Story = {
  play: async () => {
    await panelTitle('settings.myAccount')
    const firstName = screen.getByRole('textbox', { name: new RegExp(`^${m('settings.field.firstName')}`) })
    await userEvent.type(firstName, 'a{Backspace}')
    await userEvent.click(within(nav()).getByRole('link', { name: m('settings.deleteAccount') }))
    await panelTitle('settings.deleteAccount')
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  },
}

/** Without a server the logout request fails: an error toast, and the page stays. */
export const LogoutFails: Story = {
  play: async () => {
    await panelTitle('settings.myAccount')
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    try {
      await userEvent.click(within(nav()).getByRole('button', { name: m('settings.logout') }))
      const toast = await screen.findByRole('alert', { name: m('shell.logoutFailed') }, { timeout: 15_000 })
      await waitFor(() => expect(toast).toBeVisible())
      await expect(where()).toHaveTextContent(settingsPath())
    } finally {
      logged.mockRestore()
    }
  },
}
