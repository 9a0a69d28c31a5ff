/** Allergen rules of issue 18: flavourings, EU exemptions, trace statements, short words outside the list. */
import { describe, expect, test } from 'bun:test';
import { dropExemptWheat } from '../../../src/domain/foods/allergen-exemptions';
import { analyzeIngredients } from '../../../src/domain/foods/ingredient-analysis';
import { taxonomy } from './shared-taxonomy';

const allergens = (text: string) => analyzeIngredients(text, taxonomy()).allergens;
const traces = (text: string) => analyzeIngredients(text, taxonomy()).traces;

describe('allergen rules', () => {
  test('a flavouring named after a food is not the food', () => {
    expect(allergens('sugar, hazelnut flavouring')).toEqual([]);
    expect(allergens('sucre, arôme noisette')).toEqual([]);
    expect(allergens('sugar, hazelnuts')).toEqual(['nuts']);
    // Its declared allergens, in brackets, still count.
    expect(allergens('sugar, flavouring (milk)')).toEqual(['milk']);
  }, 60_000);

  test('wheat glucose syrup, maltodextrin and dextrose from wheat are not gluten', () => {
    expect(allergens('water, wheat glucose syrup')).toEqual([]);
    expect(allergens('sirop de glucose de blé, sucre')).toEqual([]);
    expect(allergens('sugar, maltodextrin (wheat), dextrose (from wheat)')).toEqual([]);
    expect(allergens('wheat flour, glucose syrup')).toEqual(['gluten']);
    expect(dropExemptWheat('maltodextrin (wheat), wheat flour')).toBe('maltodextrin, wheat flour');
  });

  test('pine nuts and coconut are not tree nuts', () => {
    expect(allergens('rice, pine nuts')).toEqual([]);
    expect(allergens('desiccated coconut, sugar')).toEqual([]);
    expect(allergens('rice, pine nuts, almonds')).toEqual(['nuts']);
  });

  test('trace statements with accent variants are traces, not ingredients', () => {
    for (const text of [
      'latte, zucchero. Puó contenere tracce di nocciole',
      'latte, zucchero. Può contenere nocciole',
      'latte, zucchero. Puo contenere nocciole',
    ]) {
      expect(allergens(text)).toEqual(['milk']);
      expect(traces(text)).toEqual(['nuts']);
    }
  });

  test('no allergen from short words outside the ingredient list', () => {
    expect(allergens('šećer, mlijeko. Broj lota: vidi poleđinu')).toEqual(['milk']);
    expect(allergens('sugar, salt, be')).toEqual([]);
    // Short words that are ingredients still count.
    expect(allergens('sugar, egg')).toEqual(['eggs']);
    expect(allergens('fresh cod fillet')).toEqual(['fish']);
    expect(allergens('raw milk')).toEqual(['milk']);
  });
});
