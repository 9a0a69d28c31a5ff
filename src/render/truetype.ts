/**
 * A minimal TrueType reader for the label font: advance widths and glyph outlines (`glyf` table,
 * simple and composite glyphs, Unicode BMP through a format 4 `cmap`). Kerning and hinting are not
 * read: labels are measured and drawn without them, in the SVG too.
 */

export interface Point {
  x: number;
  y: number;
  on: boolean;
}

export class TrueTypeFont {
  private readonly view: DataView;
  private readonly tables = new Map<string, number>();
  readonly unitsPerEm: number;
  private readonly longLoca: boolean;
  private readonly hMetrics: number;
  private readonly segments: { end: number; start: number; delta: number; range: number; at: number }[] = [];
  private readonly contours = new Map<number, Point[][]>();
  private readonly glyphs = new Map<number, number>();

  constructor(bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const v = this.view;
    for (let i = 0; i < v.getUint16(4); i++) {
      const at = 12 + i * 16;
      this.tables.set(String.fromCharCode(v.getUint8(at), v.getUint8(at + 1), v.getUint8(at + 2), v.getUint8(at + 3)), v.getUint32(at + 8));
    }
    for (const t of ['head', 'hhea', 'hmtx', 'loca', 'glyf', 'cmap']) if (!this.tables.has(t)) throw new Error(`Not a TrueType outline font (no ${t} table)`);
    const head = this.tables.get('head')!;
    this.unitsPerEm = v.getUint16(head + 18);
    this.longLoca = v.getInt16(head + 50) === 1;
    this.hMetrics = v.getUint16(this.tables.get('hhea')! + 34);
    this.readCmap();
  }

  private readCmap(): void {
    const v = this.view;
    const cmap = this.tables.get('cmap')!;
    let sub = -1;
    for (let i = 0; i < v.getUint16(cmap + 2); i++) {
      const platform = v.getUint16(cmap + 4 + i * 8);
      const encoding = v.getUint16(cmap + 6 + i * 8);
      const at = cmap + v.getUint32(cmap + 8 + i * 8);
      if (v.getUint16(at) === 4 && ((platform === 3 && encoding === 1) || platform === 0)) sub = at;
    }
    if (sub < 0) throw new Error('No Unicode BMP cmap');
    const count = v.getUint16(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + count * 2 + 2;
    const deltas = starts + count * 2;
    const ranges = deltas + count * 2;
    for (let i = 0; i < count; i++) {
      this.segments.push({
        end: v.getUint16(ends + i * 2),
        start: v.getUint16(starts + i * 2),
        delta: v.getInt16(deltas + i * 2),
        range: v.getUint16(ranges + i * 2),
        at: ranges + i * 2,
      });
    }
  }

  /** Glyph index of a character (0, the missing glyph, when the font has none); cached. */
  glyphOf(code: number): number {
    let g = this.glyphs.get(code);
    if (g === undefined) this.glyphs.set(code, (g = this.lookup(code)));
    return g;
  }

  private lookup(code: number): number {
    const s = this.segments.find((x) => code <= x.end);
    if (!s || code < s.start) return 0;
    if (s.range === 0) return (code + s.delta) & 0xffff;
    const g = this.view.getUint16(s.at + s.range + (code - s.start) * 2);
    return g === 0 ? 0 : (g + s.delta) & 0xffff;
  }

  /** Advance width in font units. */
  advance(glyph: number): number {
    return this.view.getUint16(this.tables.get('hmtx')! + Math.min(glyph, this.hMetrics - 1) * 4);
  }

  /** Contours of a glyph in font units, y up (cached). */
  outline(glyph: number): Point[][] {
    let c = this.contours.get(glyph);
    if (!c) this.contours.set(glyph, (c = this.readGlyph(glyph, 0)));
    return c;
  }

  private readGlyph(glyph: number, depth: number): Point[][] {
    const v = this.view;
    const loca = this.tables.get('loca')!;
    const offset = (i: number) => (this.longLoca ? v.getUint32(loca + i * 4) : v.getUint16(loca + i * 2) * 2);
    const glyf = this.tables.get('glyf')!;
    const start = glyf + offset(glyph);
    if (glyf + offset(glyph + 1) <= start || depth > 8) return [];
    const n = v.getInt16(start);
    if (n < 0) return this.readComposite(start + 10, depth);
    const endPts = Array.from({ length: n }, (_, i) => v.getUint16(start + 10 + i * 2));
    const points = n === 0 ? 0 : endPts[n - 1]! + 1;
    let at = start + 10 + n * 2;
    at += 2 + v.getUint16(at);
    const flags: number[] = [];
    while (flags.length < points) {
      const f = v.getUint8(at++);
      flags.push(f);
      if (f & 8) for (let r = v.getUint8(at++); r > 0; r--) flags.push(f);
    }
    const coords = (short: number, same: number): number[] => {
      let value = 0;
      return flags.map((f) => {
        if (f & short) value += f & same ? v.getUint8(at++) : -v.getUint8(at++);
        else if (!(f & same)) {
          value += v.getInt16(at);
          at += 2;
        }
        return value;
      });
    };
    const xs = coords(2, 16);
    const ys = coords(4, 32);
    let first = 0;
    return endPts.map((last) => {
      const contour: Point[] = [];
      for (let i = first; i <= last; i++) contour.push({ x: xs[i]!, y: ys[i]!, on: (flags[i]! & 1) === 1 });
      first = last + 1;
      return contour;
    });
  }

  private readComposite(at: number, depth: number): Point[][] {
    const v = this.view;
    const out: Point[][] = [];
    const f2dot14 = (o: number) => v.getInt16(o) / 16384;
    for (;;) {
      const flags = v.getUint16(at);
      const glyph = v.getUint16(at + 2);
      at += 4;
      // Arguments are x/y offsets (ARGS_ARE_XY_VALUES); the label fonts use no point matching.
      const [dx, dy] = flags & 1 ? [v.getInt16(at), v.getInt16(at + 2)] : [v.getInt8(at), v.getInt8(at + 1)];
      at += flags & 1 ? 4 : 2;
      let [a, b, c, d] = [1, 0, 0, 1];
      if (flags & 8) {
        a = d = f2dot14(at);
        at += 2;
      } else if (flags & 0x40) {
        [a, d] = [f2dot14(at), f2dot14(at + 2)];
        at += 4;
      } else if (flags & 0x80) {
        [a, b, c, d] = [f2dot14(at), f2dot14(at + 2), f2dot14(at + 4), f2dot14(at + 6)];
        at += 8;
      }
      for (const contour of this.readGlyph(glyph, depth + 1))
        out.push(contour.map((p) => ({ x: a * p.x + c * p.y + dx, y: b * p.x + d * p.y + dy, on: p.on })));
      if (!(flags & 0x20)) return out;
    }
  }
}
