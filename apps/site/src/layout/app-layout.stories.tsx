import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Link, RouterProvider, createMemoryRouter } from 'react-router'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { messages, useI18n } from '@sufra/i18n'
import { SessionProvider } from '../session/session-context'
import { AppLayout } from './app-layout'
import { storyUser } from './story-frame'

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const text = (id: keyof (typeof messages)['en']) => messages[lang()][id]

// The next page's code, held until the story lets it arrive (as on a slow connection).
let releasePage = () => {}
const pageArrives = () =>
  new Promise<void>((resolve) => {
    releasePage = resolve
  })

/** The shell with two pages; the second is a lazy route whose code is held back. */
function ShellStory() {
  const { locale } = useI18n()
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/:lang',
          element: <AppLayout />,
          children: [
            {
              path: 'explore',
              element: <Link to={`/${locale}/saved`}>{messages[locale]['shell.nav.saved']}</Link>,
            },
            {
              path: 'saved',
              lazy: async () => {
                await pageArrives()
                return { Component: () => <h1>{messages[locale]['pages.saved.title']}</h1> }
              },
            },
          ],
        },
      ],
      { initialEntries: [`/${locale}/explore`] },
    ),
  )
  return (
    <SessionProvider initialUser={storyUser}>
      <RouterProvider router={router} />
    </SessionProvider>
  )
}

const meta = {
  title: 'Site/AppLayout',
  component: ShellStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellStory>

export default meta
type Story = StoryObj<typeof meta>

/**
 * While the next page's code loads, a bar along the top says so (an unmeasured progress bar named
 * "Loading the page…"); it goes when the page is there.
 */
export const PageLoading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const main = await canvas.findByRole('main')
    await expect(canvas.queryByRole('progressbar')).toBeNull()

    await userEvent.click(within(main).getByRole('link', { name: text('shell.nav.saved') }))
    const bar = await canvas.findByRole('progressbar', { name: text('shell.pageLoading') })
    await expect(bar).not.toHaveAttribute('aria-valuenow')
    // Laid along the top of the window, across its width; it fades in once the wait is noticeable.
    const pending = bar.closest<HTMLElement>('[data-part=pending]')!
    const box = pending.getBoundingClientRect()
    await expect(box.top).toBe(0)
    await expect(Math.round(box.width)).toBe(document.documentElement.clientWidth)
    await waitFor(() => expect(getComputedStyle(pending).opacity).toBe('1'))

    releasePage()
    await expect(
      await within(main).findByRole('heading', { level: 1, name: text('pages.saved.title') }),
    ).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull())
  },
}
