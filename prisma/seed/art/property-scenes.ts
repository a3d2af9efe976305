// Real-estate pictures: houses, apartment blocks, towers, villas, plots, buildings under
// construction and an interior, under soft skies. Canvas 1200x900.
import type { Rng } from '../prng.ts';
import { Canvas, accents, circle, darken, ellipse, fabrics, group, lighten, line, mix, path, polygon, rect, woods } from './svg.ts';
import { H, W, artwork, floorLamp, plantPot, sofa } from './furnishings.ts';

interface Sky {
  top: string;
  bottom: string;
  sun: string;
}
const skies: Sky[] = [
  { top: '#a9c6dc', bottom: '#eef0ea', sun: '#fff4dc' },
  { top: '#c4d7e4', bottom: '#f6eee2', sun: '#fff1d6' },
  { top: '#93abc6', bottom: '#f1dcc6', sun: '#ffe3bf' },
  { top: '#b7cad8', bottom: '#ece7df', sun: '#ffffff' },
  { top: '#a7bfd0', bottom: '#f3e3d3', sun: '#ffe9c9' },
];
const walls = ['#f3efe7', '#e8dccb', '#ddd2c3', '#ece6dc', '#d9cfc4', '#e6e0d6'];
const roofs = ['#8a5a44', '#5b6770', '#a4694f', '#4f5b62', '#6d5a4e'];
const lawns = ['#9fb287', '#8ea67a', '#a8b88e'];
const leaves = ['#6f8c5f', '#5e7d5a', '#7f9a68', '#4f6e55'];

/** Sky, sun, clouds, two layers of hills and the ground from `horizon` down. */
function landscape(c: Canvas, rng: Rng, horizon: number, ground: string, hills = true) {
  const sky = rng.pick(skies);
  c.add(rect(0, 0, W, horizon + 40, c.linear([[0, sky.top], [1, sky.bottom]])));
  c.glow(rng.int(150, 1050), rng.int(120, 260), 260, sky.sun, 0.7);
  for (let i = 0; i < rng.int(2, 3); i++) {
    const x = rng.int(80, 1100);
    const y = rng.int(70, 240);
    const s = rng.range(0.7, 1.2);
    c.add(group(ellipse(0, 0, 90 * s, 26 * s, '#ffffff') + ellipse(-50 * s, 8 * s, 60 * s, 20 * s, '#ffffff') + ellipse(55 * s, 6 * s, 70 * s, 22 * s, '#ffffff') + ellipse(10 * s, -18 * s, 50 * s, 24 * s, '#ffffff'), { transform: `translate(${x} ${y})`, opacity: 0.55 }));
  }
  if (hills) {
    for (const [k, lift] of [[0, 110], [1, 55]] as const) {
      let d = `M0,${horizon} L0,${horizon - lift + rng.int(-20, 20)}`;
      for (let x = 0; x < W; x += 300) d += ` Q${x + 150},${horizon - lift - rng.int(10, 60)} ${x + 300},${horizon - lift + rng.int(-20, 20)}`;
      c.add(path(d + ` L${W},${horizon}z`, mix(sky.bottom, k ? '#8da08a' : '#9fb0b8', k ? 0.45 : 0.35)));
    }
  }
  c.add(rect(0, horizon, W, H - horizon, c.linear([[0, darken(ground, 0.06)], [1, lighten(ground, 0.1)]])));
  return sky;
}

export function tree(c: Canvas, rng: Rng, x: number, base: number, s = 1) {
  const leaf = rng.pick(leaves);
  c.shadow(x, base, 80 * s, 10 * s, 0.18);
  c.add(rect(x - 8 * s, base - 120 * s, 16 * s, 120 * s, '#6b4f3a'));
  c.add(circle(x - 40 * s, base - 150 * s, 55 * s, darken(leaf, 0.1)), circle(x + 38 * s, base - 160 * s, 60 * s, leaf), circle(x, base - 210 * s, 68 * s, lighten(leaf, 0.08)));
}

function cypress(c: Canvas, x: number, base: number, h: number) {
  c.add(ellipse(x, base - h / 2, h * 0.16, h / 2, '#4f6b52'), ellipse(x - h * 0.04, base - h / 2, h * 0.08, h * 0.44, '#5f7d5f', { opacity: 0.7 }));
}

function bush(c: Canvas, rng: Rng, x: number, base: number, w: number) {
  const leaf = rng.pick(leaves);
  for (let i = 0; i < Math.max(2, Math.round(w / 40)); i++) c.add(circle(x + i * 36, base - 22 - (i % 2) * 8, 30, i % 2 ? leaf : darken(leaf, 0.1)));
}

