import { type MessageFormatElement, createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { type Locale, intlLocaleOf, locales } from '../locale'
import { messages } from './index'

/*
 * Messages are parsed the way react-intl parses them: `formatters.getMessageFormat` builds an
 * IntlMessageFormat, which parses the message (throwing on a syntax error) and exposes the parsed
 * elements with `getAst()`. (compile.test.ts checks the site's precompiled AST is the same.)
 */

// The element kinds of the parser's `TYPE` enum (a runtime value we cannot import; checked below).
const ELEMENT = {
  literal: 0,
  argument: 1,
  number: 2,
  date: 3,
  time: 4,
  select: 5,
  plural: 6,
  pound: 7,
  tag: 8,
} as const

function parse(message: string, locale: Locale): MessageFormatElement[] {
  const intl = createIntl({ locale: intlLocaleOf(locale), messages: {} })
  return intl.formatters.getMessageFormat(message, intl.locale).getAst()
}

interface PluralUse {
  argument: string
  type: 'cardinal' | 'ordinal'
  categories: string[]
}

/** Argument names (sorted, unique) and plural blocks of a parsed message, nested ones included. */
function analyse(elements: readonly MessageFormatElement[]) {
  const argumentNames = new Set<string>()
  const plurals: PluralUse[] = []
  const tags = new Set<string>()
  const visit = (nodes: readonly MessageFormatElement[]) => {
    for (const node of nodes) {
      switch (node.type) {
        case ELEMENT.argument:
        case ELEMENT.number:
        case ELEMENT.date:
        case ELEMENT.time:
          argumentNames.add(node.value)
          break
        case ELEMENT.select:
          argumentNames.add(node.value)
          for (const option of Object.values(node.options)) visit(option.value)
          break
        case ELEMENT.plural:
          argumentNames.add(node.value)
          plurals.push({
            argument: node.value,
            type: node.pluralType ?? 'cardinal',
            categories: Object.keys(node.options).filter((key) => !key.startsWith('=')),
          })
          for (const option of Object.values(node.options)) visit(option.value)
          break
        case ELEMENT.tag:
          tags.add(node.value)
          visit(node.children)
          break
        default:
          break
      }
    }
  }
  visit(elements)
  return { argumentNames: [...argumentNames].sort(), plurals, tags: [...tags].sort() }
}

const ids = Object.keys(messages.en).sort()
const entries = locales.flatMap((locale) =>
  Object.entries(messages[locale]).map(([id, message]) => [locale, id, message] as const),
)

describe('message catalogue', () => {
  it('reads the parser element kinds correctly', () => {
    const [literal, argument, plural] = parse('a {x}{n, plural, other {#}}', 'en')
    expect(literal).toMatchObject({ type: ELEMENT.literal, value: 'a ' })
    expect(argument).toMatchObject({ type: ELEMENT.argument, value: 'x' })
    expect(plural).toMatchObject({ type: ELEMENT.plural, value: 'n' })
    expect(analyse(parse('{when, date} {n, number} {s, select, a {<b>{x}</b>} other {}}', 'en'))).toEqual({
      argumentNames: ['n', 's', 'when', 'x'],
      plurals: [],
      tags: ['b'],
    })
  })

  it('rejects a broken message (the check can fail)', () => {
    expect(() => parse('{days, plural, one {# day}', 'en')).toThrow()
    expect(() => parse('{days, plural, one {# day} other {# days}}', 'en')).not.toThrow()
  })

  it('has messages', () => {
    expect(ids.length).toBeGreaterThan(0)
  })

  it('has the same keys in English and Arabic', () => {
    expect(Object.keys(messages.ar).sort()).toEqual(ids)
  })

  it.each(entries)('%s %s is non-empty valid ICU', (locale, _id, message) => {
    expect(message.trim()).not.toBe('')
    expect(() => parse(message, locale)).not.toThrow()
  })

  it.each(ids)('%s uses the same arguments and tags in both languages', (id) => {
    const en = analyse(parse(messages.en[id as keyof typeof messages.en], 'en'))
    const ar = analyse(parse(messages.ar[id as keyof typeof messages.ar], 'ar'))
    expect(ar.argumentNames).toEqual(en.argumentNames)
    expect(ar.tags).toEqual(en.tags)
    expect(ar.plurals.map((plural) => plural.argument).sort()).toEqual(
      en.plurals.map((plural) => plural.argument).sort(),
    )
  })

  it.each(entries)('%s %s has every plural category its language needs', (locale, _id, message) => {
    for (const plural of analyse(parse(message, locale)).plurals) {
      const required =
        locale === 'ar' && plural.type === 'cardinal'
          ? ['zero', 'one', 'two', 'few', 'many', 'other']
          : locale === 'en' && plural.type === 'cardinal'
            ? ['one', 'other']
            : new Intl.PluralRules(intlLocaleOf(locale), { type: plural.type }).resolvedOptions()
                .pluralCategories
      expect(plural.categories, `${plural.argument} in ${message}`).toEqual(expect.arrayContaining(required))
      // No category the language never selects (a typo such as `few` in English would be dead text).
      const known = new Intl.PluralRules(intlLocaleOf(locale), { type: plural.type }).resolvedOptions()
        .pluralCategories
      for (const category of plural.categories) expect(known, `${category} in ${message}`).toContain(category)
    }
  })

  it('Intl agrees that Arabic has six cardinal categories and English two', () => {
    expect(new Intl.PluralRules(intlLocaleOf('ar')).resolvedOptions().pluralCategories.sort()).toEqual([
      'few',
      'many',
      'one',
      'other',
      'two',
      'zero',
    ])
    expect(new Intl.PluralRules(intlLocaleOf('en')).resolvedOptions().pluralCategories.sort()).toEqual([
      'one',
      'other',
    ])
  })

  it.each(entries)('%s %s formats with sample values and no errors', (locale, _id, message) => {
    const errors: unknown[] = []
    const intl = createIntl({
      locale: intlLocaleOf(locale),
      messages: { message },
      onError: (error) => errors.push(error),
    })
    const values = Object.fromEntries(
      analyse(parse(message, locale)).argumentNames.map((name) => [name, 3] as const),
    )
    const text = intl.formatMessage({ id: 'message' }, values)
    expect(errors).toEqual([])
    expect(typeof text === 'string' ? text.trim() : text).not.toBe('')
  })
})
