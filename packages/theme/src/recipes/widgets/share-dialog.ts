import { defineSlotRecipe } from '@pandacss/dev'

/** Each share site's brand-ish colours, on its round icon. */
const siteColours = {
  whatsapp: { bg: 'success.default', color: 'success.fg' },
  facebook: { bg: 'accent.emphasized', color: 'accent.fg' },
  x: { bg: 'bg.inverse', color: 'fg.inverse' },
  telegram: { bg: 'highlight.text', color: 'fg.inverse' },
  email: { bg: 'bg.emphasized', color: 'fg.default' },
} as const

export const shareDialogRecipe = defineSlotRecipe({
  className: 'share-dialog',
  description: 'The share dialog: copy the link, or share it on a social site (inside the Dialog recipe).',
  slots: ['body', 'link-row', 'field', 'sites-heading', 'sites', 'site', 'icon', 'letter'],
  base: {
    body: { display: 'flex', flexDirection: 'column', gap: '5' },
    'link-row': {
      display: 'flex',
      flexDirection: { base: 'column', sm: 'row' },
      alignItems: { base: 'stretch', sm: 'flex-end' },
      gap: '2',
    },
    field: { flex: '1', minW: '0' },
    'sites-heading': { textStyle: 'label', color: 'fg.muted', marginBlockEnd: '2' },
    sites: {
      display: 'grid',
      gridTemplateColumns: { base: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
      gap: '2',
    },
    // A share link; it carries data-site (whatsapp, facebook, x, telegram, email).
    site: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '1.5',
      p: '2',
      borderRadius: 'lg',
      textStyle: 'caption',
      color: 'fg.default',
      textDecoration: 'none',
      textAlign: 'center',
      _hover: { bg: 'bg.subtle' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '0.5' },
    },
    icon: {
      display: 'grid',
      placeItems: 'center',
      w: '12',
      h: '12',
      borderRadius: 'full',
      '& svg': { w: '5', h: '5' },
      ...Object.fromEntries(
        Object.entries(siteColours).map(([site, colours]) => [`[data-site=${site}] > &`, colours]),
      ),
    },
    // The sites drawn as a letter (f, X) rather than an icon.
    letter: { fontWeight: 'bold', fontSize: 'md', lineHeight: 'none' },
  },
})
