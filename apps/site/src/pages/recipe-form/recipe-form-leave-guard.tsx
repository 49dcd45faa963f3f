import { useCallback, useEffect, useRef } from 'react'
import { type BlockerFunction, useBlocker } from 'react-router'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Dialog } from '@sufra/ui/dialog'

/**
 * The settings page's leave guard, for the recipe form: while `when` is true the browser asks
 * before the page is closed or reloaded, and in-app navigation to another page waits for a
 * Leave/Stay answer. It reads `when` at the moment of navigating (not after the next render), so
 * the form's own navigation to the saved recipe, announced with `when` false just before, passes.
 */
export function RecipeFormLeaveGuard({ when }: { when: { current: boolean } }) {
  const { t } = useI18n()

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!when.current) return
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [when])

  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    when.current && currentLocation.pathname !== nextLocation.pathname
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
              <Dialog.Title>{t('recipeForm.leave.title')}</Dialog.Title>
              <Dialog.Description>{t('recipeForm.leave.description')}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">{t('recipeForm.leave.stay')}</Button>
              </Dialog.CloseTrigger>
              <Button variant="danger" onClick={() => blocker.proceed?.()}>
                {t('recipeForm.leave.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** The dirty flag for the guard: a ref it reads when navigating, set by the form's onDirtyChange. */
export function useDirtyFlag() {
  const dirty = useRef(false)
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value
  }, [])
  return { dirty, onDirtyChange }
}
