/**
 * GS1 data as scanners deliver it, read down to the GTIN (AI 01) a product lookup needs:
 *
 * - GS1 Digital Link URIs (any host, any path stem before the key): `https://id.gs1.org/01/09520123456788/10/ABC123?17=261231`.
 *   The primary key is the rightmost path segment that is a GS1 key followed by AI/value pairs;
 *   GTINs of 8, 12 or 13 digits are padded to 14 (the legacy zero-suppressed form); key
 *   qualifiers come from the path, data attributes from the query (non-numeric parameters such as
 *   linkType are not GS1 data and are ignored; '+' is a space there, not in the path).
 * - Element strings, bracketed `(01)09520123456788(17)261231(10)ABC123`, or raw with FNC1 as the
 *   GS character (0x1D), optionally after an AIM symbology identifier (`]d2`, `]Q3`, `]C1`, `]e0`).
 *   AIs with a predefined length (GS1 General Specifications, the table of AI prefixes 00-04,
 *   11-20, 31-36, 41) need no separator; every other AI ends at a GS or the end of the data.
 *
 * Other AIs (batch, expiry, weights…) are returned as read, not interpreted. Malformed input is an
 * error naming the problem. Plain values only.
 */
import { gs1CheckDigit } from './barcode';

export interface Gs1Attribute {
  ai: string;
  title: string;
  value: string;
}

interface Gs1Read {
  /** The GTIN read, as 14 digits. */
  gtin: string;
  form: 'digital_link' | 'element_string';
  /** The other AIs, in the order read. */
  attributes: Gs1Attribute[];
}

export type Gs1Result = { ok: true; read: Gs1Read } | { ok: false; error: string };

interface AiDef {
  title: string;
  /** Value length: exact when min === max. */
  min: number;
  max: number;
  numeric: boolean;
}

const N = (title: string, min: number, max = min): AiDef => ({ title, min, max, numeric: true });
const X = (title: string, max: number, min = 1): AiDef => ({ title, min, max, numeric: false });

/** The AIs read (GS1 General Specifications, section 3); the 4-digit measure AIs are added below. */
const AIS: Record<string, AiDef> = {
  '00': N('SSCC', 18),
  '01': N('GTIN', 14),
  '02': N('CONTENT', 14),
  '10': X('BATCH/LOT', 20),
  '11': N('PROD DATE', 6),
  '12': N('DUE DATE', 6),
  '13': N('PACK DATE', 6),
  '15': N('BEST BEFORE or BEST BY', 6),
  '16': N('SELL BY', 6),
  '17': N('USE BY OR EXPIRY', 6),
  '20': N('VARIANT', 2),
  '21': X('SERIAL', 20),
  '22': X('CPV', 20),
  '235': X('TPX', 28),
  '240': X('ADDITIONAL ID', 30),
  '241': X('CUST. PART No.', 30),
  '242': N('MTO VARIANT', 1, 6),
  '250': X('SECONDARY SERIAL', 30),
  '251': X('REF. TO SOURCE', 30),
  '253': X('GDTI', 30, 13),
  '254': X('GLN EXTENSION COMPONENT', 20),
  '255': N('GCN', 13, 25),
  '30': N('VAR. COUNT', 1, 8),
  '37': N('COUNT', 1, 8),
  '400': X('ORDER NUMBER', 30),
  '401': X('GINC', 30),
  '402': N('GSIN', 17),
  '403': X('ROUTE', 30),
  '410': N('SHIP TO LOC', 13),
  '411': N('BILL TO', 13),
  '412': N('PURCHASE FROM', 13),
  '413': N('SHIP FOR LOC', 13),
  '414': N('LOC No.', 13),
  '415': N('PAY TO', 13),
  '416': N('PROD/SERV LOC', 13),
  '417': N('PARTY', 13),
  '420': X('SHIP TO POST', 20),
  '421': X('SHIP TO POST', 12, 4),
  '422': N('ORIGIN', 3),
  '423': N('COUNTRY - INITIAL PROCESS.', 3, 15),
  '424': N('COUNTRY - PROCESS.', 3),
  '425': N('COUNTRY - DISASSEMBLY', 3, 15),
  '426': N('COUNTRY - FULL PROCESS', 3),
  '427': X('ORIGIN SUBDIVISION', 3),
  '7003': N('EXPIRY TIME', 10),
  '7006': N('FIRST FREEZE DATE', 6),
  '7007': N('HARVEST DATE', 6, 12),
  '8003': X('GRAI', 30, 14),
  '8004': X('GIAI', 30),
  '8006': N('ITIP', 18),
  '8010': X('CPID', 30),
  '8013': X('GMN', 25),
  '8017': N('GSRN - PROVIDER', 18),
  '8018': N('GSRN - RECIPIENT', 18),
  '8019': N('SRIN', 1, 10),
  '8200': X('PRODUCT URL', 70),
};
// Trade measures with an implied decimal point (31nn-36nn, N6) and amounts payable (390n-393n).
for (const p of [
  '310',
  '311',
  '312',
  '313',
  '314',
  '315',
  '316',
  '320',
  '321',
  '322',
  '323',
  '324',
  '325',
  '326',
  '327',
  '328',
  '329',
  '330',
  '331',
  '332',
  '333',
  '334',
  '335',
  '336',
  '337',
  '340',
  '341',
  '342',
  '343',
  '344',
  '345',
  '346',
  '347',
  '348',
  '349',
  '350',
  '351',
  '352',
  '353',
  '354',
  '355',
  '356',
  '357',
  '360',
  '361',
  '362',
  '363',
  '364',
  '365',
  '366',
  '367',
  '368',
  '369',
]) {
  for (let d = 0; d <= 5; d++) AIS[`${p}${d}`] = N('MEASURE', 6);
}
for (let d = 0; d <= 9; d++) {
  AIS[`390${d}`] = N('AMOUNT', 1, 15);
  AIS[`391${d}`] = N('AMOUNT', 4, 18);
  AIS[`392${d}`] = N('PRICE', 1, 15);
  AIS[`393${d}`] = N('PRICE', 4, 18);
}
for (let i = 91; i <= 99; i++) AIS[String(i)] = X('INTERNAL', 90);
AIS['90'] = X('INTERNAL', 30);

