import { useI18n } from '@sufra/i18n'
import { cx } from '@sufra/styled-system/css'
import { fullScreenLoader } from '@sufra/styled-system/recipes'
import { Spinner } from '../spinner'

export type FullScreenLoaderProps = {
  /** What is loading, announced to screen readers (default: "Loading…"). */
  label?: string
  className?: string
}

/** Covers the viewport with a centred spinner while a page or the session loads. */
export function FullScreenLoader({ label, className }: FullScreenLoaderProps) {
  const { t } = useI18n()
  const styles = fullScreenLoader({ variant: 'loader' })
  return (
    <div className={cx(styles.root, className)}>
      <Spinner size="xl" label={label ?? t('common.loading')} />
    </div>
  )
}

export type SplashProps = {
  /** Announced while the app starts (default: "Getting the table ready…"). */
  label?: string
  className?: string
}

/** Start-up screen while the current user loads: the app name above a spinner. */
export function Splash({ label, className }: SplashProps) {
  const { t } = useI18n()
  const styles = fullScreenLoader({ variant: 'splash' })
  return (
    <div className={cx(styles.root, className)}>
      <p className={styles.brand}>{t('app.name')}</p>
      <Spinner size="lg" label={label ?? t('shell.splash')} />
    </div>
  )
}
