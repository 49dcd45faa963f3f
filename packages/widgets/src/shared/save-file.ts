/**
 * A file name from a title (a recipe's, a list's): no path separators or characters file systems
 * refuse; `fallback` when nothing is left. The extension is the caller's.
 */
export function safeFileName(title: string, fallback: string): string {
  const safe = Array.from(title, (character) =>
    // Control characters and the ones Windows and macOS refuse in names.
    character.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(character) ? ' ' : character,
  )
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
  return safe || fallback
}

/** Hands a file to the browser as a download (an object URL on a temporary link). */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser time to start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
