/**
 * Ingredient-line parser accuracy on bench/data/ingredient-lines.jsonl (labelled by hand, many
 * cuisines and writing styles), for our parser and the npm parsers `parse-ingredient` and
 * `recipe-ingredient-parser-v3`, plus gram resolution for the lines labelled with a USDA SR28 food.
 *
 * Labelling conventions (src/domain/language/ingredient-line.ts): quantity is the lower bound, null when
 * none is written; unit is our canonical name, null for bare counts; name is lower case without
 * quantity, unit, size and kitchen actions ("chopped", "melted", "boneless"), keeping states that
 * change nutrition ("cooked", "dried", "frozen"); "juice of 1 lemon" → "lemon juice"; a container
 * with a written size ("2 (14.5 oz) cans") has the container as unit.
 *
 * Fair mapping of the other parsers: their unit ids go through our own alias table (`findUnit`:
 * "tablespoon" → tbsp, "fluid ounce" → fl_oz, "box" → package); sizes they report as units
 * (large, medium, small) count as no unit; "dozen" multiplies by 12. Names of every parser get the
 * same normalisation: lower case, text from the first comma and parentheticals dropped.
 * "Name (lenient)" accepts a predicted name that contains the expected one ("chopped onion" ⊇ "onion").
 *
 * Splits: "development" lines were written first and used while building the parser, so its figures
 * there are optimistic by construction. "holdout" lines were written afterwards with labels fixed
 * before the parser saw them. First run on the holdout: quantity 98.3 %, unit 96.7 %, qty+unit
 * 95.0 %, name 93.4 %, all three 92.6 % (parse-ingredient 79.3 / 72.7 / 71.9, recipe-ingredient-
 * parser-v3 66.9 / 58.7 / 55.4). Its misses led to general fixes (abbreviated sizes "lg." "med.",
 * German/French spoon abbreviations "EL" "cs", "a 2-inch piece of", a preparation after a
 * name-first measure, "freshly cracked"), so later holdout figures are optimistic too; the honest
 * number for unseen text is nearer the first run. "holdout-2" was written before the rules it tests:
 * 24 English lines (first run qty+unit 41.7 %, name 8.3 %) before eight
 * rules drawn from recipe-scrapers' saved lines (a measure word with no number, "3 medium or 2
 * large", a qualifier before the number, "packed" before the unit, checkbox glyphs, "2 - 15 oz
 * cans", an amount restated in the other system, a count before a dimension, "½ a lemon"), and
 * 26 lines in Portuguese, Spanish, French, German, Polish, Swedish, Norwegian and Italian before
 * their measure words, ranges and "1 e 1/2" were added, and 13 lines before preparation words of
 * those languages were ("1 cebolla picada"; "carne picada" is minced meat); labelled first, each in
 * words of its own.
 * "tune-3" and "holdout-3" (2026-11-29) are 150 lines written before any rule they led to: 145
 * from recipe-scrapers' saved test pages of 145 sites the earlier splits had not drawn on (US, UK,
 * Australian and New Zealand, Indian; unicode fractions, amounts restated in the other system,
 * cans with sizes, ranges, "to taste", notes in brackets; Swedish, German, French, Italian,
 * Polish, Norwegian, Portuguese, Spanish, Dutch and Danish lines) and 5 Chinese lines of
 * howtocook.recipes.jsonl, labelled by hand before the parser was run on them. The split is the
 * FNV-1a hash of the line (even: tune-3, 74 lines; odd: holdout-3, 76). Rules were drawn from
 * tune-3's misses only; holdout-3's lines and predictions were never read, its figures only.
 * Units the table lacks are labelled with what they measure ("1 krm" is 1 ml, "bicchiere" a glass,
 * "brick" of cream cheese a block, "plakjes" slices). First run: tune-3 quantity 100.0 %, unit
 * 97.3 %, qty+unit 97.3 %, name 90.5 %, all three 90.5 %; holdout-3 97.4 / 96.1 / 94.7 / 90.8 /
 * 90.8 %. tune-3's seven misses led to five general rules (Dutch diminutive measures and the
 * Romance-language glass, other languages' cut shapes "en dados" "a dadini" "in Würfel", a comment
 * before the name "to taste:" "additional", a list of varieties before "or", a colour after the
 * alternative word) that took tune-3 to 100 % on all five figures and left holdout-3 exactly at its
 * first run: its misses are of other kinds, and its first run is the number for unseen text. No
 * label was changed after the parser ran.
 * "tune-4" and "holdout-4" (2026-11-29) are 176 more lines written before any rule they led to,
 * chosen for what makes the name hard: 146 English lines of recipe-scrapers' saved test pages,
 * at most one a site and none already in the set (exact string), drawn by kind (an "or" between
 * foods, "and" inside a name, notes in brackets, "divided" and "plus more for …", sizes and
 * states, cans and packages with sizes, brand names, long lines, two amounts), 26 lines of its
 * German, Dutch, Swedish, Norwegian, Danish, French, Italian, Spanish, Portuguese and Polish sites
 * and 4 Chinese lines of howtocook.recipes.jsonl; two lines whose label was a coin toss ("2 bifes
 * de filé …", "gęstej, kwaśnej śmietany") were left out. Labelled by hand before the parser ran on
 * them; brand names written in the name stay in it ("cabot seriously sharp cheddar cheese"); "X or
 * Y" names X with the shared head ("dry ziti or rigatoni pasta" → "dry ziti pasta"); "fresh" that
 * means freshly ground or squeezed ("fresh black pepper", "fresh squeezed lemon juice") is
 * preparation; a pot of herbs ("potte") is a jar, as Dutch "potje" is. Split by FNV-1a of the line
 * (even: tune-4, 80 lines; odd: holdout-4, 96). Rules are drawn from tune-4's misses only;
 * holdout-4's lines and predictions are never read (--split holdout-4 is refused), its figures
 * only. First run: tune-4 quantity 98.8 %, unit 95.0 %, qty+unit 95.0 %, name 76.3 %, all three
 * 76.3 %; holdout-4 95.8 / 92.7 / 91.7 / 82.3 / 82.3 %. Service resolution on the 1,181 lines
 * (hybrid) 81.6 %. tune-4's misses led to general rules (a describing word before "or" answers
 * the word after it; trimming words inside a name; "fresh" before a spice sold only dried; German
 * plural endings in brackets, a unit written twice, "each" after the unit, Chinese count words and
 * a comma after them; other languages' comments, skin or shell, each piece's weight, sizes before
 * the food, a temperature after a liquid and "or" before an amount; colours listed with "and")
 * that took tune-4 to quantity 100 %, unit 100 %, qty+unit 100 %, name 98.8 %, all three 98.8 %
 * (the one miss left, "Pfeffer aus der Mühe", has a misspelt "Mühle" no rule should match) and
 * holdout-4 to 95.8 / 92.7 / 91.7 / 83.3 / 83.3 %: one name more than its first run, so its misses
 * are mostly of other kinds and its first run stays the number for unseen text. Service resolution
 * 81.6 → 82.4 %. No tune-4 or holdout-4 label was changed after the parser ran.
 * Until 2026-11-29 (seventh session) every line was scored with the Latin-script parser, though the
 * service reads lines in Chinese script with the Chinese one (parseAnyLine, src/ops/ingredients.ts);
 * scored as the service reads them, holdout-3 is 98.7 / 97.4 / 96.1 / 92.1 / 92.1 % and holdout-4
 * 97.9 / 94.8 / 93.8 / 85.4 / 85.4 % (the figures above are the Latin parser's).
 * "tune-5" and "holdout-5" (2026-11-29) are 208 lines in Japanese (119) and Korean (89), written
 * and labelled by hand before any rule for them: the Japanese from recipe-scrapers' saved pages
 * (cookpad, delishkitchen) and the recipe pages saved as tests of psyark/recipebot (orangepage,
 * lettuceclub, kurashiru, kikkoman, ajinomoto park, dancyu, foodie, macaroni, nadia, S&B,
 * sirogohan, cookpad), written as the pages show them ("名前 量", "名前……量", "名前…量", a group
 * mark "(A)" "★" "【Ａ】" before the name, a note in brackets after it); the Korean from public
 * Korean recipe data (the agricultural recipe set served by fridge-project, the food-safety
 * ministry's COOKRCP01 "고구마 100g(2/3개)" and a 10000recipe page), "이름 양". Conventions:
 * 小さじ/작은술/t are tsp, 大さじ/큰술/T tbsp; カップ and 컵 are the 200 ml cup of both kitchens,
 * labelled jp_cup (a US cup would weigh them 18 % heavy); 個 本 玉 切れ 尾 and 개 마리 알 장 are
 * pieces (a slice for bacon and cheese), 丁 and 모 of tofu a block, かけ 片 쪽 톨 of garlic a clove
 * (of ginger a knob), 대 뿌리 줄기 of a green onion or celery a stalk, 줌 a handful, 공기 a bowl,
 * パック 袋 봉지 a package; 適量 少々 適宜 약간 적당량 조금 have no quantity; "みじん切り", "おろし",
 * "다진" are preparation and the food the name ("にんにくのみじん切り" → にんにく); names stay in
 * their script. Split by FNV-1a of the line (even: tune-5, 99 lines; odd: holdout-5, 109). Rules
 * are drawn from tune-5's misses only; holdout-5's lines and predictions are never read
 * (--split holdout-5 is refused), its figures only. First run: tune-5 quantity 34.3 %, unit 23.2 %,
 * qty+unit 23.2 %, name 47.5 %, all three 17.2 %; holdout-5 32.1 / 20.2 / 20.2 / 42.2 / 11.0 %.
 * Service resolution on the 1,389 lines (hybrid) 72.4 %. A reader of its own for Japanese and
 * Korean (src/domain/language/ja-ko-ingredients.ts; measure words, spoons before the number,
 * full-width digits, ranges, mixed numbers, 半分 and 반, vague amounts, group marks, preparation in
 * the name) took tune-5 to 100 % on all five figures and holdout-5 to 97.2 / 97.2 / 96.3 / 97.2 /
 * 94.5 %; older splits unchanged; service resolution 72.4 → 77.2 % (older splits' shares
 * unchanged; tune-5 41.7 → 45.6 %, holdout-5 44.7 → 57.3 % of the lines with an amount: most
 * Japanese and Korean names do not resolve yet). The lines of both halves were read while labelling
 * them, before the reader was written, so holdout-5 is unseen by the parser, not by its author.
 * "holdout-6" (2026-11-29) is 101 more Japanese (49) and Korean (52) lines, held out whole, written
 * and labelled before the lexicon rules they test, from pages no earlier split drew on: psyark/
 * recipebot's saved pages whose names no earlier line shares (buzzfeed jp, dancyu, delishkitchen,
 * macaroni, ajinomoto park; the one found to share a line was dropped), hackmylife/RecipeBook's
 * cookpad test page, and Korean blog recipes saved by frame-creator/flutter_my_recipe_app ("고춧가루
 * 1,5큰술", "1 큰 술", "스푼", "1인분", "포기" a head); lines already in the set were left out. Same
 * conventions as tune-5 (枚 of sliced ginger a slice, 스푼 a tablespoon, 끓는 and 다진 preparation).
 * First run: quantity 95.0 %, unit 84.2 %, qty+unit 84.2 %, name 96.0 %, all three 81.2 %; service
 * resolution (lexical) 37.4 % of its 91 lines with an amount. The rules that followed, drawn from
 * tune-5's unresolved lines and the tables (the everyday Japanese and Korean pantry in the reviewed
 * lexicons, each English checked to link the right food; a Japanese or Korean name read by its
 * English name with a qualifier before, inside or after it, "有塩バター" salted butter, after
 * search; 長ねぎ/대파 the Welsh onion; a Japanese cut 切れ weighed as a slice, never a whole fish;
 * laver counted in sheets; ginger the root the tables weigh by the teaspoon), took lexical resolution
 * of lines with an amount to tune-5 45.6 → 65.6 % (the cut rule took two wrong weights of 2.3 and
 * 3.1 kg away), holdout-5 57.3 → 68.0 %, holdout-6 37.4 → 48.4 %, the earlier splits unchanged. Parsing is unchanged. holdout-6's author chose the
 * pantry too, and some of its names are pantry words, so its gain reads a little optimistic.
 *
 * Grams: each labelled line is parsed and resolved against the named SR28 food's household portions
 * (read from MORSEL_SHARED_DATA or ../../shared/data); correct within 2 %, or null where the label is null.
 *
 * Service resolution: every labelled line is asked of GET /v1/compute-nutrition on the served
 * corpus (bench/served.ts: parse, name resolution, grams from evidence); the share
 * resolved to grams with evidence (target ≥ 90 % of all lines; lines with no amount cannot resolve).
 * `--unresolved` lists the rest with their reasons. MORSEL_EMBEDDING_MODEL=none for lexical only.
 *
 * Run: npx bun bench/parser-accuracy.ts [--failures] [--split <name>] [--unresolved]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseIngredient } from 'parse-ingredient';
import { parse as parseRip } from 'recipe-ingredient-parser-v3';
import { parseAnyLine } from '../src/ops/ingredients';
import { findUnit } from '../src/domain/language/units';
import { resolveGrams } from '../src/domain/language/grams';
import type { Portion } from '../src/domain/foods/food';
import { args } from './lib';
import { served } from './served';

const opt = args({
  flags: { failures: 'lists the lines parsed or weighed wrong', unresolved: 'lists the lines the service did not resolve, with the reasons' },
  options: {
    split: {
      description:
        'with --failures or --unresolved: list only this split (default: all but holdout-3, holdout-4, holdout-5 and holdout-6, whose misses are never listed)',
      value: '<development|holdout|holdout-2|tune-3|tune-4|tune-5>',
    },
  },
}).values;
// holdout-3 to holdout-6 measure unseen text only while their lines stay unread.
const HELD_OUT = new Set(['holdout-3', 'holdout-4', 'holdout-5', 'holdout-6']);
if (opt.split && HELD_OUT.has(opt.split)) throw new Error(`${opt.split}'s misses are not listed: its figures are read, never its lines`);

interface Labelled {
  /**
   * development: used while building the parser; holdout: written afterwards, labels fixed before the parser saw them;
   * holdout-2, tune-3, holdout-3, tune-4, holdout-4, tune-5, holdout-5: written before the rules they test (tune-3's,
   * tune-4's and tune-5's misses read, holdout-3's, holdout-4's and holdout-5's never); holdout-6: held out whole.
   */
  split: 'development' | 'holdout' | 'holdout-2' | 'tune-3' | 'holdout-3' | 'tune-4' | 'holdout-4' | 'tune-5' | 'holdout-5' | 'holdout-6';
  line: string;
  quantity: number | null;
  quantity_max: number | null;
  unit: string | null;
  name: string;
  preparation: string | null;
  grams?: { ndb: string; grams: number | null };
}

