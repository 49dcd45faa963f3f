import { useEffect, useRef, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { css } from '@sufra/styled-system/css'
import { InfiniteScroll, type InfiniteScrollProps } from './index'

const msg = (id: MessageId) => messages[document.documentElement.lang === 'ar' ? 'ar' : 'en'][id]

const PAGE_SIZE = 10
const PAGES = 3

const scroller = css({
  h: 'xs',
  w: 'full',
  maxW: 'sm',
  overflowY: 'auto',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
})

const row = css({
  display: 'flex',
  alignItems: 'center',
  h: '12',
  px: '4',
  borderBlockEndWidth: '1px',
  borderColor: 'border.subtle',
  color: 'fg.default',
  textStyle: 'body',
})

const listTitle = { en: 'Recipes', ar: 'الوصفات' }
const itemName = (locale: 'en' | 'ar', n: number) => (locale === 'ar' ? `وصفة ${n}` : `Recipe ${n}`)

type FeedArgs = Pick<InfiniteScrollProps, 'onLoadMore' | 'threshold' | 'endText'>

/** A list that fetches 10 more items (after a short delay) each time the end comes near. */
function RecipeFeed({ onLoadMore, threshold, endText }: FeedArgs) {
  const { locale } = useI18n()
  const [count, setCount] = useState(PAGE_SIZE)
  const [loading, setLoading] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const hasMore = count < PAGE_SIZE * PAGES
  return (
    <div ref={container} className={scroller} tabIndex={0} role="region" aria-label={listTitle[locale]}>
      <ul>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={row}>
            {itemName(locale, index + 1)}
          </li>
        ))}
      </ul>
      <InfiniteScroll
        root={container}
        hasMore={hasMore}
        loading={loading}
        threshold={threshold}
        endText={endText}
        onLoadMore={() => {
          onLoadMore()
          setLoading(true)
          timer.current = setTimeout(() => {
            setCount((current) => current + PAGE_SIZE)
            setLoading(false)
          }, 300)
        }}
      />
    </div>
  )
}

const meta = {
  title: 'UI/InfiniteScroll',
  component: RecipeFeed,
  args: { onLoadMore: fn() },
} satisfies Meta<typeof RecipeFeed>

export default meta
type Story = StoryObj<typeof meta>

const items = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem')

const scrollToEnd = (element: HTMLElement) => {
  element.scrollTop = element.scrollHeight
}

/** Scrolling to the bottom appends pages until the last one, then "You've reached the end". */
export const Feed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region')
    await expect(items(canvasElement)).toHaveLength(10)
    // The first page fills the box: nothing loads until the reader scrolls.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(args.onLoadMore).not.toHaveBeenCalled()

    scrollToEnd(region)
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(msg('ui.infiniteScroll.loadingMore')),
    )
    await waitFor(() => expect(items(canvasElement)).toHaveLength(20))
    // Guarded while loading: one page asked for, not one per scroll event.
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1)

    scrollToEnd(region)
    await waitFor(() => expect(items(canvasElement)).toHaveLength(30))
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2)
    await expect(
      canvas.getByText(`${document.documentElement.lang === 'ar' ? 'وصفة' : 'Recipe'} 30`),
    ).toBeInTheDocument()

    scrollToEnd(region)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(msg('ui.infiniteScroll.end')))
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2)
    await expect(items(canvasElement)).toHaveLength(30)
  },
}

function LocalisedEndFeed(args: FeedArgs) {
  const { locale } = useI18n()
  return <RecipeFeed {...args} endText={locale === 'ar' ? 'هذه كل الوصفات' : 'That is every recipe'} />
}

/** Loading early: 60 % of the way through the last screenful, and a custom end text. */
export const EarlierThreshold: Story = {
  args: { threshold: 0.6, endText: 'That is every recipe' },
  render: (args) => <LocalisedEndFeed {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region')
    // At the top the end is half a screen away: beyond the 40 % look-ahead, so nothing loads yet.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(args.onLoadMore).not.toHaveBeenCalled()
    // 30 % of a screen above the end is inside it (the default 20 % would still wait).
    region.scrollTop = region.scrollHeight - region.clientHeight * 1.3
    await waitFor(() => expect(items(canvasElement)).toHaveLength(20))
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1)
    scrollToEnd(region)
    await waitFor(() => expect(items(canvasElement)).toHaveLength(30))
    scrollToEnd(region)
    const ending = document.documentElement.lang === 'ar' ? 'هذه كل الوصفات' : 'That is every recipe'
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(ending))
  },
}

/** The guards: no calls while a page is loading, nor when there is nothing more. */
export const Guards: Story = {
  render: (args) => (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div data-testid="loading">
        <InfiniteScroll hasMore loading onLoadMore={args.onLoadMore} />
      </div>
      <div data-testid="ended">
        <InfiniteScroll hasMore={false} onLoadMore={args.onLoadMore} />
      </div>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    // Both sentinels are on screen, yet nothing is requested.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(args.onLoadMore).not.toHaveBeenCalled()
    await expect(within(canvas.getByTestId('loading')).getByRole('status')).toHaveTextContent(
      msg('ui.infiniteScroll.loadingMore'),
    )
    await expect(within(canvas.getByTestId('ended')).getByRole('status')).toHaveTextContent(
      msg('ui.infiniteScroll.end'),
    )
  },
}
