/**
 * Corpus source `drinks`: the IBA official cocktails from four snapshots (see
 * <dataDir>/drinks/PROVENANCE.md), merged into one record per drink.
 *
 * Decisions:
 * - Drinks are matched across snapshots by name, normalised (accents, case, punctuation, "iced" →
 *   "ice") and then allowing one edit for names of 6+ letters ("Vieux Carrè" = "Vieux Carré").
 * - The newest snapshot that lists a drink provides its ingredients, method and garnish
 *   (2025 > 2023 > Wikipedia > 2011); the glass comes from the snapshots that name it explicitly
 *   (Wikipedia, 2011) and otherwise from the method text ("strain into a chilled cocktail glass").
 *   Every snapshot's own version is kept under `sources` with its licence and attribution.
 * - Volumes become ml (1 cl = 10 ml, 1 US fl oz = 29.5735 ml, bar spoon = 5 ml, tsp 5, tbsp 15);
 *   dashes, drops, "top up" and pieces keep their amount and unit with ml null.
 * - Nutrition per drink is computed only when every ingredient with a volume resolved to a
 *   reference food; dashes, garnishes and "top up" lines are listed as unquantified. No image or
 *   outside URL from the snapshots is kept.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normaliseIngredientName } from '../domain/language/names';
import { sumRecipe } from '../domain/recipes/recipe-nutrition';
import type { DrinkIngredient, DrinkRecord, DrinkSourceVersion, DrinksPart } from '../domain/recipes/types';
import { stableId } from '../domain/recipes/ids';
import type { NameResolver } from '../domain/foods/name-resolver';
import { lineGrams } from '../domain/language/line-grams';
import { foodNameResolver } from '../search/name-index';
import { foodsOfPart } from './part-foods';
import type { BuildContext, CorpusSource } from './source';
import { round } from '../domain/round';

const DRINKS_VERSION = '1';

const FILES = {
  kolaente: 'drinks/iba_cocktails_2025.kolaente.json',
  ibaweb: 'drinks/iba_cocktails_2023_ibaweb.rasmusab.json',
  wikipedia: 'drinks/iba_cocktails_wikipedia.rasmusab.json',
  teijo: 'drinks/iba_cocktails_2011.teijo.recipes.json',
  teijoIngredients: 'drinks/iba_cocktails_2011.teijo.ingredients.json',
};

interface SourceMeta {
  dataset: string;
  license: string;
  attribution: string;
  rank: number;
}

const META: Record<'kolaente' | 'ibaweb' | 'wikipedia' | 'teijo', SourceMeta> = {
  kolaente: {
    dataset: 'iba-2025 (kolaente/iba-cocktails-list)',
    license: 'ISC (declared in package.json)',
    attribution: 'IBA official cocktails, list scraped 2025-08-16 by kolaente/iba-cocktails-list',
    rank: 0,
  },
  ibaweb: {
    dataset: 'iba-2023 (rasmusab/iba-cocktails)',
    license: 'MIT',
    attribution: 'IBA official cocktails from iba-world.com, scraped 2023-03-05 by Rasmus Bååth (rasmusab/iba-cocktails)',
    rank: 1,
  },
  wikipedia: {
    dataset: 'wikipedia (rasmusab/iba-cocktails)',
    license: 'CC BY-SA 4.0',
    attribution: 'Wikipedia, "List of IBA official cocktails", via rasmusab/iba-cocktails',
    rank: 2,
  },
  teijo: {
    dataset: 'iba-2011 (teijo/iba-cocktails)',
    license: 'unspecified (no licence file upstream)',
    attribution: 'IBA 2011 official cocktails, teijo/iba-cocktails',
    rank: 3,
  },
};

// ---------------------------------------------------------------- amounts

const ML_PER: Record<string, number> = {
  ml: 1,
  cl: 10,
  l: 1000,
  oz: 29.5735,
  'fl oz': 29.5735,
  'us fl oz': 29.5735,
  'bar spoon': 5,
  'bar spoons': 5,
  barspoon: 5,
  barspoons: 5,
  teaspoon: 5,
  teaspoons: 5,
  tsp: 5,
  tablespoon: 15,
  tablespoons: 15,
  tbsp: 15,
  shot: 30,
};
const COUNT_UNITS = new Set([
  'dash',
  'dashes',
  'drop',
  'drops',
  'pinch',
  'splash',
  'piece',
  'pieces',
  'pc',
  'pcs',
  'sprig',
  'sprigs',
  'cube',
  'cubes',
  'slice',
  'slices',
  'wedge',
  'wedges',
  'leaf',
  'leaves',
  'wheel',
  'top up',
  'fill up',
  'parts',
  'part',
]);

function num(s: string): number | null {
  const t = s.trim().replace(',', '.');
  const frac = /^(\d+)\/(\d+)$/.exec(t);
  if (frac) return Number(frac[2]) ? Number(frac[1]) / Number(frac[2]) : null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** Parses "60 ml Gin", "4.5 cl (3 parts) vodka", "2 Dashes Angostura Bitters", "Top up with Soda Water". */
