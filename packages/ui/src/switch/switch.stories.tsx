import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { useI18n } from '@sufra/i18n'
import * as Switch from './switch'

const copy = {
  en: { notifications: 'Email notifications', private: 'Private profile', terms: 'Accept the terms' },
  ar: { notifications: 'إشعارات البريد الإلكتروني', private: 'ملف شخصي خاص', terms: 'قبول الشروط' },
}

const storyCopy = () => copy[document.documentElement.lang === 'ar' ? 'ar' : 'en']

function Toggle({ label, ...props }: Switch.RootProps & { label: string }) {
  return (
    <Switch.Root {...props}>
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
      <Switch.HiddenInput />
    </Switch.Root>
  )
}

/** Where the thumb sits inside its track, in reading order: 'start' or 'end'. */
function thumbSide(root: HTMLElement): 'start' | 'end' {
  const control = root.querySelector('[data-part="control"]')!.getBoundingClientRect()
  const thumb = root.querySelector('[data-part="thumb"]')!.getBoundingClientRect()
  const nearLeft = thumb.left - control.left < control.right - thumb.right
  const rtl = getComputedStyle(root).direction === 'rtl'
  return nearLeft !== rtl ? 'start' : 'end'
}

const meta = {
  title: 'UI/Switch',
  component: Switch.Root,
  args: { onCheckedChange: fn() },
} satisfies Meta<typeof Switch.Root>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    return <Toggle {...args} label={copy[locale].notifications} />
  },
  play: async ({ canvasElement, args }) => {
    const c = storyCopy()
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole('switch', { name: c.notifications })
    const root = canvasElement.querySelector<HTMLElement>('[data-part="root"]')!
    await expect(toggle).not.toBeChecked()
    await expect(root).toHaveAttribute('dir', document.dir)
    await expect(thumbSide(root)).toBe('start')

    await userEvent.click(canvas.getByText(c.notifications))
    await expect(toggle).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(expect.objectContaining({ checked: true }))
    // On: the thumb has travelled to the inline end (right in LTR, left in RTL).
    await waitFor(() => expect(thumbSide(root)).toBe('end'))

    // Keyboard: Space toggles the focused switch.
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(toggle).not.toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(expect.objectContaining({ checked: false }))
    await waitFor(() => expect(thumbSide(root)).toBe('start'))
  },
}

export const Checked: Story = {
  args: { defaultChecked: true },
  render: function Render(args) {
    const { locale } = useI18n()
    return <Toggle {...args} label={copy[locale].private} />
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: storyCopy().private })
    await expect(toggle).toBeChecked()
    await waitFor(() => expect(thumbSide(canvasElement.querySelector('[data-part="root"]')!)).toBe('end'))
  },
}

export const Disabled: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Toggle {...args} disabled label={copy[locale].notifications} />
        <Toggle {...args} disabled defaultChecked label={copy[locale].private} />
      </div>
    )
  },
  play: async ({ canvasElement, args }) => {
    const c = storyCopy()
    const canvas = within(canvasElement)
    const off = canvas.getByRole('switch', { name: c.notifications })
    const on = canvas.getByRole('switch', { name: c.private })
    await expect(off).toBeDisabled()
    await userEvent.click(canvas.getByText(c.notifications), { pointerEventsCheck: 0 })
    await expect(off).not.toBeChecked()
    await expect(on).toBeChecked()
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}

export const Invalid: Story = {
  args: { invalid: true, required: true },
  render: function Render(args) {
    const { locale } = useI18n()
    return <Toggle {...args} label={copy[locale].terms} />
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: storyCopy().terms })
    await expect(toggle).toHaveAttribute('aria-invalid', 'true')
    await expect(toggle).toBeRequired()
    await expect(canvasElement.querySelector('[data-part="control"]')).toHaveAttribute('data-invalid')
  },
}

export const Sizes: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Toggle
            key={size}
            {...args}
            size={size}
            defaultChecked
            label={`${copy[locale].private} (${size})`}
          />
        ))}
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const roots = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="root"]')]
    const widths = roots.map((r) => r.querySelector('[data-part="control"]')!.getBoundingClientRect().width)
    await expect(widths).toEqual([32, 40, 48])
    for (const root of roots) await waitFor(() => expect(thumbSide(root)).toBe('end'))
  },
}
