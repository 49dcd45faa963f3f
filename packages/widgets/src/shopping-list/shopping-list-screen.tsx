import { useEffect, useId, useRef, useState } from 'react'
import { ListChecksIcon, PlusIcon } from 'lucide-react'
import { pickText, useI18n } from '@sufra/i18n'
import { shoppingList } from '@sufra/styled-system/recipes'
import { Button } from '@sufra/ui/button'
import { EmptyState } from '@sufra/ui/empty-state'
import { lazyWhenOpen } from '@sufra/ui/lazy-when-open'
import { Spinner } from '@sufra/ui/spinner'
import { useWidgetHost } from '../widget-host'
import { ALL_LISTS } from './list-items'
import { ListPanel } from './list-panel'
import { type ShoppingListSummary, useAllShoppingLists, useShoppingLists } from './shopping-list-api'

export type ShoppingListScreenProps = {
  /** The list shown: `all-lists` (every list merged), a list id, or null (none chosen yet). */
  selectedId: string | null
  /** Asked to show another list (the site maps it to /lists/{id}; the embed keeps it in state). */
  onSelect: (id: string | null) => void
}

const classes = shoppingList()

// New's dialog loads when it first opens.
const NewListDialog = lazyWhenOpen(async () => (await import('./new-list-dialog')).NewListDialog)

/**
 * The shopping lists screen (spec section 2): the person's lists as a sidebar (chips in a row below
 * 768px of room) with All Lists first, each with its item count; the chosen list beside them, by
 * aisle, checkable, editable, printable. "select a list to view items" until one is chosen.
 */
export function ShoppingListScreen({ selectedId, onSelect }: ShoppingListScreenProps) {
  const { t, locale } = useI18n()
  const host = useWidgetHost()
  const titleId = useId()
  const [newOpen, setNewOpen] = useState(false)
  const signedIn = host.user !== null
  const lists = useShoppingLists(signedIn)
  const summaries = lists.data ?? []
  const all = useAllShoppingLists(signedIn && summaries.length > 0)
  const entriesRef = useRef<HTMLUListElement>(null)

  // On a phone the chips scroll sideways: the chosen one is brought into the row's view.
  const hasEntries = summaries.length > 0
  useEffect(() => {
    const row = entriesRef.current
    if (!row || row.scrollWidth <= row.clientWidth) return
    row.querySelector('[aria-current=true]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [selectedId, hasEntries])

  const nameOf = (list: ShoppingListSummary) =>
    pickText(list.listName, locale).trim() || t('shoppingList.fallbackName')

  let sidebarBody
  if (!signedIn) sidebarBody = null
  else if (lists.isPending) {
    sidebarBody = (
      <p role="status" className={classes.status} data-part="status">
        <Spinner size="sm" aria-hidden />
        {t('shoppingList.loading')}
      </p>
    )
  } else if (lists.isError) {
    sidebarBody = (
      <div role="alert" className={classes.error} data-part="error">
        <span>{t('shoppingList.loadFailed')}</span>
        <Button size="sm" variant="outline" onClick={() => void lists.refetch()}>
          {t('shoppingList.retry')}
        </Button>
      </div>
    )
  } else if (summaries.length > 0) {
    const entries = [
      { id: ALL_LISTS, name: t('shoppingList.allLists'), count: all.data?.itemCount, user: false },
      ...summaries.map((list) => ({ id: list._id, name: nameOf(list), count: list.itemCount, user: true })),
    ]
    sidebarBody = (
      <ul ref={entriesRef} className={classes.entries} data-part="entries">
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className={classes.entry}
              data-part="entry"
              data-list-id={entry.id}
              aria-current={entry.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(entry.id)}
            >
              <span
                className={classes.entryName}
                data-part="entry-name"
                dir={entry.user ? 'auto' : undefined}
              >
                {entry.name}
              </span>
              {entry.count === undefined ? null : (
                <span className={classes.entryCount} data-part="entry-count">
                  {t('shoppingList.itemCount', { count: entry.count })}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    )
  }

  let main
  if (!signedIn) {
    main = (
      <EmptyState
        icon={<ListChecksIcon />}
        titleAs="p"
        title={t('host.signIn.shoppingLists')}
        action={
          <Button onClick={() => host.requireSignIn('shoppingLists')}>
            {t('shoppingList.signIn.button')}
          </Button>
        }
      />
    )
  } else if (lists.isSuccess && summaries.length === 0) {
    main = (
      <EmptyState
        icon={<ListChecksIcon />}
        titleAs="p"
        title={t('shoppingList.empty')}
        description={t('shoppingList.empty.hint')}
      />
    )
  } else if (selectedId === null) {
    main = lists.isSuccess ? (
      <p className={classes.prompt} data-part="prompt">
        {t('shoppingList.selectPrompt')}
      </p>
    ) : null
  } else {
    main = <ListPanel key={selectedId} id={selectedId} onSelect={onSelect} />
  }

  return (
    <section className={classes.root} data-scope="shopping-list" data-part="root" aria-labelledby={titleId}>
      <div className={classes.layout} data-part="layout">
        <nav className={classes.sidebar} data-part="sidebar" aria-labelledby={titleId}>
          <div className={classes.sidebarHeader} data-part="sidebar-header">
            <h2 id={titleId} className={classes.sidebarTitle} data-part="sidebar-title">
              {t('shoppingList.title')}
            </h2>
            {signedIn ? (
              <Button
                size="sm"
                variant="outline"
                className={classes.newButton}
                data-part="new"
                onClick={() => setNewOpen(true)}
              >
                <PlusIcon aria-hidden size={16} />
                {t('shoppingList.new')}
              </Button>
            ) : null}
          </div>
          {sidebarBody}
        </nav>
        <div className={classes.main} data-part="main">
          {main}
        </div>
      </div>
      <NewListDialog open={newOpen} onOpenChange={setNewOpen} onCreated={onSelect} />
    </section>
  )
}
