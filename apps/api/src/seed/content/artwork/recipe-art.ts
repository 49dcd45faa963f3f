import type { ArtFood, ArtGarnish, RecipeArt } from '../types'
import {
  blobPath,
  createRandom,
  darken,
  el,
  group,
  leafPath,
  lighten,
  luminance,
  mix,
  n,
  pointInDisc,
  type Random,
} from './kit'

/**
 * Top-down food still lifes: a tablecloth or table top, a vessel with the dish, a garnish and a few
 * props (napkin, cutlery, small bowls, herbs). Everything comes from the recipe's `art` descriptor,
 * so every recipe gets its own picture and the same recipe always gets the same one.
 */

const W = 1200
const H = 900

interface Scene {
  random: Random
  /** The id of a shared definition (filters). */
  id: (name: string) => string
  /** A fresh id for a one-off definition (gradients, clips), unique within the picture. */
  unique: (name: string) => string
  defs: string[]
  palette: [string, string, string]
  /** Size of the pieces relative to the default. */
  scale: number
}

interface Disc {
  cx: number
  cy: number
  r: number
}

const GREENS = ['#3E7B2E', '#4E8A36', '#5E9E3A', '#2F6B2A', '#6FAE3F']

const isGreenish = (color: string) => {
  const r = Number.parseInt(color.slice(1, 3), 16)
  const g = Number.parseInt(color.slice(3, 5), 16)
  const b = Number.parseInt(color.slice(5, 7), 16)
  return g > r && g > b
}

function radial(scene: Scene, name: string, stops: [number, string, number?][], fx = 0.4, fy = 0.38): string {
  const id = scene.unique(name)
  scene.defs.push(
    el(
      'radialGradient',
      { id, cx: '50%', cy: '50%', r: '55%', fx: `${Math.round(fx * 100)}%`, fy: `${Math.round(fy * 100)}%` },
      stops
        .map(([offset, color, opacity]) =>
          el('stop', {
            offset: `${Math.round(offset * 100)}%`,
            'stop-color': color,
            'stop-opacity': opacity,
          }),
        )
        .join(''),
    ),
  )
  return `url(#${id})`
}

function linear(scene: Scene, name: string, stops: [number, string, number?][], x2 = 0, y2 = 1): string {
  const id = scene.unique(name)
  scene.defs.push(
    el(
      'linearGradient',
      { id, x1: 0, y1: 0, x2, y2 },
      stops
        .map(([offset, color, opacity]) =>
          el('stop', {
            offset: `${Math.round(offset * 100)}%`,
            'stop-color': color,
            'stop-opacity': opacity,
          }),
        )
        .join(''),
    ),
  )
  return `url(#${id})`
}

function clipCircle(scene: Scene, name: string, disc: Disc): string {
  const id = scene.unique(name)
  scene.defs.push(el('clipPath', { id }, el('circle', { cx: disc.cx, cy: disc.cy, r: disc.r })))
  return `url(#${id})`
}

/* ---------------------------------------------------------------- table */

type TableStyle = 'linen' | 'wood' | 'gingham' | 'marble' | 'slate' | 'tiles'

function table(scene: Scene, style: TableStyle): string {
  const { random } = scene
  const noise = `url(#${scene.id('noise')})`
  const parts: string[] = []
  if (style === 'linen') {
    const base = random.pick(['#ECE5D8', '#E3E8EA', '#E7DFD0', '#DCE3D7', '#EEDFD8', '#D8DEE6'])
    parts.push(el('rect', { width: W, height: H, fill: base }))
    for (let y = 0; y < H; y += 6) {
      parts.push(el('rect', { x: 0, y, width: W, height: 1.4, fill: darken(base, 0.25), opacity: 0.06 }))
    }
    for (let x = 0; x < W; x += 7) {
      parts.push(el('rect', { x, y: 0, width: 1.2, height: H, fill: darken(base, 0.25), opacity: 0.045 }))
    }
    parts.push(el('rect', { width: W, height: H, filter: noise, opacity: 0.3 }))
  } else if (style === 'wood') {
    const base = random.pick(['#8A5A3B', '#9C6B45', '#6F4B34', '#B08058', '#7D563A'])
    parts.push(el('rect', { width: W, height: H, fill: base }))
    const vertical = random.chance(0.5)
    const planks = random.int(4, 6)
    const size = (vertical ? W : H) / planks
    for (let i = 0; i < planks; i += 1) {
      const tone = mix(base, random.chance(0.5) ? '#2A1A10' : '#F3D9B5', random.range(0.02, 0.12))
      const x = vertical ? i * size : 0
      const y = vertical ? 0 : i * size
      const w = vertical ? size : W
      const h = vertical ? H : size
      parts.push(el('rect', { x, y, width: w, height: h, fill: tone }))
      const lines = random.int(7, 12)
      for (let j = 0; j < lines; j += 1) {
        const offset = random.range(0.05, 0.95) * size
        const amp = random.range(3, 14)
        const waves = random.int(2, 5)
        let d = ''
        const steps = 24
        for (let s = 0; s <= steps; s += 1) {
          const t = s / steps
          const along = t * (vertical ? H : W)
          const across = offset + Math.sin(t * Math.PI * waves + j) * amp
          const px = vertical ? x + across : along
          const py = vertical ? along : y + across
          d += `${s === 0 ? 'M' : 'L'}${n(px)} ${n(py)}`
        }
        parts.push(
          el('path', {
            d,
            fill: 'none',
            stroke: darken(tone, random.range(0.2, 0.45)),
            'stroke-width': random.range(1, 3),
            opacity: random.range(0.15, 0.35),
          }),
        )
      }
      // A knot now and then.
      if (random.chance(0.4)) {
        const kx = vertical ? x + random.range(0.3, 0.7) * size : random.range(100, W - 100)
        const ky = vertical ? random.range(100, H - 100) : y + random.range(0.3, 0.7) * size
        for (let k = 0; k < 3; k += 1) {
          parts.push(
            el('ellipse', {
              cx: kx,
              cy: ky,
              rx: (vertical ? 8 : 22) + k * 7,
              ry: (vertical ? 22 : 8) + k * 7,
              fill: 'none',
              stroke: darken(tone, 0.4),
              'stroke-width': 1.5,
              opacity: 0.25,
            }),
          )
        }
      }
      // Seam between planks.
      parts.push(
        el('rect', {
          x: vertical ? x - 1.5 : 0,
          y: vertical ? 0 : y - 1.5,
          width: vertical ? 3 : W,
          height: vertical ? H : 3,
          fill: darken(base, 0.6),
          opacity: 0.5,
        }),
      )
    }
    parts.push(el('rect', { width: W, height: H, filter: noise, opacity: 0.3 }))
  } else if (style === 'gingham') {
    const base = random.pick(['#F6F1E7', '#F8F5EF'])
    const stripe = random.pick(['#3E6FA8', '#B8433A', '#4F8A3A', '#C98A2E', '#2F7F7A'])
    const size = random.pick([46, 54, 62])
    const pattern = scene.unique('check')
    scene.defs.push(
      el(
        'pattern',
        {
          id: pattern,
          width: size * 2,
          height: size * 2,
          patternUnits: 'userSpaceOnUse',
          patternTransform: `rotate(${n(random.range(-8, 8))})`,
        },
        el('rect', { width: size * 2, height: size * 2, fill: base }) +
          el('rect', { width: size, height: size * 2, fill: stripe, opacity: 0.38 }) +
          el('rect', { width: size * 2, height: size, fill: stripe, opacity: 0.38 }),
      ),
    )
    parts.push(el('rect', { width: W, height: H, fill: `url(#${pattern})` }))
    parts.push(el('rect', { width: W, height: H, filter: noise, opacity: 0.4 }))
  } else if (style === 'marble') {
    const base = random.pick(['#ECEBE7', '#E9E6E1', '#E3E5E6'])
    parts.push(el('rect', { width: W, height: H, fill: base }))
    const blur = `url(#${scene.id('soft')})`
    for (let i = 0; i < 7; i += 1) {
      let d = `M${n(random.range(-100, W))} ${n(random.range(-100, 0))}`
      let x = random.range(0, W)
      let y = 0
      while (y < H + 100) {
        x += random.range(-90, 120)
        y += random.range(60, 140)
        d += `L${n(x)} ${n(y)}`
      }
      parts.push(
        el('path', {
          d,
          fill: 'none',
          stroke: random.pick(['#9A9A98', '#B7B2A8', '#8C929A']),
          'stroke-width': random.range(1, 4),
          opacity: random.range(0.2, 0.45),
          filter: blur,
        }),
      )
    }
    parts.push(el('rect', { width: W, height: H, filter: noise, opacity: 0.25 }))
  } else if (style === 'slate') {
    const base = random.pick(['#2F3235', '#34363A', '#2B2F33'])
    parts.push(el('rect', { width: W, height: H, fill: base }))
    parts.push(el('rect', { width: W, height: H, filter: noise, opacity: 0.55 }))
  } else {
    const grout = '#E8E1D4'
    const tones = random.pick([
      ['#2F6C8F', '#3B7EA1', '#2A5F7E', '#E9E2D0'],
      ['#3F7E6B', '#4C8E78', '#2F6B5A', '#E9E2D0'],
      ['#B5603A', '#C46E45', '#A85A38', '#E9DCC6'],
    ])
    parts.push(el('rect', { width: W, height: H, fill: grout }))
    const size = 100
    for (let y = 0; y < H; y += size) {
      for (let x = 0; x < W; x += size) {
        parts.push(
          el('rect', {
            x: x + 3,
            y: y + 3,
            width: size - 6,
            height: size - 6,
            rx: 6,
            fill: random.pick(tones),
            opacity: random.range(0.85, 1),
          }),
        )
      }
    }
    parts.push(el('rect', { width: W, height: H, filter: noise, opacity: 0.35 }))
  }
  return parts.join('')
}

/* ---------------------------------------------------------------- food */

