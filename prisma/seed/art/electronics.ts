// Electrical goods and electronics (split from goods.ts).
import type { Rng } from '../prng.ts';
import { Canvas, accents, circle, darken, ellipse, group, lighten, line, metals, path, pickRoom, polygon, rect, woods } from './svg.ts';
import { H, W, plantPot, room } from './furnishings.ts';
import { sheen } from './goods.ts';

export function drawSwitch(c: Canvas, rng: Rng) {
  const pal = pickRoom(rng);
  c.add(rect(0, 0, W, H, c.linear([[0, pal.wallTop], [1, pal.wallBottom]], { x1: 0, y1: 0, x2: 1, y2: 1 })));
  const finish = rng.pick(['#f4f2ee', metals.brass, '#2f2f31', '#d7dbde']);
  const detail = finish === '#2f2f31' ? '#55585c' : darken(finish, 0.12);
  const plate = (x: number, y: number, s: number) => {
    c.add(rect(x + 10, y + 16, s, s, '#000000', { rx: 26, opacity: 0.12 }));
    c.add(rect(x, y, s, s, finish, { rx: 26 }), rect(x, y, s, s, c.linear([[0, '#ffffff', 0.3], [1, '#000000', 0.1]], { x1: 0, y1: 0, x2: 1, y2: 1 }), { rx: 26 }));
  };
  plate(220, 250, 380);
  // a double rocker switch
  for (const x of [290, 420]) {
    c.add(rect(x, 320, 110, 240, detail, { rx: 14 }), rect(x + 8, 328, 94, 112, lighten(finish, 0.1), { rx: 10 }), rect(x + 8, 440, 94, 112, darken(finish, 0.05), { rx: 10 }));
  }
  plate(660, 250, 380);
  // a three-pin socket with its own switch
  c.add(rect(738, 330, 30, 70, '#1f1f21', { rx: 4 }), rect(798, 460, 70, 26, '#1f1f21', { rx: 4 }), rect(888, 460, 70, 26, '#1f1f21', { rx: 4 }));
  c.add(rect(930, 300, 60, 100, detail, { rx: 10 }), rect(936, 306, 48, 44, lighten(finish, 0.1), { rx: 8 }), circle(960, 380, 6, '#c0584a'));
}

export function drawBulb(c: Canvas, rng: Rng) {
  const bg = rng.pick([['#2f3a3d', '#4b5a5a'], ['#3a3431', '#5d514a'], ['#2e3440', '#4c566a']]);
  c.add(rect(0, 0, W, H, c.linear([[0, bg[0]], [1, bg[1]]])));
  const xs = rng.chance(0.5) ? [600] : [420, 780];
  for (const [i, x] of xs.entries()) {
    const y = xs.length === 1 ? 470 : 420 + i * 80;
    c.glow(x, y + 70, 360, '#ffcf7a', 0.5);
    c.add(line(x, 0, x, y - 120, '#1d1b1a', 5));
    c.add(rect(x - 34, y - 130, 68, 90, metals.brass, { rx: 8 }), rect(x - 34, y - 130, 68, 90, sheen(c), { rx: 8 }));
    for (let k = 0; k < 4; k++) c.add(line(x - 34, y - 110 + k * 18, x + 34, y - 106 + k * 18, darken(metals.brass, 0.3), 2));
    const glass = `M${x - 30},${y - 40} q-4,40 -60,100 a110,110 0 1 0 180,0 q-56,-60 -60,-100z`;
    c.add(path(glass, c.radial([[0, '#fff4d6', 0.7], [0.7, '#ffd98a', 0.35], [1, '#ffd98a', 0.2]], { cy: 0.65 })));
    c.add(path(`M${x - 14},${y - 30} L${x - 20},${y + 120} M${x + 14},${y - 30} L${x + 20},${y + 120}`, 'none', { stroke: '#8d7a5f', 'stroke-width': 2 }));
    c.add(path(`M${x - 20},${y + 120} l10,-16 l10,16 l10,-16 l10,16 l10,-16 l10,16`, 'none', { stroke: '#fff0b8', 'stroke-width': 4, 'stroke-linejoin': 'round' }));
    c.add(path(glass, 'none', { stroke: '#fff6e0', 'stroke-width': 2, opacity: 0.5 }));
  }
}

