import { useId, useMemo } from 'react'
import { useFieldArray } from 'react-hook-form'
import { PlusIcon, Trash2Icon } from 'lucide-react'
import { type UnitKind, units, unitLabel } from '@sufra/core'
import { type MessageId, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { IconButton } from '@sufra/ui/icon-button'
import { recipeForm } from '@sufra/styled-system/recipes'
import { type ChoiceOption, ChoiceField, NumberField, TextField } from '../shared'
import { type RecipeFormHandle, emptyIngredient, limits } from './recipe-form-schema'

const classes = recipeForm()

const unitGroups: { id: UnitKind; label: MessageId }[] = [
  { id: 'mass', label: 'recipeForm.unitGroup.mass' },
  { id: 'volume', label: 'recipeForm.unitGroup.volume' },
  { id: 'count', label: 'recipeForm.unitGroup.count' },
  { id: 'length', label: 'recipeForm.unitGroup.length' },
  { id: 'other', label: 'recipeForm.unitGroup.other' },
]

type IngredientRowsProps = {
  form: RecipeFormHandle
  /** A server refusal about a row (by position), shown under it. */
  rowErrors: Record<number, string>
  /** Rows were added or removed (server errors by position no longer apply). */
  onRowsChange: () => void
}

/** The ingredient rows: quantity, unit (from the units catalogue) and name, with add and remove. */
export function IngredientRows({ form, rowErrors, onRowsChange }: IngredientRowsProps) {
  const { t, locale } = useI18n()
  const headerId = useId()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'ingredients' })
  const unitOptions = useMemo<ChoiceOption[]>(
    () => units.map((unit) => ({ value: unit.id, label: unitLabel(unit.id, locale), group: unit.kind })),
    [locale],
  )
  const groups = useMemo(() => unitGroups.map((group) => ({ id: group.id, label: t(group.label) })), [t])

  return (
    <div data-scope="recipe-form" data-part="ingredients" className={classes.ingredients}>
      {/* Column titles from tablets up; every field also has its own (hidden) label. */}
      <div id={headerId} aria-hidden data-part="column-titles" className={classes.columnTitles}>
        <span />
        <span>{t('recipeForm.field.quantity')}</span>
        <span>{t('recipeForm.field.unit')}</span>
        <span>{t('recipeForm.field.name')}</span>
      </div>
      <div data-part="rows" className={classes.rows}>
        {fields.map((row, index) => {
          const number = index + 1
          const rowLabel = t('recipeForm.ingredient.label', { number })
          const rowError = rowErrors[index]
          const rowErrorId = `${headerId}-${row.id}-error`
          return (
            <div
              key={row.id}
              role="group"
              aria-label={rowLabel}
              aria-describedby={rowError ? rowErrorId : undefined}
              data-ingredient-row={index}
              data-part="row"
              className={classes.row}
            >
              <div data-part="row-grid" className={classes.rowGrid}>
                <span data-part="row-number" className={classes.rowNumber} aria-hidden>
                  {number}
                </span>
                <div data-part="quantity" className={classes.quantity}>
                  <NumberField
                    form={form}
                    name={`ingredients.${index}.quantity`}
                    label={t('recipeForm.field.quantity')}
                    required
                    fractionDigits={3}
                    hideLabel
                    steppers={false}
                  />
                </div>
                <div data-part="unit" className={classes.unit}>
                  <ChoiceField
                    form={form}
                    name={`ingredients.${index}.unitId`}
                    label={t('recipeForm.field.unit')}
                    options={unitOptions}
                    groups={groups}
                    required
                    hideLabel
                    placeholder={t('recipeForm.placeholder.unit')}
                  />
                </div>
                <div data-part="name" className={classes.name}>
                  <TextField
                    form={form}
                    name={`ingredients.${index}.name`}
                    label={t('recipeForm.field.name')}
                    required
                    hideLabel
                    dir="auto"
                    autoComplete="off"
                    placeholder={t('recipeForm.placeholder.name')}
                  />
                </div>
                <IconButton
                  variant="ghost"
                  aria-label={t('recipeForm.ingredient.remove', { number })}
                  title={t('recipeForm.ingredient.remove', { number })}
                  disabled={fields.length <= 1}
                  onClick={() => {
                    remove(index)
                    onRowsChange()
                  }}
                  data-part="remove"
                  className={classes.remove}
                >
                  <Trash2Icon />
                </IconButton>
              </div>
              {rowError ? (
                <p id={rowErrorId} role="alert" data-part="row-error" className={classes.rowError}>
                  {rowError}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={fields.length >= limits.maxIngredients}
          onClick={() => {
            append(emptyIngredient(), {
              shouldFocus: true,
              focusName: `ingredients.${fields.length}.quantity`,
            })
            onRowsChange()
          }}
        >
          <PlusIcon aria-hidden />
          {t('recipeForm.ingredient.add')}
        </Button>
      </div>
    </div>
  )
}
