// Paint, tiles and sanitary ware, appliances and kitchenware (electrical goods and electronics: electronics.ts).
import type { Rng } from '../prng.ts';
import { Canvas, accents, circle, darken, ellipse, group, lighten, line, metals, mix, path, pickRoom, polygon, rect, woods } from './svg.ts';
import { H, W, plantPot, room } from './furnishings.ts';

const paints = ['#7d8f7a', '#c08b6d', '#5f6f82', '#d8b27a', '#a65f4e', '#8c7287', '#9aa9b2', '#d4a59a', '#4f5d56', '#e0c48f'];

/** A horizontal metal/plastic sheen for cylinders and boxes. */
export const sheen = (c: Canvas, strength = 0.22) =>
  c.linear([[0, '#000000', strength * 0.6], [0.3, '#ffffff', strength], [0.55, '#ffffff', 0], [1, '#000000', strength]], { x1: 0, y1: 0, x2: 1, y2: 0 });

/** A kitchen or bathroom worktop with a tiled splashback. */
function counter(c: Canvas, rng: Rng, top = 600) {
  const pal = pickRoom(rng);
  c.add(rect(0, 0, W, top, c.linear([[0, pal.wallTop], [1, pal.wallBottom]])));
  const tile = rng.pick(['#e9e6df', '#dfe6e3', '#e8dfd6', '#dde3ea']);
  for (let y = top - 280; y < top; y += 56) {
    const off = ((y - top) / 56) % 2 ? 56 : 0;
    for (let x = -off; x < W; x += 112) c.add(rect(x + 2, y + 2, 108, 52, tile, { rx: 4 }), rect(x + 2, y + 2, 108, 18, '#ffffff', { rx: 4, opacity: 0.25 }));
  }
  const stone = rng.pick(['#f0ede8', '#d9d4cc', '#cfc6b8', '#e6e1da']);
  c.add(rect(0, top, W, 30, lighten(stone, 0.2)), rect(0, top + 30, W, H - top - 30, c.linear([[0, darken(stone, 0.25)], [1, darken(stone, 0.1)]])));
  const cab = rng.pick(['#7d8f7a', '#e8e3da', '#5f6f82', '#b58a5f']);
  for (let x = 0; x < W; x += 300) c.add(rect(x + 6, top + 42, 288, H - top - 42, cab, { rx: 4 }), rect(x + 130, top + 70, 40, 8, metals.brass, { rx: 4 }));
  return top;
}

export function drawPaintCans(c: Canvas, rng: Rng) {
  room(c, rng);
  const colours = rng.sample(paints, 3);
  const cans: [number, number, number][] = [[410, 150, 260], [640, 120, 200], [820, 95, 160]];
  cans.forEach(([cx, r, h], i) => {
    const base = 760 + (i === 1 ? 20 : 0);
    const top = base - h;
    const col = colours[i];
    c.shadow(cx, base, r * 1.2, 16);
    c.add(rect(cx - r, top, 2 * r, h, '#c9cdd0'), rect(cx - r, top, 2 * r, h, sheen(c)));
    c.add(rect(cx - r, top + h * 0.22, 2 * r, h * 0.62, col), rect(cx - r, top + h * 0.22, 2 * r, h * 0.62, sheen(c, 0.15)));
    c.add(circle(cx, top + h * 0.53, Math.min(r, h) * 0.22, lighten(col, 0.55)));
    c.add(ellipse(cx, base, r, r * 0.16, '#a9aeb2'), ellipse(cx, top, r, r * 0.18, '#d9dcde'), ellipse(cx, top, r * 0.86, r * 0.14, col));
    // drips over the rim
    for (const dx of [-0.6, -0.1, 0.45]) {
      const x = cx + dx * r;
      const len = rng.int(20, 60);
      c.add(path(`M${x - 9},${top + 8} v${len} a9,9 0 0 0 18,0 v${-len}z`, col));
    }
    c.add(path(`M${cx - r * 0.95},${top} Q${cx},${top - r * 1.1} ${cx + r * 0.95},${top}`, 'none', { stroke: '#8e9397', 'stroke-width': 5 }));
  });
  // a brush lying in front
  const wood = rng.pick(woods);
  c.add(group(rect(0, -14, 190, 28, wood, { rx: 14 }) + rect(180, -20, 50, 40, metals.chrome) + path('M230,-22 h70 q14,22 0,44 h-70z', colours[0]), { transform: 'translate(300 830) rotate(-6)' }));
}