export function drawFan(c: Canvas, rng: Rng) {
  room(c, rng);
  const colour = rng.pick(['#f1f0ed', '#7d8f7a', '#3c3f42', '#d8b27a', '#9aa9b2']);
  const cx = 600;
  const cy = 330;
  c.shadow(cx, 790, 170, 16);
  c.add(ellipse(cx, 780, 150, 26, darken(colour, 0.15)), ellipse(cx, 770, 150, 26, colour));
  c.add(rect(cx - 10, cy, 20, 440, metals.chrome), rect(cx - 22, 560, 44, 60, colour, { rx: 10 }));
  for (let k = 0; k < 3; k++) {
    const a = k * 120 + 20;
    c.add(group(path('M0,0 C60,-40 170,-60 200,0 C170,40 60,30 0,0z', lighten(colour, 0.25), { opacity: 0.9 }), { transform: `translate(${cx} ${cy}) rotate(${a})` }));
  }
  c.add(circle(cx, cy, 60, colour), circle(cx, cy, 60, c.soft()), circle(cx, cy, 24, lighten(colour, 0.3)));
  c.add(circle(cx, cy, 230, 'none', { stroke: metals.chrome, 'stroke-width': 8 }));
  for (let k = 0; k < 24; k++) {
    const a = (k * Math.PI) / 12;
    c.add(line(cx + Math.cos(a) * 70, cy + Math.sin(a) * 70, cx + Math.cos(a) * 226, cy + Math.sin(a) * 226, metals.chrome, 2, { opacity: 0.8 }));
  }
}

function screen(c: Canvas, rng: Rng, x: number, y: number, w: number, h: number) {
  const pick = rng.sample(['#c08b6d', '#7d8f7a', '#d8b27a', '#5f6f82', '#8c7287', '#9aa9b2'], 3);
  c.clipped(rect(x, y, w, h, '#fff'), () => {
    c.add(rect(x, y, w, h, c.linear([[0, lighten(pick[0], 0.4)], [1, lighten(pick[1], 0.3)]])));
    c.add(circle(x + w * 0.68, y + h * 0.36, h * 0.14, lighten(pick[2], 0.3)));
    c.add(path(`M${x},${y + h * 0.72} Q${x + w * 0.3},${y + h * 0.45} ${x + w * 0.55},${y + h * 0.7} T${x + w},${y + h * 0.6} V${y + h} H${x}z`, darken(pick[1], 0.2)));
    c.add(path(`M${x},${y + h * 0.85} Q${x + w * 0.4},${y + h * 0.7} ${x + w},${y + h * 0.82} V${y + h} H${x}z`, darken(pick[1], 0.4)));
    c.add(polygon([x + w * 0.55, y, x + w * 0.7, y, x + w * 0.4, y + h, x + w * 0.25, y + h], '#ffffff', { opacity: 0.07 }));
  });
}

export function drawTv(c: Canvas, rng: Rng) {
  room(c, rng, pickRoom(rng), 700);
  c.add(rect(236, 96, 728, 420, '#1c1d1f', { rx: 10 }));
  screen(c, rng, 248, 108, 704, 396);
  const wood = rng.pick(woods);
  c.shadow(600, 810, 420, 18);
  c.add(rect(220, 640, 760, 150, wood, { rx: 6 }), rect(220, 640, 760, 150, c.soft(), { rx: 6 }));
  for (const x of [410, 600, 790]) c.add(line(x, 650, x, 780, darken(wood, 0.3), 2));
  for (const x of [260, 920]) c.add(rect(x, 790, 20, 26, darken(wood, 0.35)));
  c.add(rect(300, 560, 60, 80, '#2f2f31', { rx: 12 }), circle(330, 590, 14, '#4a4a4d'));
  plantPot(c, rng, 860, 640, 0.45);
}

