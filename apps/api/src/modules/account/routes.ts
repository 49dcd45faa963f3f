import type { OperationHandlers } from '../../http/types'

export const accountHandlers = {} satisfies OperationHandlers
