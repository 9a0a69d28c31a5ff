/**
 * The lexical index as bytes, so a start opens it instead of computing it (two seconds of CPU for
 * the world tables): a JSON header of the index's words and small tables, then its typed arrays
 * as they are in memory, each aligned to 8 bytes. Decoding makes views into one buffer; nothing is
 * recomputed but the word → id map. A snapshot of other documents, another format or a damaged
 * file is refused (the caller then indexes the documents again).
 */

/** Bump when the index's arrays or what it derives from documents change. */
export const SNAPSHOT_FORMAT = 12;
const MAGIC = 'morsel-lexical';

const TYPED = {
  termIdf: Float32Array,
  termInGeneric: Uint8Array,
  termInOwnName: Uint8Array,
  typoTarget: Uint8Array,
  variantDoc: Int32Array,
  variantPlainOfDeparture: Uint8Array,
  variantAlias: Int16Array,
  variantLen: Uint8Array,
  variantHeadLen: Uint8Array,
  variantSubLen: Uint8Array,
  variantClassHead: Uint8Array,
  variantDerived: Uint8Array,
  seqTerms: Int32Array,
  seqZones: Uint8Array,
  seqStart: Int32Array,
  prior: Float32Array,
  isGeneric: Uint8Array,
  variantExternal: Uint8Array,
  variantStandIn: Uint8Array,
  variantDefault: Uint8Array,
  variantAgree: Uint8Array,
  variantSpelling: Uint32Array,
  variantAccents: Uint32Array,
  surfaceTerm: Int32Array,
  typoDeletionHash: Uint32Array,
  typoDeletionWord: Int32Array,
} as const;
type TypedName = keyof typeof TYPED;
type TypedArray = InstanceType<(typeof TYPED)[TypedName]>;

/** The index's arrays and tables (its fields of these names): what a snapshot restores and what building from documents gives (lexical-build.ts). */
export type LexicalFields = { [K in TypedName]: InstanceType<(typeof TYPED)[K]> } & {
  termText: string[];
  surfaces: string[];
  ownWordsByKey: Map<string, string[]>;
  ownSegments: Set<string>;
  postings: Int32Array[];
  docBrands: (string[][] | null)[];
  maxIdf: number;
};

/** What a snapshot is taken of: the fields and the documents they index (only their count is kept). */
export type SnapshotFields = LexicalFields & { docs: readonly unknown[] };

interface Header {
  magic: string;
  format: number;
  docs: number;
  termText: string[];
  surfaces: string[];
  ownWordsByKey: [string, string[]][];
  ownSegments: string[];
  docBrands: (string[][] | null)[];
  maxIdf: number;
  /** Byte offset and element count of each typed array, and of the postings' values and starts. */
  arrays: Record<string, [number, number]>;
}

const align8 = (n: number) => (n + 7) & ~7;

export function encodeSnapshot(index: SnapshotFields): Uint8Array {
  const starts = new Int32Array(index.postings.length + 1);
  index.postings.forEach((p, i) => {
    starts[i + 1] = starts[i]! + p.length;
  });
  const values = new Int32Array(starts[index.postings.length]!);
  index.postings.forEach((p, i) => {
    values.set(p, starts[i]!);
  });
  const typed: [string, TypedArray][] = [
    ...(Object.keys(TYPED) as TypedName[]).map((k) => [k, index[k]] as [string, TypedArray]),
    ['postingValues', values],
    ['postingStarts', starts],
  ];
  const arrays: Record<string, [number, number]> = {};
  let offset = 0;
  for (const [name, a] of typed) {
    arrays[name] = [offset, a.length];
    offset = align8(offset + a.byteLength);
  }
  const header: Header = {
    magic: MAGIC,
    format: SNAPSHOT_FORMAT,
    docs: index.docs.length,
    termText: index.termText,
    surfaces: index.surfaces,
    ownWordsByKey: [...index.ownWordsByKey],
    ownSegments: [...index.ownSegments],
    docBrands: index.docBrands,
    maxIdf: index.maxIdf,
    arrays,
  };
  const head = new TextEncoder().encode(JSON.stringify(header));
  const bodyStart = align8(8 + head.length);
  const out = new Uint8Array(bodyStart + offset);
  new DataView(out.buffer).setUint32(0, head.length, true);
  out.set(head, 8);
  for (const [name, a] of typed) out.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), bodyStart + arrays[name]![0]);
  return out;
}

/** The index's fields from a snapshot of `docCount` documents; throws on a snapshot of anything else. */
export function decodeSnapshot(bytes: Uint8Array, docCount: number): LexicalFields {
  if (bytes.byteLength < 8) throw new Error('lexical index snapshot truncated');
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, true);
  if (8 + length > bytes.byteLength) throw new Error('lexical index snapshot truncated');
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + length))) as Header;
  if (header.magic !== MAGIC || header.format !== SNAPSHOT_FORMAT) throw new Error(`lexical index snapshot of another format (${header.format})`);
  if (header.docs !== docCount) throw new Error(`lexical index snapshot of ${header.docs} documents, not ${docCount}`);
  // Views need aligned offsets: copy once into an aligned buffer when the bytes are not.
  const base = align8(8 + length);
  const body = bytes.byteOffset % 8 === 0 ? bytes : bytes.slice();
  const view = <T extends TypedArray>(Kind: { new (b: ArrayBufferLike, o: number, n: number): T; BYTES_PER_ELEMENT: number }, name: string): T => {
    const [offset, count] = header.arrays[name]!;
    if (body.byteOffset + base + offset + count * Kind.BYTES_PER_ELEMENT > body.byteOffset + body.byteLength)
      throw new Error('lexical index snapshot truncated');
    return new Kind(body.buffer, body.byteOffset + base + offset, count);
  };
  const typed = Object.fromEntries((Object.keys(TYPED) as TypedName[]).map((k) => [k, view(TYPED[k] as never, k)])) as {
    [K in TypedName]: InstanceType<(typeof TYPED)[K]>;
  };
  const values = view(Int32Array, 'postingValues');
  const starts = view(Int32Array, 'postingStarts');
  const postings = Array.from({ length: starts.length - 1 }, (_, i) => values.subarray(starts[i]!, starts[i + 1]!));
  return {
    ...typed,
    termText: header.termText,
    surfaces: header.surfaces,
    ownWordsByKey: new Map(header.ownWordsByKey),
    ownSegments: new Set(header.ownSegments),
    postings,
    docBrands: header.docBrands,
    maxIdf: header.maxIdf,
  };
}
