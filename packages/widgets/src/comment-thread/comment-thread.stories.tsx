import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { toaster } from '@sufra/ui/toast'
import { CommentThread } from './comment-thread'
import {
  HOSTILE,
  RECIPE_ID,
  type StoryApi,
  type StoryApiOptions,
  StoryFrame,
  createStoryApi,
  fullNameOf,
  m,
  mf,
  people,
  storyLocale,
  storyThread,
  viewer,
} from './story-api'
import { type StoryHost, storyHost } from '../widget-host/story-host'

type Loaded = { api: StoryApi; host: StoryHost }

/** A fresh fake API (keeping its own state) and host for one story. */
const setUp =
  (options: StoryApiOptions = {}, signedIn = true) =>
  (): Loaded => ({ api: createStoryApi(options), host: storyHost({ user: signedIn ? viewer : null }) })

const meta = {
  title: 'Widgets/CommentThread',
  component: CommentThread,
  args: { recipeId: RECIPE_ID, recipeCreatorId: people.omar._id },
  loaders: [setUp()],
  render: (args, { loaded }) => {
    const { api, host } = loaded as Loaded
    return (
      <StoryFrame api={api} host={host}>
        <CommentThread {...args} />
      </StoryFrame>
    )
  },
  // The toast queue is shared by the whole app: every story starts with it empty.
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof CommentThread>

export default meta
type Story = StoryObj<typeof meta>

const ar = () => storyLocale() === 'ar'

/** The list item of a comment, and the comment's own part (without its replies). */
const item = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`[data-comment-id="${id}"]`)
function own(root: HTMLElement, id: string) {
  const li = item(root, id)
  if (!li) throw new Error(`comment ${id} is not shown`)
  return li.querySelector<HTMLElement>(':scope > article')!
}
const textOf = (root: HTMLElement, id: string) =>
  own(root, id).querySelector('[data-part=comment-text]')?.textContent
/** Ids of the top-level comments, in the order shown. */
const topLevelIds = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('section > ol > li')].map((li) => li.dataset.commentId)

const loaded = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('[data-comment-id]')).not.toBeNull(), { timeout: 15_000 })

async function toastSays(text: string) {
  const toast = await screen.findByText(text, {}, { timeout: 15_000 })
  await waitFor(() => expect(toast).toBeVisible())
}

const composer = (root: HTMLElement) =>
  within(root).getByRole('textbox', { name: m('comments.composer.label') })
const postButton = (root: HTMLElement) => within(root).getByRole('button', { name: m('comments.post') })

