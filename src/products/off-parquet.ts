/**
 * Reads Open Food Facts' Parquet export (`food.parquet` of the `openfoodfacts/product-database`
 * dataset) one row group at a time, for the product import.
 *
 * Schema (OFF's exporter, openfoodfacts-exports parquet/food.py): localised text (`product_name`,
 * `ingredients_text`) is a list of {lang, text} with the main language as `main`; `nutriments` is a
 * list of {name, value, 100g, serving, unit, prepared_…} structs of float32; tags are lists of
 * strings; the rest plain columns. Rows become the JSONL export's product shape (OffRawProduct), so
 * the same conversion and quality gate apply.
 *
 * Only the leaf columns the import reads are decoded (3 of the 9 nutriment fields, none of the
 * images, packagings or ingredient trees), with hyparquet's page decoders, and assembled here for
 * the few shapes above: hyparquet's generic row assembly cost 60 µs a row, four times the
 * conversion. The file is read with pread, one column chunk at a time; a row group is the unit of
 * work, so its size bounds memory and one over the bound is refused before anything is written.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { parquetMetadata, parquetSchema, type ColumnMetaData, type CompressionCodec, type FileMetaData, type SchemaElement, type SchemaTree } from 'hyparquet';
import { parquetHeader } from 'hyparquet/src/column.js';
import { convert, convertWithDictionary, DEFAULT_PARSERS } from 'hyparquet/src/convert.js';
import { decompressPage, readDataPage, readDataPageV2 } from 'hyparquet/src/datapage.js';
import { readPlain } from 'hyparquet/src/plain.js';
import type { OffRawProduct } from '../domain/foods/off-row';
import { ExportReadError } from './off-export';

/** Largest row group read, in uncompressed bytes of the columns the import reads. */
const MAX_ROW_GROUP_BYTES = 128 << 20;

type Shape = 'text' | 'number' | 'texts' | 'localised' | 'nutriments';

interface ColumnSpec {
  /** Column names, the first the current one (older exports name some columns otherwise). */
  names: string[];
  shape: Shape;
  required: boolean;
}

/** The columns the import reads. A missing required one stops the import before it starts. */
const COLUMNS: Record<string, ColumnSpec> = {
  code: { names: ['code'], shape: 'text', required: true },
  product_name: { names: ['product_name'], shape: 'localised', required: true },
  brands: { names: ['brands'], shape: 'text', required: true },
  quantity: { names: ['quantity'], shape: 'text', required: true },
  serving_size: { names: ['serving_size'], shape: 'text', required: true },
  serving_quantity: { names: ['serving_quantity'], shape: 'text', required: true },
  nutriments: { names: ['nutriments'], shape: 'nutriments', required: true },
  ingredients_text: { names: ['ingredients_text'], shape: 'localised', required: true },
  categories_tags: { names: ['categories_tags'], shape: 'texts', required: true },
  labels_tags: { names: ['labels_tags'], shape: 'texts', required: true },
  countries_tags: { names: ['countries_tags'], shape: 'texts', required: true },
  additives_tags: { names: ['additives_tags'], shape: 'texts', required: true },
  allergens_tags: { names: ['allergens_tags'], shape: 'texts', required: true },
  traces_tags: { names: ['traces_tags'], shape: 'texts', required: true },
  nova_group: { names: ['nova_group'], shape: 'number', required: true },
  nutriscore_grade: { names: ['nutriscore_grade'], shape: 'text', required: true },
  ecoscore_grade: { names: ['environmental_score_grade', 'ecoscore_grade'], shape: 'text', required: false },
  nutrition_data_per: { names: ['nutrition_data_per'], shape: 'text', required: false },
  lang: { names: ['lang'], shape: 'text', required: false },
  last_modified_t: { names: ['last_modified_t'], shape: 'number', required: false },
};
type Field = keyof typeof COLUMNS;

