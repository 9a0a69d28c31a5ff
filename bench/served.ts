/**
 * The service as people run it, in-process: the corpus the service serves (every table, the
 * canonical foods, the corpus's products and an imported product store when MORSEL_CORPUS_DIR has
 * one) loaded by the service's own loader, and requests through the API's own entry point
 * (`app.handle`: auth, metering, validation, the operation, rendering). Search and resolution
 * benchmarks ask their questions here, never of an index built for the benchmark.
 *
 * Lexical by default (MORSEL_EMBEDDING_MODEL=none is not needed); `semantic: true` waits for the
 * vector index (minutes on a cold vector cache).
 */
import { loadConfig } from '../src/config';
import { loadCatalog } from '../src/catalog/load';
import type { Catalog } from '../src/catalog/types';
import { createLogger } from '../src/logger';
import { operations } from '../src/ops';
import { createRuntime, type Runtime } from '../src/runtime';
import { NO_MODEL } from '../src/search/embedder';

export interface ServedFood {
  id: string;
  name: string;
  dataset: string;
  brand?: string | null;
  match: { method: string; score: number };
  sources?: { id: string; dataset: string; source_id: string; name: string; primary: boolean }[];
}

export interface SearchAnswerBody {
  foods: ServedFood[];
  suggestions?: ServedFood[];
  reason?: string;
  language: { lang: string | null; by: string };
}

export interface Served {
  catalog: Catalog;
  runtime: Runtime;
  /** GET a path of the API with the bench account's key; throws on a non-2xx answer. */
  get<T = unknown>(path: string): Promise<T>;
  /** GET a path of the API: its status and parsed body, whatever the status. */
  ask<T = unknown>(path: string): Promise<{ status: number; body: T }>;
  /** GET /v1/foods/search with these parameters. */
  search(query: string, params?: Record<string, string | number>): Promise<SearchAnswerBody>;
  /** The same, timed: until the answer's bytes are in hand (the service's work), and parsing them (the client's). */
  timedSearch(query: string, params?: Record<string, string | number>): Promise<{ answer: SearchAnswerBody; ms: number; parseMs: number }>;
  /**
   * The same until the answer's bytes are in hand, which are then let go unread: a client parses in
   * its own process, and its garbage (thousands of objects an answer) would otherwise be collected
   * in the service's next request.
   */
  searchTime(query: string, params?: Record<string, string | number>): Promise<number>;
  stop(): Promise<void>;
}

export async function served(options: { semantic?: boolean; progress?: boolean } = {}): Promise<Served> {
  const config = { ...loadConfig(), adminToken: 'bench', logLevel: 'silent' as const };
  const log = createLogger('silent');
  const catalog = await loadCatalog(config, log, {
    embeddingModel: options.semantic ? undefined : NO_MODEL,
    waitForSemantic: options.semantic === true,
    progress: options.progress === false ? undefined : (l) => process.stderr.write(`${l}\n`),
  });
  const runtime = await createRuntime(config, operations, { inMemoryStore: true, flushEveryMs: 0, log });
  runtime.setCatalog(catalog);
  const { apiKey, account } = await runtime.services.accounts.createAccount('ultra', 'direct');
  await runtime.services.accounts.setLimits(account.id, 1_000_000_000, 1_000_000_000);
  const handle = (path: string) => runtime.app.handle(new Request(`http://localhost${path}`, { headers: { 'x-api-key': apiKey } }));
  const ask = async <T>(path: string) => {
    const res = await handle(path);
    return { status: res.status, body: (await res.json()) as T };
  };
  const get = async <T>(path: string): Promise<T> => {
    const { status, body } = await ask<T>(path);
    if (status >= 300) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
    return body;
  };
  /** A search's answer bytes, its status and the time until they were in hand. */
  const searchBytes = async (query: string, params: Record<string, string | number>) => {
    const path = searchPath(query, params);
    const started = performance.now();
    const res = await handle(path);
    const bytes = await res.arrayBuffer();
    return { path, status: res.status, bytes, ms: performance.now() - started };
  };
  const timedSearch: Served['timedSearch'] = async (query, params = {}) => {
    const { path, status, bytes, ms } = await searchBytes(query, params);
    const parsing = performance.now();
    const answer = JSON.parse(new TextDecoder().decode(bytes)) as SearchAnswerBody;
    const parseMs = performance.now() - parsing;
    if (status >= 300) throw new Error(`${path}: ${status} ${JSON.stringify(answer)}`);
    return { answer, ms, parseMs };
  };
  const searchTime: Served['searchTime'] = async (query, params = {}) => {
    const { path, status, ms } = await searchBytes(query, params);
    if (status >= 300) throw new Error(`${path}: ${status}`);
    return ms;
  };
  return {
    catalog,
    runtime,
    get,
    ask,
    search: async (query, params) => (await timedSearch(query, params)).answer,
    timedSearch,
    searchTime,
    stop: () => runtime.stop(),
  };
}

function searchPath(query: string, params: Record<string, string | number>): string {
  return `/v1/foods/search?${new URLSearchParams({ query, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) })}`;
}

/** Deterministic half of a labelled query: FNV-1a of its text, odd → held-out (set once; never re-split). */
export function halfOf(query: string): 'tune' | 'held-out' {
  let h = 0x811c9dc5;
  for (const ch of query) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2 === 0 ? 'tune' : 'held-out';
}
