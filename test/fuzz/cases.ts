/**
 * Bad-input cases for one operation, derived from its registry declaration (path, query, body
 * schemas), so a new operation is fuzzed the moment it is declared. Each case is a request a
 * client could send; none is valid on purpose, some are boundary values that may be.
 */
import { randomUUID } from 'node:crypto';
import type { TObject, TSchema } from '@sinclair/typebox';
import type { AnyOp } from '../../src/http/op';

export interface FuzzCase {
  name: string;
  path: string;
  /** Raw query string without `?`. */
  query: string;
  body?: string | Uint8Array;
  contentType?: string;
  headers?: Record<string, string>;
}

const SQLISH = ["1' OR '1'='1", "'; DROP TABLE accounts;--", '1; select pg_sleep(10)', '" OR ""="', "%' union select * from api_keys --"];
const TRAVERSAL = ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '....//....//admin', '%2e%2e%2f%2e%2e%2f', '/etc/passwd%00'];
const HUGE = 'x'.repeat(1_048_576);

const props = (s: TSchema | undefined) => ((s as TObject | undefined)?.properties ?? {}) as Record<string, TSchema>;
const typeOf = (s: TSchema): string | undefined => (typeof s.type === 'string' ? s.type : Array.isArray(s.anyOf) ? typeOf(s.anyOf[0] as TSchema) : undefined);

/** A plausible value of a schema: required fields only, minimal sizes. */
function sample(s: TSchema, depth = 0): unknown {
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.anyOf)) return sample(s.anyOf[0] as TSchema, depth);
  switch (s.type) {
    case 'string':
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'date-time') return new Date(0).toISOString();
      if (s.format === 'date') return '2026-01-01';
      return 'a'.repeat(Math.max(1, Number(s.minLength ?? 1)));
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 ? [] : Array.from({ length: Number(s.minItems ?? 0) }, () => sample(s.items as TSchema, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of (s.required as string[] | undefined) ?? []) out[name] = depth > 4 ? null : sample(props(s)[name]!, depth + 1);
      return out;
    }
    default:
      return null;
  }
}

/** Values a field of this schema must survive: wrong types, bounds ±1, zero/negative/huge/NaN, hostile strings. */
function badValues(s: TSchema): [string, unknown][] {
  const out: [string, unknown][] = [];
  const type = typeOf(s);
  if (type === 'string') {
    out.push(['number instead of string', 123], ['object instead of string', { a: 1 }], ['sql-ish', SQLISH[1]], ['traversal', TRAVERSAL[0]]);
    if (typeof s.maxLength === 'number') out.push(['maxLength+1', 'a'.repeat(s.maxLength + 1)], ['maxLength', 'a'.repeat(s.maxLength)]);
    if (typeof s.minLength === 'number' && s.minLength > 0) out.push(['minLength-1', 'a'.repeat(s.minLength - 1)]);
  } else if (type === 'integer' || type === 'number') {
    out.push(['string instead of number', 'abc'], ['zero', 0], ['negative', -1], ['NaN as string', 'NaN'], ['huge', 1e308], ['fraction', 0.5]);
    if (typeof s.minimum === 'number') out.push(['minimum-1', s.minimum - 1]);
    if (typeof s.maximum === 'number') out.push(['maximum+1', s.maximum + 1]);
  } else if (type === 'array') {
    out.push(['object instead of array', {}], ['array of nulls', [null, null]]);
    if (typeof s.maxItems === 'number') out.push(['maxItems+1', Array.from({ length: s.maxItems + 1 }, () => sample(s.items as TSchema))]);
  } else if (type === 'boolean') {
    out.push(['string instead of boolean', 'yes']);
  } else if (type === 'object') {
    out.push(['array instead of object', []], ['string instead of object', 'x']);
  }
  out.push(['null', null]);
  return out;
}

/** Query text of a value (objects and arrays have no query form: their JSON). */
const q = (v: unknown) => encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));

function pathWith(op: AnyOp, override?: [string, string]): string {
  const p = props(op.params);
  return op.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    if (override && override[0] === name) return override[1];
    const s = p[name];
    if (s?.format === 'uuid') return randomUUID();
    if (typeOf(s ?? ({} as TSchema)) === 'integer') return '1';
    return 'x';
  });
}

