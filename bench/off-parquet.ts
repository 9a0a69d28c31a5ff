/**
 * Open Food Facts' Parquet export (`food.parquet` of the `openfoodfacts/product-database` dataset), as
 * its exporter writes it (openfoodfacts-exports, parquet/food.py and common.py), for the synthetic
 * exports of bench/off-generate.ts and the import tests. A product document (the JSONL export's
 * shape) becomes one row: localised text fields are lists of {lang, text} with the main language as
 * `main` and the others from their `_xx` fields; `nutriments` is a list of {name, value, 100g,
 * serving, unit, prepared_…} structs of float32 values; tags are lists of strings. Columns the
 * importer does not read are written too (a subset of the ~110), so reading picks its columns out.
 * The exporter writes each batch of 1,024 products as one row group (snappy), so that is the default.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { ByteWriter, ParquetWriter } from 'hyparquet-writer';
import type { SchemaElement } from 'hyparquet';

/** Rows per row group of OFF's exporter (pyarrow `write_batch` of 1,024-product batches). */
export const OFF_PARQUET_ROW_GROUP = 1024;

const str = (name: string): SchemaElement => ({ name, type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' });
const i32 = (name: string): SchemaElement => ({ name, type: 'INT32', repetition_type: 'OPTIONAL' });
const i64 = (name: string): SchemaElement => ({ name, type: 'INT64', repetition_type: 'OPTIONAL' });
const f32 = (name: string): SchemaElement => ({ name, type: 'FLOAT', repetition_type: 'OPTIONAL' });
/** pyarrow's compliant nested list: <name> (LIST) → repeated `list` → `element`. */
const list = (name: string, element: SchemaElement[]): SchemaElement[] => [
  { name, repetition_type: 'OPTIONAL', converted_type: 'LIST', num_children: 1 },
  { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
  ...element,
];
const strings = (name: string) => list(name, [str('element')]);
const struct = (fields: SchemaElement[]): SchemaElement[] => [{ name: 'element', repetition_type: 'OPTIONAL', num_children: fields.length }, ...fields];
const localised = (name: string) => list(name, struct([str('lang'), str('text')]));
const nutriments = list(
  'nutriments',
  struct([
    str('name'),
    f32('value'),
    f32('100g'),
    f32('serving'),
    str('unit'),
    f32('prepared_value'),
    f32('prepared_100g'),
    f32('prepared_serving'),
    str('prepared_unit'),
  ]),
);

/** The columns written (each a schema subtree, in preorder), in the exporter's (alphabetical) order. */
export const OFF_PARQUET_COLUMNS: SchemaElement[][] = [
  [i32('additives_n')],
  strings('additives_tags'),
  strings('allergens_tags'),
  strings('brands_tags'),
  [str('brands')],
  strings('categories_tags'),
  [str('code')],
  strings('countries_tags'),
  [i64('created_t')],
  [str('environmental_score_grade')],
  localised('generic_name'),
  strings('ingredients_tags'),
  localised('ingredients_text'),
  strings('labels_tags'),
  [str('lang')],
  [i64('last_modified_t')],
  [i32('nova_group')],
  nutriments,
  [str('nutriscore_grade')],
  [i32('nutriscore_score')],
  [str('nutrition_data_per')],
  [{ name: 'obsolete', type: 'BOOLEAN', repetition_type: 'REQUIRED' }],
  localised('product_name'),
  [str('quantity')],
  [str('serving_quantity')],
  [str('serving_size')],
  strings('states_tags'),
  strings('traces_tags'),
  [i32('schema_version')],
];

/** Text columns, for tests that write a column of another type than OFF's. */
export const textColumn = str;

const NUTRIMENT_SUFFIXES: [suffix: string, field: string][] = [
  ['_prepared_100g', 'prepared_100g'],
  ['_prepared_serving', 'prepared_serving'],
  ['_prepared_unit', 'prepared_unit'],
  ['_prepared_value', 'prepared_value'],
  ['_unit', 'unit'],
  ['_value', 'value'],
  ['_100g', '100g'],
  ['_serving', 'serving'],
];

/** A flat `nutriments` object (`fat_100g`, `fat_unit`, …) → the exporter's list of structs. */
export function nutrimentList(flat: Record<string, unknown>): Record<string, unknown>[] {
  const byName = new Map<string, Record<string, unknown>>();
  for (const [key, v] of Object.entries(flat)) {
    const hit = NUTRIMENT_SUFFIXES.find(([s]) => key.endsWith(s));
    if (!hit) continue;
    const name = key.slice(0, -hit[0].length);
    const entry = byName.get(name) ?? { name };
    entry[hit[1]] = hit[1].endsWith('unit') ? String(v) : typeof v === 'number' ? v : Number(v);
    byName.set(name, entry);
  }
  return [...byName.values()];
}

/** A localised field: the main language as `main`, then every `<field>_xx`. */
function languageList(doc: Record<string, unknown>, field: string): { lang: string; text: string }[] | null {
  const out: { lang: string; text: string }[] = [];
  if (typeof doc[field] === 'string' && doc[field]) out.push({ lang: 'main', text: doc[field] as string });
  for (const [k, v] of Object.entries(doc)) {
    const m = /^(.+)_([a-z]{2})$/.exec(k);
    if (m && m[1] === field && typeof v === 'string' && v) out.push({ lang: m[2]!, text: v });
  }
  return out.length ? out : null;
}

/** One product document (JSONL export shape) → one Parquet row, as the exporter converts it. */
export function offParquetRow(doc: Record<string, unknown>): Record<string, unknown> {
  const text = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));
  const int = (v: unknown) => (v === undefined || v === null || v === '' || !Number.isFinite(Number(v)) ? null : Math.trunc(Number(v)));
  const tags = (v: unknown) => (Array.isArray(v) ? v.map(String) : null);
  return {
    additives_n: int(doc.additives_n),
    additives_tags: tags(doc.additives_tags),
    allergens_tags: tags(doc.allergens_tags),
    brands_tags: tags(doc.brands_tags),
    brands: text(doc.brands),
    categories_tags: tags(doc.categories_tags),
    code: String(doc.code),
    countries_tags: tags(doc.countries_tags),
    created_t: doc.created_t === undefined ? null : BigInt(Math.trunc(Number(doc.created_t))),
    environmental_score_grade: text(doc.environmental_score_grade ?? doc.ecoscore_grade),
    generic_name: languageList(doc, 'generic_name'),
    ingredients_tags: tags(doc.ingredients_tags),
    ingredients_text: languageList(doc, 'ingredients_text'),
    labels_tags: tags(doc.labels_tags),
    lang: text(doc.lang),
    last_modified_t: doc.last_modified_t === undefined ? null : BigInt(Math.trunc(Number(doc.last_modified_t))),
    nova_group: int(doc.nova_group),
    nutriments: doc.nutriments && typeof doc.nutriments === 'object' ? nutrimentList(doc.nutriments as Record<string, unknown>) : null,
    nutriscore_grade: text(doc.nutriscore_grade),
    nutriscore_score: int(doc.nutriscore_score),
    nutrition_data_per: text(doc.nutrition_data_per),
    obsolete: doc.obsolete === true,
    product_name: languageList(doc, 'product_name'),
    quantity: text(doc.quantity),
    serving_quantity: text(doc.serving_quantity),
    serving_size: text(doc.serving_size),
    states_tags: tags(doc.states_tags),
    traces_tags: tags(doc.traces_tags),
    schema_version: int(doc.schema_version) ?? 1002,
  };
}

/**
 * Writes Parquet row groups to a file as they come (memory holds one row group): `add` rows, then
 * `close`. `columns` default to the OFF export's; tests pass others (a renamed column).
 */
export class OffParquetFile {
  private readonly fd: number;
  private readonly writer: ParquetWriter;
  private readonly bytes = new ByteWriter();
  private readonly names: string[];
  private rows: Record<string, unknown>[] = [];

  constructor(
    path: string,
    private readonly rowGroupSize = OFF_PARQUET_ROW_GROUP,
    columns: SchemaElement[][] = OFF_PARQUET_COLUMNS,
  ) {
    this.fd = openSync(path, 'w');
    this.names = columns.map((c) => c[0]!.name);
    // Each row group is written to the file as soon as it is encoded.
    const out = this.bytes as ByteWriter & { flush?: () => void; finish: () => void };
    out.flush = () => this.drain();
    out.finish = () => this.drain();
    const schema = [{ name: 'schema', num_children: columns.length }, ...columns.flat()];
    this.writer = new ParquetWriter({ writer: out, schema, createdBy: 'morsel bench/off-parquet.ts' });
  }

  private drain(): void {
    writeSync(this.fd, new Uint8Array(this.bytes.buffer, 0, this.bytes.index));
    this.bytes.index = 0;
  }

  add(row: Record<string, unknown>): void {
    this.rows.push(row);
    if (this.rows.length >= this.rowGroupSize) this.flushGroup();
  }

  private flushGroup(): void {
    if (this.rows.length === 0) return;
    const rows = this.rows;
    this.rows = [];
    void this.writer.write({ columnData: this.names.map((name) => ({ name, data: rows.map((r) => r[name] ?? null) })), rowGroupSize: rows.length });
  }

  close(): void {
    this.flushGroup();
    void this.writer.finish();
    closeSync(this.fd);
  }
}
