import type { EmbedLang } from '../loader/lang'

/**
 * What the loader hands an interactive module's `mount` (src/interactive/<entry>.tsx). `data` is the
 * read's answer (`{ html, css, … }`, whose HTML is already in `container`: hydrate it), or undefined for
 * an element without a read (`needsSession` widgets render in the browser into the empty container).
 */
export type EmbedMountTarget<Data = unknown> = {
  shadowRoot: ShadowRoot
  container: HTMLElement
  data: Data | undefined
  lang: EmbedLang
  /** Sufra's origin (`https://sufra.example`), read from the loader script's address. */
  sufraOrigin: string
  /** The element's `servings` attribute when it is a whole number from 1 to 100. */
  servings?: number
  /** The custom element in the partner's page (its attributes, its events). */
  host: HTMLElement
}

export type EmbedInteractiveModule = { mount(target: EmbedMountTarget): void | Promise<void> }
