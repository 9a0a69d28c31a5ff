/**
 * Builds the corpus from the source data into an ignored build folder, once: each source's input
 * files are hashed, and a source is rebuilt only when those hashes, its version or the importer
 * code (src/corpus, src/domain) change.
 * The manifest records files and hashes, counts imported and excluded per reason, and build time.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BuildContext, CorpusSource, SourceManifest } from './source';

export interface SourceEntry extends SourceManifest {
  name: string;
  version: string;
  /** Hash of input hashes + version + subset: what decides a rebuild. */
  key: string;
  built_at: string;
  build_ms: number;
}

export interface CorpusManifest {
  built_at: string;
  data_dir: string;
  subset: boolean;
  sources: SourceEntry[];
}

export interface BuildOptions {
  dataDir: string;
  buildDir: string;
  sources: CorpusSource<unknown>[];
  subset?: BuildContext['subset'];
  force?: boolean;
  log?: (line: string) => void;
}

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Hash of the importer code (src/corpus and src/domain): a changed importer rebuilds its output. */
function importerCodeHash(): string {
  const hash = createHash('sha256');
  const root = join(import.meta.dir, '..');
  for (const dir of ['corpus', 'domain']) {
    for (const file of readdirSync(join(root, dir), { recursive: true }).map(String).filter((f) => f.endsWith('.ts')).sort()) {
      hash.update(file).update(readFileSync(join(root, dir, file)));
    }
  }
  return hash.digest('hex');
}

function subsetKey(subset: BuildContext['subset']): string {
  if (!subset) return '';
  return JSON.stringify(Object.entries(subset).map(([k, v]) => [k, v instanceof Set ? [...v].sort() : v]));
}

function readManifest(buildDir: string): CorpusManifest | null {
  const path = join(buildDir, 'manifest.json');
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as CorpusManifest;
  } catch {
    return null;
  }
}

/** Writes via a temporary file so a crash never leaves half a part behind. */
function writeJson(path: string, value: unknown): void {
  writeFileSync(`${path}.tmp`, JSON.stringify(value));
  renameSync(`${path}.tmp`, path);
}

export async function buildCorpus(options: BuildOptions): Promise<{ manifest: CorpusManifest; parts: Record<string, unknown>; rebuilt: string[] }> {
  const log = options.log ?? ((line: string) => process.stderr.write(line + '\n'));
  mkdirSync(options.buildDir, { recursive: true });
  const previous = readManifest(options.buildDir);
  const parts: Record<string, unknown> = {};
  const entries: SourceEntry[] = [];
  const rebuilt: string[] = [];
  let upstreamChanged = false;
  const code = importerCodeHash();

  for (const source of options.sources) {
    const inputs = source.inputs(options.dataDir);
    const files = await Promise.all(
      inputs.map(async (path) => {
        if (!existsSync(path)) throw new Error(`corpus source ${source.name}: missing input ${path} (set MORSEL_SHARED_DATA to the data folder)`);
        return { path: relative(options.dataDir, path), sha256: await sha256(path), bytes: statSync(path).size };
      }),
    );
    const key = createHash('sha256')
      .update(JSON.stringify({ v: source.version, code, files: files.map((f) => f.sha256), subset: subsetKey(options.subset) }))
      .digest('hex');
    const partPath = join(options.buildDir, `${source.name}.json`);
    const old = previous?.sources.find((s) => s.name === source.name);
    // A source that depends on earlier parts is rebuilt when any of them was.
    if (!options.force && !upstreamChanged && old?.key === key && existsSync(partPath)) {
      parts[source.name] = JSON.parse(readFileSync(partPath, 'utf8'));
      entries.push(old);
      continue;
    }
    const started = performance.now();
    log(`[corpus] building ${source.name} …`);
    let lastShown = 0;
    const ctx: BuildContext = {
      dataDir: options.dataDir,
      subset: options.subset,
      parts,
      progress: (msg, done, total) => {
        const now = performance.now();
        if (done !== undefined && total !== undefined && done < total && now - lastShown < 1000) return;
        lastShown = now;
        log(`[corpus] ${source.name}: ${msg}${done !== undefined ? ` ${done}${total !== undefined ? `/${total}` : ''}` : ''}`);
      },
    };
    const { part, manifest } = await source.build(ctx);
    writeJson(partPath, part);
    parts[source.name] = part;
    const build_ms = Math.round(performance.now() - started);
    entries.push({ name: source.name, version: source.version, key, files, ...manifest, built_at: new Date().toISOString(), build_ms });
    rebuilt.push(source.name);
    upstreamChanged = true;
    log(`[corpus] ${source.name}: ${manifest.imported} imported, excluded ${JSON.stringify(manifest.excluded)} (${(build_ms / 1000).toFixed(1)} s)`);
  }

  const manifest: CorpusManifest = {
    built_at: rebuilt.length > 0 || !previous ? new Date().toISOString() : previous.built_at,
    data_dir: options.dataDir,
    subset: options.subset !== undefined,
    sources: entries,
  };
  if (rebuilt.length > 0 || !previous) writeJson(join(options.buildDir, 'manifest.json'), manifest);
  return { manifest, parts, rebuilt };
}
