// Furniture drawn front-on in a quiet room, and the pieces other scenes borrow (room, sofa,
// table, floor lamp, plant pot, artwork). Lights and decor: lights-and-decor.ts. Sizes are for a 1200x900 canvas.
import type { Rng } from '../prng.ts';
import { Canvas, accents, circle, darken, ellipse, fabrics, group, lighten, line, metals, mix, path, pickRoom, polygon, rect, woods, type RoomPalette } from './svg.ts';

export const W = 1200;
export const H = 900;

/** Wall, floor, skirting and (sometimes) a soft shaft of window light. */
export function room(c: Canvas, rng: Rng, pal: RoomPalette = pickRoom(rng), floorY = 640) {
  c.add(rect(0, 0, W, floorY, c.linear([[0, pal.wallTop], [1, pal.wallBottom]])));
  if (rng.chance(0.65)) {
    const x = rng.int(60, 760);
    const light = c.linear([[0, '#ffffff', 0.28], [1, '#ffffff', 0]], { x1: 0, y1: 0, x2: 0.6, y2: 1 });
    c.add(polygon([x, 0, x + 300, 0, x + 180, floorY, x - 120, floorY], light));
  }
  c.add(rect(0, floorY, W, H - floorY, c.linear([[0, darken(pal.floor, 0.06)], [1, lighten(pal.floor, 0.18)]])));
  c.add(rect(0, floorY - 8, W, 8, lighten(pal.wallBottom, 0.5), { opacity: 0.7 }));
  return pal;
}

function pillow(c: Canvas, x: number, y: number, s: number, color: string, rot: number) {
  const d = `M${x - s},${y - s} Q${x},${y - s * 0.8} ${x + s},${y - s} Q${x + s * 0.8},${y} ${x + s},${y + s} Q${x},${y + s * 0.8} ${x - s},${y + s} Q${x - s * 0.8},${y} ${x - s},${y - s}Z`;
  c.add(group(path(d, color) + path(d, c.soft()), { transform: `rotate(${rot} ${x} ${y})` }));
}

export interface SofaOptions {
  cx: number;
  base: number;
  width: number;
  seats: number;
  color: string;
  leg: string;
  pillows?: string[];
}

export function sofa(c: Canvas, o: SofaOptions) {
  const { cx, base, width: w, seats, color } = o;
  const x0 = cx - w / 2;
  const arm = Math.min(86, w * 0.16);
  const dark = darken(color, 0.2);
  const mid = darken(color, 0.08);
  c.shadow(cx, base + 2, w * 0.58, 30);
  for (const lx of [x0 + 46, x0 + w - 60]) c.add(polygon([lx, base - 30, lx + 14, base - 30, lx + 11, base, lx + 3, base], o.leg));
  c.add(rect(x0 + 26, base - 340, w - 52, 240, dark, { rx: 36 }));
  const inner = w - 2 * arm;
  const each = inner / seats;
  for (let i = 0; i < seats; i++) {
    const x = x0 + arm + i * each + 5;
    c.add(rect(x, base - 320, each - 10, 180, lighten(color, 0.06), { rx: 30 }), rect(x, base - 320, each - 10, 180, c.soft(), { rx: 30 }));
  }
  c.add(rect(x0 + 18, base - 142, w - 36, 114, dark, { rx: 22 }));
  for (let i = 0; i < seats; i++) {
    const x = x0 + arm + i * each + 4;
    c.add(rect(x, base - 178, each - 8, 66, color, { rx: 20 }), rect(x, base - 178, each - 8, 66, c.soft(), { rx: 20 }));
  }
  for (const ax of [x0, x0 + w - arm]) {
    c.add(rect(ax, base - 240, arm, 212, mid, { rx: 40 }), rect(ax, base - 240, arm, 212, c.soft(), { rx: 40 }));
  }
  (o.pillows ?? []).forEach((p, i, all) => {
    const px = all.length === 1 ? x0 + arm + 80 : i === 0 ? x0 + arm + 70 : x0 + w - arm - 70;
    pillow(c, px, base - 232, 58, p, i === 0 ? -8 : 8);
  });
}

