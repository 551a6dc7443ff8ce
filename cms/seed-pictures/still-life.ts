// Indoor and table-top pictures for demo content (homestay rooms and breakfasts, village
// products), drawn with the kit of ./drawing like the landscapes of ./landscape.
import {
  H, W, circle, ellipse, group, line, mix, n, opacity, path, poly, rect, rotate, rounded, smooth, xy,
  type Light, type Painter, type Pt,
} from './drawing';

export const STILL_LIFES = ['bedroom', 'breakfast', 'snacks', 'sweets', 'coffee', 'bottles', 'batik', 'baskets', 'oranges', 'rice'] as const;
export type StillLife = (typeof STILL_LIFES)[number];

export const STILL_LIFE_LIGHTS: Record<StillLife, Light[]> = {
  bedroom: ['morning', 'day', 'night'], breakfast: ['morning', 'day'], snacks: ['morning', 'day'], sweets: ['morning', 'day'],
  coffee: ['morning', 'golden'], bottles: ['morning', 'day'], batik: ['morning', 'day'], baskets: ['morning', 'day', 'golden'],
  oranges: ['morning', 'day'], rice: ['morning', 'day', 'golden'],
};

/** A closed outline through points around (x, y) at `size` times a random 0.8–1.15, squashed to `squash` in height. */
function blob(p: Painter, x: number, y: number, size: number, points: number, squash: number): string {
  const pts = Array.from({ length: points }, (_, k): Pt => {
    const a = (k / points) * Math.PI * 2, r = size * p.rnd(0.8, 1.15);
    return [x + Math.cos(a) * r, y + Math.sin(a) * r * squash];
  });
  const start: Pt = [(pts[0][0] + pts[1][0]) / 2, (pts[0][1] + pts[1][1]) / 2];
  return `${smooth([start, ...pts.slice(1), pts[0], start])} Z`;
}