export function drawRoller(c: Canvas, rng: Rng) {
  room(c, rng);
  const col = rng.pick(paints);
  // swatch fan
  const fan = rng.sample(paints, 5);
  fan.forEach((f, i) => {
    const a = -40 + i * 18;
    c.add(group(rect(-40, -380, 80, 380, '#faf8f4', { rx: 10 }) + rect(-32, -370, 64, 90, lighten(f, 0.45), { rx: 4 }) + rect(-32, -276, 64, 90, lighten(f, 0.2), { rx: 4 }) + rect(-32, -182, 64, 90, f, { rx: 4 }), { transform: `translate(820 760) rotate(${a})` }));
  });
  c.add(circle(820, 740, 14, metals.brass));
  // tray
  c.shadow(420, 790, 260, 20);
  c.add(polygon([200, 700, 620, 700, 590, 790, 230, 790], '#dcdfe1'), polygon([230, 712, 590, 712, 570, 770, 250, 770], col), polygon([230, 712, 590, 712, 570, 770, 250, 770], c.soft()));
  for (let x = 260; x < 420; x += 30) c.add(line(x, 716, x + 10, 766, darken(col, 0.15), 3, { opacity: 0.6 }));
  // roller
  c.add(path('M520,640 h40 v-200 h-180 v-30', 'none', { stroke: metals.chrome, 'stroke-width': 10, 'stroke-linejoin': 'round' }));
  c.add(rect(300, 380, 160, 60, '#2f2c2a', { rx: 26 }));
  c.add(rect(380, 640, 220, 70, col, { rx: 30 }), rect(380, 640, 220, 70, c.soft(), { rx: 30 }));
  c.add(line(540, 640, 560, 640, metals.chrome, 10));
}

