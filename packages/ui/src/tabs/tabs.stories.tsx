import type { Meta, StoryObj } from '@storybook/react-vite'
import { BookOpen, ListChecks } from 'lucide-react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { useI18n } from '@sufra/i18n'
import { Tabs } from '.'

const text = {
  en: {
    recipes: 'Recipes',
    saved: 'Saved',
    about: 'About',
    recipesBody: '12 recipes by Layla',
    savedBody: 'Recipes Layla saved',
    aboutBody: 'Home cook from Amman',
    today: 'Today',
    weekly: 'Weekly goal',
    monthly: 'Monthly',
    goals: 'Nutrition goals',
  },
  ar: {
    recipes: 'الوصفات',
    saved: 'المحفوظة',
    about: 'نبذة',
    recipesBody: '12 وصفة من ليلى',
    savedBody: 'وصفات حفظتها ليلى',
    aboutBody: 'طاهية منزلية من عمّان',
    today: 'اليوم',
    weekly: 'الهدف الأسبوعي',
    monthly: 'شهري',
    goals: 'أهداف التغذية',
  },
}
const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const copy = () => text[storyLocale()]
const onValueChange = fn()

const meta = {
  title: 'UI/Tabs',
  component: Tabs.Root,
  argTypes: {
    variant: { control: 'inline-radio', options: ['line', 'enclosed'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Tabs.Root>

export default meta
type Story = StoryObj<typeof meta>

/** A creator profile: arrow keys follow the reading direction. */
export const Line: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    const t = text[locale]
    return (
      <Tabs.Root {...args} defaultValue="recipes">
        <Tabs.List>
          <Tabs.Trigger value="recipes">
            <BookOpen aria-hidden />
            {t.recipes}
          </Tabs.Trigger>
          <Tabs.Trigger value="saved">{t.saved}</Tabs.Trigger>
          <Tabs.Trigger value="about">{t.about}</Tabs.Trigger>
          <Tabs.Indicator />
        </Tabs.List>
        <Tabs.Content value="recipes">{t.recipesBody}</Tabs.Content>
        <Tabs.Content value="saved">{t.savedBody}</Tabs.Content>
        <Tabs.Content value="about">{t.aboutBody}</Tabs.Content>
      </Tabs.Root>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const t = copy()
    const recipes = canvas.getByRole('tab', { name: t.recipes })
    const saved = canvas.getByRole('tab', { name: t.saved })
    const about = canvas.getByRole('tab', { name: t.about })
    await expect(recipes).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(t.recipesBody)

    await userEvent.click(saved)
    await expect(saved).toHaveAttribute('aria-selected', 'true')
    // The previous panel may still be leaving (presence), so wait for the one shown panel.
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent(t.savedBody))

    // ArrowRight goes towards the visual right: the next tab in English, the previous in Arabic.
    const rtl = document.dir === 'rtl'
    await expect(canvas.getByRole('tablist')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr')
    // Ark moves focus and selection on the next animation frame.
    await userEvent.keyboard('{ArrowRight}')
    const right = rtl ? recipes : about
    await waitFor(() => expect(right).toHaveFocus())
    await waitFor(() => expect(right).toHaveAttribute('aria-selected', 'true'))
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(saved).toHaveFocus())
    await waitFor(() => expect(saved).toHaveAttribute('aria-selected', 'true'))

    // The visual order matches: the tab to the right of Saved is the one ArrowRight picked.
    const savedBox = saved.getBoundingClientRect()
    const rightBox = right.getBoundingClientRect()
    await expect(rightBox.left).toBeGreaterThan(savedBox.left)

    // The indicator sits under the selected tab.
    const indicator = canvasElement.querySelector<HTMLElement>('[data-part=indicator]')!
    // It slides and stretches there (a transition), so wait for where it comes to rest. The tab is
    // measured again each time (a late web font can still move it) and within a pixel (sub-pixel
    // positions round either way).
    await waitFor(() => {
      const box = indicator.getBoundingClientRect()
      const tab = saved.getBoundingClientRect()
      expect(Math.abs(box.left - tab.left)).toBeLessThanOrEqual(1)
      expect(Math.abs(box.width - tab.width)).toBeLessThanOrEqual(1)
    })

    await userEvent.keyboard('{End}')
    await waitFor(() => expect(about).toHaveFocus())
    await waitFor(() => expect(about).toHaveAttribute('aria-selected', 'true'))
    // The panel is labelled by its tab and can take focus, so Tab leads into it.
    const panel = canvas.getByRole('tabpanel', { name: t.about })
    await expect(panel).toHaveTextContent(t.aboutBody)
    await expect(panel).toHaveAttribute('tabindex', '0')
  },
}

/** Planner goals: enclosed tabs, controlled through onValueChange. */
export const Enclosed: Story = {
  args: { variant: 'enclosed', size: 'sm' },
  render: function Render(args) {
    const { locale } = useI18n()
    const t = text[locale]
    return (
      <Tabs.Root {...args} defaultValue="today" onValueChange={onValueChange}>
        <Tabs.List aria-label={t.goals}>
          <Tabs.Trigger value="today">{t.today}</Tabs.Trigger>
          <Tabs.Trigger value="weekly">
            <ListChecks aria-hidden />
            {t.weekly}
          </Tabs.Trigger>
          <Tabs.Trigger value="monthly" disabled>
            {t.monthly}
          </Tabs.Trigger>
          <Tabs.Indicator />
        </Tabs.List>
        <Tabs.Content value="today">{t.today}: 1,450 / 2,000</Tabs.Content>
        <Tabs.Content value="weekly">{t.weekly}: 9,800 / 14,000</Tabs.Content>
        <Tabs.Content value="monthly">{t.monthly}</Tabs.Content>
      </Tabs.Root>
    )
  },
  play: async ({ canvasElement }) => {
    onValueChange.mockClear()
    const canvas = within(canvasElement)
    const t = copy()
    await expect(canvas.getByRole('tablist', { name: t.goals })).toBeVisible()
    const today = canvas.getByRole('tab', { name: t.today })
    const weekly = canvas.getByRole('tab', { name: t.weekly })
    await userEvent.click(weekly)
    await expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'weekly' }))
    await expect(weekly).toHaveAttribute('aria-selected', 'true')
    // The selected tab carries its own surface in this variant.
    await expect(getComputedStyle(weekly).backgroundColor).not.toBe(getComputedStyle(today).backgroundColor)
    // The disabled tab is skipped: moving on from Weekly wraps round to Today.
    await userEvent.keyboard(document.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}')
    await waitFor(() => expect(today).toHaveFocus())
    await waitFor(() =>
      expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'today' })),
    )
    await expect(canvas.getByRole('tab', { name: t.monthly })).toBeDisabled()
  },
}

export const Fitted: Story = {
  args: { fitted: true },
  render: function Render(args) {
    const { locale } = useI18n()
    const t = text[locale]
    return (
      <div style={{ maxWidth: 420 }}>
        <Tabs.Root {...args} defaultValue="recipes">
          <Tabs.List>
            <Tabs.Trigger value="recipes">{t.recipes}</Tabs.Trigger>
            <Tabs.Trigger value="saved">{t.saved}</Tabs.Trigger>
            <Tabs.Indicator />
          </Tabs.List>
          <Tabs.Content value="recipes">{t.recipesBody}</Tabs.Content>
          <Tabs.Content value="saved">{t.savedBody}</Tabs.Content>
        </Tabs.Root>
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [first, second] = canvas.getAllByRole('tab')
    await expect(Math.round(first!.getBoundingClientRect().width)).toBe(
      Math.round(second!.getBoundingClientRect().width),
    )
    await userEvent.click(second!)
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent(copy().savedBody))
  },
}
