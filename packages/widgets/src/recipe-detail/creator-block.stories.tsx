import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { createFakeApi, envelope, http } from '@sufra/api-client/testing'
import { toaster } from '@sufra/ui/toast'
import { css } from '@sufra/styled-system/css'
import type { CurrentUser } from '../widget-host'
import { CreatorBlock, type CreatorBlockProps } from './creator-block'
import { StoryProviders, creator, importedRecipe, m, owner, recipe, storyLocale, visitor } from './story-data'
import { storyHost } from '../widget-host/story-host'

const api = createFakeApi(
  http.post('/follow/{id}', ({ response }) =>
    response(200).json(
      envelope({ userId: creator._id, following: true, follower: [visitor._id], followersCount: 1 }),
    ),
  ),
)

function as(user: CurrentUser | null) {
  return (args: CreatorBlockProps) => (
    <StoryProviders host={storyHost({ user })} client={api.client}>
      <div className={css({ maxW: 'md' })}>
        <CreatorBlock {...args} />
      </div>
    </StoryProviders>
  )
}

const meta = {
  title: 'Widgets/RecipeDetail/CreatorBlock',
  component: CreatorBlock,
  args: { recipe },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof CreatorBlock>

export default meta
type Story = StoryObj<typeof meta>

const creatorName = () => (storyLocale() === 'ar' ? 'عمر خليل' : 'Omar Khalil')

/** A signed-in visitor: picture, name linking to the creator's page, verified mark, Follow. */
export const SignedIn: Story = {
  render: as(visitor),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = canvas.getByRole('link', { name: creatorName() })
    await expect(link).toHaveAttribute('href', `/${storyLocale()}/creators/${creator._id}`)
    await expect(canvas.getByRole('img', { name: m('ui.badge.verified') })).toBeVisible()
    await expect(canvas.getByRole('button', { name: m('follow.follow') })).toBeVisible()
  },
}

/** Signed out: the creator, but no Follow button. */
export const SignedOut: Story = {
  render: as(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: creatorName() })).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** The creator's own recipe: no Follow button. The default picture shows the initial. */
export const OwnRecipe: Story = {
  render: as(owner),
  args: {
    recipe: {
      ...recipe,
      createdBy: {
        ...creator,
        image: { url: '/uploads/default.webp', key: 'default.webp' },
        status: 'unverified',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button')).toBeNull()
    const fallback = canvasElement.querySelector('[data-scope=avatar][data-part=fallback]')
    await expect(fallback).toHaveTextContent(storyLocale() === 'ar' ? 'ع' : 'O')
    await expect(canvas.getByRole('img', { name: m('ui.badge.unverified') })).toBeVisible()
  },
}

/** An imported recipe names and links the site it came from instead of a creator. */
export const Imported: Story = {
  render: as(visitor),
  args: { recipe: importedRecipe },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(m('recipeDetail.creator.imported'))).toBeVisible()
    const source = canvas.getByRole('link', { name: new RegExp('example-kitchen.com') })
    await expect(source).toHaveAttribute('href', importedRecipe.metadata.originalUrl)
    await expect(source).toHaveAttribute('target', '_blank')
    await expect(source.getAttribute('rel')).toContain('noopener')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
