/**
 * A grey raster for labels: antialiased rectangles and glyphs on white. Glyph coverage comes from
 * the signed-area accumulation method (as in font-rs by R. Levien): each outline edge adds its
 * area to the cells it crosses, and a running sum gives the coverage. Masks are cached per glyph,
 * size and quarter-pixel offset, so a label's text costs a copy per glyph, not a rasterisation.
 */
import type { Point } from './truetype';

export interface Mask {
  /** Offset of the mask's top-left cell from the pen position, in whole pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
  coverage: Uint8Array;
}

type Line = [number, number, number, number];

/** Straight lines of a TrueType contour (quadratic splines flattened). */
function contourLines(contour: Point[], map: (p: { x: number; y: number }) => [number, number], out: Line[]): void {
  if (contour.length === 0) return;
  const firstOn = contour.findIndex((p) => p.on);
  const a = contour[0]!;
  const b = contour[1 % contour.length]!;
  const start = firstOn >= 0 ? contour[firstOn]! : { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, on: true };
  const ordered = firstOn >= 0 ? [...contour.slice(firstOn + 1), ...contour.slice(0, firstOn + 1)] : [...contour, contour[0]!];
  let [px, py] = map(start);
  const lineTo = (x: number, y: number) => {
    out.push([px, py, x, y]);
    [px, py] = [x, y];
  };
  const quadTo = (cx: number, cy: number, x: number, y: number) => {
    const ddx = px - 2 * cx + x;
    const ddy = py - 2 * cy + y;
    const devsq = ddx * ddx + ddy * ddy;
    const n = devsq < 0.333 ? 1 : 1 + Math.floor(Math.sqrt(Math.sqrt(3 * devsq)));
    const [x0, y0] = [px, py];
    for (let i = 1; i <= n; i++) {
      const t = i / n;
      const u = 1 - t;
      lineTo(u * u * x0 + 2 * u * t * cx + t * t * x, u * u * y0 + 2 * u * t * cy + t * t * y);
    }
  };
  let control: [number, number] | null = null;
  for (const p of ordered) {
    const [x, y] = map(p);
    if (p.on) {
      if (control) quadTo(control[0], control[1], x, y);
      else lineTo(x, y);
      control = null;
    } else {
      if (control) quadTo(control[0], control[1], (control[0] + x) / 2, (control[1] + y) / 2);
      control = [x, y];
    }
  }
  const [sx, sy] = map(start);
  if (control) quadTo(control[0], control[1], sx, sy);
  else lineTo(sx, sy);
}

/** Adds one edge's signed area to the accumulation buffer (width w, height h). */
function accumulate(acc: Float32Array, w: number, h: number, [ax, ay, bx, by]: Line): void {
  if (ay === by) return;
  const dir = ay < by ? 1 : -1;
  const [x0, y0, x1, y1] = ay < by ? [ax, ay, bx, by] : [bx, by, ax, ay];
  const dxdy = (x1 - x0) / (y1 - y0);
  let x = x0 + (y0 < 0 ? -y0 * dxdy : 0);
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(h, Math.ceil(y1)); y++) {
    const row = y * w;
    const dy = Math.min(y + 1, y1) - Math.max(y, y0);
    const xnext = x + dxdy * dy;
    const d = dy * dir;
    const [xa, xb] = x < xnext ? [x, xnext] : [xnext, x];
    const fa = Math.floor(xa);
    const ia = fa | 0;
    const cb = Math.ceil(xb);
    const ib = cb | 0;
    if (ib <= ia + 1) {
      const xmf = 0.5 * (x + xnext) - fa;
      acc[row + ia]! += d - d * xmf;
      acc[row + ia + 1]! += d * xmf;
    } else {
      const s = 1 / (xb - xa);
      const f0 = xa - fa;
      const a0 = 0.5 * s * (1 - f0) * (1 - f0);
      const f1 = xb - cb + 1;
      const am = 0.5 * s * f1 * f1;
      acc[row + ia]! += d * a0;
      if (ib === ia + 2) acc[row + ia + 1]! += d * (1 - a0 - am);
      else {
        const a1 = s * (1.5 - f0);
        acc[row + ia + 1]! += d * (a1 - a0);
        for (let xi = ia + 2; xi < ib - 1; xi++) acc[row + xi]! += d * s;
        const a2 = a1 + (ib - ia - 3) * s;
        acc[row + ib - 1]! += d * (1 - a2 - am);
      }
      acc[row + ib]! += d * am;
    }
    x = xnext;
  }
}

/**
 * Coverage of a glyph drawn at `scale` px per font unit with its origin at (dx, dy) inside the
 * first pixel (0 ≤ dx, dy < 1), y down.
 */
export function glyphMask(contours: Point[][], scale: number, dx: number, dy: number): Mask {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const c of contours)
    for (const p of c) {
      const x = dx + p.x * scale;
      const y = dy - p.y * scale;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  if (minX === Infinity) return { left: 0, top: 0, width: 0, height: 0, coverage: new Uint8Array(0) };
  // A column of margin on each side keeps every edge's spill inside its own row.
  const left = Math.floor(minX) - 1;
  const top = Math.floor(minY);
  const width = Math.ceil(maxX) - left + 2;
  const height = Math.ceil(maxY) - top;
  const lines: Line[] = [];
  for (const c of contours) contourLines(c, (p) => [dx + p.x * scale - left, dy - p.y * scale - top], lines);
  const acc = new Float32Array(width * height + 1);
  for (const l of lines) accumulate(acc, width, height, l);
  const coverage = new Uint8Array(width * height);
  let sum = 0;
  for (let i = 0; i < coverage.length; i++) {
    sum += acc[i]!;
    coverage[i] = Math.min(255, Math.round(Math.abs(sum) * 255));
  }
  return { left, top, width, height, coverage };
}

/** Grey pixels, 0 black to 255 white, starting white. */
export class GreyCanvas {
  readonly pixels: Uint8Array<ArrayBuffer>;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height).fill(255);
  }

  /** A rectangle in pixels, its fractional edges antialiased. */
  rect(x0: number, y0: number, x1: number, y1: number, grey: number): void {
    const px = this.pixels;
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, Math.ceil(y1)); y++) {
      const cy = Math.min(y + 1, y1) - Math.max(y, y0);
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, Math.ceil(x1)); x++) {
        const a = (Math.min(x + 1, x1) - Math.max(x, x0)) * cy;
        const i = y * this.width + x;
        px[i] = px[i]! + (grey - px[i]!) * a + 0.5;
      }
    }
  }

  /** A glyph mask with its origin at pixel (x, y). */
  mask(m: Mask, x: number, y: number, grey: number): void {
    const px = this.pixels;
    const cov = m.coverage;
    const x0 = Math.max(0, -(x + m.left));
    const x1 = Math.min(m.width, this.width - (x + m.left));
    for (let my = Math.max(0, -(y + m.top)); my < Math.min(m.height, this.height - (y + m.top)); my++) {
      const row = (y + m.top + my) * this.width + x + m.left;
      const from = my * m.width;
      for (let mx = x0; mx < x1; mx++) {
        const c = cov[from + mx]!;
        if (c === 0) continue;
        const p = px[row + mx]!;
        // p + (grey − p) · c/255, rounded, in integers (a Uint8Array truncates).
        px[row + mx] = p + ((grey - p) * c + (grey >= p ? 127 : -127)) / 255;
      }
    }
  }
}