/** Struct fields read from the list columns (the nutriment `serving` is optional). */
const LEAVES: Record<'localised' | 'nutriments', { name: string; required: boolean }[]> = {
  localised: [
    { name: 'lang', required: true },
    { name: 'text', required: true },
  ],
  nutriments: [
    { name: 'name', required: true },
    { name: '100g', required: true },
    { name: 'serving', required: false },
  ],
};

/** One leaf column chunk to read: where it is and how to decode it. */
interface Chunk {
  field: Field;
  /** The struct field for list-of-struct columns, else ''. */
  leaf: string;
  start: number;
  length: number;
  codec: CompressionCodec;
}

export interface ParquetRowGroup {
  index: number;
  rows: number;
  chunks: Chunk[];
  /** Largest last_modified_t in the group (from the column statistics), when known. */
  modifiedMax: number | null;
}

/** What a worker needs to read row groups: the leaf schemas, the groups. Plain data (postMessage). */
export interface ParquetPlan {
  path: string;
  schema: SchemaElement[];
  /** Field → the file's column name. */
  columns: Partial<Record<Field, string>>;
  groups: ParquetRowGroup[];
}

const MAGIC = 0x31524150; // "PAR1"

/** Whether the file starts with Parquet's magic number. */
export function isParquet(head: Uint8Array): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x41 && head[2] === 0x52 && head[3] === 0x31;
}

/**
 * Reads the footer and checks the file can be imported: every column read is there with its
 * shape, and every row group fits the memory bound. Throws ExportReadError saying what is wrong.
 */
export function planParquet(path: string, options: { maxRowGroupBytes?: number; needModified?: boolean } = {}): ParquetPlan {
  const fd = openSync(path, 'r');
  let metadata: FileMetaData;
  try {
    metadata = readFooter(fd, path);
  } finally {
    closeSync(fd);
  }
  const tree = parquetSchema(metadata);
  const columns: Partial<Record<Field, string>> = {};
  const present = tree.children.map((c) => c.element.name);
  for (const [field, spec] of Object.entries(COLUMNS) as [Field, ColumnSpec][]) {
    const name = spec.names.find((n) => present.includes(n));
    const required = spec.required || (field === 'last_modified_t' && options.needModified === true);
    if (name === undefined) {
      if (!required) continue;
      throw new ExportReadError(
        `${path}: the Parquet export has no column '${spec.names[0]}'${field === 'last_modified_t' ? ' (--delta reads it to skip products not modified since the last import)' : ''}. ` +
          `The import reads ${Object.values(COLUMNS)
            .filter((s) => s.required)
            .map((s) => s.names[0])
            .join(', ')}; the file has ${present.join(', ')}. Was the column renamed? The product store was not changed.`,
      );
    }
    checkShape(tree.children.find((c) => c.element.name === name)!, spec.shape, path);
    columns[field] = name;
  }
  const bound = options.maxRowGroupBytes ?? MAX_ROW_GROUP_BYTES;
  const groups: ParquetRowGroup[] = [];
  metadata.row_groups.forEach((rg, index) => {
    const chunks: Chunk[] = [];
    let bytes = 0;
    let modifiedMax: number | null = null;
    for (const cc of rg.columns) {
      const meta = cc.meta_data;
      if (!meta) continue;
      const [top, ...rest] = meta.path_in_schema;
      const field = (Object.keys(columns) as Field[]).find((f) => columns[f] === top);
      if (field === undefined) continue;
      const shape = COLUMNS[field]!.shape;
      const leaf = shape === 'localised' || shape === 'nutriments' ? rest.at(-1)! : '';
      if ((shape === 'localised' || shape === 'nutriments') && !LEAVES[shape].some((l) => l.name === leaf)) continue;
      chunks.push(chunkOf(field, leaf, meta));
      bytes += Number(meta.total_uncompressed_size);
      if (field === 'last_modified_t' && meta.statistics?.max_value != null) modifiedMax = Number(meta.statistics.max_value);
    }
    if (bytes > bound) {
      throw new ExportReadError(
        `${path}: row group ${index} holds ${mb(bytes)} MB (uncompressed) of the columns the import reads, over the ${mb(bound)} MB a row group may take in memory; ` +
          `write the file with smaller row groups (OFF's exporter writes 1,024 rows per group; pyarrow: row_group_size) or raise the bound with --max-row-group-mb. The product store was not changed.`,
      );
    }
    groups.push({ index, rows: Number(rg.num_rows), chunks, modifiedMax });
  });
  return { path, schema: metadata.schema, columns, groups };
}

