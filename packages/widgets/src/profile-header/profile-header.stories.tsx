import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { type MessageId, messages } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Toaster, toaster } from '@sufra/ui/toast'
import { ProfileHeader, type ProfileHeaderProps, type ProfileHeaderUser } from './profile-header'

const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId) => messages[storyLocale()][id]

const layla: ProfileHeaderUser = {
  _id: '4d7c1a52-2f0e-4c1b-9a51-0f3c6a1e9b01',
  firstName: { en: 'Layla', ar: 'ليلى' },
  lastName: { en: 'Haddad', ar: 'حداد' },
  username: 'layla.cooks',
  image: { url: 'https://cdn.sufra.example/users/default.webp', key: 'default.webp' },
  status: 'verified',
  bio: {
    en: 'Home cook from Beirut. Mezze, bread and slow Sunday stews.',
    ar: 'طاهية منزلية من بيروت. مقبلات وخبز ويخنات الأحد الهادئة.',
  },
  follower: ['a1'],
  following: ['b1', 'b2'],
  recipesCount: 12,
  youtubeURL: 'https://www.youtube.com/@laylacooks',
  instagramURL: 'https://www.instagram.com/laylacooks',
  facebookURL: null,
  // A stored value that is not a web address never becomes a link.
  tiktokURL: 'javascript:alert(1)',
}

// A small portrait as a data: URL, so the story never touches the network.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    '<rect width="96" height="96" fill="#d5eee1"/><circle cx="48" cy="38" r="18" fill="#1f6d50"/>' +
    '<rect x="18" y="62" width="60" height="40" rx="30" fill="#1f6d50"/></svg>',
)}`

const omar: ProfileHeaderUser = {
  _id: '9b2e6f10-7a4d-4e55-8c11-2d9f0b7c3a44',
  firstName: { en: 'Omar', ar: 'عمر' },
  lastName: { en: 'Khalil', ar: 'خليل' },
  username: 'omar',
  image: { url: portrait, key: 'users/omar.webp' },
  status: 'unverified',
  bio: { en: '', ar: '' },
  follower: [],
  following: ['c1', 'c2', 'c3'],
  recipesCount: 100,
  youtubeURL: null,
  instagramURL: null,
  facebookURL: null,
  tiktokURL: null,
}

const shareUrl = () => `https://sufra.example/${storyLocale()}/creators/${layla._id}`

/** The own profile as the site renders it, with the toast host. */
function Demo(props: ProfileHeaderProps) {
  return (
    <>
      <ProfileHeader {...props} />
      <Toaster />
    </>
  )
}

const meta = {
  title: 'Widgets/ProfileHeader',
  component: ProfileHeader,
  render: (args) => <Demo {...args} shareUrl={shareUrl()} />,
  args: {
    user: layla,
    shareUrl: '',
    own: {
      editHref: `/en/user/${layla._id}/settings`,
      settingsHref: `/en/user/${layla._id}/settings`,
      createRecipeHref: '/en/recipe/create',
    },
  },
  parameters: { layout: 'padded' },
  // The toast queue is shared by the whole app: every story starts with it empty.
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof ProfileHeader>

export default meta
type Story = StoryObj<typeof meta>

/** A toast once its entry animation has made it visible. */
async function toastNamed(role: 'status' | 'alert', name: string) {
  const toast = await screen.findByRole(role, { name }, { timeout: 15_000 })
  await waitFor(() => expect(toast).toBeVisible())
  return toast
}

const statText = (canvas: HTMLElement, id: MessageId) =>
  canvas.querySelector(`[data-stat="${id}"]`)?.textContent?.replace(/\s+/g, ' ').trim()

/** Replaces the Web Share API for one story (Chromium on Linux has none); returns the undo. */
function setWebShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  const had = Object.getOwnPropertyDescriptor(navigator, 'share')
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true })
  return () => {
    if (had) Object.defineProperty(navigator, 'share', had)
    else delete (navigator as { share?: unknown }).share
  }
}

/**
 * The signed-in user's own profile: initial on a coloured circle (no picture), full name with
 * (You), the verified badge, bio, counts, social links and the own tools.
 */
