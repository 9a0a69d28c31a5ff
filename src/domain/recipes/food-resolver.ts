/**
 * Ingredient name → reference food, for computing recipe and drink nutrition at import.
 *
 * The interface is `FoodResolver.resolveFood(name)`; the service can back it with its live search
 * index. The build implementation here runs the lexical food index (src/search/lexical.ts) over
 * the generic reference foods and tries, in order:
 *   1. a reviewed recipe-wording synonym of the name as written, then of its normalised form
 *      ("scallion" → "spring onions"; a synonym may be the exact reference name, which wins);
 *   2. the parsed name, then its normalised form ("extra virgin olive oil" → "olive oil"), accepted
 *      only when the reference food's head is the name (band "head" or better);
 *   3. the name without leading qualifiers ("medium soft cheese" → "cheese", "roma tomatoes" →
 *      "tomatoes"), head match only; a food word is never dropped ("ginger beer" is not beer).
 * Every hit must contain each word of the name in its own name or aliases (no typo readings:
 * "pisco" is not "cisco"), and a prepared-product class ("Soup, tomato", "Snacks, rice cakes")
 * only answers a name that says so. Class words ("fish", "meat") resolve to nothing. Anything else
 * stays unresolved: a wrong food is worse than none.
 */
import type { FoodRecord } from '../food';
import { BAND_EXACT, BAND_GENERIC, BAND_HEAD, LexicalIndex } from '../../search/lexical';
import { searchDocFromFood } from '../../search/doc';
import { nameKey, tokenize } from '../../search/text';
import { resolveGrams, type GramsLine } from '../grams';
import type { ParsedIngredientLine } from '../ingredient-line';
import { findUnit, unitByName } from '../units';

import { normaliseIngredientName } from './names';
import { relatedFoods } from '../related-foods';

/** A mass or volume unit (not a count such as "clove" or "can"). */
const unitIsMeasure = (unit: string | null) => {
  const u = unit ? unitByName(unit) : null;
  return u !== null && u.dimension !== 'count';
};

export interface ResolvedFood {
  food: FoodRecord;
  /** The name that matched (after normalisation or synonym). */
  matched: string;
  /** How: parsed, normalised, synonym, head. */
  step: 'parsed' | 'normalised' | 'synonym' | 'head';
  score: number;
}

export interface FoodResolver {
  /** Resolves a name, else the first of its alternatives that resolves ("butter or margarine"). */
  resolveFood(name: string, alternatives?: readonly string[]): ResolvedFood | null;
  food(id: string): FoodRecord | null;
  /** Closely related foods whose portions may weigh a unit the food lacks (src/domain/related-foods.ts). */
  related?(food: FoodRecord): FoodRecord[];
}

/**
 * A line's food in context: a line measured in cans ("1 (15 oz) can kidney beans, drained") names
 * the canned food when the corpus has one, not the dry beans; otherwise the name decides.
 */
export function resolveLineFood(resolver: FoodResolver, lookup: string, line: { unit?: string | null; alternatives?: readonly string[] }): ResolvedFood | null {
  const plain = resolver.resolveFood(lookup, line.alternatives ?? []);
  const isCanned = (hit: ResolvedFood | null) => hit !== null && /\bcanned\b/i.test(hit.food.name);
  if (line.unit !== 'can' || isCanned(plain)) return plain;
  const canned = resolver.resolveFood(`canned ${lookup}`);
  return isCanned(canned) ? canned : plain;
}

/**
 * Recipe wording → the wording of the reference (SR28) names. Reviewed: each pair names the same
 * food; regional names map to the US name, never to a different food.
 */
