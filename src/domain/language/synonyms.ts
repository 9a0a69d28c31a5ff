/**
 * Food words people type → the word the reference data uses (maintained by hand).
 *
 * Each entry reads "people say `term`, the reference says `canonical`". Entries chain
 * (capsicum → bell pepper → sweet pepper), and a term's root is the end of its chain. The table is
 * directional on purpose: "chips" means French fries in the UK, so fries get the alias "chips",
 * but potato chips never get "french fries". Regional variants are marked so a reader can audit
 * them; matching ignores the region.
 *
 * The canonical side must be wording that occurs in SR28 descriptions or the aliases generated
 * from them (test/unit/corpus/aliases.test.ts checks this against the real file).
 */

type SynonymRegion = 'US' | 'UK' | 'IE' | 'AU' | 'NZ' | 'CA' | 'ZA' | 'IN' | 'Caribbean' | 'West Africa' | 'SG' | 'MY' | 'PH' | 'informal';

export interface Synonym {
  term: string;
  canonical: string;
  region?: SynonymRegion;
  /**
   * The canonical word is a modifier ("canned", "carbonated"): the term replaces it anywhere in
   * a name ("canned tomatoes" → "tinned tomatoes"). Other entries are nouns and replace only the
   * end of a name, so "potato" → "spud" never turns "sweet potato" into "sweet spud".
   */
  modifier?: true;
  /**
   * No SR28 name ends with the canonical word ("sandwich", "breakfast"), so no generated alias can
   * carry the term: it is read only where typed (src/search/lexical.ts, SYNONYM_READINGS), never
   * confidently.
   */
  typedOnly?: true;
}

const s = (term: string, canonical: string, region?: SynonymRegion): Synonym => ({ term, canonical, ...(region ? { region } : {}) });
const mod = (term: string, canonical: string, region?: SynonymRegion): Synonym => ({ ...s(term, canonical, region), modifier: true });
const typed = (term: string, canonical: string, region?: SynonymRegion): Synonym => ({ ...s(term, canonical, region), typedOnly: true });

