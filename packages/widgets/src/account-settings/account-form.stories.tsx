import type { Meta, StoryObj } from '@storybook/react-vite'
import { type Mock, expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import type { Envelope } from '@sufra/api-client'
import { pngFile } from '@sufra/api-client/testing'
import type { MessageId } from '@sufra/i18n'
import { MAX_IMAGE_BYTES } from '@sufra/ui/file-upload'
import { Toaster, toaster } from '@sufra/ui/toast'
import { AccountForm, type AccountFormProps } from './account-form'
import type { AccountSettingsApi, CurrentUser, UserUpdateFields } from './account-settings-api'
import { fill, layla, m, newcomer, refusal, requiredText, savedUser, storyLocale } from './story-data'

type UpdateUser = AccountSettingsApi['updateUser']

function AccountFormDemo(props: AccountFormProps) {
  return (
    <>
      <AccountForm {...props} />
      <Toaster />
    </>
  )
}

const meta = {
  title: 'Widgets/AccountSettings/AccountForm',
  component: AccountForm,
  render: (args) => <AccountFormDemo {...args} />,
  args: {
    user: layla,
    api: {
      updateUser: fn<UpdateUser>(async () => ({
        statusCode: 200,
        message: 'Profile updated successfully',
        data: savedUser(layla, {}),
      })),
    },
    onSaved: fn(),
    onDirtyChange: fn(),
  },
  // The toast queue is shared by the whole app: every story starts with it empty.
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof AccountForm>

export default meta
type Story = StoryObj<typeof meta>

const updateUserOf = (args: AccountFormProps) => args.api!.updateUser as Mock<UpdateUser>

/** Inputs by their label, which may end with the required marker. */
const labelled = (id: MessageId) => new RegExp(`^${m(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`)
const textbox = (canvas: HTMLElement, id: MessageId) =>
  within(canvas).getByRole('textbox', { name: labelled(id) })
const spinbutton = (canvas: HTMLElement, id: MessageId) =>
  within(canvas).getByRole('spinbutton', { name: labelled(id) })
const saveButton = (canvas: HTMLElement) =>
  within(canvas).getByRole('button', { name: m('settings.account.save') })
const fileInput = (canvas: HTMLElement) => canvas.querySelector<HTMLInputElement>('input[type=file]')!

/** Types digit by digit: zag rewrites a number field's text as it parses, and user-event can lose the caret. */
async function typeNumber(input: HTMLElement, digits: string) {
  for (const digit of digits) await userEvent.type(input, digit)
  await waitFor(() => expect(input).toHaveValue(digits))
}

async function expectToast(role: 'status' | 'alert', name: string) {
  const toast = await screen.findByRole(role, { name }, { timeout: 15_000 })
  await waitFor(() => expect(toast).toBeVisible())
  return toast
}

/** The user's values in the page's language; Save waits for a change. */
export const Prefilled: Story = {
  play: async ({ canvasElement, args }) => {
    const locale = storyLocale()
    await expect(textbox(canvasElement, 'settings.field.firstName')).toHaveValue(layla.firstName[locale])
    await expect(textbox(canvasElement, 'settings.field.lastName')).toHaveValue(layla.lastName[locale])
    await expect(textbox(canvasElement, 'settings.field.bio')).toHaveValue(layla.bio[locale])
    await expect(textbox(canvasElement, 'settings.field.username')).toHaveValue('layla.cooks')
    await expect(textbox(canvasElement, 'settings.field.email')).toHaveAttribute('type', 'email')
    await expect(textbox(canvasElement, 'settings.field.email')).toHaveValue('layla@sufra.app')
    await expect(textbox(canvasElement, 'settings.field.instagramURL')).toHaveValue(
      'https://instagram.com/layla.cooks',
    )
    await expect(spinbutton(canvasElement, 'settings.field.height')).toHaveValue('168')
    await expect(spinbutton(canvasElement, 'settings.field.weight')).toHaveValue('61')
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('combobox', { name: labelled('settings.field.language') }),
    ).toHaveTextContent(m('settings.language.english'))
    await expect(canvas.getByRole('combobox', { name: m('settings.field.activityLevel') })).toHaveTextContent(
      m('auth.activity.moderate'),
    )
    await expect(canvas.getByLabelText(labelled('settings.field.dob'), { selector: 'input' })).toHaveValue(
      '1990-05-17',
    )
    // Names and bio are user content in either script.
    await expect(textbox(canvasElement, 'settings.field.firstName')).toHaveAttribute('dir', 'auto')
    await expect(saveButton(canvasElement)).toBeDisabled()
    await expect(canvas.getByText(m('settings.account.noChanges'))).toBeVisible()
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false)
  },
}

