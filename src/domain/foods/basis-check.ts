/**
 * Per-serving values entered as per-100 g values, the error Open Food Facts users report most: a
 * label's "per serving" column typed into the per-100 g fields. Two readings of the same numbers
 * are weighed: as stated (per 100 g or ml) and as one serving's (each value × 100 / serving). A
 * product is suspect when the second reading is physically possible and fits what the product is
 * far better than the first:
 *
 * - its category's energy density (a family of OFF category tags, or when no tag names one a few
 *   unambiguous name words, with the usual kcal per 100 g of the generic foods of that family as
 *   sold): stated energy far outside the family's range and the per-serving reading inside it;
 * - its category's composition, for the few families whose members hold a nutrient within a narrow
 *   span (salt in ready-to-eat soups, lactose and protein in plain milk): stated value clearly outside
 *   that span, and every bounded value and the energy of the per-serving reading inside;
 * - the energy of one serving: a serving of 200 g or more that would hold over 1,200 kcal, when
 *   the per-serving reading is a light food (≤ 150 kcal/100 g) and the serving is not the whole pack;
 * - the label's rounding, for US and Canadian products (labels per serving only): values on the
 *   label's steps as stated, off them once read back to one serving, where a right row is the reverse.
 *
 * A serving within 25 % of 100 g changes every value by less than foods of one family differ among
 * themselves, so it is never suspect. Plain values in and out (no store or search).
 */

type BoundedNutrient = 'salt' | 'sugars' | 'protein';
type BasisSuspectReason =
  | 'energy_below_category'
  | 'energy_above_category'
  | `${BoundedNutrient}_${'below' | 'above'}_category`
  | 'serving_energy'
  | 'serving_label_steps';

export interface BasisCheckInput {
  name: string;
  /** OFF category tags (`en:dried-prunes`). */
  categories: readonly string[];
  /** The ingredient list as the label gives it; null or absent when unknown. */
  ingredients?: string | null;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Sugars, fibre and salt per 100 g (ml) as stated; null or absent when unknown. */
  sugars?: number | null;
  fiber?: number | null;
  salt?: number | null;
  /** The product is sold under a US or Canadian barcode, whose label states values per serving only. */
  usLabel?: boolean;
  /** One serving in g (or ml for a 100 ml basis); null when unknown. */
  serving: number | null;
  /** The pack's content in the same unit; null when unknown. */
  quantity: number | null;
}

export interface BasisSuspect {
  reason: BasisSuspectReason;
  message: string;
  serving: number;
  /** The values read as one serving's, per 100 g or ml. */
  if_per_serving: { calories: number; protein_g: number; carbs_g: number; fat_g: number };
}

interface Family {
  name: string;
  /** kcal per 100 g (or ml) as sold: the usual range of the family's generic foods. */
  range: [number, number] | null;
  tags: RegExp;
  /** Name words, for products without categories. */
  words?: RegExp;
  /** g per 100 g (ml) as sold of nutrients every usual member of the family holds within this span. */
  composition?: Partial<Record<BoundedNutrient, [number, number]>>;
}

/**
 * Ready-to-eat soup is eaten by the bowl, so its salt stays within what a bowl can hold: soups as
 * served are 0.05-1.75 g per 100 g in CIQUAL 2020 and up to 1.35 in SR28 (median about 0.8).
 */
const SOUP_SALT: [number, number] = [0, 1.8];

/**
 * First match wins, so families of mixed foods (meals, soups, yogurts…) come before the words they
 * may contain ("chocolate" in "chocolate yogurt"), drinks before "milk" or "almond", cereals before
 * the nuts they hold. Ranges: kcal per 100 g (ml) of the family's generic foods as sold, from
 * CIQUAL and USDA SR28, widened to the family's lightest and densest usual members; null where the
 * family spans too much to tell.
 */
