import type { OperationHandlers } from '../../http/types'

export const passwordResetHandlers = {} satisfies OperationHandlers
