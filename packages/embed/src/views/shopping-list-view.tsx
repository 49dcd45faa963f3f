import { useEffect, useState } from 'react'
import { useQueryClient } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { embedShoppingList } from '@sufra/styled-system/recipes'
import { ShoppingListScreen } from '@sufra/widgets/shopping-list'
import { useWidgetHost } from '@sufra/widgets/widget-host'
import { useEmbedSession } from './embed-context'
import { SignedInLine } from './signed-in-line'

export type EmbedShoppingListViewProps = {
  /** The element's `list-id`: the list shown first ('all-lists' or a list id); default none chosen. */
  listId?: string | null
}

/** A cached read of the person's lists (`/list`, `/list/{id}`, `/list/all-lists`). */
const isListRead = (queryKey: readonly unknown[]) =>
  typeof queryKey[1] === 'string' && queryKey[1].startsWith('/list')

/**
 * `<sufra-shopping-list list-id?>`: the signed-in person's own shopping lists on a partner's page,
 * the ShoppingList screen with its selection kept here (the partner's address never changes).
 * Signed out, the screen asks to sign in (Sufra's window; the widget then shows the lists). Below
 * it the signed-in line (Sign out) and the lists on Sufra.
 */
export function EmbedShoppingListView({ listId }: EmbedShoppingListViewProps) {
  const { t } = useI18n()
  const host = useWidgetHost()
  const session = useEmbedSession()
  const queryClient = useQueryClient()
  const [selectedId, setSelectedId] = useState<string | null>(listId?.trim() || null)
  const classes = embedShoppingList()
  const userId = session.user?._id ?? null

  // Signed out: nothing of the lists stays in this widget's cache for whoever signs in next.
  useEffect(() => {
    if (userId === null) queryClient.removeQueries({ predicate: (query) => isListRead(query.queryKey) })
  }, [userId, queryClient])

  return (
    <div className={classes.root} data-scope="embed-shopping-list" data-part="root">
      <ShoppingListScreen key={userId ?? 'signed-out'} selectedId={selectedId} onSelect={setSelectedId} />
      <footer className={classes.footer} data-part="footer">
        <SignedInLine />
        <host.Link
          href={host.href(selectedId ? `/lists/${encodeURIComponent(selectedId)}` : '/lists')}
          className={classes.credit}
          data-part="credit"
        >
          {t('embed.lists.credit')}
        </host.Link>
      </footer>
    </div>
  )
}
