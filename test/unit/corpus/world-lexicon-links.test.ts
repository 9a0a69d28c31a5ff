import { describe, expect, it } from 'bun:test';
import { generateAliases } from '../../../src/corpus/aliases';
import { linkTaxonomyNames, type TaxonomyEntry } from '../../../src/corpus/taxonomy-names';
import { LEXICON_NAMES_SOURCE } from '../../../src/domain/foods/food';
import { FOOD_LEXICONS } from '../../../src/domain/language/food-lexicons';
import { AFRICA_LEXICONS } from '../../../src/domain/language/food-lexicons-africa';
import { WEST_ASIA_LEXICONS } from '../../../src/domain/language/food-lexicons-west-asia';
import { EUROPE_LEXICONS } from '../../../src/domain/language/food-lexicons-europe';
import { INDIA_LEXICONS } from '../../../src/domain/language/food-lexicons-india';
import { fixtureFood } from '../../fixtures/catalog';

// Table foods as the tables name them, with the aliases the corpus gives them, beside the
// neighbours a careless English name would reach (plain pork, loin, ground pork).
const TABLE = [
  'Pork, fresh, belly, raw',
  'Pork, fresh, loin, whole, separable lean and fat, raw',
  'Pork, fresh, ground, raw',
  'Pork, NFS',
  'Nuts, cashew nuts, raw',
  'Seeds, flaxseed',
  'Oil, mustard',
  'Mustard, prepared, yellow',
  'Beef, ground, 80% lean meat / 20% fat, raw',
  'Bread stuffing',
  'Tea, hot, with milk',
  'Tea, hot, leaf, black',
  'Tea, bubble',
  'Coffee, NS as to type',
  'Coffee, Latte',
  'Congee',
  'Congee, with egg',
  'Tea, hot, leaf, green',
  'Fava beans, cooked',
  'Broadbeans, immature seeds, raw',
  'Broadbeans (fava beans), mature seeds, raw',
  'Grilled cheese sandwich, NFS',
  'Bread, white, commercially prepared, toasted',
  'Frankfurter sausage',
  'Sausage, Italian, pork, cooked',
  'Pork, tenderloin',
  'Pork, fresh, loin, tenderloin, separable lean only, raw',
  'Soup, borscht',
  'Soup, vegetable broth, ready to serve',
  'Rice, white, long-grain, regular, raw, enriched',
  'Rice, brown, long-grain, raw',
  'Rice, white, long-grain, regular, enriched, cooked',
  'Rice, brown, long-grain, cooked',
  'Lamb, ground, raw',
  'Lamb, domestic, leg, whole (shank and sirloin), separable lean and fat, trimmed to 1/4" fat, choice, raw',
  'Goat, raw',
  'Cheese, goat, soft type',
  'Chicken, meat, raw',
  'Chicken, broilers or fryers, breast, meat only, raw',
  'Apple cider',
  'Hard cider',
  'Cookie, NFS',
  'Biscuits, plain or buttermilk, frozen, baked',
  'Pudding, rice',
  'Gingerbread',
  'Cookie, sugar wafer',
  'Waffles, plain, frozen, ready -to-heat, toasted',
  'Ham, sliced, regular (approximately 11% fat)',
  'Pork, cured, ham, center slice, country-style, separable lean only, raw',
  'Sausage, NFS',
  'Mixed nuts, NFS',
  'Rolls, dinner, plain, commercially prepared (includes brown-and-serve)',
  'Rolls for hamburger/hotdog (buns), prepacked',
  'Beef, ground, patty',
  'Meat loaf made with beef',
  'Potato, home fries, from fresh',
  'Potato, french fries, from fresh, fried',
  'Serrano dry-cured ham',
  'Pork, cured, ham, whole, separable lean only, unheated',
  'Nuts, mixed nuts, oil roasted, with peanuts, with salt added',
  'Strudel, apple',
  'Doughnut, jelly',
  'Sausage, Berliner, pork, beef',
  'Candy, gummy',
  'Flan',
  'Soft drink, NFS',
  'Pastis (anise-flavoured spirit)',
  'Egg, whole, raw, fresh',
  'Egg, whole, cooked, fried',
  'Egg, whole, cooked, hard-boiled',
  'Chicken, liver, all classes, raw',
  'Avocados, raw, all commercial varieties',
  'Butter, salted',
  'Egg roll or Nem',
  'Egg roll, with beef and/or pork',
  'Egg omelet or scrambled egg, NS as to fat',
  'Omelette, with cheese',
  'Beef, tenderloin, raw',
  'Jams and preserves',
  'Honey',
  'Pork, cracklings',
  'Egg, whole, cooked, poached',
  'Squid, raw',
  'Octopus, common, cooked',
  'Candy, hard',
  'Cheesecake, plain',
  'Pie, apple',
  'Tea, hot, herbal',
  'Potato starch',
  'Cornstarch',
  'Buckwheat groats, roasted, cooked',
  'Mashed potatoes (average)',
  'Green peas, puree',
  'Coffee, Turkish',
  'Beef, meat balls, cooked',
  'Meatballs, Puerto Rican style',
  'Chicken, broilers or fryers, leg, meat and skin, raw',
  'Chicken curry',
  'Egg, soft-boiled',
  'Potato, boiled, from fresh, peel not eaten, NS as to fat',
  'Iced Coffee, brewed',
  'Cheese, cream',
  'Chicken nuggets, NFS',
  'Pickles, NFS',
  'Chewing gum',
  'Lamb, chop',
  'Raspberries, raw',
  'Blackberries, raw',
  'Squash, summer, zucchini, includes skin, raw',
  'Ghee, clarified butter',
  'Cream, fluid, half and half',
  'Red gram, dal',
  'Pigeon peas (red gram), mature seeds, raw',
  'Soursop, raw',
  'Sugarcane, juice',
  'Fish, herring, Atlantic, pickled',
  'Egg, white, raw, fresh',
  'Egg, yolk, raw, fresh',
  'Butter, without salt',
  'Beef, stew meat',
  'White beans, NFS',
  'Mango, green, raw',
  'Mangos, raw',
  'Coffee, macchiato',
  'Spices, pepper, black',
  'Peppers, sweet, green, raw',
  'Bolognese-style pasta (spaghetti, tagliatelle…)',
  'Lasagna or cannelloni with meat (bolognese sauce)',
  'Sunflower seeds, NFS',
  'Custard',
  'Bananas, raw',
  'Guinea hen, meat and skin, raw',
  'Chocolate milk, NFS',
  'Egg, chicken, scrambled, frozen mixture',
  'Fish, NS as to type, fried',
  'Cheese, gouda',
  'Almond milk, NFS',
  'Vinegar, red wine',
  'Vinegar, cider',
  'Coffee, instant, reconstituted',
  'Beverages, coffee, instant, regular, half the caffeine',
  'Greens, fresh, cooked, no added fat',
  'Rusk',
  'Gyro sandwich',
  'Fish, NS as to type, baked or broiled',
  'Rice pilaf',
  'Potato salad, home-prepared',
  'Chicken, NS as to part, grilled without sauce, NS as to skin eaten',
  'Soup, barley',
  'Headcheese, pork',
  'Chicken, broilers or fryers, thigh, meat and skin, raw',
  'Chicken, gizzard, all classes, cooked, simmered',
  'Pancakes, NFS',
  'Peas, green, raw',
  'Peas, green, split, mature seeds, raw',
  'Tea, ginger',
  'Pomfret, black',
  'Clams, NFS',
  'Eggplant dip',
  'Lamb, variety meats and by-products, liver, raw',
  'Fish, tuna, white, canned in water, drained solids',
  'Jellies',
  'Pork, cured, bacon, unprepared',
  'Orange, raw',
  'Bologna, meat and poultry',
  'Green salad, raw, without seasoning',
  'Salad, caesar with chicken, homemade',
  'Molasses',
  'Hot chocolate / cocoa, NFS',
  'Cranberries, raw',
  'Cranberries, dried, sweetened',
  'Cucumber, with peel, raw',
  'Yogurt, NFS',
  'Pork, cured, salt pork, raw',
  'Salt, table',
  'Water, NFS',
  'Coconut Water',
  'Vada',
  'Tomato, green',
  'Tomatoes, red, ripe, raw, year round average',
  'Cabbage, green, raw',
  'Cabbage, red, raw',
  'Radishes, raw',
  'Chickpea flour (besan)',
  'Mustard greens, raw',
  'Ragi',
  'Omum',
  'Agathi leaves',
  'Lime, sweet, pulp',
  'Orange, raw',
  'Pears, raw',
  'Margarine, NFS',
  'Tea, ginger',
  'Plantains, raw',
];
const foods = TABLE.map((name, i) =>
  fixtureFood(`99999999-9999-4999-8999-${String(i).padStart(12, '0')}`, name, '100g', [100, 1, 1, 1], { aliases: generateAliases(name) }),
);

