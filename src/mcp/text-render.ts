/**
 * A tool answer as text, for clients that show the model only the text content: fields as
 * `key: value` lines, and a list of like records (foods, lines, recipes) as a table — one header
 * of field names, one row per record — instead of repeating every field name in every record.
 * The JSON is structuredContent; this is not a copy of it but the same answer written for reading
 * (a 5-food search or 10 ingredient lines: about three quarters of the tokens of their JSON).
 */
const PLAIN_KEY = /^[A-Za-z_][\w.-]*$/;
/** A string that reads back unchanged without quotes. */
const PLAIN = /^[\p{L}\p{N}(/][^\n\r\t|#]*$/u;
const LOOKS_TYPED = /^(?:true|false|null|[-+]?(?:\d[\d_]*)?\.?\d+(?:e[-+]?\d+)?)$/i;
const CELL_SEPARATOR = ' | ';

type Row = Record<string, unknown>;
const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

function scalar(value: unknown, inList: boolean): string {
  if (typeof value !== 'string') return JSON.stringify(value) ?? 'null';
  const plain = PLAIN.test(value) && !LOOKS_TYPED.test(value) && !value.endsWith(' ') && !value.includes(': ') && !(inList && /[,[\]]/.test(value));
  return plain ? value : JSON.stringify(value);
}

const key = (k: string) => (PLAIN_KEY.test(k) ? k : JSON.stringify(k));

/** A value written on one line, or null when it needs lines of its own. */
function inline(value: unknown): string | null {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return value.every((v) => !Array.isArray(v) && !isObject(v)) ? `[${value.map((v) => scalar(v, true)).join(', ')}]` : null;
  }
  if (isObject(value)) return Object.keys(value).length === 0 ? '{}' : null;
  return scalar(value, false);
}

/** A record with nested records spread into dotted fields (match.score). */
function flatRow(row: Row, prefix = ''): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    if (isObject(v) && Object.keys(v).length > 0) Object.assign(out, flatRow(v, `${prefix}${k}.`));
    else out[prefix + k] = v;
  }
  return out;
}

/**
 * Like records (at least two, sharing most fields) as a header line and one row per record;
 * null otherwise. A field that does not fit on a line (a list of records) is written as JSON.
 */
function table(items: unknown[], pad: string): string[] | null {
  if (items.length < 2 || !items.every(isObject)) return null;
  const rows = items.map((item) => flatRow(item));
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const filled = rows.reduce((n, r) => n + Object.keys(r).length, 0) / rows.length;
  if (columns.length > 2 * filled) return null;
  const cell = (v: unknown) => (v === undefined ? '' : (inline(v) ?? JSON.stringify(v)));
  return [`${pad}${columns.map(key).join(CELL_SEPARATOR)}`, ...rows.map((r) => pad + columns.map((c) => cell(r[c])).join(CELL_SEPARATOR))];
}

function block(value: unknown, pad: string): string[] {
  const one = inline(value);
  if (one !== null) return [pad + one];
  if (Array.isArray(value)) {
    return (
      table(value, pad) ??
      value.flatMap((item) => {
        const lines = block(item, `${pad}  `);
        return [`${pad}- ${lines[0]!.slice(pad.length + 2)}`, ...lines.slice(1)];
      })
    );
  }
  return Object.entries(value as Row).flatMap(([k, v]) => {
    const one = inline(v);
    if (one !== null) return [`${pad}${key(k)}: ${one}`];
    if (!Array.isArray(v)) return [`${pad}${key(k)}:`, ...block(v, `${pad}  `)];
    const rows = table(v, `${pad}  `);
    return rows ? [`${pad}${key(k)} (${v.length}):`, ...rows] : [`${pad}${key(k)}:`, ...block(v, pad)];
  });
}

export function asText(value: unknown): string {
  return block(value, '').join('\n');
}
