import type { OperationHandlers } from '../../http/types'

/** A recipe as a PDF (downloadRecipePdf). */
export const recipePdfHandlers = {} satisfies OperationHandlers
