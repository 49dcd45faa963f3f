import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Toaster, toaster } from '@sufra/ui/toast'
import { WidgetHostProvider } from '../widget-host'
import { storyHost } from '../widget-host/story-host'
import { EmbedDialog, type EmbedDialogProps } from './embed-dialog'

const recipeId = '2f6d1c8e-4b7a-4f3e-9a21-7c5e0b1d3f88'
const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId) => messages[storyLocale()][id]
// The loader's address: the story's own server (no test reaches another one).
const origin = () => window.location.origin

/** The dialog behind an Embed button, as RecipeActions opens it. */
function Opener(props: Omit<EmbedDialogProps, 'open' | 'onOpenChange'>) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  return (
    <WidgetHostProvider host={storyHost()}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('embedDialog.open')}
      </Button>
      <EmbedDialog {...props} open={open} onOpenChange={setOpen} />
      <Toaster />
    </WidgetHostProvider>
  )
}

const meta = {
  title: 'Widgets/EmbedDialog',
  component: EmbedDialog,
  args: { open: false, onOpenChange: fn(), origin: '', recipeId, servings: 4 },
  render: (args) => (
    <Opener origin={args.origin || origin()} recipeId={args.recipeId} servings={args.servings} />
  ),
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof EmbedDialog>

export default meta
type Story = StoryObj<typeof meta>

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: m('embedDialog.open') }))
  const dialog = await screen.findByRole('dialog', { name: m('embedDialog.title') })
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0))
  return dialog
}

const codeOf = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: m('embedDialog.code') }) as HTMLTextAreaElement

/** A toast once its entry animation has made it visible. */
async function toastNamed(role: 'status' | 'alert', name: string) {
  const toast = await screen.findByRole(role, { name }, { timeout: 15_000 })
  await waitFor(() => expect(toast).toBeVisible())
  return toast
}

/**
 * Opens on the card in the page's language with Sufra's own theme; the snippet is the loader from
 * Sufra's origin and the element, and the preview is a sandboxed page holding the same snippet.
 */
export const Card: Story = {
  play: async ({ canvasElement }) => {
    const lang = storyLocale()
    const dialog = await openDialog(canvasElement)
    const code = codeOf(dialog)
    await expect(code).toHaveAttribute('readonly')
    await expect(code).toHaveAttribute('dir', 'ltr')
    await expect(code.value).toBe(
      `<script async src="${origin()}/v1/embed.js"></script>\n` +
        `<sufra-recipe-card recipe-id="${recipeId}" lang="${lang}" ` +
        'style="--sufra-brand: #1f6d50; --sufra-brand-contrast: #ffffff; --sufra-radius: 12px"></sufra-recipe-card>',
    )
    // No servings for a card.
    await expect(within(dialog).queryByRole('spinbutton', { name: m('embedDialog.servings') })).toBeNull()
    await expect(within(dialog).getByRole('radio', { name: m('embedDialog.element.card') })).toBeChecked()

    const preview = within(dialog).getByTitle(m('embedDialog.preview')) as HTMLIFrameElement
    await expect(preview.getAttribute('sandbox')).not.toContain('allow-same-origin')
    await expect(preview.srcdoc).toContain(`<script async src="${origin()}/v1/embed.js"></script>`)
    await expect(preview.srcdoc).toContain(`<sufra-recipe-card recipe-id="${recipeId}" lang="${lang}"`)
    await expect(preview.srcdoc).toContain(`dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`)

    // The guide to embedding, in the page's language.
    await expect(within(dialog).getByRole('link', { name: m('embedDialog.guide') })).toHaveAttribute(
      'href',
      `/${lang}/embed`,
    )
  },
}

/**
 * The full recipe: the servings field appears with the recipe's own; the language, the servings, the
 * brand colour and the radius all go into the snippet and the preview as they change.
 */
export const FullRecipeWithTheme: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement)
    const code = codeOf(dialog)

    await step('full recipe, by keyboard: the arrow moves to the next option', async () => {
      const card = within(dialog).getByRole('radio', { name: m('embedDialog.element.card') })
      card.focus()
      await userEvent.keyboard(document.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}')
      await expect(within(dialog).getByRole('radio', { name: m('embedDialog.element.recipe') })).toBeChecked()
      await waitFor(() => expect(code.value).toContain(`<sufra-recipe recipe-id="${recipeId}"`))
      await expect(code.value).toContain('servings="4"')
    })

    await step('servings', async () => {
      const servings = within(dialog).getByRole('spinbutton', { name: m('embedDialog.servings') })
      await expect(servings).toHaveValue('4')
      await userEvent.click(
        within(dialog).getAllByRole('button', {
          name: messages[storyLocale()]['ui.numberInput.increment'],
        })[1]!,
      )
      await waitFor(() => expect(code.value).toContain('servings="5"'))
    })

    await step('the other language', async () => {
      const other = storyLocale() === 'ar' ? 'en' : 'ar'
      await userEvent.click(within(dialog).getByText(other === 'ar' ? 'العربية' : 'English'))
      await waitFor(() => expect(code.value).toContain(`lang="${other}"`))
      const preview = within(dialog).getByTitle(m('embedDialog.preview')) as HTMLIFrameElement
      await expect(preview.srcdoc).toContain(`<html lang="${other}" dir="${other === 'ar' ? 'rtl' : 'ltr'}"`)
    })

    await step('brand colour: a light one gets dark text; and the radius', async () => {
      fireEvent.input(within(dialog).getByLabelText(m('embedDialog.brand')), { target: { value: '#f2d544' } })
      await waitFor(() =>
        expect(code.value).toContain('--sufra-brand: #f2d544; --sufra-brand-contrast: #1a1714'),
      )
      const radius = within(dialog).getByRole('spinbutton', { name: m('embedDialog.radius') })
      await userEvent.clear(radius)
      await userEvent.type(radius, '4')
      await userEvent.tab()
      await waitFor(() => expect(code.value).toContain('--sufra-radius: 4px'))
      const preview = within(dialog).getByTitle(m('embedDialog.preview')) as HTMLIFrameElement
      await expect(preview.srcdoc).toContain('--sufra-radius: 4px')
    })
  },
}

/** Copy code puts the snippet on the clipboard and says so; Escape closes and focus returns to Embed. */
export const Copy: Story = {
  play: async ({ canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    try {
      const dialog = await openDialog(canvasElement)
      await userEvent.click(within(dialog).getByRole('button', { name: m('embedDialog.copy') }))
      await expect(writeText).toHaveBeenCalledWith(codeOf(dialog).value)
      await toastNamed('status', m('embedDialog.copied'))

      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog', { name: m('embedDialog.title') })).toBeNull())
      await expect(within(canvasElement).getByRole('button', { name: m('embedDialog.open') })).toHaveFocus()
    } finally {
      writeText.mockRestore()
    }
  },
}

/** A browser that refuses the clipboard: the code is selected for copying by hand, and the page says so. */
export const CopyRefused: Story = {
  play: async ({ canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied'))
    const error = spyOn(console, 'error').mockImplementation(() => {})
    try {
      const dialog = await openDialog(canvasElement)
      await userEvent.click(within(dialog).getByRole('button', { name: m('embedDialog.copy') }))
      await toastNamed('alert', m('embedDialog.copyFailed'))
      const code = codeOf(dialog)
      await expect(code).toHaveFocus()
      await expect(code.selectionEnd - code.selectionStart).toBe(code.value.length)
    } finally {
      writeText.mockRestore()
      error.mockRestore()
    }
  },
}
