import { type ComponentProps, forwardRef, useEffect, useMemo, useRef } from 'react'
import { Carousel, useCarouselContext } from '@ark-ui/react/carousel'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { carousel } from '@sufra/styled-system/recipes'
import { createStyleContext } from '@sufra/styled-system/jsx'
import {
  CAROUSEL_SPACING,
  type CarouselPreset,
  type CarouselPresetName,
  carouselPresets,
} from './slides-per-view'
import { useSlidesPerView } from './use-slides-per-view'
import { ArkLocaleProvider } from '../lib/ark-locale'

const { withProvider, withContext } = createStyleContext(carousel)

const StyledRoot = withProvider(Carousel.Root, 'root')

export type RootProps = ComponentProps<typeof StyledRoot> & {
  /**
   * Responsive slides per view: a named spec preset (`popular`, `creators`, `categories`) or
   * a list of `{ minWidth, slidesPerView }`. Ignored when `slidesPerPage` is given.
   */
  preset?: CarouselPresetName | CarouselPreset
}

/**
 * Horizontal carousel in the reading direction. Defaults follow the spec: 20 px between slides,
 * looping, and slides per view from the `preset` breakpoints (or an explicit `slidesPerPage`).
 * Give it an accessible name with `aria-label` (e.g. the section heading).
 */
export const Root = forwardRef<HTMLDivElement, RootProps>(function Root(
  { preset = 'popular', slidesPerPage, translations, ...props },
  ref,
) {
  const { t } = useI18n()
  const breakpoints = typeof preset === 'string' ? carouselPresets[preset] : preset
  const responsiveSlides = useSlidesPerView(breakpoints)
  const labels = useMemo<Carousel.RootProps['translations']>(
    () => ({
      prevTrigger: t('ui.carousel.previous'),
      nextTrigger: t('ui.carousel.next'),
      indicator: (index) => t('ui.carousel.goTo', { index: index + 1 }),
      item: (index, count) => t('ui.carousel.slide', { index: index + 1, count }),
      ...translations,
    }),
    [t, translations],
  )
  return (
    // Ark's machines take their direction from the locale context (the `dir` attribute alone
    // would flip the layout but not the scroll maths or arrow keys); it resolves to useI18n's dir.
    <ArkLocaleProvider>
      <StyledRoot
        ref={ref}
        spacing={CAROUSEL_SPACING}
        loop
        slidesPerPage={slidesPerPage ?? responsiveSlides}
        translations={labels}
        {...props}
      />
    </ArkLocaleProvider>
  )
})

export const ItemGroup = withContext(Carousel.ItemGroup, 'itemGroup')

const StyledItem = withContext(Carousel.Item, 'item')

export type ItemProps = ComponentProps<typeof StyledItem>

/**
 * One slide. Slides out of view are `aria-hidden` (zag) and also `inert`, so links inside them
 * leave the tab order instead of being focusable but hidden; the triggers reach them.
 */
export const Item = forwardRef<HTMLDivElement, ItemProps>(function Item(props, ref) {
  const api = useCarouselContext()
  return <StyledItem ref={ref} inert={!api.isInView(props.index)} {...props} />
})

export const Control = withContext(Carousel.Control, 'control')

/** "Previous slide" (label from the Root's translations); the chevron mirrors in RTL. */
export const PrevTrigger = withContext(Carousel.PrevTrigger, 'prevTrigger', {
  defaultProps: { children: <ChevronLeftIcon aria-hidden /> },
})

/** "Next slide" (label from the Root's translations); the chevron mirrors in RTL. */
export const NextTrigger = withContext(Carousel.NextTrigger, 'nextTrigger', {
  defaultProps: { children: <ChevronRightIcon aria-hidden /> },
})

const StyledIndicatorGroup = withContext(Carousel.IndicatorGroup, 'indicatorGroup')

export const Indicator = withContext(Carousel.Indicator, 'indicator')

/** Without children it renders one "Go to slide N" indicator per page. */
export const IndicatorGroup = forwardRef<HTMLDivElement, ComponentProps<typeof StyledIndicatorGroup>>(
  function IndicatorGroup({ children, onKeyDown, ...props }, ref) {
    const api = useCarouselContext()
    // The group whose arrow keys changed the page, until focus has followed.
    const movedByKey = useRef<HTMLElement | null>(null)
    const page = api.page
    // zag moves focus to the new page's indicator only while the last event it saw is the key press;
    // on a slow device a scroll event from the move itself can come first and focus stays behind.
    // Focus follows the current indicator here whenever the arrow keys changed the page.
    useEffect(() => {
      const group = movedByKey.current
      movedByKey.current = null
      if (!group?.contains(document.activeElement)) return
      group
        .querySelector<HTMLElement>(`[data-part=indicator][data-index="${page}"]`)
        ?.focus({ preventScroll: true })
    }, [page])
    return (
      <StyledIndicatorGroup
        ref={ref}
        {...props}
        onKeyDown={(event) => {
          onKeyDown?.(event)
          if (event.target !== event.currentTarget) movedByKey.current = event.currentTarget
        }}
      >
        {children ?? api.pageSnapPoints.map((_, index) => <Indicator key={index} index={index} />)}
      </StyledIndicatorGroup>
    )
  },
)

export const ProgressText = withContext(Carousel.ProgressText, 'progressText')

export { CarouselContext as Context, useCarouselContext as useContext } from '@ark-ui/react/carousel'
export type { CarouselPageChangeDetails as PageChangeDetails } from '@ark-ui/react/carousel'