/** Save follows unsaved changes: editing enables it, undoing the edit disables it again. */
export const DirtyState: Story = {
  play: async ({ canvasElement, args }) => {
    const firstName = textbox(canvasElement, 'settings.field.firstName')
    const save = saveButton(canvasElement)
    await expect(save).toBeDisabled()

    await userEvent.type(firstName, 'x')
    await waitFor(() => expect(save).toBeEnabled())
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true)
    await expect(within(canvasElement).getByText(m('settings.account.unsaved'))).toBeVisible()

    await userEvent.type(firstName, '{Backspace}')
    await waitFor(() => expect(save).toBeDisabled())
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false)

    // A number field counts too.
    const height = spinbutton(canvasElement, 'settings.field.height')
    await userEvent.clear(height)
    await typeNumber(height, '170')
    await waitFor(() => expect(save).toBeEnabled())
    await expect(updateUserOf(args)).not.toHaveBeenCalled()
  },
}

/** Every required field says '{label} is required' with its own label; nothing is sent. */
export const RequiredFields: Story = {
  args: { user: newcomer },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    for (const id of [
      'settings.field.firstName',
      'settings.field.lastName',
      'settings.field.username',
    ] as const) {
      await userEvent.clear(textbox(canvasElement, id))
    }
    await userEvent.clear(textbox(canvasElement, 'settings.field.email'))
    // Spaces alone are not a bio.
    await userEvent.type(textbox(canvasElement, 'settings.field.bio'), '   ')
    await userEvent.click(saveButton(canvasElement))

    const required = [
      'settings.field.firstName',
      'settings.field.lastName',
      'settings.field.username',
      'settings.field.bio',
      'settings.field.email',
      'settings.field.dob',
      'settings.field.height',
      'settings.field.weight',
    ] as const
    for (const id of required) {
      await expect(await canvas.findByText(requiredText(id))).toBeVisible()
    }
    await expect(textbox(canvasElement, 'settings.field.firstName')).toHaveAttribute('aria-invalid', 'true')
    await expect(spinbutton(canvasElement, 'settings.field.height')).toHaveAttribute('aria-invalid', 'true')
    await expect(
      canvas.getByLabelText(labelled('settings.field.dob'), { selector: 'input' }),
    ).toHaveAttribute('aria-invalid', 'true')
    // Gender, activity level and the social links are optional.
    await expect(canvas.queryByText(requiredText('settings.field.gender'))).not.toBeInTheDocument()
    await expect(canvas.queryByText(requiredText('settings.field.activityLevel'))).not.toBeInTheDocument()
    await expect(canvas.queryByText(requiredText('settings.field.youtubeURL'))).not.toBeInTheDocument()
    await expect(updateUserOf(args)).not.toHaveBeenCalled()
  },
}

/** Social links are optional but must be links. */
export const InvalidLink: Story = {
  play: async ({ canvasElement, args }) => {
    const youtube = textbox(canvasElement, 'settings.field.youtubeURL')
    await fill(youtube, 'youtube.com/@layla')
    await userEvent.click(saveButton(canvasElement))
    await expect(await within(canvasElement).findByText(m('settings.error.url'))).toBeVisible()
    await expect(youtube).toHaveAttribute('aria-invalid', 'true')
    await expect(updateUserOf(args)).not.toHaveBeenCalled()

    await userEvent.clear(youtube)
    await fill(youtube, 'https://youtube.com/@layla')
    await userEvent.click(saveButton(canvasElement))
    await waitFor(() => expect(updateUserOf(args)).toHaveBeenCalledTimes(1))
    await expect(updateUserOf(args).mock.calls[0]![0].youtubeURL).toBe('https://youtube.com/@layla')
  },
}

/** Images only, up to 2 MB: anything else is a toast and is not selected; a good one is previewed. */
export const PictureChoice: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement)
    const input = fileInput(canvasElement)
    const save = saveButton(canvasElement)
    // Let a non-image through, as when someone picks "All files" in the system dialog.
    const user = userEvent.setup({ applyAccept: false })

    await step('a text file: toast, nothing chosen', async () => {
      await user.upload(input, new File(['not an image'], 'notes.txt', { type: 'text/plain' }))
      const toast = await expectToast('alert', m('ui.fileUpload.invalidType'))
      await expect(toast).toHaveAttribute('data-type', 'error')
      await expect(canvas.queryByRole('img', { name: m('settings.field.picture') })).not.toBeInTheDocument()
      await expect(save).toBeDisabled()
    })

    await step('an image over 2 MB: toast, nothing chosen', async () => {
      await user.upload(
        input,
        new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'huge.png', { type: 'image/png' }),
      )
      await expectToast('alert', m('ui.fileUpload.tooLarge'))
      await expect(save).toBeDisabled()
    })

    await step('a real image is previewed and can be saved', async () => {
      await user.upload(input, await pngFile('portrait.png'))
      const preview = await canvas.findByRole('img', { name: m('settings.field.picture') })
      await expect(preview.getAttribute('src')).toMatch(/^blob:/)
      await waitFor(() => expect(save).toBeEnabled())
      await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true)
    })

    await step('removing the new picture undoes the choice', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: `${m('ui.fileUpload.remove')} ${m('settings.field.picture')}` }),
      )
      await waitFor(() => expect(save).toBeDisabled())
      await expect(canvas.queryByRole('img', { name: m('settings.field.picture') })).not.toBeInTheDocument()
    })
  },
}

