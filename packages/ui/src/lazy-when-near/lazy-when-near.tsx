import { type ComponentType, type ReactNode, Suspense, lazy, useEffect, useRef } from 'react'

/**
 * A part below the fold whose code loads when it comes near the viewport (`rootMargin` ahead).
 * On the server it renders in place (the renderer waits for its code); in the browser a served page
 * keeps the server's HTML of it until then, and React hydrates it afterwards. Rendered in the
 * browser, `fallback` holds its place meanwhile.
 */
export function lazyWhenNear<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  rootMargin = '600px',
) {
  let reveal = () => {}
  const near = new Promise<void>((resolve) => {
    reveal = resolve
  })
  const Part = lazy(async () => {
    if (typeof window !== 'undefined') await near
    return { default: await load() }
  })

  function WhenNear({ fallback, ...props }: Props & { fallback: ReactNode }) {
    const anchor = useRef<HTMLDivElement>(null)
    useEffect(() => {
      const element = anchor.current
      if (!element) return
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer.disconnect()
          reveal()
        },
        { rootMargin },
      )
      observer.observe(element)
      return () => observer.disconnect()
    }, [])
    return (
      <div ref={anchor}>
        <Suspense fallback={fallback}>
          <Part {...(props as Props)} />
        </Suspense>
      </div>
    )
  }
  return WhenNear
}
