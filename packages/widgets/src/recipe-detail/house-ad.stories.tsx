import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { css } from '@sufra/styled-system/css'
import { HouseAd } from './house-ad'
import { StoryProviders, m, storyLocale } from './story-data'
import { createFakeApi } from '@sufra/api-client/testing'
import { storyHost } from '../widget-host/story-host'

const api = createFakeApi()

const meta = {
  title: 'Widgets/RecipeDetail/HouseAd',
  component: HouseAd,
  render: () => (
    <StoryProviders host={storyHost({ user: null })} client={api.client}>
      <div className={css({ maxW: 'sm' })}>
        <HouseAd />
      </div>
    </StoryProviders>
  ),
} satisfies Meta<typeof HouseAd>

export default meta
type Story = StoryObj<typeof meta>

/** Our own ad for the planner: announced as an advertisement, tagged "Ad", linking to /planner. */
export const Planner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const ad = canvas.getByRole('complementary', { name: m('recipeDetail.ad.label') })
    await expect(within(ad).getByText(m('recipeDetail.ad.tag'))).toBeVisible()
    const link = within(ad).getByRole('link')
    await expect(link).toHaveAttribute('href', `/${storyLocale()}/planner`)
    await expect(link).toHaveTextContent(m('recipeDetail.ad.headline'))
    // The picture is decoration: the link is named by its text.
    await expect(ad.querySelector('svg[aria-hidden=true]')).not.toBeNull()
  },
}
