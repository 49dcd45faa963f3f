import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { css } from '@sufra/styled-system/css'
import { RecipeOverview } from './recipe-overview'
import { StoryProviders, m, recipe, storyLocale } from './story-data'
import { createFakeApi } from '@sufra/api-client/testing'
import { storyHost } from '../widget-host/story-host'

const api = createFakeApi()

const meta = {
  title: 'Widgets/RecipeDetail/RecipeOverview',
  component: RecipeOverview,
  render: (args) => (
    <StoryProviders host={storyHost({ user: null })} client={api.client}>
      <div className={css({ maxW: '2xl' })}>
        <RecipeOverview {...args} />
      </div>
    </StoryProviders>
  ),
  args: { recipe },
} satisfies Meta<typeof RecipeOverview>

export default meta
type Story = StoryObj<typeof meta>

const factTexts = (canvas: HTMLElement) =>
  Array.from(canvas.querySelectorAll('dl dd'), (node) => node.textContent?.trim())

/** Title (the page heading), facts with plural forms, the description and linked categories. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const ar = storyLocale() === 'ar'
    const heading = canvas.getByRole('heading', { level: 1 })
    await expect(heading).toHaveTextContent(recipe.title[storyLocale()])
    await expect(heading).toHaveAttribute('dir', 'auto')
    await expect(factTexts(canvasElement)).toEqual(
      ar ? ['45 دقيقة', '4 حصص', 'منذ 3 أيام'] : ['45 minutes', '4 servings', '3 days ago'],
    )
    // Each fact is named for assistive technology.
    await expect(canvasElement.querySelectorAll('dl dt')).toHaveLength(3)
    await expect(canvas.getByText(recipe.description[storyLocale()])).toHaveAttribute('dir', 'auto')

    const categories = canvas.getByRole('list', { name: m('recipeDetail.categories') })
    const mainCourse = within(categories).getByRole('link', { name: ar ? 'طبق رئيسي' : 'Main course' })
    await expect(mainCourse).toHaveAttribute('href', `/${storyLocale()}/category/main-course`)
    const cuisine = canvas.getByRole('list', { name: m('recipeDetail.cuisine') })
    await expect(within(cuisine).getByText(ar ? 'شامي' : 'Levantine')).toBeVisible()
  },
}

/** The servings the page shows (after the adjuster) and singular forms. */
export const OneServingOneMinute: Story = {
  args: { recipe: { ...recipe, time: 1 }, servings: 1 },
  play: async ({ canvasElement }) => {
    await expect(factTexts(canvasElement).slice(0, 2)).toEqual(
      storyLocale() === 'ar' ? ['دقيقة واحدة', 'حصة واحدة'] : ['1 minute', '1 serving'],
    )
  },
}

/**
 * A recipe written only in Arabic keeps its Arabic title and description on the English page; no
 * description at all says so; no categories, no chips.
 */
export const OneLanguageNoDescription: Story = {
  args: {
    recipe: {
      ...recipe,
      title: { en: '', ar: 'مجدرة' },
      description: { en: '', ar: '' },
      category: [],
      cuisine: [],
      createdAt: new Date().toISOString(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('مجدرة')
    await expect(canvas.getByText(m('recipeDetail.noDescription'))).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(factTexts(canvasElement)[2]).toBe(storyLocale() === 'ar' ? 'اليوم' : 'Today')
  },
}