export function drawLaptop(c: Canvas, rng: Rng) {
  const pal = pickRoom(rng);
  c.add(rect(0, 0, W, 600, c.linear([[0, pal.wallTop], [1, pal.wallBottom]])));
  const wood = rng.pick(woods);
  c.add(rect(0, 600, W, 300, c.linear([[0, lighten(wood, 0.15)], [1, wood]])));
  const shell = rng.pick(['#c9cdd1', '#9aa0a6', '#d8cfc4', '#3b3d40']);
  c.shadow(600, 690, 380, 20);
  c.add(rect(330, 220, 540, 350, shell, { rx: 18 }), rect(346, 236, 508, 318, '#16181a', { rx: 8 }));
  screen(c, rng, 354, 244, 492, 302);
  c.add(polygon([300, 570, 900, 570, 960, 680, 240, 680], lighten(shell, 0.1)), polygon([340, 585, 860, 585, 890, 640, 310, 640], darken(shell, 0.2), { opacity: 0.6 }));
  c.add(polygon([520, 648, 680, 648, 686, 672, 514, 672], darken(shell, 0.08)), rect(240, 680, 720, 10, darken(shell, 0.2), { rx: 5 }));
  // a mug and a notebook
  c.shadow(1030, 680, 70, 10);
  c.add(rect(990, 560, 80, 110, rng.pick(['#e8e3da', '#c08b6d', '#7d8f7a']), { rx: 10 }), path('M1070,585 q40,0 40,30 q0,30 -40,30', 'none', { stroke: '#b8b0a4', 'stroke-width': 12 }));
  c.add(group(rect(0, 0, 200, 140, rng.pick(accents), { rx: 6 }) + rect(14, 0, 6, 140, '#00000033'), { transform: 'translate(40 700) rotate(-8)' }));
}

export function drawSpeaker(c: Canvas, rng: Rng) {
  room(c, rng, pickRoom(rng), 700);
  const wood = rng.pick(woods);
  const cab = rng.pick([wood, '#2f2f31', '#e9e4da']);
  c.shadow(600, 810, 440, 18);
  c.add(rect(180, 700, 840, 110, rng.pick(woods), { rx: 6 }), rect(180, 700, 840, 110, c.soft(), { rx: 6 }));
  for (const x of [260, 760]) {
    c.add(rect(x, 380, 180, 320, cab, { rx: 12 }), rect(x, 380, 180, 320, sheen(c, 0.12), { rx: 12 }));
    c.add(circle(x + 90, 450, 30, '#2a2a2c'), circle(x + 90, 450, 12, '#5a5a5e'));
    c.add(circle(x + 90, 590, 70, '#2a2a2c'), circle(x + 90, 590, 56, c.radial([[0, '#6a6a70'], [1, '#2a2a2c']])), circle(x + 90, 590, 18, '#4a4a4e'));
  }
  // a record player between the speakers
  c.add(rect(470, 620, 260, 80, rng.pick(['#e9e4da', wood]), { rx: 8 }), ellipse(580, 622, 100, 16, '#1f1f21'), ellipse(580, 620, 30, 6, rng.pick(accents)));
  c.add(line(690, 600, 650, 624, metals.chrome, 5));
}

export function drawHeadphones(c: Canvas, rng: Rng) {
  room(c, rng);
  const colour = rng.pick(['#2f2f31', '#e9e4da', '#7d8f7a', '#5f6f82', '#c08b6d', '#d7dbde']);
  const cushion = colour === '#2f2f31' ? '#4a4a4d' : darken(colour, 0.3);
  c.shadow(600, 790, 150, 14);
  c.add(ellipse(600, 780, 130, 22, darken('#b58a5f', 0.1)), ellipse(600, 772, 130, 22, '#b58a5f'), rect(592, 300, 16, 470, '#8a6141'));
  c.add(path('M460,440 Q460,230 600,230 Q740,230 740,440', 'none', { stroke: colour, 'stroke-width': 30, 'stroke-linecap': 'round' }));
  c.add(path('M480,430 Q480,256 600,256 Q720,256 720,430', 'none', { stroke: cushion, 'stroke-width': 12, opacity: 0.7 }));
  for (const s of [-1, 1]) {
    const x = 600 + s * 150;
    c.add(rect(x - 10, 400, 20, 60, metals.chrome, { rx: 8 }));
    c.add(ellipse(x, 520, 64, 96, colour), ellipse(x, 520, 64, 96, sheen(c, 0.15)), ellipse(x - s * 38, 520, 24, 84, cushion));
  }
}
