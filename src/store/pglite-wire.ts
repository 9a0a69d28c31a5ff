/**
 * Messages between the serving thread and the thread that owns the embedded PGlite store
 * (pglite-thread.ts ↔ pglite-worker.ts). Plain data only: they cross a structured clone.
 */
export type RowMode = 'array' | 'object';

export type RequestBody =
  | { op: 'open'; path: string | null }
  | { op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; tx: number | null }
  | { op: 'exec'; sql: string; tx: number | null }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

export type Request = RequestBody & { id: number };

/** The fields of a PostgreSQL error that callers read (SQLSTATE code, constraint …). */
export interface WireError {
  message: string;
  code?: string;
  severity?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
}

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

const ERROR_FIELDS = ['code', 'severity', 'detail', 'hint', 'constraint', 'table', 'column', 'schema'] as const;

export function toWireError(err: unknown): WireError {
  const e = (err ?? {}) as Record<string, unknown>;
  const wire: WireError = { message: err instanceof Error ? err.message : String(err) };
  for (const key of ERROR_FIELDS) if (typeof e[key] === 'string') wire[key] = e[key] as string;
  return wire;
}

export function fromWireError(wire: WireError): Error {
  return Object.assign(new Error(wire.message), wire);
}
