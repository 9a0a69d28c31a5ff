import { describe, expect, test } from 'bun:test';
import { parseLabelText } from '../../../src/domain/vision/label-text';

const US = `Nutrition Facts
8 servings per container
Serving size 2/3 cup (55g)
Amount per serving
Calories 230
% Daily Value*
Total Fat 8g 10%
Saturated Fat 1g 5%
Trans Fat 0g
Cholesterol 0mg 0%
Sodium 160mg 7%
Total Carbohydrate 37g 13%
Dietary Fiber 4g 14%
Total Sugars 12g
Includes 10g Added Sugars 20%
Protein 3g
Vitamin D 2mcg 10%
Calcium 260mg 20%
Iron 8mg 45%
Potassium 240mg 6%
* The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.`;

describe('US Nutrition Facts', () => {
  test('every standard line, serving information, %DV and vitamins/minerals; footnote ignored', () => {
    const r = parseLabelText(US);
    expect(r).toMatchObject({
      status: 'complete',
      style: 'us',
      basis: 'per_serving',
      basis_unit: null,
      serving_size: { text: '2/3 cup (55g)', grams: 55, ml: null },
      servings_per_container: 8,
      calories: 230,
      calories_from_kj: false,
      energy_kj: null,
      fat_g: 8,
      saturated_fat_g: 1,
      trans_fat_g: 0,
      cholesterol_mg: 0,
      sodium_mg: 160,
      salt_g: null,
      carbs_g: 37,
      fiber_g: 4,
      sugars_g: 12,
      added_sugars_g: 10,
      protein_g: 3,
      missing_fields: [],
      core_missing: [],
      warnings: [],
    });
    expect(r.percent_daily_value).toEqual({ fat_g: 10, saturated_fat_g: 5, cholesterol_mg: 0, sodium_mg: 7, carbs_g: 13, fiber_g: 14, added_sugars_g: 20 });
    expect(r.nutrients.map((n) => [n.key, n.amount, n.unit, n.percent_dv])).toEqual([
      ['vitamin_d', 2, 'mcg', 10],
      ['calcium', 260, 'mg', 20],
      ['iron', 8, 'mg', 45],
      ['potassium', 240, 'mg', 6],
    ]);
    expect(r.raw_text).toBe(US);
    // A measured zero stays 0; a field that is not printed stays null.
    expect(r.trans_fat_g).toBe(0);
    expect(r.salt_g).toBeNull();
  });

  test('OCR look-alikes in numbers are repaired (O→0, l→1, S→5) and cost confidence', () => {
    const r = parseLabelText(
      `Nutrition Facts\nServing size 1 cup (240mL)\nCalories 1l0\nTota1 Fat Og 0%\nSodiurn Smg 0%\nTotal Carbohydrate 26g 9%\nProtein 1g\nSugars 1Og`,
    );
    expect(r).toMatchObject({ calories: 110, fat_g: 0, sodium_mg: 5, carbs_g: 26, protein_g: 1, sugars_g: 10 });
    expect(r.serving_size).toEqual({ text: '1 cup (240mL)', grams: null, ml: 240 });
    expect(r.field_confidence.sugars_g!).toBeLessThan(r.field_confidence.protein_g!);
  });

  test('a "g" read as "9": chosen by the %DV, the serving mass and the panel\'s own units', () => {
    const r = parseLabelText(
      `Nutrition Facts\nServing size 2/3 cup (559)\nCalories 230\nTotal Fat 8g 10%\nSaturated Fat 19 5%\nTrans Fat 0.59\nTotal Carbohydrate 379g 13%\nProtein 3g\nSodium 160mg 7%`,
    );
    expect(r.serving_size).toMatchObject({ grams: 55 });
    expect(r).toMatchObject({ carbs_g: 37, saturated_fat_g: 1, trans_fat_g: 0.5 });
    expect(r.field_confidence.serving_size!).toBeLessThan(0.9);
    expect(r.field_confidence.carbs_g!).toBeLessThan(r.field_confidence.fat_g!);
  });

  test('1993 format: "Calories from Fat" and the footnote table are not read as values', () => {
    const r = parseLabelText(`Nutrition Facts
Serving Size 1 cup (228g)
Servings Per Container 2
Amount Per Serving
Calories 250 Calories from Fat 110
% Daily Value*
Total Fat 12g 18%
Saturated Fat 3g 15%
Trans Fat 3g
Cholesterol 30mg 10%
Sodium 470mg 20%
Total Carbohydrate 31g 10%
Dietary Fiber 0g 0%
Sugars 5g
Protein 5g
Vitamin A 4% • Vitamin C 2%
Calcium 20% • Iron 4%
* Percent Daily Values are based on a 2,000 calorie diet.
Calories: 2,000 2,500
Total Fat Less than 65g 80g
Sodium Less than 2,400mg 2,400mg`);
    expect(r).toMatchObject({ status: 'complete', calories: 250, fat_g: 12, sodium_mg: 470, servings_per_container: 2, sugars_g: 5 });
    expect(r.less_than).toEqual([]);
    expect(r.nutrients.map((n) => [n.key, n.amount, n.percent_dv])).toEqual([
      ['vitamin_a', null, 4],
      ['vitamin_c', null, 2],
      ['calcium', null, 20],
      ['iron', null, 4],
    ]);
  });

  test('values on the line after their label, and label/value columns read apart', () => {
    const split = parseLabelText('Nutrition Facts\nCalories\n230\nTotal Fat 8g 10%\nTotal Carbohydrate 37g 13%\nProtein 3g');
    expect(split.calories).toBe(230);
    const columns = parseLabelText('Nutrition Facts\nCalories\nTotal Fat\nTotal Carbohydrate\nProtein\n230\n8g\n37g\n3g');
    expect(columns).toMatchObject({ calories: 230, fat_g: 8, carbs_g: 37, protein_g: 3 });
  });

  test('"less than" amounts keep the printed bound and are flagged', () => {
    const r = parseLabelText('Nutrition Facts\nCalories 90\nTotal Fat 0g 0%\nTotal Carbohydrate 22g 8%\nDietary Fiber less than 1g 2%\nProtein <1g');
    expect(r).toMatchObject({ fiber_g: 1, protein_g: 1 });
    expect(r.less_than).toEqual(['fiber_g', 'protein_g']);
  });

  test('a %DV that contradicts its amount lowers that field only and is reported', () => {
    const r = parseLabelText(
      'Nutrition Facts\nServing size 1 bar (40g)\nCalories 190\nTotal Fat 7g 40%\nTotal Carbohydrate 28g 10%\nProtein 4g\nSodium 95mg 4%',
    );
    expect(r.fat_g).toBe(7);
    expect(r.field_confidence.fat_g!).toBeLessThan(0.7);
    expect(r.field_confidence.sodium_mg!).toBeGreaterThan(0.9);
    expect(r.warnings.some((w) => w.startsWith('fat_g'))).toBe(true);
  });

  test('calories far from the macros are kept as printed, with lower confidence and a warning', () => {
    const r = parseLabelText('Nutrition Facts\nCalories 900\nTotal Fat 2g 3%\nTotal Carbohydrate 10g 4%\nProtein 3g');
    expect(r.calories).toBe(900);
    expect(r.field_confidence.calories!).toBeLessThan(0.8);
    expect(r.warnings.join(' ')).toContain('differ');
  });

  test('Canadian "Per 1 cup (250 mL)" names the serving', () => {
    const r = parseLabelText('Nutrition Facts\nPer 1 cup (250 mL)\nCalories 110\nFat 2.5 g 4%\nCarbohydrate 12 g 4%\nProtein 8 g');
    expect(r.serving_size).toEqual({ text: '1 cup (250 mL)', grams: null, ml: 250 });
    expect(r).toMatchObject({ fat_g: 2.5, carbs_g: 12, protein_g: 8 });
  });
});

