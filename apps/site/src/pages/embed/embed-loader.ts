import { useEffect, useState } from 'react'
import { embedTags } from '@sufra/widgets/embed-snippet'

export type LoaderState = 'loading' | 'ready' | 'failed'

const LOADER_ATTRIBUTE = 'data-sufra-embed-loader'
let loading: Promise<boolean> | null = null

const defined = () => Object.values(embedTags).every((tag) => customElements.get(tag) !== undefined)

/**
 * Puts Sufra's embed loader (`/v1/embed.js`) on the page once, as a partner's page has it. A server
 * without the embed build answers something else for it (a 404, or the site's HTML): the loader is
 * asked for first, so that answer is never run as a script, and the page says the examples cannot show.
 */
function loadEmbedLoader(origin: string): Promise<boolean> {
  if (defined()) return Promise.resolve(true)
  loading ??= (async () => {
    const src = `${origin}/v1/embed.js`
    const answer = await fetch(src, { method: 'HEAD' }).catch(() => null)
    if (!answer?.ok || !answer.headers.get('content-type')?.includes('javascript')) return false
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.setAttribute(LOADER_ATTRIBUTE, '')
    const loaded = new Promise<boolean>((resolve) => {
      script.addEventListener('load', () => resolve(true))
      script.addEventListener('error', () => resolve(false))
    })
    document.head.append(script)
    // A classic script has run by its load event: the elements are defined then, or never.
    return (await loaded) && defined()
  })().then((ok) => {
    if (!ok) loading = null
    return ok
  })
  return loading
}

/** Whether the live examples can show: the loader arrived and defined Sufra's elements. */
export function useEmbedLoader(origin: string): LoaderState {
  const [state, setState] = useState<LoaderState>('loading')
  useEffect(() => {
    let current = true
    void loadEmbedLoader(origin).then((ok) => {
      if (current) setState(ok ? 'ready' : 'failed')
    })
    return () => {
      current = false
    }
  }, [origin])
  return state
}
