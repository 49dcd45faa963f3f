import { useEffect, useId, useRef } from 'react'
import { useFieldArray } from 'react-hook-form'
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { IconButton } from '@sufra/ui/icon-button'
import { recipeForm } from '@sufra/styled-system/recipes'
import { TextareaField } from '../shared'
import { ImageField } from './image-slot'
import { type RecipeFormHandle, emptyInstruction, limits } from './recipe-form-schema'

const classes = recipeForm()

type InstructionRowsProps = {
  form: RecipeFormHandle
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
  form,
  rowErrors,
  onRowsChange,
  onDiscardImage,
  locked,
}: InstructionRowsProps) {
  const { t } = useI18n()
  const baseId = useId()
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'instructions' })

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
    <div data-scope="recipe-form" data-part="steps" className={classes.steps}>
      <ol ref={listRef} data-part="step-list" className={classes.stepList}>
        {fields.map((row, index) => {
          const number = index + 1
          const stepLabel = t('recipeForm.step.label', { number })
          const rowError = rowErrors[index]
          const rowErrorId = `${baseId}-${row.id}-error`
          return (
            <li
              key={row.id}
              data-step-id={row.id}
              data-step-row={index}
              data-part="step"
              className={classes.step}
            >
              <div data-part="step-grid" className={classes.stepGrid}>
                <TextareaField
                  form={form}
                  name={`instructions.${index}.step`}
                  label={stepLabel}
                  required
                  rows={3}
                  placeholder={t('recipeForm.placeholder.step')}
                />
                <ImageField
                  form={form}
                  name={`instructions.${index}.image`}
                  label={t('recipeForm.field.stepImage', { number })}
                  size="sm"
                />
              </div>
              {rowError ? (
                <p id={rowErrorId} role="alert" data-part="step-error" className={classes.stepError}>
                  {rowError}
                </p>
              ) : null}
              <div data-part="step-actions" className={classes.stepActions}>
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
                    const image = form.getValues(`instructions.${index}.image`)
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
