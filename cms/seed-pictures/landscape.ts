// Flat-illustration landscapes for demo content, drawn as SVG and rasterised by sharp,
// so seeding needs no network and no stock photos. Same scene and seed, same picture.
// The indoor and table-top pictures are in ./still-life; `renderLandscape` draws them all.
import {
  H, W, circle, closeBelow, ellipse, line, mix, n, opacity, paint, path, poly, rect, ridge, rounded, smooth, xy,
  type Light, type Painter, type Pt,
} from './drawing';
import { STILL_LIFES, STILL_LIFE_LIGHTS, drawStillLife } from './still-life';

const LANDSCAPES = [
  'rice-terraces', 'mountains', 'sunset', 'lake', 'forest',
  'beach', 'village', 'waterfall', 'festival', 'market', 'homestay',
] as const;
export const SCENES = [...LANDSCAPES, ...STILL_LIFES] as const;
export type Scene = (typeof SCENES)[number];

const LIGHTS: Record<Scene, readonly Light[]> = {
  'rice-terraces': ['morning', 'day', 'golden'], mountains: ['morning', 'day', 'golden'], sunset: ['golden', 'dusk'],
  lake: ['morning', 'day', 'golden'], forest: ['morning', 'day'], beach: ['day', 'golden'],
  village: ['morning', 'day', 'golden'], waterfall: ['morning', 'day'], festival: ['night', 'dusk'], market: ['morning', 'day'],
  homestay: ['morning', 'day', 'golden'], ...STILL_LIFE_LIGHTS,
};

// ---- Sky and distance ----

function sky(p: Painter, horizon: number, cloudCount = 5, sunRadius = 34): void {
  p.add(rect(0, 0, W, H, p.linear([[0, p.pal.top], [horizon / H, p.pal.bottom], [1, p.pal.bottom]])));
  for (let i = 0; p.light === 'night' && i < 90; i++) {
    p.add(circle(p.rnd(0, W), p.rnd(0, horizon * 0.8), p.rnd(0.6, 1.8), '#ffffff', opacity(p.rnd(0.3, 0.9))));
  }
  if (sunRadius > 0) sun(p, p.rnd(100, 1100), p.rnd(70, Math.min(200, horizon - 120)), sunRadius);
  clouds(p, cloudCount, 60, Math.min(260, horizon - 80));
}

function sun(p: Painter, x: number, y: number, r: number): void {
  p.add(circle(x, y, r * 6, p.radial([[0, p.pal.sun, 0.85], [0.22, p.pal.sun, 0.3], [1, p.pal.sun, 0]])));
  p.add(circle(x, y, r, p.pal.sun));
}

/** Flat-bottomed cumulus: four puffs resting on a rounded bar. */
function clouds(p: Painter, count: number, yMin: number, yMax: number): void {
  const colour = mix('#ffffff', p.pal.bottom, p.light === 'night' ? 0.8 : 0.3);
  for (let i = 0; i < count; i++) {
    const x = p.rnd(-50, W + 50), base = p.rnd(yMin, yMax), s = p.rnd(22, 55);
    const puffs = ([[-0.95, 0.55], [-0.35, 0.8], [0.35, 1], [0.95, 0.6]] as Pt[])
      .map(([dx, k]) => circle(x + dx * s, base - k * s, k * s, colour));
    const bar = rect(x - 1.55 * s, base - 0.5 * s, 3.1 * s, 0.5 * s, colour, ` rx="${n(0.25 * s)}"`);
    p.add(`<g${opacity(p.rnd(0.5, 0.9))}>${puffs.join('')}${bar}</g>`);
  }
}

/** Overlapping ridges, the farther ones paler. */
function ranges(p: Painter, count: number, fromY: number, toY: number, base: string, amp: number, fade = 0.55): void {
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 1 : i / (count - 1);
    p.add(path(closeBelow(ridge(p.r, fromY + (toY - fromY) * t, amp * (1 - 0.35 * t))), p.land(base, fade * (1 - t))));
  }
}

function mist(p: Painter, y: number, h: number, strength: number): void {
  p.add(rect(0, y - h / 2, W, h, p.linear([[0, p.pal.haze, 0], [0.5, p.pal.haze, strength], [1, p.pal.haze, 0]])));
}

/** A stratovolcano with concave flanks, green foothills, side light and erosion gullies. */
function volcano(p: Painter, cx: number, peakY: number, baseY: number, halfW: number, colour: string): void {
  const h = baseY - peakY, c = halfW * 0.07;
  const d = `M${n(cx - halfW * 1.8)},${n(baseY)} C${n(cx - halfW * 0.6)},${n(baseY - h * 0.2)} `
    + `${n(cx - c * 2)},${n(peakY + h * 0.25)} ${n(cx - c)},${n(peakY)} L${n(cx + c)},${n(peakY + 4)} `
    + `C${n(cx + c * 2)},${n(peakY + h * 0.25)} ${n(cx + halfW * 0.6)},${n(baseY - h * 0.2)} ${n(cx + halfW * 1.8)},${n(baseY)} Z`;
  p.add(path(d, p.linear([[0, colour], [0.5, colour], [1, mix(colour, p.land('#4f7a45', 0.3), 0.55)]])));
  p.add(path(d, p.linear([[0, '#ffffff', 0.14], [0.45, '#ffffff', 0], [1, '#000000', 0.16]], [0, 0, 1, 0])));
  for (let i = 0; i < 9; i++) {
    const side = (i / 8 - 0.5) * 1.8;
    const end: Pt = [cx + side * halfW * p.rnd(0.6, 0.95), baseY - h * p.rnd(0.1, 0.3)];
    const d2 = `M${n(cx + side * c)},${n(peakY + 8)} Q${n(cx + side * halfW * 0.2)},${n(peakY + h * 0.45)} ${xy(end)}`;
    p.add(line(d2, mix(colour, '#000000', 0.15), 2.5, opacity(0.45)));
  }
}

function water(p: Painter, top: number, bottom: number, deep: string): void {
  p.add(rect(0, top, W, bottom - top, p.linear([[0, mix(p.pal.bottom, deep, 0.45)], [1, deep]])));
}

/** Mirror already-drawn scenery into the water below the horizon. */
function reflect(p: Painter, scenery: string, horizon: number, strength = 0.35): void {
  const flipped = `<g transform="translate(0 ${n(2 * horizon)}) scale(1 -1)">${scenery}</g>`;
  p.add(`<g clip-path="${p.clip(0, horizon, W, H - horizon)}"${opacity(strength)}>${flipped}</g>`);
}

