// Vendor logos: a monogram inside a ringed badge, with a small emblem for the brand type.
import type { Rng } from '../prng.ts';
import { Canvas, circle, darken, el, lighten, path, rect } from './svg.ts';

const badgeColours = ['#4f5d56', '#5f6f82', '#a65f4e', '#8c7287', '#7d8f7a', '#3f5a5a', '#b58a5f', '#6b4a33'];
const backgrounds = ['#f3eee6', '#eef1ea', '#f6efe9', '#edf1f4', '#f4efe4'];

export type BadgeEmblem = 'REAL_ESTATE' | 'HOME_PRODUCTS' | 'ELECTRONICS';

/** Up to two initials from a store name: "Skyline Estates" -> "SE", "Voltline" -> "V". */
export function monogram(name: string): string {
  const words = name.split(/[\s&-]+/).filter((w) => /^[A-Za-z]/.test(w) && !['and', 'of', 'the', 'co'].includes(w.toLowerCase()));
  return words.slice(0, 2).map((w) => w[0].toUpperCase()).join('') || '?';
}

export function drawBadge(c: Canvas, rng: Rng, name: string, emblem: BadgeEmblem) {
  const s = c.width;
  const mid = s / 2;
  const colour = rng.pick(badgeColours);
  c.add(rect(0, 0, s, s, rng.pick(backgrounds)));
  c.add(circle(mid, mid + s * 0.02, s * 0.4, '#000000', { opacity: 0.08 }));
  c.add(circle(mid, mid, s * 0.4, colour), circle(mid, mid, s * 0.4, c.linear([[0, '#ffffff', 0.12], [1, '#000000', 0.12]])));
  c.add(circle(mid, mid, s * 0.345, 'none', { stroke: lighten(colour, 0.55), 'stroke-width': s * 0.008 }));
  const ink = '#f7f3ec';
  if (emblem === 'REAL_ESTATE') {
    c.add(path(`M${mid - s * 0.12},${mid - s * 0.16} L${mid},${mid - s * 0.25} L${mid + s * 0.12},${mid - s * 0.16}`, 'none', { stroke: ink, 'stroke-width': s * 0.014, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
  } else if (emblem === 'HOME_PRODUCTS') {
    c.add(path(`M${mid},${mid - s * 0.16} C${mid - s * 0.06},${mid - s * 0.19} ${mid - s * 0.05},${mid - s * 0.25} ${mid},${mid - s * 0.27} C${mid + s * 0.05},${mid - s * 0.25} ${mid + s * 0.06},${mid - s * 0.19} ${mid},${mid - s * 0.16}z`, ink));
  } else {
    c.add(path(`M${mid + s * 0.015},${mid - s * 0.27} l${-s * 0.05},${s * 0.065} h${s * 0.04} l${-s * 0.02},${s * 0.05} l${s * 0.06},${-s * 0.07} h${-s * 0.04}z`, ink));
  }
  const letters = monogram(name);
  c.add(
    el('text', {
      x: mid,
      y: mid + s * 0.1,
      'text-anchor': 'middle',
      'font-family': 'DejaVu Serif, Georgia, serif',
      'font-weight': 'bold',
      'font-size': letters.length > 1 ? s * 0.25 : s * 0.3,
      'letter-spacing': s * 0.01,
      fill: ink,
    }, letters),
  );
  c.add(rect(mid - s * 0.08, mid + s * 0.17, s * 0.16, s * 0.008, darken(ink, 0.1), { opacity: 0.8 }));
}