export function drawTiles(c: Canvas, rng: Rng) {
  const style = rng.pick(['hex', 'cement', 'zellige', 'herringbone', 'terrazzo'] as const);
  const [a, b, grout] = rng.pick([
    ['#7d8f7a', '#e8e3da', '#f4f1ec'],
    ['#5f6f82', '#e6e2da', '#f3f1ed'],
    ['#c08b6d', '#efe6d8', '#f6f1ea'],
    ['#3f5a5a', '#d9d2c5', '#efebe4'],
    ['#a65f4e', '#e9dfd0', '#f3ede4'],
    ['#8c7287', '#ece5df', '#f5f1ee'],
  ]);
  c.add(rect(0, 0, W, H, grout));
  if (style === 'hex') {
    const r = 58;
    const hh = Math.sqrt(3) * r;
    for (let row = -1; row * hh * 0.5 < H + hh; row++) {
      for (let col = -1; col * r * 3 < W + r * 3; col++) {
        const cx = col * r * 3 + (row % 2 ? r * 1.5 : 0);
        const cy = row * hh * 0.5;
        const pts: number[] = [];
        for (let k = 0; k < 6; k++) pts.push(cx + (r - 4) * Math.cos((k * Math.PI) / 3), cy + (r - 4) * Math.sin((k * Math.PI) / 3));
        const fill = rng.chance(0.25) ? a : mix(b, a, rng.range(0, 0.12));
        c.add(polygon(pts, fill));
      }
    }
  } else if (style === 'cement') {
    const s = 150;
    for (let y = 0; y < H; y += s) {
      for (let x = 0; x < W; x += s) {
        c.add(rect(x + 2, y + 2, s - 4, s - 4, b));
        for (const [qx, qy] of [[x, y], [x + s, y], [x, y + s], [x + s, y + s]]) c.add(circle(qx, qy, s * 0.32, a));
        c.add(polygon([x + s / 2, y + s * 0.2, x + s * 0.8, y + s / 2, x + s / 2, y + s * 0.8, x + s * 0.2, y + s / 2], a, { opacity: 0.85 }));
        c.add(circle(x + s / 2, y + s / 2, s * 0.1, b));
      }
    }
    for (let k = 0; k <= W; k += s) c.add(line(k, 0, k, H, grout, 4), line(0, k, W, k, grout, 4));
  } else if (style === 'zellige') {
    const s = 100;
    for (let y = 0; y < H; y += s) for (let x = 0; x < W; x += s) {
      const fill = mix(a, '#ffffff', rng.range(0, 0.25));
      c.add(rect(x + 3, y + 3, s - 6, s - 6, fill, { rx: 3 }), rect(x + 3, y + 3, s - 6, s - 6, c.linear([[0, '#ffffff', rng.range(0.1, 0.3)], [1, '#000000', 0.08]], { x1: 0, y1: 0, x2: 1, y2: 1 }), { rx: 3 }));
    }
  } else if (style === 'herringbone') {
    const l = 160;
    const t = 40;
    c.within('rotate(45 600 450)', () => {
      for (let i = -20; i < 20; i++) for (let j = -12; j < 12; j++) {
        const x = 600 + i * t + j * l;
        const y = 450 + i * t;
        c.add(rect(x + 2, y + 2, l - 4, t - 4, mix(b, a, rng.range(0.05, 0.3)), { rx: 2 }));
        c.add(rect(x + l - t + 2, y + t + 2 - l, t - 4, l - 4, mix(b, a, rng.range(0.05, 0.3)), { rx: 2 }));
      }
    });
  } else {
    c.add(rect(0, 0, W, H, b));
    for (let i = 0; i < 900; i++) {
      const x = rng.int(0, W);
      const y = rng.int(0, H);
      const r = rng.range(3, 11);
      const pts: number[] = [];
      for (let k = 0; k < 5; k++) pts.push(x + r * Math.cos(k * 1.26 + i) * rng.range(0.6, 1.2), y + r * Math.sin(k * 1.26 + i) * rng.range(0.6, 1.2));
      c.add(polygon(pts, rng.pick([a, lighten(a, 0.35), '#b7aa98', '#8f8377', '#ffffff'])));
    }
    for (let k = 0; k <= W; k += 300) c.add(line(k, 0, k, H, grout, 5), line(0, k, W, k, grout, 5));
  }
  c.add(rect(0, 0, W, H, c.linear([[0, '#ffffff', 0.18], [0.5, '#ffffff', 0], [1, '#000000', 0.12]], { x1: 0, y1: 0, x2: 1, y2: 1 })));
}

function faucet(c: Canvas, x: number, y: number, finish: string, s = 1) {
  c.add(rect(x - 14 * s, y - 150 * s, 28 * s, 150 * s, finish, { rx: 8 * s }), rect(x - 14 * s, y - 150 * s, 28 * s, 150 * s, sheen(c), { rx: 8 * s }));
  c.add(path(`M${x},${y - 140 * s} q0,-60 60,-60 q40,0 50,40`, 'none', { stroke: finish, 'stroke-width': 22 * s, 'stroke-linecap': 'round' }));
  c.add(rect(x - 40 * s, y - 110 * s, 30 * s, 12 * s, finish, { rx: 6 * s }), ellipse(x, y, 34 * s, 8 * s, darken(finish, 0.2)));
}