/** Horizontal glints on water; with a centre they gather into the sun's path. */
function glints(p: Painter, top: number, bottom: number, count: number, cx?: number): void {
  for (let i = 0; i < count; i++) {
    const y = p.rnd(top, bottom), len = p.rnd(20, 90) * (0.4 + (y - top) / (bottom - top));
    const x = cx === undefined ? p.rnd(0, W) : cx + (p.r() - 0.5) * p.r() * 260;
    p.add(rect(x - len / 2, y, len, 2.2, cx === undefined ? '#ffffff' : p.pal.sun, opacity(p.rnd(0.15, 0.55))));
  }
}

// ---- Plants, buildings, people ----

function palm(p: Painter, x: number, y: number, h: number, colour: string, lean = 0): void {
  const tx = x + lean * h, ty = y - h, L = h * 0.42;
  const trunk = `M${n(x)},${n(y)} Q${n(x + lean * h * 0.1)},${n(y - h * 0.55)} ${n(tx)},${n(ty)}`;
  p.add(line(trunk, mix(colour, '#5a4630', 0.5), h * 0.035, ' stroke-linecap="round"'));
  for (let k = 0; k < 9; k++) {
    const a = -Math.PI - 0.45 + ((Math.PI + 0.9) * k) / 8 + p.rnd(-0.12, 0.12);
    const tip: Pt = [tx + Math.cos(a) * L, ty + Math.sin(a) * L * 0.6 + L * 0.4];
    const mid: Pt = [tx + Math.cos(a) * L * 0.5, ty + Math.sin(a) * L * 0.55 - L * 0.12];
    const w: Pt = [-Math.sin(a) * L * 0.09, Math.cos(a) * L * 0.09];
    const leaf = `M${n(tx)},${n(ty)} Q${xy([mid[0] + w[0], mid[1] + w[1]])} ${xy(tip)} `
      + `Q${xy([mid[0] - w[0], mid[1] - w[1]])} ${n(tx)},${n(ty)}Z`;
    p.add(path(leaf, k % 2 ? colour : mix(colour, '#000000', 0.15)));
  }
  p.add(circle(tx - h * 0.02, ty + h * 0.03, h * 0.025, '#5b4a2b'), circle(tx + h * 0.025, ty + h * 0.035, h * 0.025, '#6b5530'));
}

function roundTree(p: Painter, x: number, y: number, s: number, colour: string): void {
  p.add(rect(x - s * 0.08, y - s * 1.2, s * 0.16, s * 1.2, mix(colour, '#3b2a1a', 0.6)));
  p.add(circle(x - s * 0.55, y - s * 1.25, s * 0.62, mix(colour, '#000000', 0.18)));
  p.add(circle(x + s * 0.55, y - s * 1.3, s * 0.68, mix(colour, '#000000', 0.12)));
  p.add(circle(x, y - s * 1.75, s * 0.82, colour), circle(x - s * 0.28, y - s * 2.0, s * 0.42, mix(colour, '#ffffff', 0.12)));
}

function pine(p: Painter, x: number, y: number, h: number, colour: string): void {
  p.add(rect(x - h * 0.02, y - h * 0.3, h * 0.04, h * 0.3, mix(colour, '#2b1d12', 0.5)));
  for (let k = 0; k < 4; k++) {
    const top = y - h + k * h * 0.18, half = h * (0.1 + k * 0.055);
    p.add(poly([[x, top], [x + half, top + h * 0.32], [x - half, top + h * 0.32]], k % 2 ? colour : mix(colour, '#000000', 0.1)));
  }
}

/** Javanese joglo: plastered walls under a two-stage tiled roof (steep brunjung over a wide skirt). */
function joglo(p: Painter, cx: number, y: number, w: number): void {
  const wood = '#6d4326', roof = p.land(p.pick(['#a44a2a', '#8f3d24', '#b35a32'])), top = y - w * 0.36;
  p.add(rect(cx - w / 2, top, w, w * 0.36, p.land(p.pick(['#f0e2c4', '#e9d3a8', '#f4ece0']))));
  p.add(rect(cx - w * 0.08, y - w * 0.24, w * 0.16, w * 0.24, wood));
  for (const dx of [-0.3, 0.3]) p.add(rect(cx + dx * w - w * 0.06, top + w * 0.1, w * 0.12, w * 0.11, '#4a2f1c'));
  for (const dx of [-0.5, -0.15, 0.15, 0.5]) p.add(rect(cx + dx * w - w * 0.015, top, w * 0.03, w * 0.36, wood));
  const eave = top + 6, step = top - w * 0.17, peak = top - w * 0.48;
  p.add(poly([[cx - w * 0.66, eave], [cx + w * 0.66, eave], [cx + w * 0.3, step], [cx - w * 0.3, step]], roof));
  const brunjung: Pt[] = [[cx - w * 0.32, step + 1], [cx + w * 0.32, step + 1], [cx + w * 0.1, peak], [cx - w * 0.1, peak]];
  p.add(poly(brunjung, mix(roof, '#000000', 0.15)));
}

/** Sundanese rumah panggung: bamboo walls on stilts under a dark thatched roof with crossed ridge ends. */
function panggung(p: Painter, cx: number, y: number, w: number): void {
  const floor = y - w * 0.16, top = floor - w * 0.32, bamboo = p.land('#d6ae74');
  const roof = p.land(p.pick(['#4a3a2e', '#7a3b24', '#5c4632'])), peak = top - w * 0.4;
  for (const dx of [-0.42, -0.14, 0.14, 0.42]) p.add(rect(cx + dx * w - 3, floor, 6, w * 0.16, '#5a3d24'));
  p.add(rect(cx - w / 2, top, w, w * 0.32, bamboo), rect(cx - w * 0.52, floor - 4, w * 1.04, 8, '#6b4a2c'));
  for (let i = 1; i < 6; i++) p.add(rect(cx - w / 2, top + (i * w * 0.32) / 6, w, 1.5, mix(bamboo, '#000000', 0.2)));
  p.add(rect(cx - w * 0.3, top + w * 0.08, w * 0.14, w * 0.24, '#4a2f1c'));
  p.add(rect(cx + w * 0.12, top + w * 0.07, w * 0.2, w * 0.1, '#3a2617'));
  p.add(poly([[cx - w * 0.68, top + w * 0.06], [cx + w * 0.68, top + w * 0.06], [cx + w * 0.1, peak], [cx - w * 0.1, peak]], roof));
  const ends = `M${n(cx - w * 0.2)},${n(peak - w * 0.08)} L${n(cx - w * 0.1)},${n(peak)} L${n(cx + w * 0.1)},${n(peak)} `
    + `L${n(cx + w * 0.2)},${n(peak - w * 0.08)}`;
  p.add(line(ends, roof, 5));
}

