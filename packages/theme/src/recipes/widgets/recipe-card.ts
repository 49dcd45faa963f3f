import { defineSlotRecipe, type SystemStyleObject } from '@pandacss/dev'

/** Above the card's stretched title link, so these stay clickable on their own. */
const raised: SystemStyleObject = { position: 'relative', zIndex: '[1]' }

/** The creator link and the imported recipe's source share one look. */
const bylineLink: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minW: '0',
  color: 'fg.default',
  textStyle: 'label',
  textDecoration: 'none',
  borderRadius: 'sm',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '[2px]' },
  '& svg': { w: '4', h: '4', flexShrink: 0, color: 'fg.muted' },
  // The external-link arrow points outward, towards the line's end.
  _rtl: { '& svg': { transform: 'scaleX(-1)' } },
}

/**
 * RecipeCard (`data-scope="recipe-card"`): a recipe in a grid. Colours, radius and fonts are
 * semantic tokens, so a partner re-themes the card through CSS custom properties (`--colors-accent-text`,
 * `--radii-xl`, `--fonts-body` …). The save and like buttons colour their icon rather than the
 * button: the IconButton's own variant colour sits in a cascade layer above slot recipes.
 */
export const recipeCardRecipe = defineSlotRecipe({
  className: 'recipe-card',
  description: 'RecipeCard: picture, save and like, creator or source, title, description and facts',
  slots: [
    'root',
    'media',
    'picture',
    'noPicture',
    'video',
    'save',
    'body',
    'byline',
    'creator',
    'source',
    'name',
    'age',
    'title',
    'titleLink',
    'description',
    'facts',
    'footer',
    'like',
  ],
  base: {
    root: {
      // The card names its font tokens itself (the page's font is only inherited), so a partner
      // page re-fonts it through --fonts-latin / --fonts-arabic like any other token.
      fontFamily: 'latin',
      '&:lang(ar)': { fontFamily: 'arabic' },
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      h: 'full',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'xl',
      overflow: 'hidden',
      boxShadow: 'xs',
      transitionProperty: '[box-shadow, border-color]',
      transitionDuration: 'fast',
      _hover: { boxShadow: 'md', borderColor: 'border.default' },
      // The whole card shows the focus of its title link.
      '&:has([data-part=title-link]:focus-visible)': {
        outline: '2px solid',
        outlineColor: 'focusRing',
        outlineOffset: '[2px]',
      },
    },
    media: { position: 'relative', aspectRatio: '4 / 3', bg: 'bg.muted', flexShrink: 0 },
    picture: { w: 'full', h: 'full', objectFit: 'cover', display: 'block' },
    noPicture: {
      w: 'full',
      h: 'full',
      display: 'grid',
      placeItems: 'center',
      color: 'fg.subtle',
      '& svg': { w: '12', h: '12' },
    },
    video: {
      position: 'absolute',
      inset: '0',
      m: 'auto',
      display: 'grid',
      placeItems: 'center',
      w: '12',
      h: '12',
      borderRadius: 'full',
      bg: 'bg.overlay',
      color: 'white',
      pointerEvents: 'none',
      // A media symbol: it points the same way in both directions.
      '& svg': { w: '5', h: '5', fill: '[currentColor]' },
    },
    save: {
      position: 'absolute',
      insetBlockStart: '2',
      insetInlineEnd: '2',
      zIndex: '[1]',
      boxShadow: 'sm',
      '&[aria-pressed=true] svg': { color: 'accent.text', fill: '[currentColor]' },
    },
    body: { display: 'flex', flexDirection: 'column', gap: '2', p: '4', flex: '1', minW: '0' },
    byline: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      minH: '8',
      textStyle: 'caption',
      color: 'fg.muted',
    },
    creator: { ...bylineLink, ...raised },
    // A source with no web address is plain text: it stays under the title link.
    source: { ...bylineLink, '&:is(a)': raised },
    name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    age: { flexShrink: 0, whiteSpace: 'nowrap' },
    title: { textStyle: 'h3', fontSize: 'lg', lineClamp: '2' },
    titleLink: {
      color: 'fg.default',
      textDecoration: 'none',
      outline: 'none',
      _hover: { textDecoration: 'underline' },
      // Stretched over the card: the picture and the blank space open the recipe too.
      _after: { content: '""', position: 'absolute', inset: '0' },
    },
    description: { textStyle: 'small', color: 'fg.muted' },
    facts: {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: '3',
      rowGap: '1',
      marginBlockStart: 'auto',
      paddingBlockStart: '1',
      textStyle: 'caption',
      color: 'fg.muted',
      '& li': { display: 'inline-flex', alignItems: 'center', gap: '1' },
      '& svg': { w: '4', h: '4', flexShrink: 0 },
    },
    footer: {
      ...raised,
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      marginInlineStart: '-2',
      textStyle: 'label',
      color: 'fg.muted',
    },
    like: { '&[aria-pressed=true] svg': { color: 'danger.text', fill: '[currentColor]' } },
  },
})
