import fullCssUrl from '../../generated/embed.css?url'

export { systemFontStack, themingProperties } from './theming'

let fullSheet: Promise<CSSStyleSheet> | undefined

/**
 * Adds the full shadow stylesheet (every class any embed widget may use: dialogs, toasts, states the
 * first paint did not have) to a shadow root, after the purged sheet of the first paint. The file is
 * the build's hashed `assets/embed-[hash].css`, read once per page and shared by every element
 * (a constructed sheet may be adopted by many roots). Resolves when it is adopted.
 */
export async function adoptFullStylesheet(shadowRoot: ShadowRoot): Promise<void> {
  fullSheet ??= fetch(fullCssUrl, { credentials: 'omit' })
    .then((answer) => {
      if (!answer.ok) throw new Error(`The embed stylesheet answered ${answer.status}.`)
      return answer.text()
    })
    .then((css) => {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      return sheet
    })
  // A failed read is tried again by the next element.
  fullSheet.catch(() => (fullSheet = undefined))
  const sheet = await fullSheet
  if (!shadowRoot.adoptedStyleSheets.includes(sheet)) {
    shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sheet]
  }
}
