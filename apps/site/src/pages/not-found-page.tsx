import { useNavigate } from 'react-router'
import { css } from '@sufra/styled-system/css'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { useLocalizedPath } from '../language/use-language'

/** Spec: any other path shows "Oops! Page Not Found" with Go Back and Go Home. */
export function NotFoundPage() {
  const { t } = useI18n()
  const navigate = useNavigate()
  const localized = useLocalizedPath()
  return (
    <section
      className={css({
        minH: '[60vh]',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: '4',
        px: '4',
        py: '16',
      })}
    >
      <p
        aria-hidden
        className={css({ fontSize: '5xl', fontWeight: 'bold', color: 'accent.text', lineHeight: 'none' })}
      >
        404
      </p>
      <h1 className={css({ textStyle: 'h1' })}>{t('shell.notFound.title')}</h1>
      <p className={css({ color: 'fg.muted', maxW: 'md' })}>{t('shell.notFound.body')}</p>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' })}>
        <Button variant="outline" onClick={() => navigate(-1)}>
          {t('shell.notFound.goBack')}
        </Button>
        <Button onClick={() => navigate(localized('/'))}>{t('shell.notFound.goHome')}</Button>
      </div>
    </section>
  )
}
