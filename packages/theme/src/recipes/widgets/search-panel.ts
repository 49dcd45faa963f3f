import { defineSlotRecipe } from '@pandacss/dev'

// The site header's height (site.ts, `inner`): on wide screens the panel hangs just below it.
const HEADER = '4rem'

const chipList = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  listStyle: 'none',
  m: '0',
  p: '0',
} as const

/**
 * The header's search panel (@sufra/widgets/search-panel). Its dialog parts are Ark's (through
 * @sufra/ui/dialog, `unstyled`) with these slots instead of the Dialog recipe's: a full-screen
 * overlay on phones, a 900 px panel below the header from md.
 */
export const searchPanelRecipe = defineSlotRecipe({
  className: 'search-panel',
  description:
    'The search panel: the field, recent searches and popular chips; full screen on phones, a 900 px panel under the header from md',
  slots: [
    'backdrop',
    'positioner',
    'content',
    'header',
    'title',
    'form',
    'row',
    'input',
    'submit-label',
    'body',
    'section',
    'section-header',
    'heading',
    'section-action',
    'chips',
    'placeholder',
  ],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'bg.overlay',
      _open: { animationName: 'fadeIn', animationDuration: 'modal', animationTimingFunction: 'out' },
      _closed: {
        animationName: 'fadeOut',
        animationDuration: 'modal',
        animationTimingFunction: 'in',
        animationFillMode: 'forwards',
      },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      justifyContent: 'center',
      alignItems: { base: 'stretch', md: 'flex-start' },
      px: { base: '0', md: '4' },
      pt: { base: '0', md: `calc(${HEADER} + 0.5rem)` },
      pb: { base: '0', md: '4' },
      overscrollBehavior: 'contain',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      w: 'full',
      maxW: { base: 'full', md: 'searchPanel' },
      h: { base: 'full', md: 'auto' },
      maxH: 'full',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: { base: 'none', md: 'xl' },
      boxShadow: 'xl',
      overflow: 'hidden',
      outline: 'none',
      _open: { animationName: 'fadeIn', animationDuration: 'modal', animationTimingFunction: 'out' },
      _closed: {
        animationName: 'fadeOut',
        animationDuration: 'modal',
        animationTimingFunction: 'in',
        animationFillMode: 'forwards',
      },
    },
    // Title, field and close button; it stays put while the sections below scroll.
    header: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      ps: { base: '4', md: '6' },
      pe: { base: '4', md: '6' },
      // The title's row lines up with the dialog's close button (1rem from the top, 2rem tall).
      pt: '3',
      pb: '4',
      borderBlockEndWidth: '1px',
      borderColor: 'border.subtle',
    },
    title: {
      textStyle: 'h3',
      color: 'fg.default',
      // Leaves room for the close button at the inline end.
      pe: '12',
      minH: '10',
      display: 'flex',
      alignItems: 'center',
    },
    form: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    row: { display: 'flex', alignItems: 'flex-start', gap: '2' },
    input: {
      flex: '1',
      minW: '0',
      // The browser's own clear button in a search field: the panel clears the text itself.
      '&::-webkit-search-cancel-button': { display: 'none' },
    },
    // Phones: the button shows its magnifier only (its name stays), leaving the field room to type.
    'submit-label': { srOnly: { base: true, sm: false } },
    body: {
      flex: '1',
      minH: '0',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      display: 'flex',
      flexDirection: 'column',
      gap: '6',
      px: { base: '4', md: '6' },
      py: '5',
    },
    section: { display: 'flex', flexDirection: 'column', gap: '3' },
    'section-header': {
      display: 'flex',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      gap: '3',
    },
    heading: { textStyle: 'label', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' },
    // See all and Clear all, at the inline end of a section's heading.
    'section-action': { textStyle: 'small', flexShrink: 0, cursor: 'pointer' },
    chips: chipList,
    // While a popular list loads: chip-shaped placeholders.
    placeholder: { ...chipList, '& [data-part=skeleton]': { w: '24', h: '8', borderRadius: 'full' } },
  },
})
