import { Link } from 'react-router'
import { siteFooter } from '@sufra/styled-system/recipes'
import { useI18n } from '@sufra/i18n'
import { useLocalizedPath } from '../language/use-language'
import { Logo } from './logo'

const blogsUrl = (import.meta.env.VITE_BLOGS_URL as string | undefined) ?? 'https://blog.sufra.app'

/**
 * Spec footer: Home (/feed), Categories, Ingredients, Embed recipes (/embed, issue 13), the logo to /, About Us, an external Blogs
 * link, Privacy & Policy and Terms & Conditions (placeholders in the spec: shown as text until
 * those pages exist), and the version text.
 */
export function Footer() {
  const { t } = useI18n()
  const localized = useLocalizedPath()
  const classes = siteFooter()
  return (
    <footer className={classes.root} data-scope="site-footer" data-part="root">
      <div className={classes.inner} data-part="inner">
        <div className={classes.brand} data-part="brand">
          <Link
            to={localized('/')}
            aria-label={t('shell.logoLabel')}
            className={classes.home}
            data-part="home"
          >
            <Logo />
          </Link>
          <p className={classes.tagline} data-part="tagline">
            {t('shell.footer.tagline')}
          </p>
        </div>
        <nav aria-label={t('shell.footer.navigation')}>
          <ul className={classes.links} data-part="links">
            <li>
              <Link className={classes.link} data-part="link" to={localized('/feed')}>
                {t('shell.footer.home')}
              </Link>
            </li>
            <li>
              <Link className={classes.link} data-part="link" to={localized('/categories')}>
                {t('shell.footer.categories')}
              </Link>
            </li>
            <li>
              <Link className={classes.link} data-part="link" to={localized('/ingredients')}>
                {t('shell.footer.ingredients')}
              </Link>
            </li>
            <li>
              <Link className={classes.link} data-part="link" to={localized('/embed')}>
                {t('embedPage.footerLink')}
              </Link>
            </li>
            <li className={classes.text} data-part="text">
              {t('shell.footer.aboutUs')}
            </li>
            <li>
              <a
                className={classes.link}
                data-part="link"
                href={blogsUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('shell.footer.blogs')}
              </a>
            </li>
            <li className={classes.text} data-part="text">
              {t('shell.footer.privacy')}
            </li>
            <li className={classes.text} data-part="text">
              {t('shell.footer.terms')}
            </li>
          </ul>
        </nav>
      </div>
      <p className={classes.version} data-part="version">
        {t('shell.footer.version')}
      </p>
    </footer>
  )
}
