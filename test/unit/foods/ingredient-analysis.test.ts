import { beforeAll, describe, expect, test } from 'bun:test';
import { normalizeAllergenName } from '../../../src/domain/foods/allergens';
import { analyzeIngredients } from '../../../src/domain/foods/ingredient-analysis';
import type { OffTaxonomy } from '../../../src/domain/foods/ingredient-taxonomy';
import { taxonomy } from './shared-taxonomy';

let tax: OffTaxonomy;
beforeAll(() => {
  tax = taxonomy();
}, 60_000);
const codes = (text: string) => analyzeIngredients(text, tax).additives.map((a) => a.code);

describe('additives', () => {
  test('E-number spellings: E 330, e330, E-330, E330a style suffixes, and by name', () => {
    for (const t of ['E 330', 'e330', 'E-330', 'E330', 'acidifier (E330)', 'citric acid', 'acido citrico', 'acide citrique'])
      expect(codes(t)).toEqual(['E330']);
    expect(codes('colour: E150d')).toEqual(['E150d']);
    expect(codes('E 150 d')).toEqual(['E150d']);
    expect(codes('emulsifier: 471')).toEqual(['E471']);
    expect(codes('E9999')).toEqual([]);
  });

  test('concern comes from the EFSA overexposure risk', () => {
    const sorbate = analyzeIngredients('potassium sorbate', tax).additives[0]!;
    expect(sorbate).toEqual({ code: 'E202', name: expect.stringMatching(/sorbate/i), concern: 'high' });
    expect(analyzeIngredients('E330', tax).additives[0]!.concern).toBe('none-known');
  });

  test('vitamins named alone are nutrients; under an additive class they are additives', () => {
    expect(codes('wheat flour, riboflavin, niacin')).toEqual([]);
    expect(codes('colour: riboflavin')).toEqual(['E101']);
    expect(codes('ascorbic acid (antioxidant)')).toEqual(['E300']);
  });
});

describe('structure', () => {
  test('nested brackets, percentages and colon lists', () => {
    const a = analyzeIngredients(
      'Milk chocolate 30% (sugar, cocoa butter [cocoa], whole milk powder (milk)), hazelnuts 12,5 %, emulsifier: soya lecithin',
      tax,
    );
    expect(a.ingredients.map((i) => [i.text, i.percent])).toEqual([
      ['Milk chocolate', 30],
      ['hazelnuts', 12.5],
      ['emulsifier', null],
    ]);
    expect(a.ingredients[0]!.children.map((c) => c.text)).toEqual(['sugar', 'cocoa butter', 'whole milk powder']);
    expect(a.ingredients[2]!.children[0]!.ids).toContain('en:soya-lecithin');
    expect(a.allergens).toEqual(['soybeans', 'milk', 'nuts']);
  });

  test('"Ingredients:" prefix, claims and purpose remarks are not ingredients', () => {
    const a = analyzeIngredients('Ingredients: rice, water, salt. Gluten-free. Sans conservateur', tax);
    expect(a.unrecognized).toEqual([]);
    expect(a.ingredients.map((i) => i.text)).toEqual(['rice', 'water', 'salt', 'Gluten-free', 'Sans conservateur']);
    expect(analyzeIngredients('bean sprouts, water, citric acid (to protect color)', tax).nova).toBe(1);
  });
});