/** A standing figure in a sarong, optionally wearing a caping (conical farmer's hat). */
function person(p: Painter, x: number, y: number, s: number, colour: string, hat = false): void {
  const shoulders = y - s * 0.64;
  const body = `M${n(x - s * 0.17)},${n(y)} L${n(x - s * 0.16)},${n(shoulders + s * 0.12)} `
    + `Q${n(x - s * 0.15)},${n(shoulders)} ${n(x)},${n(shoulders)} Q${n(x + s * 0.15)},${n(shoulders)} `
    + `${n(x + s * 0.16)},${n(shoulders + s * 0.12)} L${n(x + s * 0.17)},${n(y)} Z`;
  const sarong = mix(colour, p.pick(['#7a2e1c', '#3b2a5a', '#2f4a2a']), 0.5);
  p.add(path(body, colour), rect(x - s * 0.17, y - s * 0.3, s * 0.34, s * 0.3, sarong));
  p.add(circle(x, y - s * 0.74, s * 0.095, p.pick(['#8d5a3b', '#a06a44', '#7a4b30'])));
  if (hat) p.add(poly([[x - s * 0.24, y - s * 0.77], [x + s * 0.24, y - s * 0.77], [x, y - s * 0.92]], '#d8b36a'));
}

/** Jukung, an outrigger canoe. */
function boat(p: Painter, x: number, y: number, s: number, colour: string, crew = true): void {
  const hull = `M${n(x - s)},${n(y - s * 0.2)} Q${n(x)},${n(y + s * 0.25)} ${n(x + s)},${n(y - s * 0.2)} `
    + `Q${n(x)},${n(y)} ${n(x - s)},${n(y - s * 0.2)}Z`;
  p.add(path(hull, colour), rect(x - s * 0.9, y - s * 0.12, s * 1.8, s * 0.05, mix(colour, '#ffffff', 0.5)));
  p.add(rect(x - s * 0.75, y + s * 0.14, s * 1.5, s * 0.05, '#6b4a2c', ` rx="${n(s * 0.025)}"`));
  for (const dx of [-0.35, 0.35]) {
    p.add(line(`M${n(x + dx * s)},${n(y - s * 0.2)} L${n(x + dx * s * 1.2)},${n(y + s * 0.16)}`, '#6b4a2c', s * 0.03));
  }
  if (crew) person(p, x + s * 0.2, y - s * 0.05, s * 0.55, '#2f4858', true);
}

/** Stepped paddy bands that follow a hill's contour; some flooded and mirroring the sky. */
function terraces(p: Painter, top: number, bottom: number, count: number): void {
  const greens = ['#6fae2f', '#86c13a', '#9ccc45', '#5b9a2a', '#a9cf4f', '#b9c23a', '#4f8f2c'];
  const cx = p.rnd(0.3, 0.7) * W, bow = p.rnd(150, 230), ph = p.rnd(0, 7), f = p.rnd(1.5, 3);
  const shade = p.linear([[0, '#ffffff', 0.22], [0.3, '#ffffff', 0], [0.75, '#000000', 0], [1, '#000000', 0.32]]);
  const curve = (i: number, dy = 0): Pt[] => {
    const t = i / count, y = top + (bottom - top) * Math.pow(t, 1.45);
    const pts: Pt[] = [];
    for (let x = -40; x <= W + 40; x += 40) {
      const u = (x - cx) / W;
      pts.push([x, y + dy - bow * (0.2 + t) * Math.exp(-8 * u * u) + Math.sin(u * f * Math.PI + ph + t * 2) * (4 + 16 * t)]);
    }
    return pts;
  };
  for (let i = 0; curve(i).some(([, y]) => y < H); i++) {
    const t = Math.min(1, i / count), upper = curve(i);
    const band = `${smooth(upper)} ${smooth(curve(i + 1, 3).reverse(), true)} Z`;
    const flooded = i < count && p.r() < 0.2;
    const fill = flooded ? mix(mix(p.pal.top, '#ffffff', 0.45), '#7fae6a', 0.2) : p.land(p.pick(greens), 0.4 * (1 - t));
    p.add(path(band, fill), path(band, shade));
    for (let k = 0; flooded && k < 14; k++) {
      const [sx, sy] = p.pick(upper);
      p.add(rect(sx + p.rnd(-20, 20), sy + p.rnd(8, 14 + 30 * t), 2 + 5 * t, 3 + 8 * t, '#4f8a33', opacity(0.6)));
    }
    p.add(line(smooth(upper), p.land('#dfe9a8'), 1.5 + 3 * t, opacity(0.8)));
  }
}

/** A fall of water: a widening sheet with streaks. */
function cascade(p: Painter, cx: number, top: number, bottom: number, w: number): void {
  const mid = (top + bottom) / 2;
  const d = `M${n(cx - w / 2)},${n(top)} L${n(cx + w / 2)},${n(top)} `
    + `Q${n(cx + w * 0.55)},${n(mid)} ${n(cx + w * 0.75)},${n(bottom)} L${n(cx - w * 0.75)},${n(bottom)} `
    + `Q${n(cx - w * 0.55)},${n(mid)} ${n(cx - w / 2)},${n(top)}Z`;
  p.add(path(d, p.linear([[0, '#f4fbfd'], [1, '#cde8f0']])));
  for (let i = 0; i < w / 4; i++) {
    const u = p.rnd(-0.5, 0.5), y0 = p.rnd(top, bottom - 80), y1 = Math.min(bottom, y0 + p.rnd(80, 300));
    const streak = `M${n(cx + u * w)},${n(y0)} L${n(cx + u * w * 1.45)},${n(y1)}`;
    p.add(line(streak, p.pick(['#9fcfe0', '#ffffff', '#b9dde9']), p.rnd(1.5, 4), opacity(0.7)));
  }
}

// ---- Scenes ----

function riceTerraces(p: Painter): void {
  const horizon = p.rnd(290, 340);
  sky(p, horizon, 4, 36);
  volcano(p, p.rnd(300, 900), p.rnd(100, 160), horizon + 20, p.rnd(240, 340), p.land('#4f7f95', 0.35));
  ranges(p, 2, horizon - 10, horizon + 30, '#3d6e3a', 60);
  terraces(p, horizon + 30, H + 60, 12);
  const spots = Array.from({ length: 5 }, (): Pt => [p.rnd(40, W - 40), p.rnd(horizon + 90, H - 40)]);
  spots.sort((a, b) => a[1] - b[1]).forEach(([x, y], i) => {
    const s = 0.15 + (y - horizon) / (H - horizon);
    if (i === 2) panggung(p, x, y, 150 * s);
    else if (i === 3) person(p, x, y, 110 * s, '#3d5a80', true);
    else palm(p, x, y, 300 * s, p.land('#2f6b2a'), p.rnd(-0.15, 0.15));
  });
}

