import { useId, useRef, useState } from 'react'
import {
  CheckCheckIcon,
  FileDownIcon,
  PencilIcon,
  PlusIcon,
  ShoppingCartIcon,
  Trash2Icon,
} from 'lucide-react'
import { type Schema, serverSentence } from '@sufra/api-client'
import { pickText, useI18n } from '@sufra/i18n'
import { shoppingList } from '@sufra/styled-system/recipes'
import { Button } from '@sufra/ui/button'
import { ConfirmDialog } from '@sufra/ui/confirm-dialog'
import { lazyWhenOpen } from '@sufra/ui/lazy-when-open'
import { toaster } from '@sufra/ui/toast'
import { UnitSystemToggle, useUnitSystem } from '../shared/unit-system'
import { useWidgetHost } from '../widget-host'
import { AddItemsForm } from './add-items-form'
import { ItemRow } from './item-row'
import { type ListRow, ALL_LISTS, groupByAisle } from './list-items'
import { useCheckItem, useListPdf, useListWrites } from './shopping-list-api'

const classes = shoppingList()

// The dialogs' code (the edit form with its fields and checks) loads when one first opens.
const EditItemDialog = lazyWhenOpen(async () => (await import('./edit-item-dialog')).EditItemDialog)
const ListNameDialog = lazyWhenOpen(async () => (await import('./list-name-dialog')).ListNameDialog)

type ListViewProps = {
  kind: 'list' | 'all'
  /** The list's id, or `all-lists`. */
  id: string
  /** The name shown (the fallback when the list has none). */
  name: string
  /** The stored name (a list's; All Lists has none). */
  listName?: Schema<'LocalizedText'>
  rows: ListRow[]
  recipes: Schema<'ShoppingListRecipeRef'>[]
  itemCount: number
  checkedCount: number
  onSelect: (id: string | null) => void
}

const failed = (error: unknown, fallback: string) => serverSentence(error) ?? fallback

/**
 * One list (or All Lists): its name and counts, the units toggle, the actions (Add items, Print PDF,
 * Checkout, and on a list of one's own Rename, Clear checked, Delete list), the recipes it serves,
 * then its items by aisle with the checked ones last. All Lists is read and checked only: its rows
 * stand for items of several lists.
 */
