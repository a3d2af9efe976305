// Lights and decor, drawn front-on in a quiet room (split from furnishings.ts, which holds the
// furniture and the pieces these scenes borrow). Sizes are for a 1200x900 canvas.
import type { Rng } from '../prng.ts';
import { W, H, room, sofa, table, floorLamp, plantPot, artwork } from './furnishings.ts';
import { Canvas, accents, circle, darken, ellipse, fabrics, group, lighten, line, metals, mix, path, pickRoom, polygon, rect, woods } from './svg.ts';

export function drawFloorLamp(c: Canvas, rng: Rng) {
  room(c, rng);
  floorLamp(c, rng, 440, 760);
  sofa(c, { cx: 780, base: 760, width: 340, seats: 1, color: rng.pick(fabrics), leg: rng.pick(woods), pillows: [rng.pick(accents)] });
}

export function drawPendants(c: Canvas, rng: Rng) {
  const pal = room(c, rng, pickRoom(rng), 660);
  table(c, rng, 600, 820, 720, rng.pick(woods), false);
  const finish = rng.pick([metals.brass, metals.black, '#4f5d56', '#e8e3da', '#a65f4e']);
  const kind = rng.pick(['dome', 'cone', 'globe'] as const);
  for (const [i, x] of [360, 600, 840].entries()) {
    const y = 300 + (i === 1 ? 40 : 0) + rng.int(-10, 10);
    c.add(line(x, 0, x, y - 40, '#4a4744', 3));
    const cone = c.linear([[0, '#fff1cf', 0.35], [1, '#fff1cf', 0]]);
    c.add(polygon([x - 60, y + 30, x + 60, y + 30, x + 190, 640, x - 190, 640], cone));
    if (kind === 'globe') {
      c.glow(x, y + 10, 130, '#ffe7b6', 0.55);
      c.add(rect(x - 12, y - 50, 24, 22, finish, { rx: 4 }), circle(x, y + 10, 62, '#fff6e2', { opacity: 0.9 }), circle(x, y + 10, 62, c.soft()));
    } else {
      c.glow(x, y + 40, 110, '#ffe7b6', 0.5);
      const d = kind === 'dome' ? `M${x - 95},${y + 30} Q${x - 95},${y - 60} ${x},${y - 62} Q${x + 95},${y - 60} ${x + 95},${y + 30}z` : `M${x - 18},${y - 56} h36 L${x + 90},${y + 30} h-180z`;
      c.add(path(d, finish), path(d, c.soft()), ellipse(x, y + 30, kind === 'dome' ? 95 : 90, 12, '#fff4d8'));
    }
  }
  c.add(rect(0, 0, W, 6, lighten(pal.wallTop, 0.4)));
}

export function drawStringLights(c: Canvas, rng: Rng) {
  c.add(rect(0, 0, W, 620, c.linear([[0, '#3e4a66'], [0.55, '#9a7e86'], [1, '#e2b99a']])));
  c.glow(rng.int(300, 900), 600, 300, '#ffd9a8', 0.35);
  const hedge = '#2f3b3d';
  let d = `M0,620 L0,${rng.int(520, 560)}`;
  for (let x = 0; x <= W; x += 80) d += ` Q${x + 40},${rng.int(440, 520)} ${x + 80},${rng.int(520, 560)}`;
  c.add(path(d + ` L${W},620z`, hedge));
  const deck = '#7a5a45';
  c.add(rect(0, 620, W, 280, c.linear([[0, darken(deck, 0.3)], [1, deck]])));
  for (let y = 640; y < H; y += 36) c.add(line(0, y, W, y, darken(deck, 0.35), 2, { opacity: 0.5 }));
  for (const x of [90, 1110]) c.add(rect(x - 10, 120, 20, 520, '#3b2f29'));
  for (const [sag, y0] of [[150, 140], [110, 230], [90, 310]] as const) {
    const my = y0 + sag;
    c.add(path(`M100,${y0} Q600,${my + sag} 1100,${y0}`, 'none', { stroke: '#2a2522', 'stroke-width': 2 }));
    for (let t = 0.04; t < 1; t += 0.075) {
      const x = (1 - t) ** 2 * 100 + 2 * (1 - t) * t * 600 + t * t * 1100;
      const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * (my + sag) + t * t * y0;
      c.glow(x, y + 14, 38, '#ffd98a', 0.6);
      c.add(line(x, y, x, y + 8, '#2a2522', 2), circle(x, y + 15, 7, '#fff2c4'));
    }
  }
  // a small outdoor table with a candle
  c.shadow(600, 800, 140, 14);
  c.add(rect(596, 700, 8, 100, '#3b2f29'), ellipse(600, 700, 130, 20, '#5a463a'));
  c.glow(600, 672, 70, '#ffd98a', 0.6);
  c.add(rect(588, 660, 24, 38, '#f0e6d2', { rx: 4 }));
}