/**
 * A thread as a signed-in visitor sees it: newest first, replies nested (indented to three levels,
 * then lined up with a "Replying to" note), names linking to creator pages, the creator's badge,
 * ages, text as written with its line breaks, Edit and Delete on the viewer's own comments only.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await loaded(canvasElement)
    const canvas = within(canvasElement)

    await step('heading with the count; top-level comments newest first', async () => {
      await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
        ar() ? `${m('comments.title')} 8 تعليقات` : `${m('comments.title')} 8 comments`,
      )
      await expect(topLevelIds(canvasElement)).toEqual(['c-huda', 'c-layla', 'c-omar'])
    })

    await step('a comment: avatar, linked name, creator badge, age, text with line breaks', async () => {
      const omar = own(canvasElement, 'c-omar')
      const link = within(omar).getByRole('link', { name: fullNameOf(people.omar) })
      await expect(link).toHaveAttribute('href', `/${storyLocale()}/creators/${people.omar._id}`)
      await expect(within(omar).getByText(m('comments.creator'))).toBeVisible()
      await expect(within(omar).getByText(ar() ? 'منذ يومين' : '2 days ago')).toBeVisible()
      const text = omar.querySelector<HTMLElement>('[data-part=comment-text]')!
      await expect(text).toHaveAttribute('dir', 'auto')
      await expect(text.textContent).toBe(storyThread()[0]!.content)
      await expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap')
      // Two lines of text: taller than one.
      await expect(text.getBoundingClientRect().height).toBeGreaterThan(
        parseFloat(getComputedStyle(text).lineHeight) * 1.5,
      )
      // Huda has no picture: her initial on a coloured circle.
      const huda = own(canvasElement, 'c-huda')
      await expect(huda.querySelector('[data-part=fallback]')).toHaveTextContent(ar() ? 'ه' : 'H')
      await expect(within(huda).getByText(ar() ? 'اليوم' : 'Today')).toBeVisible()
      await expect(within(huda).queryByText(m('comments.creator'))).toBeNull()
    })

    await step('Edit and Delete only on the viewer’s own comments; Edited marker', async () => {
      for (const id of ['c-layla', 'r-layla-1', 'r-layla-4']) {
        await expect(
          within(own(canvasElement, id)).getByRole('button', { name: m('comments.edit') }),
        ).toBeVisible()
        await expect(
          within(own(canvasElement, id)).getByRole('button', { name: m('comments.delete') }),
        ).toBeVisible()
      }
      for (const id of ['c-omar', 'c-huda', 'r-omar-2', 'r-huda-3']) {
        await expect(
          within(own(canvasElement, id)).queryByRole('button', { name: m('comments.edit') }),
        ).toBeNull()
        await expect(
          within(own(canvasElement, id)).queryByRole('button', { name: m('comments.delete') }),
        ).toBeNull()
      }
      await expect(within(own(canvasElement, 'c-layla')).getByText(`· ${m('comments.edited')}`)).toBeVisible()
      await expect(within(own(canvasElement, 'c-huda')).queryByText(`· ${m('comments.edited')}`)).toBeNull()
    })

    await step('replies nest: indented with a line up to three levels, then lined up', async () => {
      const listOf = (id: string) => item(canvasElement, id)!.parentElement as HTMLElement
      for (const id of ['r-layla-1', 'r-omar-2', 'r-huda-3']) {
        await expect(getComputedStyle(listOf(id)).borderInlineStartWidth).toBe('2px')
      }
      await expect(getComputedStyle(listOf('r-layla-4')).borderInlineStartWidth).toBe('0px')
      const start = (id: string) => {
        const box = own(canvasElement, id).getBoundingClientRect()
        return ar() ? -box.right : box.left
      }
      await expect(start('r-omar-2')).toBeGreaterThan(start('r-layla-1'))
      await expect(start('r-huda-3')).toBeGreaterThan(start('r-omar-2'))
      await expect(start('r-layla-4')).toBe(start('r-huda-3'))
      // The fourth level says whom it answers, since its place no longer does; the levels above do not.
      await expect(
        within(own(canvasElement, 'r-huda-3')).queryByText(new RegExp(fullNameOf(people.omar))),
      ).toBeNull()
      await expect(
        within(own(canvasElement, 'r-layla-4')).getByText(
          mf('comments.replyingTo', { name: `\u2068${fullNameOf(people.huda)}\u2069` }),
        ),
      ).toBeVisible()
    })

    await step('replies collapse and expand; the count has its plural form', async () => {
      const omarItem = item(canvasElement, 'c-omar')!
      const toggle = within(omarItem).getByRole('button', { name: ar() ? 'إخفاء 4 ردود' : 'Hide 4 replies' })
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await userEvent.click(toggle)
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle).toHaveAccessibleName(ar() ? 'عرض 4 ردود' : 'Show 4 replies')
      await expect(own(canvasElement, 'r-layla-1')).not.toBeVisible()
      await userEvent.click(toggle)
      await expect(own(canvasElement, 'r-layla-1')).toBeVisible()
      await expect(
        within(item(canvasElement, 'c-layla')!).getByRole('button', {
          name: ar() ? 'إخفاء ردّ واحد' : 'Hide 1 reply',
        }),
      ).toBeVisible()
    })
  },
}

/** Posting: the new comment appears at the top and the box clears; a blank post is ignored. */
export const PostComment: Story = {
  play: async ({ canvasElement, loaded: data }) => {
    const { api } = data as Loaded
    await loaded(canvasElement)
    const box = composer(canvasElement)

    await userEvent.type(box, '   ')
    await userEvent.click(postButton(canvasElement))
    await expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([])

    await userEvent.clear(box)
    await userEvent.type(box, '  Made it for guests tonight.{Enter}Everyone asked for the recipe!  ')
    await userEvent.click(postButton(canvasElement))
    await waitFor(() => expect(topLevelIds(canvasElement)[0]).toBe('new-1'))
    await expect(textOf(canvasElement, 'new-1')).toBe(
      'Made it for guests tonight.\nEveryone asked for the recipe!',
    )
    await expect(box).toHaveValue('')
    await expect(box).toHaveFocus()
    await expect(api.calls).toContain('POST /comment/create')
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      ar() ? '9 تعليقات' : '9 comments',
    )
    // Own comment: the viewer may edit and delete it at once.
    await expect(
      within(own(canvasElement, 'new-1')).getByRole('button', { name: m('comments.edit') }),
    ).toBeVisible()

    // Ctrl+Enter posts too.
    await userEvent.type(box, 'Second one')
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() => expect(topLevelIds(canvasElement)[0]).toBe('new-2'))
    await expect(box).toHaveValue('')
  },
}

