import { pickText, useI18n } from '@sufra/i18n'
import { shoppingList } from '@sufra/styled-system/recipes'
import { Button } from '@sufra/ui/button'
import { Spinner } from '@sufra/ui/spinner'
import { ALL_LISTS } from './list-items'
import { ListView } from './list-view'
import { useAllShoppingLists, useShoppingList } from './shopping-list-api'

const classes = shoppingList()

type ListPanelProps = {
  /** `all-lists` or a list id. */
  id: string
  onSelect: (id: string | null) => void
}

/** The chosen list (or All Lists) once read: loading, a failure with Try again, not found, or the list. */
export function ListPanel({ id, onSelect }: ListPanelProps) {
  const { t, locale } = useI18n()
  const isAll = id === ALL_LISTS
  const one = useShoppingList(isAll ? null : id)
  const all = useAllShoppingLists(isAll)
  const query = isAll ? all : one

  if (query.isPending) {
    return (
      <p role="status" className={classes.status} data-part="status">
        <Spinner size="sm" aria-hidden />
        {t('shoppingList.loadingList')}
      </p>
    )
  }
  if (query.isError) {
    const gone = query.error.status === 404
    return (
      <div role="alert" className={classes.error} data-part="error">
        <span>{t(gone ? 'shoppingList.notFound' : 'shoppingList.listLoadFailed')}</span>
        {gone ? null : (
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('shoppingList.retry')}
          </Button>
        )}
      </div>
    )
  }
  if (isAll) {
    const data = all.data!
    return (
      <ListView
        kind="all"
        id={ALL_LISTS}
        name={t('shoppingList.allLists')}
        rows={data.list}
        recipes={data.recipes}
        itemCount={data.itemCount}
        checkedCount={data.checkedCount}
        onSelect={onSelect}
      />
    )
  }
  const list = one.data!
  return (
    <ListView
      kind="list"
      id={list._id}
      name={pickText(list.listName, locale).trim() || t('shoppingList.fallbackName')}
      listName={list.listName}
      rows={list.list}
      recipes={list.recipes}
      itemCount={list.itemCount}
      checkedCount={list.checkedCount}
      onSelect={onSelect}
    />
  )
}
