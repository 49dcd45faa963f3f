import { AreaPage } from '../area-page'

/** `/saved` (spec: Saved recipes). */
export function SavedPage() {
  return <AreaPage titleId="pages.saved.title" emptyId="pages.saved.empty" />
}
