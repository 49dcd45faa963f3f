import { useEffect, useRef, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { FileUpload, type FileUploadProps, type FileUploadValue, MAX_IMAGE_BYTES } from './index'

const msg = (id: MessageId) => messages[document.documentElement.lang === 'ar' ? 'ar' : 'en'][id]

const labels = {
  thumbnail: { en: 'Recipe photo', ar: 'صورة الوصفة' },
  avatar: { en: 'Profile picture', ar: 'صورة الملف الشخصي' },
}

/** A stored image to show in the filled state (inline, so stories need no network). */
const sampleImage: FileUploadValue = {
  key: 'uploads/sample.svg',
  url:
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
        <rect width="240" height="240" fill="#f3e3c3"/>
        <circle cx="120" cy="128" r="86" fill="#fffaf0" stroke="#d9c29b" stroke-width="6"/>
        <circle cx="120" cy="128" r="60" fill="#c8552b"/>
        <circle cx="98" cy="112" r="12" fill="#f0c419"/><circle cx="140" cy="140" r="14" fill="#5a8f3c"/>
        <circle cx="132" cy="104" r="9" fill="#fffaf0"/>
      </svg>`,
    ),
}

/** A real, tiny PNG made in the browser. */
async function pngFile(name = 'dish.png'): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = 8
  canvas.height = 8
  const context = canvas.getContext('2d')!
  context.fillStyle = '#c8552b'
  context.fillRect(0, 0, 8, 8)
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('no PNG'))), 'image/png'),
  )
  return new File([blob], name, { type: 'image/png' })
}

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')

/** Controls are named after their slot too: "Recipe photo Upload image", "Remove image Recipe photo". */
const nameOf = (action: 'choose' | 'replace' | 'remove', slot: keyof typeof labels = 'thumbnail') => {
  const text = msg(`ui.fileUpload.${action}`)
  return action === 'choose' ? `${labels[slot][lang()]} ${text}` : `${text} ${labels[slot][lang()]}`
}

const hiddenInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type=file]')!

/**
 * Lets a non-image reach the component, as when someone picks "All files" in the system dialog
 * (user-event otherwise drops files that do not match `accept`).
 */
const anyFileUser = () => userEvent.setup({ applyAccept: false })

type StoryArgs = FileUploadProps & { labelKey?: keyof typeof labels }

function Slot({ labelKey = 'thumbnail', ...props }: StoryArgs) {
  const { locale } = useI18n()
  return <FileUpload label={labels[labelKey][locale]} {...props} />
}

const meta = {
  title: 'UI/FileUpload',
  component: Slot,
  args: { onFileAccept: fn(), onRemove: fn(), onReject: fn() },
  argTypes: {
    shape: { control: 'inline-radio', options: ['square', 'wide', 'circle'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'full'] },
  },
} satisfies Meta<typeof Slot>

export default meta
type Story = StoryObj<typeof meta>

/** Empty: a drop zone that opens the file picker; a valid image is handed to the parent. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const dropzone = canvas.getByRole('button', { name: nameOf('choose') })
    await expect(dropzone).toHaveAccessibleDescription(msg('ui.fileUpload.hint'))
    const input = hiddenInput(canvasElement)
    await expect(input).toHaveAttribute('accept', 'image/*')
    await expect(canvas.getByText(labels.thumbnail[lang()])).toBeVisible()

    const file = await pngFile()
    await userEvent.upload(input, file)
    await waitFor(() => expect(args.onFileAccept).toHaveBeenCalledWith(file))
    await expect(args.onReject).not.toHaveBeenCalled()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** Uploading: spinner and "Uploading…", nothing to click. */
export const Uploading: Story = {
  args: { uploading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const status = canvas.getByRole('status')
    await expect(status).toHaveTextContent(msg('ui.fileUpload.uploading'))
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('aria-busy', 'true')
  },
}

/** Filled: preview with Replace (opens the picker again) and Remove. */
export const Filled: Story = {
  args: { value: sampleImage },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: labels.thumbnail[lang()] })).toHaveAttribute(
      'src',
      sampleImage.url,
    )
    const replace = canvas.getByRole('button', { name: nameOf('replace') })
    const remove = canvas.getByRole('button', { name: nameOf('remove') })
    // Actions sit at the end corner: right in English, left in Arabic.
    const frame = canvasElement
      .querySelector<HTMLElement>('[data-state=filled] > div')!
      .getBoundingClientRect()
    const actions = remove.getBoundingClientRect()
    const rtl = document.dir === 'rtl'
    await expect(
      rtl
        ? actions.left - frame.left < frame.right - actions.right
        : actions.left - frame.left > frame.right - actions.right,
    ).toBe(true)

    await userEvent.click(remove)
    await expect(args.onRemove).toHaveBeenCalledTimes(1)

    const file = await pngFile('new-photo.png')
    await userEvent.upload(hiddenInput(canvasElement), file)
    await waitFor(() => expect(args.onFileAccept).toHaveBeenCalledWith(file))
    await expect(replace).toBeVisible()
  },
}

/** Client validation with the spec's messages: images only, under 2MB. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = hiddenInput(canvasElement)
    const user = anyFileUser()

    const text = new File(['not an image'], 'notes.txt', { type: 'text/plain' })
    await user.upload(input, text)
    const invalid = await canvas.findByRole('alert')
    await expect(invalid).toHaveTextContent(msg('ui.fileUpload.invalidType'))
    await expect(args.onReject).toHaveBeenLastCalledWith('invalidType', text)
    const dropzone = canvas.getByRole('button', { name: nameOf('choose') })
    await expect(dropzone).toHaveAttribute('data-invalid')
    await expect(dropzone).toHaveAccessibleDescription(
      expect.stringContaining(msg('ui.fileUpload.invalidType')),
    )

    // 2MB is the limit: one byte more is refused.
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'huge.png', { type: 'image/png' })
    await user.upload(input, big)
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(msg('ui.fileUpload.tooLarge')))
    await expect(args.onReject).toHaveBeenLastCalledWith('tooLarge', big)

    // The same wrong file again still reports.
    await user.upload(input, text)
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(msg('ui.fileUpload.invalidType')))
    await expect(args.onReject).toHaveBeenCalledTimes(3)
    await expect(args.onFileAccept).not.toHaveBeenCalled()

    // Exactly 2MB is fine, and clears the message.
    const limit = new File([new Uint8Array(MAX_IMAGE_BYTES)], 'limit.png', { type: 'image/png' })
    await user.upload(input, limit)
    await waitFor(() => expect(args.onFileAccept).toHaveBeenCalledWith(limit))
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
  },
}

function UploadFlow(props: StoryArgs) {
  const [value, setValue] = useState<FileUploadValue | null>(null)
  const [uploading, setUploading] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <Slot
      {...props}
      value={value}
      uploading={uploading}
      onFileAccept={(file) => {
        props.onFileAccept?.(file)
        setUploading(true)
        // Stands in for POST image/upload, which answers with { url, key }.
        timer.current = setTimeout(() => {
          setValue(sampleImage)
          setUploading(false)
        }, 400)
      }}
      onRemove={() => {
        props.onRemove?.()
        setValue(null)
      }}
    />
  )
}

/** The whole cycle as a parent drives it: empty → uploading → filled → removed; focus follows along. */
export const UploadCycle: Story = {
  args: { labelKey: 'avatar', shape: 'circle', size: 'md' },
  render: (args) => <UploadFlow {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const dropzone = canvas.getByRole('button', { name: nameOf('choose', 'avatar') })
    dropzone.focus()
    const file = await pngFile('me.png')
    await userEvent.upload(hiddenInput(canvasElement), file)
    await expect(args.onFileAccept).toHaveBeenCalledWith(file)

    const status = await canvas.findByRole('status')
    await expect(status).toHaveTextContent(msg('ui.fileUpload.uploading'))
    await waitFor(() => expect(status).toHaveFocus())

    const remove = await canvas.findByRole('button', { name: nameOf('remove', 'avatar') }, { timeout: 3000 })
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: nameOf('replace', 'avatar') })).toHaveFocus(),
    )
    await userEvent.click(remove)
    await expect(args.onRemove).toHaveBeenCalledTimes(1)
    const again = await canvas.findByRole('button', { name: nameOf('choose', 'avatar') })
    await waitFor(() => expect(again).toHaveFocus())
  },
}
