import { type FormEventHandler, type ReactNode, useId } from 'react'
import { accountSettings } from '@sufra/styled-system/recipes'
import { FormAlert, type IssueWording } from '../shared'

export const classes = accountSettings()

/** Spec section 5: the settings name the field ('{label} is required'). */
export const settingsWording: IssueWording = {
  required: 'settings.error.required',
  tooLong: 'settings.error.tooLong',
}

/** The title and lead of a settings panel. */
export function PanelHeader({
  title,
  description,
  titleId,
}: {
  title: string
  description: string
  titleId: string
}) {
  return (
    <header data-part="header" className={classes.header}>
      <h2 id={titleId} data-part="title" className={classes.title}>
        {title}
      </h2>
      <p data-part="description" className={classes.description}>
        {description}
      </p>
    </header>
  )
}

/** A short settings form (Feedback, Delete account): its header, the refusal if any, the fields and the submit button. */
export function SettingsPanel({
  title,
  description,
  failure,
  onSubmit,
  submit,
  children,
}: {
  title: string
  description: string
  /** Why the last attempt failed, in the server's words. */
  failure: string | null
  onSubmit: FormEventHandler<HTMLFormElement>
  submit: ReactNode
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      data-scope="account-settings"
      data-part="panel"
      className={classes.panel}
    >
      <PanelHeader titleId={titleId} title={title} description={description} />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {children}
      <div data-part="actions" className={classes.actions}>
        {submit}
      </div>
    </form>
  )
}