export const OwnProfile: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement)
    const name = storyLocale() === 'ar' ? 'ليلى حداد' : 'Layla Haddad'

    await step('name in the page language, (You), verified badge, bio', async () => {
      const heading = canvas.getByRole('heading', { level: 1 })
      await expect(heading).toHaveAccessibleName(`${name} ${m('profile.you')}`)
      await expect(within(heading).getByText(name)).toHaveAttribute('dir', 'auto')
      await expect(canvas.getByRole('img', { name: m('ui.badge.verified') })).toBeVisible()
      const bio = canvas.getByText(layla.bio[storyLocale()])
      await expect(bio).toHaveAttribute('dir', 'auto')
      await expect(canvas.getByText('@layla.cooks')).toBeVisible()
    })

    await step('default.webp: the first letter of the first name on a coloured circle', async () => {
      const fallback = canvasElement.querySelector<HTMLElement>('[data-scope=avatar][data-part=fallback]')!
      await expect(fallback).toHaveTextContent(storyLocale() === 'ar' ? 'ل' : 'L')
      await expect(fallback).toBeVisible()
      await expect(getComputedStyle(fallback).backgroundColor).not.toBe('rgba(0, 0, 0, 0)')
      await expect(canvasElement.querySelector('[data-scope=avatar] img')).toBeNull()
    })

    await step('counts with plural forms', async () => {
      const expected =
        storyLocale() === 'ar'
          ? ['1 متابِع', 'يتابع 2', '12 منشورًا']
          : ['1 follower', '2 following', '12 posts']
      await expect(canvas.getByRole('list', { name: m('profile.stats') })).toBeVisible()
      await expect(statText(canvasElement, 'profile.followers')).toBe(expected[0])
      await expect(statText(canvasElement, 'profile.following')).toBe(expected[1])
      await expect(statText(canvasElement, 'profile.posts')).toBe(expected[2])
      // The number stands out, on whichever side of the word the language puts it.
      await expect(canvasElement.querySelector('[data-stat="profile.posts"] strong')).toHaveTextContent(
        /^12$/,
      )
      await expect(canvasElement.querySelector('[data-stat="profile.following"] strong')).toHaveTextContent(
        /^2$/,
      )
    })

    await step('social links: only web addresses, opening in a new tab', async () => {
      const social = canvas.getByRole('list', { name: m('profile.social') })
      const links = within(social).getAllByRole('link')
      await expect(links).toHaveLength(2)
      const youtube = within(social).getByRole('link', { name: new RegExp(m('profile.social.youtube')) })
      await expect(youtube).toHaveAttribute('href', layla.youtubeURL)
      await expect(youtube).toHaveAttribute('target', '_blank')
      await expect(
        within(social).queryByRole('link', { name: new RegExp(m('profile.social.tiktok')) }),
      ).toBeNull()
    })

    await step('edit and settings lead to the settings page; create to the recipe form', async () => {
      await expect(canvas.getByRole('link', { name: m('profile.edit') })).toHaveAttribute(
        'href',
        args.own!.editHref,
      )
      await expect(canvas.getByRole('link', { name: m('profile.settings') })).toHaveAttribute(
        'href',
        args.own!.settingsHref,
      )
      await expect(canvas.getByRole('link', { name: m('profile.createRecipe') })).toHaveAttribute(
        'href',
        '/en/recipe/create',
      )
      await expect(canvas.getByRole('button', { name: m('profile.share') })).toBeEnabled()
    })

    await step(
      'the tools hold the recipe import form (its own widget, stories in Widgets/ImportRecipe)',
      async () => {
        const tools = canvas.getByRole('region', { name: m('profile.tools') })
        // The form's code loads with the own profile's tools.
        const field = await within(tools).findByRole('textbox', { name: new RegExp(m('importRecipe.label')) })
        await expect(field).toHaveAttribute('type', 'url')
        await expect(within(tools).getByRole('button', { name: m('importRecipe.submit') })).toBeEnabled()
        await expect(field.closest('form')).toHaveAttribute('data-scope', 'import-recipe')
      },
    )
  },
}