export const RECIPE_SYNONYMS: Record<string, string> = {
  scallion: 'spring onions', 'green onion': 'spring onions', 'spring onion': 'spring onions', 'welsh onion': 'onions welsh',
  'powdered sugar': 'sugars powdered', 'icing sugar': 'sugars powdered', 'confectioners sugar': 'sugars powdered', 'caster sugar': 'sugars granulated',
  'superfine sugar': 'sugars granulated', sugar: 'sugars granulated', 'white sugar': 'sugars granulated', 'granulated sugar': 'sugars granulated',
  'white cane sugar': 'sugars granulated', 'cane sugar': 'sugars granulated', 'brown sugar': 'sugars brown', 'sugar cube': 'sugars granulated',
  'heavy cream': 'cream fluid heavy whipping', 'double cream': 'cream fluid heavy whipping', 'whipping cream': 'cream fluid heavy whipping',
  'single cream': 'cream fluid light', 'light cream': 'cream fluid light', 'fresh cream': 'cream fluid heavy whipping', cream: 'cream fluid heavy whipping',
  'half and half': 'cream fluid half and half', 'sour cream': 'cream sour cultured',
  flour: 'wheat flour white all-purpose enriched', 'all purpose flour': 'wheat flour white all-purpose enriched', 'plain flour': 'wheat flour white all-purpose enriched',
  'wheat flour': 'wheat flour white all-purpose enriched', 'bread flour': 'wheat flour white bread enriched', 'cake flour': 'wheat flour white cake enriched',
  'self raising flour': 'wheat flour white all-purpose self-rising enriched', 'self rising flour': 'wheat flour white all-purpose self-rising enriched',
  'whole wheat flour': 'wheat flour whole-grain', 'wholemeal flour': 'wheat flour whole-grain', cornflour: 'cornstarch', 'corn starch': 'cornstarch',
  courgette: 'squash summer zucchini', zucchini: 'squash summer zucchini', aubergine: 'eggplant', eggplant: 'eggplant raw',
  'minced beef': 'beef ground', 'ground beef': 'beef ground', 'beef mince': 'beef ground', 'ground pork': 'pork ground 84% lean', 'minced pork': 'pork ground 84% lean',
  'rapeseed oil': 'oil canola', 'canola oil': 'oil canola', 'vegetable oil': 'Oil, soybean, salad or cooking', oil: 'Oil, soybean, salad or cooking', 'sunflower oil': 'oil sunflower',
  'olive oil': 'oil olive salad or cooking', 'sesame oil': 'oil sesame', 'peanut oil': 'oil peanut', 'coconut oil': 'oil coconut', 'corn oil': 'oil corn industrial and retail all purpose salad or cooking',
  'bicarbonate of soda': 'leavening agents baking soda', 'baking soda': 'leavening agents baking soda', 'baking powder': 'leavening agents baking powder double-acting sodium aluminum sulfate',
  yeast: 'leavening agents yeast bakers active dry', 'dry yeast': 'leavening agents yeast bakers active dry', 'instant yeast': 'leavening agents yeast bakers active dry',
  'black pepper': 'spices pepper black', pepper: 'spices pepper black', 'white pepper': 'spices pepper white', 'cayenne pepper': 'spices pepper red or cayenne',
  cayenne: 'spices pepper red or cayenne', 'red pepper flake': 'spices pepper red or cayenne', 'chili flake': 'spices pepper red or cayenne',
  'chili powder': 'spices chili powder', paprika: 'spices paprika', cinnamon: 'spices cinnamon ground', cumin: 'spices cumin seed', 'bay leaf': 'spices bay leaf',
  nutmeg: 'spices nutmeg ground', turmeric: 'spices turmeric ground', 'garlic powder': 'spices garlic powder', 'onion powder': 'spices onion powder',
  oregano: 'spices oregano dried', thyme: 'spices thyme dried', 'dried thyme': 'spices thyme dried', 'dried oregano': 'spices oregano dried', clove: 'spices cloves ground',
  cloves: 'spices cloves ground', cardamom: 'spices cardamom', 'coriander seed': 'spices coriander seed', 'fennel seed': 'spices fennel seed',
  salt: 'salt table', 'sea salt': 'salt table', 'kosher salt': 'salt table', 'table salt': 'salt table',
  water: 'water tap drinking', 'hot water': 'water tap drinking', 'cold water': 'water tap drinking', 'warm water': 'water tap drinking', ice: 'water tap drinking',
  'soda water': 'carbonated beverage club soda', 'club soda': 'carbonated beverage club soda', 'sparkling water': 'carbonated beverage club soda',
  'tonic water': 'carbonated beverage tonic water', cola: 'carbonated beverage cola', 'ginger ale': 'carbonated beverage ginger ale',
  egg: 'egg whole raw fresh', 'egg yolk': 'egg yolk raw fresh', 'egg white': 'egg white raw fresh', 'whole egg': 'egg whole raw fresh',
  milk: 'milk whole 3.25% milkfat', 'whole milk': 'milk whole 3.25% milkfat', 'skim milk': 'milk nonfat fluid', buttermilk: 'milk buttermilk fluid cultured lowfat',
  butter: 'butter salted', 'unsalted butter': 'butter without salt', margarine: 'margarine regular',
  cheese: 'cheese cheddar', 'cheddar cheese': 'cheese cheddar', cheddar: 'cheese cheddar', parmesan: 'cheese parmesan grated', 'parmesan cheese': 'cheese parmesan grated',
  mozzarella: 'cheese mozzarella whole milk', feta: 'cheese feta', ricotta: 'cheese ricotta whole milk', 'cream cheese': 'cheese cream',
  yogurt: 'yogurt plain whole milk 8 grams protein', yoghurt: 'yogurt plain whole milk 8 grams protein', 'plain yogurt': 'yogurt plain whole milk 8 grams protein', 'greek yogurt': 'yogurt greek plain whole milk',
  garlic: 'garlic raw', 'garlic clove': 'garlic raw', onion: 'onions raw', 'red onion': 'onions raw', 'yellow onion': 'onions raw', 'white onion': 'onions raw',
  shallot: 'shallots raw', ginger: 'ginger root raw', 'fresh ginger': 'ginger root raw', 'ginger root': 'ginger root raw', carrot: 'carrots raw', celery: 'celery raw',
  potato: 'potatoes flesh and skin raw', tomato: 'tomatoes red ripe raw', 'cherry tomato': 'tomatoes red ripe raw', lemon: 'lemons raw without peel',
  'lemon juice': 'lemon juice raw', 'lime juice': 'lime juice raw', lime: 'limes raw', 'orange juice': 'orange juice raw', orange: 'oranges raw all commercial varieties',
  parsley: 'parsley fresh', cilantro: 'coriander (cilantro) leaves raw', coriander: 'coriander (cilantro) leaves raw', basil: 'basil fresh', mint: 'spearmint fresh',
  'chili pepper': 'peppers hot chili red raw', chili: 'peppers hot chili red raw', chilli: 'peppers hot chili red raw', 'green chili pepper': 'peppers hot chili green raw',
  'dried chili pepper': 'spices pepper red or cayenne', 'bell pepper': 'peppers sweet red raw', 'red bell pepper': 'peppers sweet red raw',
  'green bell pepper': 'peppers sweet green raw', 'yellow bell pepper': 'peppers sweet yellow raw', 'green pepper': 'peppers sweet green raw', 'red pepper': 'peppers sweet red raw',
  mushroom: 'mushrooms white raw', mushrooms: 'mushrooms white raw', 'shiitake mushrooms': 'mushrooms shiitake raw', spinach: 'spinach raw',
  'napa cabbage': 'cabbage chinese (pe-tsai) raw', 'bok choy': 'cabbage chinese (pak-choi) raw', cabbage: 'cabbage raw', lettuce: 'lettuce green leaf raw',
  cucumber: 'cucumber with peel raw', broccoli: 'broccoli raw', cauliflower: 'cauliflower raw', 'green bean': 'beans snap green raw', 'green beans': 'beans snap green raw',
  'sweet corn': 'corn sweet yellow raw', corn: 'corn sweet yellow raw', 'sweet potato': 'sweet potato raw unprepared', pumpkin: 'pumpkin raw', daikon: 'radishes oriental raw',
  'mung bean sprouts': 'mung beans mature seeds sprouted raw', 'bean sprouts': 'mung beans mature seeds sprouted raw', leek: 'leeks (bulb and lower leaf-portion) raw',
  rice: 'rice white long-grain regular raw enriched', 'white rice': 'rice white long-grain regular raw enriched', 'cooked white rice': 'rice white long-grain regular enriched cooked',
  'glutinous rice': 'rice white glutinous unenriched uncooked', 'brown rice': 'rice brown long-grain raw', 'basmati rice': 'rice white long-grain regular raw enriched',
  'jasmine rice': 'rice white long-grain regular raw enriched', 'arborio rice': 'rice white medium-grain raw enriched', 'rice flour': 'rice flour white',
  'glutinous rice flour': 'rice flour white', oats: 'cereals oats regular and quick not fortified dry', 'rolled oats': 'cereals oats regular and quick not fortified dry',
  pasta: 'pasta dry enriched', spaghetti: 'pasta dry enriched', macaroni: 'pasta dry enriched', penne: 'pasta dry enriched', noodles: 'noodles egg dry enriched',
  noodle: 'noodles egg dry enriched', 'dried noodles': 'pasta dry enriched', 'rice noodles': 'rice noodles dry', 'egg noodles': 'noodles egg dry enriched',
  bread: 'bread white commercially prepared', 'white bread': 'bread white commercially prepared', breadcrumbs: 'bread crumbs dry grated plain', breadcrumb: 'bread crumbs dry grated plain',
  panko: 'bread crumbs dry grated plain', tortilla: 'tortillas ready-to-bake or -fry flour', 'corn tortilla': 'tortillas ready-to-bake or -fry corn',
  honey: 'honey', 'maple syrup': 'syrups maple', molasses: 'molasses', 'soy sauce': 'soy sauce made from soy and wheat (shoyu)', 'oyster sauce': 'sauce oyster ready-to-serve',
  'hoisin sauce': 'sauce hoisin ready-to-serve', 'fish sauce': 'sauce fish ready-to-serve', 'worcestershire sauce': 'sauce worcestershire', ketchup: 'catsup',
  mayonnaise: 'salad dressing mayonnaise regular', mustard: 'mustard prepared yellow', 'dijon mustard': 'mustard prepared yellow', 'tomato paste': 'tomato products canned paste without salt added',
  'tomato sauce': 'tomato products canned sauce', 'canned tomatoes': 'tomatoes red ripe canned packed in tomato juice', 'chopped tomatoes': 'tomatoes red ripe canned packed in tomato juice',
  vinegar: 'vinegar distilled', 'distilled vinegar': 'vinegar distilled', 'white vinegar': 'vinegar distilled', 'rice vinegar': 'vinegar distilled', 'cider vinegar': 'vinegar cider',
  'apple cider vinegar': 'vinegar cider', 'balsamic vinegar': 'vinegar balsamic', 'red wine vinegar': 'vinegar red wine', 'rice wine': 'alcoholic beverage rice (sake)',
  sake: 'alcoholic beverage rice (sake)', 'red wine': 'alcoholic beverage wine table red', 'white wine': 'alcoholic beverage wine table white', wine: 'alcoholic beverage wine table all',
  beer: 'alcoholic beverage beer regular all', 'chicken broth': 'soup chicken broth ready-to-serve', 'chicken stock': 'soup stock chicken home-prepared',
  'beef stock': 'soup stock beef home-prepared', 'beef broth': 'soup beef broth or bouillon canned ready-to-serve', 'vegetable stock': 'soup vegetable broth ready to serve',
  'vegetable broth': 'soup vegetable broth ready to serve', 'chicken bouillon granules': 'soup chicken broth or bouillon dry',
  tofu: 'tofu firm prepared with calcium sulfate', 'firm tofu': 'tofu firm prepared with calcium sulfate', 'silken tofu': 'tofu soft prepared with calcium sulfate',
  'coconut milk': 'nuts coconut milk canned', 'sesame seeds': 'seeds sesame seeds whole dried', 'sesame seed': 'seeds sesame seeds whole dried', tahini: 'seeds sesame butter tahini',
  peanuts: 'peanuts all types raw', peanut: 'peanuts all types raw', 'peanut butter': 'peanut butter smooth style with salt', almonds: 'nuts almonds', almond: 'nuts almonds',
  walnuts: 'nuts walnuts english', walnut: 'nuts walnuts english', cashews: 'nuts cashew nuts raw', 'pine nuts': 'nuts pine nuts dried', raisins: 'raisins seedless',
  'vanilla extract': 'vanilla extract', 'cocoa powder': 'cocoa dry powder unsweetened', chocolate: 'chocolate dark 70-85% cacao solids', 'dark chocolate': 'chocolate dark 70-85% cacao solids',
  chicken: 'chicken broilers or fryers meat only raw', 'chicken breast': 'chicken broiler or fryers breast skinless boneless meat only raw',
  'chicken thigh': 'chicken broilers or fryers thigh meat only raw', 'chicken leg': 'chicken broilers or fryers leg meat and skin raw', 'chicken wings': 'chicken broilers or fryers wing meat and skin raw',
  'chicken wing': 'chicken broilers or fryers wing meat and skin raw', bacon: 'pork cured bacon unprepared', 'pork belly': 'pork fresh belly raw', pork: 'pork fresh composite of trimmed retail cuts (leg loin shoulder) separable lean only raw',
  'pork tenderloin': 'pork fresh loin tenderloin separable lean only raw', 'lean pork': 'pork fresh composite of trimmed retail cuts (leg loin shoulder) separable lean only raw',
  'pork spareribs': 'pork fresh spareribs separable lean and fat raw', beef: 'beef composite of trimmed retail cuts separable lean only trimmed to 0" fat all grades raw',
  'beef brisket': 'beef brisket whole separable lean and fat trimmed to 1/8" fat all grades raw', lamb: 'lamb domestic composite of trimmed retail cuts separable lean and fat trimmed to 1/4" fat choice raw',
  shrimp: 'crustaceans shrimp raw', prawn: 'crustaceans shrimp raw', prawns: 'crustaceans shrimp raw', crab: 'crustaceans crab blue raw', salmon: 'fish salmon atlantic farmed raw',
  tuna: 'fish tuna fresh yellowfin raw', 'canned tuna in water': 'fish tuna light canned in water drained solids', cod: 'fish cod atlantic raw', ham: 'ham sliced regular (approximately 11% fat)',
  'lamb chops': 'Lamb, domestic, loin, separable lean and fat, trimmed to 1/4" fat, choice, raw', 'lamb chop': 'Lamb, domestic, loin, separable lean and fat, trimmed to 1/4" fat, choice, raw',
  'pig feet': 'Pork, fresh, variety meats and by-products, feet, raw', 'pork feet': 'Pork, fresh, variety meats and by-products, feet, raw',
  'winter melon': 'Waxgourd, (chinese preserving melon), raw', ghee: 'Butter oil, anhydrous', 'duck egg': 'Egg, duck, whole, fresh, raw',
  'fermented tofu': 'Tofu, salted and fermented (fuyu)', 'red fermented tofu': 'Tofu, salted and fermented (fuyu)',
  'condensed milk': 'Milk, canned, condensed, sweetened', 'sweetened condensed milk': 'Milk, canned, condensed, sweetened', 'cannellini beans': 'Beans, white, mature seeds, canned',
  'pork chop': 'Pork, fresh, loin, center loin (chops), bone-in, separable lean and fat, raw', 'pork chops': 'Pork, fresh, loin, center loin (chops), bone-in, separable lean and fat, raw',
  'cremini mushrooms': 'Mushrooms, brown, italian, or crimini, raw', 'crimini mushrooms': 'Mushrooms, brown, italian, or crimini, raw', 'sunflower seeds': 'Seeds, sunflower seed kernels, dried',
  'pecorino romano': 'Cheese, romano', 'pecorino romano cheese': 'Cheese, romano', pecorino: 'Cheese, romano', 'romano cheese': 'Cheese, romano',
  'tomato puree': 'Tomato products, canned, puree, without salt added', 'tomato passata': 'Tomato products, canned, puree, without salt added', passata: 'Tomato products, canned, puree, without salt added',
  miso: 'Miso', 'miso paste': 'Miso', tamari: 'Soy sauce made from soy (tamari)', 'chicken bouillon cube': 'Soup, chicken broth cubes, dry', 'chicken stock cube': 'Soup, chicken broth cubes, dry',
  'beef bouillon': 'Soup, beef broth or bouillon, powder, dry', vanilla: 'Vanilla extract', 'vanilla essence': 'Vanilla extract', 'paprika powder': 'spices paprika',
  'cinnamon powder': 'spices cinnamon ground', 'chilli powder': 'spices chili powder', bayleaf: 'spices bay leaf', 'bay leaves': 'spices bay leaf', 'panko breadcrumbs': 'bread crumbs dry grated plain',
  'active dry yeast': 'leavening agents yeast bakers active dry', 'ice water': 'water tap drinking', 'boiling water': 'water tap drinking', 'ice cubes': 'water tap drinking',
  'granulated garlic': 'Spices, garlic powder', 'powdered garlic': 'Spices, garlic powder', 'mustard powder': 'Spices, mustard seed, ground', 'dry mustard': 'Spices, mustard seed, ground',
  'dry mustard powder': 'Spices, mustard seed, ground', 'parsley flakes': 'Spices, parsley, dried', 'dried parsley': 'Spices, parsley, dried', caraway: 'Spices, caraway seed',
  'caraway seeds': 'Spices, caraway seed', 'ground caraway': 'Spices, caraway seed', couscous: 'Couscous, dry', gingerroot: 'Ginger root, raw', 'chicken bouillon': 'Soup, chicken broth cubes, dry',
  'bacon strips': 'Pork, cured, bacon, unprepared', 'bacon rashers': 'Pork, cured, bacon, unprepared', 'bacon slices': 'Pork, cured, bacon, unprepared', 'streaky bacon': 'Pork, cured, bacon, unprepared',
  gruyere: 'Cheese, gruyere', 'gruyere cheese': 'Cheese, gruyere', emmental: 'Cheese, swiss', emmentaler: 'Cheese, swiss', 'swiss cheese': 'Cheese, swiss', 'goat cheese': 'Cheese, goat, soft type',
  'salad oil': 'Oil, soybean, salad or cooking', 'cooking oil': 'Oil, soybean, salad or cooking', 'neutral oil': 'Oil, soybean, salad or cooking',
  'ground ginger': 'Spices, ginger, ground', 'ginger powder': 'Spices, ginger, ground', 'dried ginger': 'Spices, ginger, ground',
  'tinned tomato': 'Tomatoes, red, ripe, canned, packed in tomato juice', 'canned tomato': 'Tomatoes, red, ripe, canned, packed in tomato juice',
  'peeled tomato': 'Tomatoes, red, ripe, canned, packed in tomato juice', vermicelli: 'Pasta, dry, enriched',
  sausage: 'pork sausage link/patty unprepared', 'pork sausage': 'pork sausage link/patty unprepared', 'italian sausage': 'sausage italian pork raw',
  gin: 'alcoholic beverage distilled gin 90 proof', vodka: 'alcoholic beverage distilled vodka 80 proof', rum: 'alcoholic beverage distilled rum 80 proof', 'white rum': 'alcoholic beverage distilled rum 80 proof',
  whiskey: 'alcoholic beverage distilled whiskey 86 proof', whisky: 'alcoholic beverage distilled whiskey 86 proof', 'bourbon whiskey': 'alcoholic beverage distilled whiskey 86 proof',
  bourbon: 'alcoholic beverage distilled whiskey 86 proof', 'rye whiskey': 'alcoholic beverage distilled whiskey 86 proof', 'scotch whisky': 'alcoholic beverage distilled whiskey 86 proof',
  tequila: 'alcoholic beverage distilled all (gin rum vodka whiskey) 80 proof', brandy: 'alcoholic beverage distilled all (gin rum vodka whiskey) 80 proof',
  cognac: 'alcoholic beverage distilled all (gin rum vodka whiskey) 80 proof', 'coffee liqueur': 'alcoholic beverage liqueur coffee 53 proof',
  prosecco: 'alcoholic beverage wine table white', champagne: 'alcoholic beverage wine table white', 'sparkling wine': 'alcoholic beverage wine table white',
  espresso: 'beverages coffee brewed espresso restaurant-prepared', coffee: 'beverages coffee brewed breakfast blend', 'black tea': 'beverages tea black brewed prepared with tap water',
  'pineapple juice': 'pineapple juice canned or bottled unsweetened', 'cranberry juice': 'cranberry juice cocktail bottled',
  'grapefruit juice': 'grapefruit juice white raw', 'tomato juice': 'tomato juice canned without salt added', 'coconut cream': 'nuts coconut cream canned sweetened',
  grenadine: 'syrups grenadine',
  // Common recipe names whose reference name is worded otherwise (reviewed: same food).
  'lemon zest': 'Lemon peel, raw', 'lemon peel': 'Lemon peel, raw', 'orange zest': 'Orange peel, raw', 'orange peel': 'Orange peel, raw',
  'chocolate chip': 'Candies, semisweet chocolate', 'semisweet chocolate': 'Candies, semisweet chocolate', 'semi sweet chocolate': 'Candies, semisweet chocolate',
  dill: 'Dill weed, fresh', 'fresh dill': 'Dill weed, fresh', 'dill weed': 'Dill weed, fresh', lemongrass: 'Lemon grass (citronella), raw', 'lemon grass': 'Lemon grass (citronella), raw',
  'collard greens': 'Collards, raw', collards: 'Collards, raw', cantaloupe: 'Melons, cantaloupe, raw', honeydew: 'Melons, honeydew, raw',
  'plum tomato': 'tomatoes red ripe raw', 'roma tomato': 'tomatoes red ripe raw', 'half and half cream': 'cream fluid half and half', 'half-and-half': 'cream fluid half and half',
  sesame: 'seeds sesame seeds whole dried', linguine: 'Pasta, dry, enriched', fettuccine: 'Pasta, dry, enriched', fusilli: 'Pasta, dry, enriched', rigatoni: 'Pasta, dry, enriched',
  'malt vinegar': 'vinegar distilled', 'white wine vinegar': 'vinegar red wine', 'fish stock': 'soup stock fish home-prepared', 'bouillon cube': 'Soup, chicken broth cubes, dry',
  'ap flour': 'wheat flour white all-purpose enriched', 'general purpose flour': 'wheat flour white all-purpose enriched', 'enriched flour': 'wheat flour white all-purpose enriched',
  'soya sauce': 'soy sauce made from soy and wheat (shoyu)', 'light soy sauce': 'soy sauce made from soy and wheat (shoyu)', 'dark soy sauce': 'soy sauce made from soy and wheat (shoyu)',
  'tamari soy sauce': 'Soy sauce made from soy (tamari)', 'hot sauce': 'Sauce, ready-to-serve, pepper or hot',
  'hot pepper sauce': 'Sauce, ready-to-serve, pepper or hot', tabasco: 'Sauce, ready-to-serve, pepper, TABASCO', sriracha: 'Sauce, hot chile, sriracha',
  'coriander powder': 'Spices, coriander seed', 'ground coriander': 'Spices, coriander seed', 'fenugreek powder': 'Spices, fenugreek seed', 'white pepper powder': 'Spices, pepper, white',
  'cooked rice': 'rice white long-grain regular enriched cooked', 'cooked chicken': 'Chicken, broilers or fryers, meat only, roasted', 'roasted chicken': 'Chicken, broilers or fryers, meat only, roasted', 'roast chicken': 'Chicken, broilers or fryers, meat only, roasted',
  // Same food in the wording of recipe pages: whole spices by their spice, grain by its flour or cut.
  saffron: 'Spices, saffron', 'saffron threads': 'Spices, saffron', 'saffron strands': 'Spices, saffron', 'allspice berries': 'Spices, allspice, ground',
  serrano: 'Peppers, serrano, raw', 'serrano chile': 'Peppers, serrano, raw', 'serrano chili': 'Peppers, serrano, raw', 'serrano pepper': 'Peppers, serrano, raw',
  'pearl onions': 'onions raw', 'pearl onion': 'onions raw', bulgur: 'Bulgur, dry', 'bulgur wheat': 'Bulgur, dry', 'bulghur wheat': 'Bulgur, dry', 'teff flour': 'Teff, uncooked',
  'risotto rice': 'rice white medium-grain raw enriched', 'carnaroli rice': 'rice white medium-grain raw enriched', 'bomba rice': 'rice white medium-grain raw enriched',
  'parmigiano-reggiano': 'cheese parmesan hard', 'parmigiano reggiano': 'cheese parmesan hard', parmigiano: 'cheese parmesan hard',
  peas: 'Peas, green, raw', 'green peas': 'Peas, green, raw', 'frozen peas': 'Peas, green, frozen, unprepared', 'frozen green peas': 'Peas, green, frozen, unprepared',
  'crushed tomatoes': 'Tomatoes, crushed, canned', 'diced tomatoes': 'Tomatoes, red, ripe, canned, packed in tomato juice',
  'stewed tomatoes': 'Tomatoes, red, ripe, canned, stewed',
  anchovies: 'Fish, anchovy, european, canned in oil, drained solids', anchovy: 'Fish, anchovy, european, canned in oil, drained solids', 'anchovy fillets': 'Fish, anchovy, european, canned in oil, drained solids',
  'powdered white sugar': 'sugars powdered', porkchops: 'Pork, fresh, loin, center loin (chops), bone-in, separable lean and fat, raw', 'veal mince': 'Veal, ground, raw', 'ground veal': 'Veal, ground, raw', 'minced veal': 'Veal, ground, raw',
  'whole kernel corn': 'Corn, sweet, yellow, canned, whole kernel, drained solids', 'sweet relish': 'Pickle relish, sweet', 'sweet pickle relish': 'Pickle relish, sweet',
  'tomato concentrate': 'tomato products canned paste without salt added', 'ground beef meat': 'beef ground 80% lean meat / 20% fat raw',
  toast: 'Bread, white, commercially prepared, toasted', 'white toast': 'Bread, white, commercially prepared, toasted', 'tamarind pulp': 'Tamarinds, raw', 'espresso powder': 'Beverages, coffee, instant, regular, powder', 'instant espresso powder': 'Beverages, coffee, instant, regular, powder',
};

