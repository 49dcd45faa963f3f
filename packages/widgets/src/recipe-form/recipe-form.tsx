import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import type { FieldErrors } from 'react-hook-form'
import { InfoIcon } from 'lucide-react'
import { ApiError, type Schema, useApiQuery } from '@sufra/api-client'
import type { Language } from '@sufra/core'
import { type MessageId, pickText, useI18n } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'
import { recipeForm } from '@sufra/styled-system/recipes'
import {
  type ChoiceOption,
  ChoiceField,
  FormColumns,
  FormSaveBar,
  FormSection,
  NumberField,
  TextField,
  TextareaField,
  issue,
  useSchemaForm,
} from '../shared'
import { useWidgetHost } from '../widget-host'
import { ImageField, ImageUploadsProvider, useImageUploadState } from './image-slot'
import { ImportReviewNotice } from './import-review-notice'
import { IngredientRows } from './ingredient-rows'
import { InstructionRows } from './instruction-rows'
import { useRecipeFormApi } from './recipe-form-api'
import {
  type RecipeFormInput,
  type RecipeFormValues,
  emptyRecipeValues,
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
  /**
   * `'import'`: the recipe was just imported (already saved) and is opened for the person to check:
   * a notice says what to look at and links to the page it came from; saving publishes it. The page
   * passes it (the site from `?review=import`).
   */
  review?: 'import'
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

const classes = recipeForm()

/** Side by side: time and servings (whole numbers, with their stepper bounds), category and cuisine. */
const wholeNumberFields = ['time', 'servings'] as const
const taxonomyFields = ['category', 'cuisine'] as const
const wholeNumberBounds = {
  time: [limits.minTime, limits.maxTime],
  servings: [limits.minServings, limits.maxServings],
} as const

type AreaName = 'details' | 'photos' | 'ingredients' | 'steps'

/** One of the form's four areas (placed by the layout grid), holding one titled section. */
function Area({
  name,
  title,
  hint,
  children,
}: {
  name: AreaName
  title: string
  hint?: string
  children: ReactNode
}) {
  return (
    <div data-part={`${name}-area`} className={classes[`${name}Area`]}>
      <FormSection title={title} hint={hint}>
        {children}
      </FormSection>
    </div>
  )
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
export function RecipeForm({ recipe, onDirtyChange, review }: RecipeFormProps) {
  const { t, locale } = useI18n()
  const host = useWidgetHost()
  const calls = useRecipeFormApi()
  // A new recipe is written in the page's language; an edited one in its own.
  const lang: Language = recipe ? recipe.lang : locale
  const schema = useMemo(() => recipeFormSchema(lang), [lang])
  const defaultValues = useMemo(
    () => (recipe ? recipeValuesOf(recipe, lang) : emptyRecipeValues()),
    [recipe, lang],
  )
  const form = useSchemaForm(schema, { defaultValues, lang })
  const { setError, setFocus, getValues } = form
  const { isDirty, isSubmitting } = form.formState
  const { uploads, discarded } = useImageUploadState(calls.uploadImage)
  const [rowErrors, setRowErrors] = useState<RowErrors>(noRowErrors)
  const clearRowErrors = () => setRowErrors(noRowErrors)
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(onValid, onInvalid)(event)

  const wholeNumberField = (name: (typeof wholeNumberFields)[number]) => ({
    form,
    name,
    label: t(`recipeForm.field.${name}`),
    required: true,
    fractionDigits: 0,
    min: wholeNumberBounds[name][0],
    max: wholeNumberBounds[name][1],
  })
  const taxonomyField = (name: (typeof taxonomyFields)[number]) => ({
    form,
    name,
    label: t(`recipeForm.field.${name}`),
    labelNote: t('recipeForm.field.optional'),
    options: options[name],
    multiple: true,
    placeholder: t('recipeForm.placeholder.choose'),
  })

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
        data-scope="recipe-form"
        data-part="root"
        className={classes.root}
      >
        {review === 'import' && recipe ? <ImportReviewNotice metadata={recipe.metadata} /> : null}

        <p data-part="language-hint" className={classes.languageHint}>
          <InfoIcon aria-hidden />
          <span>{t(languageHint)}</span>
        </p>

        <div data-part="layout" className={classes.layout}>
          <Area name="details" title={t('recipeForm.section.details')}>
            <TextField
              form={form}
              name="title"
              label={t('recipeForm.field.title')}
              required
              dir="auto"
              autoComplete="off"
              placeholder={t('recipeForm.placeholder.title')}
            />
            <TextareaField
              form={form}
              name="description"
              label={t('recipeForm.field.description')}
              required
              rows={4}
            />
            <FormColumns>
              {wholeNumberFields.map((name) => (
                <NumberField key={name} {...wholeNumberField(name)} />
              ))}
            </FormColumns>
            <FormColumns>
              {taxonomyFields.map((name) => (
                <ChoiceField key={name} {...taxonomyField(name)} />
              ))}
            </FormColumns>
            <TextField
              form={form}
              name="videoUrl"
              label={t('recipeForm.field.videoUrl')}
              labelNote={t('recipeForm.field.optional')}
              type="url"
              inputMode="url"
              dir="ltr"
              placeholder="https://"
              autoComplete="url"
            />
          </Area>

          <Area
            name="photos"
            title={t('recipeForm.section.photos')}
            hint={t('recipeForm.section.photosHint')}
          >
            <ImageField
              form={form}
              name="thumbnail"
              label={t('recipeForm.field.thumbnail')}
              shape="wide"
              size="full"
            />
            <div data-part="gallery" className={classes.gallery}>
              {Array.from({ length: limits.maxOtherImages }, (_, index) => (
                <ImageField
                  key={index}
                  form={form}
                  name={`otherImages.${index}`}
                  label={t('recipeForm.field.otherImage', { number: index + 1 })}
                  size="full"
                />
              ))}
            </div>
          </Area>

          <Area name="ingredients" title={t('recipeForm.section.ingredients')}>
            <IngredientRows form={form} rowErrors={rowErrors.ingredients} onRowsChange={clearRowErrors} />
          </Area>

          <Area name="steps" title={t('recipeForm.section.instructions')}>
            <InstructionRows
              form={form}
              rowErrors={rowErrors.instructions}
              onRowsChange={clearRowErrors}
              onDiscardImage={uploads.discard}
              locked={uploading}
            />
          </Area>
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
