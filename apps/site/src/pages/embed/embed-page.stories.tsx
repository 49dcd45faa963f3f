import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { type Schema, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import { createFakeApi, envelope, http } from '@sufra/api-client/testing'
import { type MessageId, messages } from '@sufra/i18n'
import { Toaster, toaster } from '@sufra/ui/toast'
import { StoryFrame } from '../../layout/story-frame'
import { EmbedPage } from './embed-page'

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId) => messages[lang()][id]

const musakhan: Schema<'RecipeSummary'> = {
  _id: '2f6d1c8e-4b7a-4f3e-9a21-7c5e0b1d3f88',
  title: { en: 'Chicken musakhan rolls', ar: 'لفائف مسخن الدجاج' },
  description: { en: 'Sumac chicken rolled in thin bread.', ar: 'دجاج بالسماق ملفوف بخبز رقيق.' },
  thumbnail: null,
  videoUrl: null,
  time: 45,
  servings: 4,
  ingredientsCount: 8,
  likesCount: 12,
  likedByMe: false,
  savedByMe: false,
  createdBy: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  metadata: { imported: false, site: null, originalUrl: null },
  category: [],
  cuisine: [],
}

function page(popular: Schema<'RecipeSummary'>[]) {
  const api = createFakeApi(
    http.get('/recipe/popular', ({ response }) => response(200).json(envelope(popular))),
  )
  return () => (
    <SufraQueryProvider>
      <SufraApiProvider client={api.client}>
        <StoryFrame user={null} path="/embed">
          <EmbedPage />
        </StoryFrame>
        <Toaster />
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}

const meta = {
  title: 'Site/EmbedPage',
  component: EmbedPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof EmbedPage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The partner page: the snippet for the most liked recipe (the loader from this origin, then the full
 * recipe in the page's language) with Copy; the elements, attributes and theming properties; live
 * examples of both elements. Storybook's server has no embed build, so the examples say they cannot
 * show and keep their links to the recipe on Sufra.
 */
export const Default: Story = {
  render: page([musakhan]),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: m('embedPage.title') })).toBeVisible()
    const snippet = `<script async src="${window.location.origin}/v1/embed.js"></script>\n<sufra-recipe recipe-id="${musakhan._id}" lang="${lang()}"></sufra-recipe>`

    await step('the snippet, and Copy', async () => {
      const code = await canvas.findByText(
        (_, node) => node?.tagName === 'CODE' && node.textContent === snippet,
      )
      await expect(code.closest('pre')).toHaveAttribute('dir', 'ltr')
      const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
      try {
        await userEvent.click(canvas.getAllByRole('button', { name: m('embedDialog.copy') })[0]!)
        await expect(writeText).toHaveBeenCalledWith(snippet)
        const toast = await screen.findByRole(
          'status',
          { name: m('embedDialog.copied') },
          { timeout: 15_000 },
        )
        await waitFor(() => expect(toast).toBeVisible())
      } finally {
        writeText.mockRestore()
      }
    })

    await step('elements, attributes and theming properties', async () => {
      for (const name of [
        '<sufra-recipe-card>',
        '<sufra-recipe>',
        'recipe-id',
        'servings',
        '--sufra-brand',
        '--sufra-brand-contrast',
        '--sufra-radius',
        '--sufra-font-family',
      ]) {
        await expect(canvas.getByRole('rowheader', { name })).toBeVisible()
      }
      await expect(canvas.queryByText(/sufra-shopping-list|sufra-planner/)).toBeNull()
    })

    await step('live examples: without the loader, a polite note and the links stay', async () => {
      const examples = canvas.getByRole('region', { name: m('embedPage.examples.title') })
      await expect(await within(examples).findByText(m('embedPage.examples.failed'))).toBeVisible()
      const cards = examples.querySelectorAll('sufra-recipe-card')
      await expect(cards).toHaveLength(2)
      await expect(cards[0]).toHaveAttribute('lang', lang())
      await expect(cards[1]).toHaveAttribute('lang', lang() === 'ar' ? 'en' : 'ar')
      await expect((cards[1] as HTMLElement).style.getPropertyValue('--sufra-brand')).toBe('#c8553d')
      await expect(examples.querySelector('sufra-recipe')).toHaveAttribute('recipe-id', musakhan._id)
      const link = within(cards[0] as HTMLElement).getByRole('link')
      await expect(link).toHaveAttribute('href', `/${lang()}/recipe/${musakhan._id}`)
    })
  },
}

/** No recipe on Sufra yet: the snippet shows a placeholder id and the examples say why they are missing. */
export const NoRecipes: Story = {
  render: page([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(m('embedPage.examples.none'))).toBeVisible()
    await expect(canvas.getAllByText(/recipe-id="RECIPE-ID"/)[0]).toBeVisible()
  },
}
