/**
 * Names people type, generated from SR28 descriptions ("Milk, reduced fat, fluid, 2% milkfat" →
 * "2% milk", "reduced fat milk") and widened with a maintained synonym table (regional and
 * everyday words: OJ, garbanzo, scallion, aubergine …). General rules only: no per-food entries.
 */

/** Everyday word ↔ the word SR28 uses. Both directions are added as aliases. */
export const SYNONYMS: [string, string][] = [
  ['pop', 'carbonated beverage'], ['soda', 'carbonated beverage'], ['soft drink', 'carbonated beverage'], ['coke', 'cola'],
  ['oj', 'orange juice'], ['garbanzo', 'chickpeas'], ['garbanzo beans', 'chickpeas'], ['chick peas', 'chickpeas'],
  ['scallion', 'green onions'], ['scallions', 'green onions'], ['spring onion', 'green onions'], ['aubergine', 'eggplant'],
  ['courgette', 'zucchini'], ['spud', 'potatoes'], ['spuds', 'potatoes'], ['coriander leaves', 'coriander'], ['cilantro', 'coriander'],
  ['capsicum', 'sweet peppers'], ['bell pepper', 'sweet peppers'], ['prawn', 'shrimp'], ['prawns', 'shrimp'], ['mince', 'ground beef'],
  ['minced beef', 'ground beef'], ['hamburger meat', 'ground beef'], ['rocket', 'arugula'], ['swede', 'rutabagas'], ['beetroot', 'beets'],
  ['mangetout', 'snow peas'], ['maize', 'corn'], ['sweetcorn', 'sweet corn'], ['icing sugar', 'powdered sugar'], ['caster sugar', 'granulated sugar'],
  ['plain flour', 'all-purpose flour'], ['wholemeal', 'whole-wheat'], ['biscuit', 'cookies'], ['crisps', 'potato chips'], ['chips', 'french fries'],
  ['fries', 'french fried potatoes'], ['jelly', 'gelatin dessert'], ['jam', 'jams and preserves'], ['porridge', 'oatmeal'], ['rolled oats', 'oats'],
  ['yoghurt', 'yogurt'], ['curd', 'cottage cheese'], ['double cream', 'heavy cream'], ['single cream', 'light cream'], ['skimmed milk', 'nonfat milk'],
  ['skim milk', 'nonfat milk'], ['semi-skimmed milk', 'reduced fat milk'], ['full cream milk', 'whole milk'], ['whole milk', '3.25% milkfat'],
  ['bicarbonate of soda', 'baking soda'], ['cornflour', 'cornstarch'], ['corn flour', 'cornstarch'], ['tomato sauce', 'catsup'], ['ketchup', 'catsup'],
  ['aubergines', 'eggplant'], ['zucchini', 'summer squash'], ['butternut', 'butternut squash'], ['pawpaw', 'papayas'], ['papaw', 'papayas'],
  ['kiwi', 'kiwifruit'], ['kiwi fruit', 'kiwifruit'], ['garden peas', 'green peas'], ['runner beans', 'snap beans'], ['string beans', 'snap beans'],
  ['green beans', 'snap beans'], ['broad beans', 'fava beans'], ['lima beans', 'lima beans'], ['haricot beans', 'navy beans'], ['pulses', 'legumes'],
  ['bacon rashers', 'bacon'], ['gammon', 'ham'], ['lamb mince', 'ground lamb'], ['pork mince', 'ground pork'], ['turkey mince', 'ground turkey'],
  ['chicken fillet', 'chicken breast'], ['groundnut', 'peanuts'], ['groundnuts', 'peanuts'], ['peanut butter', 'peanut butter'],
  ['filbert', 'hazelnuts'], ['filberts', 'hazelnuts'], ['tinned tomatoes', 'canned tomatoes'], ['tinned', 'canned'], ['treacle', 'molasses'],
  ['golden syrup', 'cane syrup'], ['spring greens', 'collards'], ['silverbeet', 'chard'], ['swiss chard', 'chard'], ['marrow', 'squash'],
  ['rapeseed oil', 'canola oil'], ['vegetable oil', 'canola oil'], ['tofu', 'soybean curd'], ['bean curd', 'tofu'], ['edamame', 'green soybeans'],
  ['sultanas', 'raisins'], ['sultana', 'raisins'], ['clementine', 'tangerines'], ['mandarin', 'tangerines'], ['cantaloupe', 'cantaloupe melons'],
  ['rockmelon', 'cantaloupe'], ['soy milk', 'soymilk'], ['ice lolly', 'ice pops'], ['popsicle', 'ice pops'], ['candy floss', 'cotton candy'],
];

