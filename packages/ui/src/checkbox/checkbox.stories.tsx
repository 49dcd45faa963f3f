import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { useI18n } from '@sufra/i18n'
import * as Checkbox from './checkbox'

const copy = {
  en: {
    remember: 'Remember me',
    all: 'Select all',
    items: ['Tomatoes', 'Onions', 'Garlic'],
    terms: 'I agree to the Terms & Conditions',
  },
  ar: {
    remember: 'تذكرني',
    all: 'تحديد الكل',
    items: ['طماطم', 'بصل', 'ثوم'],
    terms: 'أوافق على الشروط والأحكام',
  },
}

const storyCopy = () => copy[document.documentElement.lang === 'ar' ? 'ar' : 'en']

function Box({ label, ...props }: Checkbox.RootProps & { label: string }) {
  return (
    <Checkbox.Root {...props}>
      <Checkbox.Control>
        <Checkbox.Indicator />
        <Checkbox.Indicator indeterminate />
      </Checkbox.Control>
      <Checkbox.Label>{label}</Checkbox.Label>
      <Checkbox.HiddenInput />
    </Checkbox.Root>
  )
}

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox.Root,
  args: { onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox.Root>

export default meta
type Story = StoryObj<typeof meta>

/** The login form's "Remember me". */
export const Default: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    return <Box {...args} name="remember" label={copy[locale].remember} />
  },
  play: async ({ canvasElement, args }) => {
    const c = storyCopy()
    const canvas = within(canvasElement)
    const input = canvas.getByRole('checkbox', { name: c.remember })
    await expect(input).not.toBeChecked()

    await userEvent.click(canvas.getByText(c.remember))
    await expect(input).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(expect.objectContaining({ checked: true }))
    const control = canvasElement.querySelector('[data-part="control"]')!
    await expect(control).toHaveAttribute('data-state', 'checked')

    // Keyboard: Space toggles the focused box, and the focus ring shows on the drawn box.
    await userEvent.keyboard(' ')
    await expect(input).not.toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(expect.objectContaining({ checked: false }))
    await userEvent.tab({ shift: true })
    await userEvent.tab()
    await expect(input).toHaveFocus()
    await expect(control).toHaveAttribute('data-focus-visible')
    await userEvent.keyboard(' ')
    await expect(input).toBeChecked()
  },
}

function SelectAll() {
  const { locale } = useI18n()
  const c = copy[locale]
  const [checked, setChecked] = useState([true, false, false])
  const all = checked.every(Boolean) ? true : checked.some(Boolean) ? 'indeterminate' : false
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Box
        label={c.all}
        checked={all}
        onCheckedChange={(d) => setChecked(checked.map(() => d.checked === true))}
      />
      <div style={{ display: 'grid', gap: 12, paddingInlineStart: 28 }}>
        {c.items.map((item, i) => (
          <Box
            key={item}
            label={item}
            checked={checked[i]}
            onCheckedChange={(d) => setChecked(checked.map((v, j) => (j === i ? d.checked === true : v)))}
          />
        ))}
      </div>
    </div>
  )
}

/** A parent box shows the mixed state while only some children are checked. */
export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvasElement }) => {
    const c = storyCopy()
    const canvas = within(canvasElement)
    const all = canvas.getByRole('checkbox', { name: c.all })
    await expect(all).toBePartiallyChecked()
    await expect(canvasElement.querySelector('[data-part="control"]')).toHaveAttribute(
      'data-state',
      'indeterminate',
    )

    await userEvent.click(canvas.getByText(c.all))
    for (const item of c.items) await expect(canvas.getByRole('checkbox', { name: item })).toBeChecked()
    await expect(all).toBeChecked()

    await userEvent.click(canvas.getByText(c.items[1]!))
    await expect(all).toBePartiallyChecked()
    await userEvent.click(canvas.getByText(c.all))
    await expect(all).toBeChecked()
    await userEvent.click(canvas.getByText(c.all))
    for (const item of c.items) await expect(canvas.getByRole('checkbox', { name: item })).not.toBeChecked()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  render: function Render(args) {
    const { locale } = useI18n()
    return <Box {...args} label={copy[locale].remember} />
  },
  play: async ({ canvasElement, args }) => {
    const c = storyCopy()
    const canvas = within(canvasElement)
    const input = canvas.getByRole('checkbox', { name: c.remember })
    await expect(input).toBeDisabled()
    await userEvent.click(canvas.getByText(c.remember), { pointerEventsCheck: 0 })
    await expect(input).toBeChecked()
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}

export const Invalid: Story = {
  args: { invalid: true, required: true },
  render: function Render(args) {
    const { locale } = useI18n()
    return <Box {...args} label={copy[locale].terms} />
  },
  play: async ({ canvasElement }) => {
    const c = storyCopy()
    const canvas = within(canvasElement)
    const input = canvas.getByRole('checkbox', { name: c.terms })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toBeRequired()
    await expect(canvasElement.querySelector('[data-part="control"]')).toHaveAttribute('data-invalid')
    await userEvent.click(canvas.getByText(c.terms))
    await expect(input).toBeChecked()
  },
}