function chunk(scene: Scene, x: number, y: number, size: number, color: string, wobble = 0.25): string {
  const { random } = scene
  const rx = size * random.range(0.8, 1.2)
  const ry = size * random.range(0.6, 1)
  return (
    el('path', {
      d: blobPath(random, x + size * 0.12, y + size * 0.16, rx, ry, wobble, 7),
      fill: '#000',
      opacity: 0.18,
    }) +
    el('path', { d: blobPath(random, x, y, rx, ry, wobble, 7), fill: color }) +
    el('ellipse', {
      cx: x - rx * 0.3,
      cy: y - ry * 0.35,
      rx: rx * 0.35,
      ry: ry * 0.2,
      fill: '#fff',
      opacity: 0.28,
      transform: `rotate(-25 ${n(x - rx * 0.3)} ${n(y - ry * 0.35)})`,
    })
  )
}

function stew(scene: Scene, disc: Disc): string {
  const { random, palette } = scene
  const [p0, p1, p2] = palette
  const parts = [
    el('circle', {
      cx: disc.cx,
      cy: disc.cy,
      r: disc.r,
      fill: radial(scene, 'stew', [
        [0, lighten(p0, 0.14)],
        [0.7, p0],
        [1, darken(p0, 0.22)],
      ]),
    }),
  ]
  for (let i = 0; i < 5; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.6)
    parts.push(
      el('path', {
        d: blobPath(random, x, y, disc.r * random.range(0.2, 0.4), disc.r * random.range(0.15, 0.3), 0.35),
        fill: mix(p0, i % 2 ? p1 : '#ffffff', 0.18),
        opacity: 0.5,
      }),
    )
  }
  const count = random.int(11, 17)
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.78)
    const color = mix(
      i % 4 === 0 ? p2 : p1,
      random.chance(0.5) ? '#ffffff' : '#000000',
      random.range(0, 0.15),
    )
    parts.push(chunk(scene, x, y, disc.r * random.range(0.07, 0.13) * scene.scale, color))
  }
  for (let i = 0; i < 22; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.92)
    parts.push(el('circle', { cx: x, cy: y, r: random.range(2, 6), fill: lighten(p0, 0.45), opacity: 0.45 }))
  }
  return parts.join('')
}

function liquid(scene: Scene, disc: Disc): string {
  const { random, palette } = scene
  const [p0, p1] = palette
  const parts = [
    el('circle', {
      cx: disc.cx,
      cy: disc.cy,
      r: disc.r,
      fill: radial(scene, 'liquid', [
        [0, lighten(p0, 0.12)],
        [0.75, p0],
        [1, mix(p0, p1, 0.6)],
      ]),
    }),
  ]
  for (let i = 1; i <= 3; i += 1) {
    parts.push(
      el('circle', {
        cx: disc.cx + random.range(-6, 6),
        cy: disc.cy + random.range(-6, 6),
        r: disc.r * (0.3 + i * 0.18),
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 2,
        opacity: 0.08,
      }),
    )
  }
  for (let i = 0; i < 14; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.85)
    parts.push(el('circle', { cx: x, cy: y, r: random.range(2, 7), fill: lighten(p0, 0.35), opacity: 0.4 }))
  }
  parts.push(
    el('ellipse', {
      cx: disc.cx - disc.r * 0.35,
      cy: disc.cy - disc.r * 0.4,
      rx: disc.r * 0.35,
      ry: disc.r * 0.12,
      fill: '#ffffff',
      opacity: 0.16,
      transform: `rotate(-30 ${n(disc.cx - disc.r * 0.35)} ${n(disc.cy - disc.r * 0.4)})`,
    }),
  )
  return parts.join('')
}

function swirl(scene: Scene, disc: Disc): string {
  const { random, palette } = scene
  const [p0] = palette
  const parts = [
    el('path', {
      d: blobPath(random, disc.cx, disc.cy, disc.r, disc.r, 0.03, 12),
      fill: radial(scene, 'spread', [
        [0, lighten(p0, 0.15)],
        [0.8, p0],
        [1, darken(p0, 0.12)],
      ]),
    }),
  ]
  const turns = random.range(1.8, 2.4)
  const steps = 90
  const start = random.range(0, Math.PI * 2)
  let groove = ''
  let ridge = ''
  for (let s = 0; s <= steps; s += 1) {
    const t = s / steps
    const angle = start + t * turns * Math.PI * 2
    const radius = disc.r * (0.22 + t * 0.62)
    const x = disc.cx + Math.cos(angle) * radius
    const y = disc.cy + Math.sin(angle) * radius
    groove += `${s === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`
    ridge += `${s === 0 ? 'M' : 'L'}${n(x - 5)} ${n(y - 6)}`
  }
  parts.push(
    el('path', {
      d: groove,
      fill: 'none',
      stroke: darken(p0, 0.25),
      'stroke-width': disc.r * 0.07,
      'stroke-linecap': 'round',
      opacity: 0.45,
    }),
  )
  parts.push(
    el('path', {
      d: ridge,
      fill: 'none',
      stroke: lighten(p0, 0.4),
      'stroke-width': disc.r * 0.03,
      'stroke-linecap': 'round',
      opacity: 0.55,
    }),
  )
  // A pool of olive oil (or ghee) in the middle.
  parts.push(
    el('path', {
      d: blobPath(random, disc.cx, disc.cy, disc.r * 0.24, disc.r * 0.2, 0.2, 8),
      fill: '#C9A227',
      opacity: 0.55,
    }),
  )
  parts.push(
    el('ellipse', {
      cx: disc.cx - disc.r * 0.06,
      cy: disc.cy - disc.r * 0.06,
      rx: disc.r * 0.08,
      ry: disc.r * 0.04,
      fill: '#FFF6C8',
      opacity: 0.5,
    }),
  )
  return parts.join('')
}

function grains(scene: Scene, disc: Disc): string {
  const { random, palette } = scene
  const [p0, p1, p2] = palette
  const parts = [
    el('path', {
      d: blobPath(random, disc.cx, disc.cy, disc.r, disc.r, 0.05, 11),
      fill: radial(scene, 'mound', [
        [0, lighten(p0, 0.2)],
        [0.7, p0],
        [1, darken(p0, 0.2)],
      ]),
    }),
  ]
  const count = Math.min(700, Math.round((disc.r * disc.r) / 120))
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.96)
    const shade = mix(p0, random.chance(0.55) ? '#ffffff' : '#5a3a1a', random.range(0.05, 0.4))
    parts.push(
      el('ellipse', {
        cx: x,
        cy: y,
        rx: random.range(6, 9),
        ry: random.range(2.4, 3.4),
        fill: shade,
        stroke: darken(p0, 0.25),
        'stroke-width': 0.6,
        transform: `rotate(${n(random.range(0, 180))} ${n(x)} ${n(y)})`,
      }),
    )
  }
  for (let i = 0; i < 36; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.9)
    parts.push(
      el('circle', { cx: x, cy: y, r: random.range(3, 6), fill: mix(p1, '#000', random.range(0, 0.2)) }),
    )
  }
  const big = random.int(3, 6)
  for (let i = 0; i < big; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.5)
    parts.push(
      chunk(
        scene,
        x,
        y,
        disc.r * random.range(0.12, 0.17) * scene.scale,
        mix(p1, p2, random.range(0, 0.2)),
        0.3,
      ),
    )
  }
  return parts.join('')
}

function leafy(scene: Scene, disc: Disc): string {
  const { random, palette } = scene
  const [p0, p1, p2] = palette
  const parts = [el('circle', { cx: disc.cx, cy: disc.cy, r: disc.r * 0.95, fill: darken(p0, 0.35) })]
  const items: string[] = []
  const leaves = random.int(60, 85)
  for (let i = 0; i < leaves; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.9)
    const angle = random.range(0, Math.PI * 2)
    const length = random.range(40, 95)
    const color = mix(p0, random.chance(0.5) ? '#e8f5c8' : '#0f2a0a', random.range(0, 0.35))
    items.push(
      el('path', { d: leafPath(x, y, length, length * random.range(0.22, 0.34), angle), fill: color }) +
        el('path', {
          d: `M${n(x - (Math.cos(angle) * length) / 2.4)} ${n(y - (Math.sin(angle) * length) / 2.4)}L${n(x + (Math.cos(angle) * length) / 2.4)} ${n(y + (Math.sin(angle) * length) / 2.4)}`,
          stroke: lighten(color, 0.3),
          'stroke-width': 1.5,
          opacity: 0.6,
        }),
    )
  }
  const cubes = random.int(12, 18)
  for (let i = 0; i < cubes; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.8)
    const size = random.range(18, 30)
    items.push(
      el('rect', {
        x: x - size / 2,
        y: y - size / 2,
        width: size,
        height: size,
        rx: size * 0.25,
        fill: mix(p1, '#000', random.range(0, 0.15)),
        transform: `rotate(${n(random.range(0, 90))} ${n(x)} ${n(y)})`,
      }) +
        el('circle', {
          cx: x - size * 0.15,
          cy: y - size * 0.15,
          r: size * 0.14,
          fill: '#fff',
          opacity: 0.35,
        }),
    )
  }
  const rounds = random.int(5, 9)
  for (let i = 0; i < rounds; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.75)
    const r = random.range(14, 24)
    items.push(
      el('circle', { cx: x, cy: y, r, fill: darken(p2, 0.1) }) +
        el('circle', { cx: x, cy: y, r: r * 0.78, fill: lighten(p2, 0.25) }),
    )
  }
  // Shuffle so cubes and leaves overlap naturally.
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i)
    const swap = items[i] as string
    items[i] = items[j] as string
    items[j] = swap
  }
  return parts.join('') + items.join('')
}

