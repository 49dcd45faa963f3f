import type { Meta, StoryObj } from '@storybook/react-vite'
import { Carrot, Soup } from 'lucide-react'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { messages, useI18n } from '@sufra/i18n'
import { Chip } from './chip'

const words = {
  en: {
    vegetarian: 'Vegetarian',
    glutenFree: 'Gluten free',
    tomato: 'Tomato',
    chickpeas: 'Chickpeas',
    soup: 'Soup',
    breakfast: 'Breakfast',
    filters: 'Diet labels',
    popular: 'Popular ingredients',
  },
  ar: {
    vegetarian: 'نباتي',
    glutenFree: 'خالٍ من الغلوتين',
    tomato: 'طماطم',
    chickpeas: 'حمص',
    soup: 'شوربة',
    breakfast: 'فطور',
    filters: 'التصنيفات الغذائية',
    popular: 'المكونات الشائعة',
  },
}
const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const copy = () => words[storyLocale()]

const onSelectedChange = fn()
const onRemove = fn()
const onPick = fn()

const meta = {
  title: 'UI/Chip',
  component: Chip,
  args: { children: 'Tomato' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['subtle', 'outline', 'solid'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Chip>

export default meta
type Story = StoryObj<typeof meta>

/** Filter chips: toggle buttons with aria-pressed and a check mark when on. */
export const Toggle: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    const w = words[locale]
    return (
      <div role="group" aria-label={w.filters} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Chip {...args} variant="outline" defaultSelected={false} onSelectedChange={onSelectedChange}>
          {w.vegetarian}
        </Chip>
        <Chip {...args} variant="outline" defaultSelected>
          {w.glutenFree}
        </Chip>
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    onSelectedChange.mockClear()
    const canvas = within(canvasElement)
    const chip = canvas.getByRole('button', { name: copy().vegetarian })
    await expect(chip).toHaveAttribute('aria-pressed', 'false')
    await expect(chip.querySelector('svg')).toBeNull()
    await userEvent.click(chip)
    await expect(chip).toHaveAttribute('aria-pressed', 'true')
    await expect(onSelectedChange).toHaveBeenLastCalledWith(true)
    // The check mark tells "on" apart without relying on colour.
    await expect(chip.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    await expect(chip.parentElement).toHaveAttribute('data-selected')
    await userEvent.keyboard(' ')
    await expect(chip).toHaveAttribute('aria-pressed', 'false')
    await expect(onSelectedChange).toHaveBeenLastCalledWith(false)
    await expect(canvas.getByRole('button', { name: copy().glutenFree })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

function ControlledFilters() {
  const { locale } = useI18n()
  const w = words[locale]
  const [chosen, setChosen] = useState<string[]>([w.soup])
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {[w.soup, w.breakfast].map((label) => (
        <Chip
          key={label}
          variant="solid"
          selected={chosen.includes(label)}
          onSelectedChange={(on) =>
            setChosen((list) => (on ? [...list, label] : list.filter((x) => x !== label)))
          }
        >
          {label}
        </Chip>
      ))}
      <output data-testid="chosen">{chosen.join(',')}</output>
    </div>
  )
}

export const Controlled: Story = {
  render: () => <ControlledFilters />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const breakfast = canvas.getByRole('button', { name: copy().breakfast })
    await userEvent.click(breakfast)
    await expect(breakfast).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByTestId('chosen')).toHaveTextContent(`${copy().soup},${copy().breakfast}`)
    await userEvent.click(canvas.getByRole('button', { name: copy().soup }))
    await expect(canvas.getByTestId('chosen')).toHaveTextContent(copy().breakfast)
  },
}

/** Popular ingredients in the search panel: action buttons and links. */
export const ActionsAndLinks: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    const w = words[locale]
    return (
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Chip {...args} icon={<Carrot aria-hidden />} onClick={() => onPick('tomato')}>
          {w.tomato}
        </Chip>
        <Chip {...args} variant="outline" icon={<Soup aria-hidden />} href="#/category/soup">
          {w.soup}
        </Chip>
        <Chip {...args} variant="outline" size="sm">
          {w.chickpeas}
        </Chip>
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    onPick.mockClear()
    const canvas = within(canvasElement)
    const action = canvas.getByRole('button', { name: copy().tomato })
    await expect(action).not.toHaveAttribute('aria-pressed')
    await userEvent.click(action)
    await expect(onPick).toHaveBeenCalledWith('tomato')
    await expect(canvas.getByRole('link', { name: copy().soup })).toHaveAttribute('href', '#/category/soup')
    // A chip without an action is just text.
    await expect(canvas.queryByRole('button', { name: copy().chickpeas })).toBeNull()
    await expect(canvas.getByText(copy().chickpeas)).toHaveAttribute('dir', 'auto')
  },
}

/** Chosen filters with a remove button named "Remove <chip>". */
export const Removable: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    const w = words[locale]
    return (
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {(['subtle', 'outline', 'solid'] as const).map((variant) => (
          <Chip
            key={variant}
            {...args}
            variant={variant}
            selected={variant === 'solid'}
            onSelectedChange={() => undefined}
            onRemove={() => onRemove(variant)}
          >
            {`${w.tomato} ${variant}`}
          </Chip>
        ))}
        <Chip {...args} size="sm" onRemove={() => onRemove('sm')}>
          {w.chickpeas}
        </Chip>
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    onRemove.mockClear()
    const canvas = within(canvasElement)
    const remove = messages[storyLocale()]['ui.chip.remove']
    const button = canvas.getByRole('button', { name: `${remove} ${copy().tomato} outline` })
    await userEvent.click(button)
    await expect(onRemove).toHaveBeenCalledWith('outline')
    await userEvent.click(canvas.getByRole('button', { name: `${remove} ${copy().chickpeas}` }))
    await expect(onRemove).toHaveBeenLastCalledWith('sm')
    // Tab reaches the chip and then its remove button.
    const toggle = canvas.getByRole('button', { name: `${copy().tomato} subtle` })
    toggle.focus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: `${remove} ${copy().tomato} subtle` })).toHaveFocus()
    // Remove buttons stay at least 24 px for touch.
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(24)
  },
}
