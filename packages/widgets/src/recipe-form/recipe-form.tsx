import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { Controller, type FieldErrors, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { InfoIcon } from 'lucide-react'
import { ApiError, type Schema, useApiQuery } from '@sufra/api-client'
import type { Language } from '@sufra/core'
import { type MessageId, pickText, useI18n } from '@sufra/i18n'
import { Field } from '@sufra/ui/field'
import { toaster } from '@sufra/ui/toast'
import { css } from '@sufra/styled-system/css'
import { FormSaveBar, FormSection, twoColumns } from '../form-layout/form-layout'
import { useWidgetHost } from '../widget-host'
import { type ChoiceOption, ChoiceField, NumberField, useIssueText } from './form-parts'
import { ImageSlot, ImageUploadsProvider, useImageUploadState } from './image-slot'
import { IngredientRows } from './ingredient-rows'
import { InstructionRows } from './instruction-rows'
import { useRecipeFormApi } from './recipe-form-api'
import {
  type RecipeFormInput,
  type RecipeFormValues,
  emptyRecipeValues,
  issue,
  limits,
  recipeFormFields,
  recipeFormSchema,
  recipeValuesOf,
  serverErrorTarget,
} from './recipe-form-schema'

export type RecipeFormProps = {
  /** Edit mode: the recipe to change, edited in the language it was written in. Create mode without. */
  recipe?: Schema<'Recipe'>
  /**
   * True while there are unsaved changes. Also called with false right before the form navigates
   * to the saved recipe, so a leave guard lets that navigation through.
   */
  onDirtyChange?: (dirty: boolean) => void
}

/** The server's rules (errMessage `field[i]: rule`, always English) the form has its own words for. */
const serverRules: Record<string, MessageId> = {
  'Use only English': 'recipeForm.error.onlyEnglish',
  'Use only Arabic': 'recipeForm.error.onlyArabic',
  Required: 'common.required',
  'Name is required': 'common.required',
  'Quantity is required': 'common.required',
  'Step text is required': 'common.required',
  'Unknown unit': 'recipeForm.error.unit',
}

type RowErrors = { ingredients: Record<number, string>; instructions: Record<number, string> }
const noRowErrors: RowErrors = { ingredients: {}, instructions: {} }

/**
 * The recipe form (spec sections 2–5, 7 and 8), create and edit: title, description, time,
 * servings, category, cuisine, video, a main photo and up to 5 more, ingredient rows (quantity,
 * unit, name) and steps (text and an optional photo). Texts must be in the form's language only.
 * Saving sends the multipart RecipeForm to POST /recipe/custom or PUT /recipe/edit/{id}, then
 * toasts "Recipe saved successfully" and goes to the recipe. A refusal naming a row, a step or the
 * description is shown there, and its errMessage as a toast.
 */
export function RecipeForm({ recipe, onDirtyChange }: RecipeFormProps) {
  const { t, locale } = useI18n()
  const host = useWidgetHost()
  const calls = useRecipeFormApi()
  // A new recipe is written in the page's language; an edited one in its own.
  const lang: Language = recipe ? recipe.lang : locale
  const issueText = useIssueText(lang)
  const schema = useMemo(() => recipeFormSchema(lang), [lang])
  const defaultValues = useMemo(
    () => (recipe ? recipeValuesOf(recipe, lang) : emptyRecipeValues()),
    [recipe, lang],
  )
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<RecipeFormInput, unknown, RecipeFormValues>({ resolver: zodResolver(schema), defaultValues })
  const { uploads, discarded } = useImageUploadState(calls.uploadImage)
  const [rowErrors, setRowErrors] = useState<RowErrors>(noRowErrors)
  // Set from the first click until the answer: a second click sends nothing. Stays set after a save.
  const busy = useRef(false)
  const [saved, setSaved] = useState(false)
  const uploading = uploads.pending > 0

  useEffect(() => {
    onDirtyChange?.(isDirty && !saved)
  }, [isDirty, saved, onDirtyChange])

  const categories = useApiQuery('/category', { params: { query: { skip: 0, limit: 100 } } })
  const filters = useApiQuery('/query')
  const options = useMemo(
    () => ({
      category: (categories.data?.categories ?? []).map((term): ChoiceOption => ({
        value: term.slug,
        label: pickText(term.name, locale),
      })),
      cuisine: (filters.data?.cuisines ?? []).map((term): ChoiceOption => ({
        value: term.key,
        label: pickText(term.name, locale),
      })),
    }),
    [categories.data, filters.data, locale],
  )

  const languageMessage = t(lang === 'ar' ? 'recipeForm.error.onlyArabic' : 'recipeForm.error.onlyEnglish')

  /** A toast per text in the wrong language, naming the field (and the row or step number). */
  const onInvalid = (invalid: FieldErrors<RecipeFormInput>) => {
    const fields: string[] = []
    if (invalid.title?.message === issue.language) fields.push(t('recipeForm.field.title'))
    if (invalid.description?.message === issue.language) fields.push(t('recipeForm.field.description'))
    getValues('ingredients').forEach((_, index) => {
      if (invalid.ingredients?.[index]?.name?.message === issue.language) {
        fields.push(t('recipeForm.ingredient.label', { number: index + 1 }))
      }
    })
    getValues('instructions').forEach((_, index) => {
      if (invalid.instructions?.[index]?.step?.message === issue.language) {
        fields.push(t('recipeForm.step.label', { number: index + 1 }))
      }
    })
    for (const field of fields) {
      toaster.error({ title: t('recipeForm.error.inField', { field, message: languageMessage }) })
    }
  }

  /** Spec section 8: the refusal lands on its row, step or the description; errMessage as a toast. */
  const showRefusal = (failure: unknown) => {
    const errMessage = failure instanceof ApiError ? failure.errMessage : undefined
    if (!errMessage) {
      toaster.error({ title: t('common.somethingWentWrong') })
      return
    }
    const target = serverErrorTarget(errMessage)
    // The server words its rules in English; the ones the form knows are shown in the page's language.
    const rule = (message: string) => {
      const known = serverRules[message]
      return known ? t(known) : message
    }
    if (target?.field === 'description') {
      setError('description', { type: 'server', message: rule(target.message) }, { shouldFocus: true })
    } else if (target && target.index < getValues(target.field).length) {
      setRowErrors({ ...noRowErrors, [target.field]: { [target.index]: rule(target.message) } })
      setFocus(
        target.field === 'ingredients'
          ? `ingredients.${target.index}.name`
          : `instructions.${target.index}.step`,
      )
    }
    toaster.error({ title: errMessage })
  }

  const onValid = async (values: RecipeFormValues) => {
    if (busy.current || uploading) return
    busy.current = true
    setRowErrors(noRowErrors)
    try {
      const fields = recipeFormFields(values, lang, discarded.current)
      const answer = await calls.saveRecipe(recipe?._id, fields)
      const id = answer._id || recipe?._id
      setSaved(true)
      toaster.success({ title: t('recipeForm.saved') })
      // Said before leaving, so the page's leave guard lets this navigation through.
      onDirtyChange?.(false)
      host.navigate(id ? `/recipe/${id}` : '/user/profile')
    } catch (failure) {
      console.error(failure)
      busy.current = false
      showRefusal(failure)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid, onInvalid)(event)

  const text = (name: 'title' | 'videoUrl', label: MessageId) => (
    <Field.Root required={name === 'title'} invalid={Boolean(errors[name])}>
      <Field.Label>
        {t(label)}
        {name === 'videoUrl' ? <OptionalNote /> : null}
      </Field.Label>
      <Field.Input
        {...register(name)}
        {...(name === 'videoUrl'
          ? { type: 'url', inputMode: 'url', dir: 'ltr', placeholder: 'https://', autoComplete: 'url' }
          : { dir: 'auto', autoComplete: 'off', placeholder: t('recipeForm.placeholder.title') })}
      />
      <Field.ErrorText>{issueText(errors[name]?.message)}</Field.ErrorText>
    </Field.Root>
  )

  const languageHint: MessageId =
    recipe && recipe.lang !== locale
      ? `recipeForm.languageHint.editOther.${lang}`
      : `recipeForm.languageHint.${lang}`

  return (
    <ImageUploadsProvider uploads={uploads}>
      <form
        noValidate
        aria-label={t(recipe ? 'pages.recipeEdit.title' : 'pages.recipeCreate.title')}
        onSubmit={(event) => void onSubmit(event)}
        className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
      >
        <p
          className={css({
            display: 'flex',
            alignItems: 'flex-start',
            gap: '2',
            p: '3',
            textStyle: 'small',
            color: 'fg.default',
            bg: 'highlight.subtle',
            borderRadius: 'md',
            '& svg': { w: '4', h: '4', flexShrink: 0, marginBlockStart: '0.5', color: 'highlight.text' },
          })}
        >
          <InfoIcon aria-hidden />
          <span>{t(languageHint)}</span>
        </p>

        <div
          className={css({
            display: 'grid',
            gap: '6',
            alignItems: 'start',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' },
            gridTemplateAreas: {
              base: '"details" "photos" "ingredients" "steps"',
              lg: '"details photos" "ingredients photos" "steps photos"',
            },
            gridTemplateRows: { lg: 'auto auto 1fr' },
          })}
        >
          <div className={css({ gridArea: 'details', minW: '0' })}>
            <FormSection title={t('recipeForm.section.details')}>
              {text('title', 'recipeForm.field.title')}
              <Field.Root required invalid={Boolean(errors.description)}>
                <Field.Label>{t('recipeForm.field.description')}</Field.Label>
                <Field.Textarea dir="auto" rows={4} {...register('description')} />
                <Field.ErrorText>{issueText(errors.description?.message)}</Field.ErrorText>
              </Field.Root>
              <div className={twoColumns}>
                <NumberField
                  control={control}
                  name="time"
                  label={t('recipeForm.field.time')}
                  error={issueText(errors.time?.message)}
                  required
                  wholeNumber
                  min={limits.minTime}
                  max={limits.maxTime}
                />
                <NumberField
                  control={control}
                  name="servings"
                  label={t('recipeForm.field.servings')}
                  error={issueText(errors.servings?.message)}
                  required
                  wholeNumber
                  min={limits.minServings}
                  max={limits.maxServings}
                />
              </div>
              <div className={twoColumns}>
                <ChoiceField
                  control={control}
                  name="category"
                  label={t('recipeForm.field.category')}
                  labelNote={t('recipeForm.field.optional')}
                  options={options.category}
                  multiple
                  placeholder={t('recipeForm.placeholder.choose')}
                />
                <ChoiceField
                  control={control}
                  name="cuisine"
                  label={t('recipeForm.field.cuisine')}
                  labelNote={t('recipeForm.field.optional')}
                  options={options.cuisine}
                  multiple
                  placeholder={t('recipeForm.placeholder.choose')}
                />
              </div>
              {text('videoUrl', 'recipeForm.field.videoUrl')}
            </FormSection>
          </div>

          <div
            className={css({
              gridArea: 'photos',
              minW: '0',
              position: { lg: 'sticky' },
              insetBlockStart: { lg: '4' },
            })}
          >
            <FormSection title={t('recipeForm.section.photos')} hint={t('recipeForm.section.photosHint')}>
              <Controller
                control={control}
                name="thumbnail"
                render={({ field }) => (
                  <ImageSlot
                    label={t('recipeForm.field.thumbnail')}
                    value={field.value}
                    onChange={field.onChange}
                    shape="wide"
                    size="full"
                    showHint={false}
                  />
                )}
              />
              <div
                className={css({
                  display: 'grid',
                  gridTemplateColumns: {
                    base: 'repeat(3, minmax(0, 1fr))',
                    sm: 'repeat(5, minmax(0, 1fr))',
                    lg: 'repeat(3, minmax(0, 1fr))',
                  },
                  gap: '3',
                })}
              >
                {Array.from({ length: limits.maxOtherImages }, (_, index) => (
                  <Controller
                    key={index}
                    control={control}
                    name={`otherImages.${index}`}
                    render={({ field }) => (
                      <ImageSlot
                        label={t('recipeForm.field.otherImage', { number: index + 1 })}
                        value={field.value ?? null}
                        onChange={field.onChange}
                        size="full"
                        showHint={false}
                      />
                    )}
                  />
                ))}
              </div>
            </FormSection>
          </div>

          <div className={css({ gridArea: 'ingredients', minW: '0' })}>
            <FormSection title={t('recipeForm.section.ingredients')}>
              <IngredientRows
                control={control}
                register={register}
                errors={errors.ingredients}
                issueText={issueText}
                rowErrors={rowErrors.ingredients}
                onRowsChange={() => setRowErrors(noRowErrors)}
              />
            </FormSection>
          </div>

          <div className={css({ gridArea: 'steps', minW: '0' })}>
            <FormSection title={t('recipeForm.section.instructions')}>
              <InstructionRows
                control={control}
                register={register}
                getValues={getValues}
                errors={errors.instructions}
                issueText={issueText}
                rowErrors={rowErrors.instructions}
                onRowsChange={() => setRowErrors(noRowErrors)}
                onDiscardImage={uploads.discard}
                locked={uploading}
              />
            </FormSection>
          </div>
        </div>

        <FormSaveBar
          status={
            uploading
              ? t('recipeForm.status.uploading')
              : isDirty && !saved
                ? t('recipeForm.status.unsaved')
                : t('recipeForm.status.noChanges')
          }
          submitLabel={t('recipeForm.save')}
          submitting={isSubmitting}
          disabled={uploading || saved}
        />
      </form>
    </ImageUploadsProvider>
  )
}

function OptionalNote() {
  const { t } = useI18n()
  return (
    <span className={css({ color: 'fg.muted', fontWeight: 'normal', ms: '1.5' })}>
      ({t('recipeForm.field.optional')})
    </span>
  )
}