export function drawSofa(c: Canvas, rng: Rng) {
  room(c, rng);
  const color = rng.pick(fabrics);
  if (rng.chance(0.5)) sideTable(c, rng, 170, 720);
  sofa(c, {
    cx: 600, base: 730, width: rng.int(720, 820), seats: rng.pick([2, 3, 3]), color, leg: rng.pick(woods),
    pillows: rng.sample(accents.filter((a) => a !== color), rng.int(1, 2)),
  });
}

export function drawArmchair(c: Canvas, rng: Rng) {
  room(c, rng);
  const color = rng.pick(fabrics);
  if (rng.chance(0.6)) floorLamp(c, rng, 330, 720, false);
  sofa(c, { cx: 640, base: 740, width: rng.int(380, 430), seats: 1, color, leg: rng.pick(woods), pillows: rng.chance(0.5) ? [rng.pick(accents)] : [] });
  if (rng.chance(0.5)) plantPot(c, rng, 960, 720, 0.7);
}

function sideTable(c: Canvas, rng: Rng, cx: number, base: number) {
  const wood = rng.pick(woods);
  c.shadow(cx, base, 90, 12);
  c.add(rect(cx - 6, base - 200, 12, 200, darken(wood, 0.15)), ellipse(cx, base - 2, 60, 10, darken(wood, 0.2)));
  c.add(ellipse(cx, base - 200, 95, 18, wood), ellipse(cx, base - 205, 95, 16, lighten(wood, 0.15)));
  c.add(rect(cx - 22, base - 270, 44, 62, rng.pick(['#e8e3da', '#c08b6d', '#7d8f7a']), { rx: 18 }));
  for (const a of [-40, -10, 25]) c.add(line(cx, base - 268, cx + a, base - 330, '#6e7c6a', 3));
}

export function drawChair(c: Canvas, rng: Rng) {
  room(c, rng);
  const wood = rng.pick(woods);
  const seat = rng.chance(0.5) ? rng.pick(fabrics) : wood;
  const style = rng.pick(['slats', 'panel', 'spindles'] as const);
  const cx = 600;
  const base = 760;
  const sy = base - 250;
  const dw = darken(wood, 0.18);
  c.shadow(cx, base, 230, 26);
  for (const s of [-1, 1]) c.add(rect(cx + s * 118 - 7, sy - 40, 14, 250 - 70, dw)); // back legs
  for (const s of [-1, 1]) c.add(rect(cx + s * 118 - 8, sy - 330, 16, 300, wood, { rx: 6 })); // posts
  if (style === 'panel') {
    c.add(rect(cx - 122, sy - 320, 244, 250, seat === wood ? rng.pick(fabrics) : seat, { rx: 26 }), rect(cx - 122, sy - 320, 244, 250, c.soft(), { rx: 26 }));
  } else {
    c.add(rect(cx - 126, sy - 334, 252, 62, wood, { rx: 16 }), rect(cx - 126, sy - 334, 252, 62, c.soft(), { rx: 16 }));
    const n = style === 'slats' ? 3 : 6;
    for (let i = 0; i < n; i++) {
      const x = cx - 100 + (200 / (n - 1)) * i;
      c.add(rect(x - (style === 'slats' ? 14 : 5), sy - 272, style === 'slats' ? 28 : 10, 230, wood, { rx: 5 }));
    }
  }
  c.add(polygon([cx - 130, sy - 46, cx + 130, sy - 46, cx + 158, sy, cx - 158, sy], lighten(seat, 0.14)));
  c.add(rect(cx - 158, sy, 316, 24, darken(seat, 0.12), { rx: 6 }));
  for (const s of [-1, 1]) c.add(polygon([cx + s * 146 - 9, sy + 22, cx + s * 146 + 9, sy + 22, cx + s * 150 + 6, base, cx + s * 150 - 6, base], wood));
  c.add(rect(cx - 140, base - 90, 280, 10, dw, { rx: 5 }));
}

