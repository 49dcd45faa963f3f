import { eq } from 'drizzle-orm'
import * as t from '../../db/schema'
import { requireViewer } from '../../http/session-viewer'
import type { OperationHandlers } from '../../http/types'
import { attachmentDisposition } from '../../pdf/content-disposition'
import { siteBaseUrl } from '../../site/recipe-page-html'
import { exportPersonData } from './export-data'

/** "Download my data" (exportMyData): the signed-in person's own data as a JSON file, never stored by a cache. */
export const dataExportHandlers = {
  async exportMyData(request, reply) {
    const userId = requireViewer(request)
    const { db, config } = request.server
    const now = new Date(config.now?.() ?? Date.now())
    const data = await exportPersonData(db, userId, siteBaseUrl(request), now)
    const [person] = await db
      .select({ username: t.users.username })
      .from(t.users)
      .where(eq(t.users.id, userId))
    const name = `sufra-data-${person?.username ?? 'me'}-${now.toISOString().slice(0, 10)}`
    reply
      .header('Content-Disposition', attachmentDisposition(name, 'json', 'sufra-data'))
      .header('Cache-Control', 'private, no-store')
    return data
  },
} satisfies OperationHandlers
