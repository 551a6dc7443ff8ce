// The drawing kit of the demo pictures (./landscape, ./still-life): a seeded random source,
// SVG snippets and the Painter that collects them, rasterised by sharp. Same name and seed,
// same picture.
import sharp from 'sharp';

export type Rand = () => number;
export type Pt = [number, number];
export type Stop = [offset: number, colour: string, opacity?: number];
export type Light = 'morning' | 'day' | 'golden' | 'dusk' | 'night';

// Everything is drawn on this canvas, then scaled (and cropped if the ratio differs) to the requested size.
export const W = 1200;
export const H = 800;

export interface Palette { top: string; bottom: string; sun: string; haze: string; tint: string; tintAmount: number }

export const PALETTES: Record<Light, Palette> = {
  morning: { top: '#5e9fdc', bottom: '#f7dfb8', sun: '#fff2cf', haze: '#c6dbea', tint: '#ffd49a', tintAmount: 0.05 },
  day: { top: '#3385d6', bottom: '#c8e6f7', sun: '#fffbea', haze: '#bcd8ec', tint: '#ffffff', tintAmount: 0 },
  golden: { top: '#4f80c4', bottom: '#f7b970', sun: '#ffe09a', haze: '#c9bac6', tint: '#ff9a45', tintAmount: 0.08 },
  dusk: { top: '#262d63', bottom: '#f08a5e', sun: '#ffd07c', haze: '#b9819a', tint: '#6d3a68', tintAmount: 0.35 },
  night: { top: '#0c1233', bottom: '#3b2d63', sun: '#f4f1dc', haze: '#3a3463', tint: '#1c1838', tintAmount: 0.55 },
};

function mulberry32(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Seeds 1, 2, 3… would start mulberry32 on correlated values, so hash name and seed first (FNV-1a, murmur3 mix). */
export function seeded(name: string, seed: number): Rand {
  let h = [...name].reduce((acc, ch) => Math.imul(acc ^ ch.charCodeAt(0), 16777619), 2166136261) ^ seed;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return mulberry32(h ^ (h >>> 16));
}

export function mix(a: string, b: string, t: number): string {
  const ch = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return '#' + [0, 1, 2].map((i) => Math.round(ch(a, i) + (ch(b, i) - ch(a, i)) * t).toString(16).padStart(2, '0')).join('');
}

// ---- SVG snippets ----

export const n = (v: number): string => v.toFixed(1);
export const xy = ([x, y]: Pt): string => `${n(x)},${n(y)}`;
export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
export const line = (d: string, stroke: string, width: number, extra = ''): string =>
  `<path d="${d}" stroke="${stroke}" stroke-width="${n(width)}" fill="none"${extra}/>`;
export const poly = (pts: Pt[], fill: string, extra = ''): string =>
  `<polygon points="${pts.map(xy).join(' ')}" fill="${fill}"${extra}/>`;
export const circle = (x: number, y: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
export const opacity = (value: number): string => ` opacity="${value.toFixed(2)}"`;
export const rounded = (radius: number): string => ` rx="${n(radius)}"`;
export const rotate = (degrees: number, x: number, y: number): string => ` transform="rotate(${n(degrees)} ${n(x)} ${n(y)})"`;
export const group = (parts: string[], extra = ''): string => `<g${extra}>${parts.join('')}</g>`;

/** A smooth curve through the points (midpoints become the on-curve anchors). */
export function smooth(pts: Pt[], continues = false): string {
  let d = `${continues ? 'L' : 'M'}${xy(pts[0])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    d += ` Q${xy(pts[i])} ${xy([(pts[i][0] + pts[i + 1][0]) / 2, (pts[i][1] + pts[i + 1][1]) / 2])}`;
  }
  return `${d} L${xy(pts[pts.length - 1])}`;
}

export const closeBelow = (pts: Pt[], bottom = H): string =>
  `${smooth(pts)} L${n(pts[pts.length - 1][0])},${bottom} L${n(pts[0][0])},${bottom} Z`;

/** A skyline of three summed sine waves plus jitter; y stays within [baseY - amp, baseY]. */
export function ridge(r: Rand, baseY: number, amp: number, step = 40): Pt[] {
  const waves = [0.55, 0.3, 0.15].map((a, k) => ({ a, f: (1 + 2.2 * k + r() * (1 + k)) * Math.PI, ph: r() * 7 }));
  const pts: Pt[] = [];
  for (let x = -step; x <= W + step; x += step) {
    const h = waves.reduce((sum, w) => sum + w.a * Math.sin((x / W) * w.f + w.ph), 0);
    pts.push([x, baseY - amp * (0.5 + 0.5 * h) + (r() - 0.5) * amp * 0.1]);
  }
  return pts;
}

export class Painter {
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;
  constructor(readonly r: Rand, readonly pal: Palette, readonly light: Light) {}

  rnd(a: number, b: number): number { return a + (b - a) * this.r(); }
  pick<T>(xs: readonly T[]): T { return xs[Math.floor(this.r() * xs.length)]; }
  add(...parts: string[]): void { this.body.push(...parts); }
  mark(): number { return this.body.length; }
  since(mark: number): string { return this.body.slice(mark).join(''); }

  /** Gradient in bounding-box units, top to bottom unless another direction is given. */
  linear(stops: Stop[], [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
    return this.def('linearGradient', `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`, this.stops(stops));
  }
  radial(stops: Stop[]): string { return this.def('radialGradient', '', this.stops(stops)); }
  clip(x: number, y: number, w: number, h: number): string { return this.clipTo(rect(x, y, w, h, '#000')); }
  /** A clip path of any shapes (their fill is ignored). */
  clipTo(shapes: string): string { return this.def('clipPath', '', shapes); }
  /** A tile repeated over whatever it fills, in canvas units; `transform` turns or scales the tiling. */
  pattern(w: number, h: number, tile: string, transform = ''): string {
    const turned = transform ? ` patternTransform="${transform}"` : '';
    return this.def('pattern', `patternUnits="userSpaceOnUse" width="${n(w)}" height="${n(h)}"${turned}`, tile);
  }

  /** A ground colour lit by the hour and faded into the haze with distance (far: 0 near, 1 gone). */
  land(colour: string, far = 0): string { return mix(mix(colour, this.pal.tint, this.pal.tintAmount), this.pal.haze, far); }

  svg(width: number, height: number): string {
    const vignette = this.radial([[0.55, '#000000', 0], [1, '#000000', 0.28]]);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}"`
      + ` preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join('')}</defs>${this.body.join('')}`
      + `${rect(-200, -200, W + 400, H + 400, vignette)}</svg>`;
  }

  private stops(stops: Stop[]): string {
    return stops.map(([o, c, a = 1]) => `<stop offset="${o.toFixed(3)}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
  }
  private def(tag: string, attributes: string, content: string): string {
    const id = `d${this.ids++}`;
    this.defs.push(`<${tag} id="${id}" ${attributes}>${content}</${tag}>`);
    return `url(#${id})`;
  }
}

/** Draws a picture seeded by its name and seed, lit by one of `lights`, as a JPEG of the requested size. */
export async function paint(
  name: string,
  seed: number,
  lights: readonly Light[],
  draw: (p: Painter) => void,
  size: { width: number; height: number },
): Promise<Buffer> {
  const r = seeded(name, seed);
  const light = lights[Math.floor(r() * lights.length)];
  const painter = new Painter(r, PALETTES[light], light);
  draw(painter);
  return sharp(Buffer.from(painter.svg(size.width, size.height))).jpeg({ quality: 82 }).toBuffer();
}