export function table(c: Canvas, rng: Rng, cx: number, base: number, w: number, wood: string, decorate = true) {
  const ty = base - 290;
  const dw = darken(wood, 0.2);
  c.shadow(cx, base, w * 0.55, 26);
  for (const s of [-1, 1]) c.add(rect(cx + s * (w / 2 - 90) - 10, ty - 30, 20, 270, dw));
  c.add(polygon([cx - w / 2 + 50, ty - 52, cx + w / 2 - 50, ty - 52, cx + w / 2, ty, cx - w / 2, ty], lighten(wood, 0.12)));
  c.add(rect(cx - w / 2, ty, w, 28, wood, { rx: 4 }), rect(cx - w / 2, ty + 24, w, 4, dw));
  if (decorate) {
    // a jug of stems and a fruit bowl on the top
    c.add(path(`M${cx - 130},${ty - 22} q-26,-60 0,-110 h44 q26,50 0,110 z`, rng.pick(['#e8e3da', '#c08b6d', '#9aa9b2'])));
    for (const a of [-60, -20, 20, 55]) c.add(line(cx - 108, ty - 122, cx - 108 + a, ty - 222, '#6e7c6a', 3));
    for (const [a, r] of [[-60, 14], [-20, 12], [20, 13], [55, 11]]) c.add(circle(cx - 108 + a, ty - 222, r, rng.pick(['#e9d8c4', '#d4a59a', '#f1ece3'])));
    for (const [dx, col] of [[90, '#c9a45c'], [125, '#a65f4e'], [160, '#7d8f7a']] as const) c.add(circle(cx + dx, ty - 44, 22, col));
    c.add(path(`M${cx + 60},${ty - 34} h130 q-10,38 -65,38 q-55,0 -65,-38z`, '#efe9df'));
  }
  for (const s of [-1, 1]) c.add(polygon([cx + s * (w / 2 - 44) - 12, ty + 28, cx + s * (w / 2 - 44) + 12, ty + 28, cx + s * (w / 2 - 44) + 8, base, cx + s * (w / 2 - 44) - 8, base], wood));
}

export function drawTable(c: Canvas, rng: Rng) {
  room(c, rng);
  const wood = rng.pick(woods);
  if (rng.chance(0.5)) {
    table(c, rng, 600, 760, rng.int(640, 760), wood);
    return;
  }
  // round coffee table with books and a bowl
  const cx = 600;
  const base = 760;
  const top = base - 170;
  c.shadow(cx, base, 300, 30);
  c.add(path(`M${cx - 60},${top} L${cx - 90},${base} h180 L${cx + 60},${top}z`, darken(wood, 0.2)));
  c.add(ellipse(cx, top + 14, 290, 62, darken(wood, 0.15)), ellipse(cx, top, 290, 62, lighten(wood, 0.1)));
  const book = (y: number, w: number, col: string) => c.add(rect(cx - 140, y, w, 22, col, { rx: 3 }), rect(cx - 136, y + 4, w - 8, 14, '#f3eee6'));
  book(top - 44, 170, '#5f6f82');
  book(top - 66, 150, '#c08b6d');
  c.add(path(`M${cx + 60},${top - 20} h150 q-8,-52 -75,-52 q-67,0 -75,52z`, rng.pick(['#e4dccf', '#7d8f7a', '#d4a59a'])));
}

