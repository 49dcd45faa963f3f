import { useEffect, useId, useRef } from 'react'
import {
  Controller,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form'
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Field } from '@sufra/ui/field'
import { IconButton } from '@sufra/ui/icon-button'
import { css } from '@sufra/styled-system/css'
import type { RecipeFormControl } from './form-parts'
import { ImageSlot } from './image-slot'
import { type RecipeFormInput, emptyInstruction, limits } from './recipe-form-schema'

type InstructionRowsProps = {
  control: RecipeFormControl
  register: UseFormRegister<RecipeFormInput>
  getValues: UseFormGetValues<RecipeFormInput>
  errors: FieldErrors<RecipeFormInput>['instructions']
  issueText: (code: string | undefined) => string | undefined
  /** A server refusal about a step (by position), shown under it. */
  rowErrors: Record<number, string>
  /** Steps were added, removed or moved (server errors by position no longer apply). */
  onRowsChange: () => void
  /** Hands the key of a removed step's photo to the form (deleted on save). */
  onDiscardImage: (key: string) => void
  /** While photos upload, steps keep their places (an upload lands in the step it started in). */
  locked: boolean
}

/** The steps: text (required) and an optional photo each, with add, remove and move up/down. */
export function InstructionRows({
  control,
  register,
  getValues,
  errors,
  issueText,
  rowErrors,
  onRowsChange,
  onDiscardImage,
  locked,
}: InstructionRowsProps) {
  const { t } = useI18n()
  const baseId = useId()
  const { fields, append, remove, move } = useFieldArray({ control, name: 'instructions' })

  // A moved step's button keeps the focus at its new place (or the other arrow at either end).
  const listRef = useRef<HTMLOListElement>(null)
  const refocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null)
  useEffect(() => {
    const target = refocus.current
    if (!target) return
    refocus.current = null
    const row = listRef.current?.querySelector(`[data-step-id="${target.id}"]`)
    const button =
      row?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)')
    button?.focus()
  })

  const moveStep = (index: number, direction: 'up' | 'down') => {
    const row = fields[index]
    if (!row) return
    refocus.current = { id: row.id, direction }
    move(index, direction === 'up' ? index - 1 : index + 1)
    onRowsChange()
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <ol
        ref={listRef}
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '4',
          listStyle: 'none',
          p: '0',
          m: '0',
        })}
      >
        {fields.map((row, index) => {
          const number = index + 1
          const stepLabel = t('recipeForm.step.label', { number })
          const rowError = rowErrors[index]
          const rowErrorId = `${baseId}-${row.id}-error`
          const error = errors?.[index]
          return (
            <li
              key={row.id}
              data-step-id={row.id}
              data-step-row={index}
              className={css({
                display: 'flex',
                flexDirection: 'column',
                gap: '3',
                p: { base: '3', md: '4' },
                bg: 'bg.subtle',
                borderRadius: 'md',
                borderWidth: '1px',
                borderColor: 'border.subtle',
              })}
            >
              <div
                className={css({
                  display: 'grid',
                  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
                  gap: '4',
                  alignItems: 'start',
                })}
              >
                <Field.Root required invalid={Boolean(error?.step)}>
                  <Field.Label>{stepLabel}</Field.Label>
                  <Field.Textarea
                    dir="auto"
                    rows={3}
                    placeholder={t('recipeForm.placeholder.step')}
                    {...register(`instructions.${index}.step`)}
                  />
                  <Field.ErrorText>{issueText(error?.step?.message)}</Field.ErrorText>
                </Field.Root>
                <Controller
                  control={control}
                  name={`instructions.${index}.image`}
                  render={({ field }) => (
                    <ImageSlot
                      label={t('recipeForm.field.stepImage', { number })}
                      value={field.value}
                      onChange={field.onChange}
                      size="sm"
                      showHint={false}
                    />
                  )}
                />
              </div>
              {rowError ? (
                <p id={rowErrorId} role="alert" className={css({ textStyle: 'small', color: 'danger.text' })}>
                  {rowError}
                </p>
              ) : null}
              <div className={css({ display: 'flex', gap: '1', justifyContent: 'flex-end' })}>
                <IconButton
                  variant="ghost"
                  size="sm"
                  data-move="up"
                  aria-label={t('recipeForm.step.moveUp', { number })}
                  title={t('recipeForm.step.moveUp', { number })}
                  disabled={locked || index === 0}
                  onClick={() => moveStep(index, 'up')}
                >
                  <ArrowUpIcon />
                </IconButton>
                <IconButton
                  variant="ghost"
                  size="sm"
                  data-move="down"
                  aria-label={t('recipeForm.step.moveDown', { number })}
                  title={t('recipeForm.step.moveDown', { number })}
                  disabled={locked || index === fields.length - 1}
                  onClick={() => moveStep(index, 'down')}
                >
                  <ArrowDownIcon />
                </IconButton>
                <IconButton
                  variant="ghost"
                  size="sm"
                  aria-label={t('recipeForm.step.remove', { number })}
                  title={t('recipeForm.step.remove', { number })}
                  disabled={locked || fields.length <= 1}
                  onClick={() => {
                    const image = getValues(`instructions.${index}.image`)
                    if (image) onDiscardImage(image.key)
                    remove(index)
                    onRowsChange()
                  }}
                >
                  <Trash2Icon />
                </IconButton>
              </div>
            </li>
          )
        })}
      </ol>
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={fields.length >= limits.maxInstructions}
          onClick={() => {
            append(emptyInstruction(), { shouldFocus: true, focusName: `instructions.${fields.length}.step` })
            onRowsChange()
          }}
        >
          <PlusIcon aria-hidden />
          {t('recipeForm.step.add')}
        </Button>
      </div>
    </div>
  )
}
