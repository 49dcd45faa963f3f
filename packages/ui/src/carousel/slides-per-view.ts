/**
 * How many slides a carousel shows at each viewport width (spec, business constants:
 * popular 1 / 1.5 from 640 px / 2 from 1024 px; creators and categories 1.3 at 320 px,
 * 2.3 at 640 px, then 7 or 5.5 at 1024 px; 20 px between slides; looping).
 * Pure data and functions so the rules can be tested without a browser.
 */
export type SlidesBreakpoint = {
  /** The breakpoint applies from this viewport width (CSS px, inclusive). */
  readonly minWidth: number
  readonly slidesPerView: number
}

/** Breakpoints in ascending `minWidth` order. */
export type CarouselPreset = readonly SlidesBreakpoint[]

export const carouselPresets = {
  popular: [
    { minWidth: 0, slidesPerView: 1 },
    { minWidth: 640, slidesPerView: 1.5 },
    { minWidth: 1024, slidesPerView: 2 },
  ],
  creators: [
    { minWidth: 320, slidesPerView: 1.3 },
    { minWidth: 640, slidesPerView: 2.3 },
    { minWidth: 1024, slidesPerView: 7 },
  ],
  categories: [
    { minWidth: 320, slidesPerView: 1.3 },
    { minWidth: 640, slidesPerView: 2.3 },
    { minWidth: 1024, slidesPerView: 5.5 },
  ],
} as const satisfies Record<string, CarouselPreset>

export type CarouselPresetName = keyof typeof carouselPresets

/** Space between slides (spec: 20). */
export const CAROUSEL_SPACING = '20px'

/**
 * The slides per view for the widest breakpoint that `isAtLeast(minWidth)` accepts.
 * Narrower than every breakpoint (or nothing matches), the first breakpoint applies:
 * the presets are mobile-first, so their smallest entry is the safe default.
 */
export function slidesPerViewWhere(preset: CarouselPreset, isAtLeast: (minWidth: number) => boolean): number {
  if (preset.length === 0) return 1
  let current = preset[0]!.slidesPerView
  for (const breakpoint of preset) {
    if (isAtLeast(breakpoint.minWidth)) current = breakpoint.slidesPerView
  }
  return current
}

/** The slides per view at a given viewport width. */
export function slidesPerViewAt(preset: CarouselPreset, width: number): number {
  return slidesPerViewWhere(preset, (minWidth) => width >= minWidth)
}

/** The media query that matches a breakpoint. */
export function breakpointQuery(minWidth: number): string {
  return `(min-width: ${minWidth}px)`
}
