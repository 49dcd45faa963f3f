import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { intlLocaleOf, messages, useI18n, type Locale } from '@sufra/i18n'
import * as Field from '../field/field'
import * as NumberInput from './number-input'

const copy = {
  en: {
    servings: 'Servings',
    height: 'Height (CM)',
    weight: 'Weight (KG)',
    calories: 'Daily calories',
    heightRequired: 'Height is required',
  },
  ar: {
    servings: 'الحصص',
    height: 'الطول (سم)',
    weight: 'الوزن (كغ)',
    calories: 'السعرات اليومية',
    heightRequired: 'الطول مطلوب',
  },
}

const storyLocale = (): Locale => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
// zag writes the input's text on the next animation frame, so value checks wait for it.
const expectValue = (input: HTMLElement, value: string) => waitFor(() => expect(input).toHaveValue(value))

// Quicker than frames render, as on a busy phone: typed digits must never be reordered.
const typing = { delay: 0 }

const t = (id: 'ui.numberInput.increment' | 'ui.numberInput.decrement') => messages[storyLocale()][id]

function Steppers() {
  return (
    <NumberInput.Control>
      <NumberInput.Input />
      <NumberInput.IncrementTrigger />
      <NumberInput.DecrementTrigger />
    </NumberInput.Control>
  )
}

const meta = {
  title: 'UI/NumberInput',
  component: NumberInput.Root,
} satisfies Meta<typeof NumberInput.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Recipe servings: at least 1 (spec), whole numbers. */
export const Servings: Story = {
  args: { min: 1, defaultValue: '1', onValueChange: fn(), style: { maxWidth: 160 } },
  render: function Render(args) {
    const { locale } = useI18n()
    return (
      <NumberInput.Root {...args}>
        <NumberInput.Label>{copy[locale].servings}</NumberInput.Label>
        <Steppers />
      </NumberInput.Root>
    )
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('spinbutton', { name: copy[storyLocale()].servings })
    const increment = canvas.getByRole('button', { name: t('ui.numberInput.increment') })
    const decrement = canvas.getByRole('button', { name: t('ui.numberInput.decrement') })
    await expectValue(input, '1')
    await expect(input).toHaveAttribute('aria-valuemin', '1')
    // At the minimum the decrement stepper is off.
    await expect(decrement).toBeDisabled()

    await userEvent.click(increment)
    await expectValue(input, '2')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ valueAsNumber: 2 }))
    await expect(decrement).toBeEnabled()

    // Arrow keys step from the keyboard.
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expectValue(input, '4')
    await userEvent.keyboard('{ArrowDown}')
    await expectValue(input, '3')

    // Typing below the minimum is clamped when the field is left.
    await userEvent.clear(input)
    await userEvent.type(input, '0', typing)
    await userEvent.tab()
    await expectValue(input, '1')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ valueAsNumber: 1 }))
  },
}

function BodyMetricsDemo() {
  const { locale } = useI18n()
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 240 }}>
      <NumberInput.Root min={50} max={250} defaultValue="170" name="height">
        <NumberInput.Label>{copy[locale].height}</NumberInput.Label>
        <Steppers />
      </NumberInput.Root>
      <NumberInput.Root
        min={20}
        max={400}
        step={0.1}
        defaultValue="70"
        name="weight"
        formatOptions={{ maximumFractionDigits: 1 }}
      >
        <NumberInput.Label>{copy[locale].weight}</NumberInput.Label>
        <Steppers />
      </NumberInput.Root>
    </div>
  )
}

/** The sign-up step "otherPersonalData": height in cm and weight in kg, clamped to sane bounds. */
export const HeightAndWeight: Story = {
  render: () => <BodyMetricsDemo />,
  play: async ({ canvasElement }) => {
    const c = copy[storyLocale()]
    const canvas = within(canvasElement)
    const height = canvas.getByRole('spinbutton', { name: c.height })
    const weight = canvas.getByRole('spinbutton', { name: c.weight })

    await userEvent.clear(height)
    await userEvent.type(height, '300', typing)
    await userEvent.tab()
    await expectValue(height, '250')
    // At the maximum the increment stepper is off.
    const [heightIncrement] = canvas.getAllByRole('button', { name: t('ui.numberInput.increment') })
    await expect(heightIncrement).toBeDisabled()

    await userEvent.click(weight)
    await userEvent.keyboard('{ArrowDown}')
    await expectValue(weight, '69.9')
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expectValue(weight, '70.1')
  },
}