/**
 * Sends the names and bio in the page's language plus the rest and the picture; the button is busy
 * meanwhile; then a toast, the app is told, and the form is clean again.
 */
export const SaveSucceeds: Story = {
  play: async ({ canvasElement, args, step }) => {
    const locale = storyLocale()
    const other = locale === 'ar' ? 'en' : 'ar'
    const newName = locale === 'ar' ? 'ليلي' : 'Leila'
    const firstName = textbox(canvasElement, 'settings.field.firstName')
    const save = saveButton(canvasElement)
    let answer: (value: Envelope<CurrentUser | null>) => void = () => {}
    updateUserOf(args).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))

    await step('edit a name and choose a picture', async () => {
      await userEvent.clear(firstName)
      await fill(firstName, newName)
      await userEvent.upload(fileInput(canvasElement), await pngFile('me.png'))
      await within(canvasElement).findByRole('img', { name: m('settings.field.picture') })
    })

    await step('the request carries the fields, and the button is busy meanwhile', async () => {
      await userEvent.click(save)
      await waitFor(() => expect(updateUserOf(args)).toHaveBeenCalledTimes(1))
      await expect(save).toBeDisabled()
      await expect(save).toHaveAttribute('aria-busy', 'true')
      const fields: UserUpdateFields = updateUserOf(args).mock.calls[0]![0]
      await expect(fields).toMatchObject({
        [`firstName.${locale}`]: newName,
        [`lastName.${locale}`]: layla.lastName[locale],
        [`bio.${locale}`]: layla.bio[locale],
        username: 'layla.cooks',
        dob: '1990-05-17',
        email: 'layla@sufra.app',
        language: 'english',
        gender: 'female',
        activityLevel: 'moderate',
        height: 168,
        weight: 61,
        instagramURL: 'https://instagram.com/layla.cooks',
        youtubeURL: '',
      })
      await expect(Object.keys(fields).some((key) => key.endsWith(`.${other}`))).toBe(false)
      await expect(fields.profilePicture).toBeInstanceOf(File)
      await expect(fields.profilePicture?.name).toBe('me.png')
      await expect(args.onSaved).not.toHaveBeenCalled()
    })

    await step('success: toast, the app refreshes, the form is clean with the saved values', async () => {
      const saved = savedUser(layla, { firstName: { ...layla.firstName, [locale]: newName } })
      answer({ statusCode: 200, message: 'Profile updated successfully', data: saved })
      await expectToast('status', m('settings.account.saved'))
      await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(saved))
      await waitFor(() => expect(save).toBeDisabled())
      await expect(save).not.toHaveAttribute('aria-busy')
      await expect(firstName).toHaveValue(newName)
      await expect(within(canvasElement).queryByRole('img', { name: m('settings.field.picture') })).toBeNull()
      await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false)
    })
  },
}

/**
 * Spec section 8: every failed update says 'Failed to update profile. Please try again later.', a
 * refusal with the server's own sentence (400, a taken username) as much as a server failure.
 */
export const SaveFails: Story = {
  play: async ({ canvasElement, args, step }) => {
    const username = textbox(canvasElement, 'settings.field.username')
    const save = saveButton(canvasElement)
    await userEvent.clear(username)
    await fill(username, 'chef_omar')

    await step("400 with the server's sentence: the spec's text, not the server's", async () => {
      updateUserOf(args).mockRejectedValueOnce(refusal('This username is already taken.', 400))
      await userEvent.click(save)
      const toast = await expectToast('alert', m('settings.account.failed'))
      await expect(toast).toHaveAttribute('data-type', 'error')
      await expect(screen.queryByText('This username is already taken.')).toBeNull()
      toaster.remove()
      await waitFor(() =>
        expect(screen.queryByRole('alert', { name: m('settings.account.failed') })).toBeNull(),
      )
    })

    await step('a server failure: Failed to update profile. Please try again later.', async () => {
      updateUserOf(args).mockRejectedValueOnce(refusal('Internal server error', 500))
      await userEvent.click(save)
      await expectToast('alert', m('settings.account.failed'))
      await expect(screen.queryByText('Internal server error')).toBeNull()
    })

    // Nothing was saved: the edit is still there to retry.
    await expect(username).toHaveValue('chef_omar')
    await expect(save).toBeEnabled()
    await expect(args.onSaved).not.toHaveBeenCalled()
  },
}