const LEXICONS: Record<string, Record<string, string>> = {
  th: FOOD_LEXICONS.th!,
  vi: FOOD_LEXICONS.vi!,
  hi: FOOD_LEXICONS.hi!,
  id: FOOD_LEXICONS.id!,
  ru: WEST_ASIA_LEXICONS.ru!,
  ar: WEST_ASIA_LEXICONS.ar!,
  nl: EUROPE_LEXICONS.nl!,
  pl: EUROPE_LEXICONS.pl!,
  de: EUROPE_LEXICONS.de!,
  fr: EUROPE_LEXICONS.fr!,
  pt: EUROPE_LEXICONS.pt!,
  it: EUROPE_LEXICONS.it!,
  ur: WEST_ASIA_LEXICONS.ur!,
  es: EUROPE_LEXICONS.es!,
  tr: WEST_ASIA_LEXICONS.tr!,
  el: FOOD_LEXICONS.el!,
  bn: INDIA_LEXICONS.bn!,
  fa: FOOD_LEXICONS.fa!,
  sw: AFRICA_LEXICONS.sw!,
  tl: FOOD_LEXICONS.tl!,
  ta: INDIA_LEXICONS.ta!,
  te: INDIA_LEXICONS.te!,
  mr: INDIA_LEXICONS.mr!,
  gu: INDIA_LEXICONS.gu!,
  kn: INDIA_LEXICONS.kn!,
  ml: INDIA_LEXICONS.ml!,
};