function rounds(scene: Scene, disc: Disc): string {
  const { random, palette } = scene
  const [p0, p1] = palette
  const ball = disc.r * random.range(0.15, 0.175) * scene.scale
  const spots: [number, number][] = [[disc.cx, disc.cy]]
  const turn = random.range(0, Math.PI)
  for (let ring = 1; ring * ball * 2.05 + ball * 0.9 < disc.r; ring += 1) {
    const distance = ring * ball * 2.05
    const count = Math.floor((Math.PI * 2 * distance) / (ball * 2.1))
    for (let i = 0; i < count; i += 1) {
      const a = turn + ring * 0.4 + (i / count) * Math.PI * 2
      spots.push([disc.cx + Math.cos(a) * distance, disc.cy + Math.sin(a) * distance])
    }
  }
  const fill = radial(
    scene,
    'ball',
    [
      [0, lighten(p0, 0.35)],
      [0.55, p0],
      [1, darken(p0, 0.3)],
    ],
    0.35,
    0.32,
  )
  return spots
    .map(([x0, y0]) => {
      const x = x0 + random.range(-6, 6)
      const y = y0 + random.range(-6, 6)
      const r = ball * random.range(0.88, 1.02)
      let out =
        el('circle', { cx: x + r * 0.14, cy: y + r * 0.2, r, fill: '#000', opacity: 0.22 }) +
        el('path', { d: blobPath(random, x, y, r, r, 0.06, 8), fill })
      const dots = random.int(4, 9)
      for (let i = 0; i < dots; i += 1) {
        const [dx, dy] = pointInDisc(random, x, y, r * 0.7)
        out += el('circle', { cx: dx, cy: dy, r: random.range(2, r * 0.14), fill: p1, opacity: 0.85 })
      }
      return out
    })
    .join('')
}

function pieces(scene: Scene, disc: Disc): string {
  const { random, palette } = scene
  const [p0, p1, p2] = palette
  const parts = [
    el('path', {
      d: blobPath(random, disc.cx, disc.cy, disc.r * 0.95, disc.r * 0.95, 0.05, 10),
      fill: radial(scene, 'pieces', [
        [0, lighten(mix(p0, p1, 0.3), 0.15)],
        [1, darken(mix(p0, p1, 0.3), 0.2)],
      ]),
    }),
  ]
  const count = Math.round((disc.r * disc.r) / 2600) + random.int(6, 10)
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.8)
    const color = mix(random.pick([p0, p0, p1]), '#000', random.range(0, 0.12))
    parts.push(chunk(scene, x, y, disc.r * random.range(0.11, 0.19) * scene.scale, color, 0.35))
  }
  for (let i = 0; i < 8; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.7)
    parts.push(chunk(scene, x, y, disc.r * random.range(0.04, 0.07), p2, 0.3))
  }
  return parts.join('')
}

function rolls(scene: Scene, disc: Disc): string {
  const { random, palette } = scene
  const [p0, p1, p2] = palette
  const fill = linear(scene, 'roll', [
    [0, darken(p0, 0.35)],
    [0.35, lighten(p0, 0.18)],
    [0.6, p0],
    [1, darken(p0, 0.4)],
  ])
  const length = disc.r * random.range(0.42, 0.52) * scene.scale
  const width = disc.r * random.range(0.13, 0.16) * scene.scale
  const angle = random.range(-30, 30)
  const parts: string[] = []
  const rows = Math.ceil((disc.r * 2) / (width * 1.05))
  for (let row = 0; row < rows; row += 1) {
    const offset = (row % 2) * length * 0.5
    for (let col = -1; col < Math.ceil((disc.r * 2) / (length * 1.05)) + 1; col += 1) {
      const x = disc.cx - disc.r + col * length * 1.06 + offset
      const y = disc.cy - disc.r + row * width * 1.06
      // Keep whole rolls only: both rounded ends must sit inside the dish.
      const inside = (px: number) =>
        Math.hypot(px - disc.cx, y + width / 2 - disc.cy) + width / 2 < disc.r * 0.97
      if (!inside(x + width / 2) || !inside(x + length - width / 2)) continue
      const veins = [0.3, 0.55, 0.8]
        .map((t) =>
          el('path', {
            d: `M${n(x + length * t - 8)} ${n(y + 3)}Q${n(x + length * t)} ${n(y + width / 2)} ${n(x + length * t - 8)} ${n(y + width - 3)}`,
            stroke: darken(p0, 0.35),
            'stroke-width': 1.4,
            fill: 'none',
            opacity: 0.5,
          }),
        )
        .join('')
      const cap = el('ellipse', {
        cx: x + length - width * 0.22,
        cy: y + width / 2,
        rx: width * 0.2,
        ry: width * 0.4,
        fill: p1,
        opacity: 0.9,
      })
      parts.push(
        group(
          el('rect', {
            x: x + 4,
            y: y + 6,
            width: length,
            height: width,
            rx: width / 2,
            fill: '#000',
            opacity: 0.2,
          }) +
            el('rect', { x, y, width: length, height: width, rx: width / 2, fill }) +
            veins +
            cap,
          { transform: `rotate(${n(angle)} ${n(disc.cx)} ${n(disc.cy)})` },
        ),
      )
    }
  }
  const accents = random.int(2, 4)
  for (let i = 0; i < accents; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.6)
    parts.push(chunk(scene, x, y, disc.r * 0.06, p2))
  }
  return parts.join('')
}

function flat(scene: Scene, disc: Disc): string {
  const { random, palette } = scene
  const [p0, p1] = palette
  const edge = blobPath(random, disc.cx, disc.cy, disc.r, disc.r * random.range(0.94, 1), 0.04, 14)
  const parts = [
    el('path', {
      d: edge,
      fill: radial(scene, 'bread', [
        [0, lighten(p0, 0.18)],
        [0.75, p0],
        [1, darken(p0, 0.25)],
      ]),
    }),
    el('path', {
      d: edge,
      fill: 'none',
      stroke: darken(p0, 0.2),
      'stroke-width': disc.r * 0.07,
      opacity: 0.45,
    }),
  ]
  const blur = `url(#${scene.id('soft')})`
  for (let i = 0; i < 18; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.9)
    parts.push(
      el('ellipse', {
        cx: x,
        cy: y,
        rx: random.range(8, 26),
        ry: random.range(6, 16),
        fill: darken(p0, 0.45),
        opacity: 0.35,
        filter: blur,
      }),
    )
  }
  const small = Math.round((disc.r * disc.r) / 160)
  for (let i = 0; i < small; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.86)
    parts.push(
      el('ellipse', {
        cx: x,
        cy: y,
        rx: random.range(1.5, 4),
        ry: random.range(1.2, 3),
        fill: mix(p1, '#000', random.range(0, 0.25)),
        opacity: 0.9,
      }),
    )
  }
  const large = random.int(10, 22)
  for (let i = 0; i < large; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.78)
    parts.push(
      el('path', {
        d: blobPath(random, x, y, random.range(7, 16), random.range(5, 11), 0.35, 6),
        fill: mix(p1, '#fff', random.range(0, 0.2)),
        opacity: 0.9,
      }),
    )
  }
  return parts.join('')
}

function stack(scene: Scene, disc: Disc): string {
  const { random, palette } = scene
  const [p0, p1] = palette
  const parts: string[] = []
  const layers = random.int(3, 5)
  for (let i = layers - 1; i >= 0; i -= 1) {
    const x = disc.cx + i * 9
    const y = disc.cy + i * 12
    const r = disc.r * (0.9 - i * 0.015)
    const edge = blobPath(random, x, y, r, r * 0.98, 0.025, 12)
    parts.push(el('path', { d: blobPath(random, x + 6, y + 9, r, r, 0.02, 12), fill: '#000', opacity: 0.18 }))
    parts.push(
      el('path', {
        d: edge,
        fill:
          i === 0
            ? radial(scene, 'cake', [
                [0, lighten(p0, 0.2)],
                [0.8, p0],
                [1, darken(p0, 0.3)],
              ])
            : darken(p0, 0.08 + i * 0.03),
        stroke: darken(p0, 0.3),
        'stroke-width': 2,
      }),
    )
  }
  const blur = `url(#${scene.id('soft')})`
  for (let i = 0; i < 16; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.75)
    parts.push(
      el('circle', {
        cx: x,
        cy: y,
        r: random.range(6, 18),
        fill: mix(p1, '#5a3210', 0.3),
        opacity: 0.3,
        filter: blur,
      }),
    )
  }
  for (let i = 0; i < 30; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.8)
    parts.push(el('circle', { cx: x, cy: y, r: random.range(1.5, 3.5), fill: darken(p0, 0.3), opacity: 0.4 }))
  }
  return parts.join('')
}

