import { useEffect } from 'react'

/**
 * Names the browser tab while the page is shown (e.g. "Categories | Sufra"); the served page starts
 * with the site's name, and the name before is put back when the page goes.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return
    const before = document.title
    document.title = title
    return () => {
      document.title = before
    }
  }, [title])
}