export function fuzzCases(op: AnyOp): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const path = pathWith(op);
  const query = props(op.query);
  const base = op.body && op.bodyKind !== 'image' ? (sample(op.body) as Record<string, unknown>) : undefined;
  const baseQuery = Object.entries(query)
    .filter(([name]) => ((op.query as TObject).required ?? []).includes(name))
    .map(([name, s]) => `${name}=${q(sample(s))}`)
    .join('&');
  const add = (c: Omit<FuzzCase, 'path' | 'query'> & { path?: string; query?: string }) => cases.push({ path, query: baseQuery, ...c });

  // Every operation: hostile query strings and path ids.
  add({ name: 'unknown query parameter', query: [baseQuery, 'zz_unknown=1'].filter(Boolean).join('&') });
  add({ name: 'duplicated unknown parameter', query: [baseQuery, 'zz=1&zz=2'].filter(Boolean).join('&') });
  add({ name: 'prototype-ish parameters', query: [baseQuery, '__proto__=x&constructor=y&a[b]=1'].filter(Boolean).join('&') });
  add({ name: 'broken percent-encoding', query: [baseQuery, 'a=%E0%A4%A&b=%FF%FE&c=%'].filter(Boolean).join('&') });
  add({ name: '100 KB query value', query: [baseQuery, `zz=${'y'.repeat(100_000)}`].filter(Boolean).join('&') });
  add({ name: 'hostile request id', headers: { 'x-request-id': `<script>${'r'.repeat(300)}` } });
  add({ name: 'odd accept-encoding', headers: { 'accept-encoding': 'gzip;q=NaN, *;q=-1' } });
  add({ name: '1000 parameters', query: [baseQuery, Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join('&')].filter(Boolean).join('&') });
  for (const v of [...SQLISH, ...TRAVERSAL, '%00', '%F0%9F%8D%94']) {
    add({ name: `unknown parameter = ${v.slice(0, 30)}`, query: [baseQuery, `zz=${v.includes('%') ? v : encodeURIComponent(v)}`].filter(Boolean).join('&') });
  }
  for (const name of Object.keys(props(op.params))) {
    for (const v of [...SQLISH, ...TRAVERSAL, '-1', 'NaN', '0', '%F0%9F%8D%94', 'z'.repeat(5_000)]) {
      add({ name: `path ${name} = ${v.slice(0, 30)}`, path: pathWith(op, [name, v.includes('%') ? v : encodeURIComponent(v)]) });
    }
  }
  for (const [name, s] of Object.entries(query)) {
    add({ name: `query ${name} duplicated`, query: [baseQuery, `${name}=${q(sample(s))}&${name}=${q(sample(s))}`].filter(Boolean).join('&') });
    for (const [what, v] of badValues(s)) {
      const rest = baseQuery.split('&').filter((p) => p && !p.startsWith(`${name}=`));
      add({ name: `query ${name}: ${what}`, query: [...rest, `${name}=${v === null ? '' : q(v)}`].join('&') });
    }
  }

  if (base !== undefined) {
    const json = (v: unknown) => JSON.stringify(v);
    add({ name: 'no body', body: undefined, contentType: 'application/json' });
    add({ name: 'empty body', body: '', contentType: 'application/json' });
    add({ name: 'truncated JSON', body: '{"a":', contentType: 'application/json' });
    add({
      name: 'invalid UTF-8',
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
      contentType: 'application/json',
    });
    add({ name: 'JSON with NaN literal', body: '{"a": NaN}', contentType: 'application/json' });
    add({ name: 'array body', body: '[]', contentType: 'application/json' });
    add({ name: 'null body', body: 'null', contentType: 'application/json' });
    add({ name: 'number body', body: '42', contentType: 'application/json' });
    add({ name: 'wrong content type', body: json(base), contentType: 'text/plain' });
    add({ name: 'form content type', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' });
    add({ name: 'deep nesting (100 000)', body: '['.repeat(100_000) + ']'.repeat(100_000), contentType: 'application/json' });
    add({ name: 'deep nesting in a field', body: `{"zz":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`, contentType: 'application/json' });
    add({ name: '1 MB string (over the limit with its JSON)', body: json({ ...base, zz: HUGE }), contentType: 'application/json' });
    add({ name: '1 MB body of whitespace', body: ' '.repeat(1_048_577), contentType: 'application/json' });
    add({ name: 'missing required fields', body: '{}', contentType: 'application/json' });
    add({ name: 'extra field', body: json({ ...base, zz_extra: 1 }), contentType: 'application/json' });
    add({ name: '__proto__ field', body: `{"__proto__":{"admin":true},${json(base).slice(1)}`, contentType: 'application/json' });
    const fields = Object.entries(props(op.body));
    // One field gets a ~1 MB string (just under the body limit); more would only slow the suite.
    const bigField = fields.find(([, s]) => typeOf(s) === 'string')?.[0];
    if (bigField) add({ name: `body ${bigField}: ~1 MB string`, body: json({ ...base, [bigField]: 'x'.repeat(1_000_000) }), contentType: 'application/json' });
    for (const [name, s] of fields.slice(0, 12)) {
      for (const [what, v] of badValues(s)) {
        add({ name: `body ${name}: ${what}`, body: json({ ...base, [name]: v }), contentType: 'application/json' });
      }
    }
  }
  if (op.bodyKind === 'image') {
    add({ name: 'image: no body', body: undefined, contentType: 'image/jpeg' });
    add({ name: 'image: not an image', body: 'hello', contentType: 'image/png' });
    add({ name: 'image: JSON', body: '{}', contentType: 'application/json' });
    add({ name: 'image: truncated JPEG', body: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), contentType: 'image/jpeg' });
    add({
      name: 'image: broken multipart',
      body: '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc',
      contentType: 'multipart/form-data; boundary=x',
    });
    add({ name: 'image: 6 MB', body: new Uint8Array(6_000_000), contentType: 'image/jpeg' });
    add({ name: 'image: gif declared', body: 'GIF89a', contentType: 'image/gif' });
    add({ name: 'image: PNG signature only', body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' });
    add({
      name: 'image: multipart without image field',
      body: '--x\r\nContent-Disposition: form-data; name="other"\r\n\r\nabc\r\n--x--\r\n',
      contentType: 'multipart/form-data; boundary=x',
    });
    add({
      name: 'image: multipart image field with text',
      body: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot an image\r\n--x--\r\n',
      contentType: 'multipart/form-data; boundary=x',
    });
  }
  return cases;
}