function layers(scene: Scene, disc: Disc, garnish: ArtGarnish): string {
  const { random, palette } = scene
  const [p0, p1, p2] = palette
  const clip = clipCircle(scene, 'tray', disc)
  const parts = [
    el('circle', {
      cx: disc.cx,
      cy: disc.cy,
      r: disc.r,
      fill: radial(scene, 'tray-fill', [
        [0, lighten(p0, 0.18)],
        [0.8, p0],
        [1, darken(p0, 0.3)],
      ]),
    }),
  ]
  for (let i = 0; i < 120; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r)
    parts.push(el('circle', { cx: x, cy: y, r: random.range(1, 3), fill: mix(p0, p1, 0.6), opacity: 0.5 }))
  }
  const spacing = disc.r * random.range(0.26, 0.32)
  const angle = random.range(28, 40)
  const lines = (rotation: number) => {
    let out = ''
    for (let k = -6; k <= 6; k += 1) {
      const offset = k * spacing
      const d = `M${n(disc.cx - disc.r * 1.5)} ${n(disc.cy + offset)}L${n(disc.cx + disc.r * 1.5)} ${n(disc.cy + offset)}`
      out +=
        el('path', {
          d,
          stroke: darken(p0, 0.45),
          'stroke-width': 3.5,
          opacity: 0.55,
          transform: `rotate(${n(rotation)} ${n(disc.cx)} ${n(disc.cy)})`,
        }) +
        el('path', {
          d,
          stroke: lighten(p0, 0.4),
          'stroke-width': 1.5,
          opacity: 0.5,
          transform: `translate(-2 -3) rotate(${n(rotation)} ${n(disc.cx)} ${n(disc.cy)})`,
        })
    }
    return out
  }
  parts.push(lines(angle), lines(-angle))
  if (garnish === 'nuts') {
    // An almond or pine nut in the middle of each diamond.
    const rad = (angle * Math.PI) / 180
    const u: [number, number] = [Math.cos(rad), Math.sin(rad)]
    const v: [number, number] = [Math.cos(-rad), Math.sin(-rad)]
    const step = spacing / Math.sin(2 * rad)
    for (let a = -6; a <= 6; a += 1) {
      for (let b = -6; b <= 6; b += 1) {
        const x = disc.cx + (a + 0.5) * step * u[0] + (b + 0.5) * step * v[0]
        const y = disc.cy + (a + 0.5) * step * u[1] + (b + 0.5) * step * v[1]
        if (Math.hypot(x - disc.cx, y - disc.cy) > disc.r * 0.9) continue
        parts.push(
          el('ellipse', {
            cx: x,
            cy: y,
            rx: 10,
            ry: 6,
            fill: p2,
            stroke: darken(p2, 0.3),
            'stroke-width': 1,
            transform: `rotate(${n(random.range(-30, 30))} ${n(x)} ${n(y)})`,
          }),
        )
      }
    }
  }
  return group(parts.join(''), { 'clip-path': clip })
}

function noodles(scene: Scene, disc: Disc): string {
  const { random, palette } = scene
  const [p0, p1] = palette
  const parts = [
    el('path', {
      d: blobPath(random, disc.cx, disc.cy, disc.r * 0.92, disc.r * 0.9, 0.08, 10),
      fill: darken(p0, 0.25),
    }),
  ]
  const strands = random.int(55, 75)
  for (let i = 0; i < strands; i += 1) {
    const start = random.range(0, Math.PI * 2)
    const sweep = random.range(1.2, 2.8)
    const radius = disc.r * random.range(0.2, 0.86)
    const wobble = random.range(0.9, 1.1)
    let d = ''
    const steps = 14
    for (let s = 0; s <= steps; s += 1) {
      const t = s / steps
      const a = start + t * sweep
      const rr = radius * (1 + (wobble - 1) * Math.sin(t * Math.PI))
      d += `${s === 0 ? 'M' : 'L'}${n(disc.cx + Math.cos(a) * rr)} ${n(disc.cy + Math.sin(a) * rr)}`
    }
    const color = mix(p0, random.chance(0.5) ? '#fff8e0' : '#7a5a20', random.range(0, 0.25))
    parts.push(
      el('path', {
        d,
        fill: 'none',
        stroke: darken(color, 0.25),
        'stroke-width': 8,
        'stroke-linecap': 'round',
      }) + el('path', { d, fill: 'none', stroke: color, 'stroke-width': 5.5, 'stroke-linecap': 'round' }),
    )
  }
  parts.push(
    el('path', {
      d: blobPath(
        random,
        disc.cx + disc.r * 0.05,
        disc.cy - disc.r * 0.05,
        disc.r * 0.42,
        disc.r * 0.38,
        0.3,
        9,
      ),
      fill: p1,
      opacity: 0.95,
    }),
  )
  for (let i = 0; i < 8; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.35)
    parts.push(chunk(scene, x, y, disc.r * 0.06, darken(p1, 0.12)))
  }
  return parts.join('')
}

function skewers(scene: Scene, disc: Disc): string {
  const { random, palette } = scene
  const [p0, p1, p2] = palette
  const parts: string[] = []
  const count = 3
  const angle = random.range(-12, 12)
  const length = disc.r * 1.55
  const width = disc.r * 0.22
  const metal = linear(scene, 'skewer', [
    [0, '#E5E7EA'],
    [0.5, '#A9AEB4'],
    [1, '#7E848A'],
  ])
  const meat = linear(scene, 'kofta', [
    [0, darken(p0, 0.35)],
    [0.4, lighten(p0, 0.15)],
    [1, darken(p0, 0.45)],
  ])
  for (let i = 0; i < count; i += 1) {
    const y = disc.cy - disc.r * 0.55 + i * width * 1.45
    const x = disc.cx - length / 2
    let item =
      el('rect', { x: x - 60, y: y + width / 2 - 4, width: length + 140, height: 8, rx: 4, fill: metal }) +
      el('rect', {
        x: x + 6,
        y: y + 9,
        width: length,
        height: width,
        rx: width / 2,
        fill: '#000',
        opacity: 0.22,
      }) +
      el('rect', { x, y, width: length, height: width, rx: width / 2, fill: meat })
    for (let k = 1; k < 9; k += 1) {
      const cx = x + (length / 9) * k
      item += el('path', {
        d: `M${n(cx - 10)} ${n(y + 6)}L${n(cx + 10)} ${n(y + width - 6)}`,
        stroke: darken(p0, 0.6),
        'stroke-width': 5,
        'stroke-linecap': 'round',
        opacity: 0.55,
      })
    }
    parts.push(group(item, { transform: `rotate(${n(angle)} ${n(disc.cx)} ${n(disc.cy)})` }))
  }
  const tomatoes = 3
  for (let i = 0; i < tomatoes; i += 1) {
    const x = disc.cx - disc.r * 0.6 + i * disc.r * 0.55
    const y = disc.cy + disc.r * 0.72 + random.range(-10, 10)
    const r = disc.r * 0.14
    parts.push(
      el('circle', { cx: x + 6, cy: y + 8, r, fill: '#000', opacity: 0.2 }) +
        el('circle', {
          cx: x,
          cy: y,
          r,
          fill: radial(scene, `tomato${i}`, [
            [0, lighten(p1, 0.3)],
            [0.7, p1],
            [1, darken(p1, 0.35)],
          ]),
        }) +
        el('path', { d: leafPath(x, y - r * 0.9, r * 0.6, r * 0.18, 0), fill: '#3E6B2A' }) +
        el('path', {
          d: blobPath(random, x + r * 0.2, y + r * 0.1, r * 0.4, r * 0.25, 0.4, 6),
          fill: '#2a1a10',
          opacity: 0.35,
        }),
    )
  }
  for (let i = 0; i < 12; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx + disc.r * 0.75, disc.cy - disc.r * 0.75, disc.r * 0.25)
    const r = random.range(14, 24)
    parts.push(
      el('path', {
        d: `M${n(x - r)} ${n(y)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}`,
        fill: 'none',
        stroke: p2,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        transform: `rotate(${n(random.range(0, 360))} ${n(x)} ${n(y)})`,
        opacity: 0.9,
      }),
    )
  }
  return parts.join('')
}

function wedges(scene: Scene, disc: Disc): string {
  const { random, palette } = scene
  const [p0, p1] = palette
  const count = random.int(5, 8)
  const turn = random.range(0, Math.PI * 2)
  const gap = 0.06
  const parts: string[] = []
  const fill = radial(scene, 'wedge', [
    [0, lighten(p0, 0.2)],
    [0.8, p0],
    [1, darken(p0, 0.2)],
  ])
  for (let i = 0; i < count; i += 1) {
    const a0 = turn + (i / count) * Math.PI * 2 + gap
    const a1 = turn + ((i + 1) / count) * Math.PI * 2 - gap
    const mid = (a0 + a1) / 2
    const push = random.range(6, 22)
    const cx = disc.cx + Math.cos(mid) * push
    const cy = disc.cy + Math.sin(mid) * push
    const r = disc.r * random.range(0.88, 0.96)
    const p = (a: number, rr: number) => `${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`
    const d = `M${p(mid, disc.r * 0.06)}L${p(a0, r)}A${n(r)} ${n(r)} 0 0 1 ${p(a1, r)}Z`
    parts.push(el('path', { d, fill: '#000', opacity: 0.2, transform: 'translate(6 9)' }))
    parts.push(el('path', { d, fill }))
    parts.push(
      el('path', {
        d: `M${p(a0 + 0.02, r * 0.93)}A${n(r * 0.93)} ${n(r * 0.93)} 0 0 1 ${p(a1 - 0.02, r * 0.93)}`,
        fill: 'none',
        stroke: darken(p0, 0.35),
        'stroke-width': r * 0.1,
        opacity: 0.75,
      }),
    )
    for (let k = 0; k < 7; k += 1) {
      const a = random.range(a0 + 0.08, a1 - 0.08)
      const rr = random.range(r * 0.25, r * 0.75)
      parts.push(
        el('circle', {
          cx: cx + Math.cos(a) * rr,
          cy: cy + Math.sin(a) * rr,
          r: random.range(3, 8),
          fill: p1,
          opacity: 0.8,
        }),
      )
    }
  }
  return parts.join('')
}

function food(scene: Scene, kind: ArtFood, disc: Disc, garnish: ArtGarnish): string {
  switch (kind) {
    case 'stew':
      return stew(scene, disc)
    case 'liquid':
      return liquid(scene, disc)
    case 'swirl':
      return swirl(scene, disc)
    case 'grains':
      return grains(scene, disc)
    case 'leafy':
      return leafy(scene, disc)
    case 'rounds':
      return rounds(scene, disc)
    case 'pieces':
      return pieces(scene, disc)
    case 'rolls':
      return rolls(scene, disc)
    case 'flat':
      return flat(scene, disc)
    case 'stack':
      return stack(scene, disc)
    case 'layers':
      return layers(scene, disc, garnish)
    case 'noodles':
      return noodles(scene, disc)
    case 'skewers':
      return skewers(scene, disc)
    case 'wedges':
      return wedges(scene, disc)
  }
}

/* ---------------------------------------------------------------- garnish */

