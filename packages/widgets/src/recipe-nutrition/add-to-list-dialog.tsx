import { type FormEvent, type RefObject, useId, useState } from 'react'
import { type Schema, serverSentence, useApiQuery } from '@sufra/api-client'
import { pickText, useI18n } from '@sufra/i18n'
import { addToListDialog } from '@sufra/styled-system/recipes'
import { Button } from '@sufra/ui/button'
import { Dialog } from '@sufra/ui/dialog'
import { Field } from '@sufra/ui/field'
import { RadioGroup } from '@sufra/ui/radio-group'
import { toaster } from '@sufra/ui/toast'
import { useAddRecipeToList, useCreateShoppingList } from './add-to-list-api'

/** The contract's limit on a list name. */
const MAX_LIST_NAME = 200

/** The radio value of "New list" (list ids are UUIDs, so it can never be one). */
const NEW_LIST = 'new'

export type AddToListDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  recipe: Pick<Schema<'Recipe'>, '_id' | 'title'>
  /** Catalogue ingredient ids, unique, at least one. */
  ingredientIds: string[]
  /** The servings the page shows amounts for (the serving adjuster's value): the list's amounts scale to it. */
  servings: number
  /** Called after the ingredients went on a list (a new one, 201, or one of the person's, 200). */
  onCreated?: () => void
  /** Where focus goes back when the dialog closes (the Add to list button). */
  returnFocusTo: RefObject<HTMLElement | null>
}

const classes = addToListDialog()

/**
 * Puts the selected ingredients, with the recipe's amounts for the chosen servings, on a shopping
 * list: a new one (named, default the recipe's title: POST /list/create) or one of the person's own
 * (GET /list, newest first: POST /list/{id}/items, merged there by the server). Success toasts in
 * the reader's language and closes; a failure shows the server's sentence and keeps the dialog open.
 */
export function AddToListDialog(props: AddToListDialogProps) {
  const { open, onOpenChange, returnFocusTo } = props
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={() => returnFocusTo.current}
      size="sm"
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{open ? <ListForm {...props} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

type ListSummary = Schema<'ShoppingListSummary'>

function ListForm({ recipe, ingredientIds, servings, onCreated, onOpenChange }: AddToListDialogProps) {
  const { t, locale } = useI18n()
  const formId = useId()
  const defaultName = pickText(recipe.title, locale)
  const [target, setTarget] = useState(NEW_LIST)
  const [name, setName] = useState(defaultName)
  const [invalid, setInvalid] = useState(false)
  // Not aborted when the dialog closes while it loads: the next opening has the lists at once.
  const lists = useApiQuery('/list', undefined, { finishWhenUnused: true })
  const create = useCreateShoppingList()
  const add = useAddRecipeToList()
  const chosen = lists.data?.find((list) => list._id === target)
  const listLabel = (list: Pick<ListSummary, 'listName'>) =>
    pickText(list.listName, locale).trim() || t('addToList.untitled')

  async function submit(event: FormEvent) {
    event.preventDefault()
    try {
      if (chosen) {
        await add.mutateAsync({
          params: { path: { id: chosen._id } },
          body: { recipeId: recipe._id, list: ingredientIds, servings },
        })
        // The list's name is isolated, so a name in the other script keeps the sentence in order.
        toaster.success({ title: t('addToList.added', { name: `\u2068${listLabel(chosen)}\u2069` }) })
      } else {
        const typed = name.trim()
        if (typed === '') {
          setInvalid(true)
          return
        }
        // The recipe's own title keeps both languages; a name the cook typed is in the page's language.
        const listName =
          typed === defaultName.trim()
            ? { en: recipe.title.en, ar: recipe.title.ar }
            : { en: locale === 'en' ? typed : '', ar: locale === 'ar' ? typed : '' }
        await create.mutateAsync({
          body: { listName, list: ingredientIds, recipeId: recipe._id, servings },
        })
        toaster.success({ title: t('addToList.created') })
      }
      onCreated?.()
      onOpenChange(false)
    } catch (error) {
      toaster.error({ title: serverSentence(error) ?? t('common.somethingWentWrong') })
    }
  }

  return (
    <form
      id={formId}
      className={classes.form}
      data-scope="add-to-list-dialog"
      data-part="form"
      onSubmit={submit}
      noValidate
    >
      <Dialog.Header>
        <Dialog.Title>{t('addToList.dialog.title')}</Dialog.Title>
        <Dialog.Description>
          {t('addToList.dialog.description', { count: ingredientIds.length, servings })}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body className={classes.body}>
        <RadioGroup.Root
          value={target}
          onValueChange={(details) => details.value && setTarget(details.value)}
          className={classes.targets}
          data-part="targets"
          aria-busy={lists.isPending}
        >
          <RadioGroup.Label>{t('addToList.target')}</RadioGroup.Label>
          <RadioGroup.Item value={NEW_LIST}>
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>{t('addToList.newList')}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
          {(lists.data ?? []).map((list) => (
            <RadioGroup.Item key={list._id} value={list._id} data-part="list">
              <RadioGroup.ItemControl />
              <RadioGroup.ItemText>
                <bdi dir="auto">{listLabel(list)}</bdi>{' '}
                <span className={classes.count} data-part="count">
                  {t('addToList.itemCount', { count: list.itemCount })}
                </span>
              </RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        {lists.isPending ? (
          <p className={classes.note} data-part="note">
            {t('addToList.loadingLists')}
          </p>
        ) : lists.isError ? (
          <p className={classes.note} data-part="note" role="status">
            {t('addToList.listsFailed')}
          </p>
        ) : null}

        {chosen ? null : (
          <Field.Root invalid={invalid} required>
            <Field.Label>{t('addToList.listName')}</Field.Label>
            <Field.Input
              dir="auto"
              value={name}
              maxLength={MAX_LIST_NAME}
              autoComplete="off"
              onChange={(event) => {
                setName(event.target.value)
                if (invalid && event.target.value.trim() !== '') setInvalid(false)
              }}
            />
            <Field.ErrorText>{t('common.required')}</Field.ErrorText>
          </Field.Root>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </Dialog.CloseTrigger>
        <Button type="submit" loading={create.isPending || add.isPending}>
          {t(chosen ? 'addToList.add' : 'addToList.create')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger />
    </form>
  )
}