export function palm(c: Canvas, x: number, base: number, h: number, lean: number) {
  const tx = x + lean;
  const ty = base - h;
  c.add(path(`M${x - 9},${base} Q${x + lean * 0.2 - 6},${base - h * 0.5} ${tx - 4},${ty} L${tx + 4},${ty} Q${x + lean * 0.2 + 6},${base - h * 0.5} ${x + 9},${base}z`, '#8a6d52'));
  for (let k = 1; k < 12; k++) {
    const t = k / 12;
    const px = x + (tx - x) * t * t + lean * 0.2 * 2 * t * (1 - t);
    c.add(line(px - 8, base - h * t, px + 8, base - h * t + 2, '#6f553f', 2, { opacity: 0.6 }));
  }
  for (let k = 0; k < 9; k++) {
    const a = -150 + k * 38;
    const len = h * 0.42;
    c.add(group(path(`M0,0 Q${len * 0.5},${-len * 0.18} ${len},${len * 0.22} Q${len * 0.5},${len * 0.02} 0,0z`, k % 2 ? '#5e7d5a' : '#6f8c5f'), { transform: `translate(${tx} ${ty}) rotate(${a})` }));
  }
}

function windowPane(c: Canvas, x: number, y: number, w: number, h: number, frame = '#fbfaf7', cross = true) {
  c.add(rect(x - 5, y - 5, w + 10, h + 10, frame, { rx: 2 }));
  c.add(rect(x, y, w, h, c.linear([[0, '#dbe7ee'], [0.5, '#9fb8c6'], [1, '#7d94a3']])));
  c.add(polygon([x + w * 0.15, y + h, x + w * 0.55, y, x + w * 0.75, y, x + w * 0.35, y + h], '#ffffff', { opacity: 0.22 }));
  if (cross) c.add(line(x + w / 2, y, x + w / 2, y + h, frame, 4), line(x, y + h * 0.45, x + w, y + h * 0.45, frame, 4));
}

export function drawHouse(c: Canvas, rng: Rng) {
  const horizon = 600;
  landscape(c, rng, horizon, rng.pick(lawns));
  const wall = rng.pick(walls);
  const roof = rng.pick(roofs);
  const base = 760;
  const w = rng.int(440, 520);
  const cx = rng.int(540, 640);
  const x = cx - w / 2;
  const top = base - 270;
  const flat = rng.chance(0.4);
  tree(c, rng, x - 120, base - 20, 1.1);
  if (rng.chance(0.7)) tree(c, rng, x + w + 140, base - 30, 1.25);
  c.shadow(cx, base + 4, w * 0.7, 22);
  // garage wing
  const garageLeft = rng.chance(0.5);
  const gx = garageLeft ? x - 190 : x + w;
  c.add(rect(gx, base - 150, 190, 150, darken(wall, 0.06)), rect(gx + 25, base - 110, 140, 110, lighten(wall, 0.35)));
  for (let y = base - 100; y < base; y += 18) c.add(line(gx + 25, y, gx + 165, y, darken(wall, 0.12), 2));
  c.add(rect(gx - 8, base - 162, 206, 14, flat ? darken(wall, 0.3) : roof));
  // main body
  c.add(rect(x, top, w, 270, wall), rect(x, top, w, 270, c.linear([[0, '#ffffff', 0], [1, '#000000', 0.06]])));
  if (flat) {
    c.add(rect(x - 16, top - 18, w + 32, 20, darken(wall, 0.35)), rect(x + w * 0.45, top - 150, w * 0.55, 132, lighten(wall, 0.05)), rect(x + w * 0.45 - 12, top - 166, w * 0.55 + 24, 18, darken(wall, 0.35)));
    windowPane(c, x + w * 0.5, top - 120, w * 0.45, 84, '#3d3d3d', false);
  } else {
    c.add(polygon([x - 34, top + 4, cx, top - 180, x + w + 34, top + 4], roof), polygon([x - 34, top + 4, cx, top - 180, x + w + 34, top + 4], c.linear([[0, '#ffffff', 0.12], [1, '#000000', 0.12]])));
    c.add(rect(x + w * 0.72, top - 150, 40, 90, darken(roof, 0.15)));
    windowPane(c, cx - 34, top - 100, 68, 68);
  }
  const frame = flat ? '#3d3d3d' : '#fbfaf7';
  const cols = 3;
  for (let row = 0; row < 2; row++) {
    for (let k = 0; k < cols; k++) {
      const wx = x + 40 + k * ((w - 80) / cols) + 20;
      const wy = top + 34 + row * 130;
      if (row === 1 && k === 1) continue;
      windowPane(c, wx, wy, (w - 80) / cols - 40, 84, frame);
    }
  }
  // door and porch
  const door = rng.pick(['#5f6f82', '#4f5d56', '#8a5a44', '#2f2f31', '#b58a5f']);
  c.add(rect(cx - 34, base - 124, 68, 124, door, { rx: 3 }), circle(cx + 20, base - 62, 4, '#d8c08a'));
  c.add(rect(cx - 60, base - 140, 120, 14, darken(wall, 0.3)), rect(cx - 70, base - 6, 140, 12, '#cfc8bd'));
  c.add(polygon([cx - 60, base + 6, cx + 60, base + 6, cx + 120, H, cx - 120, H], '#d9d2c6'));
  bush(c, rng, x + 10, base, 140);
  bush(c, rng, x + w - 150, base, 140);
}