const FAMILIES: Family[] = [
  // Sold to be diluted or cooked: neither energy nor salt is a bowl's.
  {
    name: 'concentrated or dried soups and broths',
    range: null,
    tags: /^en:(.*-)?((condensed|concentrated|dehydrated|dried|instant|powdered)-soups|soup-mixes|broths|bouillons|stocks|bouillon-cubes)$/,
    words: /\b((condensed|concentrated|instant|dehydrated|dried) soups?|soup mix(es)?|broths?|bouillons?|stock cubes?|brodo|dado|brühe)\b/i,
  },
  {
    name: 'vegetable soups',
    range: [15, 85],
    tags: /^en:(.*-)?vegetable-soups$/,
    words: /\b(minestrone|vegetable soup|soupe (aux|de) légumes|(passato|crema|vellutata|zuppa) di verdure)\b/i,
    composition: { salt: SOUP_SALT },
  },
  {
    name: 'soups',
    range: [15, 130],
    tags: /^en:(.*-)?soups$/,
    words: /\b(soup|zuppa|minestrone|soupe|vellutata|passato)\b/i,
    composition: { salt: SOUP_SALT },
  },
  { name: 'yogurts', range: [35, 170], tags: /^en:(.*-)?yogurts$/, words: /\b(yog(h)?o?urt|joghurt|yaourts?|yogur)\b/i },
  { name: 'ready meals', range: [60, 300], tags: /^en:(.*-)?(meals|pizzas|risottos|rice-dishes)$/, words: /\b(meal|pizza|risotto|lasagne)\b/i },
  { name: 'pestos', range: [250, 650], tags: /^en:(.*-)?pestos$/, words: /\bpesto\b/i },
  {
    name: 'mixed or prepared food',
    range: null,
    tags: /^en:(.*-)?(sauces|desserts|salads|ice-creams(-and-sorbets)?|canned-.*|cooked-.*|prepared-.*|sandwiches|dairy-desserts|puddings|burgers|hamburgers|veggie-burgers|meat-analogues)$/,
    words: /\b(sauce|salad|ice cream|dressing|insalata|salade|pudding|sandwich)\b/i,
  },
  {
    name: 'balsamic vinegars',
    range: [80, 300],
    tags: /^en:(.*-)?balsamic-vinegars(-of-modena)?$/,
    words: /\b(aceto balsamico|balsamic vinegar|vinaigre balsamique|balsamic glaze|glassa (di|all') ?aceto balsamico)\b/i,
  },
  // Sheep's and buffalo milk hold about 100 kcal per 100 ml, goat's less lactose: cow's milk's spans do not apply.
  {
    name: "other animals' milks",
    range: null,
    tags: /^en:(.*-)?(sheep|goat|buffalo|donkey|camel|mare-s)-milks?$/,
    words:
      /\b((sheep|ewe|goat|buffalo|donkey|camel|mare)('?s)? milk|lait de (brebis|chèvre|chevre|bufflonne|chamelle|jument|ânesse)|latte di (pecora|capra|bufala|asina)|(schafs|ziegen|büffel|stuten)milch)\b/i,
  },
  {
    name: 'milks',
    range: [30, 80],
    tags: /^en:(.*-)?(milks|milk)$/,
    // Plain cow's milk: sugars (lactose) 4.2-5.3 and protein 3.1-4.1 g per 100 ml in CIQUAL 2020 and
    // SR28, reduced-lactose and protein-fortified milks included; the spans are a little wider. Both
    // must fit the per-serving reading, which no flavoured, enriched, goat's, sheep's, condensed or
    // powdered milk does at any one serving.
    composition: { sugars: [4.0, 5.3], protein: [2.9, 4.1] },
  },
  {
    name: 'drinks',
    range: [0, 110],
    tags: /^en:(.*-)?(beverages|sodas|colas|juices|nectars|smoothies|waters|iced-teas|beers|wines)$/,
    words: /\b(smoothie|juice|soda|cola|lemonade|nectar|succo|limonade|drink|bevanda|boisson|(chocolate|almond|oat|soy|rice|coconut) milk)\b/i,
  },
  {
    name: 'oils',
    range: [700, 900],
    tags: /^en:(.*-)?oils$/,
    words: /\b(olive|sunflower|canola|rapeseed|vegetable|coconut|sesame|peanut|avocado|walnut)\s+oil\b/i,
  },
  { name: 'butters', range: [640, 760], tags: /^en:(.*-)?butters$/ },
  {
    name: 'jams',
    range: [100, 300],
    tags: /^en:(.*-)?(jams|marmalades|fruit-preserves|fruit-spreads|confitures)$/,
    words: /\b(jam|marmalade|confettura|marmellata|confiture|mermelada|konfitüre)\b/i,
  },
  {
    name: 'sweet spreads and nut butters',
    range: [420, 720],
    tags: /^en:(.*-)?(sweet-spreads|hazelnut-spreads|chocolate-spreads|nut-butters|peanut-butters)$/,
  },
  {
    name: 'breakfast cereals',
    range: [330, 520],
    tags: /^en:(.*-)?(breakfast-cereals|mueslis|granolas|rolled-oats|cereal-flakes|rolled-flakes)$/,
    words: /\b(granola|muesli|rolled oats|oat flakes|cereal flakes|corn ?flakes|fiocchi d'avena|flocons d'avoine|haferflocken|copos de avena)\b/i,
  },
  {
    name: 'nuts and seeds',
    range: [480, 720],
    tags: /^en:(nuts|almonds|hazelnuts|walnuts|cashew-nuts|pecan-nuts|pistachios|peanuts|macadamia-nuts|mixed-nuts|seeds|sunflower-seeds|pumpkin-seeds|sesame-seeds|chia-seeds|flax-seeds)$/,
    words:
      /\b(almonds?|hazelnuts?|walnuts?|cashews?|pecans?|pistachios?|peanuts?|macadamias?|nut mix|mixed nuts|trail mix|(sunflower|pumpkin|sesame|chia|flax) seeds?|mandorle|nocciole|noci|arachidi|pistacchi|anacardi|amandes|noisettes|noix|cacahuètes|almendras|avellanas|nueces|mandeln|haselnüsse|walnüsse|semi di (girasole|zucca|chia|lino|sesamo))\b/i,
  },
  {
    name: 'chocolate',
    range: [420, 620],
    tags: /^en:(.*-)?(chocolates|chocolate-candies|bars-covered-with-chocolate|chocolate-covered-[a-z-]+|bonbons|pralines)$/,
    words: /\b(chocolate|cioccolato|chocolat|schokolade)\b/i,
  },
  {
    name: 'sweets',
    range: [200, 620],
    tags: /^en:(.*-)?(confectioneries|candies|gummies|lollipops|marshmallows|jelly-beans|chewing-gum|nougats|toffees|liquorice|liquorice-candies|hard-candies)$/,
    words: /\b(candy|candies|gummies|gummy bears|lollipops?|marshmallows?|caramelle|bonbons?|liquorice|licorice|liquirizia)\b/i,
  },
  {
    name: 'biscuits and crackers',
    range: [330, 560],
    tags: /^en:(.*-)?(biscuits|cookies|crackers|wafers|crispbreads|rusks|toasts|breadsticks|puffed-[a-z-]*cakes|rice-cakes)$/,
    words: /\b(rice cakes?|gallette|cookies?|biscuits?|crackers?|biscotti|frollini|wafers?|grissini|crostini|taralli|pretzels?)\b/i,
  },
  {
    name: 'crisps and salty snacks',
    range: [350, 600],
    tags: /^en:(.*-)?(crisps|chips|salty-snacks|popcorn)$/,
    words: /\b(chips|crisps|popcorn|patatine|kartoffelchips)\b/i,
  },
  { name: 'potato gnocchi', range: [120, 230], tags: /^en:(.*-)?gnocchi$/, words: /\bgnocchi\b/i },
  {
    name: 'flours, dry pasta, grains and pulses',
    range: [260, 410],
    tags: /^en:(.*-)?(flours|dry-pastas|dry-egg-pastas|rices|cereal-grains|legume-seeds|legumes|legumes-and-their-products|lentils|pulses)$/,
    words:
      /\b(flour|polenta|farina|spaghetti|penne|fusilli|rigatoni|farfalle|linguine|macaroni|maccheroni|rice|quinoa|lentils|beans|lenticchie|lentilles|lentejas|linsen|ceci|pois chiches|garbanzos|fagioli|riso|riz|arroz|reis|farine|harina|mehl|semola|bulgur|couscous|barley|millet|spelt|farro|buckwheat|groats|wheat berries|split peas)\b/i,
  },
  { name: 'sugars and honeys', range: [270, 410], tags: /^en:(.*-)?(sugars|honeys)$/, words: /\b(honey|miele|sugar|zucchero)\b/i },
  {
    name: 'dried fruits',
    range: [200, 400],
    tags: /^en:(.*-)?(dried-fruits|dried-prunes|raisins|dates|dried-apricots)$/,
    words: /\b(raisins|prunes|dried (fruit|apricots|figs|mango|cranberries)|dates|frutta (disidratata|essiccata)|fruits séchés|trockenfrüchte)\b/i,
  },
  { name: 'eggs', range: [120, 170], tags: /^en:(.*-)?(chicken-eggs|eggs)$/ },
  { name: 'hard cheeses', range: [300, 460], tags: /^en:(grated-cheese|hard-cheeses|parmigiano-reggiano|grana-padano|parmesan)$/ },
  {
    name: 'fresh, light or processed cheeses',
    range: null,
    tags: /^en:(.*-)?(fresh-cheeses|ricotta|cottage-cheeses|fromages-blancs|fromage-blanc|quarks|cream-cheeses|mascarpone|spreadable-cheeses|processed-cheeses|cheese-spreads|light-cheeses)$/,
    words: /\b(ricotta|cottage|fromage blanc|fromage frais|quark|mascarpone|cream cheese|formaggio fresco|spalmabile|(light|lite) cheese)\b/i,
  },
  {
    name: 'cheeses',
    range: [180, 460],
    tags: /^en:(.*-)?(cheeses|mozzarella|gorgonzola|stracchino|cheddar|gouda|emmental|brie|camembert|feta|provolone|pecorino|asiago|taleggio|fontina|comte|edam)$/,
    words: /\b(cheese|cheddar|gouda|emmental|brie|camembert|feta|gorgonzola|mozzarella|provolone|pecorino|taleggio|formaggio|fromage|käse|queso)\b/i,
  },
  {
    name: 'cured sausages',
    range: [250, 550],
    tags: /^en:(.*-)?(salami|salamis|cured-sausages|dry-sausages|chorizos?|pepperonis?|saucissons-secs)$/,
    words: /\b(salami|salame|salamino|chorizo|pepperoni|saucisson sec|fuet)\b/i,
  },
  {
    name: 'dry-cured hams',
    range: [140, 340],
    tags: /^en:(.*-)?(raw-cured-hams?|dry-cured-hams?|cured-hams?|prosciutto-crudo|serrano-hams?|hams-of-san-daniele|hams-of-parma|parma-hams?|specks?)$/,
    words: /\b(prosciutto (crudo|di parma|di san daniele)|jamón|jambon cru|serrano ham|parma ham|speck)\b/i,
  },
  {
    name: 'cakes and pastries',
    range: [250, 520],
    tags: /^en:(.*-)?(cakes|pastries|viennoiseries|croissants|muffins|brioches|panettone|madeleines)$/,
    words:
      /\b(cake|croissants?|muffins?|brownies?|scones?|danish|donuts?|doughnuts?|pastry|strudel|waffles?|brioche|panettone|pandoro|madeleines?|torta|crostata|plumcake|gâteau|kuchen)\b/i,
  },
  {
    name: 'breads',
    range: [200, 340],
    tags: /^en:(.*-)?(breads|sandwich-loaves|bagels|tortillas|wraps|pitas|pita-breads|baguettes|rolls|buns|english-muffins)$/,
    words: /\b(bread|pane|pain|brot|bagels?|tortillas?|wraps?|pita|panini|baguette|ciabatta|focaccia|piadina)\b/i,
  },
  {
    name: 'cereal bars',
    range: [280, 520],
    tags: /^en:(bars|cereal-bars|granola-bars|protein-bars|fruit-bars|nut-bars|energy-bars|snack-bars|cereal-bars-with-chocolate)$/,
    words: /\b(cereal bars?|granola bars?|protein bars?|energy bars?|snack bars?|barrett[ae]|müsliriegel|barres? de céréales)\b/i,
  },
];

/**
 * OFF's parent tags that join kinds of food ("plant-based-foods-and-beverages", "fish-and-meat-and-eggs",
 * "legumes-and-their-products"): a family word at their end names only one of the kinds they hold.
 */
const JOINED_KINDS = /foods-and-|-and-their-products$|-and-.*-and-/;

/**
 * Products that name no family but whose ingredient list leads with flour and lists no water, milk or
 * cream: EU labels must list added water above 5 % of the product, so these are baked dry or nearly so
 * (crackers, breadsticks, biscuits, brioches, fresh egg pasta at the light end), never a bread or batter.
 */
const FLOUR_LED_DRY: Family = { name: 'flour-led foods with no water listed', range: [250, 600], tags: /$^/ };
const FLOUR_LEAD = /^\W*(farin\w*|flours?|semol\w*|mehl|harina|[\w ]* flour)\b/i;
const LIQUID =
  /\b(acqua|water|eau|agua|wasser|latte|milk|lait|leche|milch|panna|cream|crème|sahne)\b(?![^,;]*\b(polvere|powder|poudre|polvo|pulver|dried|disidratat[oa]|en poudre)\b)/i;

/** Whether an ingredient list leads with flour and lists no liquid (see FLOUR_LED_DRY). */
const flourLedDry = (ingredients: string) => FLOUR_LEAD.test(ingredients.split(/[,(:;]/)[0]!) && !LIQUID.test(ingredients);

/**
 * The family a product belongs to: its most specific category tag that names one (an English tag by
 * the family's tags, a tag in another language by its words), else its name's words, else what its
 * ingredient list shows.
 */
export function familyOf(categories: readonly string[], name: string, ingredients?: string | null): Family | null {
  // OFF lists tags from general to specific: the last matching tag decides.
  for (let i = categories.length - 1; i >= 0; i--) {
    const tag = categories[i]!;
    if (JOINED_KINDS.test(tag)) continue;
    const text = tag.startsWith('en:') ? null : tag.slice(tag.indexOf(':') + 1).replace(/-/g, ' ');
    const f = FAMILIES.find((fam) => (text === null ? fam.tags.test(tag) : fam.words?.test(text)));
    if (f) return f;
  }
  return FAMILIES.find((f) => f.words?.test(name)) ?? (ingredients && flourLedDry(ingredients) ? FLOUR_LED_DRY : null);
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** How far (as a log ratio) an energy lies outside a family's range; 0 inside. */
const outsideRange = (range: [number, number], kcal: number) =>
  kcal < range[0] ? Math.log(range[0] / Math.max(kcal, 1)) : kcal > range[1] ? Math.log(kcal / range[1]) : 0;

const BOUNDED: readonly BoundedNutrient[] = ['salt', 'sugars', 'protein'];
/** Beyond label rounding and the tolerance of declared values: a stated value this far outside its span is evidence. */
const COMPOSITION_MARGIN = 1.1;

interface CompositionMisfit {
  nutrient: BoundedNutrient;
  stated: number;
  bounds: [number, number];
}

/**
 * The nutrient, bounded in the family, that the stated reading holds clearly outside its span while
 * the per-serving reading (× k) holds every bounded nutrient inside; null otherwise or when one is unknown.
 */
function compositionMisfit(composition: Family['composition'], i: BasisCheckInput, k: number): CompositionMisfit | null {
  if (!composition) return null;
  let misfit: CompositionMisfit | null = null;
  for (const nutrient of BOUNDED) {
    const bounds = composition[nutrient];
    if (!bounds) continue;
    const stated = i[nutrient];
    if (stated === null || stated === undefined) return null;
    const rescaled = stated * k;
    if (rescaled < bounds[0] || rescaled > bounds[1]) return null;
    if (stated > bounds[1] * COMPOSITION_MARGIN || stated * COMPOSITION_MARGIN < bounds[0]) misfit = { nutrient, stated, bounds };
  }
  return misfit;
}

/**
 * US and Canadian labels state values per serving only, on FDA's steps (21 CFR 101.9(c): energy to
 * 5 kcal up to 50 and to 10 above, grams to 1 or 0.5): OFF's per-100 g values of a right row are
 * those numbers × 100 / serving, on no step, while that row's values read back to one serving fall
 * on the steps again. A row on the steps as stated, with at least two values off them once read back
 * to one serving, holds the label's numbers themselves.
 */
function onLabelStepsOnlyAsStated(i: BasisCheckInput, s: number): boolean {
  // Typed values are exact; the tolerance covers exports that store a computed value to a few decimals.
  const onStep = (v: number, step: number) => Math.abs(v / step - Math.round(v / step)) * step <= Math.max(0.011, Math.abs(v) * 0.002);
  const grams = [i.protein, i.carbs, i.fat, i.sugars, i.fiber].filter((v): v is number => v !== null && v !== undefined);
  if (grams.length < 3 || !(i.kcal > 0)) return false;
  const stated = onStep(i.kcal, i.kcal <= 50 ? 5 : 10) && grams.every((v) => onStep(v, 0.5));
  const offBack = [onStep((i.kcal * s) / 100, 5), ...grams.map((v) => onStep((v * s) / 100, 0.5))].filter((on) => !on).length;
  return stated && offBack >= 2;
}

/** Whether the values read as one serving's are suspect, and why; null when the stated reading stands. */
export function basisSuspect(i: BasisCheckInput): BasisSuspect | null {
  const s = i.serving;
  if (s === null || !(s > 0) || Math.abs(s - 100) < 25) return null;
  const k = 100 / s;
  const rescaled = { calories: round1(i.kcal * k), protein_g: round1(i.protein * k), carbs_g: round1(i.carbs * k), fat_g: round1(i.fat * k) };
  // As one serving's values they must still describe a possible food.
  const possible =
    rescaled.calories <= 900 &&
    rescaled.protein_g + rescaled.carbs_g + rescaled.fat_g <= 105 &&
    Math.max(rescaled.protein_g, rescaled.carbs_g, rescaled.fat_g) <= 100;
  if (!possible) return null;
  const suspect = (reason: BasisSuspectReason, message: string): BasisSuspect => ({ reason, message, serving: s, if_per_serving: rescaled });
  const family = familyOf(i.categories, i.name, i.ingredients);
  const range = family?.range;
  if (range && outsideRange(range, i.kcal) > 0.2 && outsideRange(range, rescaled.calories) <= 0.1) {
    const below = i.kcal < range[0];
    return suspect(
      below ? 'energy_below_category' : 'energy_above_category',
      `${i.kcal} kcal per 100 is far ${below ? 'below' : 'above'} ${family.name} (${range[0]}-${range[1]}); as one ${s} serving's values it is ${rescaled.calories} kcal per 100, which fits`,
    );
  }
  // The energy read per serving fits (or the family has no range): the composition may decide.
  const misfit = range && outsideRange(range, rescaled.calories) > 0.1 ? null : compositionMisfit(family?.composition, i, k);
  if (misfit) {
    const { nutrient, stated, bounds } = misfit;
    const above = stated > bounds[1];
    return suspect(
      `${nutrient}_${above ? 'above' : 'below'}_category`,
      `${stated} g ${nutrient} per 100 is ${above ? 'above' : 'below'} ${family!.name} (${bounds[0]}-${bounds[1]}); as one ${s} serving's values it is ${round1(stated * k)} g, which fits`,
    );
  }
  if (i.usLabel && !(range && outsideRange(range, rescaled.calories) > 0.1) && onLabelStepsOnlyAsStated(i, s)) {
    return suspect(
      'serving_label_steps',
      `the values are on a US label's rounding steps as stated and off them read back to one ${s} serving: they are the label's per-serving values; read per 100 it is ${rescaled.calories} kcal`,
    );
  }
  const perServing = (i.kcal * s) / 100;
  const wholePack = i.quantity !== null && s >= i.quantity * 0.9;
  // A dense family's big serving is more likely the pack than a serving's values.
  const light = !range || range[1] <= 150;
  if (light && s >= 200 && !wholePack && perServing > 1200 && rescaled.calories <= 150) {
    return suspect(
      'serving_energy',
      `one ${s} serving would hold ${Math.round(perServing)} kcal; read as one serving's values it is a ${rescaled.calories} kcal per 100 food`,
    );
  }
  return null;
}

const QUANTITY = /(\d+(?:[.,]\d+)?)\s*(kg|g|gr|grams?|mg|l|cl|dl|ml|oz|lbs?)\b/i;
const UNIT: Record<string, number> = { kg: 1000, g: 1, gr: 1, gram: 1, grams: 1, mg: 0.001, l: 1000, cl: 10, dl: 100, ml: 1, oz: 28.35, lb: 453.6, lbs: 453.6 };

/** A pack quantity as grams or millilitres ("1,5 l" → 1500, "400 g" → 400); null when none is read. */
export function quantityAmount(text: string | null | undefined): number | null {
  const m = text ? QUANTITY.exec(text) : null;
  if (!m) return null;
  const v = Number(m[1]!.replace(',', '.')) * UNIT[m[2]!.toLowerCase()]!;
  return Number.isFinite(v) && v > 0 ? v : null;
}