function herbLeaves(scene: Scene, disc: Disc, count: number, color?: string): string {
  const { random } = scene
  let out = ''
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r)
    const length = random.range(14, 30)
    const fill = color ?? random.pick(GREENS)
    out += el('path', {
      d: leafPath(x, y, length, length * random.range(0.28, 0.42), random.range(0, Math.PI * 2)),
      fill: mix(fill, random.chance(0.5) ? '#fff' : '#000', random.range(0, 0.15)),
    })
  }
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r)
    out += el('circle', { cx: x, cy: y, r: random.range(1.5, 3.5), fill: color ?? random.pick(GREENS) })
  }
  return out
}

function garnishLayer(scene: Scene, garnish: ArtGarnish, disc: Disc): string {
  const { random, palette } = scene
  const p2 = palette[2]
  let out = ''
  switch (garnish) {
    case 'herbs':
      return herbLeaves(
        scene,
        { ...disc, r: disc.r * 0.8 },
        random.int(14, 22),
        isGreenish(p2) ? p2 : undefined,
      )
    case 'seeds': {
      const count = random.int(60, 110)
      for (let i = 0; i < count; i += 1) {
        const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.85)
        out += el('ellipse', {
          cx: x,
          cy: y,
          rx: random.range(2.5, 4.5),
          ry: random.range(1.5, 2.4),
          fill: mix(p2, '#000', random.range(0, 0.15)),
          transform: `rotate(${n(random.range(0, 180))} ${n(x)} ${n(y)})`,
        })
      }
      return out
    }
    case 'drizzle': {
      // Drizzled back and forth across the dish, like honey from a spoon.
      const passes = random.int(5, 8)
      const tilt = random.range(0, Math.PI)
      const cos = Math.cos(tilt)
      const sin = Math.sin(tilt)
      const at = (u: number, v: number) =>
        `${n(disc.cx + u * cos - v * sin)} ${n(disc.cy + u * sin + v * cos)}`
      let d = ''
      for (let i = 0; i <= passes; i += 1) {
        const v = disc.r * (-0.6 + (1.2 * i) / passes) + random.range(-12, 12)
        const half = Math.sqrt(Math.max(0, (disc.r * 0.82) ** 2 - v * v))
        const u = (i % 2 === 0 ? -1 : 1) * half * random.range(0.75, 1)
        if (i === 0) d += `M${at(u, v)}`
        else d += `Q${at(u * 1.15, v - (disc.r * 0.6) / passes)} ${at(u, v)}`
      }
      out += el('path', {
        d,
        fill: 'none',
        stroke: '#1a120c',
        'stroke-width': 8,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        opacity: 0.18,
        transform: 'translate(3 5)',
      })
      out += el('path', {
        d,
        fill: 'none',
        stroke: p2,
        'stroke-width': 6,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        opacity: 0.9,
      })
      out += el('path', {
        d,
        fill: 'none',
        stroke: '#fff',
        'stroke-width': 1.6,
        'stroke-linecap': 'round',
        opacity: 0.4,
        transform: 'translate(-1.5 -2)',
      })
      for (let i = 0; i < 6; i += 1) {
        const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.7)
        out += el('circle', { cx: x, cy: y, r: random.range(4, 9), fill: p2, opacity: 0.85 })
      }
      return out
    }
    case 'eggs': {
      const count = random.int(3, 4)
      const turn = random.range(0, Math.PI * 2)
      for (let i = 0; i < count; i += 1) {
        const a = turn + (i / count) * Math.PI * 2
        const x = disc.cx + Math.cos(a) * disc.r * 0.45
        const y = disc.cy + Math.sin(a) * disc.r * 0.45
        const r = disc.r * 0.2
        out += el('path', {
          d: blobPath(random, x + 4, y + 6, r, r * 0.9, 0.18, 9),
          fill: '#000',
          opacity: 0.15,
        })
        out += el('path', { d: blobPath(random, x, y, r, r * 0.9, 0.18, 9), fill: '#FBF8F0' })
        out += el('circle', {
          cx: x + random.range(-4, 4),
          cy: y + random.range(-4, 4),
          r: r * 0.42,
          fill: radial(
            scene,
            `yolk${i}`,
            [
              [0, '#FFD25A'],
              [0.7, '#F4A81D'],
              [1, '#D9860F'],
            ],
            0.35,
            0.3,
          ),
        })
        out += el('ellipse', {
          cx: x - r * 0.12,
          cy: y - r * 0.14,
          rx: r * 0.12,
          ry: r * 0.07,
          fill: '#fff',
          opacity: 0.6,
        })
      }
      return out + herbLeaves(scene, { ...disc, r: disc.r * 0.8 }, 10)
    }
    case 'slices': {
      const count = random.int(3, 5)
      for (let i = 0; i < count; i += 1) {
        const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.6)
        out += citrusSlice(scene, x, y, random.range(26, 38), p2)
      }
      return out
    }
    case 'nuts': {
      const count = random.int(14, 24)
      for (let i = 0; i < count; i += 1) {
        const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.75)
        const color = mix(p2, '#fff', random.range(0, 0.25))
        out += el('ellipse', {
          cx: x,
          cy: y,
          rx: random.range(6, 10),
          ry: random.range(3.5, 5.5),
          fill: color,
          stroke: darken(color, 0.35),
          'stroke-width': 1,
          transform: `rotate(${n(random.range(0, 180))} ${n(x)} ${n(y)})`,
        })
      }
      return out
    }
    case 'crumbs': {
      const count = random.int(30, 50)
      const brown = mix(palette[1], '#6B3A1F', 0.5)
      for (let i = 0; i < count; i += 1) {
        const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.7)
        out += el('path', {
          d: blobPath(random, x, y, random.range(4, 11), random.range(3, 7), 0.4, 5),
          fill: mix(brown, '#E8B060', random.range(0, 0.6)),
        })
      }
      return out
    }
    case 'petals': {
      const count = random.int(12, 20)
      for (let i = 0; i < count; i += 1) {
        const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.8)
        out += el('path', {
          d: leafPath(x, y, random.range(14, 22), random.range(7, 10), random.range(0, Math.PI * 2)),
          fill: mix(p2, '#fff', random.range(0, 0.3)),
          opacity: 0.9,
        })
      }
      return out
    }
    case 'dust': {
      out += el('circle', { cx: disc.cx, cy: disc.cy, r: disc.r * 0.85, fill: '#fff', opacity: 0.1 })
      const count = random.int(180, 260)
      for (let i = 0; i < count; i += 1) {
        const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.9)
        out += el('circle', {
          cx: x,
          cy: y,
          r: random.range(0.8, 2.2),
          fill: p2 === '#FFFFFF' ? '#fff' : p2,
          opacity: 0.8,
        })
      }
      return out
    }
    case 'none':
      return ''
  }
}

function citrusSlice(scene: Scene, x: number, y: number, r: number, color: string): string {
  const { random } = scene
  let out =
    el('circle', { cx: x + 3, cy: y + 5, r, fill: '#000', opacity: 0.18 }) +
    el('circle', { cx: x, cy: y, r, fill: darken(color, 0.1) }) +
    el('circle', { cx: x, cy: y, r: r * 0.86, fill: lighten(color, 0.55) })
  const segments = 8
  const turn = random.range(0, Math.PI)
  for (let i = 0; i < segments; i += 1) {
    const a0 = turn + (i / segments) * Math.PI * 2 + 0.07
    const a1 = turn + ((i + 1) / segments) * Math.PI * 2 - 0.07
    const rr = r * 0.76
    out += el('path', {
      d: `M${n(x + Math.cos((a0 + a1) / 2) * r * 0.08)} ${n(y + Math.sin((a0 + a1) / 2) * r * 0.08)}L${n(x + Math.cos(a0) * rr)} ${n(y + Math.sin(a0) * rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + Math.cos(a1) * rr)} ${n(y + Math.sin(a1) * rr)}Z`,
      fill: lighten(color, 0.1),
      opacity: 0.9,
    })
  }
  return out
}

/* ---------------------------------------------------------------- vessels */

interface VesselResult {
  svg: string
  /** Radius that props must keep clear of. */
  reach: number
}

function shadow(scene: Scene, cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  return el('ellipse', {
    cx: cx + 18,
    cy: cy + 24,
    rx,
    ry,
    fill: '#1a120c',
    opacity,
    filter: `url(#${scene.id('shadow')})`,
  })
}

function contrastPick(scene: Scene, options: string[], against: string): string {
  const usable = options.filter((color) => Math.abs(luminance(color) - luminance(against)) > 0.22)
  return scene.random.pick(usable.length > 0 ? usable : options)
}

function plateVessel(scene: Scene, art: RecipeArt, cx: number, cy: number): VesselResult {
  const { random } = scene
  const R = random.range(300, 325)
  const ceramic = contrastPick(
    scene,
    ['#F7F4EE', '#F1EADC', '#E8EEF0', '#2E3A4A', '#C46E4B', '#9DB6A4', '#F4EFE6'],
    art.palette[0],
  )
  const rim = radial(scene, 'plate', [
    [0, lighten(ceramic, 0.15)],
    [0.7, ceramic],
    [1, darken(ceramic, 0.12)],
  ])
  let svg = shadow(scene, cx, cy, R, R * 0.98)
  svg += el('circle', { cx, cy, r: R, fill: rim })
  svg += el('circle', {
    cx,
    cy,
    r: R * 0.995,
    fill: 'none',
    stroke: darken(ceramic, 0.2),
    'stroke-width': 2,
    opacity: 0.5,
  })
  if (random.chance(0.5)) {
    const accent = random.pick(['#2F5D8A', '#B8433A', '#C9A24A', '#3F7E6B'])
    svg += el('circle', {
      cx,
      cy,
      r: R * 0.9,
      fill: 'none',
      stroke: accent,
      'stroke-width': random.pick([3, 5]),
      'stroke-dasharray': random.chance(0.5) ? '2 9' : undefined,
      'stroke-linecap': 'round',
      opacity: 0.8,
    })
  }
  svg += el('circle', { cx, cy, r: R * 0.76, fill: darken(ceramic, 0.06) })
  svg += el('circle', { cx: cx + 3, cy: cy + 4, r: R * 0.74, fill: ceramic })
  const disc = { cx, cy, r: R * random.range(0.6, 0.68) }
  svg += food(scene, art.food, disc, art.garnish)
  if (art.food !== 'layers' || art.garnish !== 'nuts') svg += garnishLayer(scene, art.garnish, disc)
  svg += el('path', {
    d: `M${n(cx - R * 0.85)} ${n(cy - R * 0.3)}A${n(R * 0.9)} ${n(R * 0.9)} 0 0 1 ${n(cx - R * 0.2)} ${n(cy - R * 0.86)}`,
    fill: 'none',
    stroke: '#fff',
    'stroke-width': 10,
    'stroke-linecap': 'round',
    opacity: 0.25,
  })
  return { svg, reach: R + 20 }
}

