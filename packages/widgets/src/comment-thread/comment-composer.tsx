import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { commentLimits, isBlank } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Field } from '@sufra/ui/field'
import { useHydrated } from '@sufra/ui/use-hydrated'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { commentComposer } from '@sufra/styled-system/recipes'

const classes = commentComposer()

export type CommentComposerProps = {
  label: string
  /** Show the label (the main composer) or keep it for assistive technology only (reply, edit). */
  hideLabel?: boolean
  placeholder?: string
  initialValue?: string
  submitLabel: string
  /** Asked first on every submit (e.g. the sign-in check); false stops it and keeps the text. */
  canSubmit?: () => boolean
  /**
   * Called with the trimmed text (never blank: a blank submit is ignored). Resolve true to clear the
   * box (the server took it); false keeps the text so nothing typed is lost.
   */
  onSubmit: (content: string) => Promise<boolean>
  /** Shows a Cancel button (reply and edit boxes). */
  onCancel?: () => void
  /** Moves focus into the box when it opens (reply and edit boxes). */
  autoFocus?: boolean
}

/** A labelled textarea with its submit button: the new-comment box, the reply box and the editor. */
export function CommentComposer({
  label,
  hideLabel = false,
  placeholder,
  initialValue = '',
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
  canSubmit,
}: CommentComposerProps) {
  const { t } = useI18n()
  const [value, setValue] = useState(initialValue)
  const [pending, setPending] = useState(false)
  const textarea = useRef<HTMLTextAreaElement>(null)
  // In a served page the box arrives before its code: read-only until then.
  const hydrated = useHydrated()

  useEffect(() => {
    if (!autoFocus) return
    const box = textarea.current
    box?.focus()
    // The editor opens with the caret after the text, ready to change it.
    box?.setSelectionRange(box.value.length, box.value.length)
  }, [autoFocus])

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    if (pending) return
    if (canSubmit && !canSubmit()) return
    const content = value.trim()
    if (isBlank(content)) {
      // Nothing to post, or only invisible characters: ignored (spec: a blank reply is ignored).
      textarea.current?.focus()
      return
    }
    setPending(true)
    try {
      if (await onSubmit(content)) setValue('')
    } finally {
      setPending(false)
      // Back to the box for the next comment, unless the caller has moved focus elsewhere (a reply
      // box that closed hands focus back to its Reply button).
      const box = textarea.current
      const focused = document.activeElement
      if (box?.isConnected && (!focused || focused === document.body || box.form?.contains(focused)))
        box.focus()
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Ctrl+Enter / ⌘+Enter posts; Enter alone is a new line (comments keep their line breaks).
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit()
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault()
      onCancel()
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className={classes.root}
      data-scope="comment-composer"
      data-part="root"
    >
      <Field.Root>
        <Field.Label requiredIndicator={false} className={hideLabel ? visuallyHidden() : undefined}>
          {label}
        </Field.Label>
        <Field.Textarea
          ref={textarea}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          readOnly={!hydrated}
          placeholder={placeholder}
          maxLength={commentLimits.content}
          rows={hideLabel ? 2 : 3}
          autoresize
          // The text is the person's own, in either language: the box follows what they type.
          dir="auto"
          className={classes.textarea}
        />
      </Field.Root>
      <div className={classes.actions} data-part="actions">
        {onCancel ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={pending} disabled={!hydrated}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