/** Twin volcanoes over misty ridges and a tea garden (kebun teh). */
function mountains(p: Painter): void {
  const horizon = 430, cx = p.rnd(380, 820), peak = p.rnd(90, 140);
  sky(p, horizon, 5, 32);
  volcano(p, cx + p.pick([-1, 1]) * p.rnd(300, 400), p.rnd(190, 240), horizon + 40, p.rnd(200, 250), p.land('#6f8fae', 0.4));
  volcano(p, cx, peak, horizon + 60, p.rnd(280, 340), p.land('#3f6a7a', 0.15));
  for (let i = 0; i < 6 && p.light !== 'golden'; i++) {
    p.add(circle(cx + i * 22 + p.rnd(-8, 8), peak - 20 - i * 16, 16 + i * 5, '#f4f4f0', opacity(0.7 - i * 0.1)));
  }
  mist(p, horizon + 20, 90, 0.45);
  ranges(p, 3, horizon + 10, horizon + 110, '#2f5d33', 80);
  mist(p, horizon + 100, 60, 0.4);
  const hill = ridge(p.r, 640, 60);
  p.add(path(closeBelow(hill), p.land('#6aa342')));
  // Dashed round-capped strokes read as rows of clipped tea bushes.
  for (let k = 0; k < 10; k++) {
    const t = k / 9, w = 6 + 18 * t, row = hill.map(([x, y]): Pt => [x, y + 14 + 170 * Math.pow(t, 1.5)]);
    p.add(line(smooth(row), p.land('#3e7c2a'), w, ` stroke-linecap="round" stroke-dasharray="${n(w * 0.9)} ${n(w * 1.3)}"`));
  }
  for (const x of [p.rnd(20, 120), p.rnd(1080, 1180)]) pine(p, x, H + 10, p.rnd(300, 380), p.land('#1f4a2a'));
}

function sunset(p: Painter): void {
  const horizon = p.rnd(440, 500), sx = p.rnd(300, 900), left = p.r() < 0.5, dark = '#1d1428';
  sky(p, horizon, 0, 0);
  sun(p, sx, horizon - p.rnd(30, 110), p.rnd(45, 65));
  for (let i = 0; i < 8; i++) {
    const h = p.rnd(10, 26), c = mix(p.pal.sun, '#d9577a', p.rnd(0.3, 0.9));
    const streak = p.linear([[0, c, 0], [0.3, c, 0.7], [0.7, c, 0.7], [1, c, 0]], [0, 0, 1, 0]);
    p.add(rect(p.rnd(-100, W), p.rnd(60, horizon - 120), p.rnd(200, 520), h, streak, ` rx="${n(h / 2)}"`));
  }
  const m = p.mark();
  ranges(p, 2, horizon - 30, horizon, '#3b2748', 90);
  const scenery = p.since(m);
  water(p, horizon, H, mix(p.pal.top, '#10162e', 0.4));
  reflect(p, scenery, horizon, 0.45);
  glints(p, horizon + 4, H, 110, sx);
  const e = left ? -50 : W + 50, dir = left ? 1 : -1;
  p.add(path(`M${e},${H} L${e},650 Q${e + dir * 350},630 ${e + dir * 610},${H} Z`, dark));
  for (let i = 0; i < 3; i++) {
    palm(p, e + dir * (110 + i * 110), 700 + i * 25, p.rnd(330, 460) - i * 40, dark, dir * p.rnd(0.05, 0.25));
  }
  boat(p, left ? p.rnd(700, 1000) : p.rnd(200, 500), p.rnd(horizon + 60, horizon + 140), 50, dark);
}

function lake(p: Painter): void {
  const horizon = p.rnd(430, 480), left = p.r() < 0.5;
  sky(p, horizon, 5, 32);
  const m = p.mark();
  volcano(p, p.rnd(250, 950), p.rnd(120, 190), horizon + 5, p.rnd(220, 300), p.land('#4f7f95', 0.35));
  ranges(p, 2, horizon - 20, horizon, '#2f5e3a', 70);
  for (let x = -20; x < W + 20; x += p.rnd(14, 30)) pine(p, x, horizon + 3, p.rnd(25, 50), p.land('#234d2b', 0.15));
  const scenery = p.since(m);
  water(p, horizon, H, p.land('#1f5f7a'));
  reflect(p, scenery, horizon);
  glints(p, horizon + 5, H, 40);
  const e = left ? -50 : W + 50, dir = left ? 1 : -1;
  p.add(path(`M${e},${H} L${e},620 Q${e + dir * 310},590 ${e + dir * 570},${H} Z`, p.land('#4c8a35')));
  for (let i = 0; i < 3; i++) roundTree(p, e + dir * (90 + i * 90), 680 + i * 30, p.rnd(60, 85), p.land('#2e6b2f'));
  boat(p, left ? p.rnd(620, 1000) : p.rnd(200, 580), p.rnd(horizon + 90, H - 90), 45, '#7a4a2a');
}

/** Pine forest (hutan pinus) in hazy layers, sun rays and a footpath. */
function forest(p: Painter): void {
  const horizon = 360, cx = p.rnd(450, 750);
  sky(p, horizon, p.pick([0, 2, 3]), 34);
  ranges(p, 1, horizon - 40, horizon - 40, '#3c6a4a', 80, 0.6);
  for (let layer = 0; layer < 3; layer++) {
    const t = layer / 2, base = 410 + layer * 110, h = 150 + 170 * t, colour = p.land('#1f4d2c', 0.6 * (1 - t));
    p.add(rect(0, base - 4, W, H - base + 4, colour));
    for (let x = -30; x < W + 30; x += h * p.rnd(0.16, 0.3)) pine(p, x, base + p.rnd(-8, 12), h * p.rnd(0.75, 1.15), colour);
    mist(p, base + 10, 70, 0.45 * (1 - t));
  }
  const slant = p.pick([-340, 340]);
  for (let i = 0; i < 5; i++) {
    const x = p.rnd(150, 1050), w = p.rnd(30, 80);
    p.add(poly([[x, -10], [x + w, -10], [x + w + slant, H], [x + slant, H]], '#fff6d0', opacity(0.09)));
  }
  p.add(rect(0, 660, W, 140, p.linear([[0, p.land('#3d6b2c')], [1, p.land('#2a4d1f')]])));
  p.add(path(`M${n(cx - 260)},${H} Q${n(cx - 40)},720 ${n(cx + 30)},662 L${n(cx + 55)},662 Q${n(cx + 60)},720 ${n(cx + 180)},${H} Z`,
    p.land('#b08a5a')));
  for (const x of [p.rnd(0, 120), p.rnd(1080, 1200)]) roundTree(p, x, H + 30, p.rnd(80, 110), p.land('#24532a'));
}

