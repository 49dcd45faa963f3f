import { defineSlotRecipe } from '@pandacss/dev'

const linkLike = {
  textStyle: 'label',
  color: 'accent.text',
  bg: 'transparent',
  border: 'none',
  p: '0',
  minH: '6',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '[0.2em]',
  _hover: { textDecorationThickness: '[2px]' },
  _focusVisible: {
    outline: '2px solid',
    outlineColor: 'focusRing',
    outlineOffset: '[2px]',
    borderRadius: 'sm',
  },
} as const

/**
 * The search page (`data-scope="search-page"`): the search field under the heading, then the filter
 * panel beside the results from `lg` (its Filters button above them on phones), the results' summary
 * (chosen filters as chips, the count, Clear all) and the cards.
 */
export const searchPageRecipe = defineSlotRecipe({
  className: 'search-page',
  description: 'The search page: search field, filter column and results with their summary',
  slots: [
    'form',
    'field',
    'body',
    'results',
    'summary',
    'summaryRow',
    'count',
    'chips',
    'clearAll',
    'similarTitle',
  ],
  base: {
    form: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '2',
      maxW: '2xl',
      marginBlockEnd: { base: '5', md: '8' },
    },
    field: { flex: '1', minW: '0' },
    body: {
      display: 'grid',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)', xl: '17rem minmax(0, 1fr)' },
      alignItems: 'start',
      gap: { base: '4', lg: '8' },
      // The filter column stays in view beside a long list of results, below the sticky header (4rem).
      '& [data-scope=filter-panel] > [data-part=sidebar]': {
        position: 'sticky',
        insetBlockStart: '20',
        maxH: '[calc(100dvh - 6rem)]',
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        pe: '1',
      },
    },
    results: {
      display: 'flex',
      flexDirection: 'column',
      gap: '5',
      minW: '0',
      // Brought into view after a new search: its top below the sticky header.
      scrollMarginBlockStart: '20',
      transitionProperty: 'opacity',
      transitionDuration: 'fast',
      // The next search's results are on their way: the current ones fade a little.
      '&[aria-busy=true]': { opacity: '0.6' },
    },
    summary: { display: 'flex', flexDirection: 'column', gap: '3' },
    summaryRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', rowGap: '2' },
    // Empty while the next search's count is on its way (it stays in the page to announce it).
    count: { textStyle: 'label', color: 'fg.muted', '&:not(:empty)': { marginInlineEnd: '4' } },
    chips: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '2',
      listStyle: 'none',
      p: '0',
      m: '0',
      // A long value (a hand-edited link) ends in an ellipsis rather than widening the page.
      '& > li': { minW: '0', maxW: 'full' },
    },
    clearAll: linkLike,
    similarTitle: { textStyle: 'h3', marginBlockStart: '2' },
  },
})
