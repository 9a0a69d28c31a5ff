/**
 * The unit table: one source of truth for unit names, spellings and standard factors.
 * Mass factors are grams, volume factors millilitres (US customary unless the name says otherwise).
 * Bare "cup" (and pint, quart, gallon) is ambiguous between systems: free text accepts it with a
 * recorded assumption (the US measure), but `convertUnits` requires explicit names (us_cup …).
 */

export type Dimension = 'mass' | 'volume' | 'count';

export interface UnitDef {
  name: string;
  dimension: Dimension;
  /** Grams (mass) or millilitres (volume); null for counts. */
  factor: number | null;
  aliases: string[];
  /** For ambiguous bare names: the explicit unit assumed in free text. */
  assumed?: string;
  description: string;
}

export const UNITS: UnitDef[] = [
  { name: 'mg', dimension: 'mass', factor: 0.001, aliases: ['milligram', 'milligrams', 'milligramme', 'milligrammes'], description: 'milligram' },
  { name: 'g', dimension: 'mass', factor: 1, aliases: ['gram', 'grams', 'gramme', 'grammes', 'gr', 'grs', 'gm', 'gms', 'g.', '克'], description: 'gram' },
  { name: 'kg', dimension: 'mass', factor: 1000, aliases: ['kilogram', 'kilograms', 'kilo', 'kilos', 'kgs', '千克', '公斤'], description: 'kilogram' },
  { name: 'oz', dimension: 'mass', factor: 28.349523125, aliases: ['ounce', 'ounces', 'oz.', 'ozs'], description: 'avoirdupois ounce' },
  { name: 'lb', dimension: 'mass', factor: 453.59237, aliases: ['pound', 'pounds', 'lbs', 'lb.', 'lbs.', '#'], description: 'pound' },
  { name: 'ml', dimension: 'volume', factor: 1, aliases: ['milliliter', 'milliliters', 'millilitre', 'millilitres', 'mls', 'ml.', 'cc', '毫升'], description: 'millilitre' },
  { name: 'cl', dimension: 'volume', factor: 10, aliases: ['centiliter', 'centiliters', 'centilitre', 'centilitres'], description: 'centilitre' },
  { name: 'dl', dimension: 'volume', factor: 100, aliases: ['deciliter', 'deciliters', 'decilitre', 'decilitres'], description: 'decilitre' },
  { name: 'l', dimension: 'volume', factor: 1000, aliases: ['liter', 'liters', 'litre', 'litres', 'ltr', 'lt', '升'], description: 'litre' },
  // Spelled-out teaspoon/tablespoon in free text read as US measures (recorded as an assumption);
  // `convert` accepts only the names tsp/tbsp, not the bare words.
  { name: 'tsp', dimension: 'volume', factor: 4.92892159375, aliases: ['us_tsp', 'us teaspoon', 'teaspoon', 'teaspoons', 'tsps', 't', 'tsp.', 'teasp', 'tspn', '茶匙', '小勺'], description: 'US teaspoon' },
  { name: 'tbsp', dimension: 'volume', factor: 14.78676478125, aliases: ['us_tbsp', 'us tablespoon', 'tablespoon', 'tablespoons', 'tbsps', 'tbs', 'tbl', 'tbl.', 'tbsp.', 'tbs.', 'tblsp', 'tblspn', 'T', '汤匙', '大勺'], description: 'US tablespoon' },
  { name: 'metric_tsp', dimension: 'volume', factor: 5, aliases: ['metric teaspoon'], description: 'metric teaspoon (5 ml)' },
  { name: 'metric_tbsp', dimension: 'volume', factor: 15, aliases: ['metric tablespoon'], description: 'metric tablespoon (15 ml)' },
  { name: 'au_tbsp', dimension: 'volume', factor: 20, aliases: ['australian tablespoon'], description: 'Australian tablespoon (20 ml)' },
  { name: 'fl_oz', dimension: 'volume', factor: 29.5735295625, aliases: ['fl oz', 'fl. oz.', 'fl.oz.', 'fl oz.', 'fluid ounce', 'fluid ounces', 'us_fl_oz', 'floz'], description: 'US fluid ounce' },
  { name: 'imperial_fl_oz', dimension: 'volume', factor: 28.4130625, aliases: ['imperial fluid ounce', 'imperial fl oz'], description: 'imperial fluid ounce' },
  { name: 'us_cup', dimension: 'volume', factor: 236.5882365, aliases: ['us cup', 'us cups'], description: 'US cup' },
  { name: 'metric_cup', dimension: 'volume', factor: 250, aliases: ['metric cup', 'metric cups'], description: 'metric cup (250 ml)' },
  { name: 'imperial_cup', dimension: 'volume', factor: 284.130625, aliases: ['imperial cup', 'imperial cups'], description: 'imperial cup' },
  { name: 'us_pint', dimension: 'volume', factor: 473.176473, aliases: ['us pint'], description: 'US pint' },
  { name: 'imperial_pint', dimension: 'volume', factor: 568.26125, aliases: ['imperial pint', 'uk pint'], description: 'imperial pint' },
  { name: 'us_quart', dimension: 'volume', factor: 946.352946, aliases: ['us quart'], description: 'US quart' },
  { name: 'us_gallon', dimension: 'volume', factor: 3785.411784, aliases: ['us gallon'], description: 'US gallon' },
  // Ambiguous bare names: accepted in free text with the assumption recorded, refused by convert.
  { name: 'cup', dimension: 'volume', factor: 236.5882365, aliases: ['cups', 'c', 'c.', 'cp', '杯'], assumed: 'us_cup', description: 'cup (ambiguous: US cup assumed in free text)' },
  { name: 'pint', dimension: 'volume', factor: 473.176473, aliases: ['pints', 'pt', 'pts'], assumed: 'us_pint', description: 'pint (ambiguous: US pint assumed in free text)' },
  { name: 'quart', dimension: 'volume', factor: 946.352946, aliases: ['quarts', 'qt', 'qts'], assumed: 'us_quart', description: 'quart (ambiguous: US quart assumed in free text)' },
  { name: 'gallon', dimension: 'volume', factor: 3785.411784, aliases: ['gallons', 'gal'], assumed: 'us_gallon', description: 'gallon (ambiguous: US gallon assumed in free text)' },
  // Counts: no standard weight; grams come from the food's household portions.
  ...(
    [
      ['piece', ['pieces', 'pc', 'pcs', 'each', 'ea', '个', '只', '块', '片']],
      ['slice', ['slices']],
      ['clove', ['cloves', '瓣']],
      ['can', ['cans', 'tin', 'tins']],
      ['package', ['packages', 'pkg', 'pkgs', 'packet', 'packets', 'pack', 'packs', 'box', 'boxes', 'bag', 'bags']],
      ['jar', ['jars']],
      ['bottle', ['bottles']],
      ['stick', ['sticks']],
      ['bunch', ['bunches']],
      ['head', ['heads']],
      ['stalk', ['stalks', 'rib', 'ribs']],
      ['sprig', ['sprigs']],
      ['leaf', ['leaves']],
      ['pinch', ['pinches']],
      ['dash', ['dashes']],
      ['drop', ['drops']],
      ['handful', ['handfuls']],
      ['fillet', ['fillets', 'filet', 'filets']],
      ['strip', ['strips']],
      ['sheet', ['sheets']],
      ['scoop', ['scoops']],
      ['serving', ['servings', 'portion', 'portions']],
      ['bowl', ['bowls', '碗']],
      ['glass', ['glasses']],
      ['mug', ['mugs']],
      ['wedge', ['wedges']],
      ['loaf', ['loaves']],
      ['ear', ['ears']],
      ['knob', ['knobs']],
    ] as [string, string[]][]
  ).map(([name, aliases]): UnitDef => ({ name, dimension: 'count', factor: null, aliases, description: `${name} (count; weight from the food's portions)` })),
];

