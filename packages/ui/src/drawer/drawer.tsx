import type { ComponentProps } from 'react'
import type { Dialog } from '@ark-ui/react/dialog'
import { drawer } from '@sufra/styled-system/recipes'
import { createModalParts } from '../lib/create-modal-parts'

// A side sheet is a modal dialog pinned to an inline edge: Ark's Dialog gives the focus trap,
// scroll lock, Escape and focus return; Ark's Drawer is built for swipeable bottom sheets.
const parts = createModalParts(drawer, 'ui.drawer.close')

/**
 * Side menu. `placement="start"` slides in from the inline start (left in English, right in
 * Arabic), `placement="end"` from the inline end.
 */
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