function beach(p: Painter): void {
  const horizon = p.rnd(380, 420), shore = p.rnd(560, 600), ix = p.rnd(100, 1100), side = p.pick([-1, 1]);
  sky(p, horizon, 6, 34);
  const island = `M${n(ix - 200)},${n(horizon)} Q${n(ix - 70)},${n(horizon - 70)} ${n(ix)},${n(horizon - 55)} `
    + `Q${n(ix + 90)},${n(horizon - 45)} ${n(ix + 220)},${n(horizon)} Z`;
  p.add(path(island, p.land('#3f6e52', 0.55)));
  const sea = p.linear([[0, mix(p.pal.bottom, '#1f6fa8', 0.65)], [0.45, p.land('#2496bd')], [1, p.land('#5fd3c6')]]);
  p.add(rect(0, horizon, W, shore + 60 - horizon, sea));
  glints(p, horizon + 4, shore, 50);
  for (let k = 0; k < 7; k++) {
    const y = horizon + (shore - horizon) * (0.25 + 0.7 * (k / 6)), x = p.rnd(-100, W - 200);
    p.add(line(`M${n(x)},${n(y)} q60,-6 120,0 t120,0 t120,0`, '#ffffff', 1.5 + k * 0.5, opacity(0.45)));
  }
  const edge = ridge(p.r, shore + 30, 30, 80);
  const sand = p.linear([[0, p.land('#d9c08f')], [0.12, p.land('#f0dcae')], [1, p.land('#e2c48e')]]);
  p.add(line(smooth(edge), '#ffffff', 10, opacity(0.7)), path(closeBelow(edge.map(([x, y]): Pt => [x, y + 6])), sand));
  boat(p, p.rnd(420, 780), p.rnd(680, 730), 90, p.pick(['#c0392b', '#1e88e5', '#f4b400']), false);
  for (let i = 0; i < 3; i++) {
    const x = side < 0 ? 50 + i * 120 : W - 50 - i * 120;
    palm(p, x, p.rnd(740, 800), p.rnd(380, 520) - i * 50, p.land('#2f6b33'), -side * p.rnd(0.1, 0.3));
  }
}

function village(p: Painter): void {
  const horizon = p.rnd(330, 370), ground = horizon + 150, count = p.pick([3, 4, 5, 6]);
  sky(p, horizon, 5, 32);
  if (p.r() < 0.6) volcano(p, p.rnd(200, 1000), p.rnd(110, 170), horizon + 20, p.rnd(220, 300), p.land('#4f7f95', 0.35));
  ranges(p, 2, horizon, horizon + 60, '#3f7a3a', 60);
  p.add(path(closeBelow(ridge(p.r, ground, 30)), p.land('#7bb043')));
  for (let x = p.rnd(0, 60); x < W; x += p.rnd(90, 170)) {
    if (p.r() < 0.5) palm(p, x, ground + 8, p.rnd(150, 210), p.land('#2f6b2a', 0.15), p.rnd(-0.1, 0.1));
    else roundTree(p, x, ground + 8, p.rnd(40, 60), p.land('#2e6b2f', 0.15));
  }
  const homes = Array.from({ length: count }, (_, i): Pt => [(i + 0.5) * (W / count) + p.rnd(-40, 40), ground + p.rnd(20, 80)]);
  for (const [x, y] of homes.sort((a, b) => a[1] - b[1])) (p.r() < 0.5 ? joglo : panggung)(p, x, y, 110 + (y - ground) * 1.3);
  const field = ridge(p.r, 700, 25);
  p.add(path(closeBelow(field), p.land('#9ccc65')));
  for (let k = 1; k < 5; k++) p.add(line(smooth(field.map(([x, y]): Pt => [x, y + k * k * 6])), p.land('#7cb342'), 2 + k));
  const cx = p.rnd(300, 900), far = ground + 90;
  if (p.r() < 0.8) {
    const lane = `M${n(cx - 140)},${H} Q${n(cx - 20)},720 ${n(cx)},${n(far)} L${n(cx + 20)},${n(far)} `
      + `Q${n(cx + 40)},720 ${n(cx + 120)},${H} Z`;
    p.add(path(lane, p.land('#c9a777')));
  }
}

function waterfall(p: Painter): void {
  const cx = p.rnd(480, 720), top = p.rnd(170, 230), pool = p.rnd(560, 600), fw = p.rnd(70, 120);
  sky(p, 260, 4, 0);
  ranges(p, 1, 230, 230, '#4d7a5a', 80, 0.5);
  // The cliff top dips to the lip of the fall.
  const edge = ridge(p.r, top + 40, 120).map(([x, y]): Pt => [x, top + (y - top) * Math.min(1, Math.abs(x - cx) / 260)]);
  const edgeAt = (x: number): number => edge[Math.max(0, Math.min(edge.length - 1, Math.round(x / 40) + 1))][1];
  p.add(path(closeBelow(edge), p.linear([[0, p.land('#6b7562')], [1, p.land('#3f4a3b')]])));
  p.add(ellipse(cx, (top + pool) / 2, fw * 1.6, (pool - top) * 0.6, p.radial([[0, '#1f2a22', 0.55], [1, '#1f2a22', 0]])));
  for (let i = 0; i < 16; i++) {
    const x = p.rnd(0, W), len = p.rnd(60, 200);
    const vine = `M${n(x)},${n(edgeAt(x))} q${n(p.rnd(-12, 12))},${n(len / 2)} 0,${n(len)}`;
    if (Math.abs(x - cx) > fw) p.add(line(vine, p.land('#3f6e33'), p.rnd(2, 5), opacity(0.8)));
  }
  for (let x = -20; x < W + 20; x += p.rnd(18, 34)) {
    if (Math.abs(x - cx) < fw * 0.7) continue;
    const s = p.rnd(14, 30), c = p.land(p.pick(['#4f7f3a', '#3f6e33', '#6a9a45']));
    p.add(circle(x, edgeAt(x) + 4, s, c), circle(x + s * 0.6, edgeAt(x) + s * 0.6, s * 0.7, mix(c, '#000000', 0.15)));
  }
  cascade(p, cx, top, pool, fw);
  if (p.r() < 0.4) {
    const x2 = cx + p.pick([-1, 1]) * p.rnd(fw * 1.6, fw * 2.4);
    cascade(p, x2, edgeAt(x2) + 6, pool, fw * 0.4);
  }
  p.add(path(`M-50,${n(pool)} Q${n(cx)},${n(pool - 25)} ${W + 50},${n(pool)} L${W + 50},${H} L-50,${H} Z`,
    p.linear([[0, p.land('#3a9a94')], [1, p.land('#1d5e6a')]])));
  glints(p, pool + 10, H - 60, 30);
  p.add(circle(cx, pool, 230, p.radial([[0, '#ffffff', 0.8], [1, '#ffffff', 0]])));
  for (let i = 0; i < 14; i++) {
    p.add(ellipse(cx + p.rnd(-1.3, 1.3) * fw, pool + p.rnd(-4, 24), p.rnd(16, 40), p.rnd(5, 10), '#ffffff', opacity(0.75)));
  }
  for (const side of [-1, 1]) {
    const e = side < 0 ? -50 : W + 50, inner = cx + side * p.rnd(fw * 2.5, fw * 3.2);
    const bank = `M${e},${n(pool - 6)} L${n(inner)},${n(pool - 6)} `
      + `Q${n(inner - side * 40)},${n(pool + 110)} ${n(inner + side * 160)},${H} L${e},${H} Z`;
    p.add(path(bank, p.land('#4f8a3a')));
  }
  for (const side of [-1, 1]) {
    for (let i = 0; i < 4; i++) {
      const x = cx + side * p.rnd(fw * 3.4 + 40, 620), y = i < 2 ? edgeAt(x) + 12 : p.rnd(pool + 20, pool + 100);
      if (p.r() < 0.3) palm(p, x, y, p.rnd(160, 240), p.land('#2f6b2a'), p.rnd(-0.1, 0.1));
      else roundTree(p, x, y, p.rnd(45, 80), p.land(p.pick(['#2e6b2f', '#3c7d34', '#285c2a'])));
    }
  }
  for (let i = 0; i < 6; i++) {
    const x = p.rnd(0, W), r = p.rnd(40, 90), y = H - p.rnd(0, 40);
    p.add(ellipse(x, y, r * 1.3, r, p.land('#4a4f47')));
    p.add(ellipse(x - r * 0.3, y - r * 0.45, r * 0.6, r * 0.3, '#ffffff', opacity(0.12)));
  }
}

