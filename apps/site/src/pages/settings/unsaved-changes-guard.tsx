import { useCallback, useEffect } from 'react'
import { type BlockerFunction, useBlocker } from 'react-router'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Dialog } from '@sufra/ui/dialog'

/**
 * While `when` is true: the browser asks before the page is closed or reloaded (beforeunload), and
 * in-app navigation to another page waits for a Leave/Stay answer.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useI18n()

  useEffect(() => {
    if (!when) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [when])

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
    [when],
  )
  const blocker = useBlocker(shouldBlock)
  const blocked = blocker.state === 'blocked'

  return (
    <Dialog.Root
      role="alertdialog"
      size="sm"
      open={blocked}
      onOpenChange={(details) => {
        if (!details.open && blocker.state === 'blocked') blocker.reset()
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('settings.leave.title')}</Dialog.Title>
              <Dialog.Description>{t('settings.leave.description')}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">{t('settings.leave.stay')}</Button>
              </Dialog.CloseTrigger>
              <Button variant="danger" onClick={() => blocker.proceed?.()}>
                {t('settings.leave.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