describe('allergens and traces', () => {
  test('OFF underscores, taxonomy properties and allergen words in several languages', () => {
    expect(analyzeIngredients('farina di _frumento_, zucchero, burro, uova', tax).allergens).toEqual(['gluten', 'eggs', 'milk']);
    expect(analyzeIngredients('Weizenmehl, Haselnüsse, Sellerie', tax).allergens).toEqual(['gluten', 'nuts', 'celery']);
    expect(analyzeIngredients('vinaigre, eau, graines de moutarde, disulfite de potassium', tax).allergens).toEqual(['mustard', 'sulphites']);
    expect(analyzeIngredients('mussels, prawns, cod', tax).allergens).toEqual(['crustaceans', 'fish', 'molluscs']);
  });

  test('"may contain" is reported as traces, "contains" as allergens', () => {
    const a = analyzeIngredients('Sugar, cocoa butter. May contain traces of milk, nuts and sesame.', tax);
    expect(a.allergens).toEqual([]);
    expect(a.traces).toEqual(['milk', 'nuts', 'sesame']);
    expect(a.reasons).toContain('May contain milk (precautionary statement).');
    const it = analyzeIngredients('Semola di grano duro, acqua. Può contenere tracce di soia e uova.', tax);
    expect(it.allergens).toEqual(['gluten']);
    expect(it.traces).toEqual(['eggs', 'soybeans']);
    expect(analyzeIngredients('Enriched flour, sugar. CONTAINS: WHEAT, MILK.', tax).allergens).toEqual(['gluten', 'milk']);
    expect(analyzeIngredients('rice flour. May contain gluten.', tax).gluten_free).toBe(false);
  });

  test('an underscored allergen inside a "may contain" statement is a trace', () => {
    const a = analyzeIngredients('basilico, _latte_, sale. Può contenere _noci e _mandorle.', tax);
    expect(a.allergens).toEqual(['milk']);
    expect(a.traces).toEqual(['nuts']);
  });

  test('storage and best-before instructions are not ingredients', () => {
    // "lieu" is also a fish (pollock) in French.
    expect(analyzeIngredients('Farine de blé, sucre. Conserver en lieu frais et sec.', tax).allergens).toEqual(['gluten']);
    const it = analyzeIngredients('riso, sale. Da consumarsi preferibilmente entro il: vedere data. Conservare in luogo fresco', tax);
    expect(it.allergens).toEqual([]);
    expect(it.ingredients.map((i) => i.text)).toEqual(['riso', 'sale']);
  });

  test('cross-contact statements in several languages are traces', () => {
    const fr = analyzeIngredients('Farine de blé, sucre. Produit dans une usine qui utilise soja, lait, oeufs, fruits à coque.', tax);
    expect(fr.allergens).toEqual(['gluten']);
    expect(fr.traces).toEqual(['eggs', 'soybeans', 'milk', 'nuts']);
    const it = analyzeIngredients(
      'Crusca di avena. Contiene glutine. Confezionato in uno stabilimento che utilizza anche sesamo, soia e frutta a guscio.',
      tax,
    );
    expect(it.allergens).toEqual(['gluten']);
    expect(it.traces).toEqual(['soybeans', 'nuts', 'sesame']);
    expect(analyzeIngredients('Weizenmehl, Zucker. Hergestellt in einem Betrieb, der auch Milch und Sesam verarbeitet.', tax).traces).toEqual([
      'milk',
      'sesame',
    ]);
    expect(analyzeIngredients('rice. Made on equipment shared with wheat and milk.', tax).traces).toEqual(['gluten', 'milk']);
    // Not a facility: "processed with alkali", "plant sterols".
    expect(analyzeIngredients('sugar, cocoa processed with alkali, plant sterols, milk', tax).allergens).toEqual(['milk']);
  });

  test('a free-from claim inside a statement names no allergen', () => {
    const a = analyzeIngredients('Azúcar, avellanas. Puede contener otros frutos secos con cáscara, sin gluten.', tax);
    expect(a.traces).toEqual([]);
  });

  test('how hens are kept is no free-from claim: cage-free and free-range eggs are eggs', () => {
    expect(analyzeIngredients('sugar, cage-free eggs, flour', tax).allergens).toContain('eggs');
    expect(analyzeIngredients('ginger, pasteurized free range egg, flavourings', tax).allergens).toEqual(['eggs']);
  });

  test('a dairy word "of" a plant food names the plant preparation, except cream soups', () => {
    expect(analyzeIngredients("crème d'orge, crema di cacao, lait de coco", tax).allergens).toEqual(['gluten']);
    expect(analyzeIngredients('crème de lait', tax).allergens).toEqual(['milk']);
    expect(analyzeIngredients('latte di capra', tax).allergens).toEqual(['milk']);
    expect(analyzeIngredients('cream of mushroom', tax).allergens).toEqual(['milk']);
  });

  test('refined soybean oil is exempt (EU Annex II, FALCPA), unrefined is not', () => {
    expect(analyzeIngredients('soybean oil, salt', tax).allergens).toEqual([]);
    expect(analyzeIngredients('huile de soja, sel', tax).allergens).toEqual([]);
    expect(analyzeIngredients('cold pressed soybean oil', tax).allergens).toEqual(['soybeans']);
    expect(analyzeIngredients('soybean oil, soy lecithin', tax).allergens).toEqual(['soybeans']);
  });

  test('a vegan ingredient never carries an animal allergen', () => {
    expect(analyzeIngredients('coconut cream, cocoa butter, peanut butter', tax).allergens).toEqual(['peanuts']);
  });

  test('a name that is an allergen word in one language only is a homograph, not an allergen', () => {
    // German "Eiweiß" (protein, egg white), Slovak "cirok" (sorghum), French "fruits secs" (dried fruit, nuts).
    expect(analyzeIngredients('proteine del latte, proteine vegetali', tax).allergens).toEqual(['milk']);
    expect(analyzeIngredients('sorgo, riso', tax).allergens).toEqual([]);
    // The English name then decides: malt flour is barley malt, oat protein comes from oats.
    expect(analyzeIngredients('malt flour, oat protein', tax).allergens).toEqual(['gluten']);
  });

  test('allergy names from users map to the canonical list (EU and US wording)', () => {
    expect(normalizeAllergenName('Tree nuts')).toEqual(['nuts']);
    expect(normalizeAllergenName('wheat')).toEqual(['gluten']);
    expect(normalizeAllergenName('soy')).toEqual(['soybeans']);
    expect(normalizeAllergenName('shellfish')).toEqual(['crustaceans', 'molluscs']);
    expect(normalizeAllergenName('sulfites')).toEqual(['sulphites']);
    expect(normalizeAllergenName('sesame seeds')).toEqual(['sesame']);
    expect(normalizeAllergenName('kiwi')).toEqual([]);
  });
});

