/**
 * Recipe extraction (POST /v1/recipes/extract, in-process), measured on three labelled sets: the 44
 * hand-written fixture pages (test/fixtures/recipe-pages/expected.json) and the tune and held-out halves
 * of the trimmed real pages (real-pages.json). A page passes the issue's bar with its title, ≥ 90 % of its
 * ingredient lines and ≥ 80 % of its steps (and at most 10 % extra lines). Held-out failures are counted,
 * not listed, unless --show-heldout is given (for the final report, never while changing rules).
 * Then the time to extract: a generated ~500 KB blog page (plugin markup only, and with JSON-LD), and
 * 1 MB pages of nested tables and of nested lists (bad input: the time must stay bounded).
 *
 * Run: npx bun bench/recipe-extraction.ts [iterations=50] [--show-heldout]
 */
import { args, percentile, timeit } from './lib';
import { extractRecipes } from '../src/domain/recipes/extract';
import { loadExpectations, loadRealPages, passes, scorePage, type PageExpectation, type PageScore } from '../test/helpers/recipe-page-score';

const { values, positionals } = args({
  positionals: '[iterations=50]',
  flags: { 'show-heldout': 'lists the held-out failures (for the final report, never while changing rules)' },
});
const iterations = Number(positionals[0] ?? 50);
const showHeldout = values['show-heldout'];

const FIELDS = ['title', 'ingredients', 'steps', 'steps80', 'step_names', 'yield', 'total', 'language'] as const;
const pct = (n: number, d: number) => `${n}/${d} (${((n / d) * 100).toFixed(1)} %)`;

function report(label: string, pages: PageExpectation[], listFailures: boolean) {
  const scores: PageScore[] = pages.map(scorePage);
  console.log(`${label}: ${pages.length} pages`);
  for (const k of FIELDS) console.log(`  ${k.padEnd(12)} ${pct(scores.filter((s) => s[k]).length, pages.length)}`);
  console.log(`  pass (title, ≥ 90 % ingredients, ≥ 80 % steps): ${pct(scores.filter(passes).length, pages.length)}`);
  const byLayer = new Map<string, number>();
  for (const s of scores) byLayer.set(s.recipe?.format ?? 'error', (byLayer.get(s.recipe?.format ?? 'error') ?? 0) + 1);
  console.log(`  found by layer: ${[...byLayer].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  if (!listFailures) return;
  for (const s of scores) {
    const wrong = FIELDS.filter((k) => !s[k]);
    if (wrong.length) console.log(`  wrong: ${s.file}: ${wrong.join(', ')}${s.error ? ` (${s.error.slice(0, 80)})` : ''}`);
  }
}

report('hand-written fixture pages', loadExpectations(), true);
report('real pages, tune half', loadRealPages('tune'), true);
report('real pages, held-out half', loadRealPages('heldout'), showHeldout);

/** A realistic large page: header, menus, a long post, 300 comments, scripts, then the recipe card. */
function bigPage(withJsonLd: boolean): string {
  const para = (i: number) =>
    `<p>Paragraph ${i} of the story about this recipe, with <a href="/x/${i}">a link</a>, <strong>bold words</strong> and an <em>aside</em> that goes on for a while &amp; mentions 2 cups of love.</p>`;
  const comment = (i: number) =>
    `<li class="comment" id="c${i}"><div class="comment-body"><div class="comment-author"><img src="/a/${i}.png" alt=""><cite>Reader ${i}</cite></div><div class="comment-content"><p>I made this ${i} times; my family loved it! I used ${i % 5} tsp of salt instead.</p></div><div class="reply"><a class="comment-reply-link" href="#" onclick="return reply(${i})">Reply</a></div></div></li>`;
  const ings = Array.from(
    { length: 14 },
    (_, i) =>
      `<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">${i + 1}</span> <span class="wprm-recipe-ingredient-unit">cup</span> <span class="wprm-recipe-ingredient-name">ingredient ${i}</span></li>`,
  ).join('');
  const steps = Array.from(
    { length: 8 },
    (_, i) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Do step ${i} carefully for 5 minutes.</div></li>`,
  ).join('');
  const ld = withJsonLd
    ? `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, { '@type': 'Recipe', name: 'Big Page Stew', recipeYield: ['6', '6 servings'], totalTime: 'PT1H', recipeIngredient: Array.from({ length: 14 }, (_, i) => `${i + 1} cup ingredient ${i}`), recipeInstructions: Array.from({ length: 8 }, (_, i) => ({ '@type': 'HowToStep', text: `Do step ${i}.` })) }] })}</script>`
    : '';
  let html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Big Page Stew - A Food Blog</title>${ld}<style>${'.a{color:red}'.repeat(2000)}</style><script>${'var x=1;'.repeat(3000)}</script></head><body><header><nav><ul>${Array.from({ length: 80 }, (_, i) => `<li><a href="/c/${i}">Category ${i}</a></li>`).join('')}</ul></nav></header><main><article><h1 class="entry-title">Big Page Stew</h1>`;
  let i = 0;
  while (html.length < 250_000) html += para(i++);
  html += `<div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Big Page Stew</h2><div class="wprm-recipe-servings-container">Servings <span class="wprm-recipe-servings">6</span> people</div><div class="wprm-recipe-total-time-container">Total Time 1 hr</div><div class="wprm-recipe-ingredients-container">${ings}</div><div class="wprm-recipe-instructions-container">${steps}</div></div></div></article><section id="comments"><ol class="comment-list">`;
  let c = 0;
  while (html.length < 500_000) html += comment(c++);
  return `${html}</ol></section></main><footer>${'<p>Footer</p>'.repeat(50)}</footer></body></html>`;
}

