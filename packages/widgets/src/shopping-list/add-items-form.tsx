import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { serverSentence } from '@sufra/api-client'
import { type Locale, useI18n } from '@sufra/i18n'
import { shoppingList } from '@sufra/styled-system/recipes'
import { Button } from '@sufra/ui/button'
import { Field } from '@sufra/ui/field'
import { toaster } from '@sufra/ui/toast'
import { readTypedLine, typedLanguage } from './list-items'

const classes = shoppingList()

/** The contract's limit on a typed line. */
const MAX_TEXT = 300

type AddItemsFormProps = {
  /** Sends the typed line in its language (POST /list/{id}/items `{ text, lang }`); rejects with ApiError. */
  onAdd: (text: string, lang: Locale) => Promise<unknown>
  busy: boolean
  /** Escape: closes the form (focus goes back to Add items). */
  onClose: () => void
}

/**
 * Add items: one line typed as a cook writes it (`2 cups flour`, `٢ كوب طحين`), read as it is typed
 * into its amount, unit and name (the preview, as the server will read it), then added to the list,
 * where it merges with the same item. The field empties and keeps focus for the next line.
 */
export function AddItemsForm({ onAdd, busy, onClose }: AddItemsFormProps) {
  const { t, locale } = useI18n()
  const previewId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [invalid, setInvalid] = useState(false)
  const lang = typedLanguage(text, locale)
  const preview = readTypedLine(text, lang)

  useEffect(() => input.current?.focus(), [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const typed = text.trim()
    if (typed === '' || !preview?.name) {
      setInvalid(true)
      input.current?.focus()
      return
    }
    try {
      await onAdd(typed, lang)
      toaster.success({ title: t('shoppingList.addItems.added', { name: preview.name }) })
      setText('')
      setInvalid(false)
      input.current?.focus()
    } catch (error) {
      toaster.error({ title: serverSentence(error) ?? t('shoppingList.failed.write') })
    }
  }

  const none = t('shoppingList.addItems.none')
  return (
    <form
      className={classes.addForm}
      data-part="add-form"
      onSubmit={submit}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          onClose()
        }
      }}
    >
      <div className={classes.addRow} data-part="add-row">
        <Field.Root invalid={invalid}>
          <Field.Label>{t('shoppingList.addItems.label')}</Field.Label>
          <Field.Input
            ref={input}
            dir="auto"
            value={text}
            maxLength={MAX_TEXT}
            autoComplete="off"
            enterKeyHint="done"
            placeholder={t('shoppingList.addItems.placeholder')}
            aria-describedby={preview ? previewId : undefined}
            onChange={(event) => {
              setText(event.target.value)
              if (invalid) setInvalid(false)
            }}
          />
          <Field.HelperText>{t('shoppingList.addItems.hint')}</Field.HelperText>
          <Field.ErrorText>{t('shoppingList.addItems.noName')}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" loading={busy}>
          {t('shoppingList.addItems.submit')}
        </Button>
      </div>
      {preview ? (
        <div id={previewId} className={classes.preview} data-part="preview" aria-live="polite">
          <span>{t('shoppingList.addItems.preview')}</span>
          <dl>
            <div className={classes.previewPart} data-part="preview-amount">
              <dt className={classes.previewLabel}>{t('shoppingList.addItems.amount')}</dt>
              <dd>
                <bdi>{preview.amount || none}</bdi>
              </dd>
            </div>
            <div className={classes.previewPart} data-part="preview-unit">
              <dt className={classes.previewLabel}>{t('shoppingList.addItems.unit')}</dt>
              <dd>
                <bdi>{preview.unit || none}</bdi>
              </dd>
            </div>
            <div className={classes.previewPart} data-part="preview-name">
              <dt className={classes.previewLabel}>{t('shoppingList.addItems.name')}</dt>
              <dd dir="auto">{preview.name || none}</dd>
            </div>
          </dl>
        </div>
      ) : null}
    </form>
  )
}
