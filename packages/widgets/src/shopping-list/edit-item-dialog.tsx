import { useMemo, useState } from 'react'
import { useFieldArray } from 'react-hook-form'
import { z } from 'zod'
import { PlusIcon, Trash2Icon } from 'lucide-react'
import { serverSentence } from '@sufra/api-client'
import { isUnitId, unitLabel, units } from '@sufra/core'
import { pickText, useI18n } from '@sufra/i18n'
import { addToListDialog, shoppingList } from '@sufra/styled-system/recipes'
import { Button } from '@sufra/ui/button'
import { Dialog } from '@sufra/ui/dialog'
import { IconButton } from '@sufra/ui/icon-button'
import { toaster } from '@sufra/ui/toast'
import {
  type ChoiceOption,
  ChoiceField,
  NumberField,
  TextField,
  inDialogPositioning,
  maxIssue,
  minIssue,
  tooLongIssue,
  issue,
  useSchemaForm,
} from '../shared'
import type { ListQuantity, ListRow } from './list-items'

/** The contract's limits on an item. */
const limits = { name: 200, lines: 10, amount: { min: 0.01, max: 1_000_000 } } as const
/** The unit choice that means "no unit" (a select's empty value means nothing chosen). */
const NO_UNIT = '-'

type EditInput = { name: string; lines: { amount?: number | undefined; unit: string }[] }

const schema = z.object({
  name: z.string().trim().min(1, issue.required).max(limits.name, tooLongIssue(limits.name)),
  lines: z
    .array(
      z.object({
        amount: z
          .number()
          .optional()
          .superRefine((value, context) => {
            if (value === undefined) return
            if (value < limits.amount.min)
              context.addIssue({ code: 'custom', message: minIssue(limits.amount.min) })
            if (value > limits.amount.max)
              context.addIssue({ code: 'custom', message: maxIssue(limits.amount.max) })
          }),
        unit: z.string(),
      }),
    )
    .max(limits.lines),
})

type EditItemDialogProps = {
  /** Open while an item is edited (the dialog's code loads when it first opens). */
  open: boolean
  /** The item edited; null while closed. */
  row: ListRow | null
  onClose: () => void
  /** Saves (PATCH /list/{id}/items/{itemId}); rejects with ApiError. */
  onSave: (itemId: string, body: { name?: string; quantities: ListQuantity[] }) => Promise<unknown>
}

const dialogClasses = addToListDialog()
const classes = shoppingList()

/**
 * Edit an item: its name (a new name makes it a free-text item in the reader's language) and its
 * amount lines (amount and unit each; an empty amount means "some"), as stored, up to ten.
 */
export function EditItemDialog({ open, row, onClose, onSave }: EditItemDialogProps) {
  return (
    <Dialog.Root
      open={open && row !== null}
      onOpenChange={(details) => (details.open ? null : onClose())}
      size="md"
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {row ? <EditForm row={row} onClose={onClose} onSave={onSave} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function EditForm({ row, onClose, onSave }: { row: ListRow } & Omit<EditItemDialogProps, 'row' | 'open'>) {
  const { t, locale } = useI18n()
  const currentName = pickText(row.name, locale)
  const form = useSchemaForm<EditInput, z.output<typeof schema>>(schema, {
    defaultValues: {
      name: currentName,
      lines: row.quantities.map((line) => ({
        amount: line.amount ?? undefined,
        unit: line.unit === '' ? NO_UNIT : line.unit,
      })),
    },
  })
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' })
  const [busy, setBusy] = useState(false)
  const unitOptions = useMemo<ChoiceOption[]>(
    () => [
      { value: NO_UNIT, label: t('shoppingList.edit.noUnit') },
      ...units.map((unit) => ({ value: unit.id, label: unitLabel(unit.id, locale) })),
    ],
    [t, locale],
  )

  const submit = form.handleSubmit(async (values) => {
    const name = values.name.trim()
    const quantities = values.lines
      .map((line) => ({
        amount: line.amount ?? null,
        unit: line.unit !== NO_UNIT && isUnitId(line.unit) ? line.unit : '',
      }))
      // A line with neither amount nor unit says nothing: no amount is [] to the server.
      .filter((line) => line.amount !== null || line.unit !== '')
    setBusy(true)
    try {
      // The name is sent only when changed: renaming unties the item from the catalogue.
      await onSave(row._id, name === currentName.trim() ? { quantities } : { name, quantities })
      onClose()
    } catch (error) {
      toaster.error({ title: serverSentence(error) ?? t('shoppingList.failed.write') })
    } finally {
      setBusy(false)
    }
  })

  return (
    <form
      className={dialogClasses.form}
      data-scope="shopping-list"
      data-part="edit-form"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Dialog.Header>
        <Dialog.Title>{t('shoppingList.edit.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <TextField
          form={form}
          name="name"
          label={t('shoppingList.edit.name')}
          required
          dir="auto"
          autoComplete="off"
          maxLength={limits.name}
        />
        <fieldset className={classes.amountLines} data-part="amount-lines">
          <legend className={classes.aisleTitle}>{t('shoppingList.edit.amounts')}</legend>
          <p className={classes.summary}>{t('shoppingList.edit.someAmount')}</p>
          {fields.map((field, index) => {
            const number = index + 1
            return (
              <div key={field.id} className={classes.amountRow} data-part="amount-row">
                <NumberField
                  form={form}
                  name={`lines.${index}.amount`}
                  label={t('shoppingList.edit.amount', { number })}
                  fractionDigits={3}
                  steppers={false}
                />
                <ChoiceField
                  form={form}
                  name={`lines.${index}.unit`}
                  label={t('shoppingList.edit.unit', { number })}
                  options={unitOptions}
                  positioning={inDialogPositioning}
                />
                <IconButton
                  variant="ghost"
                  aria-label={t('shoppingList.edit.removeAmount', { number })}
                  onClick={() => remove(index)}
                >
                  <Trash2Icon />
                </IconButton>
              </div>
            )
          })}
          {fields.length < limits.lines ? (
            <div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => append({ amount: undefined, unit: NO_UNIT })}
              >
                <PlusIcon aria-hidden size={16} />
                {t('shoppingList.edit.addAmount')}
              </Button>
            </div>
          ) : null}
        </fieldset>
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