/** Replying: an inline box under the comment; a blank reply is ignored; the reply nests under it. */
export const ReplyNests: Story = {
  play: async ({ canvasElement, loaded: data }) => {
    const { api } = data as Loaded
    await loaded(canvasElement)
    const huda = own(canvasElement, 'c-huda')
    const replyButton = within(huda).getByRole('button', { name: m('comments.reply') })
    await userEvent.click(replyButton)
    await expect(replyButton).toHaveAttribute('aria-expanded', 'true')
    const box = within(huda).getByRole('textbox', {
      name: mf('comments.reply.label', { name: fullNameOf(people.huda) }),
    })
    await waitFor(() => expect(box).toHaveFocus())

    const submit = within(huda).getByRole('button', { name: m('comments.reply.submit') })
    await userEvent.type(box, '  ')
    await userEvent.click(submit)
    await expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([])
    await expect(box).toBeInTheDocument()

    await userEvent.type(box, 'Yes, thighs stay juicier.')
    await userEvent.click(submit)
    await waitFor(() => expect(item(canvasElement, 'new-1')).not.toBeNull())
    // Under Huda's comment, in its replies list, and the box has closed.
    await expect(item(canvasElement, 'new-1')!.parentElement!.closest('li')).toBe(
      item(canvasElement, 'c-huda'),
    )
    await expect(textOf(canvasElement, 'new-1')).toBe('Yes, thighs stay juicier.')
    await expect(within(huda).queryByRole('textbox')).toBeNull()
    await expect(replyButton).toHaveFocus()
    await expect(
      within(item(canvasElement, 'c-huda')!).getByRole('button', {
        name: ar() ? 'إخفاء ردّ واحد' : 'Hide 1 reply',
      }),
    ).toBeVisible()

    // A reply deep in a chain nests under its own parent.
    const deepest = own(canvasElement, 'r-layla-4')
    await userEvent.click(within(deepest).getByRole('button', { name: m('comments.reply') }))
    await userEvent.type(within(deepest).getByRole('textbox'), 'Level five')
    await userEvent.click(within(deepest).getByRole('button', { name: m('comments.reply.submit') }))
    await waitFor(() => expect(item(canvasElement, 'new-2')).not.toBeNull())
    await expect(item(canvasElement, 'new-2')!.parentElement!.closest('li')).toBe(
      item(canvasElement, 'r-layla-4'),
    )

    // Cancel closes an open box without posting.
    await userEvent.click(within(huda).getByRole('button', { name: m('comments.reply') }))
    await userEvent.click(within(huda).getByRole('button', { name: m('common.cancel') }))
    await expect(within(huda).queryByRole('textbox')).toBeNull()
  },
}

/** Editing one's own comment: an inline editor with the text; saving replaces it. */
export const EditComment: Story = {
  play: async ({ canvasElement, loaded: data }) => {
    const { api } = data as Loaded
    await loaded(canvasElement)
    const mine = own(canvasElement, 'c-layla')
    const before = textOf(canvasElement, 'c-layla')!
    const editButton = within(mine).getByRole('button', { name: m('comments.edit') })
    await userEvent.click(editButton)
    const editor = within(mine).getByRole('textbox', { name: m('comments.edit.label') })
    await expect(editor).toHaveValue(before)
    await waitFor(() => expect(editor).toHaveFocus())

    // Escape leaves the text as it was.
    await userEvent.keyboard('{Escape}')
    await expect(within(mine).queryByRole('textbox')).toBeNull()
    await expect(textOf(canvasElement, 'c-layla')).toBe(before)

    await userEvent.click(within(mine).getByRole('button', { name: m('comments.edit') }))
    const again = within(mine).getByRole('textbox', { name: m('comments.edit.label') })
    await userEvent.clear(again)
    await userEvent.type(again, 'Two spoons of pomegranate molasses, not one.')
    await userEvent.click(within(mine).getByRole('button', { name: m('common.save') }))
    await waitFor(() =>
      expect(textOf(canvasElement, 'c-layla')).toBe('Two spoons of pomegranate molasses, not one.'),
    )
    await expect(api.contentOf('c-layla')).toBe('Two spoons of pomegranate molasses, not one.')
    await expect(api.calls).toContain('PUT /comment/edit/c-layla')
    // The replies stay where they were; focus is back on Edit.
    await expect(item(canvasElement, 'r-omar-on-layla')).not.toBeNull()
    await waitFor(() => expect(within(mine).getByRole('button', { name: m('comments.edit') })).toHaveFocus())
  },
}