const HEAD_STOP = new Set(['of', 'and', 'or', 'with', 'in', 'for']);

/**
 * Qualifiers that may be dropped to reach the food ("aged rum" → rum, "medium soft cheese" →
 * cheese). Food words are never dropped: "ginger beer", "apricot brandy" and "coconut milk" are
 * other foods than beer, brandy and milk.
 */
const SAFE_QUALIFIERS = new Set([
  'red', 'green', 'yellow', 'white', 'black', 'brown', 'golden', 'gold', 'dark', 'light', 'silver', 'amber', 'pink', 'purple',
  'italian', 'french', 'mexican', 'english', 'spanish', 'greek', 'chinese', 'japanese', 'thai', 'indian', 'jamaican', 'cuban',
  'puerto', 'rican', 'london', 'american', 'german', 'swiss', 'dutch', 'turkish', 'korean', 'vietnamese', 'russian', 'polish',
  'dry', 'sweet', 'aged', 'old', 'young', 'blended', 'premium', 'good', 'quality', 'large', 'small', 'medium', 'big', 'extra', 'fine',
  'coarse', 'sharp', 'mild', 'hot', 'soft', 'hard', 'semi', 'firm', 'fresh', 'plain', 'regular', 'whole', 'fat', 'full', 'low',
  'lean', 'natural', 'organic', 'homemade', 'wild', 'baby', 'mature', 'ripe', 'long', 'short', 'grain', 'thick', 'thin', 'flat',
  'leaf', 'leaves', 'overproof', 'free', 'range', 'cage', 'sodium', 'reduced', 'enriched', 'pastured', 'pasture', 'farm', 'grass', 'fed', 'high', 'unbleached', 'bleached', 'hungarian', 'italian', 'sicilian', 'greek', 'french', 'canned', 'tinned', 'demerara', 'spiced', 'smoked', 'raw', 'cold', 'warm', 'strong', 'double', 'single', 'heavy',
]);