export function drawBed(c: Canvas, rng: Rng) {
  const pal = room(c, rng, pickRoom(rng), 600);
  const cx = 600;
  const base = 760;
  const head = rng.pick(fabrics);
  const linen = rng.pick(['#f4f1ec', '#ece5da', '#e3e7e4', '#efe4dc']);
  const wood = rng.pick(woods);
  for (const s of [-1, 1]) {
    const nx = cx + s * 470;
    c.shadow(nx, base - 60, 80, 10);
    c.add(rect(nx - 70, base - 250, 140, 190, wood, { rx: 8 }), rect(nx - 58, base - 170, 116, 4, darken(wood, 0.25)));
    c.glow(nx, base - 390, 170, '#ffe9c2', 0.45);
    c.add(rect(nx - 6, base - 330, 12, 80, metals.brass), ellipse(nx, base - 252, 36, 8, metals.brass));
    c.add(polygon([nx - 52, base - 420, nx + 52, base - 420, nx + 70, base - 330, nx - 70, base - 330], lighten(mix(pal.wallTop, '#f6efe2', 0.6), 0.2)));
  }
  c.shadow(cx, base, 420, 30);
  c.add(rect(cx - 330, base - 470, 660, 330, head, { rx: 34 }), rect(cx - 330, base - 470, 660, 330, c.soft(), { rx: 34 }));
  for (let i = 1; i < 6; i++) c.add(line(cx - 330 + i * 110, base - 455, cx - 330 + i * 110, base - 160, darken(head, 0.15), 3, { opacity: 0.6 }));
  for (const [x, col] of [[cx - 170, linen], [cx + 170, linen], [cx - 90, rng.pick(accents)], [cx + 90, rng.pick(accents)]] as const) {
    c.add(rect(x - 120, base - 330, 240, 100, col, { rx: 30 }), rect(x - 120, base - 330, 240, 100, c.soft(), { rx: 30 }));
  }
  c.add(rect(cx - 380, base - 90, 760, 54, darken(head, 0.15), { rx: 10 }));
  c.add(path(`M${cx - 370},${base - 250} h740 v150 q-370,22 -740,0z`, linen), path(`M${cx - 370},${base - 250} h740 v150 q-370,22 -740,0z`, c.soft()));
  const throwCol = rng.pick(accents);
  c.add(rect(cx - 372, base - 170, 744, 64, throwCol, { rx: 8 }), rect(cx - 372, base - 170, 744, 64, c.soft(), { rx: 8 }));
  for (const s of [-1, 1]) c.add(rect(cx + s * 340 - 8, base - 40, 16, 40, darken(wood, 0.2)));
}

export function drawShelf(c: Canvas, rng: Rng) {
  room(c, rng);
  const wood = rng.pick(woods);
  const cx = 600;
  const base = 780;
  const w = 440;
  const h = 620;
  const x0 = cx - w / 2;
  const top = base - h;
  c.shadow(cx, base, w * 0.6, 22);
  c.add(rect(x0, top, w, h, darken(wood, 0.25), { rx: 6 }), rect(x0 + 18, top + 18, w - 36, h - 36, darken(wood, 0.45), { opacity: 0.35 }));
  const rows = 4;
  const gap = (h - 36) / rows;
  for (let r = 0; r < rows; r++) {
    const shelfY = top + 18 + gap * (r + 1);
    let x = x0 + 30;
    const stop = x0 + w - 30;
    const objectAt = rng.chance(0.6) ? rng.int(0, 1) : -1;
    let placedObject = false;
    while (x < stop - 20) {
      if (!placedObject && objectAt === 0 && x > x0 + w * 0.5) {
        placedObject = true;
        const col = rng.pick(['#e8e3da', '#c08b6d', '#7d8f7a', '#d4a59a']);
        c.add(path(`M${x + 10},${shelfY} q-18,-40 6,-70 h20 q24,30 6,70z`, col));
        x += 70;
        continue;
      }
      const bw = rng.int(16, 32);
      const bh = gap * rng.range(0.55, 0.85);
      if (x + bw > stop) break;
      const col = mix(rng.pick(fabrics), '#ffffff', rng.range(0, 0.25));
      if (rng.chance(0.08)) {
        c.add(group(rect(x, shelfY - bh, bw, bh, col, { rx: 2 }), { transform: `rotate(12 ${x + bw} ${shelfY})` }));
        x += bw + 40;
      } else {
        c.add(rect(x, shelfY - bh, bw, bh, col, { rx: 2 }), rect(x + 3, shelfY - bh + 12, bw - 6, 3, lighten(col, 0.35)));
        x += bw + 2;
      }
    }
    c.add(rect(x0 + 12, shelfY, w - 24, 18, wood));
  }
  c.add(rect(x0, top, 18, h, wood), rect(x0 + w - 18, top, 18, h, wood), rect(x0, top, w, 18, lighten(wood, 0.1)));
  if (rng.chance(0.7)) plantPot(c, rng, 930, 780, 0.75);
}

