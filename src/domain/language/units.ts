/**
 * The unit table: the one source of truth for unit names, spellings and standard factors.
 *
 * Canonical names (what parsers emit and what `convertUnits` accepts):
 * - mass (factor in grams): mg, g, kg, oz (avoirdupois), lb; the Chinese market jin and liang.
 * - volume (factor in millilitres):
 *   metric ml, cl, dl, l, metric_tsp (5), metric_tbsp (15), metric_cup (250), jp_cup (200: the
 *   Japanese and Korean cup), dessertspoon (10);
 *   US tsp, tbsp, fl_oz, us_cup, us_pint, us_quart, us_gallon, jigger (1.5 US fl oz);
 *   imperial imperial_fl_oz, imperial_cup, imperial_pint, imperial_quart, imperial_gallon;
 *   Australian au_tbsp (20); cubic_inch (household measures of cheese and the like).
 * - count (no standard weight: grams come from a food's household portions): piece, slice, clove,
 *   can, package, jar, bottle, stick … .
 *
 * Ambiguity: bare cup, pint, quart and gallon differ between systems by up to 20 %. Free text
 * accepts them as the canonical units `cup`, `pint`, `quart`, `gallon`, each with `ambiguous: true`
 * and `assumed` naming the US measure its factor comes from (the assumption is recorded in gram
 * evidence). `tsp` and `tbsp` are the US spoons; the spelled-out words "teaspoon" and "tablespoon"
 * read as them in free text (metric spoons differ by 1.4 %), but `convertUnits` treats those bare
 * words, like bare cups, as ambiguous and asks for an explicit name. Pinch, dash and smidgen read
 * as the measuring-spoon fractions of a teaspoon in free text, and "a spoon(ful)" as a tablespoon,
 * on the same terms.
 */

import { DomainError } from '../errors';

type Dimension = 'mass' | 'volume' | 'count';
type UnitSystem = 'metric' | 'us' | 'imperial' | 'au' | 'avoirdupois' | 'chinese';

export interface UnitDef {
  /** Canonical name. */
  name: string;
  dimension: Dimension;
  /** Grams (mass) or millilitres (volume); null for counts. */
  factor: number | null;
  /** Abbreviations, plurals and spellings read in free text (matched case-blind, trailing dot ignored). */
  aliases: string[];
  /** Bare name whose size depends on the measuring system; conversion refuses it. */
  ambiguous?: true;
  /** For ambiguous names: the explicit unit whose factor free text assumes. */
  assumed?: string;
  /** The factor is a kitchen convention (pinch = 1/16 tsp), not a measuring system's definition. */
  convention?: true;
  /** Free-text spellings that read as this unit but that conversion refuses as ambiguous. */
  ambiguousSpellings?: string[];
  /** Explicit alternatives to offer when an ambiguous name or spelling is refused. */
  explicit?: string[];
  system?: UnitSystem;
  description: string;
}

const US_TSP = 4.92892159375;
const US_TBSP = 14.78676478125;
const US_FL_OZ = 29.5735295625;
const US_CUP = 236.5882365;
const US_PINT = 473.176473;
const US_QUART = 946.352946;
const US_GALLON = 3785.411784;
const IMP_FL_OZ = 28.4130625;

const CUPS = ['us_cup', 'metric_cup', 'imperial_cup'];
const TSPS = ['tsp', 'metric_tsp'];
const TBSPS = ['tbsp', 'metric_tbsp', 'au_tbsp'];

