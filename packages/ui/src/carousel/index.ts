export * as Carousel from './carousel'
export {
  CAROUSEL_SPACING,
  breakpointQuery,
  carouselPresets,
  slidesPerViewAt,
  slidesPerViewWhere,
  type CarouselPreset,
  type CarouselPresetName,
  type SlidesBreakpoint,
} from './slides-per-view'
export { useSlidesPerView } from './use-slides-per-view'
