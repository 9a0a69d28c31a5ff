/**
 * The label font, and the PNG of a label drawing through sharp.
 *
 * The font is the first of the label's font list found on the machine (DejaVu Sans, else what
 * fontconfig gives for it). With it, text is measured exactly (the SVG then wraps where a browser
 * with that font does) and the PNG is drawn from the same drawing by ./raster.ts with cached glyph
 * masks, and encoded by sharp. librsvg (sharp's own SVG input) lays out and rasterises every text
 * run through Pango with cold caches, about 1 ms of CPU a run, 40-50 ms a label: over the 30 ms
 * this issue allows. Without a readable TrueType font, widths are estimated and sharp draws the SVG.
 */
import sharp from 'sharp';
import { existsSync, readFileSync } from 'node:fs';
import { estimatedWidth, svgOf, type Drawing, type DrawOp, type Measure } from '../domain/labels/drawing';
import { TrueTypeFont } from './truetype';
import { GreyCanvas, glyphMask, type Mask } from './raster';

const CANDIDATES: Record<'regular' | 'bold', string[]> = {
  regular: [
    '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    '/usr/share/fonts/TTF/DejaVuSans.ttf',
    '/usr/share/fonts/dejavu/DejaVuSans.ttf',
    '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf',
  ],
  bold: [
    '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
    '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
    '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf',
  ],
};

/** The file fontconfig picks for the label font, when fc-match is there. */
function fontconfigFile(style: 'Book' | 'Bold'): string | null {
  try {
    const r = Bun.spawnSync(['fc-match', '-f', '%{file}', `DejaVu Sans:style=${style}`], { stdout: 'pipe', stderr: 'ignore' });
    const file = r.stdout.toString().trim();
    return r.exitCode === 0 && /\.ttf$/i.test(file) ? file : null;
  } catch {
    return null;
  }
}

interface Fonts {
  regular: TrueTypeFont;
  bold: TrueTypeFont;
}
let loaded: Fonts | null | undefined;

function labelFonts(): Fonts | null {
  if (loaded !== undefined) return loaded;
  const open = (kind: 'regular' | 'bold') => {
    const file = CANDIDATES[kind].find((f) => existsSync(f)) ?? fontconfigFile(kind === 'bold' ? 'Bold' : 'Book');
    return file ? new TrueTypeFont(readFileSync(file)) : null;
  };
  try {
    const regular = open('regular');
    const bold = open('bold');
    loaded = regular && bold ? { regular, bold } : null;
  } catch {
    loaded = null;
  }
  return loaded;
}

function advanceOf(font: TrueTypeFont, text: string): number {
  let units = 0;
  for (const ch of text) units += font.advance(font.glyphOf(ch.codePointAt(0)!));
  return units / font.unitsPerEm;
}

/** How label text is measured: from the font when there is one, else estimated. */
export function labelMeasure(): Measure {
  const fonts = labelFonts();
  return fonts ? (text, size, bold = false) => advanceOf(bold ? fonts.bold : fonts.regular, text) * size : estimatedWidth;
}

/** Pixels per SVG unit of the PNG: twice the SVG size, sharp on high-density screens. */
export const PNG_SCALE = 2;

/** Glyph masks by font, glyph, pixel size and quarter-pixel offset; a few hundred in practice. */
const masks = new Map<string, Mask>();
const MAX_MASKS = 20_000;

function glyph(fonts: Fonts, bold: boolean, g: number, px: number, fx: number, fy: number): Mask {
  const key = `${bold ? 'b' : 'r'}${g}:${px}:${fx}:${fy}`;
  let m = masks.get(key);
  if (!m) {
    const font = bold ? fonts.bold : fonts.regular;
    if (masks.size >= MAX_MASKS) masks.clear();
    masks.set(key, (m = glyphMask(font.outline(g), px / font.unitsPerEm, fx / 4, fy / 4)));
  }
  return m;
}

const greyOf = (colour: string) => parseInt(colour.slice(1, 3), 16);

function paint(canvas: GreyCanvas, fonts: Fonts, ops: DrawOp[]): void {
  const s = PNG_SCALE;
  for (const o of ops) {
    if (o.op === 'group') paint(canvas, fonts, o.ops);
    else if (o.op === 'rect') canvas.rect(o.x * s, o.y * s, (o.x + o.w) * s, (o.y + o.h) * s, greyOf(o.fill));
    else if (o.op === 'frame') {
      const [l, t, r, b, h] = [o.x * s, o.y * s, (o.x + o.w) * s, (o.y + o.h) * s, (o.stroke * s) / 2];
      canvas.rect(l - h, t - h, r + h, t + h, 0);
      canvas.rect(l - h, b - h, r + h, b + h, 0);
      canvas.rect(l - h, t + h, l + h, b - h, 0);
      canvas.rect(r - h, t + h, r + h, b - h, 0);
    } else {
      const px = o.size * s;
      const space = advanceOf(fonts.regular, ' ') * px;
      const width = o.runs.reduce((w, r, i) => w + advanceOf(r.bold ? fonts.bold : fonts.regular, r.text) * px + (i > 0 ? space : 0), 0);
      let x = o.anchor === 'end' ? o.x * s - width : o.x * s;
      const y = o.y * s;
      const grey = greyOf(o.fill);
      o.runs.forEach((run, i) => {
        if (i > 0) x += space;
        const font = run.bold ? fonts.bold : fonts.regular;
        for (const ch of run.text) {
          const g = font.glyphOf(ch.codePointAt(0)!);
          // Positions to the quarter pixel: the whole pixel, and the quarter the mask is drawn at.
          const [qx, qy] = [Math.round(x * 4), Math.round(y * 4)];
          const [ix, iy] = [Math.floor(qx / 4), Math.floor(qy / 4)];
          canvas.mask(glyph(fonts, run.bold === true, g, px, qx - ix * 4, qy - iy * 4), ix, iy, grey);
          x += (font.advance(g) / font.unitsPerEm) * px;
        }
      });
    }
  }
}

export async function labelPng(drawing: Drawing): Promise<Uint8Array<ArrayBuffer>> {
  const fonts = labelFonts();
  let png: Buffer;
  if (fonts) {
    const canvas = new GreyCanvas(drawing.width * PNG_SCALE, drawing.height * PNG_SCALE);
    paint(canvas, fonts, drawing.ops);
    // Level 2: about 10 % larger than the default level 6, in a little over half the time.
    png = await sharp(canvas.pixels, { raw: { width: canvas.width, height: canvas.height, channels: 1 } })
      .png({ compressionLevel: 2 })
      .toBuffer();
  } else {
    png = await sharp(Buffer.from(svgOf(drawing)), { density: 72 * PNG_SCALE })
      .png({ compressionLevel: 1, adaptiveFiltering: false })
      .toBuffer();
  }
  return new Uint8Array(png);
}
