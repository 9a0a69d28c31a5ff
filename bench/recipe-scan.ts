/**
 * A rough scan of recipe extraction over saved pages of sites in no labelled set: hhursev/recipe-scrapers'
 * test data (MIT; fetch the repository and pass its tests/test_data folder), one page per site, each read
 * with extractRecipes and compared with that project's expected JSON: the same title, ≥ 90 % of its
 * ingredient lines and ≥ 80 % of its steps, lines compared by letters and digits only (its conventions
 * differ from our labels: step titles listed as steps, "Step 1" lines, normalised units). A diagnostic
 * for finding failures by kind, not a figure of the product: its expectations are not our labels.
 * Sites of the labelled real-page set are left out (held-out sites always, tune sites with --no-tune).
 * `--exclude <file>` leaves out the sites it lists too (one a line: sites being labelled, never to be read).
 * `--stripped` reads each page without its structured data (JSON-LD scripts and microdata
 * attributes removed): how the markup, plugin and heading layers fare on their own.
 *
 * Run: npx bun bench/recipe-scan.ts <recipe-scrapers>/tests/test_data [--page 1|2] [--stripped] [--fails] [--exclude <file>]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { extractRecipes } from '../src/domain/recipes/extract';
import { IMPORT_LIMITS } from '../src/domain/recipes/recipe-import-limits';
import { loadRealPages } from '../test/helpers/recipe-page-score';
import { args } from './lib';

const { values, positionals } = args({
  positionals: '<test_data folder>',
  flags: {
    fails: 'lists each page that does not agree',
    'no-tune': 'leaves out the labelled tune sites too',
    stripped: 'reads each page without its JSON-LD and microdata',
  },
  options: {
    page: { default: 1, description: "which of a site's saved pages (1 = the first by name)" },
    exclude: { default: '', description: 'a file of sites to leave out too, one a line (e.g. sites being labelled)' },
  },
});
const dir = positionals[0];
if (!dir || !existsSync(dir)) throw new Error('pass the path of recipe-scrapers tests/test_data');

const labelled = loadRealPages();
const skip = new Set(labelled.filter((p) => p.half === 'heldout' || values['no-tune']).map((p) => p.site));
if (values.exclude) {
  for (const line of readFileSync(values.exclude, 'utf8').split('\n')) if (line.trim()) skip.add(line.trim());
}
const key = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^(?:step\s*)?\d{1,2}\s*[.:)-]?\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
const share = (expected: string[], got: string[]) => {
  const have = new Set(got.map(key));
  return expected.length ? expected.filter((e) => have.has(key(e))).length / expected.length : 1;
};

/** The page without its structured data: JSON-LD scripts and microdata attributes. */
const withoutStructuredData = (html: string) =>
  html
    .replace(/<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/\s(?:itemscope|itemprop|itemtype)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/gi, '');

let agree = 0;
let total = 0;
const byKind = new Map<string, number>();
for (const site of readdirSync(dir).sort()) {
  if (skip.has(site) || !statSync(join(dir, site)).isDirectory()) continue;
  const page = readdirSync(join(dir, site))
    .filter((f) => f.endsWith('.testhtml'))
    .sort()[values.page - 1];
  const expectedFile = page && join(dir, site, page.replace(/\.testhtml$/, '.json'));
  if (!page || !expectedFile || !existsSync(expectedFile)) continue;
  const raw = readFileSync(join(dir, site, page), 'utf8');
  if (!raw.trim() || Buffer.byteLength(raw) > IMPORT_LIMITS.max_html_bytes) continue;
  const html = values.stripped ? withoutStructuredData(raw) : raw;
  const e = JSON.parse(readFileSync(expectedFile, 'utf8')) as { title?: string; ingredients?: unknown; instructions_list?: unknown };
  const lines = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  total++;
  let kind: string;
  try {
    const r = extractRecipes({ html }).recipe;
    // Their step lists carry our step titles as lines of their own; those are not steps missed.
    const titles = new Set(r.instructions.flatMap((g) => [g.name ?? '', ...g.steps.map((s) => s.name ?? '')]).map(key));
    const steps = lines(e.instructions_list).filter((x) => key(x) && !titles.has(key(x)) && !/^step\d*$/.test(key(x)));
    const wrong = [
      key(r.name ?? '') !== key(e.title ?? '') && 'title',
      share(lines(e.ingredients), r.ingredients) < 0.9 && 'ingredients',
      share(
        steps,
        r.instructions.flatMap((g) => g.steps.map((s) => s.step)),
      ) < 0.8 && 'steps',
    ].filter(Boolean);
    kind = wrong.length ? wrong.join('+') : 'agrees';
  } catch (err) {
    kind = `error: ${(err as Error).message.slice(0, 40)}`;
  }
  if (kind === 'agrees') agree++;
  else if (values.fails) console.log(`${site}/${page}: ${kind}`);
  byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
}
console.log(
  `${total} pages (page ${values.page} of each site${values.stripped ? ', without structured data' : ''}): ${agree} agree (${((agree / total) * 100).toFixed(1)} %)`,
);
for (const [k, n] of [...byKind].sort((a, b) => b[1] - a[1])) if (k !== 'agrees') console.log(`  ${k}: ${n}`);