export function drawBasin(c: Canvas, rng: Rng) {
  room(c, rng, pickRoom(rng), 700);
  const tile = rng.pick(['#dfe6e3', '#e8dfd6', '#e6e2da', '#dde3ea']);
  for (let y = 380; y < 700; y += 40) for (let x = 0; x < W; x += 160) c.add(rect(x + 2, y + 2, 156, 36, tile, { rx: 3 }));
  const finish = rng.pick([metals.chrome, metals.brass, metals.black]);
  // mirror
  c.add(rect(410, 70, 380, 300, finish, { rx: 150 }), rect(420, 80, 360, 280, c.linear([[0, '#e6edf0'], [1, '#c7d1d5']]), { rx: 140 }));
  c.add(polygon([470, 300, 650, 90, 700, 90, 520, 330], '#ffffff', { opacity: 0.3 }));
  const wood = rng.pick(woods);
  c.shadow(600, 830, 330, 18);
  c.add(rect(330, 560, 540, 250, wood, { rx: 6 }), rect(330, 560, 540, 250, c.soft(), { rx: 6 }), line(600, 580, 600, 790, darken(wood, 0.3), 3));
  c.add(rect(560, 660, 8, 50, metals.brass, { rx: 4 }), rect(632, 660, 8, 50, metals.brass, { rx: 4 }));
  c.add(rect(310, 540, 580, 24, '#eeebe6', { rx: 4 }));
  faucet(c, 700, 540, finish, 0.9);
  c.add(path('M470,540 q0,-70 90,-70 q90,0 90,70z', '#f7f6f3'), ellipse(560, 472, 90, 12, '#e3e1dc'), path('M470,540 q0,-70 90,-70 q90,0 90,70z', sheen(c, 0.12)));
  c.add(rect(800, 480, 44, 60, rng.pick(accents), { rx: 10 }), rect(814, 466, 16, 16, '#2f2c2a', { rx: 3 }));
}

export function drawBathtub(c: Canvas, rng: Rng) {
  room(c, rng, pickRoom(rng), 680);
  const tile = rng.pick(['#e6e2da', '#dfe6e3', '#e8dfd6']);
  for (let y = 300; y < 680; y += 64) for (let x = 0; x < W; x += 64) c.add(rect(x + 2, y + 2, 60, 60, tile, { rx: 3 }), rect(x + 2, y + 2, 60, 20, '#ffffff', { rx: 3, opacity: 0.25 }));
  const finish = rng.pick([metals.chrome, metals.brass, metals.black]);
  c.shadow(580, 800, 380, 24);
  const tub = 'M260,520 h640 q20,0 16,22 l-34,180 q-14,72 -100,78 h-404 q-86,-6 -100,-78 l-34,-180 q-4,-22 16,-22z';
  c.add(path(tub, rng.pick(['#f6f4f0', '#eef0ee', '#f3efe8'])), path(tub, sheen(c, 0.14)));
  c.add(rect(250, 512, 660, 22, '#fbfaf8', { rx: 11 }));
  const towel = rng.pick(accents);
  c.add(path('M330,512 h110 v160 q-55,14 -110,0z', towel), path('M330,512 h110 v160 q-55,14 -110,0z', c.soft()));
  c.add(rect(990, 420, 14, 380, finish, { rx: 7 }), path('M997,430 q0,-70 -70,-70 q-40,0 -50,40', 'none', { stroke: finish, 'stroke-width': 16, 'stroke-linecap': 'round' }));
  c.add(ellipse(997, 800, 34, 8, darken(finish, 0.2)));
  plantPot(c, rng, 150, 800, 0.7);
}

function applianceBody(c: Canvas, x: number, y: number, w: number, h: number, colour: string, rx = 18) {
  c.shadow(x + w / 2, y + h, w * 0.62, 20);
  c.add(rect(x, y, w, h, colour, { rx }), rect(x, y, w, h, sheen(c, 0.14), { rx }));
}

export function drawFridge(c: Canvas, rng: Rng) {
  room(c, rng);
  const colour = rng.pick(['#d7dbde', '#e9e4da', '#a9b7a6', '#3c3f42', '#c9d3d9']);
  const handle = colour === '#3c3f42' ? '#8d9296' : metals.chrome;
  const french = rng.chance(0.5);
  const w = french ? 460 : 340;
  const x = 600 - w / 2;
  applianceBody(c, x, 120, w, 660, colour, 22);
  if (french) {
    c.add(line(600, 130, 600, 520, darken(colour, 0.25), 3), line(x + 8, 520, x + w - 8, 520, darken(colour, 0.25), 3));
    c.add(rect(575, 200, 12, 220, handle, { rx: 6 }), rect(613, 200, 12, 220, handle, { rx: 6 }), rect(540, 540, 120, 12, handle, { rx: 6 }));
  } else {
    c.add(line(x + 8, 340, x + w - 8, 340, darken(colour, 0.25), 3));
    c.add(rect(x + w - 44, 190, 12, 110, handle, { rx: 6 }), rect(x + w - 44, 380, 12, 200, handle, { rx: 6 }));
  }
  c.add(rect(x + 20, 770, w - 40, 14, darken(colour, 0.35), { rx: 4 }));
  plantPot(c, rng, x + w + 170, 780, 0.6);
}