/**
 * Heads that other words turn into a different food ("irish cream", "fish sauce", "almond milk"):
 * a qualifier before them is only dropped when it is on the safe list.
 */
const COMPOUND_HEADS = new Set(['cream', 'milk', 'sauce', 'juice', 'oil', 'butter', 'paste', 'powder', 'syrup', 'liqueur', 'beer', 'wine', 'water', 'soda', 'cheese', 'vinegar', 'extract', 'essence', 'flour', 'sugar', 'salt', 'seasoning', 'stock', 'broth', 'jam', 'tea', 'spread', 'mix', 'dressing', 'bean', 'beans', 'seed', 'seeds', 'nut', 'nuts']);

/** Class words that name no one food ("fish", "meat"): never resolved to an arbitrary member. */
const TOO_GENERIC = new Set(['fish', 'meat', 'nut', 'nuts', 'seafood', 'vegetable', 'vegetables', 'fruit', 'fruits', 'herb', 'herbs', 'spice', 'spices', 'seasoning', 'stock', 'broth', 'sauce', 'cheese blend', 'berries', 'berry', 'greens', 'shellfish', 'poultry', 'game', 'bean', 'beans', 'liqueur', 'juice', 'syrup', 'soup']);

const stemOf = (w: string) => tokenize(w)[0] ?? w;

