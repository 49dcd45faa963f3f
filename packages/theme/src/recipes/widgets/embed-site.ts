import { defineSlotRecipe } from '@pandacss/dev'

/** Code a partner copies: left to right whatever the page's direction, wrapped, in the mono face. */
const codeBlock = {
  fontFamily: 'mono',
  fontSize: 'sm',
  lineHeight: 'normal',
  bg: 'bg.subtle',
  color: 'fg.default',
  border: '1px solid',
  borderColor: 'border.subtle',
  borderRadius: 'md',
  p: '3',
  m: '0',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  textAlign: 'start',
} as const

const embedDialogRecipe = defineSlotRecipe({
  className: 'embed-dialog',
  description:
    'The Embed dialog of the recipe page: options (element, language, servings, theme), a live preview, the snippet and Copy.',
  slots: ['body', 'options', 'pair', 'colour', 'swatch', 'hex', 'preview', 'frame', 'code', 'actions'],
  base: {
    body: {
      display: 'grid',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 18rem) minmax(0, 1fr)' },
      gap: '5',
    },
    options: { display: 'flex', flexDirection: 'column', gap: '4' },
    // Two small fields side by side (servings and radius; language and colour).
    pair: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3' },
    colour: { display: 'flex', alignItems: 'center', gap: '2' },
    swatch: {
      w: '10',
      h: '10',
      flexShrink: '0',
      p: '0.5',
      bg: 'bg.surface',
      border: '1px solid',
      borderColor: 'border.default',
      borderRadius: 'md',
      cursor: 'pointer',
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '0.5' },
    },
    hex: { fontFamily: 'mono', fontSize: 'sm', color: 'fg.muted', textTransform: 'uppercase' },
    preview: { display: 'flex', flexDirection: 'column', gap: '2', minW: '0' },
    // The preview is a partner page of its own (an iframe holding the snippet).
    frame: {
      w: 'full',
      h: { base: '18rem', md: '22rem' },
      border: '1px solid',
      borderColor: 'border.subtle',
      borderRadius: 'lg',
      bg: 'bg.surface',
      '&[data-element=recipe]': { h: { base: '24rem', md: '30rem' } },
    },
    code: { ...codeBlock, minH: '7rem', resize: 'vertical', w: 'full' },
    actions: {
      gridColumn: '1 / -1',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
    },
  },
})

const embedPageRecipe = defineSlotRecipe({
  className: 'embed-page',
  description: 'The partner page (/embed): the snippet, the elements and attributes, theming, live examples.',
  slots: [
    'section',
    'heading',
    'text',
    'snippet',
    'code',
    'copy',
    'table',
    'name',
    'examples',
    'example',
    'exampleTitle',
    'note',
  ],
  base: {
    section: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      marginBlockEnd: '10',
      maxW: '4xl',
    },
    heading: { textStyle: 'h3' },
    text: { color: 'fg.muted', maxW: '2xl' },
    snippet: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' },
    code: { ...codeBlock, w: 'full', display: 'block', overflowX: 'auto' },
    copy: { alignSelf: 'flex-end' },
    table: {
      w: 'full',
      borderCollapse: 'collapse',
      textStyle: 'small',
      '& th, & td': {
        textAlign: 'start',
        verticalAlign: 'top',
        paddingBlock: '2',
        paddingInlineEnd: '4',
        borderBlockEnd: '1px solid',
        borderColor: 'border.subtle',
      },
      '& th': { fontWeight: 'semibold', color: 'fg.muted' },
      // Phones: each row's cells stack (the name, then the rest), and the column headings are left to
      // screen readers, so no row is wider than the screen.
      mdDown: {
        '& tr': {
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: '3',
          paddingBlock: '2',
          borderBlockEnd: '1px solid',
          borderColor: 'border.subtle',
        },
        '& th, & td': { display: 'block', paddingBlock: '0.5', borderBlockEnd: 'none' },
        '& td:last-child': { flexBasis: 'full' },
        '& thead': {
          position: 'absolute',
          w: '1px',
          h: '1px',
          overflow: 'hidden',
          clip: 'rect(0, 0, 0, 0)',
          whiteSpace: 'nowrap',
        },
      },
    },
    // An element, attribute or property name: code, kept left to right.
    name: { fontFamily: 'mono', fontSize: 'sm', whiteSpace: 'nowrap', color: 'accent.text' },
    examples: {
      display: 'grid',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      gap: '6',
      alignItems: 'start',
    },
    example: { display: 'flex', flexDirection: 'column', gap: '2', minW: '0' },
    exampleTitle: { textStyle: 'label', color: 'fg.muted' },
    note: {
      p: '3',
      borderRadius: 'md',
      bg: 'warning.subtle',
      color: 'fg.default',
      textStyle: 'small',
    },
  },
})

const embedSignInRecipe = defineSlotRecipe({
  className: 'embed-sign-in',
  description:
    'The sign-in window a partner widget opens (/embed/sign-in): no header or footer, one short message.',
  slots: ['root', 'panel', 'title', 'text', 'site', 'actions'],
  base: {
    root: {
      minH: 'dvh',
      display: 'grid',
      placeItems: 'center',
      p: '4',
      bg: 'bg.canvas',
    },
    panel: {
      w: 'full',
      maxW: 'sm',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: '4',
      p: '6',
      bg: 'bg.surface',
      borderRadius: 'xl',
      boxShadow: 'md',
    },
    title: { textStyle: 'h3', outline: 'none' },
    text: { color: 'fg.muted' },
    site: { fontWeight: 'semibold', color: 'fg.default' },
    actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '2' },
  },
})

export const embedSiteRecipes = {
  embedDialog: embedDialogRecipe,
  embedPage: embedPageRecipe,
  embedSignIn: embedSignInRecipe,
}
