import { Fragment } from 'react'
import { PencilIcon, Trash2Icon } from 'lucide-react'
import type { UnitSystem } from '@sufra/core'
import { pickText, useI18n } from '@sufra/i18n'
import { shoppingList } from '@sufra/styled-system/recipes'
import { Checkbox } from '@sufra/ui/checkbox'
import { IconButton } from '@sufra/ui/icon-button'
import { useWidgetHost } from '../widget-host'
import { type ListRow, amountLines } from './list-items'

const classes = shoppingList()

type ItemRowProps = {
  row: ListRow
  units: UnitSystem
  /** A list's own item (edit, remove); All Lists rows are only checked. */
  editable: boolean
  onCheck: (checked: boolean) => void
  onEdit: () => void
  onRemove: () => void
  onSelectList: (id: string) => void
}

/**
 * An item: its tick box labelled by the name and amounts (in the person's units), the recipes it came
 * from (links to them), on All Lists the lists it is on, and Edit and Remove on a list's own item.
 */
export function ItemRow({ row, units, editable, onCheck, onEdit, onRemove, onSelectList }: ItemRowProps) {
  const { t, locale } = useI18n()
  const host = useWidgetHost()
  const name = pickText(row.name, locale)
  const lines = amountLines(row.quantities, units, locale)
  const lists = 'lists' in row ? row.lists : []
  const comma = locale === 'ar' ? '، ' : ', '

  return (
    <li
      className={classes.item}
      data-part="item"
      data-item-id={row._id}
      data-checked={row.checked ? '' : undefined}
    >
      <Checkbox.Root checked={row.checked} onCheckedChange={(details) => onCheck(details.checked === true)}>
        <Checkbox.Control>
          <Checkbox.Indicator />
        </Checkbox.Control>
        <Checkbox.HiddenInput aria-label={t('shoppingList.item.check', { name })} />
      </Checkbox.Root>
      {row.image ? (
        <img
          src={row.image.url}
          alt=""
          width={32}
          height={32}
          loading="lazy"
          className={classes.picture}
          data-part="picture"
        />
      ) : (
        <span aria-hidden className={classes.initial} data-part="initial" dir="auto">
          {Array.from(name.trim())[0]?.toLocaleUpperCase(locale) ?? ''}
        </span>
      )}
      <div className={classes.itemText} data-part="item-text">
        <span className={classes.itemName} data-part="item-name" dir="auto">
          {name}
        </span>
        {lines.length > 0 ? (
          <span className={classes.amounts} data-part="amounts">
            {lines.map((line, index) => (
              // Lines that could not be merged are all needed: "250 grams + 2 cups". An amount such
              // as 1½ cups is a left-to-right run even inside Arabic text.
              <Fragment key={index}>
                {index > 0 ? ' + ' : null}
                <bdi data-part="amount">{line}</bdi>
              </Fragment>
            ))}
          </span>
        ) : null}
        {row.recipes.length > 0 ? (
          <span className={classes.sources} data-part="sources">
            {t('shoppingList.fromRecipes')}{' '}
            {row.recipes.map((recipe, index) => (
              <span key={recipe._id}>
                {index > 0 ? comma : null}
                <host.Link href={host.href(`/recipe/${recipe._id}`)} dir="auto">
                  {pickText(recipe.title, locale)}
                </host.Link>
              </span>
            ))}
          </span>
        ) : null}
        {lists.length > 0 ? (
          <span className={classes.sources} data-part="lists">
            {t('shoppingList.inLists')}{' '}
            {lists.map((list, index) => (
              <span key={list._id}>
                {index > 0 ? comma : null}
                <button type="button" data-part="list-link" dir="auto" onClick={() => onSelectList(list._id)}>
                  {pickText(list.listName, locale).trim() || t('shoppingList.fallbackName')}
                </button>
              </span>
            ))}
          </span>
        ) : null}
      </div>
      {editable ? (
        <div className={classes.itemActions} data-part="item-actions">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('shoppingList.item.edit', { name })}
            onClick={onEdit}
          >
            <PencilIcon />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('shoppingList.item.remove', { name })}
            onClick={onRemove}
          >
            <Trash2Icon />
          </IconButton>
        </div>
      ) : null}
    </li>
  )
}
