import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { createFakeApi, envelope, failure, http } from '@sufra/api-client/testing'
import { toaster } from '@sufra/ui/toast'
import type { CurrentUser } from '../widget-host'
import { RecipeActions, type RecipeActionsProps } from './recipe-actions'
import { StoryProviders, m, mf, owner, recipe, storyLocale, visitor } from './story-data'
import { storyHost } from '../widget-host/story-host'

const PDF_NAME = 'Chicken musakhan rolls (6 servings).pdf'

type Options = {
  pdfStatus?: number
  deleteStatus?: number
  holdPdf?: boolean
  /** The viewer's own flags as GET /recipe-user/state/{id} first answers them. */
  liked?: boolean
  saved?: boolean
}

/** What the signed-in page asks for the viewer's own flags. */
const stateCall = { method: 'GET', path: `/recipe-user/state/${recipe._id}`, body: undefined }

function actionsApi({
  pdfStatus = 200,
  deleteStatus = 200,
  holdPdf = false,
  liked: likedFirst = false,
  saved: savedFirst = false,
}: Options = {}) {
  // The detail says what everyone sees (the count); the viewer's own flags come from their state call.
  let likes = recipe.likesCount
  let liked = likedFirst
  let saved = savedFirst
  let releasePdf = () => {}
  const pdfReady = new Promise<void>((resolve) => {
    releasePdf = resolve
  })
  const api = createFakeApi(
    http.get('/recipe-user/state/{id}', ({ params, response }) =>
      response(200).json(envelope({ recipeId: params.id, likedByMe: liked, savedByMe: saved })),
    ),
    http.post('/like/{recipeId}', ({ params, response }) => {
      liked = !liked
      likes += liked ? 1 : -1
      return response(200).json(envelope({ recipeId: params.recipeId, liked, likesCount: likes }))
    }),
    http.post('/recipe-user/save/{id}', ({ params, response }) => {
      saved = true
      return response(200).json(envelope({ recipeId: params.id, saved, savedRecipes: [params.id] }))
    }),
    http.post('/recipe/pdf', async () => {
      if (holdPdf) await pdfReady
      if (pdfStatus !== 200) return failure(pdfStatus, 'The PDF service is unavailable.')
      return new Response(new Blob(['%PDF-1.7\n%%EOF\n'], { type: 'application/pdf' }), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="recipe.pdf"; filename*=UTF-8''${encodeURIComponent(PDF_NAME)}`,
        },
      })
    }),
    http.delete('/recipe/delete/{id}', ({ params, response }) =>
      deleteStatus === 200
        ? response(200).json(envelope({ _id: params.id }, 'Recipe deleted'))
        : failure(deleteStatus, 'You can only delete your own recipes.'),
    ),
  )
  return { client: api.client, calls: api.requests, releasePdf }
}

function setup(user: CurrentUser | null, options?: Options) {
  const host = storyHost({ user })
  const api = actionsApi(options)
  return {
    host,
    api,
    render: (args: RecipeActionsProps) => (
      <StoryProviders host={host} client={api.client}>
        <RecipeActions {...args} />
      </StoryProviders>
    ),
  }
}

const meta = {
  title: 'Widgets/RecipeDetail/RecipeActions',
  component: RecipeActions,
  args: { recipe, servings: recipe.servings, shareUrl: undefined },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof RecipeActions>

export default meta
type Story = StoryObj<typeof meta>

const button = (canvas: HTMLElement, name: string | RegExp) => within(canvas).getByRole('button', { name })

/** Waits until a signed-in viewer's flags have been asked for, so later checks see only the play's calls. */
async function flagsAsked(calls: { method: string; path: string; body: unknown }[]) {
  await waitFor(() => expect(calls).toContainEqual(stateCall))
}

/** A toast once its entry animation has made it visible. */
async function toastNamed(role: 'status' | 'alert', name: string) {
  const toast = await screen.findByRole(role, { name }, { timeout: 15_000 })
  await waitFor(() => expect(toast).toBeVisible())
  return toast
}

/** A dialog once its opening animation has finished. */
async function dialogNamed(role: 'dialog' | 'alertdialog', name: string) {
  const dialog = await screen.findByRole(role, { name })
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0))
  return dialog
}

const asOwner = setup(owner)

/**
 * The creator sees Delete: it asks first (Cancel sends nothing); confirming deletes, says "Recipe
 * deleted successfully" and goes to the own profile.
 */
export const Owner: Story = {
  render: asOwner.render,
  play: async ({ canvasElement, step }) => {
    const { api, host } = asOwner
    await flagsAsked(api.calls)
    api.calls.length = 0
    const group = within(canvasElement).getByRole('group', { name: m('recipeDetail.actions') })
    await expect(within(group).getByRole('link', { name: m('recipeDetail.edit') })).toHaveAttribute(
      'href',
      `/${storyLocale()}/recipe/edit/${recipe._id}`,
    )

    await step('Cancel: nothing is sent', async () => {
      await userEvent.click(button(canvasElement, m('recipeDetail.delete')))
      const dialog = await dialogNamed('alertdialog', m('recipeDetail.delete.confirmTitle'))
      await expect(dialog).toHaveAccessibleDescription(
        mf('recipeDetail.delete.confirmDescription', { title: recipe.title[storyLocale()] }),
      )
      await userEvent.click(within(dialog).getByRole('button', { name: m('common.cancel') }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
      await expect(api.calls).toEqual([])
    })

    await step('confirm: DELETE, the toast, then the own profile', async () => {
      await userEvent.click(button(canvasElement, m('recipeDetail.delete')))
      const dialog = await dialogNamed('alertdialog', m('recipeDetail.delete.confirmTitle'))
      await userEvent.click(within(dialog).getByRole('button', { name: m('recipeDetail.delete.confirm') }))
      await toastNamed('status', m('recipeDetail.delete.done'))
      await expect(api.calls).toEqual([
        { method: 'DELETE', path: `/recipe/delete/${recipe._id}`, body: undefined },
      ])
      await waitFor(() => expect(host.navigate).toHaveBeenCalledWith('/user/profile'))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    })
  },
}

const ownerRefused = setup(owner, { deleteStatus: 403 })

/** A refused delete keeps the page and shows the server's sentence. */
export const DeleteRefused: Story = {
  render: ownerRefused.render,
  play: async ({ canvasElement }) => {
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    try {
      await userEvent.click(button(canvasElement, m('recipeDetail.delete')))
      const dialog = await dialogNamed('alertdialog', m('recipeDetail.delete.confirmTitle'))
      await userEvent.click(within(dialog).getByRole('button', { name: m('recipeDetail.delete.confirm') }))
      await toastNamed('alert', 'You can only delete your own recipes.')
      await expect(ownerRefused.host.navigate).not.toHaveBeenCalled()
    } finally {
      logged.mockRestore()
    }
  },
}

const asVisitor = setup(visitor)

/** Someone else's recipe: no Delete; like and save work; Edit is shown (the spec shows it to everyone). */
export const OtherUser: Story = {
  render: asVisitor.render,
  play: async ({ canvasElement, step }) => {
    const { api } = asVisitor
    await flagsAsked(api.calls)
    api.calls.length = 0
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: m('recipeDetail.delete') })).toBeNull()
    await expect(canvas.getByRole('link', { name: m('recipeDetail.edit') })).toBeVisible()

    await step('like: pressed, the count goes up, POST /like/{recipeId}', async () => {
      const like = button(canvasElement, new RegExp(m('recipeDetail.like')))
      await expect(like).toHaveAttribute('aria-pressed', 'false')
      await expect(like).toHaveTextContent('12')
      await userEvent.click(like)
      await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'))
      await expect(like).toHaveTextContent('13')
      await expect(like).toHaveAccessibleName(
        `${m('recipeDetail.like')}, ${storyLocale() === 'ar' ? '13 إعجابًا' : '13 likes'}`,
      )
      await waitFor(() =>
        expect(api.calls).toContainEqual({ method: 'POST', path: `/like/${recipe._id}`, body: undefined }),
      )
    })

    await step('save: pressed, POST /recipe-user/save/{id}, a toast', async () => {
      const save = button(canvasElement, m('recipeDetail.save'))
      await userEvent.click(save)
      await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'))
      await waitFor(() =>
        expect(api.calls).toContainEqual({
          method: 'POST',
          path: `/recipe-user/save/${recipe._id}`,
          body: undefined,
        }),
      )
    })
  },
}

const signedOut = setup(null)

/** Signed out: no Delete, nothing asked about the viewer; liking asks to sign in and sends nothing. */
export const SignedOut: Story = {
  render: signedOut.render,
  play: async ({ canvasElement }) => {
    const { api, host } = signedOut
    const canvas = within(canvasElement)
    await expect(button(canvasElement, new RegExp(m('recipeDetail.like')))).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expect(canvas.queryByRole('button', { name: m('recipeDetail.delete') })).toBeNull()
    await userEvent.click(button(canvasElement, new RegExp(m('recipeDetail.like'))))
    await toastNamed('status', m('host.signIn.like'))
    await expect(host.requireSignIn).toHaveBeenCalledWith('like')
    await expect(api.calls).toEqual([])
    await expect(canvas.getByRole('link', { name: m('recipeDetail.edit') })).toBeVisible()
  },
}

const likedAndSaved = setup(visitor, { liked: true, saved: true })

/**
 * The recipe detail is the same for everyone; a viewer who likes and saved it sees both pressed once
 * their own flags arrive (GET /recipe-user/state/{id}), with the recipe's count. Unliking takes one off
 * and stays unpressed when the flags are read again.
 */
export const ViewerFlags: Story = {
  render: likedAndSaved.render,
  play: async ({ canvasElement, step }) => {
    const { api } = likedAndSaved
    const like = button(canvasElement, new RegExp(m('recipeDetail.like')))
    const save = button(canvasElement, m('recipeDetail.save'))

    await step('the viewer’s flags: liked and saved', async () => {
      await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'))
      await expect(save).toHaveAttribute('aria-pressed', 'true')
      await expect(like).toHaveTextContent('12')
      await expect(api.calls).toContainEqual(stateCall)
    })

    await step('unlike: one less, and it stays so when the flags are read again', async () => {
      api.calls.length = 0
      await userEvent.click(like)
      await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'))
      await expect(like).toHaveTextContent('11')
      await waitFor(() => expect(api.calls).toContainEqual(stateCall))
      await expect(api.calls).toContainEqual({ method: 'POST', path: `/like/${recipe._id}`, body: undefined })
      await expect(like).toHaveAttribute('aria-pressed', 'false')
      await expect(like).toHaveTextContent('11')
    })
  },
}

const pdf = setup(visitor, { holdPdf: true })

/**
 * Download PDF: POST /recipe/pdf with the recipe, the page language and the shown servings; busy
 * while the file is made; saved under the name from Content-Disposition.
 */
export const PdfDownload: Story = {
  render: pdf.render,
  args: { servings: 6 },
  play: async ({ canvasElement }) => {
    const { api } = pdf
    await flagsAsked(api.calls)
    api.calls.length = 0
    const saved: { name: string; href: string }[] = []
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href })
    })
    try {
      const download = button(canvasElement, m('recipeDetail.pdf'))
      await userEvent.click(download)
      await waitFor(() => expect(download).toHaveAttribute('aria-busy', 'true'))
      await expect(download).toBeDisabled()
      // The button turns busy as the click is handled; the request reaches the fake API a moment later.
      await waitFor(() =>
        expect(api.calls).toEqual([
          {
            method: 'POST',
            path: '/recipe/pdf',
            body: { recipe: recipe._id, recipeLang: storyLocale(), servings: 6 },
          },
        ]),
      )
      api.releasePdf()
      await waitFor(() => expect(saved).toHaveLength(1))
      await expect(saved[0]!.name).toBe(PDF_NAME)
      await expect(saved[0]!.href).toMatch(/^blob:/)
      await waitFor(() => expect(download).toBeEnabled())
      await expect(download).not.toHaveAttribute('aria-busy')
    } finally {
      click.mockRestore()
    }
  },
}

const pdfFails = setup(visitor, { pdfStatus: 503 })

/** A failed PDF says so and downloads nothing. */
export const PdfFailure: Story = {
  render: pdfFails.render,
  play: async ({ canvasElement }) => {
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    try {
      await userEvent.click(button(canvasElement, m('recipeDetail.pdf')))
      await toastNamed('alert', m('recipeDetail.pdf.failed'))
      await expect(click).not.toHaveBeenCalled()
      await expect(button(canvasElement, m('recipeDetail.pdf'))).toBeEnabled()
    } finally {
      click.mockRestore()
      logged.mockRestore()
    }
  },
}

/** Replaces the Web Share API for one story; returns the undo. */
function setWebShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  const had = Object.getOwnPropertyDescriptor(navigator, 'share')
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true })
  return () => {
    if (had) Object.defineProperty(navigator, 'share', had)
    else delete (navigator as { share?: unknown }).share
  }
}

const sharing = setup(visitor)

/**
 * Share opens a dialog with the link ({origin}/en/recipe/{id}); Copy link writes it to the
 * clipboard and says "Link copied to clipboard!"; the sites open in a new tab; the system share
 * sheet is offered where the browser has one.
 */
export const ShareDialog: Story = {
  render: sharing.render,
  play: async ({ canvasElement, step }) => {
    const link = `${window.location.origin}/en/recipe/${recipe._id}`
    const title = recipe.title[storyLocale()]
    const share = fn(async (_data: ShareData) => {})
    const restore = setWebShare(share)
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    try {
      await userEvent.click(button(canvasElement, m('recipeDetail.share')))
      const dialog = await dialogNamed('dialog', m('recipeDetail.share.title'))

      await step('the link, in the spec’s shape', async () => {
        const field = within(dialog).getByRole('textbox', { name: m('recipeDetail.share.link') })
        await expect(field).toHaveValue(link)
        await expect(field).toHaveAttribute('readonly')
      })

      await step('Copy link: clipboard and the alert', async () => {
        await userEvent.click(within(dialog).getByRole('button', { name: m('recipeDetail.share.copy') }))
        await expect(writeText).toHaveBeenCalledWith(link)
        await toastNamed('status', m('recipeDetail.share.copied'))
      })

      await step('share sites: new tabs without an opener; email in the mail app', async () => {
        const sites = within(dialog).getByRole('list', { name: m('recipeDetail.share.sites') })
        const links = within(sites).getAllByRole('link')
        await expect(links).toHaveLength(5)
        const message = mf('recipeDetail.share.message', { title })
        const whatsapp = within(sites).getByRole('link', {
          name: new RegExp(m('recipeDetail.share.whatsapp')),
        })
        await expect(whatsapp).toHaveAttribute(
          'href',
          `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`,
        )
        const facebook = within(sites).getByRole('link', {
          name: new RegExp(m('recipeDetail.share.facebook')),
        })
        await expect(facebook).toHaveAttribute(
          'href',
          `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
        )
        const telegram = within(sites).getByRole('link', {
          name: new RegExp(m('recipeDetail.share.telegram')),
        })
        await expect(telegram.getAttribute('href')).toContain(`url=${encodeURIComponent(link)}`)
        const x = links.find((node) => node.dataset.site === 'x')!
        await expect(x.getAttribute('href')).toMatch(/^https:\/\/x\.com\/intent\/post\?/)
        for (const node of links.filter((candidate) => candidate.dataset.site !== 'email')) {
          await expect(node).toHaveAttribute('target', '_blank')
          await expect(node.getAttribute('rel')).toContain('noopener')
        }
        const email = within(sites).getByRole('link', { name: m('recipeDetail.share.email') })
        await expect(email.getAttribute('href')).toMatch(/^mailto:\?subject=/)
        await expect(email).not.toHaveAttribute('target')
      })

      await step('More options: the system share sheet', async () => {
        await userEvent.click(within(dialog).getByRole('button', { name: m('recipeDetail.share.more') }))
        await waitFor(() =>
          expect(share).toHaveBeenCalledWith({
            title,
            text: mf('recipeDetail.share.message', { title }),
            url: link,
          }),
        )
      })

      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      await expect(button(canvasElement, m('recipeDetail.share'))).toHaveFocus()
    } finally {
      restore()
      writeText.mockRestore()
    }
  },
}

