import type { ComponentProps } from 'react'
import type { Dialog } from '@ark-ui/react/dialog'
import { dialog } from '@sufra/styled-system/recipes'
import { createModalParts } from '../lib/create-modal-parts'

const parts = createModalParts(dialog, 'ui.dialog.close')

/** Modal dialog: locks page scroll, traps focus, closes on Escape and returns focus to the trigger. */
export const Root = parts.Root
export type RootProps = ComponentProps<typeof Root>
export const {
  Trigger,
  Backdrop,
  Positioner,
  Content,
  Title,
  Description,
  Header,
  Body,
  Footer,
  CloseTrigger,
} = parts
export type CloseTriggerProps = Dialog.CloseTriggerProps

export { Portal } from '@ark-ui/react/portal'
export { DialogContext as Context, useDialogContext as useContext } from '@ark-ui/react/dialog'
export type { DialogOpenChangeDetails as OpenChangeDetails } from '@ark-ui/react/dialog'
