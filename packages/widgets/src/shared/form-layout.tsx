import type { ReactNode } from 'react'
import { CircleAlertIcon } from 'lucide-react'
import { Button } from '@sufra/ui/button'
import { formLayout } from '@sufra/styled-system/recipes'

const classes = formLayout()

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
    <fieldset data-scope="form-layout" data-part="section" className={classes.section}>
      <legend data-part="legend" className={classes.legend}>
        {title}
      </legend>
      {hint ? (
        <p data-part="hint" className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {action}
    </fieldset>
  )
}

/** Two columns from small tablets up, one on phones. */
export function FormColumns({ children }: { children: ReactNode }) {
  return (
    <div data-scope="form-layout" data-part="columns" className={classes.columns}>
      {children}
    </div>
  )
}

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
    <div data-scope="form-layout" data-part="save-bar" className={classes.saveBar}>
      <p role="status" data-part="status" className={classes.status}>
        {status}
      </p>
      <Button type="submit" loading={submitting} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  )
}

/** A form's root error: a refused login, sign-up or request, in the server's words. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" data-scope="form-layout" data-part="alert" className={classes.alert}>
      <CircleAlertIcon aria-hidden />
      <span dir="auto">{children}</span>
    </div>
  )
}
