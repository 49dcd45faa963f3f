import type { ReactNode } from 'react'
import { lazyWhenOpen } from '../lazy-when-open'

export type ConfirmDialogProps = {
  open: boolean
  /** Asked to close (Cancel, Escape, a click outside, the corner button); never while `busy`. */
  onOpenChange: (open: boolean) => void
  /** The question ("Are you sure you want to unfollow this user?"); the dialog's accessible name. */
  title: ReactNode
  /** What follows from confirming; the dialog's accessible description. */
  description?: ReactNode
  /** The confirming button's text ("Unfollow", "Delete", "Leave"). */
  confirmLabel: ReactNode
  /** The button that answers no; default "Cancel". */
  cancelLabel?: ReactNode
  onConfirm: () => void
  /** `danger` for an action that cannot be taken back (the confirming button is red). */
  tone?: 'danger' | 'default'
  /** While the confirmed request runs: the confirming button spins and nothing closes the dialog. */
  busy?: boolean
  /** The corner close button (default shown); Cancel closes it either way. */
  closeButton?: boolean
  /** Where focus goes when it closes (default: the element that had it before it opened). */
  finalFocusEl?: () => HTMLElement | null
}

/**
 * A yes/no question before an action (unfollow, delete, leave without saving). An alertdialog
 * labelled by its title and described by its description; Cancel and Escape close it without doing
 * anything, and only the confirming button calls `onConfirm`. Its code loads when it first opens.
 */
export const ConfirmDialog = lazyWhenOpen<ConfirmDialogProps>(
  async () => (await import('./confirm-dialog-body')).ConfirmDialogBody,
)