export const SYNONYMS: readonly Synonym[] = [
  // Drinks
  s('pop', 'soda', 'US'),
  s('soda pop', 'soda', 'US'),
  s('soft drink', 'soda'),
  s('fizzy drink', 'soda', 'UK'),
  mod('soda', 'carbonated'),
  s('coke', 'cola', 'informal'),
  s('coca cola', 'cola', 'informal'),
  s('pepsi', 'cola', 'informal'),
  mod('diet', 'low calorie'),
  s('diet coke', 'low calorie cola', 'informal'),
  s('diet pepsi', 'low calorie cola', 'informal'),
  s('coke zero', 'low calorie cola', 'informal'),
  s('oj', 'orange juice', 'informal'),
  s('sparkling water', 'club soda'),
  s('soda water', 'club soda'),
  s('seltzer', 'club soda', 'US'),
  s('fizzy water', 'club soda', 'UK'),
  // South Africans call any soft drink a cool drink.
  s('cool drink', 'soda', 'ZA'),
  s('cooldrink', 'soda', 'ZA'),
  mod('decaf', 'decaffeinated', 'informal'),
  // Coffee of half the caffeine, as cafés and cans say it.
  mod('half caff', 'half the caffeine', 'informal'),
  mod('half caf', 'half the caffeine', 'informal'),
  s('lager', 'beer'),
  s('pilsner', 'lager'),
  typed('shiraz', 'syrah', 'AU'),
  s('spirits', 'distilled'),
  s('liquor', 'distilled', 'US'),
  s('hard liquor', 'distilled', 'US'),
  s('whisky', 'whiskey', 'UK'),
  s('soya milk', 'soymilk', 'UK'),
  s('soy milk', 'soymilk'),
  s('americano', 'brewed coffee'),
  // Malted drink powders by the names they are sold under across the Commonwealth.
  s('horlicks', 'natural malted drink mix'),
  s('bournvita', 'chocolate malted drink mix'),
  s('port', 'dessert wine'),
  // Light beer by what it is sold for, and its shop spelling.
  s('low calorie beer', 'light beer'),
  s('lite beer', 'light beer', 'US'),
  // The shops' spelling of "light" on any reduced-fat or reduced-calorie food ("lite cream cheese").
  mod('lite', 'light', 'US'),
  // Vegetables
  s('scallion', 'green onion', 'US'),
  s('green onion', 'spring onion', 'US'),
  s('salad onion', 'spring onion', 'UK'),
  s('aubergine', 'eggplant', 'UK'),
  s('brinjal', 'eggplant', 'IN'),
  s('courgette', 'zucchini', 'UK'),
  s('courgette', 'zucchini squash', 'UK'),
  s('zucchini', 'zucchini squash'),
  s('baby marrow', 'zucchini', 'ZA'),
  s('baby marrow', 'zucchini squash', 'ZA'),
  // Pattypan is the scallop squash.
  s('pattypan', 'scallop squash'),
  s('pattypan squash', 'scallop squash'),
  s('patty pan squash', 'scallop squash'),
  s('spud', 'potato', 'informal'),
  s('tater', 'potato', 'informal'),
  s('cuke', 'cucumber', 'informal'),
  s('avo', 'avocado', 'AU'),
  s('jacket potato', 'baked potato', 'UK'),
  s('capsicum', 'bell pepper', 'AU'),
  s('bell pepper', 'sweet pepper', 'US'),
  s('coriander', 'cilantro', 'UK'),
  s('coriander leaves', 'cilantro', 'UK'),
  s('rocket', 'arugula', 'UK'),
  s('swede', 'rutabaga', 'UK'),
  s('beetroot', 'beet', 'UK'),
  s('mangetout', 'snow pea', 'UK'),
  s('snow pea', 'edible-podded pea'),
  s('sugar snap pea', 'edible-podded pea'),
  s('maize', 'corn'),
  s('maize meal', 'cornmeal'),
  // South Africa's staple white maize meal, degermed.
  s('mealie meal', 'white degermed cornmeal', 'ZA'),
  s('butternut pumpkin', 'butternut squash', 'AU'),
  s('vidalia onion', 'sweet onion', 'US'),
  s('passata', 'tomato puree', 'UK'),
  s('kumara', 'sweet potato', 'AU'),
  s('hot chips', 'french fried potato', 'AU'),
  s('slap chips', 'french fried potato', 'ZA'),
  s('chinese leaf', 'chinese cabbage', 'UK'),
  // Low-carb swaps by the names people give them: spiralised zucchini, and cauliflower grated to rice size.
  s('zoodles', 'zucchini', 'informal'),
  s('courgetti', 'zucchini', 'UK'),
  s('cauliflower rice', 'cauliflower'),
  s('riced cauliflower', 'cauliflower'),
  s('cauli rice', 'cauliflower', 'informal'),
  s('zucchini noodle', 'zucchini'),
  // Taro (Colocasia) by its Hindi name.
  s('arbi', 'taro', 'IN'),
  // Scots say neeps for swede (rutabaga) and tatties for potatoes; the Caribbean and West Africa
  // say Irish potato for the potato, as against the sweet potato.
  s('neep', 'rutabaga', 'UK'),
  s('tattie', 'potato', 'UK'),
  s('irish potato', 'potato', 'Caribbean'),
  // Caribbean names: dasheen and eddoes are taro (Colocasia), tannia the yautia (Xanthosoma),
  // chocho and christophene the chayote, escallion the scallion.
  s('dasheen', 'taro', 'Caribbean'),
  s('eddo', 'taro', 'Caribbean'),
  s('eddoe', 'taro', 'Caribbean'),
  s('tannia', 'yautia', 'Caribbean'),
  s('chocho', 'chayote', 'Caribbean'),
  s('cho-cho', 'chayote', 'Caribbean'),
  s('christophene', 'chayote', 'Caribbean'),
  s('escallion', 'scallion', 'Caribbean'),
  s('gungo pea', 'pigeonpea', 'Caribbean'),
  s('congo pea', 'pigeonpea', 'Caribbean'),
  s('scotch bonnet', 'hot chili pepper', 'Caribbean'),
  s('scotch bonnet pepper', 'hot chili pepper', 'Caribbean'),
  // Sea moss, the Irish moss seaweed (Chondrus crispus) of Caribbean drinks.
  s('sea moss', 'irishmoss seaweed', 'Caribbean'),
  s('irish moss', 'irishmoss seaweed'),
  // West African English: okro is okra; ewedu the jute leaves (Corchorus olitorius).
  s('okro', 'okra', 'West Africa'),
  s('ewedu', 'potherb jute', 'West Africa'),
  // Singapore, Malaysian and Filipino English: water spinach (kangkong) is the tables' swamp cabbage
  // (Ipomoea aquatica), moringa (malunggay) leaves their drumstick leaves, camote tops the sweet
  // potato leaves, long beans the yardlong beans, tau geh the mung bean sprouts, chilli padi the
  // small hot chili.
  s('water spinach', 'swamp cabbage'),
  s('kangkong', 'swamp cabbage', 'SG'),
  s('moringa leaf', 'drumstick leaf'),
  s('malunggay', 'drumstick leaf', 'PH'),
  s('camote tops', 'sweet potato leaves', 'PH'),
  s('kamote tops', 'sweet potato leaves', 'PH'),
  s('long bean', 'yardlong bean', 'SG'),
  s('tau geh', 'sprouted mung beans', 'SG'),
  s('taugeh', 'sprouted mung beans', 'MY'),
  s('chilli padi', 'hot chili pepper', 'SG'),
  // 'Veggie' is how menus and diaries say a dish is made of vegetables (veggie pizza, wrap, fajitas).
  mod('veggie', 'vegetable', 'informal'),
  // Said of a sausage, burger or slice made without meat: the tables say meatless.
  mod('vegetarian', 'meatless'),
  mod('veggie', 'meatless', 'informal'),
  // Split pigeon peas (dried: red gram) by their Hindi names.
  s('toor dal', 'red gram', 'IN'),
  s('tuvar dal', 'red gram', 'IN'),
  s('arhar dal', 'red gram', 'IN'),
  s('sweetcorn', 'sweet corn', 'UK'),
  s('corn on the cob', 'sweet corn'),
  s('garden pea', 'green pea', 'UK'),
  // The bare pea is the green garden pea, not the edible-podded (snow) pea nor the dry split pea.
  s('pea', 'green pea'),
  s('green bean', 'snap bean'),
  s('string bean', 'snap bean', 'US'),
  s('runner bean', 'snap bean', 'UK'),
  s('french bean', 'snap bean', 'UK'),
  s('broad bean', 'broadbean', 'UK'),
  s('fava bean', 'broadbean'),
  s('butter bean', 'lima bean', 'UK'),
  s('haricot bean', 'navy bean', 'UK'),
  s('borlotti bean', 'cranberry bean', 'UK'),
  s('garbanzo', 'chickpea'),
  s('garbanzo bean', 'chickpea'),
  s('chick pea', 'chickpea'),
  s('black-eyed pea', 'cowpea'),
  s('black eyed pea', 'cowpea'),
  s('black-eyed bean', 'cowpea', 'UK'),
  s('black eyed bean', 'cowpea', 'UK'),
  s('soya bean', 'soybean', 'UK'),
  s('edamame', 'green soybean'),
  s('edamame bean', 'green soybean'),
  s('bean curd', 'tofu'),
  // Firm pressed tofu as Singapore names it.
  s('tau kwa', 'firm tofu', 'SG'),
  s('taukwa', 'firm tofu', 'SG'),
  s('bok choy', 'pak-choi'),
  s('pak choi', 'pak-choi', 'UK'),
  s('cos lettuce', 'romaine lettuce', 'UK'),
  s('silverbeet', 'swiss chard', 'AU'),
  s('spring greens', 'collards', 'UK'),
  s('gherkin', 'pickle', 'UK'),
  s('chilli', 'chili', 'UK'),
  // Spelt so, the US Southwest's pepper ("green chile"), not the dish, which the US spells chili.
  s('chile', 'hot chili pepper', 'US'),
  s('chilli pepper', 'hot chili pepper', 'UK'),
  // Fruit
  s('pawpaw', 'papaya', 'AU'),
  s('rockmelon', 'cantaloupe melon', 'AU'),
  s('sultana', 'raisin', 'UK'),
  s('kiwi', 'kiwifruit'),
  s('lychee', 'litchi'),
  s('passionfruit', 'passion-fruit'),
  s('passion fruit', 'passion-fruit'),
  s('star fruit', 'carambola'),
  s('sharon fruit', 'persimmon', 'UK'),
  s('mandarin', 'tangerine'),
  s('satsuma', 'tangerine', 'UK'),
  s('naartjie', 'tangerine', 'ZA'),
  // A citrus fruit's peel as recipes name it: grated, the zest; whole, the rind.
  mod('zest', 'peel'),
  mod('rind', 'peel'),
  // The sapodilla as Jamaica names it.
  s('naseberry', 'sapodilla', 'Caribbean'),
  s('prune', 'dried plum'),
  // Meat and fish
  // White tuna as US cans name it.
  s('albacore tuna', 'white tuna', 'US'),
  // Pacific salmon by the names shops and cans give them beside the tables' species names.
  s('king salmon', 'chinook salmon'),
  s('silver salmon', 'coho salmon'),
  s('red salmon', 'sockeye salmon'),
  s('keta salmon', 'chum salmon'),
  s('dog salmon', 'chum salmon'),
  // The Pacific rockfishes as West Coast markets sell them.
  s('rock cod', 'rockfish', 'US'),
  // The British word for shrimp in any dish that holds it ('Shrimp toast' → 'prawn toast').
  mod('prawn', 'shrimp', 'UK'),
  // Poultry's breast and wings, as people and menus say it; the tables write light meat.
  mod('white meat', 'light meat'),
  s('king prawn', 'shrimp', 'UK'),
  s('mince', 'ground beef', 'UK'),
  s('beef mince', 'ground beef', 'UK'),
  s('minced beef', 'ground beef', 'UK'),
  s('hamburger meat', 'ground beef', 'US'),
  s('pork mince', 'ground pork', 'UK'),
  s('lamb mince', 'ground lamb', 'UK'),
  s('turkey mince', 'ground turkey', 'UK'),
  s('chicken mince', 'ground chicken', 'UK'),
  s('chicken fillet', 'chicken breast', 'UK'),
  s('chook', 'chicken', 'AU'),
  s('snag', 'sausage', 'AU'),
  s('eye fillet', 'beef tenderloin', 'AU'),
  // Freshwater crayfish in Australia; the New Zealand abalone.
  s('yabby', 'crayfish', 'AU'),
  s('paua', 'abalone', 'NZ'),
  s('gammon', 'ham', 'UK'),
  s('back bacon', 'canadian bacon', 'UK'),
  s('rasher', 'bacon', 'UK'),
  s('streaky bacon', 'bacon', 'UK'),
  // Pigs' feet as Irish English names them.
  s('crubeen', 'pork feet', 'IE'),
  s('pork scratchings', 'pork skins', 'UK'),
  s('kipper', 'kippered atlantic herring', 'UK'),
  s('fish finger', 'fish stick', 'UK'),
  // Coley (saithe) is the Atlantic pollock, Pollachius virens.
  s('coley', 'atlantic pollock', 'UK'),
  s('saithe', 'atlantic pollock', 'UK'),
  s('fillet steak', 'tenderloin steak', 'UK'),
  s('banger', 'sausage', 'UK'),
  s('hot dog', 'frankfurter'),
  s('wiener', 'frankfurter', 'US'),
  s('weenie', 'frankfurter', 'US'),
  s('wienie', 'frankfurter', 'US'),
  // Bratwurst as the cookout names it ('brats').
  s('brat', 'bratwurst', 'US'),
  s('polony', 'bologna', 'ZA'),
  // Sliced cold meats by the counter they are sold at: the tables' luncheon meat and slices.
  s('deli meat', 'luncheon meat', 'US'),
  s('lunch meat', 'luncheon meat', 'US'),
  s('deli slice', 'luncheon slice', 'US'),
  s('deli slices', 'luncheon slice', 'US'),
  // Chitterlings as the US South says them: SR28 names them 'Pork, ..., chitterlings', FNDDS 'Chitterlings'.
  s('chitlins', 'chitterlings'),
  s('chitlins', 'chitterlings pork'),
  s('chitlings', 'chitterlings'),
  s('chitlings', 'chitterlings pork'),
  s('pork rind', 'pork skins', 'US'),
  // Back bacon rolled in cornmeal, Toronto's peameal bacon.
  s('peameal bacon', 'canadian bacon', 'CA'),
  s('calamari', 'squid'),
  s('sotong', 'squid', 'SG'),
  s('crawfish', 'crayfish', 'US'),
  // Rib cuts by their butchers' names: SR28 writes "Pork, fresh, backribs" and "Pork, fresh, spareribs".
  s('baby back rib', 'backribs pork'),
  s('st louis rib', 'pork spareribs'),
  s('st. louis rib', 'pork spareribs'),
  s('spare rib', 'pork spareribs'),
  // Dairy and eggs
  s('yoghurt', 'yogurt', 'UK'),
  // A noun entry replaces only a whole root, so the British spelling alone never reaches Greek or frozen yogurt
  // (a modifier entry would make 'curd' one too: 'lemon curd' would read as lemon yogurt).
  s('greek yoghurt', 'greek yogurt', 'UK'),
  s('frozen yoghurt', 'frozen yogurt', 'UK'),
  // Indian English calls plain yogurt (dahi) curd, and the thin spiced yogurt drink (chaas) buttermilk.
  s('curd', 'yogurt', 'IN'),
  s('chaas', 'buttermilk', 'IN'),
  s('double cream', 'heavy whipping cream', 'UK'),
  s('thickened cream', 'heavy whipping cream', 'AU'),
  s('single cream', 'light cream', 'UK'),
  s('skimmed milk', 'nonfat milk', 'UK'),
  s('skim milk', 'nonfat milk', 'US'),
  s('semi-skimmed milk', 'reduced fat milk', 'UK'),
  s('lite milk', 'reduced fat milk', 'AU'),
  s('full cream milk', 'whole milk', 'AU'),
  s('full fat milk', 'whole milk', 'UK'),
  // Homogenized (whole) milk, as Canadians shorten it.
  s('homo milk', 'whole milk', 'CA'),
  // "0% Greek yogurt", "0% fat fromage frais": labels outside the US say nonfat so.
  mod('0%', 'nonfat'),
  mod('0% fat', 'nonfat'),
  s('marge', 'margarine', 'informal'),
  s('oleo', 'margarine', 'US'),
  // Creamer that is not cream, as the tables name it (cream substitute).
  s('non-dairy creamer', 'cream substitute', 'US'),
  s('nondairy creamer', 'cream substitute', 'US'),
  s('non dairy creamer', 'cream substitute', 'US'),
  // Australia's everyday cheddar.
  s('tasty cheese', 'cheddar cheese', 'AU'),
  s('mozz', 'mozzarella cheese', 'informal'),
  // Monterey Jack by its full name and its short one: SR28 names it 'Cheese, monterey'.
  s('monterey jack', 'monterey cheese'),
  s('monterey jack cheese', 'monterey cheese'),
  s('jack cheese', 'monterey cheese', 'US'),
  // And inside a longer name ('low fat monterey jack'), where a noun entry does not reach.
  mod('monterey jack', 'monterey'),
  s('soured cream', 'sour cream', 'UK'),
  // Whipped cream from a can, by its British names.
  s('squirty cream', 'whipped cream', 'UK'),
  s('aerosol cream', 'whipped cream', 'UK'),
  // Grains and baking
  s('flour', 'all-purpose wheat flour'),
  s('plain flour', 'all-purpose wheat flour', 'UK'),
  s('all-purpose flour', 'all-purpose wheat flour', 'US'),
  mod('wholemeal', 'whole-wheat', 'UK'),
  mod('wholemeal', 'whole wheat', 'UK'),
  // Shops and diaries shorten gluten-free to GF ('GF bread', 'GF pasta').
  mod('gf', 'gluten-free', 'informal'),
  s('cornflour', 'cornstarch', 'UK'),
  // Bread flour by the British name: strong (high-protein) flour.
  s('strong flour', 'bread wheat flour', 'UK'),
  s('strong white flour', 'bread wheat flour', 'UK'),
  s('polenta', 'cornmeal'),
  s('porridge', 'oatmeal', 'UK'),
  s('rolled oats', 'oats'),
  s('porridge oats', 'oats', 'UK'),
  s('biscuit', 'cookie', 'UK'),
  s('bikkie', 'cookie', 'AU'),
  // Small thick pancakes, as Australia and New Zealand name them.
  s('pikelet', 'pancake', 'AU'),
  s('griddle cake', 'pancake', 'US'),
  // The wheat biscuit cereal sold as Weet-Bix in Australia and New Zealand, Weetabix elsewhere.
  s('weet-bix', 'weetabix', 'AU'),
  s('weet-bix', 'weetabix whole grain cereal', 'AU'),
  s('weetbix', 'weetabix', 'AU'),
  s('weetbix', 'weetabix whole grain cereal', 'AU'),
  s('pitta bread', 'pita bread', 'UK'),
  // The soft pretzel as it is sold warm at stands.
  s('hot pretzel', 'soft pretzel', 'US'),
  s('bread roll', 'roll', 'UK'),
  s('bap', 'roll', 'UK'),
  s('crusty roll', 'hard roll', 'UK'),
  // A brown roll or loaf is the wholemeal one in British bakeries.
  s('brown roll', 'whole-wheat roll', 'UK'),
  // Northern Ireland's wheaten bread is a wholemeal (soda) bread.
  s('wheaten bread', 'whole-wheat bread', 'IE'),
  // Bread of sprouted grains, the tables' sprouted wheat bread.
  s('sprouted grain bread', 'sprouted wheat bread'),
  // Pearl tapioca by its Hindi and Marathi name.
  s('sabudana', 'pearl tapioca', 'IN'),
  // The Indian rice pudding.
  s('kheer', 'rice pudding', 'IN'),
  s('toast', 'toasted bread'),
  // The Passover flatbread by its other spellings, and the Hanukkah potato pancake.
  s('matzah', 'matzo crackers'),
  s('matzoh', 'matzo crackers'),
  s('latke', 'potato pancake'),
  s('bicarbonate of soda', 'baking soda', 'UK'),
  s('bicarb', 'baking soda', 'informal'),
  // The flour of nixtamalised corn by its Spanish name, as US kitchens buy it.
  s('masa harina', 'masa corn flour', 'US'),
  // South Asian food words as Indian, Pakistani and Bangladeshi users type them in Latin letters
  // inside English queries, where the Hindi lexicons (indic.ts) found nothing ('boiled aloo',
  // 'lal mirch', 'red chilli powder') or tied two foods ('methi seeds', 'dhania powder'). Single
  // words the Hindi lexicons already answer (aloo, bhindi, jeera) are left to them: as English
  // entries they made the world bench name such queries English and lowered its Hindi figures.
  // 'nimbu juice', 'nimbu pani', 'sarson oil' and 'sarson ka tel' are left out too: their aliases
  // drew the bare 'nimbu' to lime juice and 'sarson' to mustard oil.
  s('boiled aloo', 'boiled potato', 'IN'),
  s('dhania powder', 'coriander seed', 'IN'),
  s('methi seed', 'fenugreek seed', 'IN'),
  s('lal mirch', 'cayenne pepper', 'IN'),
  s('red chilli powder', 'cayenne pepper', 'IN'),
  s('red chili powder', 'cayenne pepper', 'IN'),
  // Chickpea flour by the Indian and British name: gram is the chickpea ("Bengal gram").
  s('gram flour', 'chickpea flour', 'IN'),
  // Buckwheat flour by its Hindi name, eaten on fast days.
  s('kuttu atta', 'buckwheat flour', 'IN'),
  s('kuttu ka atta', 'buckwheat flour', 'IN'),
  // Pasta by its shape: the tables weigh dry and cooked pasta whatever its shape.
  ...[
    'macaroni',
    'rigatoni',
    'linguine',
    'linguini',
    'fusilli',
    'ziti',
    'fettuccine',
    'fettucine',
    'tagliatelle',
    'pappardelle',
    'bucatini',
    'orecchiette',
    'orzo',
    'angel hair',
    'capellini',
    'lasagna noodle',
    'lasagna sheet',
  ].map((shape) => s(shape, 'pasta')),
  s('lasagne sheet', 'pasta', 'UK'),
  s('spaghetti noodle', 'spaghetti'),
  // Rice noodles by their Hokkien and Cantonese names in Singapore and Malaysia: thin (bee hoon) and flat (kway teow, hor fun).
  s('rice vermicelli', 'rice noodles'),
  s('bee hoon', 'rice noodles', 'SG'),
  s('beehoon', 'rice noodles', 'SG'),
  s('mee hoon', 'rice noodles', 'MY'),
  s('kway teow', 'rice noodles', 'SG'),
  s('kuey teow', 'rice noodles', 'MY'),
  s('hor fun', 'rice noodles', 'SG'),
  // Nigeria calls all instant noodles Indomie: the tables' dry ramen noodle soup.
  s('indomie', 'ramen noodle soup', 'West Africa'),
  s('elbow noodle', 'pasta'),
  // Sweets, snacks, condiments
  s('icing sugar', 'powdered sugar', 'UK'),
  s('confectioners sugar', 'powdered sugar', 'US'),
  s('caster sugar', 'granulated sugar', 'UK'),
  s('castor sugar', 'granulated sugar', 'UK'),
  s('white sugar', 'granulated sugar'),
  s('table sugar', 'granulated sugar'),
  s('agave nectar', 'agave syrup'),
  s('treacle', 'molasses', 'UK'),
  s('black treacle', 'molasses', 'UK'),
  // Dark chocolate by the British name, and boiled sweets, the hard candies.
  s('plain chocolate', 'dark chocolate', 'UK'),
  s('boiled sweet', 'hard candy', 'UK'),
  s('ginger nut', 'gingersnap cookie', 'UK'),
  s('gingernut', 'gingersnap cookie', 'UK'),
  s('sweets', 'candy', 'UK'),
  s('lollies', 'candy', 'AU'),
  s('gum', 'chewing gum', 'informal'),
  // British sweets by the name they are sold under: wine gums and jelly babies are gum drops.
  s('wine gums', 'gumdrops candies', 'UK'),
  s('wine gums', 'gummy candy', 'UK'),
  s('jelly babies', 'gumdrops candies', 'UK'),
  s('jelly babies', 'gummy candy', 'UK'),
  // Said in the plural, peppermints are the sweets, not the herb.
  s('peppermints', 'mint candy'),
  s('jelly', 'gelatin dessert', 'UK'),
  s('jello', 'gelatin dessert', 'US'),
  // The ice pop by its Australian name.
  s('icy pole', 'popsicle', 'AU'),
  s('icy pole', 'pop ice type', 'AU'),
  s('freezie', 'popsicle', 'CA'),
  s('freezie', 'pop ice type', 'CA'),
  // The dry jelly mix, as Australian shops sell it.
  s('jelly crystals', 'dry mix gelatin dessert', 'AU'),
  // British biscuits by their names: sandwich cookies with a vanilla or a chocolate filling.
  s('custard cream', 'vanilla sandwich cookie', 'UK'),
  s('bourbon biscuit', 'chocolate sandwich cookie', 'UK'),
  // Generic names of branded foods, as people say them for the kind.
  s('oreo', 'chocolate sandwich cookie', 'informal'),
  s('oreo cookie', 'chocolate sandwich cookie', 'informal'),
  s('crisco', 'vegetable shortening', 'US'),
  s('karo', 'corn syrup', 'US'),
  s('karo syrup', 'corn syrup', 'US'),
  // Boxed macaroni and cheese, as Canadians call it.
  s('kraft dinner', 'box mix macaroni and cheese', 'CA'),
  s('jam', 'jams and preserves'),
  s('crisps', 'potato chips', 'UK'),
  // The British name says the potato too: a noun entry replaces only a whole root, so "crisps" alone never gives it.
  s('potato crisps', 'potato chips', 'UK'),
  s('chips', 'french fried potato', 'UK'),
  s('fries', 'french fried potato'),
  s('french fries', 'french fried potato'),
  s('ketchup', 'catsup'),
  s('mayo', 'mayonnaise', 'informal'),
  s('pb', 'peanut butter', 'informal'),
  // The long sandwich by its regional names.
  s('hoagie', 'submarine sandwich', 'US'),
  s('sub sandwich', 'submarine sandwich'),
  s('hero sandwich', 'submarine sandwich', 'US'),
  // Condiments by the name they are sold under where the tables' name is another: salad cream is
  // the British mayonnaise-type dressing, satay sauce the peanut sauce served with satay.
  s('salad cream', 'mayonnaise type', 'UK'),
  s('satay sauce', 'peanut sauce'),
  s('slaw', 'coleslaw'),
  // Trail mix by the hikers' name.
  s('gorp', 'trail mix', 'US'),
  s('mac and cheese', 'macaroni and cheese', 'informal'),
  s('mac n cheese', 'macaroni and cheese', 'informal'),
  mod('bbq', 'barbecue', 'informal'),
  // American spelling, in any name that holds the word ("Doughnut holes" → "donut holes").
  mod('donut', 'doughnut', 'US'),
  // Menus name the Italian-American dish by the cheese, in any name that holds it ('Veal parmigiana' → 'veal parmesan').
  mod('parmesan', 'parmigiana', 'US'),
  s('icing', 'frosting', 'UK'),
  // Oils, nuts, seeds
  s('rapeseed oil', 'canola oil', 'UK'),
  s('groundnut', 'peanut', 'UK'),
  // A noun entry replaces only a whole root, so 'groundnut' alone never reaches the oil.
  s('groundnut oil', 'peanut oil', 'UK'),
  // Gingelly and til are the sesame in India.
  s('gingelly oil', 'sesame oil', 'IN'),
  s('til oil', 'sesame oil', 'IN'),
  s('monkey nut', 'peanut', 'UK'),
  // Kitchen and diet shorthand: extra virgin olive oil and apple cider vinegar by their initials.
  s('evoo', 'olive oil', 'informal'),
  s('acv', 'cider vinegar', 'informal'),
  s('apple cider vinegar', 'cider vinegar'),
  // Sunflower seed butter by its shop name (SunButter) and the short name.
  s('sunbutter', 'sunflower seed butter', 'informal'),
  s('sunflower butter', 'sunflower seed butter'),
  // Peanut butter sold as a powder is peanuts pressed of their oil and ground: the tables' peanut flour.
  s('powdered peanut butter', 'peanut flour'),
  s('peanut butter powder', 'peanut flour'),
  s('filbert', 'hazelnut'),
  s('pine kernel', 'pine nut', 'UK'),
  s('cashew', 'cashew nut'),
  s('pistachio', 'pistachio nut'),
  s('macadamia', 'macadamia nut'),
  mod('tinned', 'canned', 'UK'),
  // Labels say low sodium where the tables say reduced sodium.
  mod('low sodium', 'reduced sodium'),
  // Fruit candied in syrup, by the French word British baking uses ("glacé cherries").
  mod('glace', 'candied', 'UK'),
  // --- Everyday Commonwealth English, set v56 (British, Irish, Australian/NZ, South African, kitchen shorthand) ---
  // British and Irish names the tables give otherwise.
  s('beansprout', 'sprouted mung beans', 'UK'),
  s('bean sprout', 'sprouted mung beans', 'UK'),
  s('black pudding', 'blood sausage', 'UK'),
  s('ice lolly', 'popsicle', 'UK'),
  s('ice lolly', 'pop ice type', 'UK'),
  s('sponge finger', 'ladyfinger cookie', 'UK'),
  // The Yorkshire pudding is the batter the US bakes as popovers.
  s('yorkshire pudding', 'popover', 'UK'),
  s('chilli con carne', 'chili con carne', 'UK'),
  s('worcester sauce', 'worcestershire sauce', 'UK'),
  s('soya sauce', 'soy sauce', 'UK'),
  s('houmous', 'hummus', 'UK'),
  s('hummous', 'hummus', 'UK'),
  s('processed cheese', 'pasteurized process cheese', 'UK'),
  s('mature cheddar', 'sharp cheddar cheese', 'UK'),
  s('pig trotter', 'pork feet', 'UK'),
  s('minced pork', 'ground pork', 'UK'),
  s('minced lamb', 'ground lamb', 'UK'),
  s('minced chicken', 'ground chicken', 'UK'),
  s('minced turkey', 'ground turkey', 'UK'),
  s('round lettuce', 'butterhead lettuce', 'UK'),
  s('blackcurrant', 'european black currant', 'UK'),
  s('redcurrant', 'red and white currant', 'UK'),
  s('french stick', 'french bread', 'UK'),
  // Brown bread is the wholemeal loaf (in Ireland, the wholemeal soda bread).
  s('brown bread', 'whole-wheat bread', 'IE'),
  s('cornflakes', 'corn flakes', 'UK'),
  // British spellings and shop words for how a food is made or sold.
  mod('self-raising', 'self-rising', 'UK'),
  mod('fizzy', 'carbonated', 'UK'),
  mod('flavoured', 'flavored', 'UK'),
  mod('flavour', 'flavor', 'UK'),
  mod('fibre', 'fiber', 'UK'),
  mod('sulphured', 'sulfured', 'UK'),
  mod('pasteurised', 'pasteurized', 'UK'),
  mod('wholegrain', 'whole grain', 'UK'),
  mod('wholegrain', 'whole-grain', 'UK'),
  mod('veg', 'vegetable', 'UK'),
  // Australian and New Zealand names.
  s('muesli bar', 'granola bar', 'AU'),
  s('rock melon', 'cantaloupe melon', 'AU'),
  s('long black', 'americano', 'AU'),
  s('thickshake', 'milk shake', 'AU'),
  s('scotch fillet', 'ribeye', 'AU'),
  s('ice block', 'popsicle', 'NZ'),
  s('ice block', 'pop ice type', 'NZ'),
  s('english spinach', 'spinach', 'AU'),
  s('wombok', 'pe-tsai', 'AU'),
  s('nashi', 'asian pear', 'AU'),
  s('nashi pear', 'asian pear', 'AU'),
  s('frankfurt', 'frankfurter', 'AU'),
  s('devon', 'bologna', 'AU'),
  s('sultana bran', 'raisin bran', 'AU'),
  mod('crumbed', 'breaded', 'AU'),
  // South African names.
  s('biltong', 'beef jerky', 'ZA'),
  s('samp', 'hominy', 'ZA'),
  s('spanspek', 'cantaloupe melon', 'ZA'),
  s('boerewors', 'sausage', 'ZA'),
  s('mealie', 'sweet corn', 'ZA'),
  // Kitchen shorthand.
  mod('choc', 'chocolate', 'informal'),
  s('cauli', 'cauliflower', 'informal'),
  // --- set v56, batch 2 ---
  // British and Irish names.
  // Brussels sprouts, as a British Christmas dinner says them.
  s('sprout', 'brussels sprout', 'UK'),
  s('oven chips', 'french fried potato', 'UK'),
  s('rollmop', 'pickled herring', 'UK'),
  // Pilchards are grown sardines; the tables' tinned ones are the Pacific sardine.
  s('pilchard', 'pacific sardine', 'UK'),
  s('ox tongue', 'beef tongue', 'UK'),
  s('ox liver', 'beef liver', 'UK'),
  s('ox heart', 'beef heart', 'UK'),
  s('ox kidney', 'beef kidney', 'UK'),
  s('stilton', 'blue cheese', 'UK'),
  s('pitta', 'pita bread', 'UK'),
  s('tortilla wrap', 'flour tortilla', 'UK'),
  s('filter coffee', 'brewed coffee', 'UK'),
  s('tonic', 'tonic water', 'UK'),
  s('chilli powder', 'chili powder', 'UK'),
  s('chilli sauce', 'chili sauce', 'UK'),
  s('mange tout', 'snow pea', 'UK'),
  s('biccie', 'cookie', 'UK'),
  // British words for how a food is made.
  mod('skimmed', 'nonfat', 'UK'),
  // Australian and New Zealand names.
  s('bickie', 'cookie', 'AU'),
  s('continental cucumber', 'cucumber', 'AU'),
  s('lebanese cucumber', 'cucumber', 'AU'),
  s('chicken parma', 'chicken parmigiana', 'AU'),
  s('chicken parmi', 'chicken parmigiana', 'AU'),
  // South African names.
  s('rooibos', 'herb tea', 'ZA'),
  s('mielie', 'sweet corn', 'ZA'),
  s('droewors', 'beef stick', 'ZA'),
  // Kitchen shorthand and one-word spellings.
  s('cuppa', 'brewed black tea', 'informal'),
  s('spag', 'spaghetti', 'informal'),
  s('hotdog', 'frankfurter', 'informal'),
  s('milkshake', 'milk shake', 'informal'),
  s('icecream', 'ice cream', 'informal'),
  mod('parm', 'parmesan', 'informal'),
  // --- set v56, batch 3 ---
  // British kitchen names.
  s('builders tea', 'brewed black tea', 'UK'),
  s('roast potato', 'roasted potato', 'UK'),
  s('roastie', 'roasted potato', 'UK'),
  s('bulgar wheat', 'bulgur', 'UK'),
  s('bulgur wheat', 'bulgur', 'UK'),
  s('calabrese', 'broccoli', 'UK'),
  s('lambs lettuce', 'cornsalad', 'UK'),
  s('iceberg', 'iceberg lettuce', 'UK'),
  s('button mushroom', 'white mushroom', 'UK'),
  s('sundried tomato', 'sun-dried tomato', 'UK'),
  s('crab stick', 'surimi', 'UK'),
  s('crunchy peanut butter', 'chunk style peanut butter', 'UK'),
  s('pot noodle', 'ramen noodle soup', 'UK'),
  s('eggy bread', 'french toast', 'UK'),
  // Small thick pancakes, as Scotland names them.
  s('drop scone', 'pancake', 'UK'),
  s('scotch pancake', 'pancake', 'UK'),
  // Australian and South African names.
  s('seafood stick', 'surimi', 'AU'),
  s('potato gem', 'potato puff', 'AU'),
  // The South African milk tart is an egg custard tart.
  s('milk tart', 'egg custard pie', 'ZA'),
  s('melktert', 'egg custard pie', 'ZA'),
  // --- set v56, batch 4 ---
  // British names of dishes, cakes and crisps, and shop words.
  s('macaroni cheese', 'macaroni and cheese', 'UK'),
  s('custard tart', 'egg custard pie', 'UK'),
  s('angel cake', 'angelfood cake', 'UK'),
  // Madeira cake is the British pound cake.
  s('madeira cake', 'pound cake', 'UK'),
  s('ready salted crisps', 'salted potato chips', 'UK'),
  mod('stoned', 'pitted', 'UK'),
  // --- set v56, batch 5 ---
  // Sausages by their Australian and South African nicknames; shorthand and one-word spellings.
  s('snarler', 'sausage', 'AU'),
  s('boerie', 'sausage', 'ZA'),
  s('fishfinger', 'fish stick', 'UK'),
  mod('choccy', 'chocolate', 'informal'),
  // Words people type into a diary for a food or a meal (clipped forms and initials are spelt out instead: src/search/query.ts, SHORTHAND).
  typed('brekkie', 'breakfast', 'AU'),
  typed('brekky', 'breakfast', 'AU'),
  typed('sarnie', 'sandwich', 'UK'),
  typed('sarny', 'sandwich', 'UK'),
  typed('sanga', 'sandwich', 'AU'),
  typed('sanger', 'sandwich', 'AU'),
  typed('sammich', 'sandwich', 'informal'),
  typed('sammie', 'sandwich', 'informal'),
  typed('sando', 'sandwich', 'informal'),
  s('nuggies', 'nuggets', 'informal'),
  s('nuggs', 'nuggets', 'informal'),
  typed('schnitty', 'schnitzel', 'AU'),
  s('shrooms', 'mushrooms', 'informal'),
  s('pud', 'pudding', 'UK'),
  s('strawbs', 'strawberries', 'UK'),
  s('zuke', 'zucchini', 'informal'),
  typed('guac', 'guacamole', 'informal'),
  s('froyo', 'frozen yogurt', 'informal'),
  s('h2o', 'water', 'informal'),
  s('formula milk', 'infant formula', 'UK'),
  s('baby formula', 'infant formula', 'informal'),
];