describe('per-100 declarations (EU, UK, ANZ)', () => {
  const EU = `Nutrition
Typical values Per 100g Per 30g serving %RI*
Energy 1046kJ/250kcal 314kJ/75kcal 4%
Fat 9.8g 2.9g 4%
of which saturates 2,1g 0,6g 3%
Carbohydrate 30g 9.0g 3%
of which sugars 5.0g 1.5g 2%
Fibre 3.0g 0.9g
Protein 8.0g 2.4g 5%
Salt 0.50g 0.15g 3%
*Reference intake of an average adult (8400kJ/2000kcal)`;

  test('the per-100 g column, decimal commas, energy in kJ and kcal; salt not turned into sodium', () => {
    const r = parseLabelText(EU);
    expect(r).toMatchObject({
      status: 'complete',
      style: 'per_100',
      basis: 'per_100g',
      basis_unit: 'g',
      calories: 250,
      energy_kj: 1046,
      fat_g: 9.8,
      saturated_fat_g: 2.1,
      carbs_g: 30,
      sugars_g: 5,
      fiber_g: 3,
      protein_g: 8,
      salt_g: 0.5,
      sodium_mg: null,
      calories_from_kj: false,
    });
    expect(r.serving_size).toMatchObject({ grams: 30 });
    // The %RI column is per serving, not per 100 g.
    expect(r.percent_daily_value).toEqual({});
  });

  test('serving column first: the 100 g column is still found from the header', () => {
    const r = parseLabelText(`Typical values Per 30g Per 100g %RI*
Energy 314kJ/75kcal 1046kJ/250kcal 4%
Fat 2.9g 9.8g 4%
of which saturates 0.6g 2.1g 3%
Carbohydrate 9.0g 30g 3%
of which sugars 1.5g 5.0g 2%
Protein 2.4g 8.0g 5%
Salt 0.15g 0.50g 3%`);
    expect(r).toMatchObject({ basis: 'per_100g', calories: 250, fat_g: 9.8, carbs_g: 30, protein_g: 8, salt_g: 0.5 });
  });

  test('energy over two rows and a per-100 ml drink', () => {
    const r = parseLabelText(`Nutrition information Per 100ml Per 250ml
Energy 180kJ 450kJ
43kcal 108kcal
Fat 0g 0g
of which saturates 0g 0g
Carbohydrate 10.6g 26.5g
of which sugars 10.6g 26.5g
Protein 0g 0g
Salt 0.01g 0.03g`);
    expect(r).toMatchObject({ basis: 'per_100g', basis_unit: 'ml', calories: 43, energy_kj: 180, fat_g: 0, carbs_g: 10.6, protein_g: 0 });
  });

  test('kJ only (ANZ): calories converted from kJ and flagged; sodium as printed', () => {
    const r = parseLabelText(`NUTRITION INFORMATION
Servings per package: 8
Serving size: 30g
Avg Quantity per Serving Avg Quantity per 100g
Energy 420kJ 1400kJ
Protein 2.1g 7.0g
Fat, total 1.5g 5.0g
- saturated 0.3g 1.0g
Carbohydrate 17.4g 58.0g
- sugars 5.1g 17.0g
Sodium 45mg 150mg`);
    expect(r).toMatchObject({
      basis: 'per_100g',
      calories: 335,
      calories_from_kj: true,
      energy_kj: 1400,
      fat_g: 5,
      saturated_fat_g: 1,
      carbs_g: 58,
      sugars_g: 17,
      protein_g: 7,
      sodium_mg: 150,
      salt_g: null,
      servings_per_container: 8,
    });
    expect(r.serving_size).toMatchObject({ grams: 30 });
    expect(r.warnings.join(' ')).toContain('kJ');
  });
});

