import { type FormEvent, useRef, useState } from 'react'
import { Plus } from 'lucide-react'
import { MAX_MEAL_TIME_LENGTH } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Dialog } from '@sufra/ui/dialog'
import { Field } from '@sufra/ui/field'
import { styles } from './planner-styles'

/**
 * "Add meal type": a name for a new meal-time row. The board trims it and ignores an empty name or
 * one it already has (spec section 5); the dialog closes either way.
 */
export function AddMealTypeDialog({
  onAdd,
  disabled,
}: {
  onAdd: (name: string) => void
  disabled?: boolean
}) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const trigger = useRef<HTMLButtonElement>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onAdd(name)
    setName('')
    setOpen(false)
  }
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        className={styles.addMeal}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden />
        {t('planner.addMealType')}
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        finalFocusEl={() => trigger.current}
        size="sm"
      >
        <Dialog.Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <form className={styles.dialogForm} onSubmit={submit} noValidate>
                <Dialog.Header>
                  <Dialog.Title>{t('planner.addMealType.title')}</Dialog.Title>
                  <Dialog.Description>{t('planner.addMealType.description')}</Dialog.Description>
                </Dialog.Header>
                <Dialog.Body>
                  <Field.Root>
                    <Field.Label>{t('planner.addMealType.name')}</Field.Label>
                    <Field.Input
                      value={name}
                      dir="auto"
                      maxLength={MAX_MEAL_TIME_LENGTH}
                      autoComplete="off"
                      onChange={(event) => setName(event.target.value)}
                    />
                  </Field.Root>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.CloseTrigger asChild>
                    <Button variant="ghost">{t('common.cancel')}</Button>
                  </Dialog.CloseTrigger>
                  <Button type="submit">{t('planner.addMealType.submit')}</Button>
                </Dialog.Footer>
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}