export function drawApartments(c: Canvas, rng: Rng) {
  const horizon = 700;
  landscape(c, rng, horizon, '#bdb8ae', false);
  const wall = rng.pick(walls);
  const accent = rng.pick(['#c08b6d', '#7d8f7a', '#5f6f82', '#b58a5f']);
  const base = 760;
  // a paler block behind for depth
  c.add(rect(720, 190, 320, 520, mix(wall, '#b9c6cf', 0.45)));
  for (let y = 220; y < 690; y += 56) for (let x = 745; x < 1020; x += 60) c.add(rect(x, y, 34, 30, mix('#9fb8c6', '#b9c6cf', 0.5)));
  const floors = rng.int(6, 8);
  const fh = 66;
  const w = 560;
  const x = 170;
  const top = base - floors * fh - 40;
  c.shadow(x + w / 2, base, w * 0.6, 18);
  c.add(rect(x, top, w, base - top, wall), rect(x + w * 0.62, top, w * 0.38, base - top, darken(wall, 0.07)));
  c.add(rect(x - 10, top - 16, w + 20, 18, darken(wall, 0.3)));
  for (let f = 0; f < floors; f++) {
    const y = top + 20 + f * fh;
    for (let k = 0; k < 5; k++) {
      const wx = x + 30 + k * 108;
      windowPane(c, wx, y + 6, 70, 40, '#f7f5f1', false);
      if (f < floors - 1 && (k + f) % 2 === 0) {
        c.add(rect(wx - 12, y + 44, 94, 8, darken(wall, 0.25)));
        c.add(rect(wx - 12, y + 22, 94, 22, accent, { opacity: 0.18 }), line(wx - 12, y + 22, wx + 82, y + 22, darken(accent, 0.2), 3));
        for (let r = wx - 4; r < wx + 82; r += 12) c.add(line(r, y + 22, r, y + 44, darken(accent, 0.2), 2));
      }
    }
  }
  // entrance
  c.add(rect(x + w / 2 - 60, base - 90, 120, 90, '#4a5560'), rect(x + w / 2 - 80, base - 104, 160, 14, darken(wall, 0.35)));
  windowPane(c, x + w / 2 - 50, base - 82, 100, 82, '#3d3d3d', false);
  c.add(rect(0, base, W, 40, '#d6d0c6'), rect(0, base + 40, W, H - base - 40, '#8f8d89'));
  for (let lx = 60; lx < W; lx += 200) c.add(rect(lx, 840, 90, 8, '#e9e5de'));
  tree(c, rng, 120, base + 10, 0.9);
  tree(c, rng, 820, base + 10, 1);
  tree(c, rng, 1080, base + 10, 0.85);
}