describe('unreadable and partial', () => {
  test('missing core fields: status unreadable with the fields named; nothing inferred', () => {
    const r = parseLabelText('Nutrition Facts\nServing size 1 cup\nTotal Fat 8g 10%\nSodium 160mg 7%');
    expect(r.status).toBe('unreadable');
    expect(r.core_missing).toEqual(['calories', 'carbs_g', 'protein_g']);
    expect(r.calories).toBeNull();
  });

  test('core read but a standard line missing: partial, listing it', () => {
    const r = parseLabelText('Nutrition Facts\nServing size 1 cup (30g)\nCalories 120\nTotal Fat 2g 3%\nTotal Carbohydrate 24g 9%\nProtein 3g');
    expect(r.status).toBe('partial');
    expect(r.missing_fields).toEqual(['saturated_fat_g', 'trans_fat_g', 'cholesterol_mg', 'sodium_mg', 'fiber_g', 'sugars_g']);
    expect(r.field_confidence.sodium_mg).toBeNull();
  });

  test('words of an ingredient list are not nutrient rows', () => {
    const r = parseLabelText('INGREDIENTS: SUGAR, WHEAT FLOUR, PALM OIL, SALT, PROTEIN ISOLATE, IRON, NIACIN.\n12');
    expect(r.sugars_g).toBeNull();
    expect(r.salt_g).toBeNull();
    expect(r.protein_g).toBeNull();
    expect(r.nutrients).toEqual([]);
  });

  test('empty text', () => {
    const r = parseLabelText('');
    expect(r.status).toBe('unreadable');
    expect(r.raw_text).toBe('');
  });
});

