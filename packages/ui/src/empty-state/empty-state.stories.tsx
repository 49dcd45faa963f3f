import type { Meta, StoryObj } from '@storybook/react-vite'
import { BookmarkX, ListX } from 'lucide-react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { useI18n } from '@sufra/i18n'
import { Button } from '../button'
import { EmptyState } from './empty-state'

const text = {
  en: {
    saved: 'No saved recipes found',
    savedHint: 'Tap the bookmark on any recipe to keep it here.',
    explore: 'Explore recipes',
    lists: 'No lists available',
    select: 'select a list to view items',
  },
  ar: {
    saved: 'لم يتم العثور على وصفات محفوظة',
    savedHint: 'اضغط على علامة الحفظ في أي وصفة لتجدها هنا.',
    explore: 'استكشف الوصفات',
    lists: 'لا توجد قوائم متاحة',
    select: 'اختر قائمة لعرض عناصرها',
  },
}
const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const copy = () => text[storyLocale()]
const onExplore = fn()

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No saved recipes found' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const NoSavedRecipes: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    const t = text[locale]
    return (
      <EmptyState
        {...args}
        icon={<BookmarkX />}
        title={t.saved}
        description={t.savedHint}
        action={<Button onClick={onExplore}>{t.explore}</Button>}
      />
    )
  },
  play: async ({ canvasElement }) => {
    onExplore.mockClear()
    const canvas = within(canvasElement)
    const heading = canvas.getByRole('heading', { level: 2, name: copy().saved })
    await expect(heading).toBeVisible()
    await expect(canvas.getByText(copy().savedHint)).toBeVisible()
    await expect(canvasElement.querySelector('svg')!.closest('[aria-hidden=true]')).not.toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: copy().explore }))
    await expect(onExplore).toHaveBeenCalledTimes(1)
  },
}

/** The shopping list sidebar: small, no action, titled at the sidebar's heading level. */
export const NoLists: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    const t = text[locale]
    return (
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        <div style={{ width: 260, border: '1px dashed var(--colors-border-default)', borderRadius: 12 }}>
          <EmptyState {...args} size="sm" titleAs="h3" icon={<ListX />} title={t.lists} />
        </div>
        <div style={{ width: 260, border: '1px dashed var(--colors-border-default)', borderRadius: 12 }}>
          <EmptyState {...args} size="sm" titleAs="p" title={t.select} />
        </div>
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 3, name: copy().lists })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: copy().select })).toBeNull()
    await expect(canvas.getByText(copy().select).tagName).toBe('P')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