/** Deleting one's own reply asks first, then removes it with every reply under it. */
export const DeleteSubtree: Story = {
  play: async ({ canvasElement, loaded: data }) => {
    const { api } = data as Loaded
    await loaded(canvasElement)
    const target = own(canvasElement, 'r-layla-1')
    const body = within(document.body)

    await userEvent.click(within(target).getByRole('button', { name: m('comments.delete') }))
    let dialog = await body.findByRole('alertdialog', { name: m('comments.delete.title') })
    await expect(dialog).toHaveTextContent(
      ar() ? 'سيُحذف لدى الجميع مع 3 ردود عليه.' : 'It will be removed for everyone, with its 3 replies.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: m('common.cancel') }))
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull())
    await expect(api.calls.filter((call) => call.startsWith('DELETE'))).toEqual([])

    await userEvent.click(within(target).getByRole('button', { name: m('comments.delete') }))
    dialog = await body.findByRole('alertdialog', { name: m('comments.delete.title') })
    await userEvent.click(within(dialog).getByRole('button', { name: m('comments.delete') }))
    await waitFor(() => expect(item(canvasElement, 'r-layla-1')).toBeNull())
    for (const id of ['r-omar-2', 'r-huda-3', 'r-layla-4']) await expect(item(canvasElement, id)).toBeNull()
    await expect(item(canvasElement, 'c-omar')).not.toBeNull()
    await expect(api.ids()).not.toContain('r-layla-4')
    await expect(api.calls).toContain('DELETE /comment/delete/r-layla-1')
    // Omar's comment has no replies left; focus went back to its Reply button.
    await expect(within(item(canvasElement, 'c-omar')!).queryByRole('button', { expanded: true })).toBeNull()
    await waitFor(() =>
      expect(
        within(own(canvasElement, 'c-omar')).getByRole('button', { name: m('comments.reply') }),
      ).toHaveFocus(),
    )
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      ar() ? '4 تعليقات' : '4 comments',
    )
  },
}

/** Liking and unliking a comment: the button is pressed and the count follows. */
export const LikeComment: Story = {
  play: async ({ canvasElement, loaded: data }) => {
    const { api } = data as Loaded
    await loaded(canvasElement)
    const huda = own(canvasElement, 'c-huda')
    const like = within(huda).getByRole('button', { name: ar() ? 'إعجاب' : 'Like' })
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(like)
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'))
    await expect(like).toHaveAccessibleName(ar() ? 'إعجاب، 1 إعجاب' : 'Like, 1 like')
    await expect(like).toHaveTextContent('1')
    await expect(api.calls).toContain('POST /comment/like/c-huda')
    await userEvent.click(like)
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'))
    await expect(like).toHaveAccessibleName(ar() ? 'إعجاب' : 'Like')

    // Someone else's likes count too: Layla's comment has two.
    const layla = within(own(canvasElement, 'c-layla')).getByRole('button', { pressed: false, name: /2/ })
    await expect(layla).toHaveAccessibleName(ar() ? 'إعجاب، 2 إعجابان' : 'Like, 2 likes')
  },
}

/** Signed out: posting, liking and replying each show their sign-in alert and change nothing. */
export const SignedOut: Story = {
  loaders: [setUp({}, false)],
  play: async ({ canvasElement, loaded: data }) => {
    const { api, host } = data as Loaded
    await loaded(canvasElement)
    const box = composer(canvasElement)
    await userEvent.type(box, 'Looks great')
    await userEvent.click(postButton(canvasElement))
    await toastSays(m('host.signIn.comment'))
    await expect(host.requireSignIn).toHaveBeenCalledWith('comment')
    // What was typed is kept for after signing in.
    await expect(box).toHaveValue('Looks great')

    const omar = own(canvasElement, 'c-omar')
    await userEvent.click(within(omar).getByRole('button', { name: /^(Like|إعجاب)/ }))
    await toastSays(m('host.signIn.like'))
    await expect(host.requireSignIn).toHaveBeenCalledWith('like')

    await userEvent.click(within(omar).getByRole('button', { name: m('comments.reply') }))
    await toastSays(m('host.signIn.reply'))
    await expect(host.requireSignIn).toHaveBeenCalledWith('reply')
    await expect(within(omar).queryByRole('textbox')).toBeNull()

    await expect(within(canvasElement).queryByRole('button', { name: m('comments.edit') })).toBeNull()
    await expect(within(canvasElement).queryByRole('button', { name: m('comments.delete') })).toBeNull()
    await expect(api.calls.filter((call) => !call.startsWith('GET'))).toEqual([])
  },
}

