import type { OperationHandlers } from '../../http/types'

export const imageHandlers = {} satisfies OperationHandlers
