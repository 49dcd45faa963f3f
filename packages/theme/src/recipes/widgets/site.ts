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
  slots: ['root', 'skip', 'main', 'pending'],
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
    // A thin bar along the top while the next page's code or data loads; it shows only when that
    // takes long enough to notice (the fade-in waits 150 ms), so quick moves do not flicker.
    pending: {
      position: 'fixed',
      insetBlockStart: '0',
      insetInline: '0',
      zIndex: 'overlay',
      animation: 'fadeIn 200ms 150ms both',
      '& [data-part=track]': { h: '1', borderRadius: '0' },
    },
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

// A link in the mobile side menus; the current page carries aria-current.
const sideLink = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '3',
  borderRadius: 'md',
  color: 'fg.default',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.text' },
} as const

const siteHeaderRecipe = defineSlotRecipe({
  className: 'site-header',
  description: "The site's top bar: logo, links, language, Login or the avatar menu; side menus on phones.",
  slots: [
    'root',
    'inner',
    'home',
    'nav',
    'links',
    'actions',
    'desktop',
    'mobile',
    'user',
    'name',
    'side-links',
    'side-link',
    'logout',
    'language',
    'avatar-slot',
  ],
  base: {
    root: {
      position: 'sticky',
      insetBlockStart: '0',
      zIndex: 'sticky',
      bg: 'bg.surface',
      borderBlockEndWidth: '1px',
      borderColor: 'border.subtle',
    },
    inner: {
      maxW: 'container',
      mx: 'auto',
      h: '16',
      // Phones: tight, so the menu, the logo, search, the language and Login fit in one row at 320 px.
      px: { base: '2', md: '6' },
      display: 'flex',
      alignItems: 'center',
      gap: { base: '1', md: '6' },
    },
    home: {
      textDecoration: 'none',
      // The narrowest phones show the mark alone (the link keeps its name): Arabic's Login is wider,
      // so Arabic drops the name sooner.
      '@media (max-width: 24.99rem)': { '&:lang(ar) [data-part=name]': { display: 'none' } },
      '@media (max-width: 21.99rem)': { '& [data-part=name]': { display: 'none' } },
    },
    // The top bar's links and the avatar menu show from md; the side menus below it.
    nav: { display: { base: 'none', md: 'flex' } },
    links: { display: 'flex', gap: '5', listStyle: 'none' },
    actions: { ms: 'auto', display: 'flex', alignItems: 'center', gap: { base: '1', md: '2' } },
    desktop: { display: { base: 'none', md: 'flex' } },
    mobile: { display: { base: 'flex', md: 'none' } },
    // The signed-in person at the top of the profile side menu.
    user: { display: 'flex', alignItems: 'center', gap: '3', marginBlockEnd: '4' },
    name: { fontWeight: 'semibold' },
    'side-links': { listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' },
    'side-link': sideLink,
    logout: { ...sideLink, w: 'full', cursor: 'pointer' },
    // The other language's name in a face the page already has, so a page downloads only its own
    // language's faces: "English" on Arabic pages in Noto Sans Arabic (which has Latin letters),
    // "العربية" on English pages in the device's own font.
    language: { fontFamily: 'system', '&:lang(en)': { fontFamily: 'arabic' } },
    // Where the avatar button appears while the signed-in menus' code arrives (the button's size).
    'avatar-slot': { display: 'inline-block', w: '10', h: '10' },
  },
})

/** Slot recipes of the site's own layout and pages (apps/site). */
export const siteRecipes = {
  appLayout: appLayoutRecipe,
  siteLogo: siteLogoRecipe,
  pageFrame: pageFrameRecipe,
  recipePage: recipePageRecipe,
  siteFooter: siteFooterRecipe,
  siteHeader: siteHeaderRecipe,
}
