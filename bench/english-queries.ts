/**
 * The English relevance labels: bench/data/food-queries/, one labelled query a line in files of a
 * few sets each, read in the order of their first set (its README.md says how each set was written and labelled).
 * Checkouts before 2026-12-01 hold them as one file, bench/data/food-queries.json, read there when
 * the folder is absent: fresh-answers.ts is copied with this file into such checkouts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnglishQuery } from './judges';

const DATA = join(import.meta.dir, 'data');
const FOLDER = join(DATA, 'food-queries');

const firstSet = (file: string) => Number(/(\d+)\.jsonl$/.exec(file)?.[1] ?? 0);

function read(): EnglishQuery[] {
  if (!existsSync(FOLDER)) return (JSON.parse(readFileSync(join(DATA, 'food-queries.json'), 'utf8')) as { queries: EnglishQuery[] }).queries;
  return (
    readdirSync(FOLDER)
      .filter((f) => f.endsWith('.jsonl'))
      // By the first set each file holds: from-set-107 after from-set-89.
      .sort((a, b) => firstSet(a) - firstSet(b))
      .flatMap((f) =>
        readFileSync(join(FOLDER, f), 'utf8')
          .split('\n')
          .filter((line) => line.trim())
          .map((line) => JSON.parse(line) as EnglishQuery),
      )
  );
}

export const englishQueries: readonly EnglishQuery[] = read();
