import { useMemo, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { useI18n, type Locale } from '@sufra/i18n'
import * as Select from './select'

const activityLevels = ['sedentary', 'light', 'moderate', 'active', 'very active'] as const
type ActivityLevel = (typeof activityLevels)[number]

// The app passes labels in; this story carries both languages itself.
const copy = {
  en: {
    label: 'Activity Level',
    placeholder: 'Select Activity Level',
    required: 'Activity Level is required',
    levels: {
      sedentary: 'Sedentary',
      light: 'Light',
      moderate: 'Moderate',
      active: 'Active',
      'very active': 'Very active',
    },
  },
  ar: {
    label: 'مستوى النشاط',
    placeholder: 'اختر مستوى النشاط',
    required: 'مستوى النشاط مطلوب',
    levels: {
      sedentary: 'قليل الحركة',
      light: 'نشاط خفيف',
      moderate: 'نشاط متوسط',
      active: 'نشيط',
      'very active': 'نشيط جدًا',
    },
  },
} satisfies Record<Locale, { levels: Record<ActivityLevel, string> } & Record<string, unknown>>

const storyCopy = () => copy[document.documentElement.lang === 'ar' ? 'ar' : 'en']

type DemoProps = {
  onValueChange?: (value: string[]) => void
  required?: boolean
  disabled?: boolean
  /** Validate on change like the sign-up form: invalid while required and empty after a try. */
  validate?: boolean
  defaultValue?: string[]
}

function ActivityLevelSelect({ onValueChange, required, disabled, validate, defaultValue }: DemoProps) {
  const { locale } = useI18n()
  const c = copy[locale]
  const collection = useMemo(
    () =>
      Select.createListCollection({
        items: activityLevels.map((value) => ({ value, label: c.levels[value] })),
      }),
    [c],
  )
  const [value, setValue] = useState<string[]>(defaultValue ?? [])
  return (
    <div style={{ maxWidth: 320, minHeight: 320 }}>
      <Select.Root
        collection={collection}
        name="activityLevel"
        value={value}
        required={required}
        disabled={disabled}
        invalid={validate && value.length === 0}
        onValueChange={(details) => {
          setValue(details.value)
          onValueChange?.(details.value)
        }}
      >
        <Select.Label>{c.label}</Select.Label>
        <Select.Control>
          <Select.Trigger>
            <Select.ValueText placeholder={c.placeholder} />
            <Select.Indicator />
          </Select.Trigger>
        </Select.Control>
        <Select.Positioner>
          <Select.Content>
            {collection.items.map((item) => (
              <Select.Item key={item.value} item={item}>
                <Select.ItemText>{item.label}</Select.ItemText>
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
        <Select.ErrorText>{c.required}</Select.ErrorText>
        <Select.HiddenSelect />
      </Select.Root>
    </div>
  )
}

const meta = {
  title: 'UI/Select',
  component: ActivityLevelSelect,
  args: { onValueChange: fn() },
} satisfies Meta<typeof ActivityLevelSelect>

export default meta
type Story = StoryObj<typeof meta>

export const ActivityLevel: Story = {
  play: async ({ canvasElement, args }) => {
    const c = storyCopy()
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('combobox', { name: c.label })
    // The disabled placeholder: shown while empty, never offered as an option.
    await expect(trigger).toHaveTextContent(c.placeholder)
    await expect(trigger).toHaveAttribute('dir', document.dir)
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await userEvent.click(trigger)
    const listbox = await canvas.findByRole('listbox')
    await waitFor(() => expect(listbox).toBeVisible())
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const options = within(listbox).getAllByRole('option')
    await expect(options.map((o) => o.textContent)).toEqual(activityLevels.map((v) => c.levels[v]))

    await userEvent.click(within(listbox).getByRole('option', { name: c.levels.moderate }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['moderate'])
    await waitFor(() => expect(listbox).not.toBeVisible())
    await expect(trigger).toHaveTextContent(c.levels.moderate)
    await expect(trigger).toHaveFocus()
    // The native select mirrors the value for form submission.
    await expect(canvasElement.querySelector('select[name="activityLevel"]')).toHaveValue('moderate')

    // The chevron sits at the inline end: right in LTR, left in RTL.
    const text = trigger.querySelector('[data-part="value-text"]')!.getBoundingClientRect()
    const chevron = trigger.querySelector('[data-part="indicator"]')!.getBoundingClientRect()
    if (document.dir === 'rtl') await expect(chevron.right).toBeLessThanOrEqual(text.left)
    else await expect(chevron.left).toBeGreaterThanOrEqual(text.right)
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const c = storyCopy()
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('combobox', { name: c.label })
    const listbox = canvas.getByRole('listbox', { hidden: true })
    // Each step waits for the list to settle: it fades out, so a key pressed mid-fade would race it.
    const open = () =>
      waitFor(() => {
        expect(trigger).toHaveAttribute('aria-expanded', 'true')
        expect(listbox).toBeVisible()
      })
    const closed = () =>
      waitFor(() => {
        expect(trigger).toHaveAttribute('aria-expanded', 'false')
        expect(listbox).not.toBeVisible()
      })
    const highlighted = (label: string) =>
      waitFor(() =>
        expect(within(listbox).getByRole('option', { name: label, hidden: true })).toHaveAttribute(
          'data-highlighted',
        ),
      )

    await userEvent.tab()
    await expect(trigger).toHaveFocus()

    // Enter opens the list with the first option highlighted; arrows move; Enter picks.
    await userEvent.keyboard('{Enter}')
    await open()
    await highlighted(c.levels.sedentary)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await highlighted(c.levels.moderate)
    await userEvent.keyboard('{Enter}')
    await closed()
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['moderate'])
    await expect(trigger).toHaveTextContent(c.levels.moderate)

    // Reopen on the chosen option, step to the end, close with Escape: the value stays.
    await userEvent.keyboard('{ArrowDown}')
    await open()
    await highlighted(c.levels.moderate)
    await userEvent.keyboard('{End}')
    await highlighted(c.levels['very active'])
    await userEvent.keyboard('{Escape}')
    await closed()
    await expect(trigger).toHaveTextContent(c.levels.moderate)
    await expect(trigger).toHaveFocus()

    await userEvent.keyboard('{Enter}')
    await open()
    await userEvent.keyboard('{End}')
    await highlighted(c.levels['very active'])
    await userEvent.keyboard('{Enter}')
    await closed()
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['very active'])
    await expect(trigger).toHaveTextContent(c.levels['very active'])
  },
}

/** Required and empty after a try: the inline error from the spec, tied to the trigger. */
export const Invalid: Story = {
  args: { required: true, validate: true },
  play: async ({ canvasElement }) => {
    const c = storyCopy()
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('combobox', { name: c.label })
    await expect(trigger).toHaveAttribute('aria-invalid', 'true')
    await expect(trigger).toHaveAttribute('aria-required', 'true')
    const error = canvas.getByText(c.required)
    await expect(error).toBeVisible()
    await waitFor(() => expect(trigger).toHaveAccessibleDescription(c.required))
    await expect(trigger.getAttribute('aria-describedby')?.split(' ')).toContain(error.closest('[id]')!.id)
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true')

    await userEvent.click(trigger)
    const listbox = await canvas.findByRole('listbox')
    await userEvent.click(within(listbox).getByRole('option', { name: c.levels.light }))
    await expect(trigger).not.toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.queryByText(c.required)).not.toBeInTheDocument()
    await expect(trigger).not.toHaveAttribute('aria-describedby')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['active'] },
  play: async ({ canvasElement, args }) => {
    const c = storyCopy()
    const trigger = within(canvasElement).getByRole('combobox', { name: c.label })
    await expect(trigger).toBeDisabled()
    await expect(trigger).toHaveTextContent(c.levels.active)
    await userEvent.click(trigger, { pointerEventsCheck: 0 })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}
