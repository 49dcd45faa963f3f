export { EmbedDialog, type EmbedDialogProps } from './embed-dialog'
