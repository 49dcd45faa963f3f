import { eq } from 'drizzle-orm'
import * as t from '../../db/schema'
import { notFound } from '../../http/errors'
import { requireViewer } from '../../http/session-viewer'
import type { OperationHandlers } from '../../http/types'
import { attachmentDisposition } from '../../pdf/content-disposition'
import { LIST_NOT_FOUND, readAllShoppingLists, readShoppingList } from '../lists/read'
import { printedListName, renderShoppingListPdf, type PrintedList } from './list-document'

/** A shopping list, or All Lists, as a PDF (downloadShoppingListPdf). Only the owner prints a list. */
export const listPdfHandlers = {
  async downloadShoppingListPdf(request, reply) {
    const userId = requireViewer(request)
    const { list: id, lang, units } = request.body
    // Making a PDF costs far more than reading a list: counted per address with the recipe PDFs.
    await request.server.rateLimits.consume('pdf', request)
    const { db } = request.server
    const [person] = units
      ? [{ units }]
      : await db.select({ units: t.users.unitSystem }).from(t.users).where(eq(t.users.id, userId))
    let printed: PrintedList
    if (id === 'all-lists') {
      printed = { kind: 'all-lists', all: await readAllShoppingLists(db, userId) }
    } else {
      const list = await readShoppingList(db, userId, id)
      if (!list) throw notFound(LIST_NOT_FOUND)
      printed = { kind: 'list', list }
    }
    const pdf = await renderShoppingListPdf({ printed, lang, units: person?.units ?? 'metric' })
    reply
      .header('Content-Type', 'application/pdf')
      .header(
        'Content-Disposition',
        attachmentDisposition(printedListName(printed, lang), 'pdf', 'shopping-list'),
      )
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf)
  },
} satisfies OperationHandlers
