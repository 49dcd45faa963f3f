import { useCallback } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useI18n } from '@sufra/i18n'
import { ShoppingListScreen } from '@sufra/widgets/shopping-list'
import { useDocumentTitle } from '../../layout/document-title'
import { PageFrame } from '../../layout/page-frame'
import { useLocalizedPath } from '../../language/use-language'

/**
 * `/lists` and `/lists/{id}` (spec: Shopping lists; sign-in required): the ShoppingList screen, its
 * selection kept in the address: `/lists` chooses none, `/lists/all-lists` the merged All Lists,
 * `/lists/{id}` one list. Choosing another list navigates, so Back goes to the one before.
 */
export function ListsPage() {
  const { t } = useI18n()
  const { id } = useParams()
  const navigate = useNavigate()
  const localized = useLocalizedPath()
  const title = t('pages.lists.title')
  useDocumentTitle(t('pages.documentTitle', { title }))

  const onSelect = useCallback(
    (next: string | null) => {
      void navigate(localized(next ? `/lists/${encodeURIComponent(next)}` : '/lists'))
    },
    [navigate, localized],
  )

  return (
    <PageFrame title={title}>
      <ShoppingListScreen selectedId={id ?? null} onSelect={onSelect} />
    </PageFrame>
  )
}