function bowlVessel(scene: Scene, art: RecipeArt, cx: number, cy: number): VesselResult {
  const { random } = scene
  const R = random.range(270, 295)
  const glaze = contrastPick(
    scene,
    ['#F5F1EA', '#2F5D8A', '#E9E2D3', '#B5603A', '#3F6E5A', '#DAD4C8', '#1F2A36'],
    art.palette[0],
  )
  let svg = shadow(scene, cx, cy, R * 1.02, R)
  svg += el('circle', {
    cx,
    cy,
    r: R,
    fill: radial(
      scene,
      'bowl',
      [
        [0, lighten(glaze, 0.2)],
        [0.8, glaze],
        [1, darken(glaze, 0.25)],
      ],
      0.3,
      0.3,
    ),
  })
  if (random.chance(0.45)) {
    const accent = mix(glaze, random.pick(['#ffffff', '#C9A24A', '#000000']), 0.45)
    const marks = 28
    for (let i = 0; i < marks; i += 1) {
      const a = (i / marks) * Math.PI * 2
      svg += el('circle', {
        cx: cx + Math.cos(a) * R * 0.94,
        cy: cy + Math.sin(a) * R * 0.94,
        r: 4,
        fill: accent,
        opacity: 0.75,
      })
    }
  }
  svg += el('circle', {
    cx,
    cy,
    r: R * 0.87,
    fill: radial(
      scene,
      'bowl-in',
      [
        [0, darken(glaze, 0.04)],
        [0.85, darken(glaze, 0.1)],
        [1, darken(glaze, 0.3)],
      ],
      0.6,
      0.62,
    ),
  })
  const disc = { cx: cx + 4, cy: cy + 6, r: R * 0.8 }
  svg += food(scene, art.food, disc, art.garnish)
  if (art.food !== 'layers' || art.garnish !== 'nuts') svg += garnishLayer(scene, art.garnish, disc)
  // Inner shadow cast by the rim on the food (light from the top left).
  svg += el('path', {
    d: `M${n(cx - R * 0.87)} ${n(cy)}A${n(R * 0.87)} ${n(R * 0.87)} 0 0 1 ${n(cx)} ${n(cy - R * 0.87)}`,
    fill: 'none',
    stroke: '#000',
    'stroke-width': 14,
    opacity: 0.12,
  })
  svg += el('path', {
    d: `M${n(cx - R * 0.96)} ${n(cy + R * 0.1)}A${n(R * 0.96)} ${n(R * 0.96)} 0 0 1 ${n(cx - R * 0.1)} ${n(cy - R * 0.96)}`,
    fill: 'none',
    stroke: '#fff',
    'stroke-width': 8,
    'stroke-linecap': 'round',
    opacity: 0.3,
  })
  return { svg, reach: R + 20 }
}

function trayVessel(scene: Scene, art: RecipeArt, cx: number, cy: number): VesselResult {
  const { random } = scene
  const R = random.range(330, 350)
  const metal = random.pick(['#B87333', '#C9A24A', '#BFC4C9', '#A9652F'])
  let svg = shadow(scene, cx, cy, R, R * 0.98, 0.4)
  svg += el('circle', {
    cx,
    cy,
    r: R,
    fill: radial(
      scene,
      'metal',
      [
        [0, lighten(metal, 0.45)],
        [0.6, metal],
        [1, darken(metal, 0.35)],
      ],
      0.3,
      0.28,
    ),
  })
  const engraved = 36
  for (let i = 0; i < engraved; i += 1) {
    const a = (i / engraved) * Math.PI * 2
    svg += el('path', {
      d: leafPath(cx + Math.cos(a) * R * 0.95, cy + Math.sin(a) * R * 0.95, 16, 5, a + Math.PI / 2),
      fill: darken(metal, 0.3),
      opacity: 0.45,
    })
  }
  svg += el('circle', { cx, cy, r: R * 0.9, fill: darken(metal, 0.25) })
  const disc = { cx, cy, r: R * 0.87 }
  svg += food(scene, art.food, disc, art.garnish)
  if (art.food !== 'layers' || art.garnish !== 'nuts') svg += garnishLayer(scene, art.garnish, disc)
  svg += el('circle', {
    cx,
    cy,
    r: R * 0.88,
    fill: 'none',
    stroke: lighten(metal, 0.3),
    'stroke-width': 4,
    opacity: 0.6,
  })
  return { svg, reach: R + 15 }
}

function potVessel(scene: Scene, art: RecipeArt, cx: number, cy: number): VesselResult {
  const { random } = scene
  const R = random.range(255, 275)
  const body = contrastPick(scene, ['#2B2D30', '#B5603A', '#2F5D8A', '#3A3D40', '#8E3B2E'], art.palette[0])
  const handle = (angle: number) => {
    const x = cx + Math.cos(angle) * (R + 28)
    const y = cy + Math.sin(angle) * (R + 28)
    return el('rect', {
      x: x - 46,
      y: y - 24,
      width: 92,
      height: 48,
      rx: 22,
      fill: darken(body, 0.15),
      transform: `rotate(${n((angle * 180) / Math.PI + 90)} ${n(x)} ${n(y)})`,
    })
  }
  const tilt = random.range(-0.3, 0.3)
  let svg = shadow(scene, cx, cy, R + 40, R + 10, 0.4)
  svg += handle(tilt) + handle(tilt + Math.PI)
  svg += el('circle', {
    cx,
    cy,
    r: R,
    fill: radial(
      scene,
      'pot',
      [
        [0, lighten(body, 0.25)],
        [0.8, body],
        [1, darken(body, 0.3)],
      ],
      0.3,
      0.3,
    ),
  })
  svg += el('circle', { cx, cy, r: R * 0.91, fill: darken(body, 0.4) })
  const disc = { cx: cx + 3, cy: cy + 4, r: R * 0.88 }
  svg += food(scene, art.food, disc, art.garnish)
  if (art.food !== 'layers' || art.garnish !== 'nuts') svg += garnishLayer(scene, art.garnish, disc)
  svg += el('path', {
    d: `M${n(cx - R * 0.93)} ${n(cy + R * 0.2)}A${n(R * 0.95)} ${n(R * 0.95)} 0 0 1 ${n(cx - R * 0.15)} ${n(cy - R * 0.93)}`,
    fill: 'none',
    stroke: '#fff',
    'stroke-width': 7,
    'stroke-linecap': 'round',
    opacity: 0.25,
  })
  return { svg, reach: R + 80 }
}

function boardVessel(scene: Scene, art: RecipeArt, cx: number, cy: number): VesselResult {
  const { random } = scene
  const wood = random.pick(['#C89B67', '#B07A48', '#D8B384', '#A56D3F'])
  const width = 760
  const height = 520
  const angle = random.range(-7, 7)
  const x = cx - width / 2
  const y = cy - height / 2
  let board = el('rect', {
    x: x + 16,
    y: y + 22,
    width,
    height,
    rx: 36,
    fill: '#1a120c',
    opacity: 0.35,
    filter: `url(#${scene.id('shadow')})`,
  })
  board += el('rect', {
    x: x + width - 10,
    y: cy - 50,
    width: 130,
    height: 100,
    rx: 40,
    fill: darken(wood, 0.05),
  })
  board += el('circle', { cx: x + width + 80, cy, r: 16, fill: darken(wood, 0.6), opacity: 0.6 })
  board += el('rect', {
    x,
    y,
    width,
    height,
    rx: 36,
    fill: linear(
      scene,
      'board',
      [
        [0, lighten(wood, 0.1)],
        [1, darken(wood, 0.1)],
      ],
      1,
      1,
    ),
  })
  for (let i = 0; i < 16; i += 1) {
    const gy = y + 20 + random.range(0, height - 40)
    const amp = random.range(2, 8)
    board += el('path', {
      d: `M${n(x + 20)} ${n(gy)}C${n(x + width * 0.3)} ${n(gy - amp)} ${n(x + width * 0.6)} ${n(gy + amp)} ${n(x + width - 20)} ${n(gy)}`,
      fill: 'none',
      stroke: darken(wood, 0.3),
      'stroke-width': random.range(1, 2.5),
      opacity: 0.3,
    })
  }
  board += el('rect', {
    x: x + 6,
    y: y + 6,
    width: width - 12,
    height: height - 12,
    rx: 32,
    fill: 'none',
    stroke: lighten(wood, 0.25),
    'stroke-width': 3,
    opacity: 0.5,
  })
  const disc = { cx: cx - 10, cy, r: 215 }
  let onTop = food(scene, art.food, disc, art.garnish)
  if (art.food !== 'layers' || art.garnish !== 'nuts') onTop += garnishLayer(scene, art.garnish, disc)
  // A small dip bowl on the board.
  const dip = { cx: x + width - 95, cy: y + 95, r: 58 }
  onTop += el('circle', { cx: dip.cx + 6, cy: dip.cy + 8, r: dip.r, fill: '#000', opacity: 0.2 })
  onTop += el('circle', { cx: dip.cx, cy: dip.cy, r: dip.r, fill: '#F4EFE6' })
  onTop += el('circle', {
    cx: dip.cx + 2,
    cy: dip.cy + 3,
    r: dip.r * 0.78,
    fill: random.pick(['#F1EBDD', '#E9D5A9', '#B5472B', '#6FA34A']),
  })
  return { svg: group(board + onTop, { transform: `rotate(${n(angle)} ${n(cx)} ${n(cy)})` }), reach: 520 }
}