export function lantern(c: Canvas, cx: number, base: number, s: number, frame: string) {
  const w = 180 * s;
  const h = 280 * s;
  c.glow(cx, base - h * 0.45, 260 * s, '#ffd58a', 0.55);
  c.shadow(cx, base, w * 0.7, 10 * s);
  c.add(circle(cx, base - h - 70 * s, 26 * s, 'none', { stroke: frame, 'stroke-width': 7 * s }));
  c.add(polygon([cx - w * 0.55, base - h, cx + w * 0.55, base - h, cx + w * 0.2, base - h - 50 * s, cx - w * 0.2, base - h - 50 * s], frame));
  c.add(rect(cx - w / 2, base - h, w, h - 20 * s, c.linear([[0, '#ffe9bd', 0.9], [1, '#f6c777', 0.9]])));
  c.add(rect(cx - 22 * s, base - 120 * s, 44 * s, 90 * s, '#f4ecdc', { rx: 6 * s }));
  c.add(path(`M${cx},${base - 170 * s} q${14 * s},${26 * s} 0,${44 * s} q${-14 * s},${-18 * s} 0,${-44 * s}z`, '#f29a3e'));
  for (const fx of [-0.5, 0, 0.5]) c.add(rect(cx + fx * w - 5 * s, base - h, 10 * s, h - 20 * s, frame));
  c.add(rect(cx - w / 2 - 8 * s, base - h * 0.55, w + 16 * s, 8 * s, frame, { opacity: 0.9 }));
  c.add(rect(cx - w * 0.58, base - 24 * s, w * 1.16, 24 * s, frame, { rx: 4 * s }));
}

export function drawLantern(c: Canvas, rng: Rng) {
  c.add(rect(0, 0, W, 600, c.linear([[0, '#5d6470'], [1, '#9b8f89']])));
  for (let y = 40; y < 600; y += 70) {
    const off = (y / 70) % 2 ? 0 : 90;
    for (let x = -off; x < W; x += 180) c.add(rect(x + 4, y + 4, 172, 62, '#8a817c', { rx: 6, opacity: 0.35 }));
  }
  c.add(rect(0, 600, W, 300, c.linear([[0, '#6f6259'], [1, '#a08e80']])));
  c.add(rect(0, 700, W, 10, '#5b5049', { opacity: 0.6 }));
  const frame = rng.pick([metals.black, '#4f5d56', '#6b4a33', metals.brass]);
  lantern(c, 520, 800, 1.25, frame);
  lantern(c, 790, 800, 0.8, frame);
  plantPot(c, rng, 1030, 800, 0.8);
}

export function drawPlant(c: Canvas, rng: Rng) {
  room(c, rng);
  plantPot(c, rng, 600, 780, 1.35);
}

/** A vase profile: widths (half) at evenly spaced heights, drawn as a smooth closed path. */
function vase(c: Canvas, cx: number, bottom: number, height: number, halfWidths: number[], color: string) {
  const n = halfWidths.length - 1;
  const pts = halfWidths.map((hw, i) => [hw, bottom - (height * i) / n] as const);
  let right = `M${cx - pts[0][0]},${bottom} L${cx + pts[0][0]},${bottom}`;
  for (let i = 1; i <= n; i++) {
    const [hw, y] = pts[i];
    const [phw, py] = pts[i - 1];
    right += ` Q${cx + phw + (hw - phw) * 0.2 + 6},${(y + py) / 2} ${cx + hw},${y}`;
  }
  right += ` L${cx - pts[n][0]},${pts[n][1]}`;
  for (let i = n - 1; i >= 0; i--) {
    const [hw, y] = pts[i];
    const [phw, py] = pts[i + 1];
    right += ` Q${cx - phw - (hw - phw) * 0.8 - 6},${(y + py) / 2} ${cx - hw},${y}`;
  }
  c.add(path(right + 'z', color), path(right + 'z', c.linear([[0, '#ffffff', 0.2], [0.5, '#ffffff', 0], [1, '#000000', 0.14]], { x1: 0, y1: 0, x2: 1, y2: 0 })));
  c.add(ellipse(cx, pts[n][1], pts[n][0], pts[n][0] * 0.22, darken(color, 0.3)));
  return pts[n][1];
}