/** The lexicons as the corpus links them: one entry per language and English name. */
function lexiconEntries(): Map<string, TaxonomyEntry> {
  const out = new Map<string, TaxonomyEntry>();
  for (const [lang, lexicon] of Object.entries(LEXICONS))
    for (const [native, en] of Object.entries(lexicon)) {
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

describe('everyday names of the world lexicons link to the food their English names', () => {
  const part = linkTaxonomyNames(lexiconEntries(), foods);
  const foodOf = new Map(part.foods.flatMap((f) => f.names.map((n) => [n.text, TABLE[foods.findIndex((x) => x.id === f.id)]] as const)));
  const cases: [string, string][] = [
    // Thai "three-layer pork" is the belly, not pork in general.
    ['หมูสามชั้น', 'Pork, fresh, belly, raw'],
    // Vietnamese "hạt" (seed, nut) alone is any seed: "hạt điều" is the cashew.
    ['hạt điều', 'Nuts, cashew nuts, raw'],
    // Hindi mustard oil, not the condiment bare सरसों reaches.
    ['सरसों का तेल', 'Oil, mustard'],
    // Hindi and Urdu name an animal's meat with the genitive: the goat's, the chicken's.
    ['बकरे का मांस', 'Goat, raw'],
    ['مرغی کا گوشت', 'Chicken, meat, raw'],
    // German minced meat named by its animal in one word.
    ['Rinderhackfleisch', 'Beef, ground, 80% lean meat / 20% fat, raw'],
    ['Lammhackfleisch', 'Lamb, ground, raw'],
    // Portuguese bare "frango", which cut and cooking words read the food from ("coxa de frango").
    ['frango', 'Chicken, meat, raw'],
    // Russian minced beef and pork, by the animal's adjective.
    ['говяжий фарш', 'Beef, ground, 80% lean meat / 20% fat, raw'],
    ['свиной фарш', 'Pork, fresh, ground, raw'],
    // Arabic tea with milk, not the plain tea bare شاي names.
    ['شاي بالحليب', 'Tea, hot, with milk'],
    // Indonesian coffee and tea with milk, not the plain drinks.
    ['kopi susu', 'Coffee, Latte'],
    ['teh susu', 'Tea, hot, with milk'],
    // Indonesian: the plain omelette (not the cheese one), goat meat by the animal alone (not its
    // cheese), the beef tenderloin ("has dalam", not pork), jam.
    ['telur dadar', 'Egg omelet or scrambled egg, NS as to fat'],
    ['kambing', 'Goat, raw'],
    ['has dalam', 'Beef, tenderloin, raw'],
    ['selai', 'Jams and preserves'],
    // Vietnamese minced meat is minced pork unless the animal is said; "giăm bông" (from jambon)
    // the sliced cooked ham, not the dry-cured country ham bare "ham" finds first.
    ['thịt băm', 'Pork, fresh, ground, raw'],
    ['giăm bông', 'Ham, sliced, regular (approximately 11% fat)'],
    // Dutch bread rolls, not the hamburger buns the taxonomies' 'Broodjes' name; French 'steak
    // haché' the minced-beef patty, not the meat loaf the taxonomies' 'meat patty' reaches.
    ['broodje', 'Rolls, dinner, plain, commercially prepared (includes brown-and-serve)'],
    ['steak haché', 'Beef, ground, patty'],
    // Potatoes fried in a pan, in German and Russian: home fries, not French fries.
    ['Bratkartoffeln', 'Potato, home fries, from fresh'],
    ['жареная картошка', 'Potato, home fries, from fresh'],
    // Spain's dry-cured ham by its Spanish name.
    ['jamón serrano', 'Serrano dry-cured ham'],
    // Arabic mixed nuts, which the taxonomies lack.
    ['مكسرات', 'Mixed nuts, NFS'],
    // Thai and Vietnamese rice porridge is the congee the tables name.
    ['โจ๊ก', 'Congee'],
    ['cháo', 'Congee'],
    // More Thai everyday words: iced coffee (not the hot), cream cheese and chicken nuggets by their loanwords.
    ['กาแฟเย็น', 'Iced Coffee, brewed'],
    ['ครีมชีส', 'Cheese, cream'],
    ['นักเก็ต', 'Chicken nuggets, NFS'],
    // More Turkish everyday words: chicken liver, not the chicken; turşu the pickles; sakız chewing gum.
    ['tavuk ciğeri', 'Chicken, liver, all classes, raw'],
    ['turşu', 'Pickles, NFS'],
    ['sakız', 'Chewing gum'],
    // A second Turkish pass: kuşbaşı the diced stewing beef; kuru fasulye the white beans, dry.
    ['dana kuşbaşı', 'Beef, stew meat'],
    ['kuru fasulye', 'White beans, NFS'],
    // A second Bengali pass: the mango green (কাঁচা আম), not the ripe; a cold drink the soft drink.
    ['কাঁচা আম', 'Mango, green, raw'],
    ['কোল্ড ড্রিংক', 'Soft drink, NFS'],
    // More Arabic everyday words: lamb chops (ريش غنم), raspberries (not the blackberries توت alone reaches).
    ['ريش غنم', 'Lamb, chop'],
    ['توت العليق', 'Raspberries, raw'],
    // Vietnamese: the egg fried sunny side up, chicken liver, the avocado named whole (bare "bơ" is
    // butter too), the fried spring roll CIQUAL names by its Vietnamese name.
    ['trứng ốp la', 'Egg, whole, cooked, fried'],
    ['gan gà', 'Chicken, liver, all classes, raw'],
    ['quả bơ', 'Avocados, raw, all commercial varieties'],
    ['chả giò', 'Egg roll or Nem'],
    // More Vietnamese everyday words: the egg's white and yolk (lòng trắng, lòng đỏ), not the whole
    // egg; the pork tenderloin by thăn; mâm xôi the raspberries, not the blackberries it met.
    ['lòng trắng trứng', 'Egg, white, raw, fresh'],
    ['lòng đỏ trứng', 'Egg, yolk, raw, fresh'],
    ['thăn heo', 'Pork, tenderloin'],
    ['mâm xôi', 'Raspberries, raw'],
    // More Thai everyday words: the beef tenderloin (เนื้อสันใน, not the pork), the egg soft-boiled
    // (ไข่ลวก, not hard), butter unsalted and salted by name.
    ['เนื้อสันใน', 'Beef, tenderloin, raw'],
    ['ไข่ลวก', 'Egg, soft-boiled'],
    ['เนยจืด', 'Butter, without salt'],
    ['เนยเค็ม', 'Butter, salted'],
    // Persian: plain rice as eaten, the egg fried sunny side up, minced meat (not the bread stuffing
    // the taxonomies' name reaches), the biscuit a cookie, as in Hindi and Urdu.
    ['چلو', 'Rice, white, long-grain, regular, enriched, cooked'],
    ['نیمرو', 'Egg, whole, cooked, fried'],
    ['گوشت چرخ کرده', 'Beef, ground, 80% lean meat / 20% fat, raw'],
    ['بیسکویت', 'Cookie, NFS'],
    // Ful medames is cooked dried fava beans, not the fresh green beans bare فول can reach.
    ['فول مدمس', 'Fava beans, cooked'],
    // Names the taxonomies lack: the Dutch toasted sandwich, Polish frankfurters.
    ['tosti', 'Grilled cheese sandwich, NFS'],
    ['parówki', 'Frankfurter sausage'],
    // The Dutch tenderloin and Polish loin, distinct cuts; Polish red borscht.
    ['varkenshaas', 'Pork, tenderloin'],
    ['schab', 'Pork, fresh, loin, whole, separable lean and fat, raw'],
    ['barszcz', 'Soup, borscht'],
    // Tea and coffee with milk in Dutch, German, French and Portuguese, not the plain drinks.
    ['thee met melk', 'Tea, hot, with milk'],
    ['tee mit milch', 'Tea, hot, with milk'],
    ['thé au lait', 'Tea, hot, with milk'],
    ['chá com leite', 'Tea, hot, with milk'],
    ['koffie verkeerd', 'Coffee, Latte'],
    ['kaffee mit milch', 'Coffee, Latte'],
    ['café com leite', 'Coffee, Latte'],
    // Dutch rice, raw or cooked, is white unless said brown.
    ['rijst', 'Rice, white, long-grain, regular, raw, enriched'],
    ['gekookte rijst', 'Rice, white, long-grain, regular, enriched, cooked'],
    // French cidre is fermented, not the sweet apple cider.
    ['cidre', 'Hard cider'],
    ['cidres', 'Hard cider'],
    // Spanish, Hindi and Urdu biscuits are sweet biscuits, cookies, not the American biscuit.
    ['galletas', 'Cookie, NFS'],
    ['बिस्कुट', 'Cookie, NFS'],
    ['بسکٹ', 'Cookie, NFS'],
    // Sweets and pastries the taxonomies lack, by their everyday names.
    ['sütlaç', 'Pudding, rice'],
    ['пряник', 'Gingerbread'],
    ['вафли', 'Cookie, sugar wafer'],
    ['Apfelstrudel', 'Strudel, apple'],
    ['Berliner', 'Doughnut, jelly'],
    ['Gummibärchen', 'Candy, gummy'],
    ['pudim', 'Flan'],
    // Drinks by their everyday names: Vietnamese shop milk tea, Urdu 'cold drink', Greek ouzo.
    ['trà sữa', 'Tea, bubble'],
    ['کولڈ ڈرنک', 'Soft drink, NFS'],
    ['ούζο', 'Pastis (anise-flavoured spirit)'],
    // Portuguese and Brazilian everyday foods: the bread roll, toast, sliced ham (not the cured
    // meats the taxonomies link 'fiambre' to), a soft drink.
    ['torrada', 'Bread, white, commercially prepared, toasted'],
    ['pão francês', 'Rolls, dinner, plain, commercially prepared (includes brown-and-serve)'],
    ['fiambre', 'Ham, sliced, regular (approximately 11% fat)'],
    ['refrigerante', 'Soft drink, NFS'],
    // German everyday foods: rice white unless said brown, chicken (not the leg the taxonomies'
    // 'Hähnchen' met), sweet biscuits (not the American biscuit).
    ['Reis', 'Rice, white, long-grain, regular, raw, enriched'],
    ['Hähnchen', 'Chicken, meat, raw'],
    ['Kekse', 'Cookie, NFS'],
    // French rice and chicken, not the brown rice and the leg the taxonomies' 'riz' and 'poulet' met.
    ['riz', 'Rice, white, long-grain, regular, raw, enriched'],
    ['poulet', 'Chicken, meat, raw'],
    // Italian rice, white unless said brown, and coffee with milk, not the plain coffee.
    ['riso', 'Rice, white, long-grain, regular, raw, enriched'],
    ['caffelatte', 'Coffee, Latte'],
    // Thai everyday words: bare ข้าว is rice as eaten, cooked white, not the brown grain the
    // taxonomies link; bare ไก่ is the chicken's meat; the egg fried; น้ำอัดลม any soft drink.
    ['ข้าว', 'Rice, white, long-grain, regular, enriched, cooked'],
    ['ไก่', 'Chicken, meat, raw'],
    ['ไข่ดาว', 'Egg, whole, cooked, fried'],
    ['น้ำอัดลม', 'Soft drink, NFS'],
    // Arabic everyday words: goat's meat, not goat's cheese; brown rice as bought; fried eggs;
    // مشروب غازي any soft drink.
    ['لحم ماعز', 'Goat, raw'],
    ['أرز بني', 'Rice, brown, long-grain, raw'],
    ['بيض مقلي', 'Egg, whole, cooked, fried'],
    ['مشروب غازي', 'Soft drink, NFS'],
    // Egypt's word for chicken, coffee with milk (the latte, not plain coffee), rice boiled.
    ['فراخ', 'Chicken, meat, raw'],
    ['قهوة بالحليب', 'Coffee, Latte'],
    ['أرز مسلوق', 'Rice, white, long-grain, regular, enriched, cooked'],
    // Bengali everyday words: tea with milk, not plain tea; the biscuit a cookie; 'mutton' the
    // goat's meat, as South Asia says it; the egg boiled.
    ['দুধ চা', 'Tea, hot, with milk'],
    ['বিস্কুট', 'Cookie, NFS'],
    ['মাটন', 'Goat, raw'],
    ['সেদ্ধ ডিম', 'Egg, whole, cooked, hard-boiled'],
    // White rice as eaten, country and broiler chicken by the bird, 'cold drinks' any soft drink.
    ['সাদা ভাত', 'Rice, white, long-grain, regular, enriched, cooked'],
    ['দেশি মুরগি', 'Chicken, meat, raw'],
    ['কোল্ড ড্রিংকস', 'Soft drink, NFS'],
    // Spanish pork cracklings (the taxonomies' 'chicharrón' met a canned fish), the poached egg
    // in Spain's two words, and Spain's sidra, fermented as French 'cidre'.
    ['chicharrón', 'Pork, cracklings'],
    ['huevo escalfado', 'Egg, whole, cooked, poached'],
    ['huevo pochado', 'Egg, whole, cooked, poached'],
    ['sidra', 'Hard cider'],
    ['sidras', 'Hard cider'],
    // Dutch 'inktvis' is the squid, not the octopus the taxonomies link; 'zuurtjes' hard sweets.
    ['inktvis', 'Squid, raw'],
    ['zuurtjes', 'Candy, hard'],
    // Polish cheesecake and apple cake (the taxonomies met gingerbread and shallots), herbal tea
    // (not the green tea), lollipops hard sweets.
    ['sernik', 'Cheesecake, plain'],
    ['szarlotka', 'Pie, apple'],
    ['herbata ziołowa', 'Tea, hot, herbal'],
    ['lizak', 'Candy, hard'],
    // Russian крахмал is potato starch in a Russian kitchen, not the cornstarch the taxonomies
    // link; buckwheat as typed in Latin letters.
    ['крахмал', 'Potato starch'],
    ['grechka', 'Buckwheat groats, roasted, cooked'],
    // Greek πουρές is mashed potatoes, not the pea purée the taxonomies link; Greek coffee the
    // tables' Turkish coffee; the octopus as typed in Greeklish.
    ['πουρές', 'Mashed potatoes (average)'],
    ['ελληνικός καφές', 'Coffee, Turkish'],
    ['htapodi', 'Octopus, common, cooked'],
    // Dutch, Russian and Greek meatballs as fried or stewed, not the Puerto Rican dish in tomato
    // sauce bare 'meatballs' finds.
    ['gehaktbal', 'Beef, meat balls, cooked'],
    ['фрикадельки', 'Beef, meat balls, cooked'],
    ['κεφτεδάκια', 'Beef, meat balls, cooked'],
    // Bengali: coffee with milk (the latte, not plain coffee), the chicken's leg (রান), the curry
    // (ঝোল, তরকারি) the tables hold, the cashew named with বাদাম.
    ['দুধ কফি', 'Coffee, Latte'],
    ['মুরগির তরকারি', 'Chicken curry'],
    ['মুরগির রান', 'Chicken, broilers or fryers, leg, meat and skin, raw'],
    ['মুরগির ঝোল', 'Chicken curry'],
    ['কাজু বাদাম', 'Nuts, cashew nuts, raw'],
    // German: Matjes the cured herring, the plain omelette (the taxonomies' 'Omelett' is the cheese
    // one), beef and pork fillet, wine gums, gherkins.
    ['Matjes', 'Fish, herring, Atlantic, pickled'],
    ['Omelett', 'Egg omelet or scrambled egg, NS as to fat'],
    ['Rinderfilet', 'Beef, tenderloin, raw'],
    ['Schweinefilet', 'Pork, tenderloin'],
    ['Weingummi', 'Candy, gummy'],
    ['Gewürzgurken', 'Pickles, NFS'],
    // Portuguese: abobrinha the zucchini, the plain omelette, filé mignon the beef tenderloin (not
    // the pork one), kid goat, chicken liver, graviola the soursop, caldo de cana.
    ['abobrinha', 'Squash, summer, zucchini, includes skin, raw'],
    ['omelete', 'Egg omelet or scrambled egg, NS as to fat'],
    ['filé mignon', 'Beef, tenderloin, raw'],
    ['cabrito', 'Goat, raw'],
    ['fígado de frango', 'Chicken, liver, all classes, raw'],
    ['graviola', 'Soursop, raw'],
    ['caldo de cana', 'Sugarcane, juice'],
    // Swahili: samli the ghee (it met half and half), tea with milk, eggs fried and boiled, the
    // soursop.
    ['samli', 'Ghee, clarified butter'],
    ['chai ya maziwa', 'Tea, hot, with milk'],
    ['mayai ya kukaanga', 'Egg, whole, cooked, fried'],
    ['mayai ya kuchemsha', 'Egg, whole, cooked, hard-boiled'],
    ['stafeli', 'Soursop, raw'],
    // Tagalog: coffee with milk (the latte), the soursop (guyabano met honey).
    ['kape na may gatas', 'Coffee, Latte'],
    ['guyabano', 'Soursop, raw'],
    // Tamil, Telugu, Marathi, Gujarati, Kannada, Malayalam: mutton the goat's meat, the plain
    // omelette, the boiled egg, the dal of pigeon peas (not the whole seeds तूर डाळ met), chicken
    // curry, sugarcane juice.
    ['மட்டன்', 'Goat, raw'],
    ['ஆம்லெட்', 'Egg omelet or scrambled egg, NS as to fat'],
    ['அவித்த முட்டை', 'Egg, whole, cooked, hard-boiled'],
    ['சிக்கன் கறி', 'Chicken curry'],
    ['మటన్', 'Goat, raw'],
    ['ఆమ్లెట్', 'Egg omelet or scrambled egg, NS as to fat'],
    ['కందిపప్పు', 'Red gram, dal'],
    ['కోడి కూర', 'Chicken curry'],
    ['तूर डाळ', 'Red gram, dal'],
    ['उकडलेले अंडे', 'Egg, whole, cooked, hard-boiled'],
    ['उसाचा रस', 'Sugarcane, juice'],
    ['મટન', 'Goat, raw'],
    ['ઓમલેટ', 'Egg omelet or scrambled egg, NS as to fat'],
    ['તુવેર દાળ', 'Red gram, dal'],
    ['ಮಟನ್', 'Goat, raw'],
    ['ತೊಗರಿ ಬೇಳೆ', 'Red gram, dal'],
    ['ಕಬ್ಬಿನ ಹಾಲು', 'Sugarcane, juice'],
    ['മട്ടൻ', 'Goat, raw'],
    ['ഓംലെറ്റ്', 'Egg omelet or scrambled egg, NS as to fat'],
    ['ചിക്കൻ കറി', 'Chicken curry'],
    // Urdu: 'doodh patti' the tea brewed in milk, the plain omelette (not the cheese one the
    // taxonomies link), 'mutton' the goat's meat as Pakistan says it, the egg boiled.
    ['دودھ پتی', 'Tea, hot, with milk'],
    ['آملیٹ', 'Egg omelet or scrambled egg, NS as to fat'],
    ['مٹن', 'Goat, raw'],
    ['ابلا انڈا', 'Egg, whole, cooked, hard-boiled'],
    // Hindi: the plain omelette (ऑमलेट met a cheese one), 'mutton' the goat's meat as India says
    // it, tea brewed in milk, 'cold drink' any soft drink.
    ['ऑमलेट', 'Egg omelet or scrambled egg, NS as to fat'],
    ['मटन', 'Goat, raw'],
    ['दूध वाली चाय', 'Tea, hot, with milk'],
    ['कोल्ड ड्रिंक', 'Soft drink, NFS'],
    // French: café crème the coffee with milk (not coffee cream), verveine as drunk, the egg
    // soft-boiled (œuf mollet), potatoes steamed.
    ['café crème', 'Coffee, Latte'],
    ['verveine', 'Tea, hot, herbal'],
    ['œuf mollet', 'Egg, soft-boiled'],
    ['pommes vapeur', 'Potato, boiled, from fresh, peel not eaten, NS as to fat'],
    // Italian: the beef burger patty, the meat loaf (polpettone met the Puerto Rican meatballs),
    // eggs fried in the pan, bibita any soft drink.
    ['hamburger di manzo', 'Beef, ground, patty'],
    ['polpettone', 'Meat loaf made with beef'],
    ['uova al tegamino', 'Egg, whole, cooked, fried'],
    ['bibita', 'Soft drink, NFS'],
    // Italian, a second pass: meatballs as cooked at home (not the Puerto Rican dish), potatoes
    // boiled, the coffees by name, pasta al ragù, cream cheese, pepe the black pepper (not the
    // sweet pepper).
    ['polpette', 'Beef, meat balls, cooked'],
    ['patate lesse', 'Potato, boiled, from fresh, peel not eaten, NS as to fat'],
    ['caffè macchiato', 'Coffee, macchiato'],
    ['pasta al ragù', 'Bolognese-style pasta (spaghetti, tagliatelle…)'],
    ['formaggio spalmabile', 'Cheese, cream'],
    ['pepe', 'Spices, pepper, black'],
    // Spanish, a second pass: pipas the sunflower seeds (not flaxseed), natillas the custard, guineo
    // the Caribbean banana (not the guinea hen), cortado the coffee, chocolatada, potatoes boiled.
    ['pipas', 'Sunflower seeds, NFS'],
    ['natillas', 'Custard'],
    ['guineo', 'Bananas, raw'],
    ['cortado', 'Coffee, macchiato'],
    ['chocolatada', 'Chocolate milk, NFS'],
    ['papas cocidas', 'Potato, boiled, from fresh, peel not eaten, NS as to fat'],
    // French, a second pass: œufs the eggs (not a frozen scrambled mixture), poivre the black
    // pepper, tournedos the beef tenderloin, pasta bolognaise.
    ['œufs', 'Egg, whole, raw, fresh'],
    ['oeufs', 'Egg, whole, raw, fresh'],
    ['poivre', 'Spices, pepper, black'],
    ['tournedos', 'Beef, tenderloin, raw'],
    ['pâtes bolognaise', 'Bolognese-style pasta (spaghetti, tagliatelle…)'],
    // Dutch, a second pass: kibbeling the fried fish, oude kaas the
    // aged gouda, lamsgehakt, amandelmelk, ossenhaas the beef tenderloin.
    ['kibbeling', 'Fish, NS as to type, fried'],
    ['oude kaas', 'Cheese, gouda'],
    ['lamsgehakt', 'Lamb, ground, raw'],
    ['amandelmelk', 'Almond milk, NFS'],
    ['ossenhaas', 'Beef, tenderloin, raw'],
    // Greek, a second pass: ξύδι the red wine vinegar Greece uses (not cider vinegar), κατσίκι the
    // goat, νεσκαφέ the instant coffee as drunk (not the half-caffeine powder), χόρτα the boiled
    // greens, mountain tea, rusks, gyros, fish grilled, and Greeklish 'avga'.
    ['ξύδι', 'Vinegar, red wine'],
    ['κατσίκι', 'Goat, raw'],
    ['νεσκαφέ', 'Coffee, instant, reconstituted'],
    ['χόρτα', 'Greens, fresh, cooked, no added fat'],
    ['τσάι του βουνού', 'Tea, hot, herbal'],
    ['παξιμάδια', 'Rusk'],
    ['γύρος', 'Gyro sandwich'],
    ['ψάρι ψητό', 'Fish, NS as to type, baked or broiled'],
    ['avga', 'Egg, whole, raw, fresh'],
    // Persian, a second pass: Nescafé, hard candy, herbal tea (damnoosh), Turkish coffee, polo the
    // rice pilaf, olivieh the potato salad, the egg fried, joojeh kabab the grilled chicken.
    ['نسکافه', 'Coffee, instant, reconstituted'],
    ['آبنبات', 'Candy, hard'],
    ['دمنوش', 'Tea, hot, herbal'],
    ['قهوه ترک', 'Coffee, Turkish'],
    ['پلو', 'Rice pilaf'],
    ['سالاد الویه', 'Potato salad, home-prepared'],
    ['تخم مرغ نیمرو', 'Egg, whole, cooked, fried'],
    ['جوجه کباب', 'Chicken, NS as to part, grilled without sauce, NS as to skin eaten'],
    // Polish, a second pass: krupnik the barley soup, salceson, serdelki, udko the chicken thigh (not
    // the leg), żołądki the gizzards, potatoes boiled, eggs fried, racuchy the pancakes.
    ['krupnik', 'Soup, barley'],
    ['salceson', 'Headcheese, pork'],
    ['serdelki', 'Frankfurter sausage'],
    ['udko', 'Chicken, broilers or fryers, thigh, meat and skin, raw'],
    ['żołądki', 'Chicken, gizzard, all classes, cooked, simmered'],
    ['ziemniaki z wody', 'Potato, boiled, from fresh, peel not eaten, NS as to fat'],
    ['jajka sadzone', 'Egg, whole, cooked, fried'],
    ['racuchy', 'Pancakes, NFS'],
    // Indonesian, a second pass: lada the black pepper (not the sweet one), bakso the beef meatballs
    // (not the Puerto Rican dish), kacang polong the green peas (not split), ginger tea, pomfret, clams.
    ['lada', 'Spices, pepper, black'],
    ['bakso', 'Beef, meat balls, cooked'],
    ['kacang polong', 'Peas, green, raw'],
    ['wedang jahe', 'Tea, ginger'],
    ['ikan bawal', 'Pomfret, black'],
    ['kerang', 'Clams, NFS'],
    // Arabic, a second pass: baba ghanoush and mutabbal the eggplant dip, grilled chicken and fried
    // fish, eggs fried (بيض عيون), lamb liver, canned tuna.
    ['بابا غنوج', 'Eggplant dip'],
    ['متبل', 'Eggplant dip'],
    ['دجاج مشوي', 'Chicken, NS as to part, grilled without sauce, NS as to skin eaten'],
    ['سمك مقلي', 'Fish, NS as to type, fried'],
    ['بيض عيون', 'Egg, whole, cooked, fried'],
    ['كبدة غنم', 'Lamb, variety meats and by-products, liver, raw'],
    ['تونة معلبة', 'Fish, tuna, white, canned in water, drained solids'],
    // German, a second pass: Sülze the headcheese (not fruit jellies), Speck the bacon, Apfelsine
    // the orange, Fleischwurst and Lyoner the bologna, peppermint tea.
    ['Sülze', 'Headcheese, pork'],
    ['Speck', 'Pork, cured, bacon, unprepared'],
    ['Apfelsine', 'Orange, raw'],
    ['Fleischwurst', 'Bologna, meat and poultry'],
    ['Lyoner', 'Bologna, meat and poultry'],
    ['Pfefferminztee', 'Tea, hot, herbal'],
    // Portuguese, a second pass: mel the honey, salada the green salad (not a Caesar salad), moela
    // the gizzard (not molasses), almôndegas as cooked at home, hot chocolate.
    ['mel', 'Honey'],
    ['salada', 'Green salad, raw, without seasoning'],
    ['moela', 'Chicken, gizzard, all classes, cooked, simmered'],
    ['almôndegas', 'Beef, meat balls, cooked'],
    ['chocolate quente', 'Hot chocolate / cocoa, NFS'],
    // Russian, a second pass: клюква the fresh cranberries (not the dried sweetened ones), тефтели
    // as cooked at home, the doctor's sausage as bologna, and transliterations that met another
    // food: ogurtsy (yogurt), salo (table salt).
    ['клюква', 'Cranberries, raw'],
    ['тефтели', 'Beef, meat balls, cooked'],
    ['докторская колбаса', 'Bologna, meat and poultry'],
    ['ogurtsy', 'Cucumber, with peel, raw'],
    ['salo', 'Pork, cured, salt pork, raw'],
    // Hindi, a second pass: पानी the water (not coconut water), वड़ा the vada, टमाटर the ripe
    // tomato (not the green one), पत्ता गोभी the green cabbage (not the red one).
    ['पानी', 'Water, NFS'],
    ['वड़ा', 'Vada'],
    ['टमाटर', 'Tomatoes, red, ripe, raw, year round average'],
    ['पत्ता गोभी', 'Cabbage, green, raw'],
    // Urdu, a second pass: مولی the radishes, بیسن the gram flour, سرسوں کا ساگ the mustard greens.
    ['مولی', 'Radishes, raw'],
    ['بیسن', 'Chickpea flour (besan)'],
    ['سرسوں کا ساگ', 'Mustard greens, raw'],
    // Tamil, a second pass: கேழ்வரகு the ragi, ஓமம் the ajwain, அகத்திக்கீரை the agathi leaves.
    ['கேழ்வரகு', 'Ragi'],
    ['ஓமம்', 'Omum'],
    ['அகத்திக்கீரை', 'Agathi leaves'],
    // Telugu, a second pass: బత్తాయి the sweet lime (not an orange), రాగులు the ragi.
    ['బత్తాయి', 'Lime, sweet, pulp'],
    ['రాగులు', 'Ragi'],
    // Swahili, a second pass: peasi the pears (it met cola), majarini the margarine (it met macaroni).
    ['peasi', 'Pears, raw'],
    ['majarini', 'Margarine, NFS'],
    // Tagalog, a second pass: salabat the ginger tea (it met a salad), saging na saba the plantain.
    ['salabat', 'Tea, ginger'],
    ['saging na saba', 'Plantains, raw'],
  ];
  for (const [native, food] of cases) it(`${native} → ${food}`, () => expect(foodOf.get(native)).toBe(food));
  // Arabic sausages, which the taxonomies lack: whatever sausage bare "sausage" finds.
  for (const native of ['سجق', 'نقانق']) it(`${native} → a sausage`, () => expect(foodOf.get(native)).toMatch(/^Sausage\b/));
});