/** An evening fair: umbul-umbul banners, strings of lanterns and red-white bunting over a crowd. */
function festival(p: Painter): void {
  const horizon = 520, night = p.light === 'night', banners = ['#d62828', '#f6c12b', '#f8f4ec', '#2a9d8f'];
  sky(p, horizon, night ? 0 : 3, night ? 24 : 40);
  ranges(p, 1, horizon - 60, horizon - 60, '#1d2242', 60, 0.3);
  p.add(rect(0, horizon, W, H - horizon, p.linear([[0, p.land('#4a3b2a')], [1, '#1a120c']])));
  for (let x = p.rnd(0, 80); x < W; x += p.rnd(100, 180)) roundTree(p, x, horizon + 5, p.rnd(40, 60), p.land('#1a3a24'));
  joglo(p, p.rnd(200, 450), horizon + 30, p.rnd(180, 240));
  if (p.r() < 0.7) joglo(p, p.rnd(750, 1000), horizon + 20, p.rnd(150, 200));
  p.add(circle(W / 2, horizon + 80, 520, p.radial([[0, '#ffb347', 0.45], [1, '#ffb347', 0]])));
  for (let x = p.rnd(60, 140); x < W; x += p.rnd(180, 300)) {
    const topY = p.rnd(110, 220), foot = horizon + p.rnd(40, 90), offset = p.pick([0, 1, 2, 3]);
    p.add(rect(x - 3, topY, 6, foot - topY, '#c9a46a'));
    for (let k = 0; k < 7; k++) p.add(rect(x + 3, topY + 10 + k * 34, 28, 34, banners[(k + offset) % 4]));
  }
  const sag = (a: Pt, b: Pt, c: Pt, t: number): Pt =>
    [0, 1].map((i) => (1 - t) * (1 - t) * a[i] + 2 * (1 - t) * t * c[i] + t * t * b[i]) as Pt;
  const strings = p.pick([2, 3]);
  for (let row = 0; row < strings; row++) {
    const a: Pt = [-20, p.rnd(100, 260)], b: Pt = [W + 20, p.rnd(100, 260)];
    const c: Pt = [p.rnd(400, 800), Math.max(a[1], b[1]) + p.rnd(80, 160)], bunting = row === strings - 1;
    p.add(line(`M${xy(a)} Q${xy(c)} ${xy(b)}`, '#2a1f1a', 2));
    for (let k = 0, t = 0.04; t < 1; k++, t += 0.07) {
      const [x, y] = sag(a, b, c, t);
      if (bunting) { p.add(poly([[x - 14, y], [x + 14, y], [x, y + 30]], k % 2 ? '#f8f4ec' : '#d62828')); continue; }
      const colour = p.pick(['#e63946', '#f4a261', '#ffd166']);
      p.add(circle(x, y + 20, 38, p.radial([[0, colour, 0.6], [1, colour, 0]])), ellipse(x, y + 20, 12, 16, colour));
      p.add(rect(x - 7, y + 2, 14, 4, '#3a2a1a'), rect(x - 7, y + 34, 14, 4, '#3a2a1a'));
    }
  }
  for (let x = -20, crowd = p.r() < 0.8; crowd && x < W + 20; x += p.rnd(30, 46)) {
    const h = p.rnd(70, 130), y = H + 10;
    const shoulders = `M${n(x - 24)},${y} Q${n(x - 22)},${n(y - h + 24)} ${n(x)},${n(y - h + 22)} `
      + `Q${n(x + 22)},${n(y - h + 24)} ${n(x + 24)},${y} Z`;
    p.add(path(shoulders, '#140d1c'), circle(x, y - h, 15, '#140d1c'));
  }
}

