import type { DemoCreator } from '../types'
import { createRandom, darken, el, hashString, hsl, lighten, mix, n } from './kit'

/**
 * Flat, friendly portraits for the demo creators: head and shoulders on a soft background in the
 * creator's hue. Hair, headscarf, beard, glasses, skin and clothing come from a hash of the username
 * (and age, for grey hair), so each creator always gets the same face.
 */

const SIZE = 256

const SKIN = ['#F6D7BC', '#EDC19C', '#E0AC7E', '#CF9461', '#B97A4A', '#9A6139', '#7A4A2A']
const HAIR = ['#231610', '#33210F', '#1B1B1E', '#4E3220', '#6E4528', '#8A5A33']
const GREY_HAIR = ['#D9D6D2', '#C7C3BE', '#E6E3DF']

type Hair = 'short' | 'side' | 'curly' | 'buzz' | 'long' | 'bun' | 'bob' | 'scarf'

function ageOf(dob: string, now = new Date('2025-01-01')): number {
  const born = new Date(dob)
  return Number.isNaN(born.getTime())
    ? 35
    : Math.floor((now.getTime() - born.getTime()) / (365.25 * 24 * 3600 * 1000))
}

/** A 256×256 SVG portrait for a creator. */
export function generateAvatar(
  creator: Pick<DemoCreator, 'username' | 'gender' | 'avatarHue' | 'dob'>,
): string {
  const seed = hashString(creator.username)
  const random = createRandom(seed)
  const id = (name: string) => `a${seed.toString(36)}-${name}`
  const hue = creator.avatarHue
  const age = ageOf(creator.dob)
  const older = age >= 55

  const skin = random.pick(SKIN)
  const hairColor = older ? random.pick(GREY_HAIR) : random.pick(HAIR)
  const style: Hair =
    creator.gender === 'female'
      ? random.pick<Hair>(older ? ['scarf', 'bun', 'scarf'] : ['long', 'bun', 'bob', 'scarf', 'long'])
      : random.pick<Hair>(['short', 'side', 'curly', 'buzz', 'short'])
  const beard = creator.gender === 'male' && random.chance(0.55)
  const glasses = random.chance(older ? 0.7 : 0.3)
  const cloth = hsl(
    hue + random.pick([150, 180, 210, 30]),
    random.range(0.35, 0.55),
    random.range(0.32, 0.45),
  )
  const scarf = hsl(hue + random.pick([20, -20, 160, 190]), random.range(0.35, 0.55), random.range(0.45, 0.6))

  const defs =
    el(
      'radialGradient',
      { id: id('bg'), cx: '35%', cy: '30%', r: '85%' },
      el('stop', { offset: '0%', 'stop-color': hsl(hue, 0.6, 0.8) }) +
        el('stop', { offset: '100%', 'stop-color': hsl(hue, 0.5, 0.56) }),
    ) +
    el(
      'linearGradient',
      { id: id('cloth'), x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: '0%', 'stop-color': lighten(cloth, 0.1) }) +
        el('stop', { offset: '100%', 'stop-color': darken(cloth, 0.2) }),
    ) +
    el('clipPath', { id: id('frame') }, el('rect', { width: SIZE, height: SIZE }))

  const parts: string[] = []
  parts.push(el('rect', { width: SIZE, height: SIZE, fill: `url(#${id('bg')})` }))
  // Soft rings behind the head, like a halo of light.
  for (let i = 0; i < 3; i += 1) {
    parts.push(
      el('circle', {
        cx: 128 + random.range(-6, 6),
        cy: 118,
        r: 78 + i * 26,
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 10 - i * 3,
        opacity: 0.12 - i * 0.03,
      }),
    )
  }
  for (let i = 0; i < 5; i += 1) {
    parts.push(
      el('circle', {
        cx: random.range(10, 246),
        cy: random.range(10, 120),
        r: random.range(6, 18),
        fill: '#ffffff',
        opacity: random.range(0.06, 0.14),
      }),
    )
  }

  const headX = 128
  const headY = 112
  const headR = 50

  // Hair that falls behind the head and shoulders.
  if (style === 'long') {
    parts.push(
      el('path', {
        d: `M${headX - 62} ${headY - 6}C${headX - 70} ${headY + 60} ${headX - 64} ${headY + 96} ${headX - 50} ${headY + 112}L${headX + 50} ${headY + 112}C${headX + 64} ${headY + 96} ${headX + 70} ${headY + 60} ${headX + 62} ${headY - 6}Z`,
        fill: darken(hairColor, 0.1),
      }),
    )
  } else if (style === 'bob') {
    parts.push(
      el('path', {
        d: `M${headX - 60} ${headY - 8}C${headX - 64} ${headY + 30} ${headX - 60} ${headY + 52} ${headX - 44} ${headY + 58}L${headX + 44} ${headY + 58}C${headX + 60} ${headY + 52} ${headX + 64} ${headY + 30} ${headX + 60} ${headY - 8}Z`,
        fill: darken(hairColor, 0.1),
      }),
    )
  } else if (style === 'scarf') {
    // The headscarf drapes over the shoulders, behind the face.
    parts.push(
      el('path', {
        d: `M${headX} ${headY - 70}C${headX - 66} ${headY - 70} ${headX - 78} ${headY - 10} ${headX - 74} ${headY + 40}C${headX - 72} ${headY + 80} ${headX - 96} ${headY + 100} ${headX - 104} ${headY + 150}L${headX + 104} ${headY + 150}C${headX + 96} ${headY + 100} ${headX + 72} ${headY + 80} ${headX + 74} ${headY + 40}C${headX + 78} ${headY - 10} ${headX + 66} ${headY - 70} ${headX} ${headY - 70}Z`,
        fill: scarf,
      }),
    )
  }

  // Shoulders and neck.
  parts.push(
    el('path', {
      d: `M${headX - 104} ${SIZE + 4}C${headX - 100} ${198} ${headX - 70} ${178} ${headX - 30} ${174}L${headX + 30} ${174}C${headX + 70} ${178} ${headX + 100} ${198} ${headX + 104} ${SIZE + 4}Z`,
      fill: `url(#${id('cloth')})`,
    }),
  )
  if (style !== 'scarf') {
    parts.push(
      el('rect', { x: headX - 17, y: headY + 30, width: 34, height: 40, rx: 12, fill: darken(skin, 0.12) }),
    )
    parts.push(
      el('path', {
        d: `M${headX - 30} 174Q${headX} ${200} ${headX + 30} 174Z`,
        fill: darken(skin, 0.06),
      }),
    )
  } else {
    parts.push(
      el('path', {
        d: `M${headX - 104} ${SIZE + 4}C${headX - 100} 206 ${headX - 66} 170 ${headX} 168C${headX + 66} 170 ${headX + 100} 206 ${headX + 104} ${SIZE + 4}Z`,
        fill: darken(scarf, 0.08),
      }),
    )
  }

  // Ears, head.
  if (style !== 'scarf' && style !== 'long' && style !== 'bob') {
    parts.push(
      el('ellipse', { cx: headX - headR + 2, cy: headY + 6, rx: 9, ry: 12, fill: darken(skin, 0.08) }),
    )
    parts.push(
      el('ellipse', { cx: headX + headR - 2, cy: headY + 6, rx: 9, ry: 12, fill: darken(skin, 0.08) }),
    )
  }
  parts.push(el('ellipse', { cx: headX, cy: headY, rx: headR - 4, ry: headR + 2, fill: skin }))
  parts.push(
    el('ellipse', {
      cx: headX - 14,
      cy: headY - 22,
      rx: 18,
      ry: 10,
      fill: '#ffffff',
      opacity: 0.12,
    }),
  )

  if (beard) {
    parts.push(
      el('path', {
        d: `M${headX - 44} ${headY + 2}C${headX - 44} ${headY + 44} ${headX - 22} ${headY + 56} ${headX} ${headY + 56}C${headX + 22} ${headY + 56} ${headX + 44} ${headY + 44} ${headX + 44} ${headY + 2}C${headX + 36} ${headY + 22} ${headX + 20} ${headY + 28} ${headX} ${headY + 28}C${headX - 20} ${headY + 28} ${headX - 36} ${headY + 22} ${headX - 44} ${headY + 2}Z`,
        fill: hairColor,
        opacity: 0.92,
      }),
    )
  }

  // Hair on top of the head.
  const top = (extra = 0) =>
    `M${headX - 50} ${headY + 2 + extra}C${headX - 56} ${headY - 50} ${headX - 20} ${headY - 62} ${headX + 4} ${headY - 60}C${headX + 40} ${headY - 58} ${headX + 58} ${headY - 34} ${headX + 50} ${headY + 2 + extra}C${headX + 44} ${headY - 22} ${headX + 26} ${headY - 30} ${headX} ${headY - 30}C${headX - 26} ${headY - 30} ${headX - 44} ${headY - 22} ${headX - 50} ${headY + 2 + extra}Z`
  if (style === 'short' || style === 'side') {
    parts.push(el('path', { d: top(-8), fill: hairColor }))
    if (style === 'side') {
      parts.push(
        el('path', {
          d: `M${headX - 40} ${headY - 30}C${headX - 10} ${headY - 52} ${headX + 30} ${headY - 46} ${headX + 48} ${headY - 20}C${headX + 20} ${headY - 36} ${headX - 10} ${headY - 34} ${headX - 40} ${headY - 30}Z`,
          fill: lighten(hairColor, 0.15),
        }),
      )
    }
  } else if (style === 'buzz') {
    parts.push(el('path', { d: top(-14), fill: hairColor, opacity: 0.85 }))
  } else if (style === 'curly') {
    const curls: string[] = []
    for (let i = 0; i < 13; i += 1) {
      const a = Math.PI + (i / 12) * Math.PI
      curls.push(
        el('circle', {
          cx: headX + Math.cos(a) * 44 + random.range(-3, 3),
          cy: headY - 10 + Math.sin(a) * 46 + random.range(-3, 3),
          r: random.range(12, 16),
          fill: hairColor,
        }),
      )
    }
    parts.push(curls.join(''))
    parts.push(el('path', { d: top(-16), fill: hairColor }))
  } else if (style === 'long' || style === 'bob') {
    parts.push(el('path', { d: top(6), fill: hairColor }))
    parts.push(
      el('path', {
        d: `M${headX + 4} ${headY - 58}C${headX - 18} ${headY - 40} ${headX - 40} ${headY - 30} ${headX - 52} ${headY + 10}L${headX - 50} ${headY - 20}C${headX - 44} ${headY - 50} ${headX - 16} ${headY - 62} ${headX + 4} ${headY - 58}Z`,
        fill: lighten(hairColor, 0.12),
      }),
    )
  } else if (style === 'bun') {
    parts.push(el('circle', { cx: headX + random.range(-6, 6), cy: headY - 62, r: 22, fill: hairColor }))
    parts.push(el('path', { d: top(-6), fill: hairColor }))
  } else {
    // Headscarf framing the face.
    parts.push(
      el('path', {
        d: `M${headX - 56} ${headY + 20}C${headX - 64} ${headY - 44} ${headX - 30} ${headY - 66} ${headX} ${headY - 66}C${headX + 30} ${headY - 66} ${headX + 64} ${headY - 44} ${headX + 56} ${headY + 20}C${headX + 50} ${headY - 20} ${headX + 30} ${headY - 40} ${headX} ${headY - 40}C${headX - 30} ${headY - 40} ${headX - 50} ${headY - 20} ${headX - 56} ${headY + 20}Z`,
        fill: scarf,
      }),
    )
    parts.push(
      el('path', {
        d: `M${headX - 40} ${headY - 44}C${headX - 10} ${headY - 58} ${headX + 20} ${headY - 56} ${headX + 44} ${headY - 40}`,
        fill: 'none',
        stroke: lighten(scarf, 0.25),
        'stroke-width': 4,
        'stroke-linecap': 'round',
        opacity: 0.7,
      }),
    )
    // A simple pattern on the scarf.
    for (let i = 0; i < 7; i += 1) {
      parts.push(
        el('circle', {
          cx: headX - 80 + i * 27,
          cy: 214 + (i % 2) * 12,
          r: 3.5,
          fill: lighten(scarf, 0.35),
          opacity: 0.7,
        }),
      )
    }
  }

  // Face: eyes, brows, smile, cheeks.
  const eyeY = headY + 4
  const ink = mix(hairColor, '#1a120c', older ? 0.7 : 0.3)
  parts.push(el('ellipse', { cx: headX - 17, cy: eyeY, rx: 4.2, ry: 5, fill: '#2a1d16' }))
  parts.push(el('ellipse', { cx: headX + 17, cy: eyeY, rx: 4.2, ry: 5, fill: '#2a1d16' }))
  parts.push(el('circle', { cx: headX - 15.5, cy: eyeY - 1.8, r: 1.3, fill: '#ffffff', opacity: 0.8 }))
  parts.push(el('circle', { cx: headX + 18.5, cy: eyeY - 1.8, r: 1.3, fill: '#ffffff', opacity: 0.8 }))
  if (style !== 'scarf' || random.chance(0.5)) {
    parts.push(
      el('path', {
        d: `M${headX - 25} ${eyeY - 12}Q${headX - 17} ${eyeY - 17} ${headX - 9} ${eyeY - 12}M${headX + 9} ${eyeY - 12}Q${headX + 17} ${eyeY - 17} ${headX + 25} ${eyeY - 12}`,
        fill: 'none',
        stroke: ink,
        'stroke-width': 3,
        'stroke-linecap': 'round',
        opacity: 0.8,
      }),
    )
  }
  parts.push(el('circle', { cx: headX - 28, cy: eyeY + 16, r: 8, fill: '#E8736B', opacity: 0.22 }))
  parts.push(el('circle', { cx: headX + 28, cy: eyeY + 16, r: 8, fill: '#E8736B', opacity: 0.22 }))
  parts.push(
    el('path', {
      d: `M${headX - 3} ${eyeY + 10}Q${headX} ${eyeY + 16} ${headX + 3} ${eyeY + 10}`,
      fill: 'none',
      stroke: darken(skin, 0.3),
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
    }),
  )
  const smile = random.range(6, 9)
  parts.push(
    el('path', {
      d: `M${headX - 12} ${eyeY + 24}Q${headX} ${n(eyeY + 24 + smile)} ${headX + 12} ${eyeY + 24}`,
      fill: 'none',
      stroke: beard ? lighten(darken(skin, 0.5), 0.1) : '#8A3B32',
      'stroke-width': 3.2,
      'stroke-linecap': 'round',
    }),
  )
  if (glasses) {
    const frame = random.pick(['#2a1d16', '#6B3A1F', '#B8860B', '#2F3A4A'])
    parts.push(
      el('circle', {
        cx: headX - 17,
        cy: eyeY,
        r: 13,
        fill: '#ffffff',
        'fill-opacity': 0.12,
        stroke: frame,
        'stroke-width': 3,
      }) +
        el('circle', {
          cx: headX + 17,
          cy: eyeY,
          r: 13,
          fill: '#ffffff',
          'fill-opacity': 0.12,
          stroke: frame,
          'stroke-width': 3,
        }) +
        el('path', {
          d: `M${headX - 4} ${eyeY - 1}Q${headX} ${eyeY - 4} ${headX + 4} ${eyeY - 1}`,
          fill: 'none',
          stroke: frame,
          'stroke-width': 3,
        }),
    )
  }

  // Collar detail.
  parts.push(
    el('path', {
      d: `M${headX - 30} 176L${headX} ${206}L${headX + 30} 176`,
      fill: 'none',
      stroke: lighten(cloth, 0.3),
      'stroke-width': 4,
      'stroke-linejoin': 'round',
      opacity: style === 'scarf' ? 0 : 0.6,
    }),
  )

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">${el('defs', {}, defs)}${el('g', { 'clip-path': `url(#${id('frame')})` }, parts.join(''))}</svg>`
}