function glassVessel(scene: Scene, art: RecipeArt, cx: number, cy: number, R: number): string {
  const { random, palette } = scene
  let svg = el('ellipse', {
    cx: cx + 34,
    cy: cy + 40,
    rx: R * 1.05,
    ry: R,
    fill: '#1a120c',
    opacity: 0.22,
    filter: `url(#${scene.id('shadow')})`,
  })
  // Light through the coloured drink onto the table.
  svg += el('ellipse', {
    cx: cx + 40,
    cy: cy + 52,
    rx: R * 0.6,
    ry: R * 0.45,
    fill: palette[0],
    opacity: 0.25,
    filter: `url(#${scene.id('shadow')})`,
  })
  svg += el('circle', { cx, cy, r: R, fill: '#ffffff', opacity: 0.35 })
  svg += el('circle', { cx, cy, r: R, fill: 'none', stroke: '#ffffff', 'stroke-width': 6, opacity: 0.8 })
  svg += el('circle', { cx: cx + 6, cy: cy + 8, r: R * 0.88, fill: darken(palette[0], 0.2), opacity: 0.6 })
  const disc = { cx: cx + 4, cy: cy + 5, r: R * 0.85 }
  svg += liquid(scene, disc)
  if (art.food !== 'liquid') {
    for (let i = 0; i < 18; i += 1) {
      const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.7)
      svg += el('circle', { cx: x, cy: y, r: random.range(5, 10), fill: palette[1], opacity: 0.9 })
    }
  }
  const cubes = random.int(2, 4)
  for (let i = 0; i < cubes; i += 1) {
    const [x, y] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.55)
    const size = random.range(34, 46)
    svg += el('rect', {
      x: x - size / 2,
      y: y - size / 2,
      width: size,
      height: size,
      rx: 8,
      fill: '#ffffff',
      opacity: 0.45,
      stroke: '#ffffff',
      'stroke-width': 2,
      transform: `rotate(${n(random.range(0, 90))} ${n(x)} ${n(y)})`,
    })
  }
  svg += garnishLayer(scene, art.garnish, { ...disc, r: disc.r * 0.7 })
  svg += el('path', {
    d: `M${n(cx - R * 0.8)} ${n(cy - R * 0.2)}A${n(R * 0.85)} ${n(R * 0.85)} 0 0 1 ${n(cx - R * 0.1)} ${n(cy - R * 0.82)}`,
    fill: 'none',
    stroke: '#fff',
    'stroke-width': 8,
    'stroke-linecap': 'round',
    opacity: 0.6,
  })
  if (art.food === 'liquid' && random.chance(0.6)) {
    const a = random.range(-1.2, -0.3)
    const sx = cx + Math.cos(a) * R * 0.2
    const sy = cy + Math.sin(a) * R * 0.2
    svg += el('path', {
      d: `M${n(sx)} ${n(sy)}L${n(sx + Math.cos(a) * R * 1.9)} ${n(sy + Math.sin(a) * R * 1.9)}`,
      stroke: random.pick(['#E8E2D6', '#2F5D8A', '#B8433A']),
      'stroke-width': 14,
      'stroke-linecap': 'round',
    })
  }
  return svg
}

function cupVessel(scene: Scene, art: RecipeArt, cx: number, cy: number, R: number): string {
  const { random } = scene
  const china = random.pick(['#F6F2EA', '#F0E6D2', '#E3ECEF', '#2F5D8A'])
  const handleAngle = random.range(-0.5, 0.5)
  let svg = shadow(scene, cx, cy, R * 1.6, R * 1.55, 0.3)
  svg += el('circle', {
    cx,
    cy,
    r: R * 1.6,
    fill: radial(scene, `saucer${Math.round(R)}`, [
      [0, lighten(china, 0.1)],
      [0.8, china],
      [1, darken(china, 0.15)],
    ]),
  })
  svg += el('circle', {
    cx,
    cy,
    r: R * 1.2,
    fill: 'none',
    stroke: darken(china, 0.1),
    'stroke-width': 3,
    opacity: 0.6,
  })
  const hx = cx + Math.cos(handleAngle) * R * 1.08
  const hy = cy + Math.sin(handleAngle) * R * 1.08
  svg += el('rect', {
    x: hx - 12,
    y: hy - 26,
    width: 60,
    height: 52,
    rx: 24,
    fill: darken(china, 0.08),
    transform: `rotate(${n((handleAngle * 180) / Math.PI)} ${n(hx)} ${n(hy)})`,
  })
  svg += el('circle', { cx: cx + 8, cy: cy + 12, r: R, fill: '#000', opacity: 0.18 })
  svg += el('circle', {
    cx,
    cy,
    r: R,
    fill: radial(
      scene,
      `cup${Math.round(R)}`,
      [
        [0, lighten(china, 0.2)],
        [0.8, china],
        [1, darken(china, 0.2)],
      ],
      0.3,
      0.3,
    ),
  })
  const disc = { cx: cx + 2, cy: cy + 3, r: R * 0.84 }
  svg += liquid(scene, disc)
  // A light foam ring on tea.
  svg += el('circle', {
    cx: disc.cx,
    cy: disc.cy,
    r: disc.r * 0.92,
    fill: 'none',
    stroke: lighten(art.palette[0], 0.5),
    'stroke-width': 6,
    opacity: 0.35,
  })
  svg += garnishLayer(scene, art.garnish, { ...disc, r: disc.r * 0.7 })
  return svg
}

/* ---------------------------------------------------------------- props */

function napkin(scene: Scene, x: number, y: number, angle: number): string {
  const { random } = scene
  const cloth = random.pick([
    '#C9D6DF',
    '#E8D5B7',
    '#D9A5A0',
    '#A8C3A0',
    '#F0E6D2',
    '#B7C4D9',
    '#E2B27A',
    '#EFEAE2',
  ])
  const w = 420
  const h = 320
  const stripe = darken(cloth, 0.3)
  return group(
    el('rect', {
      x: -w / 2 + 10,
      y: -h / 2 + 14,
      width: w,
      height: h,
      rx: 8,
      fill: '#000',
      opacity: 0.15,
      filter: `url(#${scene.id('shadow')})`,
    }) +
      el('rect', { x: -w / 2, y: -h / 2, width: w, height: h, rx: 8, fill: cloth }) +
      el('rect', {
        x: -w / 2 + 22,
        y: -h / 2 + 22,
        width: w - 44,
        height: h - 44,
        fill: 'none',
        stroke: stripe,
        'stroke-width': 4,
        opacity: 0.6,
      }) +
      el('rect', {
        x: -w / 2 + 32,
        y: -h / 2 + 32,
        width: w - 64,
        height: h - 64,
        fill: 'none',
        stroke: stripe,
        'stroke-width': 1.5,
        opacity: 0.5,
      }) +
      el('path', {
        d: `M${-w / 2} ${h * 0.05}L${w / 2} ${-h * 0.05}`,
        stroke: darken(cloth, 0.2),
        'stroke-width': 6,
        opacity: 0.25,
      }) +
      el('rect', {
        x: -w / 2,
        y: -h / 2,
        width: w,
        height: h,
        rx: 8,
        filter: `url(#${scene.id('noise')})`,
        opacity: 0.25,
      }),
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` },
  )
}

function cutlery(scene: Scene, x: number, y: number, angle: number): string {
  const { random } = scene
  const wooden = random.chance(0.3)
  const metal = wooden
    ? '#C8945E'
    : linear(
        scene,
        'steel',
        [
          [0, '#F2F3F5'],
          [0.5, '#B9BEC4'],
          [1, '#8C9298'],
        ],
        1,
        0,
      )
  const fork =
    el('rect', { x: -7, y: 0, width: 14, height: 200, rx: 7, fill: metal }) +
    el('path', { d: 'M-22 -10 Q-22 20 0 24 Q22 20 22 -10 Z', fill: metal }) +
    [-18, -6, 6, 18]
      .map((tx) => el('rect', { x: tx - 3, y: -80, width: 6, height: 78, rx: 3, fill: metal }))
      .join('')
  const spoon =
    el('rect', { x: -7, y: 0, width: 14, height: 210, rx: 7, fill: metal }) +
    el('ellipse', { cx: 0, cy: -45, rx: 34, ry: 52, fill: metal }) +
    el('ellipse', { cx: -8, cy: -55, rx: 12, ry: 24, fill: '#fff', opacity: 0.35 })
  const knife =
    el('rect', { x: -7, y: 0, width: 14, height: 200, rx: 7, fill: metal }) +
    el('path', { d: 'M-9 0 L-9 -150 Q6 -150 11 -120 L9 0 Z', fill: metal })
  const pieces = wooden ? [spoon] : random.pick([[fork, knife], [fork, spoon], [spoon]])
  const drawn = pieces
    .map((piece, index) => {
      const dx = index * 70
      return (
        group(piece, { transform: `translate(${dx + 8} 10)`, opacity: 0.25, fill: '#000' }).replace(
          /fill="[^"]*"/g,
          'fill="#1a120c"',
        ) + group(piece, { transform: `translate(${dx} 0)` })
      )
    })
    .join('')
  return group(drawn, { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` })
}

