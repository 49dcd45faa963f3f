import { siteLogo } from '@sufra/styled-system/recipes'
import { useI18n } from '@sufra/i18n'

/** The mark (a round table seen from above) and the name in the page's language. */
export function Logo() {
  const { t } = useI18n()
  const classes = siteLogo()
  return (
    <span className={classes.root} data-scope="site-logo" data-part="root">
      <svg aria-hidden viewBox="0 0 64 64" width="32" height="32">
        <rect width="64" height="64" rx="14" fill="var(--colors-brand-600)" />
        <circle cx="32" cy="34" r="16" fill="none" stroke="var(--colors-saffron-200)" strokeWidth="4" />
        <path d="M14 34h36" stroke="var(--colors-saffron-200)" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className={classes.name} data-part="name">
        {t('app.name')}
      </span>
    </span>
  )
}