/** A morning market (pasar pagi): striped awnings over stalls of produce. */
function market(p: Painter): void {
  const horizon = p.rnd(330, 370), ground = horizon + 130, count = p.pick([3, 4]), sw = W / count;
  const awnings = [['#d62828', '#f8f4ec'], ['#2a9d8f', '#f8f4ec'], ['#1e5fa8', '#f1e4c4'], ['#f28c28', '#fff3dc']];
  sky(p, horizon, 5, 32);
  ranges(p, 2, horizon - 20, horizon + 40, '#3f7a3a', 60);
  p.add(rect(0, ground, W, H - ground, p.linear([[0, p.land('#cdb088')], [1, p.land('#a88a62')]])));
  for (let x = p.rnd(0, 80); x < W; x += p.rnd(110, 180)) roundTree(p, x, ground + 5, p.rnd(40, 60), p.land('#2e6b2f', 0.2));
  joglo(p, p.rnd(150, 450), ground + 20, 150);
  joglo(p, p.rnd(750, 1050), ground + 15, 130);
  for (let i = 0; i < count; i++) {
    const x0 = i * sw + 15, w = sw - 30, table = p.rnd(ground + 170, ground + 200), roof = table - 150;
    const [c1, c2] = p.pick(awnings), slice = (w + 20) / 8;
    for (const dx of [8, w - 14]) p.add(rect(x0 + dx, roof, 6, table + 80 - roof, '#6b4a2c'));
    p.add(rect(x0, roof, w, table - roof, '#000000', opacity(0.18)));
    for (let s = 0; s < 8; s++) {
      const slope: Pt[] = [[x0 - 10 + s * slice, roof], [x0 - 10 + (s + 1) * slice, roof],
        [x0 + 20 + ((s + 1) * (w - 40)) / 8, roof - 45], [x0 + 20 + (s * (w - 40)) / 8, roof - 45]];
      p.add(poly(slope, s % 2 ? c2 : c1), circle(x0 - 10 + (s + 0.5) * slice, roof, slice / 2, s % 2 ? c2 : c1));
    }
    p.add(rect(x0, table, w, 12, '#8b5a2b'), rect(x0 + 6, table + 12, w - 12, 60, p.pick(['#8a4b2a', '#5b6b3a', '#6a3f5c'])));
    for (let k = 0; k < 5; k++) {
      const px = x0 + ((k + 0.5) * w) / 5, fruit = p.pick(['#f4a300', '#e63946', '#6ab04c', '#ffd23f', '#8e44ad', '#f97316']);
      p.add(ellipse(px, table - 4, w / 12, 8, '#a0703c'));
      for (const [dx, dy] of [[-1, 0], [0, 0], [1, 0], [-0.5, -1], [0.5, -1], [0, -2]]) {
        p.add(circle(px + dx * 14, table - 12 + dy * 12, 8, mix(fruit, '#000000', p.rnd(0, 0.15))));
      }
    }
  }
  const people = Array.from({ length: p.pick([4, 5, 6]) }, (): Pt => [p.rnd(60, W - 60), H - p.rnd(10, 70)]);
  for (const [x, y] of people.sort((a, b) => a[1] - b[1])) {
    person(p, x, y, p.rnd(170, 210), p.pick(['#2f4858', '#9c2f2f', '#3d5a80', '#6d597a', '#b5651d']), p.r() < 0.3);
  }
}

/** A banana plant (pohon pisang): a soft trunk under long leaves, some drooping. */
function banana(p: Painter, x: number, y: number, h: number, colour: string): void {
  p.add(line(`M${n(x)},${n(y)} L${n(x + h * 0.03)},${n(y - h * 0.6)}`, mix(colour, '#8a7a3a', 0.5), h * 0.07, ' stroke-linecap="round"'));
  const tx = x + h * 0.03, ty = y - h * 0.6;
  for (let k = 0; k < 7; k++) {
    const a = -Math.PI / 2 + (k - 3) * 0.42 + p.rnd(-0.1, 0.1), len = h * p.rnd(0.45, 0.6), droop = Math.abs(k - 3) * 0.12 * len;
    const tip: Pt = [tx + Math.cos(a) * len, ty + Math.sin(a) * len * 0.8 + droop];
    const mid: Pt = [tx + Math.cos(a) * len * 0.5, ty + Math.sin(a) * len * 0.55];
    const w: Pt = [-Math.sin(a) * len * 0.22, Math.cos(a) * len * 0.22];
    const leaf = `M${n(tx)},${n(ty)} Q${xy([mid[0] + w[0], mid[1] + w[1]])} ${xy(tip)} Q${xy([mid[0] - w[0], mid[1] - w[1]])} ${n(tx)},${n(ty)}Z`;
    p.add(path(leaf, k % 2 ? colour : mix(colour, '#000000', 0.12)), line(`M${n(tx)},${n(ty)} Q${xy(mid)} ${xy(tip)}`, mix(colour, '#ffffff', 0.3), 2));
  }
}

/** A flowering shrub (bougainvillea, hibiscus) in the yard or in a pot. */
function shrub(p: Painter, x: number, y: number, s: number, flower: string): void {
  const leaf = p.land(p.pick(['#3c7d34', '#2e6b2f', '#4f8a3a']));
  for (const [dx, dy, k] of [[-0.6, -0.5, 0.6], [0.6, -0.55, 0.62], [0, -0.9, 0.75]] as Array<[number, number, number]>) {
    p.add(circle(x + dx * s, y + dy * s, k * s, mix(leaf, '#000000', dx ? 0.1 : 0)));
  }
  for (let k = 0; k < 9; k++) p.add(circle(x + p.rnd(-1.05, 1.05) * s, y - p.rnd(0.3, 1.5) * s, s * 0.12, flower));
}

