import { defineCatalogue } from './define-catalogue'

/** The embed kit's widgets on partner sites (packages/embed): the recipe, the shopping lists, the planner, the session, sign-in. */
export const embedMessages = defineCatalogue({
  en: {
    'embed.recipe.print': 'Print',
    'embed.recipe.printBlocked':
      'Your browser blocked the print window. Allow pop-ups for this page and try again.',
    'embed.recipe.comments':
      '{count, plural, =0 {Comment on Sufra} one {# comment on Sufra} other {# comments on Sufra}}',
    'embed.recipe.credit': 'Recipe on Sufra',
    'embed.session.signedInAs': 'Signed in to Sufra as {name}',
    'embed.session.signOut': 'Sign out',
    'embed.session.signedOut': 'You signed out of Sufra on this site.',
    'embed.session.signOutFailed': 'Sufra could not sign you out just now. Please try again.',
    'embed.signIn.waiting': 'Sign in to Sufra in the window that opened.',
    'embed.signIn.blocked':
      "Your browser blocked Sufra's sign-in window. Allow pop-ups for this page and try again.",
    'embed.signIn.done': 'Signed in to Sufra as {name}',
    'embed.lists.credit': 'Your lists on Sufra',
    'embed.planner.credit': 'Your meal planner on Sufra',
    'embed.planner.signIn': 'Sign in',
  },
  ar: {
    'embed.recipe.print': 'طباعة',
    'embed.recipe.printBlocked':
      'منع متصفحك نافذة الطباعة. اسمح بالنوافذ المنبثقة لهذه الصفحة ثم حاول مرة أخرى.',
    'embed.recipe.comments':
      '{count, plural, zero {علّق على سفرة} one {تعليق واحد على سفرة} two {تعليقان على سفرة} few {# تعليقات على سفرة} many {# تعليقًا على سفرة} other {# تعليق على سفرة}}',
    'embed.recipe.credit': 'الوصفة على سفرة',
    'embed.session.signedInAs': 'سجّلت الدخول إلى سفرة باسم {name}',
    'embed.session.signOut': 'تسجيل الخروج',
    'embed.session.signedOut': 'سجّلت الخروج من سفرة على هذا الموقع.',
    'embed.session.signOutFailed': 'تعذّر على سفرة تسجيل خروجك الآن. يرجى المحاولة مرة أخرى.',
    'embed.signIn.waiting': 'سجّل الدخول إلى سفرة في النافذة التي فُتحت.',
    'embed.signIn.blocked':
      'منع متصفحك نافذة تسجيل الدخول إلى سفرة. اسمح بالنوافذ المنبثقة لهذه الصفحة ثم حاول مرة أخرى.',
    'embed.signIn.done': 'سجّلت الدخول إلى سفرة باسم {name}',
    'embed.lists.credit': 'قوائمك على سفرة',
    'embed.planner.credit': 'مخطط وجباتك على سفرة',
    'embed.planner.signIn': 'تسجيل الدخول',
  },
})