const mb = (b: number) => (b / 2 ** 20).toFixed(1);

function readFooter(fd: number, path: string): FileMetaData {
  const size = fstatSync(fd).size;
  const tail = new Uint8Array(8);
  if (size < 12 || readSync(fd, tail, 0, 8, size - 8) !== 8) throw new ExportReadError(`${path}: too short for a Parquet file (${size} bytes)`);
  const view = new DataView(tail.buffer);
  if (view.getUint32(4, true) !== MAGIC)
    throw new ExportReadError(
      `${path}: the Parquet file is truncated or corrupt: it does not end with its footer (PAR1); was the download cut short? The product store was not changed.`,
    );
  const length = view.getUint32(0, true);
  if (length + 12 > size)
    throw new ExportReadError(
      `${path}: the Parquet footer claims ${length} bytes, more than the file holds; the file is corrupt. The product store was not changed.`,
    );
  const footer = new Uint8Array(length + 8);
  readSync(fd, footer, 0, footer.length, size - 8 - length);
  try {
    return parquetMetadata(footer);
  } catch (err) {
    throw new ExportReadError(
      `${path}: the Parquet footer cannot be read (${(err as Error).message}); the file is corrupt. The product store was not changed.`,
      { cause: err },
    );
  }
}

function chunkOf(field: Field, leaf: string, meta: ColumnMetaData): Chunk {
  const start = Number(meta.dictionary_page_offset ?? meta.data_page_offset);
  return { field, leaf, start, length: Number(meta.total_compressed_size), codec: meta.codec };
}

/** Leaf names under a node (struct fields of a list element, or the element itself). */
function listElement(node: SchemaTree): SchemaTree | null {
  const repeated = node.children[0];
  if (node.children.length !== 1 || repeated?.element.repetition_type !== 'REPEATED') return null;
  // 3-level list (list → element) or the legacy 2-level form (the repeated node is the element).
  return repeated.children.length === 1 && !repeated.element.type ? repeated.children[0]! : repeated;
}

function checkShape(node: SchemaTree, shape: Shape, path: string): void {
  const name = node.element.name;
  const fail = (what: string) => {
    throw new ExportReadError(`${path}: column '${name}' is not ${what} as in OFF's Parquet export; the product store was not changed.`);
  };
  const isLeaf = (n: SchemaTree | null | undefined, types: string[]) =>
    !!n && n.children.length === 0 && types.includes(n.element.type ?? '') && n.element.repetition_type !== 'REPEATED';
  if (shape === 'text') return void (isLeaf(node, ['BYTE_ARRAY']) || fail('a text column'));
  if (shape === 'number') return void (isLeaf(node, ['INT32', 'INT64', 'FLOAT', 'DOUBLE']) || fail('a number column'));
  const element = listElement(node);
  if (shape === 'texts') return void (isLeaf(element, ['BYTE_ARRAY']) || fail('a list of texts'));
  const leaves = LEAVES[shape];
  for (const leaf of leaves) {
    const child = element?.children.find((c) => c.element.name === leaf.name);
    if (!child && !leaf.required) continue;
    if (!isLeaf(child, leaf.name === 'lang' || leaf.name === 'text' || leaf.name === 'name' ? ['BYTE_ARRAY'] : ['FLOAT', 'DOUBLE'])) {
      fail(shape === 'localised' ? 'a list of {lang, text}' : `a list of {name, 100g, serving} structs (missing or mistyped field '${leaf.name}')`);
    }
  }
}

