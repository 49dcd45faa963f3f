import { defineSlotRecipe } from '@pandacss/dev'

/** The settings panels: My Account, Feedback and Delete account. */
export const accountSettingsRecipe = defineSlotRecipe({
  className: 'account-settings',
  description: 'The account settings panels: their header, the picture row and the short forms',
  slots: [
    'root',
    'panel',
    'header',
    'title',
    'description',
    'profile',
    'picture',
    'caption',
    'hint',
    'actions',
  ],
  base: {
    // My Account: sections one under the other.
    root: { display: 'flex', flexDirection: 'column', gap: '6' },
    // Feedback and Delete account: a short form.
    panel: { display: 'flex', flexDirection: 'column', gap: '4', maxW: '2xl' },
    header: { display: 'flex', flexDirection: 'column', gap: '1', marginBlockEnd: '6' },
    title: { textStyle: 'h2' },
    description: { color: 'fg.muted' },
    profile: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '6' },
    picture: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' },
    caption: { textStyle: 'caption', color: 'fg.muted' },
    hint: { textStyle: 'small', color: 'fg.muted' },
    actions: { display: 'flex', justifyContent: 'flex-end' },
  },
})
