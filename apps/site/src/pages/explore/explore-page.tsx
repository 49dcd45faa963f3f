import { AreaPage } from '../area-page'

/** `/` and `/explore` (spec: Explore). Built by the explore work of issue 5. */
export function ExplorePage() {
  return <AreaPage titleId="pages.explore.title" emptyId="pages.explore.empty" />
}