export function drawTowers(c: Canvas, rng: Rng) {
  const horizon = 640;
  const sky = landscape(c, rng, horizon, '#7f9fb0', false);
  // distant skyline
  for (let x = 0; x < W; x += rng.int(50, 90)) {
    const h = rng.int(60, 200);
    c.add(rect(x, horizon - h, rng.int(36, 70), h, mix(sky.bottom, '#9aa9b8', 0.5)));
  }
  const towers = rng.shuffle([
    [300, 200, rng.int(400, 480)],
    [560, 230, rng.int(470, 530)],
    [830, 190, rng.int(360, 440)],
  ]);
  const glassTop = rng.pick(['#c9dbe6', '#d6e0e4', '#cfd9e3']);
  const glassBottom = rng.pick(['#6e8ba0', '#7b8f9b', '#617f95']);
  for (const [x, w, h] of towers.sort((a, b) => a[2] - b[2])) {
    const top = horizon - h;
    const glass = c.linear([[0, glassTop], [1, glassBottom]]);
    const crown = rng.pick(['flat', 'slant', 'step'] as const);
    const shape = crown === 'slant' ? [x, top + 40, x + w, top, x + w, horizon, x, horizon] : [x, top, x + w, top, x + w, horizon, x, horizon];
    c.add(polygon(shape, glass));
    c.add(polygon(shape, c.linear([[0, '#ffffff', 0.18], [0.5, '#ffffff', 0], [1, '#000000', 0.12]], { x1: 0, y1: 0, x2: 1, y2: 0 })));
    for (let y = top + 50; y < horizon; y += 22) c.add(line(x, y, x + w, y, '#ffffff', 1.5, { opacity: 0.35 }));
    for (let mx = x + 20; mx < x + w; mx += 20) c.add(line(mx, top + (crown === 'slant' ? 40 : 6), mx, horizon, '#2f3f4a', 1, { opacity: 0.18 }));
    if (crown === 'step') c.add(rect(x + w * 0.2, top - 60, w * 0.6, 60, lighten(glassBottom, 0.3)), rect(x + w * 0.45, top - 110, w * 0.1, 50, '#b9c2c9'));
    // reflection in the water
    c.add(rect(x, horizon, w, h * 0.45, c.linear([[0, glassBottom, 0.45], [1, glassBottom, 0]])));
  }
  c.add(rect(0, horizon, W, H - horizon, c.linear([[0, '#8fb0c0', 0.6], [1, '#6f93a6', 0.8]])));
  for (let i = 0; i < 40; i++) {
    const y = rng.int(horizon + 10, H - 10);
    const x = rng.int(0, W);
    c.add(line(x, y, x + rng.int(30, 90), y, '#ffffff', 2, { opacity: 0.35 }));
  }
  c.add(rect(0, horizon - 8, W, 10, '#d9d2c4'));
  for (const px of [120, 1040]) palm(c, px, horizon, 220, rng.int(-30, 30));
}

export function drawVilla(c: Canvas, rng: Rng) {
  const horizon = 560;
  const desert = rng.chance(0.5);
  landscape(c, rng, horizon, desert ? '#e4d3b4' : rng.pick(lawns));
  const wall = rng.pick(['#f3efe7', '#ece6dc', '#e6ddd0']);
  const wood = rng.pick(woods);
  const base = 700;
  palm(c, 110, base, 380, 40);
  palm(c, 1080, base, 340, -50);
  c.shadow(600, base, 460, 24);
  // ground floor
  c.add(rect(190, base - 190, 820, 190, wall));
  c.add(rect(240, base - 160, 380, 160, '#5e6e78'));
  for (let gx = 240; gx <= 620; gx += 76) c.add(line(gx, base - 160, gx, base, '#e9e5de', 5));
  c.add(rect(240, base - 160, 380, 160, c.linear([[0, '#ffe9c4', 0.35], [1, '#ffe9c4', 0.05]])));
  c.add(rect(680, base - 190, 140, 190, wood));
  for (let gx = 690; gx < 820; gx += 14) c.add(line(gx, base - 188, gx, base, darken(wood, 0.2), 2));
  windowPane(c, 860, base - 150, 110, 100, '#3d3d3d', false);
  c.add(rect(170, base - 206, 860, 18, '#fbfaf8'), rect(170, base - 190, 860, 4, '#00000022'));
  // upper floor, offset
  const ux = rng.pick([300, 420]);
  c.add(rect(ux, base - 360, 460, 156, wall), rect(ux + 30, base - 330, 300, 110, '#5e6e78'));
  for (let gx = ux + 30; gx <= ux + 330; gx += 75) c.add(line(gx, base - 330, gx, base - 220, '#e9e5de', 4));
  c.add(rect(ux + 30, base - 330, 300, 110, c.linear([[0, '#ffffff', 0.25], [1, '#ffffff', 0]], { x1: 0, y1: 0, x2: 1, y2: 1 })));
  c.add(rect(ux - 20, base - 376, 500, 18, '#fbfaf8'));
  c.add(rect(ux + 30, base - 226, 300, 22, '#cfe0e6', { opacity: 0.5 }), line(ux + 30, base - 226, ux + 330, base - 226, '#9fb3bc', 3));
  // pool and deck
  c.add(rect(0, base, W, H - base, desert ? '#e9dcc4' : '#d9d2c6'));
  c.add(rect(180, base + 50, 840, 120, '#f4f0e8', { rx: 6 }), rect(200, base + 62, 800, 96, c.linear([[0, '#7fc1c8'], [1, '#4f9aa6']]), { rx: 4 }));
  for (let i = 0; i < 14; i++) {
    const x = rng.int(220, 940);
    const y = rng.int(base + 72, base + 146);
    c.add(path(`M${x},${y} q12,-6 24,0 q12,6 24,0`, 'none', { stroke: '#dff3f4', 'stroke-width': 3, opacity: 0.7 }));
  }
  for (const lx of [240, 360]) c.add(polygon([lx, base + 40, lx + 90, base + 40, lx + 110, base + 10, lx + 20, base + 10], '#fbfaf8'), rect(lx + 80, base + 4, 30, 10, '#fbfaf8', { rx: 5 }));
  if (!desert) bush(c, rng, 1040, base, 120);
}

