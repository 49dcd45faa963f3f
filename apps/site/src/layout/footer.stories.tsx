import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { messages } from '@sufra/i18n'
import { Footer } from './footer'
import { StoryFrame } from './story-frame'

const meta = {
  title: 'Site/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StoryFrame user={null}>
      <Footer />
    </StoryFrame>
  ),
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const lang = document.documentElement.lang === 'ar' ? 'ar' : 'en'
    const text = messages[lang]
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(text['shell.footer.version'])).toBeVisible()
    await expect(canvas.getByRole('link', { name: text['shell.footer.home'] })).toHaveAttribute(
      'href',
      `/${lang}/feed`,
    )
    await expect(canvas.getByRole('link', { name: text['shell.footer.categories'] })).toHaveAttribute(
      'href',
      `/${lang}/categories`,
    )
    await expect(canvas.getByRole('link', { name: text['shell.footer.ingredients'] })).toHaveAttribute(
      'href',
      `/${lang}/ingredients`,
    )
    await expect(canvas.getByRole('link', { name: text['embedPage.footerLink'] })).toHaveAttribute(
      'href',
      `/${lang}/embed`,
    )
    const blogs = canvas.getByRole('link', { name: text['shell.footer.blogs'] })
    await expect(blogs).toHaveAttribute('target', '_blank')
    await expect(blogs).toHaveAttribute('rel', 'noopener noreferrer')
  },
}
