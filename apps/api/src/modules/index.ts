import { HttpError } from '../http/errors'
import type { AllOperationHandlers, OperationId } from '../http/types'
import { catalogueHandlers } from './catalogue/routes'
import { commentHandlers } from './comments/routes'
import { ingredientHandlers } from './ingredients/routes'
import { recipeHandlers } from './recipes/routes'
import { searchHandlers } from './search/routes'
import { userHandlers } from './users/routes'
import { sessionHandlers } from './session/routes'
import { passwordResetHandlers } from './password-reset/routes'
import { googleHandlers } from './google/routes'
import { accountHandlers } from './account/routes'
import { imageHandlers } from './images/routes'
import { profileHandlers } from './profile/routes'
import { recipeWriteHandlers } from './recipe-writes/routes'
import { likeHandlers } from './likes/routes'
import { saveHandlers } from './saves/routes'
import { followHandlers } from './follows/routes'
import { listHandlers } from './lists/routes'
import { recipePdfHandlers } from './recipe-pdf/routes'
import { listPdfHandlers } from './list-pdf/routes'
import { recipeImportHandlers } from './recipe-import/routes'
import { embedHandlers } from './embed/routes'
import { plannerHandlers } from './planner/routes'
import { dataExportHandlers } from './data-export/routes'

/**
 * Contract operations whose server side is built by a later issue (accounts: issue 4; recipe writes,
 * comments, PDFs: issue 5; lists and the planner after them). Their routes exist and validate
 * requests against the contract; they answer 501 with a plain sentence until their module lands.
 * This list only ever shrinks.
 */
const notYetBuilt = [] as const satisfies readonly OperationId[]

const notAvailableYet = async (): Promise<never> => {
  throw new HttpError(501, 'This part of Sufra is not available yet.')
}

export const operationHandlers: AllOperationHandlers = {
  ...(Object.fromEntries(notYetBuilt.map((operationId) => [operationId, notAvailableYet])) as Record<
    (typeof notYetBuilt)[number],
    typeof notAvailableYet
  >),
  ...catalogueHandlers,
  ...ingredientHandlers,
  ...recipeHandlers,
  ...searchHandlers,
  ...commentHandlers,
  ...userHandlers,
  ...sessionHandlers,
  ...passwordResetHandlers,
  ...googleHandlers,
  ...accountHandlers,
  ...imageHandlers,
  ...profileHandlers,
  ...recipeWriteHandlers,
  ...likeHandlers,
  ...saveHandlers,
  ...followHandlers,
  ...listHandlers,
  ...recipePdfHandlers,
  ...listPdfHandlers,
  ...recipeImportHandlers,
  ...embedHandlers,
  ...plannerHandlers,
  ...dataExportHandlers,
}