function sideBowl(scene: Scene, x: number, y: number, r: number): string {
  const { random } = scene
  const bowl = random.pick(['#F5F1EA', '#2F5D8A', '#E9E2D3', '#B5603A', '#3F6E5A'])
  const content = random.pick([
    'olives',
    'chili',
    'sumac',
    'salt',
    'yogurt',
    'dates',
    'herbs',
    'lemons',
  ] as const)
  let svg = el('circle', {
    cx: x + 8,
    cy: y + 11,
    r,
    fill: '#000',
    opacity: 0.22,
    filter: `url(#${scene.id('shadow')})`,
  })
  svg += el('circle', { cx: x, cy: y, r, fill: bowl })
  svg += el('circle', { cx: x + 2, cy: y + 3, r: r * 0.8, fill: darken(bowl, 0.15) })
  const disc = { cx: x + 2, cy: y + 3, r: r * 0.72 }
  if (content === 'olives') {
    for (let i = 0; i < 9; i += 1) {
      const [ox, oy] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.7)
      svg += el('ellipse', {
        cx: ox,
        cy: oy,
        rx: 13,
        ry: 10,
        fill: random.pick(['#3B2A3A', '#4A3A2A', '#6B7A2E']),
      })
      svg += el('circle', { cx: ox - 4, cy: oy - 3, r: 3, fill: '#fff', opacity: 0.35 })
    }
  } else if (content === 'yogurt') {
    svg += el('circle', { ...disc, fill: '#F7F4EC' })
    svg += el('circle', {
      cx: disc.cx,
      cy: disc.cy,
      r: disc.r * 0.5,
      fill: 'none',
      stroke: '#E2DACB',
      'stroke-width': 4,
    })
    svg += herbLeaves(scene, { ...disc, r: disc.r * 0.4 }, 4)
  } else if (content === 'dates') {
    for (let i = 0; i < 6; i += 1) {
      const [ox, oy] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.55)
      svg += el('ellipse', {
        cx: ox,
        cy: oy,
        rx: 22,
        ry: 12,
        fill: random.pick(['#5A2E16', '#6B3A1F', '#4A2410']),
        transform: `rotate(${n(random.range(0, 180))} ${n(ox)} ${n(oy)})`,
      })
      svg += el('ellipse', { cx: ox - 5, cy: oy - 3, rx: 7, ry: 3, fill: '#fff', opacity: 0.25 })
    }
  } else if (content === 'herbs') {
    svg += herbLeaves(scene, disc, 16)
  } else if (content === 'lemons') {
    svg += citrusSlice(scene, disc.cx - 12, disc.cy - 8, disc.r * 0.55, '#F2D25C')
    svg += citrusSlice(scene, disc.cx + 16, disc.cy + 14, disc.r * 0.5, '#F2D25C')
  } else {
    const color = { chili: '#B8321F', sumac: '#7A2335', salt: '#F4F2EE' }[content]
    svg += el('circle', { ...disc, fill: color })
    for (let i = 0; i < 60; i += 1) {
      const [ox, oy] = pointInDisc(random, disc.cx, disc.cy, disc.r * 0.95)
      svg += el('circle', {
        cx: ox,
        cy: oy,
        r: random.range(1, 3),
        fill: mix(color, random.chance(0.5) ? '#fff' : '#000', 0.25),
      })
    }
  }
  return svg
}

function lemonHalf(scene: Scene, x: number, y: number, r: number): string {
  return (
    el('circle', { cx: x + 6, cy: y + 9, r, fill: '#000', opacity: 0.2 }) +
    citrusSlice(scene, x, y, r, '#F2C94C')
  )
}

function scatteredHerbs(scene: Scene, x: number, y: number, spread: number): string {
  const { random } = scene
  let out = ''
  const sprigs = random.int(3, 6)
  for (let i = 0; i < sprigs; i += 1) {
    const [lx, ly] = pointInDisc(random, x, y, spread)
    const angle = random.range(0, Math.PI * 2)
    const length = random.range(40, 70)
    out += el('path', {
      d: leafPath(lx + 5, ly + 7, length, length * 0.35, angle),
      fill: '#000',
      opacity: 0.15,
    })
    out += el('path', { d: leafPath(lx, ly, length, length * 0.35, angle), fill: random.pick(GREENS) })
  }
  for (let i = 0; i < 24; i += 1) {
    const [dx, dy] = pointInDisc(random, x, y, spread * 1.3)
    out += el('circle', {
      cx: dx,
      cy: dy,
      r: random.range(1, 3),
      fill: random.pick(['#B8321F', '#6B3A1F', '#E9D5A9', '#3E7B2E']),
      opacity: 0.8,
    })
  }
  return out
}

interface Spot {
  x: number
  y: number
}

const CORNERS: Spot[] = [
  { x: 150, y: 140 },
  { x: 1050, y: 140 },
  { x: 150, y: 760 },
  { x: 1050, y: 760 },
  { x: 110, y: 450 },
  { x: 1090, y: 450 },
]

function freeSpots(cx: number, cy: number, reach: number, clearance: number): Spot[] {
  return CORNERS.filter((spot) => Math.hypot(spot.x - cx, spot.y - cy) > reach + clearance)
}

/* ---------------------------------------------------------------- scene */

/** The picture for one recipe: a 1200×900 SVG. */
export function generateRecipeArt(recipe: { art: RecipeArt }): string {
  const art = recipe.art
  const random = createRandom(art.seed)
  const prefix = `r${(art.seed >>> 0).toString(36)}`
  let counter = 0
  const scene: Scene = {
    random,
    id: (name) => `${prefix}-${name}`,
    unique: (name) => `${prefix}-${name}-${(counter += 1)}`,
    defs: [],
    palette: art.palette,
    scale: art.scale ?? 1,
  }

  scene.defs.push(
    el(
      'filter',
      { id: scene.id('noise'), x: 0, y: 0, width: '100%', height: '100%' },
      el('feTurbulence', {
        type: 'fractalNoise',
        baseFrequency: 0.9,
        numOctaves: 2,
        seed: art.seed % 1000,
        result: 'grain',
      }) +
        el('feColorMatrix', { type: 'matrix', values: '0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.55 -0.12' }),
    ),
    el(
      'filter',
      { id: scene.id('shadow'), x: '-20%', y: '-20%', width: '140%', height: '140%' },
      el('feGaussianBlur', { stdDeviation: 16 }),
    ),
    el(
      'filter',
      { id: scene.id('soft'), x: '-50%', y: '-50%', width: '200%', height: '200%' },
      el('feGaussianBlur', { stdDeviation: 4 }),
    ),
  )

  const dark = luminance(art.palette[0]) < 0.3
  const styles: TableStyle[] = dark
    ? ['linen', 'wood', 'gingham', 'marble', 'tiles']
    : ['linen', 'wood', 'gingham', 'marble', 'slate', 'tiles', 'linen', 'wood']
  const style =
    art.vessel === 'board'
      ? random.pick<TableStyle>(['linen', 'marble', 'slate', 'gingham'])
      : random.pick(styles)

  const background = table(scene, style)
  const drink = art.vessel === 'glass' || art.vessel === 'cup'
  const cx = drink ? random.range(500, 560) : random.range(560, 640)
  const cy = drink ? random.range(440, 480) : random.range(430, 470)

  let vessel: string
  let reach: number
  if (art.vessel === 'glass') {
    const R = random.range(165, 185)
    const second = { x: cx + random.range(300, 340), y: cy - random.range(150, 200), r: R * 0.82 }
    vessel = glassVessel(scene, art, second.x, second.y, second.r) + glassVessel(scene, art, cx, cy + 60, R)
    reach = R + 60
  } else if (art.vessel === 'cup') {
    const R = random.range(110, 125)
    vessel = cupVessel(scene, art, cx + 330, cy - 170, R * 0.85) + cupVessel(scene, art, cx, cy + 60, R)
    reach = R * 1.6 + 60
  } else {
    const builders = {
      plate: plateVessel,
      bowl: bowlVessel,
      tray: trayVessel,
      pot: potVessel,
      board: boardVessel,
    }
    const result = builders[art.vessel](scene, art, cx, cy)
    vessel = result.svg
    reach = result.reach
  }

  // Props: a napkin under one corner, cutlery beside the dish, and small things in the free corners.
  const under: string[] = []
  const over: string[] = []
  const spots = freeSpots(cx, cy, reach, 70)
  const napkinSpot = random.pick([
    { x: 170, y: 790 },
    { x: 1040, y: 800 },
    { x: 160, y: 120 },
  ])
  if (random.chance(0.7)) under.push(napkin(scene, napkinSpot.x, napkinSpot.y, random.range(-25, 25)))
  if (!drink) {
    const right = cx + reach + 70 + 140 < W - 10
    const left = cx - reach - 120 - 40 > 10
    if (right || left) {
      const x = right ? cx + reach + 70 : cx - reach - 120
      over.push(cutlery(scene, x, cy - 40, random.range(-6, 6)))
    }
  }
  const shuffled = [...spots].sort(() => random.next() - 0.5)
  const extras = shuffled.slice(0, random.int(1, 3))
  for (const spot of extras) {
    const kind = random.pick(
      drink ? (['lemon', 'herbs', 'bowl'] as const) : (['bowl', 'bowl', 'lemon', 'herbs'] as const),
    )
    if (kind === 'bowl') over.push(sideBowl(scene, spot.x, spot.y, random.range(62, 78)))
    else if (kind === 'lemon') over.push(lemonHalf(scene, spot.x, spot.y, random.range(40, 52)))
    else over.push(scatteredHerbs(scene, spot.x, spot.y, 60))
  }

  const vignette = radial(
    scene,
    'vignette',
    [
      [0, '#000', 0],
      [0.65, '#000', 0],
      [1, '#000', 0.32],
    ],
    0.45,
    0.42,
  )
  const light = linear(
    scene,
    'light',
    [
      [0, '#fff', 0.14],
      [0.6, '#fff', 0],
    ],
    1,
    1,
  )

  const body = [
    background,
    under.join(''),
    vessel,
    over.join(''),
    el('rect', { width: W, height: H, fill: vignette }),
    el('rect', { width: W, height: H, fill: light }),
  ].join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${el('defs', {}, scene.defs.join(''))}${body}</svg>`
}
