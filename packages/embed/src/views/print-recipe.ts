/**
 * Prints only the widget, not the partner's page around it: a new window gets a copy of the
 * widget's markup in a shadow root of its own with the widget's stylesheets (constructed in that
 * window, so a strict style-src CSP still allows them), then prints. False when the browser
 * blocked the window.
 */
export function printWidget(
  element: HTMLElement,
  { lang, dir, title }: { lang: string; dir: string; title: string },
) {
  const root = element.getRootNode()
  const sheets = root instanceof ShadowRoot ? root.adoptedStyleSheets : []
  const css = sheets
    .flatMap((sheet) => {
      try {
        return Array.from(sheet.cssRules, (rule) => rule.cssText)
      } catch {
        return []
      }
    })
    .join('\n')

  const view = window.open('', '_blank')
  if (!view) return false
  const { document: page } = view
  page.title = title
  page.documentElement.lang = lang
  page.documentElement.dir = dir
  const host = page.createElement('div')
  page.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  // Made by the new window: a stylesheet is adopted only by its own document.
  const sheet = new (view as unknown as typeof globalThis).CSSStyleSheet()
  sheet.replaceSync(css)
  shadow.adoptedStyleSheets = [sheet]
  const copy = page.importNode(element, true)
  // What only makes sense on screen (the buttons) stays out of the print.
  copy.querySelectorAll('[data-print="hide"]').forEach((node) => node.remove())
  const container = page.createElement('div')
  container.lang = lang
  container.dir = dir
  container.append(copy)
  shadow.append(container)
  view.focus()
  // The pictures are in the copy already; printing waits for them to be laid out.
  view.requestAnimationFrame(() => view.print())
  return true
}