const BY_TEXT = new Map<string, UnitDef>();
for (const u of UNITS) {
  for (const text of [u.name, ...u.aliases]) {
    // "T" (tablespoon) and "t" (teaspoon) are told apart by case; every other spelling is case-blind.
    const key = text === 'T' || text === 't' ? text : text.toLowerCase();
    if (!BY_TEXT.has(key)) BY_TEXT.set(key, u);
  }
}
const BY_NAME = new Map(UNITS.map((u) => [u.name, u]));

/** The unit written as `text` (a name, abbreviation or plural), or null. */
export function findUnit(text: string): UnitDef | null {
  const t = text.trim();
  return BY_TEXT.get(t) ?? BY_TEXT.get(t.toLowerCase()) ?? BY_TEXT.get(t.toLowerCase().replace(/\.$/, '')) ?? null;
}

export function unitByName(name: string): UnitDef | null {
  return BY_NAME.get(name) ?? null;
}

export class UnitConversionError extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Explicit units accepted by conversion (ambiguous bare names excluded). */
export function explicitUnits(): UnitDef[] {
  return UNITS.filter((u) => u.factor !== null && !u.assumed);
}

/** Same-dimension conversion with standard factors; explicit unit names only. */
export function convertUnits(amount: number, from: string, to: string): number {
  const a = BY_NAME.get(from);
  const b = BY_NAME.get(to);
  for (const [u, name] of [[a, from], [b, to]] as const) {
    if (!u) throw new UnitConversionError(`Unknown unit '${name}'.`, { accepted_units: explicitUnits().map((x) => x.name) });
    if (u.assumed) throw new UnitConversionError(`'${name}' is ambiguous; use an explicit unit such as '${u.assumed}'.`, { accepted_units: explicitUnits().map((x) => x.name) });
    if (u.factor === null) throw new UnitConversionError(`'${name}' is a count with no standard weight; give a food_id with portion evidence.`, {});
  }
  if (a!.dimension !== b!.dimension) throw new UnitConversionError(`Cannot convert ${a!.dimension} (${from}) to ${b!.dimension} (${to}) without a food's density evidence.`, {});
  return (amount * a!.factor!) / b!.factor!;
}

export function listUnits() {
  return UNITS.map((u) => ({ name: u.name, dimension: u.dimension, factor: u.factor, base_unit: u.dimension === 'mass' ? 'g' : u.dimension === 'volume' ? 'ml' : null, aliases: u.aliases, ambiguous: u.assumed !== undefined, assumed: u.assumed ?? null, description: u.description }));
}