// ---------------------------------------------------------------- decoding

/** One leaf column of a row group: dense values, and each slot's definition and repetition level. */
interface Leaf {
  values: unknown[];
  defs: ArrayLike<number>;
  reps: ArrayLike<number>;
  maxDef: number;
  /** Definition level at which a list element exists (lists only). */
  elementDef: number;
  float32: boolean;
}

/** A decoded row group: per field, one value per row (plain columns) or lists by row offsets. */
export interface DecodedGroup {
  rows: number;
  plain: Partial<Record<Field, unknown[]>>;
  lists: Partial<Record<Field, { offsets: Int32Array; isNull: Uint8Array; items: Record<string, unknown[]> }>>;
}

/** Reads row groups of a planned file: one open file and the schema paths, kept across groups. */
export class ParquetGroupReader {
  private readonly fd: number;
  private readonly paths = new Map<string, SchemaTree[]>();

  constructor(private readonly plan: ParquetPlan) {
    this.fd = openSync(plan.path, 'r');
    const tree = parquetSchema({ schema: plan.schema } as FileMetaData);
    for (const chunk of plan.groups[0]?.chunks ?? []) {
      const top = tree.children.find((c) => c.element.name === plan.columns[chunk.field])!;
      this.paths.set(`${chunk.field}.${chunk.leaf}`, leafPath(top, chunk.leaf));
    }
  }

  /** Reads and decodes the chunks of one row group (synchronous: a worker's unit of work). */
  decode(group: ParquetRowGroup): DecodedGroup {
    const out: DecodedGroup = { rows: group.rows, plain: {}, lists: {} };
    const where = (chunk: Chunk) =>
      `${this.plan.path}: row group ${group.index}, column ${this.plan.columns[chunk.field]}${chunk.leaf ? `.${chunk.leaf}` : ''}`;
    for (const chunk of group.chunks) {
      const path = this.paths.get(`${chunk.field}.${chunk.leaf}`);
      if (!path) throw new ExportReadError(`${where(chunk)}: the column is not in the first row group; the file is corrupt`);
      const bytes = new Uint8Array(chunk.length);
      if (readSync(this.fd, bytes, 0, chunk.length, chunk.start) !== chunk.length)
        throw new ExportReadError(`${where(chunk)}: the file ends inside the column (truncated)`);
      let leaf: Leaf;
      try {
        leaf = decodeLeaf(bytes, path, chunk.codec);
      } catch (err) {
        throw new ExportReadError(`${where(chunk)} cannot be decoded (${(err as Error).message}); the file is corrupt`, { cause: err });
      }
      let found: number;
      if (leaf.elementDef === 0) {
        out.plain[chunk.field] = plainValues(leaf);
        found = leaf.defs.length;
      } else {
        const list = listValues(leaf, group.rows);
        const known = out.lists[chunk.field];
        if (known && known.offsets[group.rows] !== list.offsets[group.rows])
          throw new ExportReadError(`${where(chunk)}: the struct's fields hold different numbers of entries; the file is corrupt`);
        out.lists[chunk.field] = { offsets: list.offsets, isNull: list.isNull, items: { ...known?.items, [chunk.leaf || 'element']: list.items } };
        found = list.rows;
      }
      if (found !== group.rows) throw new ExportReadError(`${where(chunk)} has ${found} rows, not ${group.rows}; the file is corrupt`);
    }
    return out;
  }

  close(): void {
    closeSync(this.fd);
  }
}

/** Schema nodes from the root's child down to the leaf (`leaf` names a struct field, '' the element). */
function leafPath(top: SchemaTree, leaf: string): SchemaTree[] {
  if (top.children.length === 0) return [top];
  const path = [top];
  let node = top;
  while (node.children.length > 0) {
    node = node.children.length === 1 ? node.children[0]! : node.children.find((c) => c.element.name === leaf)!;
    path.push(node);
  }
  return path;
}

