import { describe, expect, it } from 'bun:test';
import { generateAliases } from '../../../src/corpus/aliases';
import { linkTaxonomyNames, type TaxonomyEntry } from '../../../src/corpus/taxonomy-names';
import { LEXICON_NAMES_SOURCE } from '../../../src/domain/foods/food';
import { FOOD_LEXICONS } from '../../../src/domain/language/food-lexicons';
import { fixtureFood } from '../../fixtures/catalog';

// SR28 foods named as the table names them, with the aliases the corpus gives them, beside the
// neighbours a careless English name would reach (tenderloin, cooked ground pork, gumdrops).
const TABLE = [
  'Pork, fresh, belly, raw',
  'Pork, fresh, loin, whole, separable lean and fat, raw',
  'Pork, fresh, loin, tenderloin, separable lean only, raw',
  'Pork, fresh, ground, raw',
  'Pork, fresh, ground, cooked',
  'Chicken, broilers or fryers, thigh, meat and skin, raw',
  'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
  'Chicken, broilers or fryers, wing, meat and skin, raw',
  'Spices, pepper, black',
  'Spices, pepper, red or cayenne',
  'Mushrooms, enoki, raw',
  'Mushrooms, white, raw',
  'Jujube, Chinese, fresh, dried',
  'Candies, gumdrops (jujubes)',
  'Sauce, fish, ready-to-serve',
  'Sauce, oyster, ready-to-serve',
  'Nuts, chestnuts, european, raw, unpeeled',
  'Nuts, chestnuts, european, roasted',
  'Onions, welsh, raw',
  'Soybeans, mature seeds, raw',
  'Soybeans, green, raw',
  'Mushrooms, shiitake, raw',
  'Mushrooms, shiitake, dried',
  'Peas, green, raw',
  'Ginger root, raw',
  'Ginger, raw',
  'Peas, green, split, mature seeds, raw',
  'Onions, spring or scallions (includes tops and bulb), raw',
  'Dumpling, plain',
  'Potsticker or wonton, pork and vegetable, frozen, unprepared',
  'Coffee, NS as to type',
  'Coffee, Latte',
  'Coffee, Latte, with non-dairy milk',
  'Ramen bowl, NFS',
  'Soup, ramen noodle, any flavor, dry',
  'Soup, ramen noodles, water added',
  'Bread, white, toasted',
  'Bread, white, commercially prepared',
  'Bread, white, commercially prepared, toasted',
  'Egg, whole, raw, fresh',
  'Egg, whole, cooked, fried',
  'Apple cider',
  'Beverages, carbonated, lemon-lime soda, no caffeine',
  'Milk, whole, 3.25% milkfat, with added vitamin D',
  'Milk, lowfat, fluid, 1% milkfat, with added vitamin A and vitamin D',
  'Coffee, brewed',
  'Chicken, meat, raw',
  'Chicken, broilers or fryers, meat and skin, cooked, fried, batter',
  'Chicken, broilers or fryers, drumstick, meat and skin, raw',
  'Egg omelet or scrambled egg, NS as to fat',
  'Omelette, with cheese',
  'Chickpeas, NFS',
  'Flan',
  'Egg, white, raw, fresh',
  'Pickles, NFS',
  'Cucumber, raw',
  'Chicken nuggets, NFS',
  'Egg, whole, cooked, poached',
  'Blood sausage',
  'Sausage, NFS',
  'Candy, gummy',
  'Jellies',
  'Peppers, sweet, red, raw',
  'Paprika',
  'Beef, meat balls, cooked',
  'Meatballs, Puerto Rican style',
  'Fish cake or patty',
  'Cookies, shortbread, commercially prepared, plain',
  'Biscuit, NFS',
];
const foods = TABLE.map((name, i) =>
  fixtureFood(`99999999-9999-4999-8999-${String(i).padStart(12, '0')}`, name, '100g', [100, 1, 1, 1], { aliases: generateAliases(name) }),
);

/** The Japanese and Korean lexicons as the corpus links them: one entry per language and English name. */
function lexiconEntries(): Map<string, TaxonomyEntry> {
  const out = new Map<string, TaxonomyEntry>();
  for (const lang of ['ja', 'ko'])
    for (const [native, en] of Object.entries(FOOD_LEXICONS[lang]!)) {
      const id = `lexicon:${lang}:${en}`;
      const entry = out.get(id) ?? {
        names: new Map([
          ['en', [en]],
          [lang, [] as string[]],
        ]),
        parents: [],
        source: LEXICON_NAMES_SOURCE,
      };
      entry.names.get(lang)!.push(native);
      out.set(id, entry);
    }
  return out;
}