/** Heads that name a class, not the food: "Spices, pepper, black" → "black pepper". */
const CLASS_HEADS = /^(beverages|spices|snacks|candies|cereals ready-to-eat|cereals|nuts|seeds|fish|crustaceans|mollusks|fast foods|babyfood|sweeteners|game meat|alcoholic beverage|alcoholic beverages|infant formula|restaurant)$/i;
/** Heads that are part of the food's name: "Oil, coconut" → "coconut oil", "Sauce, steak" → "steak sauce". */
const NAME_HEADS = /^(oil|vegetable oil|cheese|soup|sauce|salad dressing|cookies|crackers|bread|rolls|cake|pie|syrups?|vinegar|juice|tea|pasta|rice|beans|flour)$/i;

/** Descriptors that add nothing a person types. */
const NOISE = /^(raw|fresh|fluid|year round average|all areas|includes .*|with added .*|without added .*|ns as to .*|nfs|regular|commercial|prepared|unprepared|commercially prepared|enriched|unenriched|(with|without) salt|solids and liquids|not fortified|fortified|all commercial varieties)$/i;

function singular(word: string): string {
  if (/ies$/.test(word)) return word.slice(0, -3) + 'y';
  if (/(ches|shes|xes|sses|oes)$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

function clean(s: string): string {
  return s.toLowerCase().replace(/\s+/g, ' ').trim();
}

export function foodAliases(description: string, commonNames = ''): string[] {
  const out = new Set<string>();
  // "Chickpeas (garbanzo beans, bengal gram), mature seeds" : the parenthesis lists other names.
  for (const inner of description.matchAll(/\(([^)]*)\)/g)) {
    for (const name of inner[1]!.split(',').map(clean)) if (name && !/\d/.test(name)) out.add(name);
  }
  const parts = description.replace(/\([^)]*\)/g, '').split(',').map(clean).filter(Boolean);
  const [head, ...rest] = parts;
  if (!head) return [];
  const meaningful = rest.filter((p) => !NOISE.test(p));
  if (NAME_HEADS.test(head) && meaningful.length > 0) {
    out.add(head);
    out.add(`${meaningful[0]} ${singular(head)}`);
  } else if (CLASS_HEADS.test(head) && meaningful.length > 0) {
    // "Spices, pepper, black" → "black pepper"; "Beverages, carbonated, cola" → "cola", "carbonated cola".
    const [a, b] = meaningful;
    out.add(a!);
    if (b) {
      out.add(b);
      out.add(`${b} ${a}`);
    }
  } else {
    out.add(head);
    out.add(singular(head));
    if (meaningful[0]) {
      out.add(`${meaningful[0]} ${head}`);
      out.add(`${meaningful[0]} ${singular(head)}`);
    }
  }
  // Numeric grades ("2% milkfat", "80% lean meat") become "2% milk", "80% lean ground beef".
  for (const p of rest) {
    const pct = p.match(/^(\d+(\.\d+)?%)/);
    if (pct) out.add(`${pct[1]} ${singular(head)}`);
  }
  for (const c of commonNames.split(',').map(clean).filter(Boolean)) out.add(c);
  // Synonyms: add the everyday word wherever the SR28 word appears.
  for (const alias of [...out, clean(description)]) {
    for (const [everyday, sr] of SYNONYMS) {
      const re = new RegExp(`\\b${sr.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
      if (everyday !== sr && re.test(alias)) out.add(alias.replace(re, everyday));
    }
  }
  out.delete(clean(description));
  return [...out].filter((a) => a.length > 1 && a.length <= 60 && !a.includes(',')).slice(0, 16);
}
