/**
 * Small building blocks for the generated SVG artwork: a seeded random source, colour maths and
 * element builders. Pure string building with no dependencies, so the output is identical on every run.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** A float in [min, max). */
  range(min: number, max: number): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
}

/** mulberry32: tiny, fast and good enough for picture-making. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0 || 0x9e3779b9
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => Math.floor(min + next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (probability) => next() < probability,
  }
}

/** FNV-1a hash of a string, for seeds derived from names. */
export function hashString(text: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193)
  }
  return value >>> 0
}

/** Rounds for compact, stable output. */
export const n = (value: number) => (Math.round(value * 10) / 10).toString()

type Rgb = [number, number, number]

function parseHex(hex: string): Rgb {
  const clean = hex.replace('#', '')
  const full =
    clean.length === 3
      ? clean
          .split('')
          .map((c) => c + c)
          .join('')
      : clean
  const value = Number.parseInt(full, 16)
  if (Number.isNaN(value) || full.length !== 6) return [128, 128, 128]
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0')
  return `#${part(r)}${part(g)}${part(b)}`
}

/** Linear mix of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a)
  const y = parseHex(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

export const lighten = (color: string, t: number) => mix(color, '#ffffff', t)
export const darken = (color: string, t: number) => mix(color, '#1a120c', t)

/** Perceived brightness 0..1. */
export function luminance(color: string): number {
  const [r, g, b] = parseHex(color)
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255
}

/** An HSL colour as hex (h in degrees, s and l in 0..1). */
export function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const channel = (t0: number) => {
    let t = t0
    if (t < 0) t += 1
    if (t > 1) t -= 1
    if (t < 1 / 6) return p + (q - p) * 6 * t
    if (t < 1 / 2) return q
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6
    return p
  }
  return toHex([channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255])
}

type AttrValue = string | number | undefined
export type Attrs = Record<string, AttrValue>

function attrs(attributes: Attrs): string {
  return Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join('')
}

/** A self-closing element, or one with children when `children` is given. */
export function el(name: string, attributes: Attrs, children?: string): string {
  return children === undefined
    ? `<${name}${attrs(attributes)}/>`
    : `<${name}${attrs(attributes)}>${children}</${name}>`
}

export const group = (children: string, attributes: Attrs = {}) => el('g', attributes, children)

/** A closed, smooth blob around (cx, cy): radius varies by `wobble` (0..1) at `points` control points. */
export function blobPath(
  random: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble: number,
  points = 9,
) {
  const pts: [number, number][] = []
  const turn = random.range(0, Math.PI * 2)
  for (let i = 0; i < points; i += 1) {
    const angle = turn + (i / points) * Math.PI * 2
    const scale = 1 + random.range(-wobble, wobble)
    pts.push([cx + Math.cos(angle) * rx * scale, cy + Math.sin(angle) * ry * scale])
  }
  return smoothClosedPath(pts)
}

/** Catmull-Rom through the points, as cubic Béziers, closed. */
export function smoothClosedPath(points: [number, number][]): string {
  const count = points.length
  const at = (i: number) => points[((i % count) + count) % count] as [number, number]
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`
  for (let i = 0; i < count; i += 1) {
    const p0 = at(i - 1)
    const p1 = at(i)
    const p2 = at(i + 1)
    const p3 = at(i + 2)
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${n(c1[0]!)} ${n(c1[1]!)} ${n(c2[0]!)} ${n(c2[1]!)} ${n(p2[0])} ${n(p2[1])}`
  }
  return `${d}Z`
}

/** A leaf shape pointing along `angle`, centred at (x, y). */
export function leafPath(x: number, y: number, length: number, width: number, angle: number): string {
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const point = (u: number, v: number) => `${n(x + u * cos - v * sin)} ${n(y + u * sin + v * cos)}`
  const h = length / 2
  return `M${point(-h, 0)}Q${point(0, -width)} ${point(h, 0)}Q${point(0, width)} ${point(-h, 0)}Z`
}

/** A point at `radius` times a random fraction (uniform over the disc) from the centre. */
export function pointInDisc(random: Random, cx: number, cy: number, radius: number): [number, number] {
  const angle = random.range(0, Math.PI * 2)
  const distance = Math.sqrt(random.next()) * radius
  return [cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance]
}