export function ListView(props: ListViewProps) {
  const { kind, id, name, rows, recipes, itemCount, checkedCount, onSelect } = props
  const { t, locale } = useI18n()
  const host = useWidgetHost()
  const headingId = useId()
  const { units } = useUnitSystem()
  const isList = kind === 'list'
  const check = useCheckItem(id)
  const writes = useListWrites(isList ? id : ALL_LISTS)
  const pdf = useListPdf()
  const [adding, setAdding] = useState(false)
  const [renaming, setRenaming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [editing, setEditing] = useState<ListRow | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const groups = groupByAisle(rows)
  const somethingWentWrong = t('shoppingList.failed.write')

  async function toggle(row: ListRow, checked: boolean) {
    try {
      await check(row, checked)
    } catch (error) {
      toaster.error({ title: failed(error, t('shoppingList.failed.check')) })
    }
  }

  async function removeItem(row: ListRow) {
    const itemName = pickText(row.name, locale)
    try {
      await writes.removeItem(row._id)
      toaster.success({ title: t('shoppingList.item.removed', { name: itemName }) })
      heading.current?.focus()
    } catch (error) {
      toaster.error({ title: failed(error, somethingWentWrong) })
    }
  }

  async function clearChecked() {
    try {
      await writes.clearChecked()
      toaster.success({ title: t('shoppingList.clearChecked.done', { count: checkedCount }) })
    } catch (error) {
      toaster.error({ title: failed(error, somethingWentWrong) })
    }
  }

  async function deleteList() {
    try {
      await writes.deleteList()
      setDeleting(false)
      toaster.success({ title: t('shoppingList.delete.done') })
      onSelect(null)
    } catch (error) {
      toaster.error({ title: failed(error, somethingWentWrong) })
    }
  }

  async function print() {
    try {
      await pdf.download({ list: id, locale, units, name })
    } catch {
      toaster.error({ title: t('shoppingList.print.failed') })
    }
  }

  const renderRows = (list: ListRow[]) => (
    <ul className={classes.items} data-part="items">
      {list.map((row) => (
        <ItemRow
          key={row._id}
          row={row}
          units={units}
          editable={isList}
          onCheck={(checked) => void toggle(row, checked)}
          onEdit={() => setEditing(row)}
          onRemove={() => void removeItem(row)}
          onSelectList={onSelect}
        />
      ))}
    </ul>
  )

  return (
    <article className={classes.main} data-part="list" data-list={id} aria-labelledby={headingId}>
      <header className={classes.header} data-part="header">
        <div>
          <h2
            ref={heading}
            id={headingId}
            tabIndex={-1}
            className={classes.heading}
            data-part="heading"
            dir={isList ? 'auto' : undefined}
          >
            {name}
          </h2>
          <p className={classes.summary} data-part="summary">
            {t('shoppingList.checkedCount', { checked: checkedCount, count: itemCount })}
          </p>
        </div>
        <UnitSystemToggle />
      </header>

      <div
        className={classes.toolbar}
        data-part="toolbar"
        role="group"
        aria-label={t('shoppingList.actions')}
      >
        {isList ? (
          <Button ref={addButton} size="sm" aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
            <PlusIcon aria-hidden size={16} />
            {t('shoppingList.addItems')}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" loading={pdf.busy} onClick={() => void print()}>
          {pdf.busy ? null : <FileDownIcon aria-hidden size={16} />}
          {t('shoppingList.print')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => toaster.info({ title: t('shoppingList.checkout.comingSoon') })}
        >
          <ShoppingCartIcon aria-hidden size={16} />
          {t('shoppingList.checkout')}
        </Button>
        {isList ? (
          <>
            <Button size="sm" variant="ghost" onClick={() => setRenaming(true)}>
              <PencilIcon aria-hidden size={16} />
              {t('shoppingList.rename')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={checkedCount === 0}
              onClick={() => void clearChecked()}
            >
              <CheckCheckIcon aria-hidden size={16} />
              {t('shoppingList.clearChecked')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDeleting(true)}>
              <Trash2Icon aria-hidden size={16} />
              {t('shoppingList.delete')}
            </Button>
          </>
        ) : null}
      </div>

      {isList && adding ? (
        <AddItemsForm
          onAdd={(text, lang) => writes.addText(text, lang)}
          busy={writes.adding}
          onClose={() => {
            setAdding(false)
            addButton.current?.focus()
          }}
        />
      ) : null}

      {recipes.length > 0 ? (
        <div className={classes.recipes} data-part="recipes">
          <span>{t('shoppingList.recipes')}:</span>
          <ul>
            {recipes.map((recipe, index) => (
              <li key={recipe._id}>
                <host.Link href={host.href(`/recipe/${recipe._id}`)} dir="auto">
                  {pickText(recipe.title, locale)}
                </host.Link>
                {index < recipes.length - 1 ? <span aria-hidden>{locale === 'ar' ? '،' : ','}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {rows.length === 0 ? (
        <p className={classes.prompt} data-part="no-items">
          {t('shoppingList.noItems')}
        </p>
      ) : (
        <div className={classes.aisles} data-part="aisles">
          {groups.aisles.map((group) => (
            <section key={group.aisle} className={classes.aisle} data-part="aisle" data-aisle={group.aisle}>
              <h3 className={classes.aisleTitle} data-part="aisle-title">
                {t(`shoppingList.aisle.${group.aisle}`)}
              </h3>
              {renderRows(group.items)}
            </section>
          ))}
          {groups.checked.length > 0 ? (
            <section className={classes.aisle} data-part="aisle" data-aisle="checked">
              <h3 className={classes.aisleTitle} data-part="aisle-title">
                {t('shoppingList.checked')}
              </h3>
              {renderRows(groups.checked)}
            </section>
          ) : null}
        </div>
      )}

      {isList ? (
        <>
          <ListNameDialog
            open={renaming}
            onOpenChange={setRenaming}
            current={name}
            onSave={async (typed) => {
              // A name typed is in the reader's language; the server shows it on both sides.
              await writes.rename({ en: locale === 'en' ? typed : '', ar: locale === 'ar' ? typed : '' })
              toaster.success({ title: t('shoppingList.rename.done') })
            }}
          />
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            tone="danger"
            busy={writes.deleting}
            title={t('shoppingList.delete.title')}
            description={t('shoppingList.delete.description', { name, count: itemCount })}
            confirmLabel={t('shoppingList.delete.confirm')}
            onConfirm={() => void deleteList()}
          />
          <EditItemDialog
            open={editing !== null}
            row={editing}
            onClose={() => setEditing(null)}
            onSave={async (itemId, body) => {
              await writes.updateItem(itemId, body)
              toaster.success({ title: t('shoppingList.edit.saved') })
            }}
          />
        </>
      ) : null}
    </article>
  )
}