export function parseDrinkLine(raw: string): Omit<DrinkIngredient, 'food' | 'grams'> {
  const original = raw
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let s = original
    .replace(/\((?:[^()]*(?:parts?|fl oz)[^()]*)\)/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const m =
    /^(\d+(?:[.,]\d+)?(?:\/\d+)?)(?:\s*(?:-|to|\/)\s*(\d+(?:[.,]\d+)?))?\s*(us fl oz|fl oz|ml|cl|l|oz|bar spoons?|barspoons?|teaspoons?|tablespoons?|tsp|tbsp|shot|dash(?:es)?|drops?|pinch|splash|pieces?|pcs?|sprigs?|cubes?|slices?|wedges?|leaves|leaf|wheel|parts?)?\b\.?\s*(?:of\s+)?(.*)$/i.exec(
      s,
    );
  if (m) {
    const unitRaw = (m[3] ?? '').toLowerCase();
    const amount = num(m[1]!);
    const name = m[4]!.trim() || original;
    // "90 Fresh Pineapple Juice": IBA's 2025 list drops "ml" in a few lines; a bare number ≥ 5 before a liquid is ml.
    const unit = unitRaw || (amount !== null && amount >= 5 ? 'ml' : '');
    const perMl = ML_PER[unit];
    if (perMl !== undefined && amount !== null) {
      // A range ("2 to 3 tsp") records its lower bound, as recipes do.
      return { original, name: cleanName(name), ml: round(amount * perMl, 2), amount, unit };
    }
    return { original, name: cleanName(name), ml: null, amount, unit: unit || (COUNT_UNITS.has(unitRaw) ? unitRaw : null) };
  }
  const vague = /^(?:a\s+|few\s+|several\s+)?(dash(?:es)?|splash|drops?|pinch)\s+(?:of\s+)?(.*)$/i.exec(s);
  if (vague) return { original, name: cleanName(vague[2]!), ml: null, amount: null, unit: vague[1]!.toLowerCase() };
  const top = /^(?:top(?:\s+up)?|fill(?:\s+up)?)\s+(?:with\s+)?(.*)$/i.exec(s);
  if (top) return { original, name: cleanName(top[1]!), ml: null, amount: null, unit: 'top up' };
  s = s.replace(/\(.*?\)/g, '').trim();
  return { original, name: cleanName(s), ml: null, amount: null, unit: null };
}

function cleanName(s: string): string {
  return s
    .replace(/\((?:optional|up to taste)\)/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/[.,;]+$/, '')
    .trim();
}

// ---------------------------------------------------------------- names and glasses

/** Cross-snapshot key of a drink name. */
export function drinkKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/\biced\b/g, 'ice')
    .replace(/\bno\.?\s*(\d)/g, '$1')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');
}

function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    let rowMin = prev[0];
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
      rowMin = Math.min(rowMin, prev[j]!);
    }
    if (rowMin > max) return false;
  }
  return prev[b.length]! <= max;
}

