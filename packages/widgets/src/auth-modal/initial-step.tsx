import { useId } from 'react'
import { InfoIcon, MailIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { css } from '@sufra/styled-system/css'
import { button } from '@sufra/styled-system/recipes'
import { SwitchPrompt } from './form-parts'
import { GoogleMark } from './google-mark'

type InitialStepProps = {
  googleHref: string
  /** False when the server has no Google client: the control says so instead of leading nowhere. */
  googleAvailable: boolean
  onContinueWithEmail: () => void
  onSignUp: () => void
}

/** Welcome: Google (a full-page redirect), email, or sign up. */
export function InitialStep({
  googleHref,
  googleAvailable,
  onContinueWithEmail,
  onSignUp,
}: InitialStepProps) {
  const { t } = useI18n()
  const unavailableNoteId = useId()
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {googleAvailable ? (
        // A real link: Google sign-in is a full-page redirect, not a request.
        <a href={googleHref} className={button({ variant: 'outline', size: 'lg', fullWidth: true })}>
          <GoogleMark />
          {t('auth.initial.google')}
        </a>
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Button variant="outline" size="lg" fullWidth disabled aria-describedby={unavailableNoteId}>
            <GoogleMark />
            {t('auth.initial.google')}
          </Button>
          <p
            id={unavailableNoteId}
            data-part="google-unavailable"
            className={css({
              display: 'flex',
              alignItems: 'flex-start',
              gap: '2',
              textStyle: 'small',
              color: 'fg.muted',
              '& svg': { flexShrink: 0, w: '4', h: '4', marginBlockStart: '0.5' },
            })}
          >
            <InfoIcon aria-hidden />
            {t('auth.google.unavailable')}
          </p>
        </div>
      )}
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          color: 'fg.muted',
          textStyle: 'caption',
          _before: { content: '""', flex: '1', borderBlockStartWidth: '1px', borderColor: 'border.subtle' },
          _after: { content: '""', flex: '1', borderBlockStartWidth: '1px', borderColor: 'border.subtle' },
        })}
      >
        {t('auth.or')}
      </div>
      <Button size="lg" fullWidth onClick={onContinueWithEmail}>
        <MailIcon aria-hidden size={18} />
        {t('auth.initial.email')}
      </Button>
      <SwitchPrompt prompt={t('auth.noAccount')} action={t('auth.signUpLink')} onClick={onSignUp} />
      {/* The spec's Terms and Privacy links are placeholders: plain text until those pages exist. */}
      <p className={css({ textAlign: 'center', textStyle: 'caption', color: 'fg.muted' })}>
        {t('auth.initial.legal')}
      </p>
    </div>
  )
}
