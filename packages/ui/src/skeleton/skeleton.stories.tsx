import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { useI18n } from '@sufra/i18n'
import { Skeleton, SkeletonCircle, SkeletonText } from './skeleton'

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: ['rect', 'text', 'circle'] } },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Shapes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 360 }}>
      <Skeleton {...args} data-testid="rect" />
      <SkeletonText lines={3} data-testid="text" />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <SkeletonCircle key={size} size={size} data-testid={`circle-${size}`} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rect = canvas.getByTestId('rect')
    const text = canvas.getByTestId('text')
    await expect(rect).toHaveAttribute('aria-hidden', 'true')
    await expect(text).toHaveAttribute('aria-hidden', 'true')
    await expect(text.querySelectorAll('[data-part=skeleton]')).toHaveLength(3)
    // The last line is shorter, like the end of a paragraph.
    const lines = Array.from(
      text.querySelectorAll('[data-part=skeleton]'),
      (line) => line.getBoundingClientRect().width,
    )
    await expect(lines[2]).toBeLessThan(lines[0]!)
    const style = getComputedStyle(rect)
    await expect(style.animationName).toBe('shimmer')
    // The sheen runs in reading direction.
    await expect(style.animationDirection).toBe(document.dir === 'rtl' ? 'reverse' : 'normal')
    const circle = canvas.getByTestId('circle-md').getBoundingClientRect()
    await expect(circle.width).toBe(40)
    await expect(circle.height).toBe(40)
    await expect(
      parseFloat(getComputedStyle(canvas.getByTestId('circle-md')).borderTopLeftRadius),
    ).toBeGreaterThanOrEqual(20)
  },
}

const regionName = { en: 'Loading recipes', ar: 'جارٍ تحميل الوصفات' }

/** A recipe card placeholder; the region says it is busy, the blocks stay silent. */
export const RecipeCardPlaceholder: Story = {
  render: function Render() {
    const { locale } = useI18n()
    return (
      <section aria-busy="true" aria-label={regionName[locale]} style={{ maxWidth: 320 }}>
        <Skeleton style={{ aspectRatio: '4 / 3', height: 'auto' }} />
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBlock: 12 }}>
          <SkeletonCircle size="sm" />
          <Skeleton shape="text" style={{ width: '40%' }} />
        </div>
        <SkeletonText lines={2} />
      </section>
    )
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: regionName[document.documentElement.lang === 'ar' ? 'ar' : 'en'],
    })
    await expect(region).toHaveAttribute('aria-busy', 'true')
    // Nothing inside is exposed to assistive technology.
    const blocks = region.querySelectorAll('[data-part=skeleton]')
    await expect(blocks.length).toBe(5)
    for (const block of blocks) await expect(block.closest('[aria-hidden=true]')).not.toBeNull()
  },
}
