import { displayName } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { embedSession } from '@sufra/styled-system/recipes'
import { useEmbedSession } from './embed-context'

/**
 * "Signed in to Sufra as Layla · Sign out", while the visitor has an embed session on this site
 * (nothing while signed out: sign-in starts from the action that needs it).
 */
export function SignedInLine() {
  const { t, locale: lang } = useI18n()
  const session = useEmbedSession()
  if (!session.user) return null
  const classes = embedSession()
  return (
    <div className={classes.root} data-scope="embed-session" data-part="root">
      <span className={classes.text} data-part="text">
        {t('embed.session.signedInAs', { name: displayName(session.user, lang) })}
      </span>
      <Button
        variant="ghost"
        size="sm"
        loading={session.signingOut}
        onClick={() => void session.signOut()}
        data-action="sign-out"
      >
        {t('embed.session.signOut')}
      </Button>
    </div>
  )
}
