import { describe, expect, it } from 'bun:test';
import { generateAliases } from '../../../src/corpus/aliases';
import { linkTaxonomyNames, type TaxonomyEntry } from '../../../src/corpus/taxonomy-names';
import { LEXICON_NAMES_SOURCE } from '../../../src/domain/foods/food';
import { ZH_LEXICON } from '../../../src/domain/language/zh-ingredients';
import { fixtureFood } from '../../fixtures/catalog';

// Foods named as the tables name them, beside the buns and breads a careless name would reach.
const TABLE = [
  'Bao bun',
  'Bao bun, no meat',
  'Rolls, hamburger or hotdog, plain',
  'Bread, white, commercially prepared',
  'Chicken, NS as to part, baked, broiled, or roasted, NS as to skin eaten',
  'Chicken, broilers or fryers, meat and skin and giblets and neck, roasted',
  'Soymilk, original and vanilla, unfortified',
  'Soymilk (all flavors), nonfat, with added calcium, vitamins A and D',
  'Soft drink, NFS',
  'Beverages, carbonated, cola, regular',
  'Rice, white, long-grain, regular, enriched, cooked',
  'Rice, brown, long-grain, cooked',
  'Yogurt, NFS',
  'Egg, whole, raw, fresh',
  'Egg, whole, cooked, fried',
  'Tripe, beef, raw',
  'Beef, variety meats and by-products, tongue, raw',
  'Jujube, Chinese, fresh, dried',
  'Candies, gumdrops (jujubes)',
  'Buckwheat',
  'Noodles, japanese, soba, dry',
  'Pork, stomach',
  'Pork, belly',
  'Soup, ramen noodle, any flavor, dry',
];
const foods = TABLE.map((name, i) =>
  fixtureFood(`99999999-9999-4999-8998-${String(i).padStart(12, '0')}`, name, '100g', [100, 1, 1, 1], { aliases: generateAliases(name) }),
);

/** The Chinese lexicon as the corpus links it: one entry per English name. */
function lexiconEntries(): Map<string, TaxonomyEntry> {
  const out = new Map<string, TaxonomyEntry>();
  for (const [native, en] of Object.entries(ZH_LEXICON)) {
    const id = `lexicon:zh:${en}`;
    const entry = out.get(id) ?? {
      names: new Map([
        ['en', [en]],
        ['zh', [] as string[]],
      ]),
      parents: [],
      source: LEXICON_NAMES_SOURCE,
    };
    entry.names.get('zh')!.push(native);
    out.set(id, entry);
  }
  return out;
}

describe('Chinese everyday names link to the food their English names', () => {
  const part = linkTaxonomyNames(lexiconEntries(), foods);
  const foodOf = new Map(part.foods.flatMap((f) => f.names.map((n) => [n.text, TABLE[foods.findIndex((x) => x.id === f.id)]] as const)));
  it('包子 (a steamed filled bun) → Bao bun', () => expect(foodOf.get('包子')).toBe('Bao bun'));
  it('烤鸡 (roast chicken, the part unsaid) → the chicken FNDDS codes baked or roasted, not the bird with its giblets', () =>
    expect(foodOf.get('烤鸡')).toBe('Chicken, NS as to part, baked, broiled, or roasted, NS as to skin eaten'));
  // Everyday words of a food diary: plain soy milk, not a fortified nonfat one; 汽水 any soft drink,
  // not cola; brown rice cooked; the egg fried; Taiwan's 優格 (yogurt), which search does not fold.
  const cases: [string, string][] = [
    ['豆浆', 'Soymilk, original and vanilla, unfortified'],
    ['汽水', 'Soft drink, NFS'],
    ['糙米饭', 'Rice, brown, long-grain, cooked'],
    ['煎蛋', 'Egg, whole, cooked, fried'],
    ['優格', 'Yogurt, NFS'],
    // Beef tripe by its hot-pot names; the jujube fruit (枣), not the gumdrops English 'jujube' names.
    ['毛肚', 'Tripe, beef, raw'],
    ['牛百叶', 'Tripe, beef, raw'],
    ['冬枣', 'Jujube, Chinese, fresh, dried'],
    ['红枣', 'Jujube, Chinese, fresh, dried'],
    // Buckwheat the grain, not the soba noodles (荞麦面) made of it.
    ['荞麦', 'Buckwheat'],
    ['荞麦面', 'Noodles, japanese, soba, dry'],
    // The pork stomach (猪肚), not the belly it met; instant noodles (方便面, 泡面) as the tables' dry ramen;
    // 荷包蛋 the egg fried.
    ['猪肚', 'Pork, stomach'],
    ['豬肚', 'Pork, stomach'],
    ['方便面', 'Soup, ramen noodle, any flavor, dry'],
    ['泡面', 'Soup, ramen noodle, any flavor, dry'],
    ['荷包蛋', 'Egg, whole, cooked, fried'],
  ];
  for (const [native, food] of cases) it(`${native} → ${food}`, () => expect(foodOf.get(native)).toBe(food));
});