const copyRefused = setup(visitor)

/** Without the Web Share API there is no More options; a refused copy selects the link instead. */
export const ShareCopyRefused: Story = {
  render: copyRefused.render,
  play: async ({ canvasElement }) => {
    const restore = setWebShare(undefined)
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    )
    try {
      await userEvent.click(button(canvasElement, m('recipeDetail.share')))
      const dialog = await dialogNamed('dialog', m('recipeDetail.share.title'))
      await expect(within(dialog).queryByRole('button', { name: m('recipeDetail.share.more') })).toBeNull()
      await userEvent.click(within(dialog).getByRole('button', { name: m('recipeDetail.share.copy') }))
      await toastNamed('alert', m('recipeDetail.share.copyFailed'))
      const field = within(dialog).getByRole<HTMLInputElement>('textbox', {
        name: m('recipeDetail.share.link'),
      })
      await waitFor(() => expect(field.selectionEnd! - field.selectionStart!).toBe(field.value.length))
    } finally {
      restore()
      writeText.mockRestore()
      logged.mockRestore()
    }
  },
}

const embedding = setup(visitor)

/**
 * Given Sufra's origin (the site's recipe page), Embed opens the embed dialog (its code loads on that
 * first opening) with the snippet for this recipe and the shown servings; without it (a recipe on a
 * partner's page) there is no Embed action.
 */
export const Embed: Story = {
  args: { embedOrigin: 'https://sufra.example', servings: 6 },
  render: embedding.render,
  play: async ({ canvasElement, step }) => {
    await step('Embed opens the dialog with the snippet', async () => {
      await userEvent.click(button(canvasElement, m('embedDialog.open')))
      const dialog = await dialogNamed('dialog', m('embedDialog.title'))
      const code = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: m('embedDialog.code') })
      await expect(code.value).toContain('<script async src="https://sufra.example/v1/embed.js"></script>')
      await expect(code.value).toContain(
        `<sufra-recipe-card recipe-id="${recipe._id}" lang="${storyLocale()}"`,
      )
      await userEvent.click(within(dialog).getByText(m('embedDialog.element.recipe')))
      await waitFor(() => expect(code.value).toContain('servings="6"'))
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    })
  },
}

/** No origin for a snippet: no Embed action. */
export const WithoutEmbed: Story = {
  render: embedding.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: m('recipeDetail.share') })).toBeVisible()
    await expect(within(canvasElement).queryByRole('button', { name: m('embedDialog.open') })).toBeNull()
  },
}
