import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { type Schema, serverSentence, useApiMutation, useApiQuery } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Splash } from '@sufra/ui/full-screen-loader'
import { lazyWhenOpen } from '@sufra/ui/lazy-when-open'
import { Spinner } from '@sufra/ui/spinner'
import { useHydrated } from '@sufra/ui/use-hydrated'
import { embedSignIn } from '@sufra/styled-system/recipes'
import { googleSignInHref, takeGoogleSignInError } from '@sufra/widgets/google-sign-in'
import { useDocumentTitle } from '../../layout/document-title'
import { Logo } from '../../layout/logo'
import { useSession } from '../../session/session-context'
import { EMBED_SESSION_MESSAGE, embedSignInPath, partnerOrigin } from './embed-origin'

// The same modal, and the same chunk, as the site's sign-in.
const AuthModal = lazyWhenOpen(async () => (await import('@sufra/widgets/auth-modal')).AuthModal)

type Phase =
  { kind: 'waiting' } | { kind: 'done' } | { kind: 'refused'; sentence: string } | { kind: 'failed' }

/** The message the partner's widget accepts (packages/embed checks its origin, source and type). */
export type EmbedSessionMessage = { type: typeof EMBED_SESSION_MESSAGE } & Schema<'EmbedSession'>

// Long enough to read "This window closes by itself" before it does.
const CLOSE_AFTER_MS = 1500

/**
 * `/{lang}/embed/sign-in?origin=…`: the window a partner's widget opens on Sufra's own origin, so
 * signing in needs no third-party cookie (issue 13). Signed out, it offers the site's sign-in (the
 * AuthModal: email, sign-up, Google, which comes back here); signed in, it asks for an embed session
 * for the partner origin (POST /embed/session), posts it to the opener with that exact target origin,
 * says so and closes. A refusal shows the server's sentence; a window nobody opened explains itself.
 */
