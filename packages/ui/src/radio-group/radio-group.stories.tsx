import { useId, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { useI18n } from '@sufra/i18n'
import { css } from '@sufra/styled-system/css'
import * as RadioGroup from './radio-group'

const copy = {
  en: { gender: 'Gender', male: 'Male', female: 'Female', required: 'Gender is required' },
  ar: { gender: 'الجنس', male: 'ذكر', female: 'أنثى', required: 'الجنس مطلوب' },
}

const storyCopy = () => copy[document.documentElement.lang === 'ar' ? 'ar' : 'en']

function GenderOptions({ itemClassName }: { itemClassName?: string }) {
  const { locale } = useI18n()
  const c = copy[locale]
  return (['male', 'female'] as const).map((value) => (
    <RadioGroup.Item key={value} value={value} className={itemClassName}>
      <RadioGroup.ItemControl />
      <RadioGroup.ItemText>{c[value]}</RadioGroup.ItemText>
      <RadioGroup.ItemHiddenInput />
    </RadioGroup.Item>
  ))
}

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup.Root,
  args: { onValueChange: fn(), name: 'gender' },
} satisfies Meta<typeof RadioGroup.Root>

export default meta
type Story = StoryObj<typeof meta>

/** The sign-up step "ageGender": male or female, stacked. */
export const Vertical: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    return (
      <RadioGroup.Root {...args}>
        <RadioGroup.Label>{copy[locale].gender}</RadioGroup.Label>
        <GenderOptions />
      </RadioGroup.Root>
    )
  },
  play: async ({ canvasElement, args }) => {
    const c = storyCopy()
    const canvas = within(canvasElement)
    const group = canvas.getByRole('radiogroup', { name: c.gender })
    await expect(group).toHaveAttribute('aria-orientation', 'vertical')
    const male = canvas.getByRole('radio', { name: c.male })
    const female = canvas.getByRole('radio', { name: c.female })
    await expect(male).not.toBeChecked()
    await expect(female).not.toBeChecked()

    await userEvent.click(canvas.getByText(c.female))
    await expect(female).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'female' }))

    // Arrow keys move the choice inside the group.
    await expect(female).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await expect(male).toBeChecked()
    await expect(male).toHaveFocus()
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'male' }))
    await userEvent.keyboard('{ArrowDown}')
    await expect(female).toBeChecked()

    // The options are stacked.
    const [maleItem, femaleItem] = canvasElement.querySelectorAll('[data-part="item"]')
    await expect(femaleItem!.getBoundingClientRect().top).toBeGreaterThan(
      maleItem!.getBoundingClientRect().bottom - 1,
    )
  },
}

/** In a row, with the sliding Indicator behind the chosen option. Left/right follow the reading direction. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'male' },
  render: function Render(args) {
    const { locale } = useI18n()
    return (
      <RadioGroup.Root {...args}>
        <RadioGroup.Label>{copy[locale].gender}</RadioGroup.Label>
        <RadioGroup.Indicator />
        <GenderOptions itemClassName={css({ px: '3', py: '2' })} />
      </RadioGroup.Root>
    )
  },
  play: async ({ canvasElement, args }) => {
    const c = storyCopy()
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radiogroup', { name: c.gender })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    )
    const male = canvas.getByRole('radio', { name: c.male })
    const female = canvas.getByRole('radio', { name: c.female })
    await expect(male).toBeChecked()

    // Side by side, the first option at the inline start.
    const [maleItem, femaleItem] = canvasElement.querySelectorAll('[data-part="item"]')
    const a = maleItem!.getBoundingClientRect()
    const b = femaleItem!.getBoundingClientRect()
    await expect(Math.abs(a.top - b.top)).toBeLessThan(2)
    if (document.dir === 'rtl') await expect(b.right).toBeLessThanOrEqual(a.left)
    else await expect(b.left).toBeGreaterThanOrEqual(a.right)

    // Tab lands on the checked radio; the "forward" arrow is right in LTR and left in RTL.
    await userEvent.tab()
    await expect(male).toHaveFocus()
    await userEvent.keyboard(document.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}')
    await expect(female).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'female' }))

    // The indicator covers the chosen option.
    const indicator = canvasElement.querySelector('[data-part="indicator"]') as HTMLElement
    await expect(indicator).toBeVisible()
  },
}

function RequiredGender() {
  const { locale } = useI18n()
  const c = copy[locale]
  const errorId = useId()
  const [value, setValue] = useState<string | null>(null)
  const invalid = value === null
  return (
    <RadioGroup.Root
      name="gender"
      required
      invalid={invalid}
      value={value}
      onValueChange={(d) => setValue(d.value)}
      aria-describedby={invalid ? errorId : undefined}
    >
      <RadioGroup.Label>{c.gender}</RadioGroup.Label>
      <GenderOptions />
      {invalid ? (
        <span id={errorId} className={css({ textStyle: 'small', color: 'danger.text' })}>
          {c.required}
        </span>
      ) : null}
    </RadioGroup.Root>
  )
}

export const Invalid: Story = {
  render: () => <RequiredGender />,
  play: async ({ canvasElement }) => {
    const c = storyCopy()
    const canvas = within(canvasElement)
    const group = canvas.getByRole('radiogroup', { name: c.gender })
    await expect(group).toHaveAccessibleDescription(c.required)
    await expect(group).toHaveAttribute('aria-required', 'true')
    const male = canvas.getByRole('radio', { name: c.male })
    await expect(male).toHaveAttribute('aria-invalid', 'true')
    await expect(canvasElement.querySelector('[data-part="item-control"]')).toHaveAttribute('data-invalid')

    await userEvent.click(canvas.getByText(c.male))
    await expect(male).toBeChecked()
    await expect(male).not.toHaveAttribute('aria-invalid')
    await expect(canvas.queryByText(c.required)).not.toBeInTheDocument()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'female' },
  render: function Render(args) {
    const { locale } = useI18n()
    return (
      <RadioGroup.Root {...args}>
        <RadioGroup.Label>{copy[locale].gender}</RadioGroup.Label>
        <GenderOptions />
      </RadioGroup.Root>
    )
  },
  play: async ({ canvasElement, args }) => {
    const c = storyCopy()
    const canvas = within(canvasElement)
    const male = canvas.getByRole('radio', { name: c.male })
    await expect(male).toBeDisabled()
    await userEvent.click(canvas.getByText(c.male), { pointerEventsCheck: 0 })
    await expect(canvas.getByRole('radio', { name: c.female })).toBeChecked()
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}
