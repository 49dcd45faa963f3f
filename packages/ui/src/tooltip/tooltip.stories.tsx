import type { Meta, StoryObj } from '@storybook/react-vite'
import { BookmarkIcon } from 'lucide-react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { useI18n } from '@sufra/i18n'
import { Button } from '../button'
import { Tooltip } from '.'

const text = {
  en: { save: 'Save recipe', hint: 'Keep it in your Saved collection to cook later' },
  ar: { save: 'حفظ الوصفة', hint: 'احتفظ بها في محفوظاتك لتطبخها لاحقًا' },
}
const copy = () => text[document.documentElement.lang === 'ar' ? 'ar' : 'en']
const body = () => within(document.body)

function SaveTooltip(props: Tooltip.RootProps) {
  const { locale } = useI18n()
  const s = text[locale]
  return (
    <Tooltip.Root {...props}>
      <Tooltip.Trigger asChild>
        <Button variant="outline" shape="icon" aria-label={s.save}>
          <BookmarkIcon aria-hidden size={18} />
        </Button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>
            <Tooltip.Arrow />
            {s.hint}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Tooltip.Portal>
    </Tooltip.Root>
  )
}

const meta = {
  title: 'UI/Tooltip',
  component: SaveTooltip,
  args: { onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'center', paddingBlock: 96 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SaveTooltip>

export default meta
type Story = StoryObj<typeof meta>

export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: copy().save })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    const tooltip = await body().findByRole('tooltip')
    await expect(tooltip).toHaveTextContent(copy().hint)
    // The hint describes the control for screen readers too.
    await expect(trigger).toHaveAccessibleDescription(copy().hint)
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(expect.objectContaining({ open: true }))

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

export const Hover: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: copy().save })
    await userEvent.hover(trigger)
    // Opens after the hover delay, above the trigger by default.
    const tooltip = await body().findByRole('tooltip', {}, { timeout: 2000 })
    await waitFor(() => expect(tooltip.getAnimations()).toHaveLength(0))
    await expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      trigger.getBoundingClientRect().top,
    )

    await userEvent.unhover(trigger)
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 2000 })
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(expect.objectContaining({ open: false }))
  },
}

/** `bottom-start` lines the hint up with the trigger's inline start: its left edge in English, right in Arabic. */
export const StartAligned: Story = {
  args: { positioning: { placement: 'bottom-start' }, openDelay: 0 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: copy().save })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    const tooltip = await body().findByRole('tooltip')
    await waitFor(() => expect(tooltip.getAnimations()).toHaveLength(0))
    const hint = tooltip.getBoundingClientRect()
    const anchor = trigger.getBoundingClientRect()
    await expect(hint.top).toBeGreaterThanOrEqual(anchor.bottom)
    if (document.dir === 'rtl') await expect(hint.right).toBeCloseTo(anchor.right, 0)
    else await expect(hint.left).toBeCloseTo(anchor.left, 0)
    // Left open so the accessibility check covers the visible tooltip.
  },
}