/** Frequent misspellings in recipe text, word for word (reviewed: each is one word's only reading). */
const MISSPELLINGS: Record<string, string> = {
  sause: 'sauce', tumeric: 'turmeric', parsely: 'parsley', mayonnese: 'mayonnaise', mayonaise: 'mayonnaise', cannelini: 'cannellini',
  broccli: 'broccoli', brocoli: 'broccoli', cinamon: 'cinnamon', cinnamom: 'cinnamon', jalepeno: 'jalapeno', jalepenos: 'jalapenos',
  zuchini: 'zucchini', zuccini: 'zucchini', parmesean: 'parmesan', tomatos: 'tomatoes', potatos: 'potatoes', vanila: 'vanilla',
  cummin: 'cumin', oregeno: 'oregano', garbonzo: 'garbanzo', rasberries: 'raspberries', rasberry: 'raspberry', worchestershire: 'worcestershire',
};

/**
 * States that make another reference food ("cooked rice" is not raw rice, "mashed potatoes" not
 * potatoes): kept when a name is normalised, and carried from a line's preparation into its lookup.
 * The one list of them.
 */
export const FOOD_STATES = /\b(?:cooked|raw|boiled|roasted|baked|fried|grilled|broiled|steamed|canned|dried|frozen|smoked|toasted|mashed|stewed|braised|poached)\b/gi;

