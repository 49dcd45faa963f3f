import { type ReactNode, useCallback, useEffect, useRef } from 'react'
import { type BlockerFunction, useBlocker } from 'react-router'
import { ConfirmDialog } from '@sufra/ui/confirm-dialog'

/** A ref is read at the moment of leaving; a boolean is the value of the last render. */
type Blocking = boolean | { readonly current: boolean }
const isBlocking = (when: Blocking) => (typeof when === 'boolean' ? when : when.current)

export type LeaveGuardProps = {
  /**
   * Whether leaving now would lose changes. Give a ref (see `useDirtyFlag`) when the page navigates
   * away itself right after clearing it (the recipe form going to the saved recipe): the guard
   * reads it while navigating, not after the next render, so that navigation passes.
   */
  when: Blocking
  title: ReactNode
  description: ReactNode
  /** The answer that keeps the page ("Stay"). */
  stayLabel: ReactNode
  /** The answer that goes on and drops the changes ("Leave"). */
  leaveLabel: ReactNode
}

/**
 * A page's guard against leaving with unsaved changes: while `when` holds, the browser asks before
 * the page is closed or reloaded (beforeunload), and in-app navigation to another page waits for a
 * Leave/Stay answer (staying on the same path, e.g. a query change, never asks).
 */
export function LeaveGuard({ when, title, description, stayLabel, leaveLabel }: LeaveGuardProps) {
  useEffect(() => {
    // A plain `false` needs no listener until a render says otherwise.
    if (when === false) return
    const warn = (event: BeforeUnloadEvent) => {
      if (!isBlocking(when)) return
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [when])

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isBlocking(when) && currentLocation.pathname !== nextLocation.pathname,
    [when],
  )
  const blocker = useBlocker(shouldBlock)

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset()
      }}
      title={title}
      description={description}
      cancelLabel={stayLabel}
      confirmLabel={leaveLabel}
      tone="danger"
      closeButton={false}
      onConfirm={() => blocker.proceed?.()}
    />
  )
}

/** A dirty flag for `LeaveGuard` that it reads while navigating: a ref, set by a form's onDirtyChange. */
export function useDirtyFlag() {
  const dirty = useRef(false)
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value
  }, [])
  return { dirty, onDirtyChange }
}
