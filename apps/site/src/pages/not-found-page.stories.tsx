import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { messages } from '@sufra/i18n'
import { StoryFrame } from '../layout/story-frame'
import { NotFoundPage } from './not-found-page'

const meta = {
  title: 'Site/NotFoundPage',
  component: NotFoundPage,
  render: () => (
    <StoryFrame user={null} path="/no/such/page">
      <NotFoundPage />
    </StoryFrame>
  ),
} satisfies Meta<typeof NotFoundPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = messages[document.documentElement.lang === 'ar' ? 'ar' : 'en']
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: text['shell.notFound.title'] })).toBeVisible()
    await expect(canvas.getByRole('button', { name: text['shell.notFound.goBack'] })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: text['shell.notFound.goHome'] })).toBeEnabled()
  },
}
