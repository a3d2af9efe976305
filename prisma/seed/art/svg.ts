// A tiny SVG builder for the seed pictures: shapes as strings, gradients collected as defs.
import type { Rng } from '../prng.ts';

export type Attrs = Record<string, string | number | undefined>;

const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? round(v) : v}"`)
    .join(' ');
const round = (n: number) => Math.round(n * 10) / 10;

export const el = (tag: string, a: Attrs, children = '') =>
  children ? `<${tag} ${attrs(a)}>${children}</${tag}>` : `<${tag} ${attrs(a)}/>`;
export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
export const polygon = (points: number[], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: pairs(points), fill, ...extra });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });
export const group = (children: string, extra: Attrs = {}) => el('g', extra, children || ' ');
const pairs = (p: number[]) => p.map((v, i) => (i % 2 ? `${round(v)} ` : `${round(v)},`)).join('').trim();

/** Collects shapes and gradient definitions for one picture. */
export class Canvas {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  private nextId = 0;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  add(...shapes: string[]) {
    this.body.push(...shapes);
    return this;
  }

  /** A vertical (default) or custom-direction linear gradient; returns `url(#id)`. */
  linear(stops: Stop[], dir: { x1?: number; y1?: number; x2?: number; y2?: number } = {}): string {
    const id = `g${this.nextId++}`;
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = dir;
    this.defs.push(el('linearGradient', { id, x1, y1, x2, y2 }, stopTags(stops)));
    return `url(#${id})`;
  }

  /** A radial gradient centred in the shape's box by default. */
  radial(stops: Stop[], at: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {}): string {
    const id = `g${this.nextId++}`;
    const { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = at;
    this.defs.push(el('radialGradient', { id, cx, cy, r, fx, fy }, stopTags(stops)));
    return `url(#${id})`;
  }

  /** Draws `draw()` inside a <g> with a transform (to reuse a drawing smaller or moved). */
  within(transform: string, draw: () => void) {
    const start = this.body.length;
    draw();
    const inner = this.body.splice(start).join('');
    this.body.push(group(inner, { transform }));
    return this;
  }

  /** Draws `draw()` clipped to `shape` (an SVG element string). */
  clipped(shape: string, draw: () => void) {
    const id = `c${this.nextId++}`;
    this.defs.push(el('clipPath', { id }, shape));
    const start = this.body.length;
    draw();
    const inner = this.body.splice(start).join('');
    this.body.push(group(inner, { 'clip-path': `url(#${id})` }));
    return this;
  }

  private softId: string | undefined;
  /** A light-top, dark-bottom overlay that makes a flat shape look rounded. */
  soft(): string {
    return (this.softId ??= this.linear([
      [0, '#ffffff', 0.16],
      [0.45, '#ffffff', 0],
      [1, '#000000', 0.12],
    ]));
  }

  /** A soft contact shadow under an object standing at (cx, y). */
  shadow(cx: number, y: number, rx: number, ry = rx * 0.12, strength = 0.22) {
    const fill = this.radial([
      [0, '#2a2520', strength],
      [0.6, '#2a2520', strength * 0.45],
      [1, '#2a2520', 0],
    ]);
    return this.add(ellipse(cx, y, rx, ry, fill));
  }

  /** A soft light pool (lamps, sun, candles). */
  glow(cx: number, cy: number, r: number, color: string, strength = 0.55) {
    const fill = this.radial([
      [0, color, strength],
      [0.45, color, strength * 0.35],
      [1, color, 0],
    ]);
    return this.add(circle(cx, cy, r, fill));
  }

  toSvg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

export type Stop = [offset: number, color: string, opacity?: number];
const stopTags = (stops: Stop[]) =>
  stops.map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity })).join('');

// ---- colour helpers ----

const toRgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) => '#' + rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [toRgb(a), toRgb(b)];
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#1d1a17', t);

// ---- palettes: muted, harmonious ----

export interface RoomPalette {
  wallTop: string;
  wallBottom: string;
  floor: string;
}

export const roomPalettes: RoomPalette[] = [
  { wallTop: '#dfe5dc', wallBottom: '#eef1ea', floor: '#cbd0c3' }, // sage
  { wallTop: '#ece2d5', wallBottom: '#f7f1e8', floor: '#dccfbd' }, // sand
  { wallTop: '#efe0da', wallBottom: '#f8efeb', floor: '#e0cdc4' }, // blush
  { wallTop: '#dbe4ea', wallBottom: '#eef3f6', floor: '#cad4da' }, // mist
  { wallTop: '#e8d8ca', wallBottom: '#f5ebe2', floor: '#d7c2b1' }, // clay
  { wallTop: '#e3e1dc', wallBottom: '#f3f2ef', floor: '#d1cdc6' }, // stone
];

/** Upholstery, ceramics and paint colours that sit well together. */
export const fabrics = ['#7d8f7a', '#c08b6d', '#d8c7ae', '#5f6f82', '#c9a45c', '#8c7287', '#a65f4e', '#e4dccf', '#4f5d56', '#9aa9b2', '#b6876a', '#6e7c6a'];
export const accents = ['#c9a45c', '#a65f4e', '#7d8f7a', '#5f6f82', '#d4a59a', '#e0c48f', '#8c7287', '#3f5a5a'];
export const woods = ['#b58a5f', '#8a6141', '#d4b48c', '#6b4a33', '#c49b6c'];
export const metals = { chrome: '#c7ccd1', brass: '#b8955a', black: '#3a3b3d', white: '#f2f0ec' };

export const pickRoom = (rng: Rng) => rng.pick(roomPalettes);
