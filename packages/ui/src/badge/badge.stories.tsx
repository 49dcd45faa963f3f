import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { messages, useI18n } from '@sufra/i18n'
import { Badge, VerifiedBadge } from './badge'

const labels = {
  en: { neutral: 'Draft', accent: 'New', success: 'Published', warning: 'Pending', danger: 'Removed' },
  ar: { neutral: 'مسودة', accent: 'جديد', success: 'منشورة', warning: 'قيد المراجعة', danger: 'محذوفة' },
}
const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const variants = ['neutral', 'accent', 'success', 'warning', 'danger'] as const

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'New' },
  argTypes: {
    variant: { control: 'select', options: variants },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Variants: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {(['sm', 'md'] as const).map((size) => (
          <div key={size} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {variants.map((variant) => (
              <Badge key={variant} {...args} variant={variant} size={size} data-testid={`${variant}-${size}`}>
                {labels[locale][variant]}
              </Badge>
            ))}
          </div>
        ))}
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const text = labels[storyLocale()]
    const backgrounds = new Set<string>()
    for (const variant of variants) {
      const badge = canvas.getByTestId(`${variant}-sm`)
      await expect(badge).toHaveTextContent(text[variant])
      backgrounds.add(getComputedStyle(badge).backgroundColor)
    }
    await expect(backgrounds.size).toBe(variants.length)
    const small = canvas.getByTestId('accent-sm').getBoundingClientRect().height
    const medium = canvas.getByTestId('accent-md').getBoundingClientRect().height
    await expect(small).toBeLessThan(medium)
  },
}

const people = {
  en: { verified: 'Layla Haddad', unverified: 'Omar Khalil' },
  ar: { verified: 'ليلى حداد', unverified: 'عمر خليل' },
}

/** Beside a user's name: a check badge when verified, an exclamation mark otherwise. */
export const Verified: Story = {
  render: function Render() {
    const { locale } = useI18n()
    const names = people[locale]
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'start' }}>
        <p style={{ display: 'inline-flex', gap: 6, alignItems: 'center', margin: 0 }}>
          <span dir="auto">{names.verified}</span>
          <VerifiedBadge verified />
        </p>
        <p style={{ display: 'inline-flex', gap: 6, alignItems: 'center', margin: 0 }}>
          <span dir="auto">{names.unverified}</span>
          <VerifiedBadge verified={false} />
        </p>
        <VerifiedBadge verified showLabel size="md" />
        <VerifiedBadge verified={false} showLabel size="md" />
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const m = messages[storyLocale()]
    const verified = canvas.getByRole('img', { name: m['ui.badge.verified'] })
    const unverified = canvas.getByRole('img', { name: m['ui.badge.unverified'] })
    await expect(verified).toHaveAttribute('data-verified', 'true')
    await expect(unverified).toHaveAttribute('data-verified', 'false')
    // Different glyphs, not just different colours.
    await expect(verified.querySelector('svg')!.getAttribute('class')).toContain('badge-check')
    await expect(unverified.querySelector('svg')!.getAttribute('class')).toContain('circle-alert')
    await expect(getComputedStyle(verified).color).not.toBe(getComputedStyle(unverified).color)
    await expect(canvas.getByText(m['ui.badge.verified'])).toBeVisible()
    await expect(canvas.getByText(m['ui.badge.unverified'])).toBeVisible()
  },
}
