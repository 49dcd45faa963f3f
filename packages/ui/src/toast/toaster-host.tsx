import { type ReactNode, useEffect } from 'react'
import { Portal } from '@ark-ui/react/portal'
import { Toast, Toaster as ArkToaster, createToaster, type ToastOptions } from '@ark-ui/react/toast'
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon, XIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { cx } from '@sufra/styled-system/css'
import { button, toast as toastRecipe } from '@sufra/styled-system/recipes'
import { ArkLocaleProvider } from '../lib/ark-locale'
import { Spinner } from '../spinner'
import { attachStore } from './toaster'
import type { ToasterProps } from './toast'

// The toast machinery is a chunk of its own, loaded when the first toast is asked for (toast.tsx).
const store = createToaster({
  placement: 'bottom-end',
  overlap: true,
  gap: 12,
  max: 5,
})

const icons: Record<string, ReactNode> = {
  success: <CircleCheckIcon aria-hidden />,
  error: <CircleAlertIcon aria-hidden />,
  warning: <TriangleAlertIcon aria-hidden />,
  info: <InfoIcon aria-hidden />,
  loading: <Spinner size="sm" decorative />,
}

/** The toast group, pinned to the bottom inline-end corner (bottom-left in Arabic). */
export default function ToasterHost({ className }: ToasterProps) {
  const { t, dir } = useI18n()
  const styles = toastRecipe()
  // The group starts listening to the store in a microtask after it mounts (zag's machine start);
  // the waiting toasts are handed over after that, in the next task.
  useEffect(() => {
    const handOver = setTimeout(() => attachStore(store), 0)
    return () => clearTimeout(handOver)
  }, [])
  return (
    <Portal>
      <ArkLocaleProvider>
        <ArkToaster toaster={store} aria-label={t('ui.toast.region')} className={cx(styles.group, className)}>
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
