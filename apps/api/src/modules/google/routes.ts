import type { OperationHandlers } from '../../http/types'

export const googleHandlers = {} satisfies OperationHandlers
