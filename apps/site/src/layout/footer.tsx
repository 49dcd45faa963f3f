import { Link } from 'react-router'
import { css } from '@sufra/styled-system/css'
import { useI18n } from '@sufra/i18n'
import { useLocalizedPath } from '../language/use-language'
import { Logo } from './logo'

const blogsUrl = (import.meta.env.VITE_BLOGS_URL as string | undefined) ?? 'https://blog.sufra.app'

const linkStyle = css({
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { color: 'accent.text', textDecoration: 'underline' },
})

/**
 * Spec footer: Home (/feed), Categories, Ingredients, the logo to /, About Us, an external Blogs
 * link, Privacy & Policy and Terms & Conditions (placeholders in the spec: shown as text until
 * those pages exist), and the version text.
 */
export function Footer() {
  const { t } = useI18n()
  const localized = useLocalizedPath()
  return (
    <footer
      className={css({
        borderBlockStartWidth: '1px',
        borderColor: 'border.subtle',
        bg: 'bg.surface',
        marginBlockStart: '12',
      })}
    >
      <div
        className={css({
          maxW: 'container',
          mx: 'auto',
          px: { base: '4', md: '6' },
          py: '8',
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', md: 'auto 1fr' },
          alignItems: 'start',
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Link
            to={localized('/')}
            aria-label={t('shell.logoLabel')}
            className={css({ textDecoration: 'none' })}
          >
            <Logo />
          </Link>
          <p className={css({ color: 'fg.muted', textStyle: 'small', maxW: 'xs' })}>
            {t('shell.footer.tagline')}
          </p>
        </div>
        <nav aria-label={t('shell.footer.navigation')}>
          <ul
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '4',
              justifyContent: { base: 'start', md: 'end' },
              listStyle: 'none',
              textStyle: 'small',
            })}
          >
            <li>
              <Link className={linkStyle} to={localized('/feed')}>
                {t('shell.footer.home')}
              </Link>
            </li>
            <li>
              <Link className={linkStyle} to={localized('/categories')}>
                {t('shell.footer.categories')}
              </Link>
            </li>
            <li>
              <Link className={linkStyle} to={localized('/ingredients')}>
                {t('shell.footer.ingredients')}
              </Link>
            </li>
            <li className={css({ color: 'fg.muted' })}>{t('shell.footer.aboutUs')}</li>
            <li>
              <a className={linkStyle} href={blogsUrl} target="_blank" rel="noopener noreferrer">
                {t('shell.footer.blogs')}
              </a>
            </li>
            <li className={css({ color: 'fg.muted' })}>{t('shell.footer.privacy')}</li>
            <li className={css({ color: 'fg.muted' })}>{t('shell.footer.terms')}</li>
          </ul>
        </nav>
      </div>
      <p
        className={css({
          borderBlockStartWidth: '1px',
          borderColor: 'border.subtle',
          textAlign: 'center',
          py: '3',
          textStyle: 'caption',
          color: 'fg.subtle',
        })}
      >
        {t('shell.footer.version')}
      </p>
    </footer>
  )
}