const MEASURES: UnitDef[] = [
  {
    name: 'mg',
    dimension: 'mass',
    factor: 0.001,
    aliases: ['milligram', 'milligrams', 'milligramme', 'milligrammes', 'mgs'],
    system: 'metric',
    description: 'milligram',
  },
  {
    name: 'g',
    dimension: 'mass',
    factor: 1,
    aliases: [
      'gram',
      'grams',
      'gramme',
      'grammes',
      'gr',
      'grs',
      'gm',
      'gms',
      'grm',
      'grms',
      'grama',
      'gramas',
      'gramo',
      'gramos',
      'grammo',
      'grammi',
      'gramm',
      'gramów',
      '克',
    ],
    system: 'metric',
    description: 'gram',
  },
  {
    name: 'kg',
    dimension: 'mass',
    factor: 1000,
    aliases: ['kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kilo', 'kilos', 'kgs', '千克', '公斤'],
    system: 'metric',
    description: 'kilogram',
  },
  {
    name: 'oz',
    dimension: 'mass',
    factor: 28.349523125,
    aliases: ['ounce', 'ounces', 'ozs', 'onza', 'onzas'],
    system: 'avoirdupois',
    description: 'avoirdupois ounce (28.35 g); fluid ounces are fl_oz',
  },
  // Chinese market units as defined since 1959 (市斤 500 g, 市两 50 g). "两" alone is also "two", so only the full forms are aliases here.
  { name: 'jin', dimension: 'mass', factor: 500, aliases: ['市斤', 'catty'], system: 'chinese', description: 'Chinese market jin (市斤, 500 g)' },
  { name: 'liang', dimension: 'mass', factor: 50, aliases: ['市两'], system: 'chinese', description: 'Chinese market liang (市两, 50 g)' },
  {
    name: 'lb',
    dimension: 'mass',
    factor: 453.59237,
    aliases: ['pound', 'pounds', 'lbs', 'ib', 'ibs', '#'],
    system: 'avoirdupois',
    description: 'avoirdupois pound (453.6 g)',
  },

  {
    name: 'ml',
    dimension: 'volume',
    factor: 1,
    aliases: ['milliliter', 'milliliters', 'millilitre', 'millilitres', 'mls', 'cc', 'cm3', '毫升'],
    system: 'metric',
    description: 'millilitre',
  },
  {
    name: 'cl',
    dimension: 'volume',
    factor: 10,
    aliases: ['centiliter', 'centiliters', 'centilitre', 'centilitres'],
    system: 'metric',
    description: 'centilitre (10 ml)',
  },
  {
    name: 'dl',
    dimension: 'volume',
    factor: 100,
    aliases: ['deciliter', 'deciliters', 'decilitre', 'decilitres'],
    system: 'metric',
    description: 'decilitre (100 ml)',
  },
  {
    name: 'l',
    dimension: 'volume',
    factor: 1000,
    aliases: ['liter', 'liters', 'litre', 'litres', 'ltr', 'ltrs', 'lt', 'lts', 'litro', 'litros', 'litri', '升'],
    system: 'metric',
    description: 'litre',
  },
  {
    name: 'tsp',
    dimension: 'volume',
    factor: US_TSP,
    aliases: ['us_tsp', 'us tsp', 'us teaspoon', 'us teaspoons', 'tsps', 'tspn', 'tspns', 'teasp', 'ts', 't', '茶匙', '小勺'],
    ambiguousSpellings: [
      'teaspoon',
      'teaspoons',
      'teaspoonful',
      'teaspoonfuls',
      'teaspoonsful',
      'tea spoon',
      'tea spoons',
      'tea-spoon',
      'tea-spoons',
      'tea spoonful',
      'tea spoonfuls',
      'tea-spoonful',
      'tea-spoonfuls',
      'tl',
      'teelöffel',
      'cuillère à café',
      'cuillères à café',
      'c à c',
      'c à café',
      'c à thé',
      'cac',
      'cucharadita',
      'cucharaditas',
      'cucchiaino',
      'cucchiaini',
      'colher de chá',
      'colheres de chá',
      'colher de cha',
      'colheres de cha',
      'theelepel',
      'theelepels',
      'łyżeczka',
      'łyżeczki',
      'łyżeczek',
      'tsk',
      'tesked',
      'teskedar',
      'teskje',
      'teskjeer',
      'teske',
    ],
    explicit: TSPS,
    system: 'us',
    description: 'US teaspoon (4.93 ml)',
  },
  {
    name: 'tbsp',
    dimension: 'volume',
    factor: US_TBSP,
    aliases: ['us_tbsp', 'us tbsp', 'us tablespoon', 'us tablespoons', 'tbsps', 'tbs', 'tbl', 'tbls', 'tblsp', 'tblspn', 'tbsn', 'tb', 'T', '汤匙', '大勺'],
    ambiguousSpellings: [
      'tablespoon',
      'tablespoons',
      'tablespoonful',
      'tablespoonfuls',
      'tablespoonsful',
      'table spoon',
      'table spoons',
      'table-spoon',
      'table-spoons',
      'table spoonful',
      'table spoonfuls',
      'table-spoonful',
      'table-spoonfuls',
      'el',
      'esslöffel',
      'eßlöffel',
      'cs',
      'cuillère à soupe',
      'cuillères à soupe',
      'c à s',
      'c à soupe',
      'c à table',
      'cas',
      'cucharada',
      'cucharadas',
      'cucchiaio',
      'cucchiai',
      'colher de sopa',
      'colheres de sopa',
      'eetlepel',
      'eetlepels',
      'łyżka',
      'łyżki',
      'łyżek',
      'msk',
      'matsked',
      'matskedar',
      'ss',
      'spiseskje',
      'spiseskjeer',
      'spsk',
      'spiseske',
    ],
    explicit: TBSPS,
    system: 'us',
    description: 'US tablespoon (14.79 ml)',
  },
  {
    name: 'metric_tsp',
    dimension: 'volume',
    factor: 5,
    aliases: ['metric teaspoon', 'metric teaspoons', 'metric tsp'],
    system: 'metric',
    description: 'metric teaspoon (5 ml)',
  },
  {
    name: 'metric_tbsp',
    dimension: 'volume',
    factor: 15,
    aliases: ['metric tablespoon', 'metric tablespoons', 'metric tbsp'],
    system: 'metric',
    description: 'metric tablespoon (15 ml)',
  },
  {
    name: 'au_tbsp',
    dimension: 'volume',
    factor: 20,
    aliases: ['australian tablespoon', 'australian tablespoons', 'au tablespoon', 'au tbsp'],
    system: 'au',
    description: 'Australian tablespoon (20 ml)',
  },
  {
    name: 'dessertspoon',
    dimension: 'volume',
    factor: 10,
    aliases: ['dessertspoons', 'dessert spoon', 'dessert spoons', 'dsp', 'dstspn'],
    system: 'metric',
    description: 'dessertspoon (10 ml, UK/AU)',
  },
  {
    name: 'fl_oz',
    dimension: 'volume',
    factor: US_FL_OZ,
    aliases: ['us_fl_oz', 'fl oz', 'fl. oz', 'floz', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces', 'us fluid ounce', 'us fluid ounces', 'us fl oz'],
    system: 'us',
    description: 'US fluid ounce (29.57 ml)',
  },
  {
    name: 'imperial_fl_oz',
    dimension: 'volume',
    factor: IMP_FL_OZ,
    aliases: ['imperial fluid ounce', 'imperial fluid ounces', 'imperial fl oz', 'uk fl oz', 'uk fluid ounce', 'uk fluid ounces'],
    system: 'imperial',
    description: 'imperial fluid ounce (28.41 ml)',
  },
  { name: 'jigger', dimension: 'volume', factor: 1.5 * US_FL_OZ, aliases: ['jiggers'], system: 'us', description: 'jigger (1.5 US fl oz, 44.4 ml)' },
  {
    name: 'us_cup',
    dimension: 'volume',
    factor: US_CUP,
    aliases: ['us cup', 'us cups', 'american cup', 'american cups'],
    system: 'us',
    description: 'US customary cup (236.6 ml)',
  },
  {
    name: 'metric_cup',
    dimension: 'volume',
    factor: 250,
    aliases: ['metric cup', 'metric cups', 'szklanka', 'szklanki', 'szklanek'],
    system: 'metric',
    description: 'metric cup (250 ml; AU, NZ, CA, ZA)',
  },
  {
    name: 'jp_cup',
    dimension: 'volume',
    factor: 200,
    aliases: ['japanese cup', 'japanese cups', 'korean cup', 'korean cups', 'カップ', '컵'],
    system: 'metric',
    description: 'Japanese and Korean measuring cup (200 ml: カップ, 컵)',
  },
  {
    name: 'imperial_cup',
    dimension: 'volume',
    factor: 10 * IMP_FL_OZ,
    aliases: ['imperial cup', 'imperial cups', 'uk cup', 'uk cups'],
    system: 'imperial',
    description: 'imperial cup (284.1 ml)',
  },
  { name: 'us_pint', dimension: 'volume', factor: US_PINT, aliases: ['us pint', 'us pints'], system: 'us', description: 'US liquid pint (473.2 ml)' },
  {
    name: 'imperial_pint',
    dimension: 'volume',
    factor: 20 * IMP_FL_OZ,
    aliases: ['imperial pint', 'imperial pints', 'uk pint', 'uk pints'],
    system: 'imperial',
    description: 'imperial pint (568.3 ml)',
  },
  { name: 'us_quart', dimension: 'volume', factor: US_QUART, aliases: ['us quart', 'us quarts'], system: 'us', description: 'US liquid quart (946.4 ml)' },
  {
    name: 'imperial_quart',
    dimension: 'volume',
    factor: 40 * IMP_FL_OZ,
    aliases: ['imperial quart', 'imperial quarts', 'uk quart', 'uk quarts'],
    system: 'imperial',
    description: 'imperial quart (1136.5 ml)',
  },
  {
    name: 'us_gallon',
    dimension: 'volume',
    factor: US_GALLON,
    aliases: ['us gallon', 'us gallons'],
    system: 'us',
    description: 'US liquid gallon (3785.4 ml)',
  },
  {
    name: 'imperial_gallon',
    dimension: 'volume',
    factor: 160 * IMP_FL_OZ,
    aliases: ['imperial gallon', 'imperial gallons', 'uk gallon', 'uk gallons'],
    system: 'imperial',
    description: 'imperial gallon (4546.1 ml)',
  },
  {
    name: 'cubic_inch',
    dimension: 'volume',
    factor: 16.387064,
    aliases: ['cubic inch', 'cubic inches', 'cu in', 'in3'],
    system: 'us',
    description: 'cubic inch (16.39 ml)',
  },

  // Ambiguous bare names: read in free text with the US measure assumed; refused by conversion.
  {
    name: 'cup',
    dimension: 'volume',
    factor: US_CUP,
    aliases: [
      'cups',
      'c',
      'cp',
      'cupful',
      'cupfuls',
      'cupsful',
      'taza',
      'tazas',
      'xícara',
      'xícaras',
      'xicara',
      'xicaras',
      'xícara de chá',
      'xícaras de chá',
      'xicara de cha',
      'xicaras de cha',
      '杯',
    ],
    ambiguous: true,
    assumed: 'us_cup',
    explicit: CUPS,
    description: 'cup, ambiguous (US 236.6 ml, metric 250 ml, imperial 284.1 ml); free text assumes us_cup',
  },
  {
    name: 'pint',
    dimension: 'volume',
    factor: US_PINT,
    aliases: ['pints', 'pt', 'pts'],
    ambiguous: true,
    assumed: 'us_pint',
    explicit: ['us_pint', 'imperial_pint'],
    description: 'pint, ambiguous (US 473.2 ml, imperial 568.3 ml); free text assumes us_pint',
  },
  {
    name: 'quart',
    dimension: 'volume',
    factor: US_QUART,
    aliases: ['quarts', 'qt', 'qts'],
    ambiguous: true,
    assumed: 'us_quart',
    explicit: ['us_quart', 'imperial_quart'],
    description: 'quart, ambiguous (US 946.4 ml, imperial 1136.5 ml); free text assumes us_quart',
  },
  // Pinch, dash and smidgen have no standard measure; measuring-spoon sets mark them as 1/16, 1/8
  // and 1/32 tsp. Free text reads them so, with the assumption recorded; conversion refuses them.
  {
    name: 'pinch',
    dimension: 'volume',
    factor: US_TSP / 16,
    aliases: [
      'pinches',
      'pn',
      'pizca',
      'pizcas',
      'pincée',
      'pincées',
      'prise',
      'prisen',
      'pitada',
      'pitadas',
      'pizzico',
      'pizzichi',
      'snufje',
      'szczypta',
      'szczypty',
      'nypa',
      'klype',
    ],
    ambiguous: true,
    assumed: '1/16 tsp',
    convention: true,
    explicit: TSPS,
    description: 'pinch, no standard measure; free text assumes the measuring-spoon 1/16 US tsp (0.31 ml)',
  },
  {
    name: 'dash',
    dimension: 'volume',
    factor: US_TSP / 8,
    aliases: ['dashes', 'ds'],
    ambiguous: true,
    assumed: '1/8 tsp',
    convention: true,
    explicit: TSPS,
    description: 'dash, no standard measure; free text assumes the measuring-spoon 1/8 US tsp (0.62 ml)',
  },
  // "A spoon(ful)" of unstated size: a soup spoon, the tablespoon, as most recipe traditions mean it.
  {
    name: 'spoon',
    dimension: 'volume',
    factor: US_TBSP,
    aliases: ['spoons', 'spoonful', 'spoonfuls', 'spoonsful'],
    ambiguous: true,
    assumed: 'tbsp',
    convention: true,
    explicit: TBSPS,
    description: 'spoon(ful) of unstated size; free text assumes a US tablespoon (14.79 ml)',
  },
  {
    name: 'smidgen',
    dimension: 'volume',
    factor: US_TSP / 32,
    aliases: ['smidgens', 'smidge'],
    ambiguous: true,
    assumed: '1/32 tsp',
    convention: true,
    explicit: TSPS,
    description: 'smidgen, no standard measure; free text assumes the measuring-spoon 1/32 US tsp (0.15 ml)',
  },
  {
    name: 'gallon',
    dimension: 'volume',
    factor: US_GALLON,
    aliases: ['gallons', 'gal', 'gals'],
    ambiguous: true,
    assumed: 'us_gallon',
    explicit: ['us_gallon', 'imperial_gallon'],
    description: 'gallon, ambiguous (US 3785.4 ml, imperial 4546.1 ml); free text assumes us_gallon',
  },
];

/** Counts: no standard weight; a food's household portions give grams. [name, aliases, description] */
const COUNTS: [string, string[], string][] = [
  // Other languages' words follow the English ones: pt, es, fr, de, nl, it, pl, sv, no, da. Dutch
  // writes small measures as diminutives ("2 plakjes", "1 takje", "een scheutje"); the glass a
  // Romance-language recipe measures with is a "copo", "vaso", "verre" or "bicchiere".
  [
    'piece',
    [
      'pieces',
      'pc',
      'pcs',
      'each',
      'ea',
      'item',
      'items',
      '个',
      '只',
      '块',
      '片',
      '颗',
      '粒',
      '枚',
      'unidade',
      'unidades',
      'unidad',
      'pièce',
      'pièces',
      'stück',
      'stk',
      'stuk',
      'stuks',
      'pezzo',
      'pezzi',
      'sztuka',
      'sztuki',
      'sztuk',
      'szt',
      'stukje',
      'stukjes',
    ],
    'piece or item',
  ],
  [
    'slice',
    [
      'slices',
      'rasher',
      'rashers',
      'fatia',
      'fatias',
      'rebanada',
      'rebanadas',
      'loncha',
      'lonchas',
      'tranche',
      'tranches',
      'scheibe',
      'scheiben',
      'plak',
      'plakken',
      'plakje',
      'plakjes',
      'fetta',
      'fette',
      'plaster',
      'plastry',
      'skiva',
      'skivor',
      'skive',
      'skiver',
      // Japanese cuts of fish, meat or cake (the reader counts them as pieces: a cut is no whole fish).
      '切れ',
      '切り身',
    ],
    'slice (rasher)',
  ],
  [
    'clove',
    [
      'cloves',
      'dente',
      'dentes',
      'diente',
      'dientes',
      'gousse',
      'gousses',
      'zehe',
      'zehen',
      'teentje',
      'teentjes',
      'spicchio',
      'spicchi',
      'ząbek',
      'ząbki',
      'ząbków',
      'klyfta',
      'klyftor',
      'fedd',
      'fed',
      '瓣',
    ],
    'clove (garlic)',
  ],
  [
    'can',
    [
      'cans',
      'tin',
      'tins',
      'canned tin',
      'lata',
      'latas',
      'bote',
      'botes',
      'boîte',
      'boîtes',
      'dose',
      'dosen',
      'blik',
      'blikken',
      'blikje',
      'blikjes',
      'puszka',
      'puszki',
      'burk',
      'boks',
    ],
    "can or tin; its size, when written, is the line's package",
  ],
  [
    'package',
    [
      'packages',
      'pkg',
      'pkgs',
      'pkt',
      'pkts',
      'packet',
      'packets',
      'pack',
      'packs',
      'box',
      'boxes',
      'bag',
      'bags',
      'envelope',
      'envelopes',
      'env',
      'sachet',
      'sachets',
      'pouch',
      'pouches',
      'punnet',
      'punnets',
      'carton',
      'cartons',
      'container',
      'containers',
      'tub',
      'tubs',
      'pacote',
      'pacotes',
      'sobre',
      'sobres',
      'paquete',
      'paquetes',
      'paquet',
      'paquets',
      'päckchen',
      'pck',
      'packung',
      'pakje',
      'zakje',
      'bustina',
      'bustine',
      'confezione',
      'opakowanie',
      'opakowania',
      'paket',
      'påse',
    ],
    'package, packet, box, bag, carton, tub',
  ],
  ['jar', ['jars', 'potje', 'potjes', 'potte', 'potter'], 'jar'],
  ['bottle', ['bottles'], 'bottle'],
  ['stick', ['sticks'], 'stick (butter: a US stick)'],
  ['bar', ['bars'], 'bar'],
  ['ball', ['balls'], 'ball (mozzarella, dough)'],
  ['block', ['blocks'], 'block'],
  ['bunch', ['bunches', 'bnch', 'botte', 'bottes', 'bund', 'bos', 'manojo', 'mazzo', 'maço', 'pęczek', 'knippe', 'bosje', 'bosjes'], 'bunch'],
  ['head', ['heads'], 'head (garlic, lettuce)'],
  ['stalk', ['stalks', 'rib', 'ribs', 'stange', 'stangen', 'tallo', 'tallos', 'talo', 'talos', 'gambo', 'gambi'], 'stalk or rib (celery)'],
  ['sprig', ['sprigs', 'takje', 'takjes'], 'sprig'],
  ['leaf', ['leaves', 'blaadje', 'blaadjes'], 'leaf'],
  ['drop', ['drops'], 'drop'],
  ['splash', ['splashes', 'scheutje', 'scheutjes'], 'splash'],
  ['handful', ['handfuls', 'punhado', 'puñado', 'poignée', 'manciata', 'handvoll', 'handvol', 'garść'], 'handful'],
  ['fillet', ['fillets', 'filet', 'filets'], 'fillet'],
  ['strip', ['strips'], 'strip'],
  ['sheet', ['sheets'], 'sheet'],
  ['scoop', ['scoops'], 'scoop'],
  ['serving', ['servings', 'portion', 'portions'], 'serving'],
  ['bowl', ['bowls', '碗'], 'bowl'],
  ['plate', ['plates', 'plateful', 'platefuls'], 'plate'],
  ['glass', ['glasses', 'glassful', 'copo', 'copos', 'vaso', 'vasos', 'verre', 'verres', 'bicchiere', 'bicchieri'], 'glass'],
  ['mug', ['mugs'], 'mug'],
  ['shot', ['shots'], 'shot (size varies by country)'],
  ['wedge', ['wedges'], 'wedge'],
  ['wheel', ['wheels'], 'wheel (of a citrus fruit: a round slice; of cheese: the whole cheese)'],
  ['loaf', ['loaves'], 'loaf'],
  ['ear', ['ears'], 'ear (corn)'],
  ['knob', ['knobs', 'klontje', 'klontjes'], 'knob (butter, ginger)'],
  ['pat', ['pats'], 'pat (butter)'],
  ['dollop', ['dollops'], 'dollop'],
  ['cube', ['cubes'], 'cube'],
  ['link', ['links'], 'link (sausage)'],
  ['pod', ['pods'], 'pod'],
  ['stem', ['stems'], 'stem'],
  ['rack', ['racks'], 'rack (ribs, lamb)'],
  ['sleeve', ['sleeves'], 'sleeve (crackers, biscuits)'],
  ['inch', ['inches', 'in', '"', 'in.'], 'inch of a root or stick (ginger, cinnamon)'],
];

/** Count units that name what food is served in, not how much: each holds one standard portion (grams.ts). */
export const VESSEL_UNITS: ReadonlySet<string> = new Set(['glass', 'mug', 'bowl', 'plate', 'serving']);

export const UNITS: UnitDef[] = [
  ...MEASURES,
  ...COUNTS.map(
    ([name, aliases, description]): UnitDef => ({
      name,
      dimension: 'count',
      factor: null,
      aliases,
      description: `${description}; count, weight from the food's portions`,
    }),
  ),
];

/** "fl. oz." → "fl oz": case-blind, periods dropped, spaces collapsed. */
function key(text: string): string {
  const t = text.toLowerCase();
  return /[.\s]/.test(t) ? t.replace(/\./g, ' ').replace(/\s+/g, ' ').trim() : t;
}

const BY_TEXT = new Map<string, UnitDef>();
const AMBIGUOUS_TEXT = new Map<string, UnitDef>();
for (const u of UNITS) {
  for (const text of [u.name, ...u.aliases, ...(u.ambiguousSpellings ?? [])]) {
    // "T" (tablespoon) and "t" (teaspoon) are told apart by case; every other spelling is case-blind.
    if (text === 'T' || text === 't') continue;
    const k = key(text);
    if (!BY_TEXT.has(k)) BY_TEXT.set(k, u);
  }
  for (const text of u.ambiguousSpellings ?? []) AMBIGUOUS_TEXT.set(key(text), u);
}
const BY_NAME = new Map(UNITS.map((u) => [u.name, u]));

/** First words of every spelling (keyed): a parser can skip words that start no unit. */
const FIRST_WORDS = new Set([...BY_TEXT.keys()].map((k) => k.split(' ')[0]!));

/** Whether some unit spelling starts with this word ("fl", "us", "tbsp."). */
export function startsUnit(word: string): boolean {
  if (word === 'T' || word === 't' || word === 'T.' || word === 't.') return true;
  return FIRST_WORDS.has(key(word).split(' ')[0] ?? '');
}

/** The longest alias in words: lets a parser try multi-word units ("fl oz", "imperial pint") first. */
export const MAX_UNIT_WORDS = Math.max(...UNITS.flatMap((u) => [...u.aliases, ...(u.ambiguousSpellings ?? [])].map((a) => a.split(' ').length)));

/** The unit written as `text` (a name, abbreviation, plural or spelling), or null. */
export function findUnit(text: string): UnitDef | null {
  const t = text.trim();
  if (t === 'T' || t === 'T.') return BY_NAME.get('tbsp')!;
  if (t === 't' || t === 't.') return BY_NAME.get('tsp')!;
  if (t.length === 0 || t.length > 40) return null;
  return BY_TEXT.get(key(t)) ?? null;
}

/** Spelled-out measure names long enough that a one- or two-letter slip cannot be a food word. */
const FUZZY = UNITS.filter((u) => u.dimension !== 'count').flatMap((u) =>
  [...u.aliases, ...(u.ambiguousSpellings ?? [])].filter((a) => /^[a-z]{7,}$/.test(a)).map((a) => [a, u] as const),
);

/** Optimal-string-alignment distance, stopping early above `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** A misspelled measure word ("tablespon", "teaspooon"): one slip for 7-8 letters, two from 9. */
export function findUnitFuzzy(text: string): UnitDef | null {
  const t = text.toLowerCase().replace(/\.$/, '');
  if (!/^[a-z]{7,}$/.test(t)) return null;
  const max = t.length >= 9 ? 2 : 1;
  let best: { u: UnitDef; d: number } | null = null;
  for (const [alias, u] of FUZZY) {
    // A slip rarely hits the first letter; checking it first keeps this cheap.
    if (alias[0] !== t[0] || Math.abs(alias.length - t.length) > max) continue;
    const d = distance(t, alias, max);
    if (d <= max && (!best || d < best.d)) best = { u, d };
  }
  return best?.u ?? null;
}

/**
 * The unit a caller named on purpose (an API field): canonical names and unambiguous spellings.
 * Spellings that free text reads with an assumption ("teaspoon", "tablespoon") are not names here.
 */
export function unitByName(name: string): UnitDef | null {
  const exact = BY_NAME.get(name);
  if (exact) return exact;
  if (AMBIGUOUS_TEXT.has(key(name))) return null;
  return findUnit(name);
}

export type UnitErrorCode = 'unknown_unit' | 'ambiguous_unit' | 'count_unit' | 'incompatible_dimensions' | 'invalid_amount';

/** A conversion that standard factors cannot do; `details` tells the caller what would work. */
export class UnitConversionError extends DomainError {
  readonly code: UnitErrorCode;
  constructor(message: string, details: Record<string, unknown> = {}, code: UnitErrorCode = 'unknown_unit') {
    super('unresolvable', message, details);
    this.name = 'UnitConversionError';
    this.code = code;
  }
}

/** Units conversion accepts: every mass and volume unit except the ambiguous bare names. */
export function explicitUnits(): UnitDef[] {
  return UNITS.filter((u) => u.factor !== null && !u.ambiguous);
}

function acceptedNames(): string[] {
  return explicitUnits().map((x) => x.name);
}

/** Resolves an API unit name for conversion, or throws the typed error that explains why not. */
function explicitUnit(name: string): UnitDef {
  const text = String(name ?? '');
  const spelled = AMBIGUOUS_TEXT.get(key(text));
  const u = spelled ? null : unitByName(text);
  const ambiguous = spelled ?? (u?.ambiguous ? u : null);
  if (ambiguous) {
    const options = ambiguous.explicit ?? [];
    const why = ambiguous.convention ? 'has no standard measure' : 'is ambiguous between measuring systems';
    throw new UnitConversionError(
      `'${text}' ${why}; use an explicit unit: ${options.join(', ')}.`,
      { unit: text, explicit_units: options, accepted_units: acceptedNames() },
      'ambiguous_unit',
    );
  }
  if (!u) throw new UnitConversionError(`Unknown unit '${text}'.`, { unit: text, accepted_units: acceptedNames() }, 'unknown_unit');
  if (u.factor === null) {
    throw new UnitConversionError(
      `'${text}' is a count with no standard weight or volume; convert it with a food's household portions.`,
      { unit: text, accepted_units: acceptedNames() },
      'count_unit',
    );
  }
  return u;
}

/** Same-dimension conversion with standard factors; explicit unit names only. */
export function convertUnits(amount: number, from: string, to: string): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
    throw new UnitConversionError(`Amount must be a finite number of at least 0 (got ${String(amount)}).`, {}, 'invalid_amount');
  }
  const a = explicitUnit(from);
  const b = explicitUnit(to);
  if (a.dimension !== b.dimension) {
    throw new UnitConversionError(
      `Cannot convert ${a.dimension} (${from}) to ${b.dimension} (${to}) with standard factors; it needs a food's density evidence.`,
      { from_dimension: a.dimension, to_dimension: b.dimension },
      'incompatible_dimensions',
    );
  }
  return (amount * a.factor!) / b.factor!;
}

export interface UnitListing {
  name: string;
  dimension: Dimension;
  factor: number | null;
  base_unit: 'g' | 'ml' | null;
  aliases: string[];
  /** The name itself depends on the measuring system (cup, pint, quart, gallon). */
  ambiguous: boolean;
  /** Spellings free text reads as this unit but conversion refuses ("teaspoon"). */
  ambiguous_spellings: string[];
  assumed: string | null;
  explicit_units: string[] | null;
  convertible: boolean;
  system: UnitSystem | null;
  description: string;
}

/** The table as GET /v1/ingredients/units shows it. */
export function listUnits(): UnitListing[] {
  return UNITS.map((u) => ({
    name: u.name,
    dimension: u.dimension,
    factor: u.factor,
    base_unit: u.dimension === 'mass' ? 'g' : u.dimension === 'volume' ? 'ml' : null,
    aliases: u.aliases,
    ambiguous: u.ambiguous === true,
    ambiguous_spellings: u.ambiguousSpellings ?? [],
    assumed: u.assumed ?? null,
    explicit_units: u.explicit ?? null,
    convertible: u.factor !== null && !u.ambiguous,
    system: u.system ?? null,
    description: u.description,
  }));
}
