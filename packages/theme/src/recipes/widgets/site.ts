import { defineSlotRecipe } from '@pandacss/dev'
import { recipePageRecipe } from './recipe-page'

/** The width and padding every routed page's content sits in. */
const pageWidth = {
  maxW: 'container',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
} as const

const appLayoutRecipe = defineSlotRecipe({
  className: 'app-layout',
  description: "The site's shell: skip link, header, routed content, footer.",
  slots: ['root', 'skip', 'main'],
  base: {
    root: { minH: 'dvh', display: 'flex', flexDirection: 'column' },
    // "Skip to content": above the page, shown when it has keyboard focus.
    skip: {
      position: 'absolute',
      insetInlineStart: '2',
      insetBlockStart: '2',
      zIndex: 'tooltip',
      px: '3',
      py: '2',
      bg: 'bg.surface',
      borderRadius: 'md',
      transform: 'translateY(-200%)',
      _focusVisible: { transform: 'translateY(0)' },
    },
    main: { flex: '1', outline: 'none' },
  },
})

const pageFrameRecipe = defineSlotRecipe({
  className: 'page-frame',
  description: 'The frame a routed page sits in: a heading, optional lead text, then the content.',
  slots: ['root', 'header', 'title', 'lead'],
  base: {
    root: pageWidth,
    header: { marginBlockEnd: '6', display: 'flex', flexDirection: 'column', gap: '2' },
    title: { textStyle: { base: 'h2', md: 'h1' } },
    lead: { color: 'fg.muted' },
  },
})

const siteLogoRecipe = defineSlotRecipe({
  className: 'site-logo',
  description: "The site's mark and name.",
  slots: ['root', 'name'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2' },
    name: { fontSize: 'xl', fontWeight: 'bold', color: 'accent.text', letterSpacing: 'tight' },
  },
})

const siteFooterRecipe = defineSlotRecipe({
  className: 'site-footer',
  description: "The site's footer: logo and tagline, the footer links, the version text.",
  slots: ['root', 'inner', 'brand', 'home', 'tagline', 'links', 'link', 'text', 'version'],
  base: {
    root: {
      borderBlockStartWidth: '1px',
      borderColor: 'border.subtle',
      bg: 'bg.surface',
      marginBlockStart: '12',
    },
    inner: {
      maxW: 'container',
      mx: 'auto',
      px: { base: '4', md: '6' },
      py: '8',
      display: 'grid',
      gap: '6',
      gridTemplateColumns: { base: '1fr', md: 'auto 1fr' },
      alignItems: 'start',
    },
    brand: { display: 'flex', flexDirection: 'column', gap: '2' },
    home: { textDecoration: 'none' },
    tagline: { color: 'fg.muted', textStyle: 'small', maxW: 'xs' },
    links: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '4',
      justifyContent: { base: 'start', md: 'end' },
      listStyle: 'none',
      textStyle: 'small',
    },
    link: {
      color: 'fg.muted',
      textDecoration: 'none',
      _hover: { color: 'accent.text', textDecoration: 'underline' },
    },
    // The entries the spec lists whose pages do not exist yet: plain text.
    text: { color: 'fg.muted' },
    version: {
      borderBlockStartWidth: '1px',
      borderColor: 'border.subtle',
      textAlign: 'center',
      py: '3',
      textStyle: 'caption',
      color: 'fg.subtle',
    },
  },
})

/** Slot recipes of the site's own layout and pages (apps/site). */
export const siteRecipes = {
  appLayout: appLayoutRecipe,
  siteLogo: siteLogoRecipe,
  pageFrame: pageFrameRecipe,
  recipePage: recipePageRecipe,
  siteFooter: siteFooterRecipe,
}
