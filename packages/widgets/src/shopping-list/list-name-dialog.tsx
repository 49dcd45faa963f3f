import { type FormEvent, useState } from 'react'
import { serverSentence } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { addToListDialog } from '@sufra/styled-system/recipes'
import { Button } from '@sufra/ui/button'
import { Dialog } from '@sufra/ui/dialog'
import { Field } from '@sufra/ui/field'
import { toaster } from '@sufra/ui/toast'
import type { MessageId } from '@sufra/i18n'

/** The contract's limit on a list name. */
const MAX_LIST_NAME = 200

type ListNameDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The name shown now ('' for a new list). */
  current: string
  /** Saves the typed name (PATCH /list/{id} or POST /list/create); rejects with ApiError. */
  onSave: (name: string) => Promise<unknown>
  /** Rename (the default) or New: its title and button. */
  purpose?: 'rename' | 'new'
}

const classes = addToListDialog()

const texts: Record<'rename' | 'new', { title: MessageId; submit: MessageId }> = {
  rename: { title: 'shoppingList.rename.title', submit: 'common.save' },
  new: { title: 'shoppingList.new.title', submit: 'shoppingList.new.create' },
}

/**
 * The list's name in a field, to rename a list or name a new one. Renaming refuses an empty name;
 * a new list may have none (the server names it "Shopping List"). A refusal keeps the dialog open.
 */
export function ListNameDialog({
  open,
  onOpenChange,
  current,
  onSave,
  purpose = 'rename',
}: ListNameDialogProps) {
  const { t } = useI18n()
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="sm">
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* The title stays while the dialog closes, so it is never a dialog without a name. */}
            <Dialog.Header>
              <Dialog.Title>{t(texts[purpose].title)}</Dialog.Title>
              {purpose === 'new' ? (
                <Dialog.Description>{t('shoppingList.new.description')}</Dialog.Description>
              ) : null}
            </Dialog.Header>
            {open ? (
              <NameForm
                current={current}
                onSave={onSave}
                purpose={purpose}
                onDone={() => onOpenChange(false)}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function NameForm({
  current,
  onSave,
  purpose,
  onDone,
}: {
  current: string
  onSave: (name: string) => Promise<unknown>
  purpose: 'rename' | 'new'
  onDone: () => void
}) {
  const { t } = useI18n()
  const [name, setName] = useState(current)
  const [invalid, setInvalid] = useState(false)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const typed = name.trim()
    if (typed === '' && purpose === 'rename') {
      setInvalid(true)
      return
    }
    setBusy(true)
    try {
      await onSave(typed)
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
      data-part={purpose === 'new' ? 'new-form' : 'rename-form'}
      onSubmit={submit}
      noValidate
    >
      <Dialog.Body>
        <Field.Root invalid={invalid} required={purpose === 'rename'}>
          <Field.Label>{t('shoppingList.rename.label')}</Field.Label>
          <Field.Input
            dir="auto"
            placeholder={purpose === 'new' ? t('shoppingList.fallbackName') : undefined}
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
          {t(texts[purpose].submit)}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger />
    </form>
  )
}