function decodeLeaf(bytes: Uint8Array, nodes: SchemaTree[], codec: CompressionCodec): Leaf {
  const element = nodes.at(-1)!.element;
  // hyparquet's decoders take the path from the root (the root itself counts for nothing).
  const schemaPath = [{ element: { name: 'root' }, children: [], count: 0, path: [] } as SchemaTree, ...nodes];
  const decoder = { pathInSchema: nodes.map((n) => n.element.name), type: element.type!, element, schemaPath, codec, parsers: DEFAULT_PARSERS };
  let maxDef = 0;
  let elementDef = 0;
  for (const n of nodes) {
    if (n.element.repetition_type !== 'REQUIRED') maxDef++;
    if (n.element.repetition_type === 'REPEATED') elementDef = maxDef;
  }
  const values: unknown[] = [];
  const defs: number[] = [];
  const reps: number[] = [];
  let dictionary: ArrayLike<unknown> | undefined;
  const reader = { view: new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), offset: 0 };
  while (reader.offset < bytes.length) {
    const header = parquetHeader(reader);
    const page = bytes.subarray(reader.offset, reader.offset + header.compressed_page_size);
    if (page.length < header.compressed_page_size) throw new Error('page runs past the column chunk');
    reader.offset += header.compressed_page_size;
    if (header.type === 'DICTIONARY_PAGE') {
      const raw = decompressPage(page, header.uncompressed_page_size, codec, undefined);
      const dictReader = { view: new DataView(raw.buffer, raw.byteOffset, raw.byteLength), offset: 0 };
      dictionary = convert(readPlain(dictReader, element.type!, header.dictionary_page_header!.num_values, element.type_length), decoder);
      continue;
    }
    let data: { definitionLevels: number[] | undefined; repetitionLevels: number[]; dataPage: ArrayLike<unknown> };
    let encoding: string;
    let count: number;
    if (header.type === 'DATA_PAGE') {
      const daph = header.data_page_header!;
      data = readDataPage(decompressPage(page, header.uncompressed_page_size, codec, undefined), daph, decoder);
      encoding = daph.encoding;
      count = daph.num_values;
    } else if (header.type === 'DATA_PAGE_V2') {
      data = readDataPageV2(page, header, decoder);
      encoding = header.data_page_header_v2!.encoding;
      count = header.data_page_header_v2!.num_values;
    } else continue;
    const decoded = convertWithDictionary(data.dataPage as never, dictionary as never, encoding as never, decoder);
    for (let i = 0; i < decoded.length; i++) values.push(decoded[i]);
    // hyparquet drops the levels of a page without nulls: every slot is then at the maximum.
    const d = data.definitionLevels;
    for (let i = 0; i < count; i++) defs.push(d?.length ? d[i]! : maxDef);
    const r = data.repetitionLevels;
    for (let i = 0; i < count; i++) reps.push(r.length ? r[i]! : 0);
  }
  return { values, defs, reps, maxDef, elementDef, float32: element.type === 'FLOAT' };
}

/**
 * float32 → the shortest decimal that reads back as the same float32 (6.3, not 6.300000190734863):
 * the exporter stores nutriments as float32, and the values were decimals as entered.
 */
export function fromFloat32(v: number): number {
  for (let p = 6; p < 9; p++) {
    const d = Number(v.toPrecision(p));
    if (Math.fround(d) === Math.fround(v)) return d;
  }
  return v;
}

const scalar = (v: unknown, float32: boolean): unknown => (typeof v === 'bigint' ? Number(v) : float32 && typeof v === 'number' ? fromFloat32(v) : v);

function plainValues(leaf: Leaf): unknown[] {
  const out = new Array<unknown>(leaf.defs.length);
  let v = 0;
  for (let i = 0; i < leaf.defs.length; i++) out[i] = leaf.defs[i] === leaf.maxDef ? scalar(leaf.values[v++], leaf.float32) : null;
  return out;
}