export function floorLamp(c: Canvas, rng: Rng, cx: number, base: number, lit = true) {
  const wood = rng.pick(woods);
  const shade = rng.pick(['#efe6d6', '#e4dccf', '#d8c7ae', '#f3ede4']);
  if (lit) c.glow(cx, base - 560, 380, '#ffe4b0', 0.5);
  c.shadow(cx, base, 120, 14);
  c.add(line(cx, base - 360, cx - 95, base, wood, 10), line(cx, base - 360, cx + 95, base, wood, 10), line(cx, base - 360, cx + 12, base - 14, darken(wood, 0.25), 9));
  c.add(line(cx, base - 360, cx, base - 520, darken(wood, 0.1), 9));
  c.add(polygon([cx - 100, base - 650, cx + 100, base - 650, cx + 135, base - 500, cx - 135, base - 500], shade));
  c.add(polygon([cx - 100, base - 650, cx + 100, base - 650, cx + 135, base - 500, cx - 135, base - 500], c.soft()));
  c.add(ellipse(cx, base - 500, 135, 16, lit ? '#fff3d6' : darken(shade, 0.1)));
}

export function plantPot(c: Canvas, rng: Rng, cx: number, base: number, s = 1) {
  const pot = rng.pick(['#c08b6d', '#e8e3da', '#7d8f7a', '#d8c7ae', '#5f6f82']);
  const leaf = rng.pick(['#5e7d5a', '#4f6e55', '#6f8c5f']);
  const snake = rng.chance(0.35);
  c.shadow(cx, base, 120 * s, 14 * s);
  const potTop = base - 170 * s;
  if (snake) {
    for (let i = 0; i < 7; i++) {
      const x = cx + (i - 3) * 20 * s;
      const hgt = rng.int(250, 420) * s;
      const lean = (i - 3) * 14 * s;
      const d = `M${x - 16 * s},${potTop} Q${x - 20 * s + lean / 2},${potTop - hgt / 2} ${x + lean},${potTop - hgt} Q${x + 20 * s + lean / 2},${potTop - hgt / 2} ${x + 16 * s},${potTop}z`;
      c.add(path(d, i % 2 ? leaf : darken(leaf, 0.15)), path(d, 'none', { stroke: '#b9c48a', 'stroke-width': 3 * s, opacity: 0.7 }));
    }
  } else {
    for (let i = 0; i < 8; i++) {
      const a = -70 + i * 20 + rng.int(-8, 8);
      const len = rng.int(140, 220) * s;
      const rad = (a * Math.PI) / 180;
      const lx = cx + Math.sin(rad) * len;
      const ly = potTop - Math.cos(rad) * len;
      c.add(line(cx, potTop, lx, ly, darken(leaf, 0.2), 4 * s));
      const r = rng.int(55, 75) * s;
      const d = `M0,0 C${-r},${-r * 0.3} ${-r * 1.05},${-r * 1.5} 0,${-r * 2} C${r * 1.05},${-r * 1.5} ${r},${-r * 0.3} 0,0z`;
      c.add(group(path(d, i % 2 ? leaf : lighten(leaf, 0.1)) + line(0, 0, 0, -r * 1.9, lighten(leaf, 0.3), 2 * s), { transform: `translate(${lx} ${ly}) rotate(${a})` }));
    }
  }
  c.add(path(`M${cx - 85 * s},${potTop} h${170 * s} l${-18 * s},${170 * s} h${-134 * s}z`, pot), path(`M${cx - 85 * s},${potTop} h${170 * s} l${-18 * s},${170 * s} h${-134 * s}z`, c.soft()));
  c.add(rect(cx - 92 * s, potTop - 6 * s, 184 * s, 26 * s, lighten(pot, 0.1), { rx: 6 * s }));
}