const GLASSES: [RegExp, string][] = [
  [/champagne flute|flute/i, 'champagne flute'],
  [/coupe|coupette/i, 'coupe'],
  [/margarita glass/i, 'margarita glass'],
  [/hurricane glass/i, 'hurricane glass'],
  [/poco grande/i, 'poco grande glass'],
  [/irish coffee (?:glass|mug)|coffee mug/i, 'irish coffee mug'],
  [/copper mug/i, 'copper mug'],
  [/julep cup|silver cup/i, 'julep cup'],
  [/tiki mug/i, 'tiki mug'],
  [/collins glass|tall glass/i, 'collins glass'],
  [/highball/i, 'highball glass'],
  [/old[- ]fashioned|rocks glass|lowball/i, 'old fashioned glass'],
  [/wine glass/i, 'wine glass'],
  [/martini glass|cocktail glass/i, 'cocktail glass'],
  [/shot glass/i, 'shot glass'],
];

export function glassFrom(text: string | null | undefined): string | null {
  if (!text) return null;
  for (const [re, name] of GLASSES) if (re.test(text)) return name;
  return null;
}

// ---------------------------------------------------------------- snapshot readers

interface Version {
  meta: SourceMeta;
  name: string;
  category: string | null;
  method: string | null;
  garnish: string | null;
  glass: string | null;
  ingredients: string[];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

function readJson<T>(dataDir: string, rel: string): T {
  return JSON.parse(readFileSync(join(dataDir, rel), 'utf8')) as T;
}

function readVersions(dataDir: string): Version[] {
  const out: Version[] = [];
  const k = readJson<{ cocktails: Record<string, unknown>[] }>(dataDir, FILES.kolaente);
  for (const d of k.cocktails) {
    out.push({
      meta: META.kolaente,
      name: str(d.title)!,
      category: str(d.category),
      method: str(d.method),
      garnish: str(d.garnish),
      glass: null,
      ingredients: (d.ingredients as string[]).map(String),
    });
  }
  for (const d of readJson<Record<string, unknown>[]>(dataDir, FILES.ibaweb)) {
    const ings = (d.ingredients as { direction: string }[]).map((i) => i.direction);
    out.push({
      meta: META.ibaweb,
      name: str(d.name)!,
      category: str(d.category),
      method: str(d.method),
      garnish: str(d.garnish),
      glass: null,
      ingredients: ings,
    });
  }
  for (const d of readJson<Record<string, unknown>[]>(dataDir, FILES.wikipedia)) {
    out.push({
      meta: META.wikipedia,
      name: str(d.name)!,
      category: str(d.category),
      method: str(d.method),
      garnish: null,
      glass: str(d.standard_drinkware),
      ingredients: (d.ingredients as string[]).map(String),
    });
  }
  for (const d of readJson<Record<string, unknown>[]>(dataDir, FILES.teijo)) {
    const ings = (d.ingredients as Record<string, unknown>[]).map((i) =>
      typeof i.special === 'string' ? i.special : `${i.amount} ${i.unit} ${i.label ?? i.ingredient}`,
    );
    out.push({
      meta: META.teijo,
      name: str(d.name)!,
      category: str(d.category),
      method: str(d.preparation),
      garnish: str(d.garnish),
      glass: str(d.glass),
      ingredients: ings,
    });
  }
  return out.filter((v) => v.name);
}

/** Groups snapshot versions into drinks (see the matching rule above). */
function group(versions: Version[]): Version[][] {
  const groups: { key: string; versions: Version[] }[] = [];
  for (const v of [...versions].sort((a, b) => a.meta.rank - b.meta.rank)) {
    const key = drinkKey(v.name);
    const hit = groups.find((g) => g.key === key) ?? groups.find((g) => key.length >= 8 && within(g.key, key, 1));
    if (hit) hit.versions.push(v);
    else groups.push({ key, versions: [v] });
  }
  return groups.map((g) => g.versions);
}

// ---------------------------------------------------------------- build

function titleCase(name: string): string {
  return /[a-z]/.test(name) ? name : name.replace(/\b(\w)(\w*)/g, (_m, a: string, b: string) => a + b.toLowerCase());
}

export function buildDrinks(dataDir: string, resolver: NameResolver): { part: DrinksPart; merged: number; versions: number } {
  const versions = readVersions(dataDir);
  const tastes = readJson<Record<string, { abv: number | null; taste: string | null }>>(dataDir, FILES.teijoIngredients);
  const tasteByKey = new Map(Object.entries(tastes).map(([k, v]) => [normaliseIngredientName(k), { name: k, ...v }]));
  const used = new Set<number>();
  const drinks: DrinkRecord[] = [];
  for (const vs of group(versions)) {
    const primary = vs[0]!;
    const ingredients: DrinkIngredient[] = primary.ingredients.map((line) => {
      const p = parseDrinkLine(line);
      const hit = resolver.resolveFood(p.name);
      const w = hit && p.ml !== null ? lineGrams({ quantity: p.ml, unit: 'ml' }, hit.food) : null;
      return { ...p, food: hit ? { id: hit.food.id, name: hit.food.name } : null, grams: w ? round(w.grams, 2) : null };
    });
    const lines = ingredients.map((i) => ({
      grams: i.grams,
      food: i.food ? resolver.food(i.food.id) : null,
      quantity_known: i.ml !== null,
    }));
    const totals = sumRecipe(lines);
    const complete = totals.coverage.unresolved === 0 && totals.coverage.weighted > 0;
    const alcohol = totals.nutrients.find((n) => n.key === 'alcohol');
    const flavors = new Map<string, string[]>();
    for (const i of ingredients) {
      const t = tasteByKey.get(normaliseIngredientName(i.name));
      if (t?.taste) flavors.set(t.taste, [...(flavors.get(t.taste) ?? []), i.name]);
    }
    const glass =
      vs.map((v) => (v.glass ? (glassFrom(v.glass) ?? v.glass.toLowerCase()) : null)).find(Boolean) ?? vs.map((v) => glassFrom(v.method)).find(Boolean) ?? null;
    const id = stableId('drinks', drinkKey(primary.name), used);
    used.add(id);
    drinks.push({
      id,
      name: titleCase(primary.name),
      category: vs.map((v) => v.category).find(Boolean) ?? null,
      glass,
      method: primary.method ?? vs.map((v) => v.method).find(Boolean) ?? null,
      garnish: primary.garnish ?? vs.map((v) => v.garnish).find(Boolean) ?? null,
      ingredients,
      flavors: [...flavors].map(([taste, from]) => ({ taste, from })),
      nutrition: complete
        ? {
            basis: 'per_serving',
            calories: totals.calories,
            protein_g: totals.protein_g,
            carbs_g: totals.carbs_g,
            fat_g: totals.fat_g,
            alcohol_g: alcohol ? alcohol.amount : null,
            nutrients: totals.nutrients,
            coverage: {
              lines: totals.coverage.lines,
              weighted: totals.coverage.weighted,
              unresolved: totals.coverage.unresolved,
              unquantified: totals.coverage.unquantified,
            },
          }
        : null,
      sources: vs.map(
        (v): DrinkSourceVersion => ({
          dataset: v.meta.dataset,
          name: v.name,
          license: v.meta.license,
          attribution: v.meta.attribution,
          category: v.category,
          method: v.method,
          garnish: v.garnish,
          glass: v.glass,
          ingredients: v.ingredients,
        }),
      ),
    });
  }
  drinks.sort((a, b) => a.name.localeCompare(b.name));
  return { part: { version: Number(DRINKS_VERSION), drinks }, merged: drinks.length, versions: versions.length };
}

export const drinksSource: CorpusSource<DrinksPart> = {
  name: 'drinks',
  version: DRINKS_VERSION,
  inputs: (dataDir) => Object.values(FILES).map((f) => join(dataDir, f)),
  async build(ctx: BuildContext) {
    const resolver = foodNameResolver(foodsOfPart(ctx.parts['usda-sr28']));
    const { part, merged, versions } = buildDrinks(ctx.dataDir, resolver);
    const withNutrition = part.drinks.filter((d) => d.nutrition).length;
    ctx.progress(`${merged} drinks from ${versions} snapshot entries`);
    return {
      part,
      manifest: {
        imported: merged,
        excluded: {},
        notes: [`${versions} snapshot entries merged into ${merged} drinks`, `${withNutrition} drinks with complete per-drink nutrition`],
      },
    };
  },
};