export function drawPlot(c: Canvas, rng: Rng) {
  const horizon = 520;
  const sky = landscape(c, rng, horizon, rng.pick(['#b7b48e', '#a9b287', '#c2b28f']));
  for (let x = 700; x < 1150; x += rng.int(30, 50)) {
    const h = rng.int(30, 110);
    c.add(rect(x, horizon - h, rng.int(20, 40), h, mix(sky.bottom, '#aab4bd', 0.45)));
  }
  for (const [x, s] of [[120, 0.5], [260, 0.42], [560, 0.38]] as const) tree(c, rng, x, horizon + 6, s);
  cypress(c, 980, horizon + 4, 90);
  // the marked plot
  const soil = rng.pick(['#cdb58f', '#c6ae88', '#d3c09c']);
  const plot = [230, 800, 980, 800, 830, 590, 380, 590];
  c.add(polygon(plot, soil), polygon(plot, c.linear([[0, '#000000', 0.08], [1, '#ffffff', 0.1]])));
  for (let i = 0; i < 60; i++) {
    const x = rng.int(300, 900);
    const y = rng.int(600, 790);
    c.add(line(x, y, x + rng.int(6, 16), y, darken(soil, 0.15), 2, { opacity: 0.5 }));
  }
  const corners = [[230, 800], [980, 800], [830, 590], [380, 590]];
  for (let k = 0; k < 4; k++) {
    const [x1, y1] = corners[k];
    const [x2, y2] = corners[(k + 1) % 4];
    for (let t = 0; t <= 1; t += 0.25) {
      const px = x1 + (x2 - x1) * t;
      const py = y1 + (y2 - y1) * t;
      const ph = 14 + (py - 590) * 0.12;
      c.add(rect(px - 3, py - ph, 6, ph, '#f1ede4'), rect(px - 3, py - ph, 6, 5, '#c0584a'));
    }
    c.add(line(x1, y1 - 12 - (y1 - 590) * 0.1, x2, y2 - 12 - (y2 - 590) * 0.1, '#f1ede4', 2, { opacity: 0.9 }));
  }
  // a blank sign board and a road
  const board = rng.pick(['#5f6f82', '#4f5d56', '#a65f4e']);
  c.add(rect(120, 560, 10, 240, '#6b5848'), rect(250, 560, 10, 240, '#6b5848'), rect(100, 520, 180, 120, board, { rx: 6 }), rect(116, 536, 148, 14, '#f3ede4', { opacity: 0.9 }), rect(116, 562, 100, 10, '#f3ede4', { opacity: 0.6 }));
  c.add(rect(0, 820, W, 80, '#8f8d89'), rect(0, 816, W, 6, '#d6d0c6'));
  for (let lx = 40; lx < W; lx += 180) c.add(rect(lx, 858, 90, 6, '#ece8e1'));
}