export function EmbedSignInPage() {
  const { t, intl, locale } = useI18n()
  const location = useLocation()
  const origin = partnerOrigin(location.search)
  const { user, starting, login, signup, refreshUser } = useSession()
  // Only the browser knows the opener: null while the page renders on the server and hydrates.
  const hydrated = useHydrated()
  const opener = hydrated ? Boolean(window.opener) : null
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting' })
  // Signed out with somewhere to report to, the sign-in is open from the start; then as the visitor leaves it.
  const [modalChoice, setModalChoice] = useState<boolean | null>(null)
  const signedOut = !starting && !user
  const modalOpen = modalChoice ?? Boolean(opener && origin && signedOut)
  const [googleError] = useState(() => takeGoogleSignInError(location.search).error)
  const session = useApiMutation('post', '/embed/session', {
    onError: (error: unknown) => console.error(error),
  })
  const asked = useRef(false)
  useDocumentTitle(t('embedSignIn.title'))

  const { mutateAsync } = session
  const createSession = useCallback(
    async (target: string) => {
      setPhase({ kind: 'waiting' })
      try {
        const envelope = await mutateAsync({ body: { origin: target } })
        const { token, expiresAt, user: sessionUser } = envelope.data
        const message: EmbedSessionMessage = {
          type: EMBED_SESSION_MESSAGE,
          token,
          expiresAt,
          user: sessionUser,
        }
        // The exact partner origin: if the opener has moved elsewhere, the browser drops the message.
        window.opener?.postMessage(message, target)
        setPhase({ kind: 'done' })
      } catch (error) {
        const sentence = serverSentence(error, { refusalsOnly: true })
        setPhase(sentence ? { kind: 'refused', sentence } : { kind: 'failed' })
      }
    },
    [mutateAsync],
  )

  useEffect(() => {
    if (!opener || !origin || !user || asked.current) return
    asked.current = true
    void createSession(origin)
  }, [opener, origin, user, createSession])

  useEffect(() => {
    if (phase.kind !== 'done') return
    const timer = window.setTimeout(() => window.close(), CLOSE_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [phase.kind])

  const googleOptions = useApiQuery('/user/auth/options', undefined, {
    enabled: modalOpen,
    staleTime: Infinity,
  })

  if (starting) return <Splash />

  // The partner's address stays one left-to-right run inside the sentence.
  const site = (
    <bdi key="site" dir="ltr">
      {origin}
    </bdi>
  )
  let content: ReactNode
  if (!origin) {
    content = <Message title={t('embedSignIn.title')} text={t('embedSignIn.noOrigin')} />
  } else if (opener === false) {
    content = <Message title={t('embedSignIn.title')} text={t('embedSignIn.noOpener')} />
  } else if (!user) {
    content = (
      <Message
        title={t('embedSignIn.title')}
        text={intl.formatMessage({ id: 'embedSignIn.for' }, { site })}
        alert={
          googleError
            ? t(googleError === 'google' ? 'auth.google.failed' : 'auth.google.unavailable')
            : undefined
        }
        action={
          <Button onClick={() => setModalChoice(true)} disabled={!opener}>
            {t('embedSignIn.signIn')}
          </Button>
        }
      />
    )
  } else if (phase.kind === 'done') {
    content = (
      <Message
        title={t('embedSignIn.title')}
        text={t('embedSignIn.done')}
        action={
          <Button variant="outline" onClick={() => window.close()}>
            {t('embedSignIn.close')}
          </Button>
        }
      />
    )
  } else if (phase.kind === 'refused') {
    content = <Message title={t('embedSignIn.title')} alert={phase.sentence} />
  } else if (phase.kind === 'failed') {
    content = (
      <Message
        title={t('embedSignIn.title')}
        alert={intl.formatMessage({ id: 'embedSignIn.failed' }, { site })}
        action={<Button onClick={() => void createSession(origin)}>{t('embedSignIn.retry')}</Button>}
      />
    )
  } else {
    content = (
      <Message
        title={t('embedSignIn.title')}
        text={
          <>
            <Spinner size="sm" decorative /> {intl.formatMessage({ id: 'embedSignIn.working' }, { site })}
          </>
        }
      />
    )
  }

  return (
    <main className={embedSignIn().root} data-scope="embed-sign-in" data-part="root">
      {content}
      {origin && opener ? (
        <AuthModal
          open={modalOpen}
          onOpenChange={(open) => {
            setModalChoice(open)
            // A sign-up already started a session; its calorie steps may have been left half way.
            if (!open) void refreshUser()
          }}
          login={login}
          signup={(values) => signup({ ...values, language: locale === 'ar' ? 'arabic' : 'english' })}
          // The login makes the current user stale (`staleAfter`): it is read again, and the session follows.
          onLoggedIn={() => setModalChoice(false)}
          refreshUser={refreshUser}
          onFinished={() => {
            setModalChoice(false)
            void refreshUser()
          }}
          googleHref={googleSignInHref(embedSignInPath(locale, origin))}
          googleAvailable={googleError !== 'google-unavailable' && (googleOptions.data?.google ?? true)}
        />
      ) : null}
    </main>
  )
}

/** The window's one panel: the logo, a title, a sentence or an alert, and an action. */
function Message({
  title,
  text,
  alert,
  action,
}: {
  title: string
  text?: ReactNode
  alert?: ReactNode
  action?: ReactNode
}) {
  const classes = embedSignIn()
  return (
    <div className={classes.panel} data-part="panel">
      <Logo />
      <h1 className={classes.title} data-part="title">
        {title}
      </h1>
      <div role="status" className={classes.text} data-part="text">
        {text}
      </div>
      {alert ? (
        // The server's sentence may be in another language than the page: its own direction.
        <p role="alert" dir="auto" className={classes.text} data-part="alert">
          {alert}
        </p>
      ) : null}
      {action ? (
        <div className={classes.actions} data-part="actions">
          {action}
        </div>
      ) : null}
    </div>
  )
}