export function drawWasher(c: Canvas, rng: Rng) {
  room(c, rng);
  const colour = rng.pick(['#f1f0ed', '#e9e4da', '#c9d3d9', '#3c3f42']);
  applianceBody(c, 420, 330, 360, 450, colour, 16);
  c.add(rect(420, 330, 360, 80, darken(colour, 0.06), { rx: 16 }), line(430, 410, 770, 410, darken(colour, 0.2), 2));
  c.add(circle(710, 370, 24, metals.chrome), circle(710, 370, 14, lighten(metals.chrome, 0.3)));
  for (const x of [460, 500, 540]) c.add(rect(x, 362, 28, 14, darken(colour, 0.2), { rx: 7 }));
  c.add(circle(600, 590, 140, metals.chrome), circle(600, 590, 116, c.radial([[0, '#6d7f8c'], [0.8, '#3c4a55'], [1, '#2c353c']])));
  c.add(path('M520,620 q40,-60 90,-30 q50,30 80,-10 q-10,80 -90,90 q-60,0 -80,-50z', rng.pick(accents), { opacity: 0.8 }));
  c.add(path('M520,520 q60,-70 150,-20', 'none', { stroke: '#ffffff', 'stroke-width': 10, opacity: 0.3 }));
  // a laundry basket
  c.shadow(930, 780, 110, 12);
  c.add(path('M840,620 h180 l-16,160 h-148z', '#c7ab84'), rect(832, 608, 196, 20, '#b39670', { rx: 8 }));
  for (let y = 640; y < 780; y += 24) c.add(line(848, y, 1012, y, '#a88c66', 2));
}

export function drawMicrowave(c: Canvas, rng: Rng) {
  const top = counter(c, rng, 620);
  const colour = rng.pick(['#d7dbde', '#3c3f42', '#e9e4da', '#a9b7a6']);
  const x = 330;
  const y = top - 300;
  applianceBody(c, x, y, 520, 300, colour, 14);
  c.add(rect(x + 30, y + 30, 340, 240, '#2c3237', { rx: 10 }), rect(x + 44, y + 44, 312, 212, c.linear([[0, '#46525b'], [1, '#2a3035']]), { rx: 6 }));
  c.add(polygon([x + 60, y + 250, x + 200, y + 50, x + 240, y + 50, x + 100, y + 250], '#ffffff', { opacity: 0.12 }));
  c.add(rect(x + 392, y + 40, 100, 40, '#1f2428', { rx: 6 }));
  for (let r = 0; r < 3; r++) for (let k = 0; k < 3; k++) c.add(circle(x + 412 + k * 30, y + 112 + r * 30, 9, darken(colour, 0.2)));
  c.add(circle(x + 442, y + 230, 26, metals.chrome));
  c.add(rect(900, top - 190, 120, 190, rng.pick(['#c08b6d', '#e8e3da']), { rx: 30 }));
}

