import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useI18n } from '@sufra/i18n'
import { css } from '@sufra/styled-system/css'
import { Carousel } from './index'
import { carouselPresets, slidesPerViewAt } from './slides-per-view'

const recipes = {
  en: ['Lentil soup', 'Chicken mandi', 'Fattoush', 'Kunafa', 'Shakshuka', 'Maqluba'],
  ar: ['شوربة عدس', 'مندي دجاج', 'فتوش', 'كنافة', 'شكشوكة', 'مقلوبة'],
}

const creators = {
  en: ['Huda', 'Omar', 'Layla', 'Sami', 'Nour', 'Yusuf', 'Reem', 'Karim', 'Dana', 'Fadi', 'Maya', 'Ali'],
  ar: ['هدى', 'عمر', 'ليلى', 'سامي', 'نور', 'يوسف', 'ريم', 'كريم', 'دانة', 'فادي', 'مايا', 'علي'],
}

const sectionTitle = {
  popular: { en: 'Popular recipes', ar: 'وصفات رائجة' },
  creators: { en: 'Creators', ar: 'صنّاع المحتوى' },
  categories: { en: 'Categories', ar: 'التصنيفات' },
}

const slideCard = css({
  display: 'flex',
  alignItems: 'flex-end',
  h: '32',
  p: '4',
  borderRadius: 'lg',
  bg: 'accent.subtle',
  color: 'accent.text',
  textStyle: 'h3',
  borderWidth: '1px',
  borderColor: 'border.subtle',
})

const creatorCard = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  py: '3',
  borderRadius: 'lg',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  textStyle: 'label',
  color: 'fg.default',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
})

const avatarCircle = css({
  display: 'grid',
  placeItems: 'center',
  w: '14',
  h: '14',
  borderRadius: 'full',
  bg: 'highlight.subtle',
  color: 'highlight.text',
  textStyle: 'h3',
})

