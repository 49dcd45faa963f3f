import { useId } from 'react'
import { InfoIcon, MailIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { button } from '@sufra/styled-system/recipes'
import { SwitchPrompt, classes } from './form-parts'
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
    <div data-scope="auth-modal" data-part="step" className={classes.step}>
      {googleAvailable ? (
        // A real link: Google sign-in is a full-page redirect, not a request.
        <a href={googleHref} className={button({ variant: 'outline', size: 'lg', fullWidth: true })}>
          <GoogleMark />
          {t('auth.initial.google')}
        </a>
      ) : (
        <div data-part="google" className={classes.google}>
          <Button variant="outline" size="lg" fullWidth disabled aria-describedby={unavailableNoteId}>
            <GoogleMark />
            {t('auth.initial.google')}
          </Button>
          <p id={unavailableNoteId} data-part="google-unavailable" className={classes.googleUnavailable}>
            <InfoIcon aria-hidden />
            {t('auth.google.unavailable')}
          </p>
        </div>
      )}
      <div data-part="divider" className={classes.divider}>
        {t('auth.or')}
      </div>
      <Button size="lg" fullWidth onClick={onContinueWithEmail}>
        <MailIcon aria-hidden size={18} />
        {t('auth.initial.email')}
      </Button>
      <SwitchPrompt prompt={t('auth.noAccount')} action={t('auth.signUpLink')} onClick={onSignUp} />
      {/* The spec's Terms and Privacy links are placeholders: plain text until those pages exist. */}
      <p data-part="legal" className={classes.legal}>
        {t('auth.initial.legal')}
      </p>
    </div>
  )
}