/** AI length by its first two digits (one length per prefix, as GS1 allocates them). */
function aiLength(data: string, at: number): number {
  const p = Number(data.slice(at, at + 2));
  if ((p >= 23 && p <= 25) || (p >= 40 && p <= 42) || p === 71) return 3;
  if ((p >= 31 && p <= 36) || p === 39 || p === 43 || p === 70 || (p >= 72 && p <= 89)) return 4;
  return 2;
}

/** Value lengths of the AI prefixes with a predefined length: no FNC1 follows them. */
const PREDEFINED: Record<string, number> = {
  '00': 18,
  '01': 14,
  '02': 14,
  '03': 14,
  '04': 16,
  '11': 6,
  '12': 6,
  '13': 6,
  '14': 6,
  '15': 6,
  '16': 6,
  '17': 6,
  '18': 6,
  '19': 6,
  '20': 2,
  '31': 6,
  '32': 6,
  '33': 6,
  '34': 6,
  '35': 6,
  '36': 6,
  '41': 13,
};

/** Digital Link primary keys (GS1 keys), and the key qualifiers each allows in the path. */
const PRIMARY_KEYS: Record<string, string[]> = {
  '00': [],
  '01': ['22', '10', '21', '235'],
  '253': [],
  '255': [],
  '401': [],
  '402': [],
  '414': ['254', '7040'],
  '417': ['7040'],
  '8003': [],
  '8004': ['7040'],
  '8006': ['22', '10', '21'],
  '8010': ['8011'],
  '8013': [],
  '8017': ['8019'],
  '8018': ['8019'],
};

const GS = '\x1d';
const fail = (error: string): Gs1Result => ({ ok: false, error });

/** Whether the input is GS1 syntax (a Digital Link or an element string) rather than plain digits. */
export function isGs1Syntax(input: string): boolean {
  const t = input.trim();
  // Raw element data without a separator: AI 01 and its 14 digits, then anything (plain codes stop at 14 digits).
  return /^[a-z]+:\/\//i.test(t) || t.startsWith(']') || t.startsWith('(') || t.includes(GS) || /^01\d{14}/.test(t.replace(/[\s-]/g, ''));
}