/** Bad input: 1 MB of tables nested inside tables (each cell opens the next), with a recipe by headings at the end. */
export function nestedTablesPage(bytes = 1_000_000): string {
  const open = '<table><tr><td class="cell">Ingredients of the layout<br>';
  const head = '<!DOCTYPE html><html lang="en"><body>';
  const tail = '<h2>Ingredients</h2><ul><li>1 egg</li><li>salt</li></ul><h2>Method</h2><ol><li>Boil the egg.</li></ol></body></html>';
  return head + open.repeat(Math.floor((bytes - head.length - tail.length) / open.length)) + tail;
}

/** Bad input: 1 MB of lists nested inside list items, with a JSON-LD step of two lines (each item is compared with it). */
function nestedListsPage(bytes = 1_000_000): string {
  const ld = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Egg', recipeIngredient: ['1 egg', 'salt'], recipeInstructions: [{ '@type': 'HowToStep', text: 'Boil the egg for ten minutes.\nPeel it under cold water.' }] })}</script>`;
  const open = '<ul><li>An item of the layout, nested<br>';
  return `<!DOCTYPE html><html lang="en"><head>${ld}</head><body>${open.repeat(Math.floor(bytes / open.length))}</body></html>`;
}

async function time(label: string, html: string) {
  const t = await timeit(iterations, () => extractRecipes({ html }), 3);
  // CPU time of the thread as well: on a shared, loaded machine wall time mostly measures waiting for a core.
  const cpu: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const c = process.cpuUsage();
    extractRecipes({ html });
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  console.log(
    `${(Buffer.byteLength(html) / 1024).toFixed(0)} KB ${label}, ${iterations} runs: wall p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms; CPU p50 ${percentile(cpu, 50).toFixed(1)} ms, max ${cpu[cpu.length - 1]!.toFixed(1)} ms`,
  );
}

for (const withJsonLd of [false, true]) {
  const html = bigPage(withJsonLd);
  const r = extractRecipes({ html }).recipe;
  if (r.ingredients.length !== 14 || r.instructions[0]?.steps.length !== 8) throw new Error(`big page extracted wrongly: ${r.ingredients.length} ingredients`);
  await time(`blog page (${withJsonLd ? 'JSON-LD' : 'plugin markup only'}; target p50 ≤ 20 ms)`, html);
}
const tables = nestedTablesPage();
const tr = extractRecipes({ html: tables }).recipe;
if (tr.ingredients.join('|') !== '1 egg|salt') throw new Error(`nested tables page extracted wrongly: ${tr.ingredients.join('|')}`);
await time('page of nested tables (bad input)', tables);
const lists = nestedListsPage();
const lr = extractRecipes({ html: lists }).recipe;
if (lr.instructions[0]?.steps.length !== 2) throw new Error('nested lists page extracted wrongly');
await time('page of nested lists with a two-line JSON-LD step (bad input)', lists);
