import { type FormEvent, useRef, useState } from 'react'
import { failureMessage } from '@sufra/api-client'
import { type MessageId, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Field } from '@sufra/ui/field'
import { toaster } from '@sufra/ui/toast'
import { css } from '@sufra/styled-system/css'
import { isWebAddress } from './web-address'

/** POST /recipe/import: resolves with the answer's status and message, rejects with an Error. */
export type ImportRecipe = (recipeUrl: string) => Promise<{ statusCode: number; message: string }>

/** Spec section 9: an import succeeds with status 201. */
export const IMPORT_SUCCESS_STATUS = 201

function validate(value: string): MessageId | null {
  if (value === '') return 'profile.import.required'
  if (!isWebAddress(value)) return 'profile.import.invalidUrl'
  return null
}

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
  const inputRef = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState('')
  const [error, setError] = useState<MessageId | null>(null)
  const [running, setRunning] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const recipeUrl = value.trim()
    const problem = validate(recipeUrl)
    setError(problem)
    if (problem) {
      inputRef.current?.focus()
      return
    }
    setRunning(true)
    try {
      const answer = await importRecipe(recipeUrl)
      if (answer.statusCode === IMPORT_SUCCESS_STATUS) {
        toaster.success({ title: answer.message || t('profile.import.submit') })
        setValue('')
        onImported?.()
      } else {
        toaster.error({ title: answer.message || t('common.somethingWentWrong') })
      }
    } catch (failure) {
      console.error(failure)
      // Spec: the server's message, else the error's own, else 'Something went wrong'.
      toaster.error({ title: failureMessage(failure) ?? t('common.somethingWentWrong') })
    } finally {
      setRunning(false)
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={css({ minW: '0', maxW: '3xl' })}>
      <Field.Root invalid={error !== null} required>
        <Field.Label>{t('profile.import.label')}</Field.Label>
        <div
          className={css({
            display: 'flex',
            flexDirection: { base: 'column', sm: 'row' },
            gap: '2',
          })}
        >
          <Field.Input
            ref={inputRef}
            type="url"
            inputMode="url"
            name="recipeUrl"
            // Web addresses read left to right on both pages.
            dir="ltr"
            autoComplete="url"
            maxLength={2048}
            placeholder={t('profile.import.placeholder')}
            value={value}
            onChange={(event) => {
              setValue(event.target.value)
              if (error) setError(null)
            }}
            // Grows along the row only: in the stacked (mobile) layout a flex basis of 0 would flatten it.
            className={css({ flex: { base: 'none', sm: '1' }, minW: '0' })}
          />
          <Button type="submit" variant="outline" loading={running}>
            {t('profile.import.submit')}
          </Button>
        </div>
        <Field.ErrorText>{error ? t(error) : null}</Field.ErrorText>
      </Field.Root>
    </form>
  )
}