const meta = {
  title: 'UI/Carousel',
  component: Carousel.Root,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Carousel.Root>

export default meta
type Story = StoryObj<typeof meta>

function PopularCarousel() {
  const { locale } = useI18n()
  const items = recipes[locale]
  return (
    <Carousel.Root preset="popular" slideCount={items.length} aria-label={sectionTitle.popular[locale]}>
      <Carousel.ItemGroup>
        {items.map((name, index) => (
          <Carousel.Item key={name} index={index}>
            <div className={slideCard} dir="auto">
              {name}
            </div>
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      <Carousel.Control>
        <Carousel.PrevTrigger />
        <Carousel.IndicatorGroup />
        <Carousel.NextTrigger />
      </Carousel.Control>
    </Carousel.Root>
  )
}

const indicatorName = (index: number) =>
  new RegExp(document.documentElement.lang === 'ar' ? `الشريحة ${index}$` : `slide ${index}$`)

export const Popular: Story = {
  args: { slideCount: 6 },
  render: () => <PopularCarousel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rtl = document.dir === 'rtl'
    const region = canvas.getByRole('region')
    await expect(region).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr')
    // Slides per view follow the viewport width as the spec's breakpoints say.
    await expect(region.style.getPropertyValue('--slides-per-page')).toBe(
      String(slidesPerViewAt(carouselPresets.popular, window.innerWidth)),
    )
    await expect(region.style.getPropertyValue('--slide-spacing')).toBe('20px')

    const prev = canvas.getByRole('button', { name: rtl ? 'الشريحة السابقة' : 'Previous slide' })
    const next = canvas.getByRole('button', { name: rtl ? 'الشريحة التالية' : 'Next slide' })
    // The previous arrow sits at the start side: left in English, right in Arabic.
    const prevX = prev.getBoundingClientRect().x
    const nextX = next.getBoundingClientRect().x
    await expect(rtl ? prevX > nextX : prevX < nextX).toBe(true)
    // …and its chevron is mirrored in RTL so it still points backwards.
    const transform = getComputedStyle(prev.querySelector('svg')!).transform
    await expect(transform).toBe(rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none')

    const indicators = within(
      canvasElement.querySelector<HTMLElement>('[data-part=indicator-group]')!,
    ).getAllByRole('button')
    await expect(indicators[0]).toHaveAccessibleName(indicatorName(1))
    // The carousel marks its first page once it has measured itself: wait for it under load.
    await waitFor(() => expect(indicators[0]).toHaveAttribute('data-current'))

    await userEvent.click(next)
    await waitFor(() => expect(indicators[1]).toHaveAttribute('data-current'))

    // Looping: going back past the first slide lands on the last page.
    await userEvent.click(prev)
    await waitFor(() => expect(indicators[0]).toHaveAttribute('data-current'))
    await userEvent.click(prev)
    const lastPage = indicators.length - 1
    await waitFor(() => expect(indicators[lastPage]).toHaveAttribute('data-current'))

    // Slides scrolled out of view leave the accessibility tree and the tab order.
    const slide = (index: number) => canvasElement.querySelector(`[data-part=item][data-index="${index}"]`)
    await waitFor(() => expect(slide(lastPage)).not.toHaveAttribute('aria-hidden'))
    await waitFor(() => expect(slide(0)).toHaveAttribute('inert'))
  },
}

function CreatorsCarousel() {
  const { locale } = useI18n()
  const people = creators[locale]
  return (
    <Carousel.Root preset="creators" slideCount={people.length} aria-label={sectionTitle.creators[locale]}>
      <Carousel.ItemGroup>
        {people.map((name, index) => (
          <Carousel.Item key={name} index={index}>
            <a className={creatorCard} href={`#creator-${index + 1}`}>
              <span className={avatarCircle} aria-hidden>
                {name.slice(0, 1)}
              </span>
              <span dir="auto">{name}</span>
            </a>
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      <Carousel.Control>
        <Carousel.PrevTrigger />
        <Carousel.IndicatorGroup />
        <Carousel.NextTrigger />
      </Carousel.Control>
    </Carousel.Root>
  )
}

export const Creators: Story = {
  args: { slideCount: 12 },
  render: () => <CreatorsCarousel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rtl = document.dir === 'rtl'
    const region = canvas.getByRole('region')
    await expect(region.style.getPropertyValue('--slides-per-page')).toBe(
      String(slidesPerViewAt(carouselPresets.creators, window.innerWidth)),
    )
    // Arrow keys on the indicators follow the reading direction: "forward" is Left in Arabic.
    const first = canvas.getByRole('button', { name: indicatorName(1) })
    first.focus()
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}')
    const second = canvas.getByRole('button', { name: indicatorName(2) })
    await waitFor(() => expect(second).toHaveAttribute('data-current'))
    // zag moves focus in a later frame; under load that can take a while.
    await waitFor(() => expect(second).toHaveFocus(), { timeout: 3000 })
    await userEvent.keyboard(rtl ? '{ArrowRight}' : '{ArrowLeft}')
    await waitFor(() => expect(first).toHaveAttribute('data-current'))
    // Only links in visible slides are exposed and reachable by Tab.
    const names = creators[rtl ? 'ar' : 'en']
    const firstLink = await canvas.findByRole('link', { name: names[0] })
    await waitFor(() => expect(firstLink.closest('[data-part=item]')).not.toHaveAttribute('inert'))
    await expect(canvas.queryByRole('link', { name: names[11] })).toBeNull()
    await expect(canvasElement.querySelector('[data-part=item][data-index="11"]')).toHaveAttribute('inert')
  },
}

function FixedCarousel() {
  const { locale } = useI18n()
  const items = recipes[locale]
  return (
    <Carousel.Root
      slidesPerPage={2}
      loop={false}
      slideCount={items.length}
      aria-label={sectionTitle.categories[locale]}
    >
      <Carousel.ItemGroup>
        {items.map((name, index) => (
          <Carousel.Item key={name} index={index}>
            <div className={slideCard} dir="auto">
              {name}
            </div>
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      <Carousel.Control>
        <Carousel.PrevTrigger />
        <Carousel.IndicatorGroup />
        <Carousel.NextTrigger />
      </Carousel.Control>
    </Carousel.Root>
  )
}

/** An explicit `slidesPerPage` wins over the preset; without looping the ends disable the arrows. */
export const ExplicitSlidesPerPage: Story = {
  args: { slideCount: 6 },
  render: () => <FixedCarousel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rtl = document.dir === 'rtl'
    const region = canvas.getByRole('region')
    await expect(region.style.getPropertyValue('--slides-per-page')).toBe('2')
    const prev = canvas.getByRole('button', { name: rtl ? 'الشريحة السابقة' : 'Previous slide' })
    const next = canvas.getByRole('button', { name: rtl ? 'الشريحة التالية' : 'Next slide' })
    await expect(prev).toBeDisabled()
    // 6 slides two at a time: three pages.
    await expect(canvas.getAllByRole('button', { name: indicatorName(3) })).toHaveLength(1)
    await expect(canvas.queryByRole('button', { name: indicatorName(4) })).toBeNull()
    // Each click waits for the carousel to arrive, as a person sees it move before clicking again
    // (a scroll event from a move still under way can otherwise set the page back).
    await userEvent.click(next)
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: indicatorName(2) })).toHaveAttribute('data-current'),
    )
    await userEvent.click(next)
    await waitFor(() => expect(next).toBeDisabled())
    await expect(prev).toBeEnabled()
    await expect(canvas.getByRole('button', { name: indicatorName(3) })).toHaveAttribute('data-current')
  },
}
