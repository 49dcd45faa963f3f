import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { useI18n } from '@sufra/i18n'
import { RecipeStructuredData } from './recipe-structured-data'
import { mf, recipe, storyLocale } from './story-data'

const url = (locale: string) => `https://sufra.example/${locale}/recipe/${recipe._id}`

/** A title that tries to end the script element: it must stay inside the JSON text. */
const hostile = {
  ...recipe,
  title: { en: 'Musakhan </script><script>alert(1)</script>', ar: 'مسخن </script><script>alert(1)</script>' },
}

function Demo({ withHostileTitle = false }: { withHostileTitle?: boolean }) {
  const { locale, t } = useI18n()
  return (
    <>
      <p>{t('recipeDetail.share.title')}</p>
      <RecipeStructuredData recipe={withHostileTitle ? hostile : recipe} url={url(locale)} />
    </>
  )
}

const meta = {
  title: 'Widgets/RecipeDetail/RecipeStructuredData',
  component: Demo,
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

const script = (canvas: HTMLElement) =>
  canvas.querySelector<HTMLScriptElement>('script[type="application/ld+json"]')!

/** schema.org Recipe JSON-LD in the page language, and the tab named after the recipe. */
export const Recipe: Story = {
  play: async ({ canvasElement }) => {
    const data = JSON.parse(script(canvasElement).textContent!) as Record<string, unknown>
    await expect(data['@type']).toBe('Recipe')
    await expect(data.name).toBe(recipe.title[storyLocale()])
    await expect(data.url ?? data['@id'] ?? url(storyLocale())).toContain(`/recipe/${recipe._id}`)
    await waitFor(() =>
      expect(document.title).toBe(mf('recipeDetail.documentTitle', { title: recipe.title[storyLocale()] })),
    )
  },
}

/** Text that looks like markup cannot close the script element. */
export const EscapedText: Story = {
  args: { withHostileTitle: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('script')).toHaveLength(1)
    const text = script(canvasElement).textContent!
    await expect(text).not.toContain('</script>')
    const data = JSON.parse(text) as Record<string, unknown>
    await expect(data.name).toBe(hostile.title[storyLocale()])
  },
}

/** The block the server wrote into the head of the first page is dropped: one JSON-LD block, for the recipe shown. */
export const ReplacesTheServedBlock: Story = {
  beforeEach: () => {
    const served = document.createElement('script')
    served.type = 'application/ld+json'
    served.setAttribute('data-served-json-ld', '')
    served.textContent = '{"@type":"Recipe","name":"An older recipe"}'
    document.head.append(served)
    return () => served.remove()
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.querySelectorAll('script[data-served-json-ld]')).toHaveLength(0))
    await expect(script(canvasElement)).toBeInTheDocument()
  },
}
