import type { ReactNode } from 'react'
import { Portal } from '@ark-ui/react/portal'
import { Toast, Toaster as ArkToaster, createToaster, type ToastOptions } from '@ark-ui/react/toast'
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon, XIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { cx } from '@sufra/styled-system/css'
import { button, toast as toastRecipe } from '@sufra/styled-system/recipes'
import { ArkLocaleProvider } from '../lib/ark-locale'
import { Spinner } from '../spinner'

/**
 * The app's single toast queue: `toaster.success({ title })`, `toaster.error(...)`, `toaster.info(...)`,
 * `toaster.loading(...)`, `toaster.promise(...)`, `toaster.dismiss(id)`. Render one `<Toaster />` near the root.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  overlap: true,
  gap: 12,
  max: 5,
})

export type { ToastOptions }

const icons: Record<string, ReactNode> = {
  success: <CircleCheckIcon aria-hidden />,
  error: <CircleAlertIcon aria-hidden />,
  warning: <TriangleAlertIcon aria-hidden />,
  info: <InfoIcon aria-hidden />,
  loading: <Spinner size="sm" decorative />,
}

export type ToasterProps = { className?: string }

/** Host for the `toaster` queue, pinned to the bottom inline-end corner (bottom-left in Arabic). */
export function Toaster({ className }: ToasterProps) {
  const { t, dir } = useI18n()
  const styles = toastRecipe()
  return (
    <Portal>
      <ArkLocaleProvider>
        <ArkToaster
          toaster={toaster}
          aria-label={t('ui.toast.region')}
          className={cx(styles.group, className)}
        >
          {(toast: ToastOptions) => (
            <Toast.Root
              className={styles.root}
              dir={dir}
              // Errors interrupt; everything else is announced politely.
              role={toast.type === 'error' ? 'alert' : 'status'}
            >
              <span className={styles.icon}>{icons[toast.type ?? 'info'] ?? icons.info}</span>
              <div className={styles.body}>
                {toast.title ? (
                  <Toast.Title className={styles.title} dir="auto">
                    {toast.title}
                  </Toast.Title>
                ) : null}
                {toast.description ? (
                  <Toast.Description className={styles.description} dir="auto">
                    {toast.description}
                  </Toast.Description>
                ) : null}
                {toast.action ? (
                  <Toast.ActionTrigger className={styles.actionTrigger}>
                    {toast.action.label}
                  </Toast.ActionTrigger>
                ) : null}
              </div>
              <Toast.CloseTrigger
                aria-label={t('ui.toast.dismiss')}
                className={cx(button({ variant: 'ghost', size: 'sm', shape: 'icon' }), styles.closeTrigger)}
              >
                <XIcon aria-hidden size={16} />
              </Toast.CloseTrigger>
            </Toast.Root>
          )}
        </ArkToaster>
      </ArkLocaleProvider>
    </Portal>
  )
}