interface Prediction {
  quantity: number | null;
  quantity_max: number | null;
  unit: string | null;
  name: string;
  preparation?: string | null;
}

const data: Labelled[] = readFileSync(join(import.meta.dir, 'data/ingredient-lines.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l));

function canonicalUnit(id: string | null | undefined): { unit: string | null; multiplier: number } {
  if (!id) return { unit: null, multiplier: 1 };
  const t = id.toLowerCase();
  if (['large', 'medium', 'small', 'q.b.'].includes(t)) return { unit: null, multiplier: 1 };
  if (t === 'dozen') return { unit: null, multiplier: 12 };
  return { unit: findUnit(id)?.name ?? t, multiplier: 1 };
}

// The service's own dispatch: lines in Chinese script go to the Chinese line parser.
const ours = (line: string): Prediction => parseAnyLine(line);

function parseIngredientAdapter(line: string): Prediction {
  const r = parseIngredient(line)[0];
  if (!r) return { quantity: null, quantity_max: null, unit: null, name: '' };
  const u = canonicalUnit(r.unitOfMeasureID);
  return {
    quantity: r.quantity === null ? null : r.quantity * u.multiplier,
    quantity_max: r.quantity2 === null ? null : r.quantity2 * u.multiplier,
    unit: u.unit,
    name: r.description,
  };
}

function ripAdapter(line: string): Prediction {
  try {
    const r = parseRip(line, 'eng') as {
      quantity: number | string | null;
      unit: string | null;
      ingredient: string;
      minQty?: number | string;
      maxQty?: number | string;
    };
    const u = canonicalUnit(r.unit);
    const q = r.quantity === null || r.quantity === undefined || r.quantity === '' || Number(r.quantity) === 0 ? null : Number(r.quantity) * u.multiplier;
    const max = r.maxQty !== undefined && Number(r.maxQty) > Number(r.minQty ?? r.quantity) ? Number(r.maxQty) * u.multiplier : null;
    return { quantity: Number.isFinite(q as number) ? q : null, quantity_max: max, unit: u.unit, name: r.ingredient ?? '' };
  } catch {
    return { quantity: null, quantity_max: null, unit: null, name: '' };
  }
}

function normName(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\([^)]*\)?/g, ' ')
    .split(',')[0]!
    .replace(/^\s*(?:of|the)\s+/, '')
    .replace(/[.;:!*]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function normPrep(s: string | null | undefined): string {
  return (s ?? '')
    .toLowerCase()
    .replace(/(\d)\s+(?=[a-z])/g, '$1')
    .split(/\s*,\s*/)
    .map((x) =>
      x
        .replace(/\s*\/\s*/g, '/')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .sort()
    .join('|');
}

const close = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) <= 0.01 * Math.max(1, Math.abs(b)));

interface Score {
  quantity: number;
  unit: number;
  qu: number;
  name: number;
  lenient: number;
  all: number;
  prep: number;
}

/** Scores `set`; the misses among `listed` (default all of `set`) go to `failures`. */
function evaluate(fn: (line: string) => Prediction, set: Labelled[], failures?: string[], listed?: Labelled[]): Score {
  const shown = new Set(listed ?? set);
  const s: Score = { quantity: 0, unit: 0, qu: 0, name: 0, lenient: 0, all: 0, prep: 0 };
  for (const d of set) {
    const p = fn(d.line);
    const q = close(p.quantity, d.quantity) && close(p.quantity_max, d.quantity_max);
    const u = (p.unit ?? null) === d.unit;
    const predicted = normName(p.name);
    const n = predicted === normName(d.name);
    const lenient = n || (predicted.length > 0 && ` ${predicted} `.includes(` ${normName(d.name)} `));
    s.quantity += +q;
    s.unit += +u;
    s.qu += +(q && u);
    s.name += +n;
    s.lenient += +lenient;
    s.all += +(q && u && n);
    if (p.preparation !== undefined) s.prep += +(normPrep(p.preparation) === normPrep(d.preparation));
    if (failures && !(q && u && n) && shown.has(d)) {
      failures.push(
        `${JSON.stringify(d.line)}\n    want ${d.quantity}${d.quantity_max !== null ? `-${d.quantity_max}` : ''} ${d.unit} | ${d.name}\n    got  ${p.quantity}${p.quantity_max !== null ? `-${p.quantity_max}` : ''} ${p.unit} | ${p.name}`,
      );
    }
  }
  return s;
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`.padStart(8);

const failures: string[] = [];
const parsers: [string, (line: string) => Prediction, boolean][] = [
  ['morsel (ours)', ours, true],
  ['parse-ingredient 3.0.0', parseIngredientAdapter, false],
  ['recipe-ingredient-parser-v3 1.5.0', ripAdapter, false],
];

console.log(`\nIngredient-line parsing (bench/data/ingredient-lines.jsonl)`);
for (const [title, set] of [
  ['all lines', data],
  ['development split', data.filter((d) => d.split === 'development')],
  ['holdout split (written after development)', data.filter((d) => d.split === 'holdout')],
  ['holdout-2 split (written 2026-11-29 before the rules they test)', data.filter((d) => d.split === 'holdout-2')],
  ['tune-3 split (written 2026-11-29 before the rules they test; misses read)', data.filter((d) => d.split === 'tune-3')],
  ['holdout-3 split (written 2026-11-29 with tune-3; figures only, misses never read)', data.filter((d) => d.split === 'holdout-3')],
  ['tune-4 split (written 2026-11-29 before the rules they test; misses read)', data.filter((d) => d.split === 'tune-4')],
  ['holdout-4 split (written 2026-11-29 with tune-4; figures only, misses never read)', data.filter((d) => d.split === 'holdout-4')],
  ['tune-5 split (Japanese and Korean, written 2026-11-29 before the rules they test; misses read)', data.filter((d) => d.split === 'tune-5')],
  ['holdout-5 split (Japanese and Korean, written 2026-11-29 with tune-5; figures only, misses never read)', data.filter((d) => d.split === 'holdout-5')],
  ['holdout-6 split (Japanese and Korean, other pages, written before the lexicon rules; figures only)', data.filter((d) => d.split === 'holdout-6')],
] as [string, Labelled[]][]) {
  const N = set.length;
  const listed = title === 'all lines' ? set.filter((d) => (opt.split ? d.split === opt.split : !HELD_OUT.has(d.split))) : null;
  const rows = parsers.map(
    ([label, fn, hasPrep]) => [label, evaluate(fn, set, listed && label.startsWith('morsel') ? failures : undefined, listed ?? undefined), hasPrep] as const,
  );
  console.log(`\n${title}: ${N} lines`);
  console.log(
    `${'parser'.padEnd(36)}${'quantity'.padStart(9)}${'unit'.padStart(9)}${'qty+unit'.padStart(9)}${'name'.padStart(9)}${'all 3'.padStart(9)}${'name≈'.padStart(9)}${'prep'.padStart(9)}`,
  );
  for (const [label, s, hasPrep] of rows) {
    console.log(
      `${label.padEnd(36)}${pct(s.quantity, N)} ${pct(s.unit, N)} ${pct(s.qu, N)} ${pct(s.name, N)} ${pct(s.all, N)} ${pct(s.lenient, N)} ${hasPrep ? pct(s.prep, N) : '     n/a'}`,
    );
  }
  const o = rows[0]![1];
  const beats = rows.slice(1).every(([, s]) => o.quantity > s.quantity && o.unit > s.unit && o.qu > s.qu && o.name > s.name && o.all > s.all);
  console.log(
    `targets: qty+unit ≥ 97 %: ${o.qu / N >= 0.97 ? 'met' : 'MISSED'}; name ≥ 90 %: ${o.name / N >= 0.9 ? 'met' : 'MISSED'}; beats both on every figure: ${beats ? 'yes' : 'NO'}`,
  );
}

// ---------------------------------------------------------------- grams against SR28 household portions

function srFields(line: string): string[] {
  return line
    .replace(/\r$/, '')
    .split('^')
    .map((f) => (f.startsWith('~') && f.endsWith('~') ? f.slice(1, -1) : f));
}

const dataDir = process.env.MORSEL_SHARED_DATA ?? resolve(import.meta.dir, '../../shared/data');
const gramsSet = data.filter((d) => d.grams);
try {
  const want = new Set(gramsSet.map((d) => d.grams!.ndb));
  const names = new Map<string, string>();
  const portions = new Map<string, Portion[]>();
  const latin1 = (f: string) => new TextDecoder('latin1').decode(readFileSync(join(dataDir, 'usda/sr28', f)));
  for (const l of latin1('FOOD_DES.txt').split('\n')) {
    const f = srFields(l);
    if (want.has(f[0]!)) names.set(f[0]!, f[2]!);
  }
  for (const l of latin1('WEIGHT.txt').split('\n')) {
    const f = srFields(l);
    if (!want.has(f[0]!)) continue;
    const list = portions.get(f[0]!) ?? [];
    list.push({ seq: f[1]!, amount: Number(f[2]), measure: f[3]!, grams: Number(f[4]) });
    portions.set(f[0]!, list);
  }
  let ok = 0;
  let within10 = 0;
  const gramFailures: string[] = [];
  for (const d of gramsSet) {
    const food = { name: names.get(d.grams!.ndb) ?? d.grams!.ndb, portions: portions.get(d.grams!.ndb) ?? [], nutrition_basis: '100g' as const };
    const r = resolveGrams(parseAnyLine(d.line), food);
    const expected = d.grams!.grams;
    const good = expected === null ? r.grams === null : r.grams !== null && Math.abs(r.grams - expected) <= 0.02 * expected;
    const near = expected === null ? r.grams === null : r.grams !== null && Math.abs(r.grams - expected) <= 0.1 * expected;
    ok += +good;
    within10 += +near;
    if (!good)
      gramFailures.push(
        `${JSON.stringify(d.line)} (${food.name}): want ${expected} g, got ${r.grams === null ? `null (${r.reason})` : `${r.grams.toFixed(2)} g via ${r.evidence.method}${r.evidence.portion ? ` '${r.evidence.portion.measure}'` : ''}`}`,
      );
  }
  console.log(`\nGrams from SR28 household portions, correct food given: ${gramsSet.length} labelled lines`);
  console.log(`${'within 2 % (null where no evidence)'.padEnd(40)}${pct(ok, gramsSet.length)}`);
  console.log(`${'within 10 %'.padEnd(40)}${pct(within10, gramsSet.length)}`);
  if (opt.failures) for (const f of gramFailures) console.log(`  ${f}`);
} catch (err) {
  console.log(`\nGrams: skipped (SR28 not readable under ${dataDir}: ${(err as Error).message})`);
}

// ---------------------------------------------------------------- resolution through the service
{
  // Each line asked of GET /v1/compute-nutrition on the served corpus (bench/served.ts).
  const service = await served({ semantic: process.env.MORSEL_EMBEDDING_MODEL !== 'none', progress: false });
  interface Line {
    quantity: number | null;
    food: { name: string } | null;
    grams: number | null;
    evidence?: { method: string };
    reason?: string;
  }
  const byMethod: Record<string, number> = {};
  const unresolved: string[] = [];
  let resolved = 0;
  let withAmount = 0;
  let resolvedWithAmount = 0;
  /** Lines with an amount, and of them resolved, per split: the figure stays comparable as splits are added. */
  const bySplit = new Map<string, { amount: number; resolved: number }>();
  for (const d of data) {
    // A line nothing resolves answers 404 (no line could be weighed): unresolved.
    const answer = await service.ask<{ lines?: Line[]; message?: string }>(`/v1/compute-nutrition?ingredients=${encodeURIComponent(d.line)}`);
    const r = answer.body.lines?.[0] ?? { quantity: parseAnyLine(d.line).quantity, food: null, grams: null, reason: answer.body.message };
    const amount = r!.quantity !== null;
    withAmount += +amount;
    const split = bySplit.get(d.split) ?? { amount: 0, resolved: 0 };
    bySplit.set(d.split, split);
    split.amount += +amount;
    split.resolved += +(amount && r!.grams !== null && r!.evidence !== undefined);
    if (r!.grams !== null && r!.evidence) {
      resolved++;
      resolvedWithAmount += +amount;
      byMethod[r!.evidence.method] = (byMethod[r!.evidence.method] ?? 0) + 1;
    } else if (opt.split ? d.split === opt.split : !HELD_OUT.has(d.split))
      unresolved.push(`${JSON.stringify(d.line)} → ${r!.food ? r!.food.name : '(no food)'}: ${r!.reason ?? ''}`);
  }
  const search = service.catalog.search;
  console.log(
    `\nResolved to grams with evidence through GET /v1/compute-nutrition on the served corpus (search: ${search.semanticAvailable ? `hybrid, ${search.model}` : 'lexical'}): ${data.length} lines`,
  );
  console.log(`${'all lines (target ≥ 90 %)'.padEnd(40)}${pct(resolved, data.length)}`);
  console.log(`${'lines with an amount'.padEnd(40)}${pct(resolvedWithAmount, withAmount)}  (${withAmount} lines)`);
  console.log(`${'  of them, per split'.padEnd(40)}${[...bySplit].map(([k, v]) => `${k} ${pct(v.resolved, v.amount).trim()} of ${v.amount}`).join(' · ')}`);
  console.log(
    `${'by method'.padEnd(40)}${Object.entries(byMethod)
      .map(([k, v]) => `${k} ${v}`)
      .join(' · ')}`,
  );
  if (opt.unresolved) for (const u of unresolved) console.log(`  ${u}`);
  await service.stop();
}

if (opt.failures) {
  console.log(`\nOur misses (quantity, unit or name): ${failures.length}`);
  for (const f of failures) console.log(`  ${f}`);
}
process.exit(0);
