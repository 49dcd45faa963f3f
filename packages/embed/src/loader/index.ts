import { type EmbedElementEntry, fillPath, readPath } from '../elements/registry'
import type { EmbedInteractiveModule } from '../elements/mount'
import { partnerJsonLd } from './json-ld'
import { type EmbedLang, chooseLang } from './lang'

/*
 * embed.js: the one script a partner adds (a classic script, no framework, ≤ 2 KB gzipped). It defines
 * an element per registry entry; each paints a sized placeholder in its shadow root, reads its
 * server-rendered HTML and CSS when it comes within 600 px of the viewport, and loads its interactive
 * module on the first pointer, focus or key in it, or when the browser is idle. Nothing it does may
 * throw into the partner's page: every step is caught and ends, at worst, in a polite fallback.
 */

/** A registry entry as the loader gets it: `file` is its interactive module's hashed file under assets/. */
type LoaderElement = Omit<EmbedElementEntry, 'entry' | 'needsSession'> & { file: string }

// Filled in by vite.loader.config.ts: the registry's elements (src/elements/registry.ts, as
// LoaderElement), and each language's sentences from @sufra/i18n (embedLoader.*): [failed, open].
declare const __SUFRA_ELEMENTS__: readonly LoaderElement[]
declare const __SUFRA_TEXT__: Record<EmbedLang, [string, string]>

type Data = { html: string; css: string; jsonLd?: Record<string, unknown> }

// Sufra's origin is where this script came from (a classic script always has its currentScript).
const origin = new URL((document.currentScript as HTMLScriptElement).src).origin
const events = ['pointerdown', 'focusin', 'keydown'] as const
const starts = new WeakMap<Element, () => void>()

const sheet = (css: string) => {
  const made = new CSSStyleSheet()
  made.replaceSync(css)
  return made
}

// Made on first use, inside an element's try: a browser without constructed stylesheets or
// IntersectionObserver throws there, not into the partner's console.
let loaderSheet: CSSStyleSheet | undefined
let near: IntersectionObserver | undefined

// The loader's own states only (.w waiting, .f failed); the rendered widget brings its own stylesheet.
const loaderCss = () =>
  (loaderSheet ??= sheet(
    ':host{display:block}.w,.f{all:initial;display:block;font:15px/1.5 system-ui,sans-serif;color:#29241f;background:#f4f1ec;border-radius:var(--sufra-radius,8px)}.f{padding:12px 16px}a{color:#1a5842}',
  ))

const nearObserver = () =>
  (near ??= new IntersectionObserver(
    (entries, observer) => {
      for (const entry of entries) {
        if (entry.isIntersecting) {
          observer.unobserve(entry.target)
          starts.get(entry.target)?.()
        }
      }
    },
    { rootMargin: '600px' },
  ))

/** An empty container as the server renders it: `<div data-sufra-root lang dir>`. */
function container(lang: EmbedLang, state?: string) {
  const root = document.createElement('div')
  root.setAttribute('data-sufra-root', '')
  root.lang = lang
  root.dir = lang === 'ar' ? 'rtl' : 'ltr'
  if (state) root.className = state
  return root
}

function show(element: HTMLElement, entry: LoaderElement) {
  const lang = chooseLang(element.getAttribute('lang'), document.documentElement.lang)
  const [failed, open] = __SUFRA_TEXT__[lang]
  const attribute = (name: string) => element.getAttribute(name)
  const shadow = element.attachShadow({ mode: 'open' })
  // The element's state for the partner's CSS and for tests: loading, painted, interactive (set by
  // the interactive code) or failed.
  const state = (name: string) => element.setAttribute('data-sufra-state', name)
  state('loading')
  shadow.adoptedStyleSheets = [loaderCss()]
  // A quiet, empty box of about the widget's height (nothing announced while it loads), sized through
  // the CSSOM, which a strict style-src allows (a style attribute it would not).
  const waiting = container(lang, 'w')
  waiting.style.minBlockSize = `${entry.placeholderHeight}px`
  shadow.replaceChildren(waiting)

  // An ordinary link (same tab, as any link in the partner's text): nothing to announce about it.
  const fail = () => {
    const box = container(lang, 'f')
    box.innerHTML = `<p>${failed} <a href="${origin}/${lang}${fillPath(entry.link, attribute) ?? ''}">${open}</a></p>`
    shadow.replaceChildren(box)
    state('failed')
  }

  const load = async () => {
    let data: Data | undefined
    if (entry.read) {
      const path = readPath(entry, attribute, lang)
      if (!path) return fail()
      // 10 s for the answer and its body, then the fallback.
      const answer = await fetch(`${origin}/api/v1${path}`, {
        credentials: 'omit',
        signal: AbortSignal.timeout(10_000),
      })
      data = answer.ok ? ((await answer.json()) as { data: Data }).data : undefined
      if (!data?.html) return fail()
      shadow.adoptedStyleSheets = [loaderCss(), sheet(data.css)]
      shadow.innerHTML = data.html
      // A strict style-src blocks style attributes but not the CSSOM: the renderer sends them as
      // data-sufra-style (Ark's rings, hidden inputs), set here through the CSSOM.
      for (const node of shadow.querySelectorAll<HTMLElement>('[data-sufra-style]')) {
        node.style.cssText = node.dataset.sufraStyle!
      }
      if (entry.jsonLd && data.jsonLd) placeJsonLd(data.jsonLd, attribute('recipe-id')!)
      state('painted')
    }
    const root = shadow.querySelector<HTMLElement>('[data-sufra-root]') ?? waiting
    const servings = Number(attribute('servings'))
    let started = false
    const interact = () => {
      if (started) return
      // (The other listeners stay, returning here at once.)
      started = true
      import(/* @vite-ignore */ `${origin}/v1/embed/assets/${entry.file}`)
        .then((module: EmbedInteractiveModule) =>
          module.mount({
            shadowRoot: shadow,
            container: root,
            data,
            lang,
            sufraOrigin: origin,
            servings: Number.isInteger(servings) && servings > 0 && servings <= 100 ? servings : undefined,
            host: element,
          }),
        )
        // The painted HTML stays, readable, its links working; a widget without any says so politely.
        .catch(() => data || fail())
    }
    // A widget of the signed-in person's own data has nothing painted: its code is all it has.
    if (!entry.read) return interact()
    for (const type of events) element.addEventListener(type, interact)
    if ('requestIdleCallback' in window) requestIdleCallback(interact, { timeout: 8000 })
    else setTimeout(interact, 3000)
  }

  starts.set(element, () => load().catch(fail))
  nearObserver().observe(element)
}

/** The recipe's JSON-LD in the partner's head, once per recipe id, pointing at the partner's page. */
function placeJsonLd(jsonLd: Record<string, unknown>, id: string) {
  if (document.head.querySelector(`[data-sufra-recipe="${CSS.escape(id)}"]`)) return
  const tag = document.createElement('script')
  tag.type = 'application/ld+json'
  tag.dataset.sufraRecipe = id
  tag.textContent = JSON.stringify(partnerJsonLd(jsonLd, location.href, origin))
  document.head.append(tag)
}

for (const entry of __SUFRA_ELEMENTS__) {
  try {
    customElements.define(
      entry.tag,
      class extends HTMLElement {
        connectedCallback() {
          // Moved within the page: it keeps what it shows.
          if (starts.has(this)) return
          try {
            show(this, entry)
          } catch {
            // A browser without shadow DOM or constructed stylesheets: the partner's page stays as it was.
          }
        }
      },
    )
  } catch {
    // The script added twice (or another copy of the kit): the first definition stays.
  }
}
