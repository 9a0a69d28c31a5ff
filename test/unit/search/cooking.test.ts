import { describe, expect, it } from 'bun:test';
import { preparedFood } from '../../../src/domain/language/cooking-words';
import { cookingFit, cookingOf, preparationOf } from '../../../src/search/cooking';

describe('cooking methods in a query', () => {
  it('reads cooking in fat, in water, or cooked otherwise; none in a plain name', () => {
    expect(cookingOf(['stir', 'fried', 'broccoli'])).toBe('in_fat');
    expect(cookingOf(['sauteed', 'kale'])).toBe('in_fat');
    expect(cookingOf(['caramelized', 'onions'])).toBe('in_fat');
    expect(cookingOf(['caramelised', 'onions'])).toBe('in_fat');
    expect(cookingOf(['steamed', 'carrots'])).toBe('in_water');
    expect(cookingOf(['roasted', 'broccoli'])).toBe('in_fat');
    expect(cookingOf(['roast', 'parsnips'])).toBe('in_fat');
    expect(cookingOf(['mashed', 'turnip'])).toBe('cooked');
    expect(cookingOf(['toasted', 'almonds'])).toBe('cooked');
    expect(cookingOf(['red', 'peppers'])).toBeNull();
  });

  it('a raw food fits least; a food cooked as said, best', () => {
    expect(cookingFit('Carrots, raw', 'in_water')).toBeLessThan(cookingFit('Carrots, fresh, cooked with oil', 'in_water'));
    expect(cookingFit('Carrots, fresh, cooked with oil', 'in_water')).toBeLessThan(cookingFit('Carrots, cooked, boiled, drained', 'in_water'));
    expect(cookingFit('Carrots, cooked, boiled, drained', 'in_fat')).toBeLessThan(cookingFit('Carrots, fresh, cooked, fat added', 'in_fat'));
    expect(cookingFit('Carrots, cooked, boiled, drained', 'cooked')).toBe(1);
    expect(cookingFit('Tomatoes, red, ripe, canned, packed in tomato juice', 'cooked')).toBeLessThan(cookingFit('Tomatoes, red, ripe, cooked', 'cooked'));
  });

  it('a food sold dry is not yet cooked; cooked in water, a name that says it is cooked comes before one that says nothing', () => {
    const boiled = (name: string) => cookingFit(name, 'in_water');
    expect(boiled('Noodles, egg, dry, enriched')).toBe(boiled('Carrots, raw'));
    expect(boiled('Noodles, egg, enriched, cooked')).toBeGreaterThan(boiled('Noodles, chinese, chow mein'));
    expect(boiled('Noodles, chinese, chow mein')).toBeGreaterThan(boiled('Noodles, egg, dry, enriched'));
    // "Dry" that says how it was cooked or what it is made of is no dry food.
    expect(cookingFit('Beef, round, cooked, dry heat', 'cooked')).toBe(1);
    expect(boiled('Cheese, cottage, dry curd')).toBeGreaterThan(boiled('Carrots, raw'));
  });

  it("reads 'buttered' as cooked with butter: a food said so first, then one cooked in another fat, the raw food last", () => {
    expect(cookingOf(['buttered', 'corn'])).toBe('in_butter');
    const fit = (name: string) => cookingFit(name, 'in_butter');
    expect(fit('Corn, fresh, cooked with butter or margarine')).toBeGreaterThan(fit('Corn, fresh, cooked, fat added, NS as to fat type'));
    expect(fit('Corn, fresh, cooked, fat added, NS as to fat type')).toBeGreaterThan(fit('Corn, fresh, cooked, no added fat'));
    expect(fit('Corn, fresh, cooked, no added fat')).toBeGreaterThan(fit('Corn, sweet, yellow, raw'));
  });

  it("reads 'breaded' as coated, FNDDS's word: a food said coated first, then one fried, the raw food last", () => {
    expect(preparationOf(['breaded', 'tilapia'])).toBe('coated');
    // A cooking method said too is what orders the foods.
    expect(preparationOf(['breaded', 'fried', 'chicken'])).toBe('in_fat');
    expect(cookingOf(['breaded', 'tilapia'])).toBeNull();
    const fit = (name: string) => cookingFit(name, 'coated');
    expect(fit('Fish, tilapia, baked or broiled, coated')).toBeGreaterThan(fit('Fish, tilapia, fried'));
    expect(fit('Fish, tilapia, fried')).toBeGreaterThan(fit('Fish, tilapia, baked or broiled'));
    expect(fit('Fish, tilapia, baked or broiled')).toBeGreaterThan(fit('Fish, tilapia, raw'));
  });

  it("reads 'crispy' as cooked in fat: fried or roasted, never the raw food", () => {
    expect(cookingOf(['crispy', 'aromatic', 'duck'])).toBe('in_fat');
    const fit = (name: string) => cookingFit(name, 'in_fat');
    expect(fit('Pork, cured, bacon, cooked, pan-fried')).toBeGreaterThan(fit('Pork, cured, bacon, cooked, microwaved'));
    expect(fit('Duck, domesticated, meat and skin, cooked, roasted')).toBeGreaterThan(fit('Duck, domesticated, meat and skin, raw'));
  });

  it("reads 'battered' as fried: batter is for frying, so a food said fried first, then one coated and baked, the raw food last", () => {
    expect(preparationOf(['battered', 'cod'])).toBe('battered');
    const fit = (name: string) => cookingFit(name, 'battered');
    expect(fit('Fish, cod, fried')).toBeGreaterThan(fit('Fish, cod, baked or broiled, coated'));
    expect(fit('Fish, battered and fried')).toBe(fit('Fish, cod, fried'));
    expect(fit('Fish, cod, baked or broiled, coated')).toBeGreaterThan(fit('Fish, cod, baked or broiled'));
    expect(fit('Fish, cod, baked or broiled')).toBeGreaterThan(fit('Fish, cod, raw'));
  });

  it('reads the cooking words of other languages as their English (cooking-words.ts)', () => {
    for (const q of ['ayam goreng', 'papas hervidas', 'pollo asado', 'uova sode', 'Brokkoli gedämpft', 'pollo al horno', 'pollo cocido'])
      expect(cookingOf(preparedFood(q)!.cooking!.split(' '))).not.toBeNull();
  });
});
