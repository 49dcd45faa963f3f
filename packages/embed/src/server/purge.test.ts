import { describe, expect, it } from 'vitest'
import { createPurger, protectStateGroups } from './purge'

// The shape of Panda's output for the shadow root: layers, tokens on :host, escaped utility classes,
// conditions as attribute selectors, a keyframes block.
const fullCss = [
  '@layer reset, base, tokens, recipes, utilities;',
  '@layer reset{*,:after,:before{margin:0;box-sizing:border-box}img{display:block}table{border-collapse:collapse}}',
  '@layer base{:host{display:block}[data-sufra-root]{all:initial;display:block;font-family:var(--fonts-latin)}[data-sufra-root][dir=rtl]{--dir-sign:-1}}',
  '@layer tokens{:host{--fonts-latin:system-ui;--colors-accent-default:var(--sufra-brand,var(--colors-brand-600));--colors-brand-600:#1f6d50;--colors-unused:#000;--spacing-4:16px}}',
  '@layer recipes{.recipe-card__root{border-radius:8px}.recipe-card__title{color:var(--colors-accent-default)}.dialog__content{animation:fade-in 1s}.dialog__content[data-state=open]{opacity:1}}',
  '@keyframes fade-in{from{opacity:0}to{opacity:1}}',
  '@layer utilities{.p_4{padding:var(--spacing-4)}.md\\:d_flex{display:flex}.hover\\:bg_accent\\.default:is(:hover,[data-hover]){background:var(--colors-accent-default)}[dir=rtl] .rtl\\:scale-x_-1{scale:-1 1}.sr-only{position:absolute}}',
].join('\n')

const card = (title: string, id: string, extra = '') =>
  `<div data-sufra-root lang="en" dir="ltr"><article class="recipe-card__root p_4 hover:bg_accent.default ${extra}"><img alt="${title}" src="/uploads/${id}.webp"><h3 class="recipe-card__title"><a href="https://sufra.example/en/recipe/${id}" id="title-${id}">${title}</a></h3></article></div>`

describe('createPurger', () => {
  it('keeps the rules, tokens and reset the HTML uses, and nothing else', async () => {
    const css = await createPurger(fullCss)(card('Hummus', 'r1'))
    for (const kept of [
      '.recipe-card__root{',
      '.recipe-card__title{',
      '.p_4{',
      '.hover\\:bg_accent\\.default:is(:hover,[data-hover])',
      '[data-sufra-root]{',
      'img{display:block}',
      '--colors-accent-default:',
      '--colors-brand-600:',
      '--spacing-4:',
      '--fonts-latin:',
    ]) {
      expect(css, kept).toContain(kept)
    }
    for (const dropped of [
      'dialog__content',
      'fade-in',
      'md\\:d_flex',
      'rtl\\:scale-x',
      '[dir=rtl]',
      '--colors-unused',
      'table{',
      '.sr-only',
    ]) {
      expect(css, dropped).not.toContain(dropped)
    }
  })

  it('keeps what a state, a direction or an animation in the HTML needs', async () => {
    const html = `<div data-sufra-root lang="ar" dir="rtl"><div class="dialog__content rtl:scale-x_-1" data-state="open"></div></div>`
    const css = await createPurger(fullCss)(html)
    expect(css).toContain('.dialog__content[data-state=open]{opacity:1}')
    expect(css).toContain('[data-sufra-root][dir=rtl]{')
    expect(css).toContain('[dir=rtl] .rtl\\:scale-x_-1{')
    expect(css).toContain('@keyframes fade-in')
  })

  it('purges once per set of selectors: another recipe with the same parts gets the same stylesheet', async () => {
    const purge = createPurger(fullCss)
    const first = purge(card('Hummus', 'r1'))
    const second = purge(card('Musakhan rolls', 'r2'))
    expect(second).toBe(first)
    const other = purge(card('Hummus', 'r1', 'sr-only'))
    expect(other).not.toBe(first)
    expect(await other).toContain('.sr-only{')
  })

  it('forgets the least recently used stylesheet past its bound', async () => {
    const purge = createPurger(fullCss, { maxEntries: 2 })
    const a = purge(card('A', 'a'))
    const b = purge(card('B', 'b', 'p_4 sr-only'))
    expect(purge(card('A again', 'a2'))).toBe(a)
    purge(card('C', 'c', 'md:d_flex'))
    // b was the least recently used of the three.
    expect(purge(card('A', 'a'))).toBe(a)
    expect(purge(card('B', 'b', 'p_4 sr-only'))).not.toBe(b)
    await Promise.all([a, b])
  })
})

describe('protectStateGroups', () => {
  it('swaps each :is/:where holding a pseudo-class (nested ones inside it) and puts them back', () => {
    const css =
      '.a:is(:hover,[data-hover]):where(:not([hidden])){x:1}.b:is([data-part=a],[data-part=b]){x:2}.c:is(:focus-visible,:is(:hover)){x:3}'
    const { css: swapped, restore } = protectStateGroups(css)
    expect(swapped).toBe('.a:sufra-0:sufra-1{x:1}.b:is([data-part=a],[data-part=b]){x:2}.c:sufra-2{x:3}')
    expect(restore(swapped)).toBe(css)
  })
})

describe('custom properties read by the HTML', () => {
  it("keeps the declarations (and what they read) of variables the HTML's styles use", async () => {
    const css = [
      ':host{--sizes-20:80px;--sizes-1:4px;--sizes-9:36px}',
      '.ring--md{--size:var(--sizes-20);--thickness:var(--sizes-1)}.ring--sm{--size:var(--sizes-9)}',
    ].join('')
    const html = `<div data-sufra-root><div class="ring--md"><svg data-sufra-style="width:var(--size);height:var(--size)"><circle data-sufra-style="stroke-width:var(--thickness)"></circle></svg></div></div>`
    const purged = await createPurger(css)(html)
    expect(purged).toContain('.ring--md{--size:var(--sizes-20);--thickness:var(--sizes-1)}')
    expect(purged).toContain('--sizes-20:80px')
    expect(purged).toContain('--sizes-1:4px')
    expect(purged).not.toContain('--sizes-9')
    expect(purged).not.toContain('ring--sm')
    expect(purged).not.toContain('sufra-inline')
  })
})
