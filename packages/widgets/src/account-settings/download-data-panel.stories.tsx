import type { Meta, StoryObj } from '@storybook/react-vite'
import { type Mock, expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Toaster, toaster } from '@sufra/ui/toast'
import type { AccountSettingsApi } from './account-settings-api'
import { DownloadDataPanel, type DownloadDataPanelProps } from './download-data-panel'
import { m, refusal } from './story-data'

type ExportMyData = AccountSettingsApi['exportMyData']
type Save = NonNullable<DownloadDataPanelProps['save']>

const FILE_NAME = 'sufra-data-layla.cooks-2026-11-27.json'
const fileContent = JSON.stringify({ format: 'sufra-data-export/1', profile: { username: 'layla.cooks' } })

const meta = {
  title: 'Widgets/AccountSettings/DownloadDataPanel',
  component: DownloadDataPanel,
  render: (args) => (
    <>
      <DownloadDataPanel {...args} />
      <Toaster />
    </>
  ),
  args: {
    api: {
      exportMyData: fn<ExportMyData>(async () => ({
        file: new Blob([fileContent], { type: 'application/json' }),
        name: FILE_NAME,
      })),
    },
    save: fn<Save>(),
  },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof DownloadDataPanel>

export default meta
type Story = StoryObj<typeof meta>

const exportOf = (args: DownloadDataPanelProps) => args.api!.exportMyData as Mock<ExportMyData>
const saveOf = (args: DownloadDataPanelProps) => args.save as Mock<Save>
const button = (canvas: HTMLElement) =>
  within(canvas).getByRole('button', { name: m('settings.download.submit') })

/** The panel says what the file holds; the button fetches it and saves it under the server's name. */
export const Downloads: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole('form', { name: m('settings.download.title') })
    await expect(panel).toHaveTextContent(m('settings.download.description'))
    await userEvent.click(button(canvasElement))
    await waitFor(() => expect(saveOf(args)).toHaveBeenCalledTimes(1))
    expect(exportOf(args)).toHaveBeenCalledTimes(1)
    const [file, name] = saveOf(args).mock.calls[0]!
    expect(name).toBe(FILE_NAME)
    await expect(await file.text()).toBe(fileContent)
    const done = m('settings.download.done').replace('{name}', FILE_NAME)
    const toast = await screen.findByRole('status', { name: done }, { timeout: 15_000 })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(within(canvasElement).queryByRole('alert')).toBeNull()
  },
}

/** While the file is being made the button is busy and cannot be pressed again. */
export const Busy: Story = {
  play: async ({ canvasElement, args }) => {
    let finish: () => void = () => {}
    exportOf(args).mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ file: new Blob(['{}']), name: FILE_NAME })
        }),
    )
    await userEvent.click(button(canvasElement))
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('aria-busy', 'true'))
    await expect(button(canvasElement)).toBeDisabled()
    expect(exportOf(args)).toHaveBeenCalledTimes(1)
    finish()
    await waitFor(() => expect(saveOf(args)).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(button(canvasElement)).not.toHaveAttribute('aria-busy', 'true'))
  },
}

/** A refusal is shown above the button in the server's words; a lost connection in the panel's own. */
export const Refused: Story = {
  play: async ({ canvasElement, args }) => {
    exportOf(args).mockRejectedValueOnce(refusal('Please log in to do this.', 401))
    await userEvent.click(button(canvasElement))
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Please log in to do this.')
    await expect(saveOf(args)).not.toHaveBeenCalled()

    exportOf(args).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await userEvent.click(button(canvasElement))
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(m('settings.download.failed')),
    )
  },
}