/** Count nouns written after a food ("cinnamon stick", "celery rib"); never "leaf" (bay leaf, curry leaves are foods). */
const TRAILING_COUNT = new Set(['stick', 'stalk', 'rib', 'pod', 'sprig', 'clove', 'fillet', 'filet', 'cube', 'strip', 'slice', 'wedge', 'head', 'bunch', 'piece', 'chunk', 'floret']);

/**
 * Reference names whose head is a class of prepared products ("Soup, tomato, canned", "Snacks,
 * rice cakes"): they answer a plain ingredient name only when the name says so ("tomato soup").
 */
const PRODUCT_HEADS = new Set(['soup', 'sauce', 'snack', 'candy', 'candies', 'fast food', 'babyfood', 'restaurant', 'infant formula', 'cereals ready-to-eat', 'salad dressing', 'cracker', 'cookie', 'pie', 'cake', 'pizza', 'sandwich', 'beverages', 'dessert', 'frozen novelty', 'ice cream', 'pudding']);

function productMismatch(food: FoodRecord, query: string): boolean {
  const head = food.name.split(',')[0]!.trim().toLowerCase();
  const singularHead = head.replace(/(?:ies)$/, 'y').replace(/s$/, '');
  if (!PRODUCT_HEADS.has(head) && !PRODUCT_HEADS.has(singularHead)) return false;
  const q = new Set(tokenize(query));
  return !tokenize(head).every((t) => q.has(t));
}

