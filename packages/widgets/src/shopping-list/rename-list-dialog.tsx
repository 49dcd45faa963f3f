import { type FormEvent, useState } from 'react'
import { serverSentence } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { addToListDialog } from '@sufra/styled-system/recipes'
import { Button } from '@sufra/ui/button'
import { Dialog } from '@sufra/ui/dialog'
import { Field } from '@sufra/ui/field'
import { toaster } from '@sufra/ui/toast'

/** The contract's limit on a list name. */
const MAX_LIST_NAME = 200

type RenameListDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The name shown now. */
  current: string
  /** Saves the typed name (PATCH /list/{id}); rejects with ApiError. */
  onRename: (name: string) => Promise<unknown>
}

const classes = addToListDialog()

/** Rename: the list's name in a field; an empty name is refused; a refusal keeps the dialog open. */
export function RenameListDialog({ open, onOpenChange, current, onRename }: RenameListDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="sm">
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open ? (
              <RenameForm current={current} onRename={onRename} onDone={() => onOpenChange(false)} />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function RenameForm({
  current,
  onRename,
  onDone,
}: {
  current: string
  onRename: (name: string) => Promise<unknown>
  onDone: () => void
}) {
  const { t } = useI18n()
  const [name, setName] = useState(current)
  const [invalid, setInvalid] = useState(false)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const typed = name.trim()
    if (typed === '') {
      setInvalid(true)
      return
    }
    setBusy(true)
    try {
      await onRename(typed)
      onDone()
    } catch (error) {
      toaster.error({ title: serverSentence(error) ?? t('shoppingList.failed.write') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className={classes.form}
      data-scope="shopping-list"
      data-part="rename-form"
      onSubmit={submit}
      noValidate
    >
      <Dialog.Header>
        <Dialog.Title>{t('shoppingList.rename.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Field.Root invalid={invalid} required>
          <Field.Label>{t('shoppingList.rename.label')}</Field.Label>
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
        <Button type="submit" loading={busy}>
          {t('common.save')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger />
    </form>
  )
}