export function drawConstruction(c: Canvas, rng: Rng) {
  const horizon = 700;
  landscape(c, rng, horizon, '#c9b99c');
  const base = 760;
  const x = 380;
  const w = 380;
  const floors = 11;
  const fh = 46;
  const done = rng.int(4, 6);
  const concrete = '#cfcbc4';
  for (let f = 0; f < floors; f++) {
    const y = base - (f + 1) * fh;
    if (f < done) {
      c.add(rect(x, y, w, fh, c.linear([[0, '#c2d3dd'], [1, '#7f98a8']])));
      for (let mx = x + 38; mx < x + w; mx += 38) c.add(line(mx, y, mx, y + fh, '#e9edf0', 2));
    } else {
      c.add(rect(x, y, w, fh, '#000000', { opacity: 0.06 }));
      for (let k = 0; k <= 4; k++) c.add(rect(x + k * (w / 4) - 7, y, 14, fh, concrete));
    }
    c.add(rect(x - 10, y - 8, w + 20, 10, darken(concrete, 0.1)));
  }
  // scaffolding net on the unfinished side
  c.add(rect(x + w - 6, base - floors * fh, 60, (floors - done) * fh, '#7f9a8a', { opacity: 0.45 }));
  for (let y = base - floors * fh; y < base - done * fh; y += fh / 2) c.add(line(x + w - 6, y, x + w + 54, y, '#6b7f72', 2));
  // tower crane
  const crane = rng.pick(['#d8b04a', '#d39b4a', '#c9a44a']);
  const mx = 930;
  const jibY = 110;
  c.add(rect(mx - 14, jibY, 28, base - jibY, 'none', { stroke: crane, 'stroke-width': 5 }));
  for (let y = jibY; y < base; y += 28) c.add(line(mx - 14, y, mx + 14, y + 28, crane, 3));
  c.add(rect(330, jibY - 6, 780, 12, crane), line(330, jibY, mx, jibY - 70, crane, 3), line(1100, jibY, mx, jibY - 70, crane, 3));
  c.add(polygon([mx - 10, jibY - 70, mx + 10, jibY - 70, mx + 14, jibY, mx - 14, jibY], crane));
  c.add(rect(1040, jibY + 6, 60, 46, '#8f8a82'), rect(mx - 30, jibY + 6, 40, 40, '#f4f0e8', { rx: 4 }));
  const hookX = rng.int(480, 700);
  c.add(rect(hookX - 10, jibY + 2, 20, 10, '#4a4744'), line(hookX, jibY + 12, hookX, 330, '#4a4744', 2));
  c.add(rect(hookX - 70, 330, 140, 14, '#9a8f82'));
  // hoarding
  const board = rng.pick(['#5f6f82', '#4f5d56', '#7d8f7a']);
  c.add(rect(0, base - 60, W, 80, board), rect(0, base - 40, W, 10, '#f3ede4', { opacity: 0.8 }));
  for (let px = 0; px < W; px += 150) c.add(line(px, base - 60, px, base + 20, darken(board, 0.25), 3));
  c.add(rect(0, base + 20, W, H - base - 20, c.linear([[0, '#b9a98b'], [1, '#d3c5ab']])));
}

export function drawInterior(c: Canvas, rng: Rng) {
  const wall = rng.pick(['#efe9df', '#e9e4dc', '#f1ebe3', '#e4e6e1']);
  c.add(rect(0, 0, W, 640, wall));
  // a wide window with a view
  const sky = rng.pick(skies);
  c.add(rect(50, 80, 500, 450, '#3d3d3d'));
  c.clipped(rect(60, 90, 480, 430, '#fff'), () => {
    c.add(rect(60, 90, 480, 430, c.linear([[0, sky.top], [1, sky.bottom]])));
    for (let x = 60; x < 540; x += rng.int(40, 70)) {
      const h = rng.int(60, 220);
      c.add(rect(x, 520 - h, rng.int(30, 50), h, mix(sky.bottom, '#9aa9b8', 0.5)));
    }
  });
  c.add(line(300, 90, 300, 520, '#3d3d3d', 8));
  c.add(polygon([60, 640, 540, 640, 800, 900, -240, 900], '#ffffff', { opacity: 0.15 }));
  artwork(c, rng, 620, 150, 240, 180);
  c.add(rect(608, 138, 264, 204, 'none', { stroke: '#2f2c2a', 'stroke-width': 12 }));
  const floor = rng.pick(woods);
  c.add(rect(0, 640, W, 260, c.linear([[0, darken(floor, 0.1)], [1, lighten(floor, 0.15)]])));
  for (let y = 660; y < H; y += 34) c.add(line(0, y, W, y, darken(floor, 0.2), 2, { opacity: 0.4 }));
  c.add(ellipse(620, 800, 430, 70, rng.pick(['#e4dccf', '#d8c7ae', '#c9d0c5'])));
  floorLamp(c, rng, 1030, 780, true);
  sofa(c, { cx: 600, base: 790, width: 660, seats: 3, color: rng.pick(fabrics), leg: rng.pick(woods), pillows: rng.sample(accents, 2) });
  plantPot(c, rng, 175, 800, 0.75);
}