/** Text that looks like HTML is shown as the characters typed: no element is made from it. */
export const HtmlIsText: Story = {
  loaders: [
    setUp({
      comments: [
        { _id: 'c-html', parent: null, user: people.huda, content: HOSTILE, likes: [], hoursAgo: 1 },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    const text = own(canvasElement, 'c-html').querySelector<HTMLElement>('[data-part=comment-text]')!
    await expect(text.textContent).toBe(HOSTILE)
    await expect(text.querySelector('img, b')).toBeNull()
    await expect(canvasElement.querySelector('section img')).toBeNull()
    await expect((window as { __commentXss?: boolean }).__commentXss).toBeUndefined()

    // Posting such text: the same.
    const typed = '<script>alert(1)</script><img src=x onerror=alert(1)>'
    const box = composer(canvasElement)
    // user-event reads { and [ as keys: paste the text instead.
    await userEvent.click(box)
    await userEvent.paste(typed)
    await userEvent.click(postButton(canvasElement))
    await waitFor(() => expect(topLevelIds(canvasElement)[0]).toBe('new-1'))
    await expect(textOf(canvasElement, 'new-1')).toBe(typed)
    await expect(canvasElement.querySelector('section img, section script')).toBeNull()
  },
}

/** No comments yet. */
export const Empty: Story = {
  loaders: [setUp({ comments: [] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(m('comments.empty'), {}, { timeout: 15_000 })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      new RegExp(`^${m('comments.title')}\\s*$`),
    )
  },
}

/** The first comment on a recipe replaces the empty state. */
export const FirstComment: Story = {
  loaders: [setUp({ comments: [] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText(m('comments.empty'), {}, { timeout: 15_000 })
    await userEvent.type(composer(canvasElement), 'First!')
    await userEvent.click(postButton(canvasElement))
    await waitFor(() => expect(canvas.queryByText(m('comments.empty'))).toBeNull())
    await expect(topLevelIds(canvasElement)).toEqual(['new-1'])
  },
}

/** While the thread loads. */
export const Loading: Story = {
  loaders: [setUp({ neverLoad: true })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: m('comments.loading') })).toBeVisible()
    await expect(composer(canvasElement)).toBeEnabled()
  },
}

/** The thread could not be loaded: a message and Try again. */
export const LoadFailed: Story = {
  loaders: [setUp({ failLoads: 1 })],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 })
    await expect(alert).toHaveTextContent(m('comments.loadFailed'))
    await expect(within(alert).getByRole('button', { name: m('comments.retry') })).toBeEnabled()
  },
}

/** Try again after a failed load shows the thread. */
export const RetryAfterFailure: Story = {
  loaders: [setUp({ failLoads: 1 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 })
    await userEvent.click(within(alert).getByRole('button', { name: m('comments.retry') }))
    await loaded(canvasElement)
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** The server refuses a post (too many in a short time): a toast says so and the text stays. */
export const PostRefused: Story = {
  loaders: [setUp({ failWrites: 429 })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    const box = composer(canvasElement)
    await userEvent.type(box, 'One more')
    await userEvent.click(postButton(canvasElement))
    await toastSays(m('comments.error.tooMany'))
    await expect(box).toHaveValue('One more')
    await expect(topLevelIds(canvasElement)[0]).toBe('c-huda')
  },
}

/** A comment deleted by its author while the page was open: acting on it says so and shows the thread as it is now. */
export const CommentGone: Story = {
  loaders: [setUp({ vanish: ['c-omar'] })],
  play: async ({ canvasElement, loaded: data }) => {
    const { api } = data as Loaded
    await loaded(canvasElement)
    await userEvent.click(
      within(own(canvasElement, 'r-omar-2')).getByRole('button', { name: /^(Like|إعجاب)/ }),
    )
    await toastSays(m('comments.error.gone'))
    await waitFor(() => expect(item(canvasElement, 'c-omar')).toBeNull())
    await expect(item(canvasElement, 'r-omar-2')).toBeNull()
    await expect(topLevelIds(canvasElement)).toEqual(['c-huda', 'c-layla'])
    await expect(api.calls.filter((call) => call.startsWith('GET'))).toHaveLength(2)
  },
}