export function drawVase(c: Canvas, rng: Rng) {
  room(c, rng);
  const stone = rng.pick(['#e2ddd4', '#d6cfc4', '#cfc9c0', '#e9e2d6']);
  c.shadow(600, 780, 230, 20);
  c.add(rect(440, 470, 320, 310, stone), rect(440, 470, 320, 310, c.linear([[0, '#ffffff', 0.2], [1, '#000000', 0.06]], { x1: 0, y1: 0, x2: 1, y2: 0 })), rect(430, 460, 340, 16, lighten(stone, 0.3)));
  const color = rng.pick(['#c08b6d', '#e8e3da', '#7d8f7a', '#a65f4e', '#d8c7ae', '#5f6f82']);
  const shape = rng.pick([[50, 95, 110, 80, 40, 46], [60, 80, 70, 55, 35, 38], [70, 90, 85, 60, 38]]);
  const neck = vase(c, 600, 460, rng.int(220, 280), shape, color);
  const pampas = rng.chance(0.5);
  for (let i = 0; i < 6; i++) {
    const a = -55 + i * 22 + rng.int(-6, 6);
    const len = rng.int(220, 330);
    const rad = (a * Math.PI) / 180;
    const ex = 600 + Math.sin(rad) * len;
    const ey = neck - Math.cos(rad) * len;
    c.add(path(`M600,${neck} Q${600 + Math.sin(rad) * len * 0.3},${neck - len * 0.6} ${ex},${ey}`, 'none', { stroke: '#8a7a5e', 'stroke-width': 3 }));
    if (pampas) {
      c.add(group(ellipse(0, -50, 24, 80, '#efe2c8', { opacity: 0.85 }) + ellipse(0, -40, 14, 60, '#e4d2b0', { opacity: 0.8 }), { transform: `translate(${ex} ${ey}) rotate(${a})` }));
    } else {
      for (let k = 1; k <= 5; k++) {
        const t = k / 6;
        const lx = 600 + (ex - 600) * t;
        const ly = neck + (ey - neck) * t;
        c.add(group(ellipse(0, -14, 8, 16, k % 2 ? '#6f8c5f' : '#8da07a'), { transform: `translate(${lx} ${ly}) rotate(${a + (k % 2 ? 40 : -40)})` }));
      }
    }
  }
}

export function drawMirror(c: Canvas, rng: Rng) {
  const pal = room(c, rng);
  const frame = rng.pick([metals.brass, metals.black, '#b58a5f']);
  const r = rng.int(180, 205);
  const cy = 290;
  const reflection = c.linear([[0, '#dfe7ea'], [0.6, mix(pal.wallBottom, '#c9d4da', 0.5)], [1, mix(pal.floor, '#b9c2c6', 0.4)]]);
  c.add(circle(600, cy + 10, r + 6, '#000000', { opacity: 0.08 }));
  c.clipped(circle(600, cy, r, '#fff'), () => {
    c.add(rect(600 - r, cy - r, 2 * r, 2 * r, reflection));
    c.add(polygon([600 - r, cy + r * 0.2, 600 + r * 0.2, cy - r, 600 + r * 0.45, cy - r, 600 - r, cy + r * 0.45], '#ffffff', { opacity: 0.35 }));
    c.add(polygon([600 - r * 0.4, cy + r, 600 + r, cy - r * 0.4, 600 + r, cy - r * 0.2, 600 - r * 0.2, cy + r], '#ffffff', { opacity: 0.2 }));
  });
  c.add(circle(600, cy, r, 'none', { stroke: frame, 'stroke-width': 14 }));
  // console with books and a small vase
  const wood = rng.pick(woods);
  c.shadow(600, 770, 260, 18);
  c.add(rect(400, 580, 400, 24, wood, { rx: 4 }));
  for (const x of [420, 770]) c.add(line(x, 604, x - 6, 770, darken(wood, 0.3), 6));
  c.add(rect(440, 554, 120, 26, '#5f6f82', { rx: 3 }), rect(450, 532, 100, 22, '#d8c7ae', { rx: 3 }));
  vase(c, 700, 580, 80, [24, 36, 30, 14, 12], rng.pick(['#c08b6d', '#e8e3da', '#7d8f7a']));
}

