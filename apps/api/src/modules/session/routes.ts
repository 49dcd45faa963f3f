import type { OperationHandlers } from '../../http/types'

export const sessionHandlers = {} satisfies OperationHandlers
