import { useId } from 'react'
import { z } from 'zod'
import { failureMessage, useApiMutation } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Field } from '@sufra/ui/field'
import { Progress } from '@sufra/ui/progress'
import { toaster } from '@sufra/ui/toast'
import { importRecipe } from '@sufra/styled-system/recipes'
import { isWebAddress, issue, siteName, useSchemaForm } from '../shared'
import { useWidgetHost } from '../widget-host'

/** Spec: an import succeeds with status 201 (a first import, and a second one of the same address). */
export const IMPORT_SUCCESS_STATUS = 201

const classes = importRecipe()

const importSchema = z.object({
  recipeUrl: z
    .string()
    .trim()
    .min(1, issue.required)
    .refine((value) => value === '' || isWebAddress(value), issue.url),
})

/**
 * The recipe-URL import form (spec: own profile and the feed's right panel). The address is
 * required and must be a web address. POST /recipe/import saves the recipe for the person and can
 * take several seconds (the server reads the page and its picture): meanwhile the button is busy,
 * the address read-only, and a live line says which site the recipe comes from, over an
 * indeterminate bar. On 201 the server's message is toasted, the field empties and the host opens
 * the recipe form on the imported recipe for review (`/recipe/edit/{id}?review=import`). A failure
 * toasts the server's message, else the error's, else 'Something went wrong'.
 */
export function ImportRecipeForm({
  genericFailure = false,
}: {
  /** The feed's panel: a failure toasts only 'Something went wrong' (spec section 8, feed panel). */
  genericFailure?: boolean
} = {}) {
  const { t, intl } = useI18n()
  const host = useWidgetHost()
  const statusId = useId()
  // Lists showing the person's recipes are refreshed after an import (`staleAfter`).
  const { mutateAsync: importRecipeFrom, isPending, variables } = useApiMutation('post', '/recipe/import')
  const form = useSchemaForm(importSchema, {
    defaultValues: { recipeUrl: '' },
    // Spec: 'This field is required', then the import's own words for a wrong address.
    wording: { required: 'importRecipe.required', url: 'importRecipe.invalidUrl' },
  })
  const error = form.errorText('recipeUrl')

  const onSubmit = form.handleSubmit(async ({ recipeUrl }) => {
    try {
      const answer = await importRecipeFrom({ body: { recipeUrl } })
      if (answer.statusCode !== IMPORT_SUCCESS_STATUS) {
        toaster.error({
          title: (!genericFailure && answer.message) || t('common.somethingWentWrong'),
        })
        return
      }
      toaster.success({ title: answer.message || t('importRecipe.imported') })
      form.reset({ recipeUrl: '' })
      // Already saved: the person checks what the page gave us, and saving publishes their version.
      host.navigate(`/recipe/edit/${encodeURIComponent(answer.data._id)}?review=import`)
    } catch (failure) {
      console.error(failure)
      // Spec: the server's message, else the error's own, else 'Something went wrong'.
      toaster.error({
        title: (!genericFailure && failureMessage(failure)) || t('common.somethingWentWrong'),
      })
    }
  })

  const importing = isPending && variables ? variables.body.recipeUrl : null

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-scope="import-recipe"
      data-part="root"
      className={classes.root}
    >
      <Field.Root invalid={Boolean(error)} required readOnly={importing !== null}>
        <Field.Label>{t('importRecipe.label')}</Field.Label>
        <div data-part="row" className={classes.row}>
          <Field.Input
            type="url"
            inputMode="url"
            // Web addresses read left to right on both pages.
            dir="ltr"
            autoComplete="url"
            maxLength={2048}
            placeholder={t('importRecipe.placeholder')}
            className={classes.input}
            {...form.register('recipeUrl')}
          />
          <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
            {t('importRecipe.submit')}
          </Button>
        </div>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>

      <div data-part="progress" data-busy={importing !== null ? '' : undefined} className={classes.progress}>
        {/* Always in the page, so what it says while importing is announced. */}
        <p id={statusId} aria-live="polite" data-part="status" className={classes.status}>
          {importing !== null
            ? intl.formatMessage(
                { id: 'importRecipe.progress' },
                // A host name reads left to right, also inside Arabic text.
                {
                  site: (
                    <bdi key="site" dir="ltr">
                      {siteName(null, importing)}
                    </bdi>
                  ),
                },
              )
            : null}
        </p>
        {importing !== null ? <Progress value={null} size="sm" labelledBy={statusId} /> : null}
      </div>
    </form>
  )
}
