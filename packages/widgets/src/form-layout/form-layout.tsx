import type { ReactNode } from 'react'
import { Button } from '@sufra/ui/button'
import { css } from '@sufra/styled-system/css'

/** A titled group of fields on a card, with an optional hint under the title and an action at its end. */
export function FormSection({
  title,
  hint,
  children,
  action,
}: {
  title: string
  hint?: string
  children: ReactNode
  action?: ReactNode
}) {
  return (
    <fieldset
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        minW: '0',
        p: { base: '4', md: '6' },
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        borderRadius: 'lg',
      })}
    >
      <legend className={css({ float: 'start', w: 'full', textStyle: 'h3', marginBlockEnd: '2' })}>
        {title}
      </legend>
      {hint ? (
        <p className={css({ textStyle: 'small', color: 'fg.muted', marginBlockStart: '-2' })}>{hint}</p>
      ) : null}
      {children}
      {action}
    </fieldset>
  )
}

/** Two columns from small tablets up, one on phones. */
export const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  gap: '4',
})

/** The bar that stays at the bottom of a long form: where the form stands, and its submit button. */
export function FormSaveBar({
  status,
  submitLabel,
  submitting,
  disabled,
}: {
  status: string
  submitLabel: string
  submitting: boolean
  disabled: boolean
}) {
  return (
    <div
      className={css({
        position: 'sticky',
        insetBlockEnd: '0',
        zIndex: 'sticky',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: '4',
        p: '4',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        borderRadius: 'lg',
        boxShadow: 'md',
      })}
    >
      <p role="status" className={css({ textStyle: 'small', color: 'fg.muted', me: 'auto' })}>
        {status}
      </p>
      <Button type="submit" loading={submitting} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  )
}
