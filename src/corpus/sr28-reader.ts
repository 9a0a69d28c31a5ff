/**
 * Streaming reader for USDA SR28 ASCII flat files (see shared/data/usda/PROVENANCE.md):
 * `^` separates fields, `~` wraps text fields, lines end in CRLF, bytes are Windows-1252.
 *
 * NUT_DATA.txt.gz is 36 MB unpacked, so every file is streamed (gzip through node:zlib) and
 * decoded chunk by chunk; nothing is loaded whole. The NUT_DATA copy quotes differently from the
 * official files (bare empty text fields, unquoted dates); after the `~` are stripped both read
 * the same, which is why quoting is handled per field rather than per column.
 */
import { createReadStream, statSync } from 'node:fs';
import { join } from 'node:path';
import { createGunzip } from 'node:zlib';

/** Column names of the SR28 files this project reads, in file order (SR28 documentation, ch. 3). */
export const SR28_COLUMNS = {
  FOOD_DES: [
    'NDB_No',
    'FdGrp_Cd',
    'Long_Desc',
    'Shrt_Desc',
    'ComName',
    'ManufacName',
    'Survey',
    'Ref_desc',
    'Refuse',
    'SciName',
    'N_Factor',
    'Pro_Factor',
    'Fat_Factor',
    'CHO_Factor',
  ],
  NUT_DATA: [
    'NDB_No',
    'Nutr_No',
    'Nutr_Val',
    'Num_Data_Pts',
    'Std_Error',
    'Src_Cd',
    'Deriv_Cd',
    'Ref_NDB_No',
    'Add_Nutr_Mark',
    'Num_Studies',
    'Min',
    'Max',
    'DF',
    'Low_EB',
    'Up_EB',
    'Stat_cmt',
    'AddMod_Date',
    'CC',
  ],
  NUTR_DEF: ['Nutr_No', 'Units', 'Tagname', 'NutrDesc', 'Num_Dec', 'SR_Order'],
  FD_GROUP: ['FdGrp_Cd', 'FdGrp_Desc'],
  WEIGHT: ['NDB_No', 'Seq', 'Amount', 'Msre_Desc', 'Gm_Wgt', 'Num_Data_Pts', 'Std_Dev'],
  FOOTNOTE: ['NDB_No', 'Footnt_No', 'Footnt_Typ', 'Nutr_No', 'Footnt_Txt'],
  DATA_SRC: ['DataSrc_ID', 'Authors', 'Title', 'Year', 'Journal', 'Vol_City', 'Issue_State', 'Start_Page', 'End_Page'],
  DERIV_CD: ['Deriv_Cd', 'Deriv_Desc'],
  SRC_CD: ['Src_Cd', 'SrcCd_Desc'],
} as const;

export type Sr28Table = keyof typeof SR28_COLUMNS;

/** File name of a table inside the SR28 folder (NUT_DATA is stored gzipped). */
export function sr28FileName(table: Sr28Table): string {
  return table === 'NUT_DATA' ? 'NUT_DATA.txt.gz' : `${table}.txt`;
}

/** Column index by name, so importers read `row[col.Long_Desc]` instead of magic numbers. */
export function sr28Columns<T extends Sr28Table>(table: T): Record<(typeof SR28_COLUMNS)[T][number], number> {
  return Object.fromEntries(SR28_COLUMNS[table].map((name, i) => [name, i])) as Record<(typeof SR28_COLUMNS)[T][number], number>;
}

const TILDE = 126;

/**
 * Splits one line (without its line break) into fields and strips the `~` quotes. A quoted field
 * ends at the `~` that is followed by `^` or the end of the line, so a `^` inside `~…~` survives.
 * Empty fields (bare or `~~`) come back as ''.
 */
export function parseSr28Line(line: string): string[] {
  const out: string[] = [];
  const n = line.length;
  let i = 0;
  for (;;) {
    if (line.charCodeAt(i) === TILDE) {
      const close = line.indexOf('~^', i + 1);
      if (close === -1) {
        const end = n - 1 > i && line.charCodeAt(n - 1) === TILDE ? n - 1 : n;
        out.push(line.slice(i + 1, end));
        return out;
      }
      out.push(line.slice(i + 1, close));
      i = close + 2;
    } else {
      const sep = line.indexOf('^', i);
      if (sep === -1) {
        out.push(line.slice(i));
        return out;
      }
      out.push(line.slice(i, sep));
      i = sep + 1;
    }
  }
}

/** Lines of a byte stream decoded as Windows-1252 (CRLF or LF; blank lines skipped). */
async function* decodedLines(chunks: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('windows-1252');
  let rest = '';
  for await (const chunk of chunks) {
    const text = rest + decoder.decode(chunk, { stream: true });
    let start = 0;
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
      const end = nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      if (end > start) yield text.slice(start, end);
      start = nl + 1;
    }
    rest = text.slice(start);
  }
  rest += decoder.decode();
  if (rest.endsWith('\r')) rest = rest.slice(0, -1);
  if (rest !== '') yield rest;
}

export interface ReadOptions {
  /** Called as the file is read: share of the file's bytes consumed so far (0-1). */
  onFraction?: (fraction: number) => void;
}

/** Rows of an SR28 file as string arrays; `.gz` files are gunzipped on the fly. */
export async function* readSr28Rows(path: string, options: ReadOptions = {}): AsyncGenerator<string[]> {
  const file = createReadStream(path, { highWaterMark: 1 << 16 });
  if (options.onFraction) {
    const total = statSync(path).size || 1;
    let read = 0;
    file.on('data', (chunk) => options.onFraction!((read += chunk.length) / total));
  }
  const bytes = path.endsWith('.gz') ? file.pipe(createGunzip({ chunkSize: 1 << 18 })) : file;
  for await (const line of decodedLines(bytes)) yield parseSr28Line(line);
}

/** Rows of one table in an SR28 folder. */
export function readSr28Table(sr28Dir: string, table: Sr28Table, options?: ReadOptions): AsyncGenerator<string[]> {
  return readSr28Rows(join(sr28Dir, sr28FileName(table)), options);
}

/** Rows of a byte source (for tests and in-memory fixtures). */
export async function* readSr28Bytes(chunks: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer | Uint8Array>): AsyncGenerator<string[]> {
  const asAsync = async function* () {
    yield* chunks;
  };
  for await (const line of decodedLines(asAsync())) yield parseSr28Line(line);
}