/** A village homestay: a plastered house with a tiled roof over its veranda (teras), in a front yard. */
function homestay(p: Painter): void {
  const horizon = p.rnd(400, 430), cx = p.rnd(540, 660), w = p.rnd(600, 660), floor = p.rnd(600, 620);
  const l = cx - w / 2, r = cx + w / 2, eave = floor - 290, ridge = eave - p.rnd(140, 170);
  sky(p, horizon, 4, 30);
  if (p.r() < 0.5) volcano(p, p.rnd(150, 1050), p.rnd(130, 180), horizon + 10, p.rnd(220, 280), p.land('#4f7f95', 0.4));
  ranges(p, 2, horizon - 30, horizon, '#3f7a3a', 60);
  p.add(rect(0, horizon + 20, W, H - horizon, p.linear([[0, p.land('#6fa23f')], [1, p.land('#8cc152')]])));
  for (let x = p.rnd(0, 60); x < W; x += p.rnd(80, 140)) {
    if (p.r() < 0.35) palm(p, x, horizon + 50, p.rnd(170, 230), p.land('#2f6b2a', 0.15), p.rnd(-0.1, 0.1));
    else roundTree(p, x, horizon + 50, p.rnd(40, 60), p.land('#2e6b2f', 0.15));
  }
  // The house: plastered walls with a painted dado, a double door between two windows.
  const plaster = p.land(p.pick(['#f4ece0', '#f3e3c3', '#e4eedf', '#dfe9f1', '#f6dcc8'])), wood = p.land(p.pick(['#6d4326', '#7a4a28', '#5e3a22']));
  const trim = p.land(p.pick(['#2f6b4f', '#7a3b24', '#2f4f7a', '#6d4326']));
  p.add(rect(l, eave, w, floor - eave, plaster), rect(l, floor - 70, w, 70, mix(plaster, trim, 0.55)));
  p.add(rect(l, eave, w, 40, '#000000', opacity(0.2)));
  const door = 120, doorTop = floor - 210;
  p.add(rect(cx - door / 2 - 10, doorTop - 10, door + 20, 220, wood), rect(cx - door / 2, doorTop, door, 210, mix(wood, '#ffffff', 0.12)));
  p.add(rect(cx - 2, doorTop, 4, 210, mix(wood, '#000000', 0.4)));
  for (const dx of [-1, 1]) {
    for (const dy of [0, 1]) p.add(rect(cx + dx * door * 0.25 - 18, doorTop + 24 + dy * 95, 36, 70, mix(wood, '#000000', 0.15), rounded(3)));
    p.add(circle(cx + dx * 12, doorTop + 115, 4, '#d9b26a'));
  }
  for (let k = 0; k < 5; k++) p.add(rect(cx - 55 + k * 23, doorTop - 38, 18, 18, mix(plaster, '#000000', 0.35)));
  const curtain = p.land(p.pick(['#c0563a', '#e2c46a', '#6f9a8a', '#f0e6d2']));
  for (const wx of [l + w * 0.2, r - w * 0.2]) {
    const ww = 130, wy = floor - 200;
    p.add(rect(wx - ww / 2 - 10, wy - 10, ww + 20, 130, wood), rect(wx - ww / 2, wy, ww, 110, p.linear([[0, '#9fc6dc'], [1, '#5d8aa6']])));
    p.add(path(`M${n(wx - ww / 2)},${n(wy)} L${n(wx - 10)},${n(wy)} Q${n(wx - 40)},${n(wy + 50)} ${n(wx - ww / 2)},${n(wy + 100)} Z`, curtain));
    p.add(path(`M${n(wx + ww / 2)},${n(wy)} L${n(wx + 10)},${n(wy)} Q${n(wx + 40)},${n(wy + 50)} ${n(wx + ww / 2)},${n(wy + 100)} Z`, curtain));
    p.add(rect(wx - 3, wy, 6, 110, wood), rect(wx - ww / 2 - 16, wy + 120, ww + 32, 12, mix(wood, '#000000', 0.15)));
    for (let k = 0; k < 4; k++) p.add(rect(wx - 45 + k * 24, wy - 40, 18, 18, mix(plaster, '#000000', 0.35)));
  }
  // Veranda: a tiled floor a step up, posts holding the eave, and the roof of clay tiles (genteng).
  p.add(rect(l - 50, floor, w + 100, 34, p.land('#b9a58a')), rect(l - 50, floor, w + 100, 6, '#ffffff', opacity(0.3)));
  p.add(rect(cx - 90, floor + 34, 180, 22, p.land('#a8927a')));
  const tile = p.land(p.pick(['#b5532e', '#a0452a', '#c2643a', '#8a3a26'])), s = 34;
  const genteng = p.pattern(s, s * 0.6, [rect(0, 0, s, s * 0.6, tile), rect(0, s * 0.6 - 5, s, 5, mix(tile, '#000000', 0.3)),
    rect(s / 2 - 1, 0, 2, s * 0.6, mix(tile, '#000000', 0.2)), rect(0, 0, s, 4, mix(tile, '#ffffff', 0.15))].join(''));
  const roof: Pt[] = [[l - 110, eave + 20], [r + 110, eave + 20], [cx + w * 0.28, ridge], [cx - w * 0.28, ridge]];
  p.add(poly(roof, genteng), poly(roof, p.linear([[0, '#000000', 0.05], [1, '#000000', 0.3]])));
  p.add(rect(cx - w * 0.29, ridge - 10, w * 0.58, 14, mix(tile, '#000000', 0.25), rounded(6)));
  p.add(rect(l - 114, eave + 16, w + 228, 16, p.land(p.pick(['#f4f1e8', '#6d4326', '#2f6b4f']))));
  for (const px of [l - 60, l + w * 0.36, r - w * 0.36, r + 60]) {
    p.add(rect(px - 9, eave + 32, 18, floor - eave - 32, wood), rect(px - 14, floor - 12, 28, 12, mix(wood, '#000000', 0.2)));
  }
  // Two chairs and a table on the veranda, potted plants at the edge.
  const side = p.pick([-1, 1]), sx = cx + side * w * 0.3;
  for (const dx of [-70, 70]) {
    const x = sx + dx;
    p.add(rect(x - 32, floor - 110, 64, 70, mix(wood, '#ffffff', 0.2), rounded(6)), rect(x - 38, floor - 50, 76, 12, wood));
    for (const lx of [-32, 28]) p.add(rect(x + lx, floor - 40, 5, 40, wood));
  }
  p.add(rect(sx - 36, floor - 64, 72, 10, wood), rect(sx - 4, floor - 56, 8, 56, wood));
  for (const gx of [-14, 14]) p.add(rect(sx + gx - 7, floor - 84, 14, 20, '#d98a3a', opacity(0.85) + rounded(3)));
  for (const px of [l - 30, r + 30]) {
    p.add(poly([[px - 26, floor - 40], [px + 26, floor - 40], [px + 20, floor], [px - 20, floor]], p.land('#b5532e')));
    shrub(p, px, floor - 40, 36, p.pick(['#e84a8a', '#f4d03f', '#ff6b4a', '#f8f4ec']));
  }
  // The yard: a stone path to the steps, shrubs, a banana plant and a bamboo fence.
  for (let k = 0; k < 5; k++) {
    const t = k / 4, y = floor + 80 + t * 140;
    p.add(ellipse(cx + (k % 2 ? 14 : -14), y, 46 + 30 * t, 12 + 9 * t, p.land('#b8b0a0')));
  }
  banana(p, side > 0 ? p.rnd(60, 130) : p.rnd(1070, 1140), floor + 110, p.rnd(300, 350), p.land('#5a9a3a'));
  shrub(p, cx - side * (w * 0.5 + 80), floor + 110, 60, p.pick(['#e84a8a', '#ff6b4a']));
  if (p.r() < 0.6) {
    const bamboo = p.land('#d6b26a'), y = H - 40;
    p.add(rect(0, y - 70, cx - 120, 8, bamboo), rect(cx + 120, y - 70, W - cx - 120, 8, bamboo), rect(0, y - 30, cx - 120, 8, bamboo), rect(cx + 120, y - 30, W - cx - 120, 8, bamboo));
    for (let x = 10; x < W; x += 26) if (Math.abs(x - cx) > 125) p.add(rect(x - 5, y - 100, 10, 110, mix(bamboo, '#000000', x % 52 ? 0 : 0.1), rounded(4)));
  }
}

const DRAW: Record<Scene, (p: Painter) => void> = {
  'rice-terraces': riceTerraces, mountains, sunset, lake, forest, beach, village, waterfall, festival, market, homestay,
  ...drawStillLife,
};

export async function renderLandscape(scene: Scene, seed: number, size = { width: 1200, height: 800 }): Promise<Buffer> {
  return paint(scene, seed, LIGHTS[scene], DRAW[scene], size);
}
