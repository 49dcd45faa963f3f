import { useId, useMemo } from 'react'
import { type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form'
import { PlusIcon, Trash2Icon } from 'lucide-react'
import { type UnitKind, units, unitLabel } from '@sufra/core'
import { type MessageId, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Field } from '@sufra/ui/field'
import { IconButton } from '@sufra/ui/icon-button'
import { css } from '@sufra/styled-system/css'
import { type ChoiceOption, ChoiceField, NumberField, type RecipeFormControl } from './form-parts'
import { type RecipeFormInput, emptyIngredient, limits } from './recipe-form-schema'

const unitGroups: { id: UnitKind; label: MessageId }[] = [
  { id: 'mass', label: 'recipeForm.unitGroup.mass' },
  { id: 'volume', label: 'recipeForm.unitGroup.volume' },
  { id: 'count', label: 'recipeForm.unitGroup.count' },
  { id: 'length', label: 'recipeForm.unitGroup.length' },
  { id: 'other', label: 'recipeForm.unitGroup.other' },
]

// Quantity, unit and name on one line from tablets up; on phones the name takes the second line.
const rowGrid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: '1.25rem minmax(0, 4.5rem) minmax(0, 1fr) auto',
    md: '2rem 7rem 12rem minmax(0, 1fr) auto',
  },
  gridTemplateAreas: {
    base: '"number quantity unit remove" ". name name name"',
    md: '"number quantity unit name remove"',
  },
  columnGap: '3',
  rowGap: '2',
  alignItems: 'start',
})

const rowItem = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  paddingBlockEnd: '3',
  borderBlockEndWidth: '1px',
  borderColor: 'border.subtle',
  _last: { borderBlockEndWidth: '0', paddingBlockEnd: '0' },
})

const numberBadge = css({
  gridArea: 'number',
  display: 'grid',
  placeItems: 'center',
  h: '10',
  textStyle: 'label',
  color: 'fg.muted',
  fontVariantNumeric: 'tabular-nums',
})

type IngredientRowsProps = {
  control: RecipeFormControl
  register: UseFormRegister<RecipeFormInput>
  errors: FieldErrors<RecipeFormInput>['ingredients']
  issueText: (code: string | undefined) => string | undefined
  /** A server refusal about a row (by position), shown under it. */
  rowErrors: Record<number, string>
  /** Rows were added or removed (server errors by position no longer apply). */
  onRowsChange: () => void
}

/** The ingredient rows: quantity, unit (from the units catalogue) and name, with add and remove. */
export function IngredientRows({
  control,
  register,
  errors,
  issueText,
  rowErrors,
  onRowsChange,
}: IngredientRowsProps) {
  const { t, locale } = useI18n()
  const headerId = useId()
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' })
  const unitOptions = useMemo<ChoiceOption[]>(
    () => units.map((unit) => ({ value: unit.id, label: unitLabel(unit.id, locale), group: unit.kind })),
    [locale],
  )
  const groups = useMemo(() => unitGroups.map((group) => ({ id: group.id, label: t(group.label) })), [t])

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {/* Column titles from tablets up; every field also has its own (hidden) label. */}
      <div
        id={headerId}
        aria-hidden
        className={css({
          display: { base: 'none', md: 'grid' },
          gridTemplateColumns: '2rem 7rem 12rem minmax(0, 1fr) 2.5rem',
          columnGap: '3',
          textStyle: 'label',
          color: 'fg.muted',
        })}
      >
        <span />
        <span>{t('recipeForm.field.quantity')}</span>
        <span>{t('recipeForm.field.unit')}</span>
        <span>{t('recipeForm.field.name')}</span>
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {fields.map((row, index) => {
          const number = index + 1
          const rowLabel = t('recipeForm.ingredient.label', { number })
          const rowError = rowErrors[index]
          const rowErrorId = `${headerId}-${row.id}-error`
          const error = errors?.[index]
          return (
            <div
              key={row.id}
              role="group"
              aria-label={rowLabel}
              aria-describedby={rowError ? rowErrorId : undefined}
              data-ingredient-row={index}
              className={rowItem}
            >
              <div className={rowGrid}>
                <span className={numberBadge} aria-hidden>
                  {number}
                </span>
                <div className={css({ gridArea: 'quantity', minW: '0' })}>
                  <NumberField
                    control={control}
                    name={`ingredients.${index}.quantity`}
                    label={t('recipeForm.field.quantity')}
                    error={issueText(error?.quantity?.message)}
                    required
                    hideLabel
                    steppers={false}
                  />
                </div>
                <div className={css({ gridArea: 'unit', minW: '0' })}>
                  <ChoiceField
                    control={control}
                    name={`ingredients.${index}.unitId`}
                    label={t('recipeForm.field.unit')}
                    options={unitOptions}
                    groups={groups}
                    required
                    hideLabel
                    placeholder={t('recipeForm.placeholder.unit')}
                    error={issueText(error?.unitId?.message)}
                  />
                </div>
                <div className={css({ gridArea: 'name', minW: '0' })}>
                  <Field.Root required invalid={Boolean(error?.name)}>
                    <Field.Label className={css({ srOnly: true })}>{t('recipeForm.field.name')}</Field.Label>
                    <Field.Input
                      dir="auto"
                      autoComplete="off"
                      placeholder={t('recipeForm.placeholder.name')}
                      {...register(`ingredients.${index}.name`)}
                    />
                    <Field.ErrorText>{issueText(error?.name?.message)}</Field.ErrorText>
                  </Field.Root>
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
                  className={css({ gridArea: 'remove' })}
                >
                  <Trash2Icon />
                </IconButton>
              </div>
              {rowError ? (
                <p
                  id={rowErrorId}
                  role="alert"
                  className={css({
                    textStyle: 'small',
                    color: 'danger.text',
                    ps: { base: '0', md: '[2.75rem]' },
                  })}
                >
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