/** The lexical rank band a score falls in (src/search/lexical.ts). */
const bandOf = (score: number) => (score >= BAND_EXACT ? 3 : score >= BAND_HEAD ? 2 : score >= BAND_GENERIC ? 1 : 0);

/** Query terms must all be in the food's own name or aliases: no typo readings ("pisco" ≠ "cisco"). */
function coversAll(food: FoodRecord, query: string): boolean {
  const have = new Set(tokenize([food.name, ...food.aliases].join(' ')));
  return tokenize(query).every((t) => have.has(t));
}

/** Generic foods of a usda part in whatever shape it was serialised (array or `{ foods }`). */
export function foodsOfPart(part: unknown): FoodRecord[] {
  if (Array.isArray(part)) return part as FoodRecord[];
  if (part && typeof part === 'object') {
    const o = part as Record<string, unknown>;
    for (const k of ['foods', 'records', 'items']) if (Array.isArray(o[k])) return o[k] as FoodRecord[];
  }
  return [];
}

export function createFoodResolver(foods: FoodRecord[]): FoodResolver {
  const usable = foods.filter((f) => f.nutrition_basis === '100g' && f.calories !== null);
  const index = new LexicalIndex(usable.map(searchDocFromFood));
  const byId = new Map(foods.map((f) => [f.id, f]));
  const cache = new Map<string, ResolvedFood | null>();

  const byName = new Map(usable.map((f) => [nameKey(f.name), f]));
  // Words that name a food somewhere (the first two comma segments of a reference name).
  const foodWords = new Set(usable.flatMap((f) => tokenize(f.name.split(',').slice(0, 2).join(' '))));

  const tryName = (q: string, min: number, step: ResolvedFood['step']): ResolvedFood | null => {
    if (!q.trim()) return null;
    // A synonym may name the reference food exactly ("Oil, soybean, salad or cooking").
    const exact = step === 'synonym' ? byName.get(nameKey(q)) : undefined;
    if (exact) return { food: exact, matched: q, step, score: 1 };
    const found: { food: FoodRecord; score: number }[] = [];
    for (const hit of index.search(q, { kind: 'generic', limit: 8 })) {
      if (hit.score < min) break;
      const food = usable[hit.doc]!;
      if (step !== 'synonym' && productMismatch(food, q)) continue;
      if (coversAll(food, q)) found.push({ food, score: hit.score });
    }
    if (found.length === 0) return null;
    // An ingredient named without a state is the raw food ("2 cups kale" is not frozen cooked kale)
    // when a raw one ranks in the same band as the best.
    const band = bandOf(found[0]!.score);
    const raw = new RegExp(FOOD_STATES.source, 'i').test(q) ? undefined : found.find((f) => bandOf(f.score) === band && /(^|, )raw(,|$)/i.test(f.food.name));
    const best = raw ?? found[0]!;
    return { food: best.food, matched: q, step, score: Math.round(best.score * 1000) / 1000 };
  };

  const resolve = (name: string): ResolvedFood | null => {
    const raw = name
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[（(][^（）()]*[）)]/g, ' ')
      .replace(/[a-z]+/gi, (w) => MISSPELLINGS[w.toLowerCase()] ?? w)
      .trim();
    const norm = normaliseIngredientName(raw);
    // The wording as written first ("unsalted butter", "minced beef"), then its normalised form.
    // A state the cook wrote ("cooked chicken", "dried cranberries") must survive normalisation:
    // the synonym of the bare name is the raw food.
    const states = raw.toLowerCase().match(FOOD_STATES) ?? [];
    // SR28 writes the dried form of grains and pasta as "dry" ("Pasta, dry, enriched").
    const keepsState = (target: string) => states.every((w) => (w === 'dried' ? /\b(dried|dry)\b/ : new RegExp(`\\b${w}\\b`)).test(target.toLowerCase()));
    const direct = RECIPE_SYNONYMS[raw.toLowerCase()];
    const synonym = direct ?? (RECIPE_SYNONYMS[norm] && keepsState(RECIPE_SYNONYMS[norm]!) ? RECIPE_SYNONYMS[norm] : undefined);
    if (synonym) {
      const s = tryName(synonym, BAND_GENERIC, 'synonym');
      if (s) return s;
    }
    if (TOO_GENERIC.has(norm) || TOO_GENERIC.has(raw.toLowerCase())) return null;
    const parsed = tryName(raw, BAND_HEAD, 'parsed');
    if (parsed) return parsed;
    if (states.length > 0) {
      const withState = tryName(normaliseIngredientName(raw.toLowerCase().replace(FOOD_STATES, ' ')) + ' ' + states.join(' '), BAND_HEAD, 'normalised');
      if (withState) return withState;
    }
    if (norm && norm !== raw.toLowerCase()) {
      const n = tryName(norm, BAND_HEAD, 'normalised');
      if (n) return n;
    }
    // What the food comes with or in ("mushrooms with liquid", "beans in their juice"): the food is before it.
    const clause = /^(.+?)\s+(?:with|in|without|per)\s+\S.*$/.exec(norm);
    if (clause && !COMPOUND_HEADS.has(norm.split(' ').pop()!)) {
      const r = resolve(clause[1]!);
      if (r) return r;
    }
    // A ground spice written as "X powder" ("turmeric powder"): the spice, only when it is one.
    if (/\s+powder$/.test(norm)) {
      const r = resolve(`ground ${norm.replace(/\s+powder$/, '')}`);
      if (r && /^spices,/i.test(r.food.name)) return r;
    }
    // A count noun after the food ("cinnamon sticks", "celery ribs", "cardamom pods"): the food is
    // the rest; the noun stays on the line for its weight.
    const tail = norm.split(' ');
    if (tail.length > 1 && TRAILING_COUNT.has(tail[tail.length - 1]!)) {
      const r = resolve(tail.slice(0, -1).join(' '));
      if (r) return r;
    }
    // Drop leading qualifiers one at a time; only a head match is accepted then.
    const words = norm.split(' ').filter((w) => w && !HEAD_STOP.has(w));
    const head = words[words.length - 1] ?? '';
    for (let i = 1; i < words.length; i++) {
      const w = words[i - 1]!;
      if (!SAFE_QUALIFIERS.has(w) && (foodWords.has(stemOf(w)) || COMPOUND_HEADS.has(head))) break;
      const rest = words.slice(i).join(' ');
      const syn = RECIPE_SYNONYMS[rest];
      const h = (syn && tryName(syn, BAND_GENERIC, 'synonym')) || tryName(rest, BAND_HEAD, 'head');
      if (h) return h;
    }
    return null;
  };

  return {
    resolveFood(name: string, alternatives: readonly string[] = []) {
      for (const n of [name, ...alternatives]) {
        const key = n.trim().toLowerCase();
        if (!key) continue;
        if (!cache.has(key)) cache.set(key, resolve(n));
        const hit = cache.get(key)!;
        if (hit) return hit;
      }
      return null;
    },
    food: (id) => byId.get(id) ?? null,
    related: (food) => relatedFoods(food, foods),
  };
}