describe('Japanese and Korean recipe pantry names link to the food their English names', () => {
  const part = linkTaxonomyNames(lexiconEntries(), foods);
  const foodOf = new Map(part.foods.flatMap((f) => f.names.map((n) => [n.text, TABLE[foods.findIndex((x) => x.id === f.id)]] as const)));
  const cases: [string, string][] = [
    ['豚バラ肉', 'Pork, fresh, belly, raw'],
    ['豚ロース', 'Pork, fresh, loin, whole, separable lean and fat, raw'],
    ['豚ひき肉', 'Pork, fresh, ground, raw'],
    ['鶏もも肉', 'Chicken, broilers or fryers, thigh, meat and skin, raw'],
    ['닭다리살', 'Chicken, broilers or fryers, thigh, meat and skin, raw'],
    ['鶏むね肉', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw'],
    ['手羽先', 'Chicken, broilers or fryers, wing, meat and skin, raw'],
    ['黒こしょう', 'Spices, pepper, black'],
    ['후춧가루', 'Spices, pepper, black'],
    ['一味唐辛子', 'Spices, pepper, red or cayenne'],
    ['고춧가루', 'Spices, pepper, red or cayenne'],
    ['えのき', 'Mushrooms, enoki, raw'],
    ['팽이버섯', 'Mushrooms, enoki, raw'],
    ['マッシュルーム', 'Mushrooms, white, raw'],
    ['대추', 'Jujube, Chinese, fresh, dried'],
    ['ナンプラー', 'Sauce, fish, ready-to-serve'],
    ['액젓', 'Sauce, fish, ready-to-serve'],
    ['굴소스', 'Sauce, oyster, ready-to-serve'],
    ['밤', 'Nuts, chestnuts, european, raw, unpeeled'],
    // The long onion (Allium fistulosum, about 100 g a stalk) is no scallion (15 g).
    ['長ねぎ', 'Onions, welsh, raw'],
    ['대파', 'Onions, welsh, raw'],
    // Dried soybeans are not edamame; fresh shiitake are not dried ones.
    ['大豆', 'Soybeans, mature seeds, raw'],
    ['しいたけ', 'Mushrooms, shiitake, raw'],
    ['표고버섯', 'Mushrooms, shiitake, raw'],
    ['干ししいたけ', 'Mushrooms, shiitake, dried'],
    ['건표고버섯', 'Mushrooms, shiitake, dried'],
    // The ginger the tables weigh by the teaspoon and slice.
    ['しょうが', 'Ginger root, raw'],
    ['생강', 'Ginger root, raw'],
    // Fresh peas, not split dry ones.
    ['グリーンピース', 'Peas, green, raw'],
    ['완두콩', 'Peas, green, raw'],
    ['小ねぎ', 'Onions, spring or scallions (includes tops and bulb), raw'],
    ['쪽파', 'Onions, spring or scallions (includes tops and bulb), raw'],
    // Gyoza are pot stickers, not the Western flour dumpling.
    ['餃子', 'Potsticker or wonton, pork and vegetable, frozen, unprepared'],
    ['ぎょうざ', 'Potsticker or wonton, pork and vegetable, frozen, unprepared'],
    // Coffee with milk, café au lait or latte: the latte the tables name, not plain coffee.
    ['カフェオレ', 'Coffee, Latte'],
    ['카페라떼', 'Coffee, Latte'],
    // Ramen as eaten is a bowl of it; toast is toasted white bread.
    ['ラーメン', 'Ramen bowl, NFS'],
    ['トースト', 'Bread, white, toasted'],
    // Everyday Korean words a food diary logs: the egg as cooked, low-fat milk, a café's americano;
    // 사이다 is the lemon-lime soda, not apple cider; 치킨 is fried chicken, not raw meat.
    ['계란후라이', 'Egg, whole, cooked, fried'],
    ['저지방우유', 'Milk, lowfat, fluid, 1% milkfat, with added vitamin A and vitamin D'],
    ['아메리카노', 'Coffee, brewed'],
    ['사이다', 'Beverages, carbonated, lemon-lime soda, no caffeine'],
    ['치킨', 'Chicken, broilers or fryers, meat and skin, cooked, fried, batter'],
    // Everyday Japanese words a food diary logs: the egg as cooked, a plain or rolled omelette (not
    // the cheese one), the drumstick, chickpeas, the custard pudding of shops.
    ['目玉焼き', 'Egg, whole, cooked, fried'],
    ['オムレツ', 'Egg omelet or scrambled egg, NS as to fat'],
    ['卵焼き', 'Egg omelet or scrambled egg, NS as to fat'],
    ['低脂肪乳', 'Milk, lowfat, fluid, 1% milkfat, with added vitamin A and vitamin D'],
    ['手羽元', 'Chicken, broilers or fryers, drumstick, meat and skin, raw'],
    ['ひよこ豆', 'Chickpeas, NFS'],
    ['プリン', 'Flan'],
    // More Korean everyday words: the egg poached (수란) and its white, not the whole raw egg; 피클 the cucumber pickles; chicken nuggets by their loanword.
    ['수란', 'Egg, whole, cooked, poached'],
    ['달걀흰자', 'Egg, white, raw, fresh'],
    ['피클', 'Pickles, NFS'],
    ['치킨너겟', 'Chicken nuggets, NFS'],
    // A second pass: 순대 the blood sausage, not any sausage; 젤리 the gummies, not the fruit jelly.
    ['순대', 'Blood sausage'],
    ['젤리', 'Candy, gummy'],
    // Japanese, a second pass: パプリカ the bell pepper (not the spice), ミートボール the meatballs
    // as cooked at home (not Puerto Rican ones), かまぼこ the fish cake, ビスケット the cookie (not
    // the American biscuit).
    ['パプリカ', 'Peppers, sweet, red, raw'],
    ['ミートボール', 'Beef, meat balls, cooked'],
    ['かまぼこ', 'Fish cake or patty'],
    ['ビスケット', 'Cookies, shortbread, commercially prepared, plain'],
  ];
  for (const [native, food] of cases) it(`${native} → ${food}`, () => expect(foodOf.get(native)).toBe(food));
});