test('OCR line confidences feed the field confidence, field by field', () => {
  const r = parseLabelText([
    { text: 'Nutrition Facts', confidence: 95 },
    { text: 'Calories 230', confidence: 96 },
    { text: 'Total Fat 8g', confidence: 40 },
    { text: 'Total Carbohydrate 37g', confidence: 93 },
    { text: 'Protein 3g', confidence: 91 },
  ]);
  expect(r.field_confidence.fat_g!).toBeLessThanOrEqual(0.4);
  expect(r.field_confidence.carbs_g!).toBeGreaterThan(0.75);
  expect(r.raw_text).toBe('Nutrition Facts\nCalories 230\nTotal Fat 8g\nTotal Carbohydrate 37g\nProtein 3g');
});

test('multilingual row labels: values after the other languages belong to the row', () => {
  const r = parseLabelText(`Nutrition / Nährwerte per 100 g
Energy/Énergie/Energie 1046 kJ / 250 kcal
Fat/Matières grasses/Fett 9.8 g
of which saturates/dont acides gras saturés/davon gesättigte Fettsäuren 2.1 g
Carbohydrate/Glucides/Kohlenhydrate 30 g
of which sugars/dont sucres/davon Zucker 5.0 g
Protein/Protéines/Eiweiß 8.0 g
Salt/Sel/Salz 0.50 g`);
  expect(r).toMatchObject({
    basis: 'per_100g',
    calories: 250,
    energy_kj: 1046,
    fat_g: 9.8,
    saturated_fat_g: 2.1,
    carbs_g: 30,
    sugars_g: 5,
    protein_g: 8,
    salt_g: 0.5,
  });
});

test('fat subtypes are their own rows, not total fat', () => {
  const r = parseLabelText('Nutrition Facts\nCalories 160\nPolyunsat. Fat 2g\nTotal Fat 9g 12%\nMonounsat. Fat 4g\nTotal Carbohydrate 15g 5%\nProtein 4g');
  expect(r.fat_g).toBe(9);
  expect(r.nutrients.map((n) => [n.key, n.amount])).toEqual([
    ['polyunsaturated_fat', 2],
    ['monounsaturated_fat', 4],
  ]);
});

test('a "g" read as a cent sign', () => {
  const r = parseLabelText('Nutrition Facts\nServing Size 1 cup (85¢)\nCalories 120\nTotal Fat 2.5¢g 3%\nTotal Carbohydrate 20g 7%\nProtein 3¢');
  expect(r).toMatchObject({ fat_g: 2.5, carbs_g: 20, protein_g: 3 });
  expect(r.serving_size?.grams).toBe(85);
});
