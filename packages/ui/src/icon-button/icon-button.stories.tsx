import type { Meta, StoryObj } from '@storybook/react-vite'
import { Bookmark, Heart, Share2 } from 'lucide-react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { useI18n } from '@sufra/i18n'
import { IconButton } from './icon-button'

const labels = {
  en: { save: 'Save recipe', like: 'Like recipe', share: 'Share recipe' },
  ar: { save: 'حفظ الوصفة', like: 'الإعجاب بالوصفة', share: 'مشاركة الوصفة' },
}
const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const copy = () => labels[storyLocale()]

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Save recipe', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['solid', 'outline', 'ghost', 'subtle', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    shape: { control: 'inline-radio', options: ['icon', 'round'] },
  },
  render: function Render(args) {
    const { locale } = useI18n()
    return (
      <IconButton {...args} aria-label={labels[locale].save}>
        <Bookmark />
      </IconButton>
    )
  },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { variant: 'outline' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: copy().save })
    // The icon is decoration; the name comes only from aria-label.
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    const { width, height } = button.getBoundingClientRect()
    await expect(width).toBe(height)
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
    button.blur()
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledTimes(2)
  },
}

export const ShapesAndSizes: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    const text = labels[locale]
    return (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <IconButton
            key={`like-${size}`}
            {...args}
            size={size}
            variant="ghost"
            aria-label={`${text.like} ${size}`}
          >
            <Heart />
          </IconButton>
        ))}
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <IconButton
            key={`share-${size}`}
            {...args}
            size={size}
            shape="round"
            variant="subtle"
            aria-label={`${text.share} ${size}`}
          >
            <Share2 />
          </IconButton>
        ))}
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const sides = ['sm', 'md', 'lg'].map((size) => {
      const button = canvas.getByRole('button', { name: `${copy().like} ${size}` })
      const { width, height } = button.getBoundingClientRect()
      return { width, height }
    })
    for (const side of sides) await expect(side.width).toBe(side.height)
    await expect(sides[0]!.width).toBeLessThan(sides[1]!.width)
    await expect(sides[1]!.width).toBeLessThan(sides[2]!.width)
    const round = canvas.getByRole('button', { name: `${copy().share} md` })
    await expect(parseFloat(getComputedStyle(round).borderTopLeftRadius)).toBeGreaterThanOrEqual(
      round.getBoundingClientRect().width / 2,
    )
  },
}

export const Loading: Story = {
  args: { loading: true, variant: 'solid' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: copy().save })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    // The spinner replaces the icon, so the square keeps its size.
    await expect(button.querySelector('svg')).toBeNull()
    const { width, height } = button.getBoundingClientRect()
    await expect(width).toBe(height)
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}