export function drawCandles(c: Canvas, rng: Rng) {
  c.add(rect(0, 0, W, 640, c.linear([[0, '#3f3734'], [1, '#6a5b52']])));
  c.add(rect(0, 640, W, 260, c.linear([[0, '#5a4a40'], [1, '#8a7566']])));
  c.glow(600, 420, 520, '#ffcf8a', 0.35);
  c.shadow(600, 760, 330, 26, 0.35);
  c.add(ellipse(600, 740, 320, 44, rng.pick(['#c9b79c', '#9a8470', '#b8955a'])), ellipse(600, 732, 300, 36, rng.pick(['#d9c9b0', '#ae9883'])));
  const wax = rng.pick(['#f3ecdf', '#e9dfcf', '#dfe3d6', '#efdcd2']);
  const sizes = rng.shuffle([[-190, 260, 70], [-60, 380, 80], [70, 300, 74], [190, 200, 64]]);
  for (const [dx, h, r] of sizes.sort((a, b) => b[1] - a[1])) {
    const x = 600 + dx;
    const top = 730 - h;
    c.glow(x, top - 40, 120, '#ffd27a', 0.55);
    c.add(rect(x - r, top, 2 * r, h, wax), rect(x - r, top, 2 * r, h, c.linear([[0, '#000000', 0.08], [0.4, '#ffffff', 0.15], [1, '#000000', 0.16]], { x1: 0, y1: 0, x2: 1, y2: 0 })));
    c.add(ellipse(x, top, r, r * 0.22, darken(wax, 0.08)), line(x, top, x, top - 16, '#2d2622', 3));
    const flame = c.linear([[0, '#fff3c8'], [0.6, '#ffc766'], [1, '#f08a3c']], { x1: 0, y1: 1, x2: 0, y2: 0 });
    c.add(path(`M${x},${top - 62} q16,30 10,42 q-10,12 -20,0 q-6,-12 10,-42z`, flame));
  }
}

function framed(c: Canvas, rng: Rng, x: number, y: number, w: number, h: number, frame: string) {
  c.add(rect(x + 8, y + 14, w, h, '#000000', { opacity: 0.1 }));
  c.add(rect(x, y, w, h, frame), rect(x + 14, y + 14, w - 28, h - 28, '#f7f4ee'));
  const m = Math.min(w, h) * 0.12;
  artwork(c, rng, x + m, y + m, w - 2 * m, h - 2 * m);
}

export function drawFramedArt(c: Canvas, rng: Rng) {
  room(c, rng, pickRoom(rng), 700);
  const frame = rng.pick(['#2f2c2a', '#b58a5f', '#c8a86a', '#efece6', '#6b4a33']);
  const portrait = rng.chance(0.5);
  const [w, h] = portrait ? [400, 520] : [620, 440];
  framed(c, rng, 600 - w / 2, 90, w, h, frame);
  const wood = rng.pick(woods);
  c.shadow(600, 800, 330, 20);
  c.add(rect(300, 660, 600, 130, wood, { rx: 6 }), rect(300, 660, 600, 130, c.soft(), { rx: 6 }), line(600, 670, 600, 780, darken(wood, 0.3), 2));
  c.add(rect(280, 650, 640, 16, lighten(wood, 0.12), { rx: 4 }));
}

export function drawGallery(c: Canvas, rng: Rng) {
  room(c, rng, pickRoom(rng), 720);
  const frame = rng.pick(['#2f2c2a', '#b58a5f', '#c8a86a', '#efece6']);
  framed(c, rng, 250, 110, 380, 480, frame);
  framed(c, rng, 670, 110, 300, 220, frame);
  framed(c, rng, 670, 370, 300, 220, frame);
  sofa(c, { cx: 600, base: 840, width: 760, seats: 3, color: rng.pick(fabrics), leg: rng.pick(woods), pillows: [rng.pick(accents), rng.pick(accents)] });
}