export function drawKettle(c: Canvas, rng: Rng) {
  const top = counter(c, rng, 640);
  const colour = rng.pick(['#e9e4da', '#7d8f7a', '#3c3f42', '#d7dbde', '#c08b6d', '#9aa9b2']);
  const cx = 560;
  const base = top;
  c.shadow(cx, base, 190, 14);
  c.add(ellipse(cx, base - 18, 170, 24, '#2f2c2a'), rect(cx - 170, base - 40, 340, 24, '#2f2c2a', { rx: 10 }));
  const body = `M${cx - 150},${base - 50} L${cx - 112},${base - 330} q${112},-28 224,0 L${cx + 150},${base - 50}z`;
  c.add(path(`M${cx + 130},${base - 110} q110,-10 100,-140 q-6,-70 -80,-80`, 'none', { stroke: darken(colour, 0.2), 'stroke-width': 34, 'stroke-linecap': 'round' }));
  c.add(path(`M${cx - 124},${base - 230} l-90,-70 l20,-16 l90,48z`, colour));
  c.add(path(body, colour), path(body, sheen(c)));
  c.add(ellipse(cx, base - 334, 112, 22, lighten(colour, 0.15)), ellipse(cx, base - 352, 26, 16, '#2f2c2a'));
  c.add(rect(cx - 150, base - 70, 300, 20, darken(colour, 0.15), { rx: 6 }));
  c.add(rect(880, top - 150, 70, 150, '#b58a5f', { rx: 8 }), rect(960, top - 110, 80, 110, '#efe9df', { rx: 10 }));
}

export function drawCookware(c: Canvas, rng: Rng) {
  const top = counter(c, rng, 620);
  const colour = rng.pick(['#a65f4e', '#4f5d56', '#5f6f82', '#e9e4da', '#3c3f42', '#c9a45c']);
  const cx = 500;
  c.shadow(cx, top, 240, 14);
  c.add(rect(cx - 270, top - 190, 70, 26, darken(colour, 0.25), { rx: 13 }), rect(cx + 200, top - 190, 70, 26, darken(colour, 0.25), { rx: 13 }));
  c.add(path(`M${cx - 210},${top - 230} h420 v190 q0,40 -40,40 h-340 q-40,0 -40,-40z`, colour), path(`M${cx - 210},${top - 230} h420 v190 q0,40 -40,40 h-340 q-40,0 -40,-40z`, sheen(c)));
  c.add(path(`M${cx - 225},${top - 232} q225,-80 450,0z`, lighten(colour, 0.1)), ellipse(cx, top - 268, 36, 16, '#2f2c2a'));
  // frying pan
  c.shadow(900, top + 10, 160, 12);
  c.add(rect(960, top - 72, 220, 26, '#2f2c2a', { rx: 13, transform: `rotate(-12 960 ${top - 60})` }));
  c.add(ellipse(870, top - 40, 160, 44, '#3b3b3b'), ellipse(870, top - 46, 140, 34, '#4d4d4d'));
  c.add(group(rect(0, -10, 230, 20, rng.pick(woods), { rx: 10 }) + ellipse(250, 0, 40, 24, rng.pick(woods)), { transform: `translate(160 ${top + 70}) rotate(-4)` }));
}

export function drawToaster(c: Canvas, rng: Rng) {
  const top = counter(c, rng, 640);
  const colour = rng.pick(['#e9e4da', '#7d8f7a', '#c08b6d', '#9aa9b2', '#d8b27a', '#d7dbde']);
  const x = 400;
  const w = 400;
  const y = top - 250;
  c.shadow(600, top, 240, 14);
  for (const sx of [x + 80, x + 230]) {
    c.add(path(`M${sx},${y + 10} v-70 q0,-40 45,-40 q45,0 45,40 v70z`, '#d9a86a'), path(`M${sx + 10},${y + 10} v-64 q0,-32 35,-32 q35,0 35,32 v64z`, '#ecd2a4'));
  }
  c.add(rect(x, y, w, 250, colour, { rx: 60 }), rect(x, y, w, 250, sheen(c, 0.16), { rx: 60 }));
  c.add(rect(x + 40, y + 20, w - 80, 16, darken(colour, 0.25), { rx: 8 }));
  c.add(rect(x + w - 4, y + 80, 40, 24, '#2f2c2a', { rx: 10 }), circle(x + w / 2, y + 160, 22, metals.chrome));
  c.add(rect(x + 30, top - 16, 40, 16, '#2f2c2a', { rx: 4 }), rect(x + w - 70, top - 16, 40, 16, '#2f2c2a', { rx: 4 }));
}
