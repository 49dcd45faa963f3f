import type { Meta, StoryObj } from '@storybook/react-vite'
import { type Mock, expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Toaster, toaster } from '@sufra/ui/toast'
import type { AccountSettingsApi } from './account-settings-api'
import { FeedbackForm, type FeedbackFormProps } from './feedback-form'
import { fill, m, refusal } from './story-data'

type SendFeedback = AccountSettingsApi['sendFeedback']

const meta = {
  title: 'Widgets/AccountSettings/FeedbackForm',
  component: FeedbackForm,
  render: (args) => (
    <>
      <FeedbackForm {...args} />
      <Toaster />
    </>
  ),
  args: {
    email: 'layla@sufra.app',
    api: {
      sendFeedback: fn<SendFeedback>(async () => ({
        statusCode: 200,
        message: 'Thank you for your feedback.',
        data: null,
      })),
    },
  },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof FeedbackForm>

export default meta
type Story = StoryObj<typeof meta>

const sendFeedbackOf = (args: FeedbackFormProps) => args.api!.sendFeedback as Mock<SendFeedback>
const fields = (canvas: HTMLElement) => {
  const [emailInput, feedback] = within(canvas).getAllByRole('textbox')
  return { emailInput: emailInput!, feedback: feedback! }
}
const submit = (canvas: HTMLElement) =>
  within(canvas).getByRole('button', { name: m('settings.feedback.submit') })

/** Both fields are required ('This field is required'); the email starts as the user's. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const { emailInput, feedback } = fields(canvasElement)
    await expect(emailInput).toHaveAccessibleName(expect.stringContaining(m('settings.field.email')))
    await expect(emailInput).toHaveValue('layla@sufra.app')
    await expect(emailInput).toHaveAttribute('type', 'email')
    await expect(feedback).toHaveAccessibleName(expect.stringContaining(m('settings.field.feedback')))

    await userEvent.clear(emailInput)
    await userEvent.type(feedback, '   ')
    await userEvent.click(submit(canvasElement))
    await waitFor(() =>
      expect(within(canvasElement).getAllByText(m('settings.error.fieldRequired'))).toHaveLength(2),
    )
    await expect(emailInput).toHaveAttribute('aria-invalid', 'true')
    await expect(feedback).toHaveAttribute('aria-invalid', 'true')
    await expect(sendFeedbackOf(args)).not.toHaveBeenCalled()
  },
}

/** Sends {email, feedback}, thanks the user and clears the text (the email stays). */
export const Sends: Story = {
  play: async ({ canvasElement, args }) => {
    const { emailInput, feedback } = fields(canvasElement)
    const text = 'The planner could suggest Ramadan menus.'
    await fill(feedback, text)
    await userEvent.click(submit(canvasElement))
    await waitFor(() =>
      expect(sendFeedbackOf(args)).toHaveBeenCalledWith({ email: 'layla@sufra.app', feedback: text }),
    )
    const toast = await screen.findByRole(
      'status',
      { name: m('settings.feedback.sent') },
      { timeout: 15_000 },
    )
    await waitFor(() => expect(toast).toBeVisible())
    await waitFor(() => expect(feedback).toHaveValue(''))
    await expect(emailInput).toHaveValue('layla@sufra.app')
    await expect(within(canvasElement).queryByText(m('settings.error.fieldRequired'))).toBeNull()
  },
}

/** A refusal is shown above the form in the server's words; the text is kept to retry. */
export const Refused: Story = {
  play: async ({ canvasElement, args }) => {
    sendFeedbackOf(args).mockRejectedValueOnce(
      refusal('Too many requests. Please try again in a minute.', 429),
    )
    const { feedback } = fields(canvasElement)
    await fill(feedback, 'Love the Arabic layout.')
    await userEvent.click(submit(canvasElement))
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Too many requests. Please try again in a minute.')
    await expect(feedback).toHaveValue('Love the Arabic layout.')

    sendFeedbackOf(args).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await userEvent.click(submit(canvasElement))
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(m('settings.feedback.failed')),
    )
  },
}