describe('NOVA', () => {
  test('groups from markers', () => {
    expect(analyzeIngredients('apples', tax).nova).toBe(1);
    expect(analyzeIngredients('tomatoes, salt', tax).nova).toBe(3);
    const upf = analyzeIngredients('water, sugar, flavouring, E951', tax);
    expect(upf.nova).toBe(4);
    expect(upf.nova_reason).toMatch(/^NOVA 4: ultra-processed markers/);
    expect(upf.nova_markers.map((m) => m.tag)).toContain('en:e951');
  });

  test('a group-2 category never moves to group 3', () => {
    expect(analyzeIngredients('sugar', tax, { categories: ['en:sweeteners', 'en:sugars'] }).nova).toBe(2);
    expect(analyzeIngredients('salt', tax).nova).toBe(3);
  });
});

describe('diet flags', () => {
  test('positive evidence only', () => {
    const v = analyzeIngredients('chickpeas, water, olive oil, lemon juice, garlic, salt', tax);
    expect([v.vegan, v.vegetarian, v.gluten_free]).toEqual([true, true, true]);
    const cheese = analyzeIngredients('milk, salt, rennet', tax);
    expect([cheese.vegan, cheese.vegetarian]).toEqual([false, false]);
    const egg = analyzeIngredients('eggs, wheat flour', tax);
    expect([egg.vegan, egg.vegetarian, egg.gluten_free]).toEqual([false, true, false]);
  });

  test('an unrecognised ingredient makes every flag false, with a reason', () => {
    const a = analyzeIngredients('rice, zorblax extract', tax);
    expect([a.vegan, a.vegetarian, a.gluten_free]).toEqual([false, false, false]);
    expect(a.unrecognized).toEqual(['zorblax extract']);
    expect(a.reasons.join(' ')).toMatch(/zorblax extract: not (fully )?recognised/);
  });

  test('an uncertain status is not vegan', () => {
    const a = analyzeIngredients('sugar, water', tax);
    expect(a.vegan).toBe(false);
    expect(a.reasons.some((r) => r.startsWith('Not vegan: sugar: status uncertain'))).toBe(true);
  });
});

test('deterministic output', () => {
  const t = 'Wheat flour, sugar, palm oil, E322, flavouring. May contain nuts.';
  expect(JSON.stringify(analyzeIngredients(t, tax))).toBe(JSON.stringify(analyzeIngredients(t, tax)));
});