/** A list leaf as row offsets into its items; `rows` is the number of rows the levels hold. */
function listValues(leaf: Leaf, rows: number): { offsets: Int32Array; isNull: Uint8Array; items: unknown[]; rows: number } {
  const offsets = new Int32Array(rows + 1);
  const isNull = new Uint8Array(rows);
  const items: unknown[] = [];
  let row = -1;
  let v = 0;
  for (let i = 0; i < leaf.defs.length; i++) {
    const def = leaf.defs[i]!;
    if (leaf.reps[i] === 0) {
      row++;
      if (row >= rows) break;
      offsets[row] = items.length;
      // Below the list's own level: a null list (an empty one sits exactly one level below its elements).
      if (def < leaf.elementDef - 1) isNull[row] = 1;
    }
    if (def >= leaf.elementDef) items.push(def === leaf.maxDef ? scalar(leaf.values[v++], leaf.float32) : null);
  }
  for (let r = Math.max(row + 1, 0); r <= rows; r++) offsets[r] = items.length;
  return { offsets, isNull, items, rows: row + 1 };
}

// ---------------------------------------------------------------- rows

/** Row `i` of a decoded group in the JSONL export's product shape. */
export function rowProduct(g: DecodedGroup, i: number): OffRawProduct & { last_modified_t?: number; nutrition_data_per?: string } {
  const text = (f: Field) => {
    const v = g.plain[f]?.[i];
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  const raw: Record<string, unknown> = { code: text('code') ?? '' };
  const lang = text('lang');
  const localised = (f: Field) => {
    const l = g.lists[f];
    if (!l) return undefined;
    const langs = l.items.lang!;
    const texts = l.items.text!;
    let best = -1;
    let rank = 9;
    for (let k = l.offsets[i]!; k < l.offsets[i + 1]!; k++) {
      const t = texts[k];
      if (typeof t !== 'string' || t.trim() === '') continue;
      // The main language first, then the product's own, then English, then any.
      const r = langs[k] === 'main' ? 0 : langs[k] === lang ? 1 : langs[k] === 'en' ? 2 : 3;
      if (r < rank) [best, rank] = [k, r];
    }
    return best >= 0 ? (texts[best] as string) : undefined;
  };
  raw.product_name = localised('product_name');
  raw.ingredients_text = localised('ingredients_text');
  for (const f of ['brands', 'quantity', 'serving_size', 'serving_quantity', 'nutriscore_grade', 'ecoscore_grade', 'nutrition_data_per'] as const) {
    const v = text(f);
    if (v !== undefined) raw[f] = v;
  }
  for (const f of ['nova_group', 'last_modified_t'] as const) {
    const v = g.plain[f]?.[i];
    if (typeof v === 'number') raw[f] = v;
  }
  for (const f of ['categories_tags', 'labels_tags', 'countries_tags', 'additives_tags', 'allergens_tags', 'traces_tags'] as const) {
    const l = g.lists[f]!;
    if (l.isNull[i]) continue;
    const tags: string[] = [];
    for (let k = l.offsets[i]!; k < l.offsets[i + 1]!; k++) if (typeof l.items.element![k] === 'string') tags.push(l.items.element![k] as string);
    raw[f] = tags;
  }
  const n = g.lists.nutriments!;
  const nutriments: Record<string, number> = {};
  const names = n.items.name!;
  const per100 = n.items['100g']!;
  const serving = n.items.serving;
  for (let k = n.offsets[i]!; k < n.offsets[i + 1]!; k++) {
    const name = names[k];
    if (typeof name !== 'string') continue;
    if (typeof per100[k] === 'number') nutriments[`${name}_100g`] = per100[k] as number;
    if (serving && typeof serving[k] === 'number') nutriments[`${name}_serving`] = serving[k] as number;
  }
  raw.nutriments = nutriments;
  return raw as unknown as OffRawProduct;
}