/** Words whose plural and singular are the same, or that only look plural. */
const INVARIANT = new Set(['molasses', 'species', 'series', 'grits', 'swiss', 'hummus', 'couscous', 'asparagus', 'citrus', 'octopus', 'schnapps']);
/** Plurals of nouns ending in "-ie" ("cookies" → "cookie", not "cooky"). */
const IE_NOUN = /(cook|brown|smooth|vegg|zomb|hott|sweet|bird|goal|junk|rot|cut|lass|pot|mount)ies$/;

const SINGULAR_CACHE = new Map<string, string>();

/** Singular form of one word, by the regular English rules (enough for food nouns). */
export function singularWord(word: string): string {
  let v = SINGULAR_CACHE.get(word);
  if (v === undefined) {
    v = singularOf(word);
    if (SINGULAR_CACHE.size < 100_000) SINGULAR_CACHE.set(word, v);
  }
  return v;
}

function singularOf(word: string): string {
  if (word.length <= 3 || INVARIANT.has(word) || /(ss|us|is|ous)$/.test(word)) return word;
  if (IE_NOUN.test(word) || (word.length <= 4 && word.endsWith('ies'))) return word.slice(0, -1);
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(lea|loa|hal|shea|wol)ves$/.test(word)) return `${word.slice(0, -3)}f`;
  if (/(ches|shes|xes|sses|zes)$/.test(word)) return word.slice(0, -2);
  if (/toes$|tatoes$|goes$|oes$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Word tokens of a phrase, lower-cased, each reduced to its singular form. */
export function singularTokens(phrase: string): string[] {
  return phrase.toLowerCase().split(/\s+/).filter(Boolean).map(singularWord);
}

const NEXT = new Map<string, string[]>();
for (const e of SYNONYMS) {
  const key = singularTokens(e.term).join(' ');
  NEXT.set(key, [...(NEXT.get(key) ?? []), e.canonical]);
}

/** The roots a term leads to (ends of its chains), or [] when the table does not know it. */
export function synonymRoots(term: string): string[] {
  const roots = new Set<string>();
  const walk = (t: string, depth: number) => {
    const next = NEXT.get(singularTokens(t).join(' '));
    if (!next || depth > 5) {
      if (depth > 0) roots.add(t);
      return;
    }
    for (const c of next) walk(c, depth + 1);
  };
  walk(term, 0);
  return [...roots];
}

/** Terms whose chains end at `root` (for widening a reference name with everyday words). */
export function termsFor(root: string): string[] {
  const key = singularTokens(root).join(' ');
  return [...new Set(SYNONYMS.map((e) => e.term).filter((t) => synonymRoots(t).some((r) => singularTokens(r).join(' ') === key)))];
}

const MODIFIER_ROOTS = new Set(SYNONYMS.filter((e) => e.modifier).map((e) => singularTokens(e.canonical).join(' ')));

/**
 * Every (term, root) pair: a term may lead to several roots ("wholemeal" → two spellings).
 * `modifier` when the root is a modifier word (see `Synonym.modifier`).
 */
export const SYNONYM_ROOTS: readonly { term: string; root: string; modifier: boolean }[] = [...new Set(SYNONYMS.map((e) => e.term))].flatMap((term) =>
  synonymRoots(term).map((root) => ({ term, root, modifier: MODIFIER_ROOTS.has(singularTokens(root).join(' ')) })),
);
