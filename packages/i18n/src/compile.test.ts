import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { compileMessages } from './compile'
import { intlLocaleOf, locales } from './locale'
import { messages } from './messages'

describe('compileMessages', () => {
  // The site ships these instead of the strings: they must be what react-intl would have parsed.
  it.each(locales)('gives, for every %s message, the AST intl-messageformat parses it into', (locale) => {
    const compiled = compileMessages(locale)
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(messages[locale]).sort())
    for (const [id, message] of Object.entries(messages[locale])) {
      const parsed = new IntlMessageFormat(message, intlLocaleOf(locale)).getAst()
      expect(compiled[id as keyof typeof compiled], id).toEqual(parsed)
    }
  })

  it('formats an Arabic plural from the AST alone', () => {
    const format = new IntlMessageFormat(compileMessages('ar')['time.age'], intlLocaleOf('ar'))
    expect(format.format({ days: 3 })).toBe(
      new IntlMessageFormat(messages.ar['time.age'], intlLocaleOf('ar')).format({ days: 3 }),
    )
  })
})