/** Reads GS1 input (see module comment) to its GTIN; an error names what is wrong. */
export function readGs1(input: string): Gs1Result {
  let t = input.trim();
  if (t.startsWith(']')) {
    // AIM symbology identifier: ]Xm. GS1 data follows ]C1, ]e0, ]d2, ]Q3, ]J1; a URI any of them.
    if (t.length < 4) return fail('the symbology identifier is not followed by any data');
    t = t.slice(3);
  }
  if (/^https?:\/\//i.test(t)) return readDigitalLink(t);
  if (/^[a-z]+:\/\//i.test(t)) return fail(`a GS1 Digital Link is an http or https URI, not ${t.slice(0, t.indexOf(':'))}:`);
  const elements = t.startsWith('(') ? bracketedElements(t) : rawElements(t.replace(/^[\s-]+|[\s-]+$/g, ''));
  if (!Array.isArray(elements)) return elements;
  return fromElements(elements, 'element_string');
}

type Element = [ai: string, value: string];

function fromElements(elements: Element[], form: Gs1Read['form']): Gs1Result {
  const seen = new Set<string>();
  for (const [ai, value] of elements) {
    if (seen.has(ai)) return fail(`AI (${ai}) appears twice`);
    seen.add(ai);
    const problem = checkValue(ai, value);
    if (problem) return fail(problem);
  }
  const gtin = elements.find(([ai]) => ai === '01')?.[1];
  if (gtin === undefined) {
    const keys = elements.map(([ai]) => `(${ai}) ${AIS[ai]!.title}`).join(', ');
    return fail(`no GTIN (AI 01) in the data: it holds ${keys}; only products identified by a GTIN can be looked up`);
  }
  return { ok: true, read: { gtin, form, attributes: elements.filter(([ai]) => ai !== '01').map(([ai, value]) => ({ ai, title: AIS[ai]!.title, value })) } };
}

/** Why a value is not valid for its AI, or null. */
function checkValue(ai: string, value: string): string | null {
  const def = AIS[ai];
  if (!def) return `unknown AI (${ai})`;
  if (value.length < def.min || value.length > def.max) {
    return `AI (${ai}) ${def.title} takes ${def.min === def.max ? def.min : `${def.min} to ${def.max}`} characters, got ${value.length} ('${value}')`;
  }
  if (def.numeric && !/^\d+$/.test(value)) return `AI (${ai}) ${def.title} takes digits only, got '${value}'`;
  // Printable characters only (GS1 character set 82 is a subset; control characters never belong).
  if (/[\x00-\x1f\x7f]/.test(value)) return `AI (${ai}) holds a control character`;
  if (['00', '01', '02', '410', '411', '412', '413', '414', '415', '416', '417', '8006', '8017', '8018'].includes(ai)) {
    const key = ai === '8006' ? value.slice(0, 14) : value;
    const expected = gs1CheckDigit(key.slice(0, -1));
    if (Number(key.at(-1)) !== expected) return `AI (${ai}) ${def.title} ${value} has check digit ${key.at(-1)}, expected ${expected}`;
  }
  return null;
}

function bracketedElements(t: string): Element[] | Gs1Result {
  const out: Element[] = [];
  const re = /\((\d{2,4})\)([^(]*)/y;
  let at = 0;
  while (at < t.length) {
    re.lastIndex = at;
    const m = re.exec(t);
    if (!m) return fail(`element string: expected '(AI)value' at position ${at + 1} ('${t.slice(at, at + 12)}')`);
    if (m[2] === '') return fail(`AI (${m[1]}) has no value`);
    out.push([m[1]!, m[2]!]);
    at = re.lastIndex;
  }
  return out;
}

/** Raw element data: AIs and values run together, FNC1 (GS) after each AI without a predefined length. */
function rawElements(t: string): Element[] | Gs1Result {
  const out: Element[] = [];
  let at = t.startsWith(GS) ? 1 : 0;
  while (at < t.length) {
    if (!/^\d\d/.test(t.slice(at, at + 2))) return fail(`element string: expected an AI at position ${at + 1} ('${t.slice(at, at + 12)}')`);
    const len = aiLength(t, at);
    const ai = t.slice(at, at + len);
    if (!AIS[ai]) return fail(`unknown AI (${ai}) at position ${at + 1}`);
    at += len;
    const fixed = PREDEFINED[ai.slice(0, 2)];
    let value: string;
    if (fixed !== undefined) {
      value = t.slice(at, at + fixed);
      at += fixed;
      if (t[at] === GS) at++;
    } else {
      const end = t.indexOf(GS, at);
      value = t.slice(at, end < 0 ? t.length : end);
      at = end < 0 ? t.length : end + 1;
      // Without a separator, a variable-length value runs to the end: when its tail reads as more
      // element data with a predefined length, the separator was left out.
      const runOn = end < 0 ? runOnAt(value) : -1;
      if (runOn >= 0) {
        return fail(
          `AI (${ai}) ${AIS[ai]!.title} has a variable length and must end with a GS (FNC1) separator; its value '${value}' runs into what reads as (${value.slice(runOn, runOn + 2)}) at position ${at - value.length + runOn + 1}`,
        );
      }
    }
    out.push([ai, value]);
  }
  return out;
}

/** Where a value's tail parses as whole element data of predefined-length AIs (≥ 1 element), or -1. */
function runOnAt(value: string): number {
  for (let i = 1; i + 4 <= value.length; i++) {
    let at = i;
    let ok = true;
    while (at < value.length && ok) {
      const fixed = PREDEFINED[value.slice(at, at + 2)];
      const ai = value.slice(at, at + 2);
      ok = fixed !== undefined && AIS[ai] !== undefined && at + 2 + fixed <= value.length && checkValue(ai, value.slice(at + 2, at + 2 + fixed)) === null;
      at += 2 + (fixed ?? 0);
    }
    if (ok && at === value.length) return i;
  }
  return -1;
}

function readDigitalLink(uri: string): Gs1Result {
  const noFragment = uri.split('#')[0]!;
  const q = noFragment.indexOf('?');
  const path = q < 0 ? noFragment : noFragment.slice(0, q);
  const query = q < 0 ? '' : noFragment.slice(q + 1);
  const afterScheme = path.replace(/^https?:\/\//i, '');
  const slash = afterScheme.indexOf('/');
  if (slash <= 0) return fail('GS1 Digital Link: no host, or no path after it');
  if (afterScheme.endsWith('/')) return fail('GS1 Digital Link: the path ends with a slash');
  const segments = afterScheme.slice(slash + 1).split('/');
  // The rightmost GS1 key followed by AI/value pairs (a stem before it may hold anything).
  let key = -1;
  for (let i = segments.length - 2; i >= 0; i -= 1) {
    if (PRIMARY_KEYS[segments[i]!] && (segments.length - i) % 2 === 0) {
      key = i;
      break;
    }
  }
  if (key < 0) return fail(`GS1 Digital Link: no primary key in the path '/${segments.join('/')}' (a GS1 key AI such as 01 for a GTIN, followed by its value)`);
  const decode = (s: string, plusIsSpace: boolean) => {
    try {
      return decodeURIComponent(plusIsSpace ? s.replace(/\+/g, ' ') : s);
    } catch {
      return null;
    }
  };
  const elements: Element[] = [];
  const primary = segments[key]!;
  for (let i = key; i < segments.length; i += 2) {
    const ai = segments[i]!;
    const value = decode(segments[i + 1]!, false);
    if (value === null || value === '') return fail(`GS1 Digital Link: AI (${ai}) has an empty or badly escaped value`);
    if (i > key && !PRIMARY_KEYS[primary]!.includes(ai))
      return fail(
        `GS1 Digital Link: (${ai}) is not a key qualifier of (${primary}) in the path; qualifiers of (${primary}): ${PRIMARY_KEYS[primary]!.join(', ') || 'none'}`,
      );
    // The legacy zero-suppressed GTIN-8, -12 and -13 stand for the GTIN-14 with leading zeros.
    elements.push([ai, ai === '01' && /^(\d{8}|\d{12}|\d{13})$/.test(value) ? value.padStart(14, '0') : value]);
  }
  for (const param of query.split('&')) {
    if (!param) continue;
    const eq = param.indexOf('=');
    const name = eq < 0 ? param : param.slice(0, eq);
    // Non-numeric parameters (linkType, context…) are not GS1 data.
    if (!/^\d+$/.test(name)) continue;
    if (!AIS[name]) return fail(`GS1 Digital Link: unknown AI (${name}) in the query`);
    const value = eq < 0 ? '' : decode(param.slice(eq + 1), true);
    if (!value) return fail(`GS1 Digital Link: AI (${name}) has an empty or badly escaped value in the query`);
    elements.push([name, value]);
  }
  if (primary !== '01')
    return fail(
      `GS1 Digital Link: its primary key is (${primary}) ${AIS[primary]!.title}, not a GTIN (01); only products identified by a GTIN can be looked up`,
    );
  return fromElements(elements, 'digital_link');
}