/** Formatting follows the language (Arabic keeps Western digits, see intlLocaleOf). */
export const Formatting: Story = {
  args: { min: 0, defaultValue: '2000', style: { maxWidth: 200 } },
  render: function Render(args) {
    const { locale } = useI18n()
    return (
      <NumberInput.Root {...args}>
        <NumberInput.Label>{copy[locale].calories}</NumberInput.Label>
        <Steppers />
      </NumberInput.Root>
    )
  },
  play: async ({ canvasElement }) => {
    const format = new Intl.NumberFormat(intlLocaleOf(storyLocale())).format
    const input = within(canvasElement).getByRole('spinbutton', { name: copy[storyLocale()].calories })
    await expectValue(input, format(2000))
    await userEvent.clear(input)
    await userEvent.type(input, '2500', typing)
    await userEvent.tab()
    await expectValue(input, format(2500))
    await expect(input).toHaveAttribute('aria-valuenow', '2500')
  },
}

/** Typing faster than the field re-renders keeps the digits in order (2500 never becomes 2,005). */
export const FastTyping: Story = {
  args: { min: 0, defaultValue: '2000', style: { maxWidth: 200 } },
  render: function Render(args) {
    const { locale } = useI18n()
    return (
      <NumberInput.Root {...args}>
        <NumberInput.Label>{copy[locale].calories}</NumberInput.Label>
        <Steppers />
      </NumberInput.Root>
    )
  },
  play: async ({ canvasElement }) => {
    const format = new Intl.NumberFormat(intlLocaleOf(storyLocale())).format
    const input = within(canvasElement).getByRole('spinbutton', { name: copy[storyLocale()].calories })
    for (const typed of ['2500', '1234', '98765']) {
      await userEvent.clear(input)
      await userEvent.type(input, typed, { delay: 0 })
      // Let any late write-back from the keystrokes land before checking.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      await expect(input).toHaveValue(typed)
      await userEvent.tab()
      await expectValue(input, format(Number(typed)))
      await expect(input).toHaveAttribute('aria-valuenow', typed)
    }
  },
}

/** Digits typed on an Arabic keyboard (٠–٩) are read as Western digits. */
export const ArabicDigits: Story = {
  args: { min: 1, style: { maxWidth: 160 } },
  render: function Render(args) {
    const { locale } = useI18n()
    return (
      <NumberInput.Root {...args}>
        <NumberInput.Label>{copy[locale].servings}</NumberInput.Label>
        <Steppers />
      </NumberInput.Root>
    )
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: copy[storyLocale()].servings })
    await userEvent.type(input, '١٢', typing)
    await expectValue(input, '12')
    await userEvent.tab()
    await expectValue(input, '12')
    await expect(input).toHaveAttribute('aria-valuenow', '12')
  },
}

function RequiredHeight() {
  const { locale } = useI18n()
  const c = copy[locale]
  return (
    <Field.Root invalid required style={{ maxWidth: 240 }}>
      <NumberInput.Root min={50} max={250}>
        <NumberInput.Label>{c.height}</NumberInput.Label>
        <Steppers />
      </NumberInput.Root>
      <Field.ErrorText>{c.heightRequired}</Field.ErrorText>
    </Field.Root>
  )
}

/** Inside a Field: the field's invalid/required state and error text reach the input. */
export const Invalid: Story = {
  render: () => <RequiredHeight />,
  play: async ({ canvasElement }) => {
    const c = copy[storyLocale()]
    const canvas = within(canvasElement)
    const input = canvas.getByRole('spinbutton', { name: c.height })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toBeRequired()
    await expect(canvas.getByText(c.heightRequired)).toBeVisible()
    // The label carries the decorative required marker.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true')
    const control = input.closest('[data-part="control"]') as HTMLElement
    await waitFor(() => expect(getComputedStyle(control).borderTopColor).toBe(dangerColor()))
  },
}

/** The computed colour of the danger token, read from a probe so the test does not hard-code it. */
function dangerColor() {
  const probe = document.createElement('span')
  probe.style.color = 'var(--colors-danger-default)'
  document.body.append(probe)
  const color = getComputedStyle(probe).color
  probe.remove()
  return color
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '4', style: { maxWidth: 160 } },
  render: function Render(args) {
    const { locale } = useI18n()
    return (
      <NumberInput.Root {...args}>
        <NumberInput.Label>{copy[locale].servings}</NumberInput.Label>
        <Steppers />
      </NumberInput.Root>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('spinbutton', { name: copy[storyLocale()].servings })
    await expect(input).toBeDisabled()
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled()
  },
}