/**
 * Someone else's profile: a picture, the exclamation mark for an unverified user, no (You), no own
 * tools; the page's Follow button sits beside share. The counts take other plural forms.
 */
export const OtherUnverified: Story = {
  args: {
    user: omar,
    own: undefined,
    actions: <Button size="sm">Follow</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = canvas.getByRole('heading', { level: 1 })
    await expect(heading).not.toHaveTextContent(m('profile.you'))
    await expect(canvas.getByRole('img', { name: m('ui.badge.unverified') })).toBeVisible()
    await waitFor(() => expect(canvasElement.querySelector('[data-scope=avatar] img')).toBeVisible())
    await expect(canvasElement.querySelector('[data-scope=avatar] img')).toHaveAttribute('src', portrait)

    const expected =
      storyLocale() === 'ar'
        ? ['0 متابِع', 'يتابع 3', '100 منشور']
        : ['0 followers', '3 following', '100 posts']
    await expect(statText(canvasElement, 'profile.followers')).toBe(expected[0])
    await expect(statText(canvasElement, 'profile.following')).toBe(expected[1])
    await expect(statText(canvasElement, 'profile.posts')).toBe(expected[2])

    // No bio, no social links, no own tools.
    await expect(canvas.queryByRole('list', { name: m('profile.social') })).toBeNull()
    await expect(canvas.queryByRole('link', { name: m('profile.edit') })).toBeNull()
    await expect(canvas.queryByRole('link', { name: m('profile.settings') })).toBeNull()
    await expect(canvas.queryByRole('heading', { name: m('profile.tools') })).toBeNull()
    const actions = canvas.getByRole('group', { name: m('profile.actions') })
    await expect(within(actions).getByRole('button', { name: 'Follow' })).toBeVisible()
    await expect(within(actions).getByRole('button', { name: m('profile.share') })).toBeVisible()
  },
}

/** Where the browser has the Web Share API, share opens the system sheet with the profile address. */
export const ShareWithWebShare: Story = {
  play: async ({ canvasElement }) => {
    const share = fn(async (_data: ShareData) => {})
    const restore = setWebShare(share)
    const writeText = spyOn(navigator.clipboard, 'writeText')
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: m('profile.share') }))
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1))
      await expect(share).toHaveBeenCalledWith({
        url: shareUrl(),
        title: storyLocale() === 'ar' ? 'ليلى حداد' : 'Layla Haddad',
      })
      await expect(writeText).not.toHaveBeenCalled()
      // The sheet speaks for itself: no toast.
      await expect(screen.queryByRole('status', { name: m('profile.share.copied') })).toBeNull()

      // Closing the sheet is not an error either.
      share.mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
      await userEvent.click(within(canvasElement).getByRole('button', { name: m('profile.share') }))
      await waitFor(() => expect(share).toHaveBeenCalledTimes(2))
      await expect(writeText).not.toHaveBeenCalled()
      await expect(screen.queryByRole('alert')).toBeNull()
    } finally {
      restore()
      writeText.mockRestore()
    }
  },
}

/** Without the Web Share API the address is copied, with a toast; a refused copy shows the address. */
export const ShareByCopying: Story = {
  play: async ({ canvasElement, step }) => {
    const restore = setWebShare(undefined)
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    try {
      await step('copied: a success toast', async () => {
        await userEvent.click(within(canvasElement).getByRole('button', { name: m('profile.share') }))
        await toastNamed('status', m('profile.share.copied'))
        await expect(writeText).toHaveBeenCalledWith(shareUrl())
      })

      await step('the clipboard refuses: an error toast that shows the address', async () => {
        const logged = spyOn(console, 'error').mockImplementation(() => {})
        writeText.mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'))
        await userEvent.click(within(canvasElement).getByRole('button', { name: m('profile.share') }))
        const toast = await toastNamed('alert', m('profile.share.failed'))
        await expect(toast).toHaveTextContent(shareUrl())
        logged.mockRestore()
      })
    } finally {
      restore()
      writeText.mockRestore()
    }
  },
}