function shuffled<T>(p: Painter, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(p.r() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// ---- Room and table ----

/** A soft contact shadow under an object standing at (x, y). */
function shadow(p: Painter, x: number, y: number, rx: number, ry: number, strength = 0.35): void {
  p.add(ellipse(x, y, rx, ry, p.radial([[0, '#000000', strength], [0.6, '#000000', strength * 0.5], [1, '#000000', 0]])));
}

type Wall = 'plaster' | 'bilik' | 'planks';
type Table = 'wood' | 'cloth' | 'mat';

/** Plastered, woven-bamboo (bilik) or planked wall from the top of the picture down to `bottom`. */
function wall(p: Painter, bottom: number, kinds: readonly Wall[] = ['plaster', 'plaster', 'bilik', 'planks']): void {
  const kind = p.pick(kinds);
  if (kind === 'plaster') {
    const colour = p.land(p.pick(['#efe2c8', '#e8d2b0', '#dde6d3', '#f2e5d7', '#d7e3e6']));
    p.add(rect(0, 0, W, bottom, p.linear([[0, mix(colour, '#000000', 0.1)], [1, colour]])));
  } else if (kind === 'bilik') {
    // A two-tone checker of bamboo strips turned 45° reads as the twill of a bilik wall.
    const light = p.land(p.pick(['#dcb67c', '#e2c28e', '#d4a96a'])), dark = mix(light, '#7a5430', 0.3), s = 34;
    const seam = mix(dark, '#000000', 0.25);
    const tile = [rect(0, 0, s, s, light), rect(0, 0, s / 2, s / 2, dark), rect(s / 2, s / 2, s / 2, s / 2, dark),
      rect(0, 0, s, 1, seam, opacity(0.5)), rect(0, s / 2, s, 1, seam, opacity(0.5)),
      rect(0, 0, 1, s, seam, opacity(0.3)), rect(s / 2, 0, 1, s, seam, opacity(0.3))].join('');
    p.add(rect(0, 0, W, bottom, p.pattern(s, s, tile, 'rotate(45)')));
    p.add(rect(0, 0, W, bottom, p.linear([[0, '#000000', 0.18], [1, '#000000', 0]])));
  } else {
    const base = p.land(p.pick(['#9a6a42', '#b07d4f', '#7f5535']));
    for (let x = 0; x < W; x += 110) {
      const board = mix(base, p.pick(['#000000', '#ffffff']), p.rnd(0, 0.08));
      p.add(rect(x, 0, 110, bottom, board), rect(x, 0, 3, bottom, mix(base, '#000000', 0.35)));
      for (let k = 0; k < 3; k++) {
        const gx = x + p.rnd(15, 95);
        p.add(line(`M${n(gx)},0 Q${n(gx + p.rnd(-12, 12))},${n(bottom / 2)} ${n(gx + p.rnd(-6, 6))},${n(bottom)}`,
          mix(board, '#000000', 0.15), 1.5, opacity(0.6)));
      }
    }
    p.add(rect(0, 0, W, bottom, p.linear([[0, '#000000', 0.2], [1, '#000000', 0]])));
  }
}

/** A wooden table top, a checked cloth or a pandan mat (tikar) from `top` down. */
function table(p: Painter, top: number, kinds: readonly Table[] = ['wood', 'wood', 'cloth', 'mat']): void {
  const kind = p.pick(kinds), depth = H - top;
  if (kind === 'wood') {
    const wood = p.land(p.pick(['#a8703f', '#8c5a32', '#b88250', '#c79a66']));
    p.add(rect(0, top, W, depth, p.linear([[0, mix(wood, '#000000', 0.12)], [1, mix(wood, '#ffffff', 0.06)]])));
    for (let k = 1, y = top; y < H; k++) {
      y = top + depth * Math.pow(k / 4.5, 1.25);
      p.add(rect(0, y, W, 2 + k, mix(wood, '#000000', 0.3), opacity(0.7)));
    }
    for (let i = 0; i < 14; i++) {
      const y = p.rnd(top + 10, H), x = p.rnd(-100, W), len = p.rnd(150, 420);
      p.add(line(`M${n(x)},${n(y)} q${n(len / 2)},${n(p.rnd(-6, 6))} ${n(len)},0`, mix(wood, '#000000', 0.18), 1.5, opacity(0.5)));
    }
  } else if (kind === 'cloth') {
    const check = p.pick(['#c0392b', '#2a7f62', '#1e5fa8', '#d9822b']), s = 44;
    const tile = [rect(0, 0, s, s, '#fbf7ee'), rect(0, 0, s / 2, s, check, opacity(0.45)), rect(0, 0, s, s / 2, check, opacity(0.45))].join('');
    p.add(rect(0, top, W, depth, p.pattern(s, s, tile, 'scale(1 0.62)')));
  } else {
    // Pandan strips woven over-under, with a coloured band or two.
    const straw = p.land(p.pick(['#e0c690', '#d6b77a'])), dark = mix(straw, '#8a6a3a', 0.35), s = 18;
    const tile = [rect(0, 0, s, s, straw), rect(0, 0, s / 2, s / 2, dark), rect(s / 2, s / 2, s / 2, s / 2, dark)].join('');
    p.add(rect(0, top, W, depth, p.pattern(s, s, tile, 'rotate(45) scale(1 0.7)')));
    const band = p.pick(['#b5302a', '#2f6b4f', '#6a3f8c']);
    for (const at of [0.35, 0.4]) p.add(rect(0, top + depth * at, W, depth * 0.03, band, opacity(0.7)));
  }
  p.add(rect(0, top - 2, W, 26, p.linear([[0, '#000000', 0.3], [1, '#000000', 0]])));
}

/** Slanting beams of window light over the wall and table. */
function windowLight(p: Painter): void {
  const x = p.rnd(-200, 500), slant = p.rnd(250, 450);
  for (const [dx, w] of [[0, p.rnd(90, 150)], [p.rnd(180, 220), p.rnd(90, 150)]]) {
    p.add(poly([[x + dx, 0], [x + dx + w, 0], [x + dx + w + slant, H], [x + dx + slant, H]], '#fff7df', opacity(0.1)));
  }
}

function tabletop(p: Painter, top: number, walls?: readonly Wall[], tables?: readonly Table[]): void {
  wall(p, top, walls);
  table(p, top, tables);
  windowLight(p);
}

// ---- Products ----

/** A standing pouch (doypack) with a serrated top seal, a label and, sometimes, a window on its contents. */
function pouch(
  p: Painter, x: number, base: number, w: number, h: number, body: string,
  icon: (cx: number, cy: number, r: number) => void, contents?: string,
): void {
  const l = x - w / 2, r = x + w / 2, t = base - h;
  const outline = `M${n(l)},${n(t)} L${n(r)},${n(t)} Q${n(r + w * 0.05)},${n(base - h * 0.45)} ${n(r - w * 0.02)},${n(base - h * 0.05)} `
    + `Q${n(x)},${n(base + h * 0.03)} ${n(l + w * 0.02)},${n(base - h * 0.05)} Q${n(l - w * 0.05)},${n(base - h * 0.45)} ${n(l)},${n(t)} Z`;
  shadow(p, x, base - 4, w * 0.62, h * 0.06, 0.45);
  p.add(path(outline, body));
  const teeth: Pt[] = [];
  for (let k = 0; k <= 24; k++) teeth.push([l + (w * k) / 24, t - (k % 2 ? 4 : 0)]);
  p.add(poly([...teeth, [r, t + h * 0.08], [l, t + h * 0.08]], mix(body, '#000000', 0.12)));
  p.add(circle(x, t + h * 0.045, h * 0.018, '#000000', opacity(0.35)));
  const lw = w * 0.72, lh = h * 0.44, ly = t + h * 0.2;
  p.add(rect(x - lw / 2, ly, lw, lh, '#fbf6e9', rounded(10)));
  p.add(circle(x, ly + lh * 0.36, lh * 0.24, body), circle(x, ly + lh * 0.36, lh * 0.24, 'none', ' stroke="#ffffff" stroke-width="3"'));
  icon(x, ly + lh * 0.36, lh * 0.2);
  p.add(rect(x - lw * 0.34, ly + lh * 0.68, lw * 0.68, lh * 0.08, mix(body, '#000000', 0.2), rounded(3)));
  p.add(rect(x - lw * 0.24, ly + lh * 0.82, lw * 0.48, lh * 0.06, '#9a8f80', rounded(3)));
  if (contents) {
    p.add(rect(x - lw * 0.35, ly + lh * 1.12, lw * 0.7, h * 0.2, contents, rounded(14)));
    p.add(rect(x - lw * 0.35, ly + lh * 1.12, lw * 0.7, h * 0.2, '#ffffff', rounded(14) + opacity(0.12) + ' stroke="#ffffff" stroke-width="3"'));
  }
  p.add(path(outline, p.linear([[0, '#ffffff', 0.28], [0.18, '#ffffff', 0.05], [0.7, '#000000', 0], [1, '#000000', 0.22]], [0, 0, 1, 0])));
}

/** A thin cassava chip: an irregular disc with a golden edge, dusted with chilli when spicy. */
function chip(p: Painter, x: number, y: number, s: number, colour: string, spicy: boolean): void {
  const parts = [path(blob(p, x, y, s, 9, 0.62), colour, ` stroke="${mix(colour, '#8a4b12', 0.45)}" stroke-width="2"`),
    ellipse(x - s * 0.2, y - s * 0.12, s * 0.45, s * 0.16, '#ffffff', opacity(0.3))];
  if (spicy) for (let k = 0; k < 5; k++) parts.push(circle(x + p.rnd(-0.6, 0.6) * s, y + p.rnd(-0.3, 0.3) * s, s * 0.08, '#b3261e'));
  p.add(group(parts, rotate(p.rnd(-25, 25), x, y)));
}

/** A piece of dodol wrapped in waxed paper, its ends twisted. */
function dodol(p: Painter, x: number, y: number, s: number, paper: string, angle = p.rnd(-30, 30)): void {
  const w = s, h = s * 0.42, twist = mix(paper, '#000000', 0.12);
  const end = (side: number): string => {
    const e = x + (side * w) / 2;
    return poly([[e, y - h / 2], [e + side * s * 0.28, y - h * 0.75], [e + side * s * 0.22, y], [e + side * s * 0.28, y + h * 0.75], [e, y + h / 2]], twist);
  };
  const parts = [
    end(-1),
    end(1),
    rect(x - w / 2, y - h / 2, w, h, paper, rounded(h * 0.35)),
    rect(x - w / 2, y - h / 2, w, h * 0.35, '#ffffff', rounded(h * 0.2) + opacity(0.35)),
    rect(x - w * 0.3, y - h * 0.12, w * 0.6, h * 0.24, mix(paper, '#5a2e12', 0.5), rounded(h * 0.1) + opacity(0.6)),
  ];
  p.add(group(parts, rotate(angle, x, y)));
}

/** A bowl seen from slightly above; `fill` draws what heaps above its rim. */
function bowl(p: Painter, x: number, rim: number, rx: number, colour: string, fill: () => void): void {
  const ry = rx * 0.3, depth = rx * 0.7;
  shadow(p, x, rim + depth, rx * 1.1, ry * 0.55, 0.5);
  p.add(path(`M${n(x - rx)},${n(rim)} C${n(x - rx)},${n(rim + depth * 0.9)} ${n(x - rx * 0.5)},${n(rim + depth)} ${n(x)},${n(rim + depth)} `
    + `C${n(x + rx * 0.5)},${n(rim + depth)} ${n(x + rx)},${n(rim + depth * 0.9)} ${n(x + rx)},${n(rim)} Z`,
  p.linear([[0, mix(colour, '#ffffff', 0.15)], [1, mix(colour, '#000000', 0.3)]], [0, 0, 1, 1])));
  p.add(ellipse(x, rim, rx, ry, mix(colour, '#000000', 0.18)), ellipse(x, rim, rx - 3, ry - 2, 'none', ` stroke="${mix(colour, '#ffffff', 0.45)}" stroke-width="6"`));
  fill();
}

function snacks(p: Painter): void {
  const top = p.rnd(350, 400), spicy = p.r() < 0.5, cx = p.rnd(540, 660);
  tabletop(p, top);
  const bodies = shuffled(p, ['#c62828', '#f4a300', '#2a9d8f', '#6a3f9c', '#e76f51', '#1e5fa8']);
  const count = p.pick([2, 3]), gap = 250;
  const chipColour = spicy ? '#eab04e' : '#f3d47c';
  const chipIcon = (x: number, y: number, r: number) => {
    p.add(ellipse(x, y, r, r * 0.7, chipColour), ellipse(x - r * 0.2, y - r * 0.2, r * 0.45, r * 0.22, '#ffffff', opacity(0.4)));
  };
  for (let i = 0; i < count; i++) {
    const x = cx + (i - (count - 1) / 2) * gap + p.rnd(-15, 15);
    pouch(p, x, top + p.rnd(190, 220), p.rnd(235, 260), p.rnd(360, 400), bodies[i], chipIcon);
  }
  const side = p.pick([-1, 1]), bx = cx + side * p.rnd(250, 300), rim = H - 190, rx = 190;
  const crumbs = () => mix(chipColour, '#b8651e', p.rnd(0, 0.3));
  bowl(p, bx, rim, rx, p.pick(['#f4efe6', '#2f6f8f', '#b5543a']), () => {
    for (let k = 0; k < 30; k++) {
      const u = p.rnd(-0.8, 0.8), heap = Math.sqrt(1 - u * u);
      chip(p, bx + u * rx, rim - heap * p.rnd(5, 70) + p.rnd(-5, 15), p.rnd(34, 44), crumbs(), spicy);
    }
  });
  // Dodol, the palm-sugar sweet Garut is known for, each piece twisted into its paper.
  const paper = p.pick(['#f1e3c2', '#f6d365', '#e9a8a0', '#cfe3c1']), dx = bx - side * p.rnd(400, 440);
  plate(p, dx, H - 95, 170, false);
  for (let k = 0; k < 5; k++) dodol(p, dx + ((k % 3) - 1) * 85 + (k > 2 ? 42 : 0) + p.rnd(-8, 8), H - 85 - (k > 2 ? 40 : 0), 92, paper);
  for (let k = 0; k < 3; k++) chip(p, bx - side * p.rnd(190, 240), p.rnd(H - 60, H - 20), p.rnd(30, 38), crumbs(), spicy);
}

/** An open besek of wrapped dodol, its lid leaning on the wall, and a plate of unwrapped slices. */
function sweets(p: Painter): void {
  const top = p.rnd(360, 400), cx = p.rnd(560, 640), side = p.pick([-1, 1]);
  tabletop(p, top);
  const bamboo = p.land(p.pick(['#d9b47a', '#cfa565', '#e0c28c'])), paper = p.pick(['#f1e3c2', '#f6d365', '#e9a8a0', '#cfe3c1']);
  const bx = cx - side * 100, base = H - 110, s = 560, h = 120, d = 220;
  const lx = bx - side * 40, ly = top - 170;
  p.add(group([rect(lx - 230, ly, 460, 300, weave(p, bamboo, 24, 0)), rect(lx - 230, ly, 460, 300, '#000000', opacity(0.12)),
    rect(lx - 230, ly, 460, 300, 'none', ` stroke="${mix(bamboo, '#6b4424', 0.5)}" stroke-width="12"`)], rotate(side * 4, lx, ly + 300)));
  shadow(p, bx, base, s * 0.62, 30, 0.5);
  const inset = 40, back: Pt[] = [[bx - s / 2, base - h], [bx + s / 2, base - h], [bx + s / 2 - inset, base - h - d * 0.6], [bx - s / 2 + inset, base - h - d * 0.6]];
  p.add(poly(back, weave(p, mix(bamboo, '#000000', 0.25), 24, 0)));
  for (let row = 0; row < 3; row++) {
    const t = 1 - (row + 0.55) / 3, rowW = s - 2 * inset * t - 40;
    for (let k = 0; k < 5; k++) dodol(p, bx - rowW / 2 + ((k + 0.5) * rowW) / 5, base - h - d * 0.6 * t + 10, rowW / 5 * 0.72, paper, p.rnd(-6, 6));
  }
  const front = weave(p, bamboo, 24, 0);
  p.add(rect(bx - s / 2, base - h, s, h, front), rect(bx - s / 2, base - h, s, h, '#000000', opacity(0.1)));
  p.add(rect(bx - s / 2, base - h - 4, s, 10, mix(bamboo, '#6b4424', 0.4)));
  const px = cx + side * 360, py = H - 90;
  plate(p, px, py, 150, false);
  for (let k = 0; k < 4; k++) {
    const x = px + (k - 1.5) * 56, y = py - 14 + (k % 2) * 10;
    p.add(group([rect(x - 26, y - 30, 52, 60, '#4a2a16', rounded(10)), rect(x - 20, y - 26, 18, 40, '#ffffff', rounded(6) + opacity(0.15))],
      rotate(p.rnd(-12, 12), x, y)));
  }
}

/** A roasted coffee bean with its crease. */
function bean(p: Painter, x: number, y: number, s: number): string {
  const roast = mix('#4a2a17', '#7a4a2a', p.rnd(0, 1));
  return group([ellipse(x, y, s, s * 0.68, roast), ellipse(x - s * 0.3, y - s * 0.25, s * 0.35, s * 0.18, '#ffffff', opacity(0.18)),
    line(`M${n(x - s * 0.8)},${n(y)} q${n(s * 0.4)},${n(-s * 0.25)} ${n(s * 0.8)},0 t${n(s * 0.8)},0`, '#24130a', s * 0.14, ' stroke-linecap="round"')],
  rotate(p.rnd(0, 180), x, y));
}

/** Beans packed behind a window: a tile of them. */
function beanPattern(p: Painter): string {
  const s = 44, beans: string[] = [rect(0, 0, s, s, '#3b2112')];
  for (const [bx, by] of [[10, 10], [32, 14], [20, 32], [42, 38], [0, 36]] as Pt[]) beans.push(bean(p, bx, by, 10));
  return p.pattern(s, s, beans.join(''));
}

/** A cup on a saucer, steaming. */
function cup(p: Painter, x: number, base: number, s: number, china: string, drink: string): void {
  const rim = base - s * 0.95, bottom = base - s * 0.1, rx = s * 0.62;
  shadow(p, x, base + s * 0.05, s * 1.3, s * 0.25, 0.45);
  p.add(ellipse(x, base, s * 1.15, s * 0.27, mix(china, '#000000', 0.12)), ellipse(x, base - 5, s * 1.1, s * 0.24, china));
  p.add(ellipse(x, base - 5, s * 0.6, s * 0.13, mix(china, '#000000', 0.1)));
  p.add(line(`M${n(x + rx * 0.9)},${n(rim + s * 0.2)} c${n(s * 0.45)},${n(-s * 0.05)} ${n(s * 0.45)},${n(s * 0.5)} ${n(-s * 0.05)},${n(s * 0.52)}`,
    mix(china, '#000000', 0.08), s * 0.1));
  p.add(path(`M${n(x - rx)},${n(rim)} C${n(x - rx)},${n(rim + s * 0.6)} ${n(x - s * 0.4)},${n(bottom)} ${n(x)},${n(bottom)} `
    + `C${n(x + s * 0.4)},${n(bottom)} ${n(x + rx)},${n(rim + s * 0.6)} ${n(x + rx)},${n(rim)} Z`,
  p.linear([[0, mix(china, '#ffffff', 0.3)], [0.35, china], [1, mix(china, '#000000', 0.22)]], [0, 0, 1, 0])));
  p.add(ellipse(x, rim, rx, s * 0.17, mix(china, '#ffffff', 0.35)), ellipse(x, rim + 2, rx * 0.88, s * 0.13, drink));
  p.add(ellipse(x, rim + 2, rx * 0.88, s * 0.13, 'none', ` stroke="${mix(drink, '#e0b080', 0.45)}" stroke-width="${n(s * 0.04)}"`));
  for (let k = -1; k <= 1; k++) {
    const sx = x + k * s * 0.25;
    p.add(line(`M${n(sx)},${n(rim - s * 0.1)} c${n(-s * 0.2)},${n(-s * 0.25)} ${n(s * 0.2)},${n(-s * 0.4)} 0,${n(-s * 0.65)}`,
      '#ffffff', s * 0.06, opacity(0.45) + ' stroke-linecap="round"'));
  }
}

/** A sprig of coffee: glossy leaves in pairs and clusters of ripe cherries. */
function coffeeSprig(p: Painter, x: number, y: number, len: number, angle: number): void {
  const parts: string[] = [line(`M${n(x)},${n(y)} l${n(len)},0`, '#6b4a2c', 6, ' stroke-linecap="round"')];
  for (let k = 0; k < 4; k++) {
    const lx = x + len * (0.15 + k * 0.25), leaf = p.pick(['#2f6b34', '#3c7d3a', '#285c2a']);
    for (const side of [-1, 1]) {
      const tipX = lx + len * 0.14, tipY = y + side * len * 0.22;
      parts.push(path(`M${n(lx)},${n(y)} Q${n(lx + len * 0.02)},${n(tipY)} ${n(tipX)},${n(tipY)} Q${n(lx + len * 0.16)},${n(y + side * len * 0.04)} ${n(lx)},${n(y)} Z`, leaf));
    }
    for (let c = 0; c < 4; c++) {
      const cherry = p.pick(['#b3261e', '#8e1b1b', '#d1402e', '#c0392b']), cx = lx + p.rnd(-12, 12), cy = y + p.rnd(-12, 12);
      parts.push(circle(cx, cy, 11, cherry), circle(cx - 3, cy - 3, 3.5, '#ffffff', opacity(0.5)));
    }
  }
  p.add(group(parts, rotate(angle, x, y)));
}

/** A wooden scoop heaped with something. */
function scoop(p: Painter, x: number, y: number, s: number, angle: number, heap: (cx: number, cy: number, r: number) => string[]): void {
  const wood = p.land('#a8713f');
  p.add(group([rect(x + s * 0.8, y - s * 0.12, s * 1.6, s * 0.24, mix(wood, '#000000', 0.1), rounded(s * 0.12)),
    ellipse(x, y, s, s * 0.55, mix(wood, '#000000', 0.2)), ellipse(x, y - s * 0.08, s * 0.92, s * 0.46, wood), ...heap(x, y - s * 0.1, s * 0.8)],
  rotate(angle, x, y)));
}

function coffee(p: Painter): void {
  const top = p.rnd(340, 390), cx = p.rnd(520, 680), side = p.pick([-1, 1]);
  tabletop(p, top);
  const kraft = p.land(p.pick(['#b88a5a', '#a8794b', '#c49a6c']));
  const beanIcon = (x: number, y: number, r: number) => p.add(bean(p, x, y, r * 0.8));
  if (p.r() < 0.5) pouch(p, cx - side * 330, top + 190, 230, 350, p.pick(['#2d2a26', '#7a2e22', '#2f5d4a']), beanIcon);
  else coffeeSprig(p, cx - side * 480, top + 120, 280, side < 0 ? p.rnd(180, 195) : p.rnd(-15, 0));
  pouch(p, cx - side * 110, top + 230, 260, 400, kraft, beanIcon, beanPattern(p));
  cup(p, cx + side * 240, H - 140, 150, p.pick(['#f5f1e8', '#2f6f8f', '#c8553d', '#e8dcc4']), '#3b2112');
  for (let k = 0; k < 22; k++) p.add(bean(p, cx - side * p.rnd(-440, 360), p.rnd(H - 110, H - 20), p.rnd(14, 18)));
  scoop(p, cx - side * 120, H - 90, 80, side < 0 ? 200 : -20, (hx, hy, r) =>
    Array.from({ length: 9 }, () => bean(p, hx + p.rnd(-0.6, 0.6) * r, hy + p.rnd(-0.25, 0.2) * r, 15)));
}

/** A glass bottle of drink with a cap and a label. */
function bottle(p: Painter, x: number, base: number, w: number, h: number, drink: string, cap: string, band: string): void {
  const neck = w * 0.34, shoulder = base - h * 0.6, neckTop = base - h * 0.9, level = shoulder - h * 0.1;
  const outline = `M${n(x - w / 2)},${n(shoulder)} L${n(x - w / 2)},${n(base - 10)} Q${n(x - w / 2)},${n(base)} ${n(x - w / 2 + 10)},${n(base)} `
    + `L${n(x + w / 2 - 10)},${n(base)} Q${n(x + w / 2)},${n(base)} ${n(x + w / 2)},${n(base - 10)} L${n(x + w / 2)},${n(shoulder)} `
    + `C${n(x + w / 2)},${n(shoulder - h * 0.14)} ${n(x + neck / 2)},${n(shoulder - h * 0.12)} ${n(x + neck / 2)},${n(neckTop)} `
    + `L${n(x - neck / 2)},${n(neckTop)} C${n(x - neck / 2)},${n(shoulder - h * 0.12)} ${n(x - w / 2)},${n(shoulder - h * 0.14)} ${n(x - w / 2)},${n(shoulder)} Z`;
  shadow(p, x, base, w * 0.75, w * 0.12, 0.5);
  p.add(path(outline, '#e8f1ee', opacity(0.55)));
  p.add(group([rect(x - w, level, w * 2, base - level, p.linear([[0, mix(drink, '#ffffff', 0.15)], [1, mix(drink, '#000000', 0.25)]]))],
    ` clip-path="${p.clipTo(path(outline, '#000'))}"`));
  p.add(rect(x - neck * 0.6, neckTop - h * 0.08, neck * 1.2, h * 0.09, cap, rounded(4)));
  for (let k = 1; k < 5; k++) p.add(rect(x - neck * 0.6 + (k * neck * 1.2) / 5, neckTop - h * 0.08, 2, h * 0.09, mix(cap, '#000000', 0.3)));
  const ly = base - h * 0.46, lh = h * 0.3;
  p.add(rect(x - w / 2, ly, w, lh, '#f8f1de'), rect(x - w / 2, ly, w, lh * 0.22, band), rect(x - w / 2, ly + lh * 0.78, w, lh * 0.22, band));
  const ix = x, iy = ly + lh * 0.5, ir = lh * 0.22;
  p.add(circle(ix, iy, ir, band), path(`M${n(ix - ir * 0.55)},${n(iy + ir * 0.5)} Q${n(ix - ir * 0.6)},${n(iy - ir * 0.6)} ${n(ix + ir * 0.6)},${n(iy - ir * 0.6)} `
    + `Q${n(ix + ir * 0.6)},${n(iy + ir * 0.5)} ${n(ix - ir * 0.55)},${n(iy + ir * 0.5)} Z`, '#f8f1de'));
  p.add(rect(x - w * 0.36, shoulder - h * 0.05, w * 0.1, h * 0.5, '#ffffff', rounded(w * 0.05) + opacity(0.35)));
  p.add(rect(x + w * 0.3, shoulder, w * 0.05, h * 0.4, '#ffffff', rounded(w * 0.03) + opacity(0.2)));
  p.add(path(outline, 'none', ` stroke="${mix(drink, '#ffffff', 0.5)}" stroke-width="2" stroke-opacity="0.6"`));
}

/** A glass of drink, warm enough to steam. */
function tumbler(p: Painter, x: number, base: number, w: number, h: number, drink: string, steam: boolean): void {
  const top = base - h, inset = w * 0.08;
  const outline = `M${n(x - w / 2)},${n(top)} L${n(x + w / 2)},${n(top)} L${n(x + w / 2 - inset)},${n(base)} L${n(x - w / 2 + inset)},${n(base)} Z`;
  shadow(p, x, base, w * 0.7, w * 0.12, 0.45);
  p.add(path(outline, '#e8f1ee', opacity(0.5)));
  p.add(group([rect(x - w, top + h * 0.15, w * 2, h, p.linear([[0, mix(drink, '#ffffff', 0.1)], [1, mix(drink, '#000000', 0.3)]]))],
    ` clip-path="${p.clipTo(path(outline, '#000'))}"`));
  p.add(ellipse(x, top + h * 0.15, w / 2 - inset * 0.15, w * 0.08, mix(drink, '#ffffff', 0.25)));
  p.add(ellipse(x, top, w / 2, w * 0.09, 'none', ' stroke="#ffffff" stroke-width="3" stroke-opacity="0.7"'));
  p.add(rect(x - w / 2 + inset + 4, top + h * 0.2, w * 0.08, h * 0.65, '#ffffff', opacity(0.35)), rect(x - w / 2 + inset, base - h * 0.1, w - inset * 2, h * 0.1, '#ffffff', opacity(0.25)));
  for (let k = -1; steam && k <= 1; k++) {
    p.add(line(`M${n(x + k * w * 0.2)},${n(top - 10)} c${n(-w * 0.12)},${n(-h * 0.15)} ${n(w * 0.12)},${n(-h * 0.25)} 0,${n(-h * 0.4)}`,
      '#ffffff', 6, opacity(0.4) + ' stroke-linecap="round"'));
  }
}

/** A hand of ginger: knobbly fingers with ringed skin, one of them cut. */
function ginger(p: Painter, x: number, y: number, s: number, red: boolean): void {
  const skin = red ? '#c98f6a' : '#d6ad78', ring = mix(skin, '#5a3a1a', 0.45), parts: string[] = [];
  parts.push(ellipse(x, y, s * 1.1, s * 0.42, skin));
  const fingers: Array<[number, number]> = [[-0.75, -40], [-0.1, -80], [0.6, -115], [1.05, -160]];
  for (const [dx, a] of fingers) {
    const fx = x + dx * s, fy = y - s * 0.1, len = s * p.rnd(0.55, 0.8);
    parts.push(group([ellipse(fx + len * 0.5, fy, len * 0.62, s * 0.26, mix(skin, '#000000', p.rnd(0, 0.1))),
      line(`M${n(fx + len * 0.35)},${n(fy - s * 0.22)} q${n(s * 0.06)},${n(s * 0.22)} 0,${n(s * 0.44)}`, ring, 2),
      line(`M${n(fx + len * 0.75)},${n(fy - s * 0.2)} q${n(s * 0.06)},${n(s * 0.2)} 0,${n(s * 0.4)}`, ring, 2)], rotate(a, fx, fy)));
  }
  for (let k = 0; k < 4; k++) {
    const gx = x + (k - 1.5) * s * 0.45;
    parts.push(line(`M${n(gx)},${n(y - s * 0.35)} q${n(s * 0.08)},${n(s * 0.35)} 0,${n(s * 0.7)}`, ring, 2, opacity(0.7)));
  }
  parts.push(ellipse(x - s * 1.08, y, s * 0.12, s * 0.36, red ? '#f2cfa8' : '#f4df9a'), ellipse(x - s * 1.08, y, s * 0.06, s * 0.2, '#e8c070', opacity(0.6)));
  p.add(group(parts, rotate(p.rnd(-10, 10), x, y)));
}

function cinnamon(p: Painter, x: number, y: number, len: number, angle: number): void {
  const bark = '#8a4a24';
  p.add(group([rect(x, y - 9, len, 18, bark, rounded(6)), rect(x, y - 9, len, 5, '#ffffff', opacity(0.15)),
    ellipse(x + len, y, 5, 9, '#6b3618'), line(`M${n(x + len - 2)},${n(y - 4)} q5,4 0,7`, '#c07a45', 2)], rotate(angle, x, y)));
}

function bottles(p: Painter): void {
  const top = p.rnd(340, 390), cx = p.rnd(540, 660), count = p.pick([2, 3]), side = p.pick([-1, 1]);
  tabletop(p, top, ['plaster', 'plaster', 'bilik'], ['cloth', 'mat']);
  const drink = p.pick(['#8a2e1c', '#9a3f1c', '#7a2a1a']), cap = p.pick(['#c9a227', '#b3261e', '#2d2a26']);
  const band = p.pick(['#b3261e', '#2f6b4f', '#7a2e22', '#1e5fa8']);
  for (let i = 0; i < count; i++) {
    const x = cx - side * 80 + (i - (count - 1) / 2) * 190 + p.rnd(-10, 10);
    bottle(p, x, top + 200 + (i % 2) * 30, 150, p.rnd(400, 430), drink, cap, band);
  }
  tumbler(p, cx + side * 330, H - 110, 170, 210, drink, true);
  const gx = cx - side * 330;
  ginger(p, gx, H - 90, 60, true);
  if (p.r() < 0.7) ginger(p, gx + side * 150, H - 40, 45, p.r() < 0.5);
  for (let k = 0; k < 3; k++) cinnamon(p, cx + p.rnd(-100, 100), H - p.rnd(30, 70), p.rnd(150, 200), p.rnd(-20, 20));
}

// ---- Crafts and harvest ----

/** Bamboo strips woven over-under: a two-tone checker with shaded edges, turned by `turn` degrees. */
function weave(p: Painter, bamboo: string, s: number, turn = 45): string {
  const dark = mix(bamboo, '#6b4424', 0.35), seam = mix(bamboo, '#3b2412', 0.6);
  const tile = [rect(0, 0, s, s, bamboo), rect(0, 0, s / 2, s / 2, dark), rect(s / 2, s / 2, s / 2, s / 2, dark),
    rect(0, s / 2 - 1, s / 2, 2, seam, opacity(0.6)), rect(s / 2 - 1, s / 2, 2, s / 2, seam, opacity(0.6)),
    rect(s / 2, 0, s / 2, 2, '#ffffff', opacity(0.25)), rect(0, s / 2, 2, s / 2, '#ffffff', opacity(0.25))].join('');
  return p.pattern(s, s, tile, turn ? `rotate(${turn})` : '');
}

/** A batik motif as a tile: kawung (four-petal rosettes), parang (diagonal waves) or truntum (small stars). */
function batikPattern(p: Painter, ground: string, ink: string, accent: string, squash = 1): string {
  const motif = p.pick(['kawung', 'parang', 'truntum'] as const), scale = squash === 1 ? '' : ` scale(1 ${squash})`;
  if (motif === 'kawung') {
    const s = 96, c = s / 2, tile: string[] = [rect(0, 0, s, s, ground)];
    for (const [x, y] of [[0, 0], [s, 0], [0, s], [s, s], [c, c]] as Pt[]) {
      for (let k = 0; k < 4; k++) {
        const a = k * 90, px = x + Math.cos((a * Math.PI) / 180) * s * 0.24, py = y + Math.sin((a * Math.PI) / 180) * s * 0.24;
        tile.push(ellipse(px, py, s * 0.2, s * 0.13, ink, rotate(a, px, py)), ellipse(px, py, s * 0.12, s * 0.06, ground, rotate(a, px, py)),
          circle(px, py, s * 0.025, accent));
      }
      tile.push(circle(x, y, s * 0.05, accent));
    }
    return p.pattern(s, s, tile.join(''), `rotate(45)${scale}`);
  }
  if (motif === 'parang') {
    const s = 84, wave = `M${n(-s * 0.5)},${n(s * 0.5)} q${n(s * 0.25)},${n(-s * 0.4)} ${n(s * 0.5)},0 t${n(s * 0.5)},0 t${n(s * 0.5)},0 t${n(s * 0.5)},0`;
    const tile = [rect(0, 0, s, s, ground), line(wave, ink, s * 0.3), line(wave, accent, s * 0.06)];
    for (const x of [0.25, 0.75]) tile.push(circle(s * x, x === 0.25 ? s * 0.06 : s * 0.94, s * 0.07, ink), circle(s * x, x === 0.25 ? s * 0.06 : s * 0.94, s * 0.03, accent));
    return p.pattern(s, s, tile.join(''), `rotate(-45)${scale}`);
  }
  const s = 72, tile: string[] = [rect(0, 0, s, s, ground)];
  for (const [x, y, k] of [[s * 0.25, s * 0.25, 1], [s * 0.75, s * 0.75, 1], [s * 0.75, s * 0.25, 0.5], [s * 0.25, s * 0.75, 0.5]]) {
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      tile.push(ellipse(x + Math.cos(a) * s * 0.11 * k, y + Math.sin(a) * s * 0.11 * k, s * 0.06 * k, s * 0.03 * k, ink, rotate((i / 8) * 360, x + Math.cos(a) * s * 0.11 * k, y + Math.sin(a) * s * 0.11 * k)));
    }
    tile.push(circle(x, y, s * 0.05 * k, accent));
  }
  return p.pattern(s, s, tile.join(''), `rotate(0)${scale}`);
}

/** The tumpal border of a cloth: a row of triangles. */
function tumpal(p: Painter, ground: string, ink: string, h: number): string {
  const s = h * 0.8;
  return p.pattern(s, h, [rect(0, 0, s, h, ground), poly([[0, h], [s / 2, h * 0.15], [s, h]], ink), poly([[s * 0.25, h], [s / 2, h * 0.55], [s * 0.75, h]], ground)].join(''));
}

const BATIK_COLOURS: Array<[ground: string, ink: string, accent: string]> = [
  ['#efe1c0', '#7a4a2a', '#a33b2f'], ['#f1e6cc', '#2b3f6b', '#8a5a3a'], ['#e9d7b0', '#4f3a2a', '#4f6b4a'],
  ['#2b3f6b', '#efe1c0', '#c9a227'], ['#7a3b24', '#f1dcb4', '#2b2a26'], ['#f3e3d3', '#a33b2f', '#2b3f6b'],
];

/** A batik cloth hung over a bamboo rail, gathered into soft folds. */
function hungCloth(p: Painter, x0: number, x1: number, railY: number, bottom: number, colours: [string, string, string]): void {
  const w = x1 - x0;
  let edge = `M${n(x0)},${n(railY)} L${n(x1)},${n(railY)} L${n(x1)},${n(bottom)}`;
  for (let k = 1; k <= 6; k++) edge += ` Q${n(x1 - (w * (k - 0.5)) / 6)},${n(bottom + (k % 2 ? 14 : -6))} ${n(x1 - (w * k) / 6)},${n(bottom)}`;
  edge += ' Z';
  shadow(p, (x0 + x1) / 2, bottom + 10, w * 0.55, 30, 0.2);
  p.add(path(edge, batikPattern(p, ...colours)));
  const [ground, ink, accent] = colours;
  p.add(group([rect(x0, bottom - 70, w, 90, tumpal(p, accent, ink, 44)), rect(x0, bottom - 74, w, 6, ink), rect(x0 + 2, railY, 16, bottom - railY, ground), rect(x1 - 18, railY, 16, bottom - railY, ground)],
    ` clip-path="${p.clipTo(path(edge, '#000'))}"`));
  const folds = p.linear(Array.from({ length: 13 }, (_, k): [number, string, number] => [k / 12, k % 2 ? '#000000' : '#ffffff', k % 2 ? 0.16 : 0.1]), [0, 0, 1, 0]);
  p.add(path(edge, folds));
  p.add(rect(x0 - 60, railY - 12, w + 120, 24, p.land('#c9a56a'), rounded(12)), rect(x0 - 60, railY - 10, w + 120, 6, '#ffffff', opacity(0.3)));
  for (const x of [x0 + w * 0.3, x1 - w * 0.3]) p.add(rect(x - 3, railY - 11, 6, 22, p.land('#8a6a3a')));
}

/** A stack of folded batik cloths: front edges, and the top cloth's upper face. */
function foldedStack(p: Painter, x: number, base: number, w: number, layers: number): void {
  const layerH = 46, depth = 110;
  shadow(p, x, base, w * 0.62, 26, 0.5);
  const colours = shuffled(p, BATIK_COLOURS);
  for (let i = 0; i < layers; i++) {
    const [ground, ink, accent] = colours[i], y = base - (i + 1) * layerH, dx = p.rnd(-12, 12);
    const pattern = batikPattern(p, ground, ink, accent);
    p.add(rect(x - w / 2 + dx, y, w, layerH, pattern, rounded(16)), rect(x - w / 2 + dx, y, w, layerH, p.linear([[0, '#ffffff', 0.2], [0.5, '#000000', 0], [1, '#000000', 0.3]]), rounded(16)));
    if (i === layers - 1) {
      const face: Pt[] = [[x - w / 2 + dx + 6, y + 4], [x + w / 2 + dx - 6, y + 4], [x + w / 2 + dx - 30, y - depth], [x - w / 2 + dx + 30, y - depth]];
      p.add(poly(face, batikPattern(p, ground, ink, accent, 0.6)), poly(face, p.linear([[0, '#000000', 0.1], [1, '#ffffff', 0.12]])));
      p.add(line(`M${xy(face[0])} L${xy(face[1])}`, '#ffffff', 3, opacity(0.35)));
    }
  }
}

/** A canting, the batik maker's pen: a copper cup with a spout on a bamboo handle. */
function canting(p: Painter, x: number, y: number, angle: number): void {
  p.add(group([rect(x, y - 6, 190, 12, '#c9a56a', rounded(6)), ellipse(x - 6, y, 24, 16, '#b87333'),
    ellipse(x - 10, y - 5, 12, 6, '#e0a060', opacity(0.6)), line(`M${n(x - 28)},${n(y + 4)} l-22,14`, '#b87333', 5, ' stroke-linecap="round"')],
  rotate(angle, x, y)));
}

function batik(p: Painter): void {
  const top = p.rnd(430, 470), cx = p.rnd(540, 660);
  wall(p, top, ['plaster', 'planks']);
  hungCloth(p, p.rnd(120, 260), p.rnd(940, 1080), p.rnd(70, 110), top - p.rnd(30, 60), p.pick(BATIK_COLOURS));
  table(p, top, ['wood', 'mat']);
  windowLight(p);
  foldedStack(p, cx, H - 60, p.rnd(440, 500), p.pick([3, 4]));
  if (p.r() < 0.7) canting(p, cx + p.pick([-1, 1]) * 380, H - 80, p.rnd(-30, 30));
}

/**
 * A boboko, the Sundanese rice basket: a woven bowl on a square foot, its rim bound with rattan;
 * `depth` is its height to width, `dye` the colour of a band of dyed strips.
 */
function boboko(p: Painter, x: number, base: number, w: number, bamboo: string, depth = 0.75, dye?: string): void {
  const h = w * depth, rim = base - h, foot = w * 0.32;
  const body = `M${n(x - w / 2)},${n(rim)} C${n(x - w / 2)},${n(rim + h * 0.55)} ${n(x - foot)},${n(base - h * 0.2)} ${n(x - foot)},${n(base - h * 0.12)} `
    + `L${n(x + foot)},${n(base - h * 0.12)} C${n(x + foot)},${n(base - h * 0.2)} ${n(x + w / 2)},${n(rim + h * 0.55)} ${n(x + w / 2)},${n(rim)} Z`;
  shadow(p, x, base, w * 0.5, w * 0.07, 0.5);
  p.add(rect(x - foot, base - h * 0.14, foot * 2, h * 0.14, mix(bamboo, '#5a3a1a', 0.4), rounded(4)));
  p.add(path(body, weave(p, bamboo, 26)));
  if (dye) {
    const band = [rect(x - w, rim + h * 0.18, w * 2, h * 0.07, weave(p, dye, 26)), rect(x - w, rim + h * 0.31, w * 2, h * 0.04, weave(p, dye, 26))];
    p.add(group(band, ` clip-path="${p.clipTo(path(body, '#000'))}"`));
  }
  p.add(path(body, p.linear([[0, '#ffffff', 0.18], [0.4, '#ffffff', 0], [1, '#000000', 0.35]], [0, 0, 1, 0])));
  p.add(ellipse(x, rim, w / 2, w * 0.09, mix(bamboo, '#3b2412', 0.55)));
  p.add(ellipse(x, rim, w / 2, w * 0.09, 'none', ` stroke="${mix(bamboo, '#6b4424', 0.5)}" stroke-width="14"`));
  for (let k = 0; k < 14; k++) {
    const a = (k / 14) * Math.PI;
    p.add(line(`M${n(x - Math.cos(a) * w * 0.5)},${n(rim + Math.sin(a) * w * 0.09 - 7)} l0,14`, mix(bamboo, '#2a1a0a', 0.6), 3));
  }
}

/** A besek, a lidded box of woven bamboo. */
function besek(p: Painter, x: number, base: number, s: number, bamboo: string): void {
  const h = s * 0.45, d = s * 0.3, lid = h * 0.35;
  shadow(p, x + d * 0.3, base, s * 0.7, s * 0.1, 0.5);
  const front = weave(p, bamboo, 22, 0), topFace = weave(p, mix(bamboo, '#ffffff', 0.1), 22, 0);
  p.add(rect(x - s / 2, base - h, s, h, front), rect(x - s / 2, base - h, s, h, '#000000', opacity(0.12)));
  p.add(poly([[x - s / 2, base - h], [x + s / 2, base - h], [x + s / 2 + d, base - h - d * 0.6], [x - s / 2 + d, base - h - d * 0.6]], topFace));
  p.add(poly([[x + s / 2, base - h], [x + s / 2 + d, base - h - d * 0.6], [x + s / 2 + d, base - d * 0.6], [x + s / 2, base]], front),
    poly([[x + s / 2, base - h], [x + s / 2 + d, base - h - d * 0.6], [x + s / 2 + d, base - d * 0.6], [x + s / 2, base]], '#000000', opacity(0.3)));
  p.add(rect(x - s / 2, base - h, s, lid, mix(bamboo, '#6b4424', 0.25), opacity(0.6)), rect(x - s / 2, base - h + lid - 2, s, 3, '#3b2412', opacity(0.4)));
}

/** A tampah, a round winnowing tray, leaning on the wall. */
function tampah(p: Painter, x: number, y: number, r: number, bamboo: string): void {
  p.add(ellipse(x + 14, y + 14, r, r * 0.96, '#000000', opacity(0.18)));
  p.add(ellipse(x, y, r, r * 0.96, weave(p, bamboo, 30)), ellipse(x, y, r, r * 0.96, p.radial([[0.6, '#000000', 0], [1, '#000000', 0.25]])));
  p.add(ellipse(x, y, r - 8, r * 0.96 - 8, 'none', ` stroke="${mix(bamboo, '#6b4424', 0.5)}" stroke-width="18"`));
}

function baskets(p: Painter): void {
  const top = p.rnd(430, 470), cx = p.rnd(540, 660), side = p.pick([-1, 1]);
  const bamboo = () => p.land(p.pick(['#d9b47a', '#cfa565', '#e0c28c', '#c99b5c']));
  const dye = () => p.pick(['#9b2d24', '#2f5d4a', '#3b2a1a', '#7a3b6a']);
  wall(p, top, ['plaster', 'plaster', 'planks']);
  tampah(p, cx - side * p.rnd(180, 260), top - p.rnd(160, 200), p.rnd(220, 260), bamboo());
  table(p, top, ['wood', 'cloth', 'mat']);
  windowLight(p);
  const sx = cx + side * 300, s = 250;
  besek(p, sx, top + 190, s, bamboo());
  if (p.r() < 0.7) besek(p, sx + s * 0.1, top + 190 - s * 0.45 - s * 0.1, s * 0.8, bamboo());
  boboko(p, cx - side * 60, H - 70, p.rnd(380, 420), bamboo(), 0.75, p.r() < 0.7 ? dye() : undefined);
}

/** A Garut orange: green-gold to deep orange, with a highlight and sometimes a leaf. */
function orange(p: Painter, x: number, y: number, r: number): void {
  const skin = p.pick(['#f59e0b', '#f28c28', '#e8a317', '#d9a521', '#f4b63a']), green = p.r() < 0.25;
  const base = green ? mix(skin, '#9bb33a', 0.45) : skin;
  p.add(circle(x, y, r, p.radial([[0, mix(base, '#ffffff', 0.25)], [0.7, base], [1, mix(base, '#7a3a0a', 0.35)]])));
  p.add(ellipse(x - r * 0.35, y - r * 0.4, r * 0.22, r * 0.13, '#ffffff', opacity(0.45)), circle(x + r * 0.1, y - r * 0.75, r * 0.08, '#6b4a1a'));
  if (p.r() < 0.3) {
    const lx = x + r * 0.1, ly = y - r * 0.8;
    p.add(path(`M${n(lx)},${n(ly)} q${n(r * 0.5)},${n(-r * 0.6)} ${n(r * 1.1)},${n(-r * 0.3)} q${n(-r * 0.5)},${n(r * 0.45)} ${n(-r * 1.1)},${n(r * 0.3)} Z`, '#3c7d3a'));
  }
}

/** Half an orange, cut side up. */
function halfOrange(p: Painter, x: number, y: number, r: number): void {
  p.add(ellipse(x, y + r * 0.25, r, r * 0.75, '#e07b12'), ellipse(x, y, r, r * 0.6, '#fbe3a0'), ellipse(x, y, r * 0.88, r * 0.52, '#f7a531'));
  for (let k = 0; k < 10; k++) {
    const a = (k / 10) * Math.PI * 2;
    p.add(line(`M${n(x)},${n(y)} L${n(x + Math.cos(a) * r * 0.86)},${n(y + Math.sin(a) * r * 0.5)}`, '#fde2a2', 3));
  }
  p.add(ellipse(x, y, r * 0.12, r * 0.08, '#fde2a2'));
}

function oranges(p: Painter): void {
  const top = p.rnd(340, 380), cx = p.rnd(560, 640), side = p.pick([-1, 1]), bamboo = p.land(p.pick(['#d9b47a', '#cfa565', '#c99b5c']));
  tabletop(p, top);
  const bx = cx - side * 90, base = H - 90, w = 580, rim = base - w * 0.45;
  // Oranges heaped above the rim, drawn back to front, then the basket's front edge over them.
  const heap: Array<[number, number, number]> = [];
  for (let row = 0; row < 3; row++) {
    const count = 6 - row * 2 + 1;
    for (let k = 0; k < count; k++) {
      const u = ((k + 0.5) / count - 0.5) * (1.7 - row * 0.45) + p.rnd(-0.04, 0.04);
      heap.push([bx + u * w * 0.5, rim + 10 - row * 62 - Math.sqrt(Math.max(0, 1 - u * u)) * 30 + p.rnd(-6, 6), p.rnd(62, 72)]);
    }
  }
  boboko(p, bx, base, w, bamboo, 0.45);
  for (const [x, y, r] of heap.sort((a, b) => a[1] - b[1])) orange(p, x, y, r);
  p.add(path(`M${n(bx - w / 2)},${n(rim)} A${n(w / 2)},${n(w * 0.09)} 0 0 0 ${n(bx + w / 2)},${n(rim)}`, 'none', ` stroke="${mix(bamboo, '#6b4424', 0.5)}" stroke-width="14"`));
  const loose = Array.from({ length: p.pick([2, 3]) }, (_, k): Pt => [bx + side * (390 + k * 90 + p.rnd(-20, 20)), H - 80 - (k % 2) * 70]);
  for (const [x, y] of loose.sort((a, b) => a[1] - b[1])) {
    shadow(p, x, y + 60, 75, 14, 0.4);
    orange(p, x, y, p.rnd(62, 70));
  }
  halfOrange(p, bx - side * 380, H - 90, 72);
}

/** Rice grains as a tile, white or red (beras merah). */
function grains(p: Painter, grain: string, s = 26): string {
  const tile: string[] = [rect(0, 0, s, s, mix(grain, '#000000', 0.18))];
  const spots: Array<[number, number, number]> = [[5, 5, 20], [18, 7, -40], [11, 17, 70], [23, 21, 10], [2, 18, -10], [14, 26, 35], [26, 0, -60]];
  for (const [x, y, a] of spots) {
    tile.push(ellipse(x * (s / 26), y * (s / 26), s * 0.2, s * 0.1, grain, rotate(a, x * (s / 26), y * (s / 26))),
      ellipse(x * (s / 26) - 1, y * (s / 26) - 1, s * 0.09, s * 0.035, '#ffffff', opacity(0.45)));
  }
  return p.pattern(s, s, tile.join(''));
}

/** An open sack (karung goni) with its top rolled down, full of rice. */
function sack(p: Painter, x: number, base: number, w: number, h: number, grain: string): void {
  const jute = p.land('#c9a46a'), top = base - h;
  shadow(p, x, base, w * 0.65, w * 0.08, 0.5);
  const body = `M${n(x - w * 0.46)},${n(top + 30)} C${n(x - w * 0.6)},${n(top + h * 0.5)} ${n(x - w * 0.58)},${n(base - 10)} ${n(x - w * 0.4)},${n(base)} `
    + `L${n(x + w * 0.4)},${n(base)} C${n(x + w * 0.58)},${n(base - 10)} ${n(x + w * 0.6)},${n(top + h * 0.5)} ${n(x + w * 0.46)},${n(top + 30)} Z`;
  const s = 10, burlap = p.pattern(s, s, [rect(0, 0, s, s, jute), rect(0, 0, s, 2, mix(jute, '#5a3a1a', 0.35)), rect(0, 0, 2, s, mix(jute, '#ffffff', 0.2))].join(''));
  p.add(path(body, burlap), path(body, p.linear([[0, '#ffffff', 0.15], [0.45, '#ffffff', 0], [1, '#000000', 0.35]], [0, 0, 1, 0])));
  p.add(ellipse(x, top + 30, w * 0.44, w * 0.1, grains(p, grain)));
  p.add(path(`M${n(x - w * 0.4)},${n(top + 30)} Q${n(x)},${n(top - 60)} ${n(x + w * 0.4)},${n(top + 30)} Z`, grains(p, grain)));
  p.add(path(`M${n(x - w * 0.4)},${n(top + 30)} Q${n(x)},${n(top - 60)} ${n(x + w * 0.4)},${n(top + 30)} Z`, p.linear([[0, '#ffffff', 0.25], [1, '#000000', 0.1]])));
  p.add(path(`M${n(x - w * 0.5)},${n(top + 26)} Q${n(x)},${n(top + 26 + w * 0.14)} ${n(x + w * 0.5)},${n(top + 26)} L${n(x + w * 0.52)},${n(top + 66)} `
    + `Q${n(x)},${n(top + 66 + w * 0.15)} ${n(x - w * 0.52)},${n(top + 66)} Z`, mix(jute, '#000000', 0.12)));
  p.add(rect(x - w * 0.2, top + h * 0.45, w * 0.4, h * 0.22, '#f6efdc', rounded(6) + opacity(0.85)), rect(x - w * 0.13, top + h * 0.52, w * 0.26, 10, '#2f6b34'),
    rect(x - w * 0.1, top + h * 0.58, w * 0.2, 8, '#7a5a3a', opacity(0.8)));
}

/** A sheaf of ripe rice (padi) leaning on the wall: straight stalks tied together, heads bowed with grain. */
function riceSheaf(p: Painter, x: number, y: number, len: number, lean: number): void {
  const straw = p.land('#c9a548'), tie: Pt = [x + Math.sin(lean) * len * 0.3, y - Math.cos(lean) * len * 0.3];
  for (let k = 0; k < 9; k++) {
    const a = lean + (k - 4) * 0.05, spread = (k - 4) * 6;
    const top: Pt = [x + Math.sin(a) * len + spread, y - Math.cos(a) * len];
    p.add(line(`M${n(x + spread * 0.5)},${n(y)} L${xy(tie)} L${xy(top)}`, mix(straw, '#6b5a1a', p.rnd(0, 0.3)), 4));
    // The head arches over and hangs: grains along a curve, alternating sides.
    const dir = Math.sign(lean || 1) * (k % 3 === 0 ? -1 : 1), hang: Pt = [top[0] + dir * p.rnd(50, 80), top[1] + p.rnd(70, 110)];
    const ctrl: Pt = [top[0] + dir * 40, top[1] - 30];
    p.add(line(`M${xy(top)} Q${xy(ctrl)} ${xy(hang)}`, mix(straw, '#6b5a1a', 0.2), 2.5));
    for (let g = 1; g <= 10; g++) {
      const t = g / 10, gx = (1 - t) * (1 - t) * top[0] + 2 * (1 - t) * t * ctrl[0] + t * t * hang[0];
      const gy = (1 - t) * (1 - t) * top[1] + 2 * (1 - t) * t * ctrl[1] + t * t * hang[1];
      p.add(ellipse(gx + (g % 2 ? 5 : -5), gy, 5, 9, p.pick(['#e3b94a', '#d8a93a', '#caa035']), rotate(dir * (g % 2 ? 30 : -30) + t * 60 * dir, gx, gy)));
    }
  }
  p.add(rect(tie[0] - 16, tie[1] - 6, 32, 12, p.land('#8a6a3a'), rounded(5)));
}

function rice(p: Painter): void {
  const top = p.rnd(350, 400), cx = p.rnd(540, 660), side = p.pick([-1, 1]);
  tabletop(p, top);
  riceSheaf(p, cx + side * 420, top + 140, 330, side * 0.12);
  sack(p, cx - side * 70, H - 80, 460, 420, '#a5543c');
  const bx = cx + side * 300, rim = H - 200, rx = 150, heap = `M${n(bx - rx + 4)},${n(rim)} Q${n(bx)},${n(rim - 110)} ${n(bx + rx - 4)},${n(rim)} `
    + `A${n(rx - 4)},${n(rx * 0.3 - 2)} 0 0 1 ${n(bx - rx + 4)},${n(rim)} Z`;
  bowl(p, bx, rim, rx, p.pick(['#f4efe6', '#2f6f8f', '#b5543a']), () => {
    p.add(path(heap, grains(p, p.pick(['#f4efe2', '#a5543c']))), path(heap, p.linear([[0, '#ffffff', 0.2], [1, '#000000', 0.1]])));
  });
  scoop(p, cx - side * 380, H - 70, 80, side < 0 ? 200 : -20, (hx, hy, r) => [ellipse(hx, hy, r * 0.85, r * 0.4, grains(p, '#a5543c'))]);
}

// ---- Homestay rooms and breakfasts ----

/** A fried egg, sunny side up. */
function friedEgg(p: Painter, x: number, y: number, s: number): void {
  p.add(path(blob(p, x, y, s, 10, 0.55), '#fffdf6', ' stroke="#e9c98a" stroke-width="4"'));
  p.add(ellipse(x + s * 0.1, y - s * 0.05, s * 0.36, s * 0.26, p.radial([[0, '#ffc93c'], [0.8, '#f4a300'], [1, '#e08e00']])));
  p.add(ellipse(x, y - s * 0.13, s * 0.12, s * 0.07, '#ffffff', opacity(0.7)));
}

/** A plate (white or enamel), optionally lined with a banana leaf. */
function plate(p: Painter, x: number, y: number, rx: number, leaf: boolean): void {
  const ry = rx * 0.34, china = p.pick(['#f7f4ee', '#eef3f5', '#f4efe2']);
  shadow(p, x, y + ry * 0.35, rx * 1.1, ry * 0.9, 0.45);
  p.add(ellipse(x, y + 6, rx, ry, mix(china, '#000000', 0.15)), ellipse(x, y, rx, ry, china), ellipse(x, y + 4, rx * 0.72, ry * 0.7, mix(china, '#000000', 0.05)));
  if (p.r() < 0.5) p.add(ellipse(x, y, rx - 6, ry - 3, 'none', ' stroke="#2f5fa8" stroke-width="5"'));
  if (!leaf) return;
  p.add(ellipse(x, y + 2, rx * 0.86, ry * 0.8, '#3f8a3a'), line(`M${n(x - rx * 0.86)},${n(y + 2)} L${n(x + rx * 0.86)},${n(y + 2)}`, '#a5cf7a', 3));
  for (let k = -4; k <= 4; k++) {
    p.add(line(`M${n(x + k * rx * 0.18)},${n(y + 2)} l${n(rx * 0.1)},${n(-ry * 0.5)} M${n(x + k * rx * 0.18)},${n(y + 2)} l${n(rx * 0.1)},${n(ry * 0.5)}`, '#5aa04a', 2));
  }
}

/** Fried banana fritters (pisang goreng). */
function fritters(p: Painter, x: number, y: number, count: number): void {
  for (let k = 0; k < count; k++) {
    const fx = x + (k - (count - 1) / 2) * 58 + p.rnd(-8, 8), fy = y + p.rnd(-12, 12);
    const a = p.rnd(-30, 30), batter = p.pick(['#d99a3a', '#c98a2e', '#e0a545']);
    const parts = [ellipse(fx, fy, 30, 78, batter), ellipse(fx - 8, fy - 20, 10, 40, '#ffffff', opacity(0.2))];
    for (let c = 0; c < 8; c++) parts.push(circle(fx + p.rnd(-22, 22), fy + p.rnd(-65, 65), p.rnd(3, 6), mix(batter, '#7a3a0a', 0.4), opacity(0.6)));
    p.add(group(parts, rotate(60 + a, fx, fy)));
  }
}

/** An enamel teapot (teko blirik). */
function teapot(p: Painter, x: number, base: number, s: number): void {
  const enamel = p.pick(['#f4f1e8', '#3f7f5a', '#2f5fa8']), rim = enamel === '#f4f1e8' ? '#2f5fa8' : '#1f1f1f';
  shadow(p, x, base, s * 0.9, s * 0.14, 0.45);
  p.add(line(`M${n(x + s * 0.55)},${n(base - s * 0.75)} c${n(s * 0.5)},${n(-s * 0.1)} ${n(s * 0.45)},${n(s * 0.65)} ${n(-s * 0.05)},${n(s * 0.6)}`, enamel, s * 0.1));
  p.add(path(`M${n(x - s * 0.55)},${n(base - s * 0.45)} L${n(x - s * 1.05)},${n(base - s * 0.95)} L${n(x - s * 0.95)},${n(base - s)} L${n(x - s * 0.45)},${n(base - s * 0.7)} Z`, enamel));
  p.add(path(`M${n(x - s * 0.6)},${n(base - s * 0.95)} C${n(x - s * 0.8)},${n(base - s * 0.3)} ${n(x - s * 0.55)},${n(base)} ${n(x)},${n(base)} `
    + `C${n(x + s * 0.55)},${n(base)} ${n(x + s * 0.8)},${n(base - s * 0.3)} ${n(x + s * 0.6)},${n(base - s * 0.95)} Z`,
  p.linear([[0, mix(enamel, '#ffffff', 0.35)], [0.4, enamel], [1, mix(enamel, '#000000', 0.25)]], [0, 0, 1, 0])));
  p.add(ellipse(x, base - s * 0.95, s * 0.6, s * 0.1, rim), ellipse(x, base - s * 1.0, s * 0.42, s * 0.1, enamel), circle(x, base - s * 1.12, s * 0.08, rim));
  if (enamel !== '#f4f1e8') for (let k = 0; k < 40; k++) p.add(circle(x + p.rnd(-0.55, 0.55) * s, base - p.rnd(0.1, 0.9) * s, 2, '#ffffff', opacity(0.5)));
}

/** A round prawn cracker (kerupuk), its edge scalloped. */
function kerupuk(p: Painter, x: number, y: number, r: number): void {
  let d = '';
  for (let k = 0; k <= 16; k++) {
    const a = (k / 16) * Math.PI * 2, rr = r * (k % 2 ? 0.92 : 1.02);
    d += `${k ? 'L' : 'M'}${n(x + Math.cos(a) * rr)},${n(y + Math.sin(a) * rr)} `;
  }
  const bumps = Array.from({ length: 12 }, () => circle(x + p.rnd(-0.65, 0.65) * r, y + p.rnd(-0.65, 0.65) * r, r * 0.1, '#ffffff', opacity(0.5)));
  p.add(path(`${d}Z`, '#f6ead0', ' stroke="#e3cf9f" stroke-width="3"'), ...bumps);
}

function breakfast(p: Painter): void {
  const top = p.rnd(280, 320), cx = p.rnd(570, 630), side = p.pick([-1, 1]);
  tabletop(p, top);
  teapot(p, cx - side * 380, top + 200, 170);
  plate(p, cx + side * 360, top + 190, 170, false);
  fritters(p, cx + side * 360, top + 170, 3);
  const px = cx - side * 40, py = H - 210;
  plate(p, px, py, 320, true);
  kerupuk(p, px - 130, py - 70, 80);
  const nasi = p.r() < 0.6 ? '#c9823f' : '#f6f2e6', mound = `M${n(px - 170)},${n(py + 30)} C${n(px - 175)},${n(py - 110)} ${n(px + 135)},${n(py - 120)} ${n(px + 140)},${n(py + 30)} `
    + `Q${n(px - 15)},${n(py + 60)} ${n(px - 170)},${n(py + 30)} Z`;
  p.add(path(mound, grains(p, nasi, 24)), path(mound, p.linear([[0, '#ffffff', 0.25], [1, '#000000', 0.18]])));
  friedEgg(p, px - 15, py - 55, 110);
  for (let k = 0; k < 3; k++) {
    const x = px + 190 + k * 16, y = py + 20 - k * 26;
    p.add(ellipse(x, y, 38, 21, '#4f8a2a'), ellipse(x, y, 32, 16, '#e8f2c8'), ellipse(x, y, 14, 7, '#cfe3a0'));
  }
  p.add(ellipse(px + 120, py + 70, 40, 16, '#c0392b'), ellipse(px + 112, py + 64, 14, 5, '#ffffff', opacity(0.35)));
  cup(p, cx + side * 440, H - 60, 120, p.pick(['#f5f1e8', '#c8553d', '#2f6f8f']), '#9a4a1a');
}

/** A window onto the hills (or the night), with curtains drawn aside. */
function roomWindow(p: Painter, x: number, y: number, w: number, h: number): void {
  const night = p.light === 'night', frame = p.land(p.pick(['#6d4326', '#8a5a32', '#f2ede2']));
  p.add(rect(x - 16, y - 16, w + 32, h + 32, frame), rect(x, y, w, h, p.linear([[0, p.pal.top], [1, p.pal.bottom]])));
  const view: string[] = [];
  if (night) for (let k = 0; k < 30; k++) view.push(circle(x + p.rnd(0, w), y + p.rnd(0, h * 0.6), p.rnd(0.8, 2), '#ffffff', opacity(p.rnd(0.4, 0.9))));
  const hill = `M${n(x)},${n(y + h * 0.6)} Q${n(x + w * 0.3)},${n(y + h * 0.4)} ${n(x + w * 0.6)},${n(y + h * 0.58)} T${n(x + w)},${n(y + h * 0.55)} L${n(x + w)},${n(y + h)} L${n(x)},${n(y + h)} Z`;
  view.push(path(hill, p.land('#5f9a4a', night ? 0.2 : 0.3)));
  view.push(path(`M${n(x)},${n(y + h * 0.8)} Q${n(x + w * 0.5)},${n(y + h * 0.68)} ${n(x + w)},${n(y + h * 0.78)} L${n(x + w)},${n(y + h)} L${n(x)},${n(y + h)} Z`, p.land('#7bb043')));
  const tx = x + w * p.rnd(0.2, 0.8), ty = y + h * 0.75, tree = p.land('#2f6b2a');
  view.push(rect(tx - 4, ty - h * 0.3, 8, h * 0.3, mix(tree, '#3b2a1a', 0.6)), circle(tx, ty - h * 0.35, h * 0.13, tree), circle(tx - h * 0.1, ty - h * 0.28, h * 0.09, tree));
  p.add(group(view, ` clip-path="${p.clip(x, y, w, h)}"`));
  p.add(rect(x + w / 2 - 6, y, 12, h, frame), rect(x, y + h * 0.42 - 6, w, 12, frame));
  p.add(rect(x - 30, y + h + 16, w + 60, 18, mix(frame, '#000000', 0.1)));
  const cloth = p.land(p.pick(['#c0563a', '#e2c46a', '#6f9a8a', '#f0e6d2', '#8a4a6a']));
  p.add(rect(x - 90, y - 50, w + 180, 10, '#5a3d24', rounded(5)));
  for (const side of [-1, 1]) {
    const cxl = side < 0 ? x - 70 : x + w + 70, cw = 110;
    const panel = `M${n(cxl - cw / 2)},${n(y - 44)} L${n(cxl + cw / 2)},${n(y - 44)} Q${n(cxl - side * 10)},${n(y + h * 0.55)} ${n(cxl + cw * 0.45)},${n(y + h + 70)} `
      + `L${n(cxl - cw * 0.45)},${n(y + h + 70)} Q${n(cxl - side * 40)},${n(y + h * 0.55)} ${n(cxl - cw / 2)},${n(y - 44)} Z`;
    p.add(path(panel, cloth), path(panel, p.linear(Array.from({ length: 9 }, (_, k): [number, string, number] => [k / 8, k % 2 ? '#000000' : '#ffffff', k % 2 ? 0.18 : 0.12]), [0, 0, 1, 0])));
  }
}

/** A wooden bed seen from its side: headboard, white sheets, pillows, a folded blanket and towels. */
function bed(p: Painter, x0: number, x1: number, floor: number, head: -1 | 1): void {
  const wood = p.land(p.pick(['#7a4a28', '#8f5a32', '#5e3a22'])), top = floor - 200, w = x1 - x0;
  const hx = head < 0 ? x0 : x1, fx = head < 0 ? x1 : x0;
  shadow(p, (x0 + x1) / 2, floor, w * 0.6, 22, 0.5);
  p.add(rect(hx - 22, floor - 460, 44, 460, wood, rounded(8)), rect(hx - 34, floor - 480, 68, 30, mix(wood, '#000000', 0.15), rounded(10)));
  p.add(rect(fx - 18, floor - 280, 36, 280, wood, rounded(8)));
  p.add(rect(x0, top + 60, w, 80, mix(wood, '#000000', 0.1)));
  for (const lx of [x0 + 30, x1 - 30]) p.add(rect(lx - 12, top + 130, 24, floor - top - 130, mix(wood, '#000000', 0.2)));
  const sheet = '#fbfaf6';
  p.add(rect(x0 + 14, top, w - 28, 80, sheet, rounded(18)), rect(x0 + 14, top + 50, w - 28, 40, '#e7e3da', rounded(10)));
  for (let k = 0; k < 2; k++) {
    const px = hx - head * (110 + k * 40), py = top - 34 + k * 16;
    p.add(ellipse(px, py, 92, 40, k ? sheet : mix(sheet, '#000000', 0.06)), ellipse(px - 20, py - 12, 40, 12, '#ffffff', opacity(0.6)));
  }
  const blanket = batikPattern(p, ...p.pick(BATIK_COLOURS));
  const bx0 = head < 0 ? x0 + w * 0.4 : x0 + 8, bx1 = head < 0 ? x1 - 8 : x1 - w * 0.4;
  p.add(rect(bx0, top - 8, bx1 - bx0, 150, blanket, rounded(14)), rect(bx0, top - 8, bx1 - bx0, 150, p.linear([[0, '#ffffff', 0.15], [0.3, '#ffffff', 0], [1, '#000000', 0.3]]), rounded(14)));
  p.add(rect(head < 0 ? bx0 : bx1 - 30, top - 8, 30, 150, '#000000', opacity(0.14) + rounded(10)));
  const towel = p.pick(['#ffffff', '#9fd3c7', '#f2d3a2']), tx = (bx0 + bx1) / 2;
  p.add(rect(tx - 80, top - 40, 160, 38, mix(towel, '#000000', 0.08), rounded(12)), rect(tx - 70, top - 66, 140, 32, towel, rounded(12)));
}

function nightstand(p: Painter, x: number, floor: number): void {
  const wood = p.land(p.pick(['#7a4a28', '#8f5a32'])), night = p.light === 'night';
  shadow(p, x, floor, 100, 14, 0.4);
  p.add(rect(x - 80, floor - 190, 160, 190, wood, rounded(6)), rect(x - 90, floor - 200, 180, 20, mix(wood, '#ffffff', 0.12), rounded(6)));
  p.add(rect(x - 66, floor - 160, 132, 60, mix(wood, '#000000', 0.12), rounded(4)), circle(x, floor - 130, 6, '#d9b26a'));
  const lampTop = floor - 370;
  if (night) p.add(circle(x, lampTop + 60, 260, p.radial([[0, '#ffd58a', 0.55], [1, '#ffd58a', 0]])));
  p.add(rect(x - 8, floor - 300, 16, 100, '#d9b26a'), ellipse(x, floor - 200, 40, 10, '#c79a4a'));
  p.add(poly([[x - 50, lampTop], [x + 50, lampTop], [x + 80, lampTop + 110], [x - 80, lampTop + 110]], night ? '#ffe6b0' : p.land('#f2e6cc')));
}

/** A standing electric fan (kipas angin). */
function fan(p: Painter, x: number, floor: number): void {
  const c = p.pick(['#f4f1e8', '#6fa8c8', '#e6e0d0']);
  p.add(ellipse(x, floor - 8, 70, 16, mix(c, '#000000', 0.2)), rect(x - 8, floor - 300, 16, 300, mix(c, '#000000', 0.1)));
  p.add(circle(x, floor - 380, 95, mix(c, '#000000', 0.08)), circle(x, floor - 380, 88, '#dfe8ec', opacity(0.5)));
  for (let k = 0; k < 3; k++) {
    const a = k * 120 + 20;
    p.add(ellipse(x, floor - 380 - 45, 28, 48, '#9cc9e0', rotate(a, x, floor - 380) + opacity(0.9)));
  }
  p.add(circle(x, floor - 380, 22, c));
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * Math.PI * 2;
    p.add(line(`M${n(x)},${n(floor - 380)} l${n(Math.cos(a) * 92)},${n(Math.sin(a) * 92)}`, '#b0b8bc', 1.5));
  }
}

