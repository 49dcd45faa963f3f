import { type FormEventHandler, type ReactNode, useId } from 'react'
import { type MessageId, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
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

const panelTexts = {
  feedback: {
    title: 'settings.feedback',
    description: 'settings.feedback.description',
    submit: 'settings.feedback.submit',
  },
  downloadData: {
    title: 'settings.download.title',
    description: 'settings.download.description',
    submit: 'settings.download.submit',
  },
  deleteAccount: {
    title: 'settings.deleteAccount',
    description: 'settings.delete.description',
    submit: 'settings.delete.submit',
  },
} as const satisfies Record<string, Record<'title' | 'description' | 'submit', MessageId>>

/** A short settings form (Feedback, Download my data, Delete account): its header, the refusal if any, the fields and the submit button. */
export function SettingsPanel({
  panel,
  failure,
  onSubmit,
  submitting = false,
  danger = false,
  children,
}: {
  panel: keyof typeof panelTexts
  /** Why the last attempt failed, in the server's words. */
  failure: string | null
  onSubmit: FormEventHandler<HTMLFormElement>
  submitting?: boolean
  /** The submit button is the danger one (deleting the account). */
  danger?: boolean
  children?: ReactNode
}) {
  const { t } = useI18n()
  const titleId = useId()
  const texts = panelTexts[panel]
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      data-scope="account-settings"
      data-part="panel"
      className={classes.panel}
    >
      <PanelHeader titleId={titleId} title={t(texts.title)} description={t(texts.description)} />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {children}
      <div data-part="actions" className={classes.actions}>
        <Button type="submit" variant={danger ? 'danger' : 'solid'} loading={submitting}>
          {t(texts.submit)}
        </Button>
      </div>
    </form>
  )
}
