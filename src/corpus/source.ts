/**
 * The contract every corpus importer follows. A source names its input files (their hashes key
 * the build), and turns them into a JSON-serialisable part plus manifest counts.
 */

export interface BuildContext {
  dataDir: string;
  progress(msg: string, done?: number, total?: number): void;
  /** Optional subset for fast test corpora. */
  subset?: {
    usda?: Set<string>;
    offCodes?: Set<string>;
    recipes?: Set<string>;
    limitProducts?: number;
    /** Source codes per world table (`usda-fndds`, `ciqual`, `cnf`, `ifct`); a table absent here imports nothing in a subset build. */
    world?: Record<string, string[]>;
  };
  /** Parts already built earlier in the same build, by source name. */
  parts: Record<string, unknown>;
}

export interface SourceManifest {
  files: { path: string; sha256: string; bytes: number }[];
  imported: number;
  excluded: Record<string, number>;
  notes?: string[];
}

export interface CorpusSource<T> {
  name: string;
  /** Bump when the importer's output changes, so existing builds are rebuilt. */
  version: string;
  inputs(dataDir: string): string[];
  /** Top-level fields of the part a start need not parse: kept in files of their own, parsed on first use (deferred-fields.ts). */
  deferred?: readonly string[];
  build(ctx: BuildContext): Promise<{ part: T; manifest: Omit<SourceManifest, 'files'> }>;
}