function bedroom(p: Painter): void {
  const floor = p.rnd(620, 650), head = p.pick([-1, 1] as const);
  const paint = p.land(p.pick(['#efe2c8', '#e3ecdf', '#f2e5d7', '#dfe7ee', '#f0dcc0']));
  p.add(rect(0, 0, W, floor, p.linear([[0, mix(paint, '#000000', 0.12)], [1, paint]])));
  p.add(rect(0, floor - 120, W, 120, mix(paint, '#6d4326', 0.25)), rect(0, floor - 124, W, 6, mix(paint, '#000000', 0.25)));
  const wood = p.land(p.pick(['#b07d4f', '#c79a66', '#9a6a42']));
  p.add(rect(0, floor, W, H - floor, p.linear([[0, mix(wood, '#000000', 0.15)], [1, wood]])));
  for (let x = -600; x < W + 600; x += 120) p.add(line(`M${n(600 + (x - 600) * 0.55)},${n(floor)} L${n(x)},${H}`, mix(wood, '#000000', 0.25), 2));
  p.add(rect(0, floor, W, 14, '#000000', opacity(0.15)));
  const winX = head > 0 ? p.rnd(150, 230) : p.rnd(720, 800);
  roomWindow(p, winX, 150, 280, 240);
  const bx0 = head > 0 ? 340 : 250, bx1 = head > 0 ? 950 : 860;
  p.add(ellipse((bx0 + bx1) / 2, floor + 70, 420, 60, p.pattern(18, 18, [rect(0, 0, 18, 18, '#d6b77a'), rect(0, 0, 9, 9, '#b8955a'), rect(9, 9, 9, 9, '#b8955a')].join(''), 'rotate(45) scale(1 0.5)')));
  const frameX = (bx0 + bx1) / 2 + head * 120;
  p.add(rect(frameX - 90, 150, 180, 130, '#5e3a22'), rect(frameX - 78, 162, 156, 106, p.linear([[0, '#8fc0e0'], [1, '#f2dcb0']])));
  p.add(path(`M${n(frameX - 78)},${n(268)} L${n(frameX - 20)},${n(200)} L${n(frameX + 20)},${n(236)} L${n(frameX + 45)},${n(215)} L${n(frameX + 78)},${n(250)} L${n(frameX + 78)},${n(268)} Z`, '#4f7f3a'));
  if (p.r() < 0.5) fan(p, head > 0 ? 90 : W - 90, floor + 40);
  bed(p, bx0, bx1, floor + 30, head);
  nightstand(p, head > 0 ? bx1 + 110 : bx0 - 110, floor + 40);
  if (p.light !== 'night') windowLight(p);
}

export const drawStillLife: Record<StillLife, (p: Painter) => void> = {
  bedroom, breakfast, snacks, sweets, coffee, bottles, batik,
  baskets, oranges, rice,
};