/** Abstract artwork inside the box (x, y, w, h). */
export function artwork(c: Canvas, rng: Rng, x: number, y: number, w: number, h: number) {
  const style = rng.pick(['arches', 'landscape', 'shapes', 'botanical'] as const);
  const paper = rng.pick(['#f1e9dc', '#efe6d8', '#e9e4da', '#f3ede2']);
  const cols = rng.shuffle(['#c08b6d', '#7d8f7a', '#d8b27a', '#5f6f82', '#a65f4e', '#d4a59a', '#4f5d56']);
  c.clipped(rect(x, y, w, h, '#fff'), () => {
    c.add(rect(x, y, w, h, paper));
    if (style === 'arches') {
      const cx = x + w / 2;
      const by = y + h * 0.8;
      for (let i = 0; i < 4; i++) {
        const r = w * 0.42 - i * w * 0.09;
        c.add(path(`M${cx - r},${by} A${r},${r} 0 0 1 ${cx + r},${by}z`, cols[i % cols.length]));
      }
      c.add(rect(x, by, w, h, lighten(cols[4], 0.5)), circle(x + w * 0.78, y + h * 0.2, w * 0.08, cols[5]));
    } else if (style === 'landscape') {
      c.add(rect(x, y, w, h, c.linear([[0, lighten(cols[3], 0.55)], [1, lighten(cols[0], 0.6)]])));
      c.add(circle(x + w * rng.range(0.3, 0.7), y + h * 0.38, w * 0.12, lighten(cols[2], 0.2)));
      for (let i = 0; i < 3; i++) {
        const hy = y + h * (0.55 + i * 0.13);
        c.add(path(`M${x},${hy} Q${x + w * rng.range(0.2, 0.4)},${hy - h * 0.18} ${x + w * 0.55},${hy - h * 0.02} T${x + w},${hy - h * 0.08} V${y + h} H${x}z`, mix(cols[1], '#2f3b35', i * 0.25)));
      }
    } else if (style === 'shapes') {
      c.add(circle(x + w * 0.38, y + h * 0.4, w * 0.26, cols[0]), rect(x + w * 0.5, y + h * 0.45, w * 0.34, h * 0.38, cols[1], { opacity: 0.9 }));
      c.add(path(`M${x + w * 0.12},${y + h * 0.86} A${w * 0.2},${w * 0.2} 0 0 1 ${x + w * 0.52},${y + h * 0.86}z`, cols[2]));
      c.add(line(x + w * 0.1, y + h * 0.15, x + w * 0.9, y + h * 0.15, cols[3], 6));
    } else {
      for (let i = 0; i < 5; i++) {
        const sx = x + w * (0.2 + i * 0.15);
        const ex = sx + rng.int(-30, 30);
        const ey = y + h * rng.range(0.15, 0.35);
        c.add(path(`M${sx},${y + h * 0.92} Q${sx + 10},${(ey + y + h) / 2} ${ex},${ey}`, 'none', { stroke: cols[6], 'stroke-width': 3 }));
        for (let k = 1; k <= 4; k++) {
          const t = k / 5;
          const lx = sx + (ex - sx) * t;
          const ly = y + h * 0.92 + (ey - y - h * 0.92) * t;
          c.add(group(ellipse(0, -16, 9, 18, k % 2 ? cols[1] : cols[6]), { transform: `translate(${lx} ${ly}) rotate(${k % 2 ? 45 : -45})` }));
        }
      }
    }
  });
}
