import { z } from 'zod'
import { failureMessage } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Field } from '@sufra/ui/field'
import { toaster } from '@sufra/ui/toast'
import { profileHeader } from '@sufra/styled-system/recipes'
import { isWebAddress, issue, useSchemaForm } from '../shared'

/** POST /recipe/import: resolves with the answer's status and message, rejects with an Error. */
export type ImportRecipe = (recipeUrl: string) => Promise<{ statusCode: number; message: string }>

/** Spec section 9: an import succeeds with status 201. */
export const IMPORT_SUCCESS_STATUS = 201

const classes = profileHeader()

const importSchema = z.object({
  recipeUrl: z
    .string()
    .trim()
    .min(1, issue.required)
    .refine((value) => value === '' || isWebAddress(value), issue.url),
})

/**
 * The recipe-URL import form of the own profile (spec sections 5 and 8): the address is required
 * and must be a web address; the server's message is toasted on success (201) and on failure
 * ('Something went wrong' when there is none); the button spins while the import runs.
 */
export function ImportRecipeForm({
  importRecipe,
  onImported,
}: {
  importRecipe: ImportRecipe
  onImported?: () => void
}) {
  const { t } = useI18n()
  const form = useSchemaForm(importSchema, {
    defaultValues: { recipeUrl: '' },
    // Spec section 5: 'This field is required', then the import's own words for a wrong address.
    wording: { required: 'profile.import.required', url: 'profile.import.invalidUrl' },
  })
  const error = form.errorText('recipeUrl')

  const onSubmit = form.handleSubmit(async ({ recipeUrl }) => {
    try {
      const answer = await importRecipe(recipeUrl)
      if (answer.statusCode === IMPORT_SUCCESS_STATUS) {
        toaster.success({ title: answer.message || t('profile.import.submit') })
        form.reset({ recipeUrl: '' })
        onImported?.()
      } else {
        toaster.error({ title: answer.message || t('common.somethingWentWrong') })
      }
    } catch (failure) {
      console.error(failure)
      // Spec: the server's message, else the error's own, else 'Something went wrong'.
      toaster.error({ title: failureMessage(failure) ?? t('common.somethingWentWrong') })
    }
  })

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-scope="profile-header"
      data-part="import-form"
      className={classes.importForm}
    >
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>{t('profile.import.label')}</Field.Label>
        <div data-part="import-row" className={classes.importRow}>
          <Field.Input
            type="url"
            inputMode="url"
            // Web addresses read left to right on both pages.
            dir="ltr"
            autoComplete="url"
            maxLength={2048}
            placeholder={t('profile.import.placeholder')}
            className={classes.importInput}
            {...form.register('recipeUrl')}
          />
          <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
            {t('profile.import.submit')}
          </Button>
        </div>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </form>
  )
}
