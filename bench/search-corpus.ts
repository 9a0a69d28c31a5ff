/**
 * Search documents for the search benchmarks, read from the shared data folder.
 *
 * Generic foods come from the corpus builder (`buildCorpus` with the USDA importer) when it
 * works, otherwise from a direct read of SR28 FOOD_DES/WEIGHT (description, common names,
 * survey flag, portion count). Products are read straight from both Open Food Facts sample
 * files (~42k names, including the 40k Lifyzer rows the product importer excludes for lack of
 * calories): a harder, larger lexical field than the served corpus.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { commonnessOf, type SearchDoc } from '../src/search/doc';

export const DATA_DIR = process.env.MORSEL_SHARED_DATA ?? resolve(import.meta.dir, '../../shared/data');
export const MODELS_DIR = process.env.MORSEL_MODELS_DIR ?? resolve(import.meta.dir, '../../shared/models');

export interface BenchDocs {
  generic: SearchDoc[];
  /** NDB number of each generic doc, same order. */
  ndb: string[];
  products: SearchDoc[];
  source: string;
}

function srFields(line: string): string[] {
  return line
    .replace(/\r$/, '')
    .split('^')
    .map((f) => f.replace(/^~|~$/g, ''));
}

/** A direct read of SR28 for when the corpus builder is not there. */
function readSr28(dataDir: string): { docs: SearchDoc[]; ndb: string[] } {
  const dir = join(dataDir, 'usda/sr28');
  const latin1 = (f: string) => new TextDecoder('latin1').decode(readFileSync(join(dir, f)));
  const groups = new Map<string, string>();
  for (const line of latin1('FD_GROUP.txt').split('\n')) {
    if (!line.trim()) continue;
    const [code, desc] = srFields(line);
    groups.set(code!, desc!);
  }
  const portions = new Map<string, number>();
  for (const line of latin1('WEIGHT.txt').split('\n')) {
    if (!line.trim()) continue;
    const ndb = srFields(line)[0]!;
    portions.set(ndb, (portions.get(ndb) ?? 0) + 1);
  }
  const docs: SearchDoc[] = [];
  const ndbs: string[] = [];
  for (const line of latin1('FOOD_DES.txt').split('\n')) {
    if (!line.trim()) continue;
    const f = srFields(line);
    const ndb = f[0]!;
    const comName = f[4] ?? '';
    docs.push({
      id: `usda-sr28:${ndb}`,
      name: f[2]!,
      aliases: comName
        ? comName
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
      kind: 'generic',
      group: groups.get(f[1]!) ?? null,
      commonness: commonnessOf(portions.get(ndb) ?? 0, f[6] === 'Y'),
    });
    ndbs.push(ndb);
  }
  return { docs, ndb: ndbs };
}

async function readProducts(dataDir: string, limit: number): Promise<SearchDoc[]> {
  const out: SearchDoc[] = [];
  const seen = new Set<string>();
  const dir = join(dataDir, 'openfoodfacts/products');
  const add = (o: { code?: string; product_name?: string; brands?: string }) => {
    const name = (o.product_name ?? '').trim();
    if (!name || !o.code || out.length >= limit || seen.has(o.code)) return;
    seen.add(o.code);
    const brand = (o.brands ?? '').split(',')[0]?.trim();
    out.push({ id: `off:${o.code}`, name, aliases: brand ? [`${brand} ${name}`] : [], kind: 'product', group: null });
  };
  for (const line of readFileSync(join(dir, 'products_off_csv_samples.jsonl'), 'utf8').split('\n')) if (line.trim()) add(JSON.parse(line));
  const rl = createInterface({ input: createReadStream(join(dir, 'products_lifyzer_2019_sample.jsonl.gz')).pipe(createGunzip()) });
  for await (const line of rl) {
    if (out.length >= limit) break;
    if (line.trim()) add(JSON.parse(line));
  }
  rl.close();
  return out;
}

/**
 * Generic docs from the corpus builder (FoodRecords with the importer's aliases) unless
 * MORSEL_BENCH_RAW_SR28=1, falling back to a direct read of SR28 when the builder fails.
 */
async function readGeneric(dataDir: string): Promise<{ docs: SearchDoc[]; ndb: string[]; source: string }> {
  if (process.env.MORSEL_BENCH_RAW_SR28 !== '1') {
    try {
      const { genericFromBuild } = await import('./search-corpus-built');
      return await genericFromBuild(dataDir);
    } catch (err) {
      console.error(`corpus builder unavailable (${(err as Error).message.split('\n')[0]}); reading SR28 directly`);
    }
  }
  const raw = readSr28(dataDir);
  return { ...raw, source: 'SR28 FOOD_DES (direct read)' };
}

export async function loadBenchDocs(options: { products?: number; dataDir?: string } = {}): Promise<BenchDocs> {
  const dataDir = options.dataDir ?? DATA_DIR;
  const generic = await readGeneric(dataDir);
  const products = options.products === 0 ? [] : await readProducts(dataDir, options.products ?? 40_000);
  return { generic: generic.docs, ndb: generic.ndb, products, source: generic.source };
}