// ---------------------------------------------------------------- weights

/** The parts of a parsed ingredient line that decide its weight (ParsedIngredientLine fits). */
export interface WeighableLine {
  quantity: number | null;
  /** Canonical unit from the unit table (g, ml, tbsp, clove, piece...) or null for a bare count. */
  unit: string | null;
  unit_text?: string | null;
  size?: string | null;
  package?: ParsedIngredientLine['package'];
  /** Grams the source states beside another unit ("1/2 cup (110g)", "1 只（约 300g）"). */
  stated_grams?: number | null;
  /** The line's ingredient name (its nouns can name a portion of a bare count). */
  name?: string;
}

export interface LineWeight {
  grams: number;
  method: string;
  detail: string;
}

/**
 * Weight of a line's recorded quantity of `food` with its evidence; null when unknown.
 * Mass units need no food; a weight the source states beside a count or volume is the cook's
 * own measurement and wins; everything else goes through the shared evidence rules of
 * src/domain/grams.ts (density from household measures, matching portions for counts).
 */
export function lineGrams(line: WeighableLine, food: FoodRecord | null, related?: () => readonly FoodRecord[]): LineWeight | null {
  const q = line.quantity;
  if (q === null || !(q >= 0)) return null;
  const def = line.unit ? unitByName(line.unit) : null;
  if (def?.dimension === 'mass' && def.factor !== null) return { grams: q * def.factor, method: 'mass', detail: `${q} ${line.unit_text ?? line.unit}` };
  if (line.stated_grams !== null && line.stated_grams !== undefined && line.stated_grams > 0) {
    return { grams: line.stated_grams, method: 'stated-grams', detail: `${line.stated_grams} g stated beside the amount` };
  }
  if (!food) return null;
  // A generic "piece" (Chinese 个/只/块) is a bare count: the food's default portion decides.
  const bare = line.unit === null || line.unit === 'piece';
  // For a bare count the line's own nouns may name the portion: "3 garlic cloves" (clove),
  // "juice of 1 lemon" (1 lemon yields 48 g).
  // Only nouns some portion is named after ("clove", "lemon yields") count, never a word inside a
  // volume measure ("1 cup (4.86 large eggs)").
  const nouns = bare ? (line.name ?? '').toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2) : [];
  const named = (w: string) => food.portions.some((p) => new RegExp(`^(?:${w}|${w.replace(/(?:es|s)$/, '')})s?\\b`).test(p.measure.toLowerCase()));
  const countNoun = (w: string) => { const u = findUnit(w); return u !== null && u.dimension === 'count' && u.name !== 'piece'; };
  const tries = [...new Set([nouns[nouns.length - 1], nouns[0]])].filter((w): w is string => w !== undefined && (named(w) || countNoun(w)));
  const readings = [...tries, null].map((word): GramsLine => ({
    quantity: q,
    unit: bare ? null : line.unit,
    unit_text: bare ? word : (line.unit_text ?? null),
    name: food.name,
    size: line.size ?? null,
    package: line.package ?? null,
  }));
  // The food's own portions for every reading first; a closely related food's only when none weighs.
  let r: ReturnType<typeof resolveGrams> = { grams: null, ml: null, reason: '' };
  for (const options of related ? [{}, { related }] : [{}]) {
    for (const reading of readings) {
      r = resolveGrams(reading, food, options);
      if (r.grams !== null) break;
    }
    if (r.grams !== null) break;
  }
  if (r.grams === null) return null;
  const e = r.evidence;
  // A count must not be read through a volume or mass portion ("6 slices" of ginger through
  // "0.25 cup slices"): no weight is better than a wrong one.
  if (e.method === 'portion' && e.portion && !unitIsMeasure(line.unit)) {
    const first = e.portion.measure.toLowerCase().trim().split(/[\s,(]+/)[0] ?? '';
    const u = findUnit(first);
    if (u && u.dimension !== 'count') return null;
  }
  const portion = e.portion ? `${e.portion.amount} ${e.portion.measure} = ${e.portion.grams} g (portion ${e.portion.seq})` : null;
  const detail = [r.ml !== null ? `${Math.round(r.ml * 1000) / 1000} ml` : null, e.related_food ? `${portion} of '${e.related_food.name}'` : portion, e.assumption ?? null].filter(Boolean).join('; ');
  return { grams: r.grams, method: e.method, detail: detail || e.method };
}
