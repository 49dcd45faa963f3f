import { type ComponentType, Suspense, lazy, useState } from 'react'

/**
 * A dialog whose code loads when it first opens: a page that may never open it does not carry its
 * focus trap, scroll lock and dismissal code. From the first opening on it stays mounted, so it
 * plays its closing animation and returns focus as a dialog does.
 */
export function lazyWhenOpen<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Dialog = lazy(async () => ({ default: await load() }))
  function WhenOpen(props: Props) {
    const [opened, setOpened] = useState(props.open)
    if (props.open && !opened) setOpened(true)
    if (!opened) return null
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    )
  }
  return WhenOpen
}
