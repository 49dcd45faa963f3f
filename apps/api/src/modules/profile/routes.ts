import type { OperationHandlers } from '../../http/types'

export const profileHandlers = {} satisfies OperationHandlers
