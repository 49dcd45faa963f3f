import { type FormEvent, type RefObject, useId, useState } from 'react'
import { type Schema, serverSentence } from '@sufra/api-client'
import { pickText, useI18n } from '@sufra/i18n'
import { addToListDialog } from '@sufra/styled-system/recipes'
import { Button } from '@sufra/ui/button'
import { Dialog } from '@sufra/ui/dialog'
import { Field } from '@sufra/ui/field'
import { toaster } from '@sufra/ui/toast'
import { useCreateShoppingList } from './add-to-list-api'

/** The contract's limit on a list name. */
const MAX_LIST_NAME = 200

export type AddToListDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  recipe: Pick<Schema<'Recipe'>, '_id' | 'title'>
  /** Catalogue ingredient ids, unique, at least one. */
  ingredientIds: string[]
  /** Called after the list was created (the server answered 201). */
  onCreated?: () => void
  /** Where focus goes back when the dialog closes (the Add to list button). */
  returnFocusTo: RefObject<HTMLElement | null>
}

const classes = addToListDialog()

/**
 * Names the new shopping list (default: the recipe's title) and creates it with the selected
 * ingredients: POST /list/create `{ listName: { en, ar }, list, recipeId }`. 201 shows the server's
 * message; a failure shows the server's error message and keeps the dialog open.
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

function ListForm({ recipe, ingredientIds, onCreated, onOpenChange }: AddToListDialogProps) {
  const { t, locale } = useI18n()
  const formId = useId()
  const defaultName = pickText(recipe.title, locale)
  const [name, setName] = useState(defaultName)
  const [invalid, setInvalid] = useState(false)
  const create = useCreateShoppingList()

  async function submit(event: FormEvent) {
    event.preventDefault()
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
    try {
      await create.mutateAsync({
        body: { listName, list: ingredientIds, recipeId: recipe._id },
      })
      toaster.success({ title: t('addToList.created') })
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
          {t('addToList.dialog.description', { count: ingredientIds.length })}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
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
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </Dialog.CloseTrigger>
        <Button type="submit" loading={create.isPending}>
          {t('addToList.create')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger />
    </form>
  )
}
