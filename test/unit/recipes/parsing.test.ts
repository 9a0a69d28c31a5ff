import { describe, expect, test } from 'bun:test';
import { drinkKey, glassFrom, parseDrinkLine } from '../../../src/corpus/drinks-import';
import { isZhLabelLine, lookupZhIngredient, parseZhIngredientLine, splitZhEntry } from '../../../src/domain/language/zh-ingredients';
import { stableId } from '../../../src/domain/recipes/ids';
import { normaliseIngredientName } from '../../../src/domain/language/names';
import { parseServingsField, parseZhServings } from '../../../src/domain/recipes/servings';
import { normaliseTags, parseDiet, parseIntolerance, parseMealType } from '../../../src/domain/recipes/tags';
import { parseDurationMinutes, parseZhTotalTime } from '../../../src/domain/recipes/times';
import { DomainError } from '../../../src/domain/errors';

describe('times', () => {
  test.each([
    ['20 min', 20],
    ['2h 30min', 150],
    ['1 hr 15 mins', 75],
    ['30-45 min', 45],
    ['15 min + 30 min marinating', 45],
    ['at least 4 hours', 240],
    ['0.5-2 hours', 120],
    ['1h 10min or 2h 10min', 130],
    ['20', 20],
    ['Simmer all day', null],
    ['5 min/day', null],
    [null, null],
  ] as [string | null, number | null][])('%p → %p', (raw, minutes) => {
    expect(parseDurationMinutes(raw)).toBe(minutes);
  });
  test('Chinese prose: the whole-duration clause, ranges by their upper bound', () => {
    expect(parseZhTotalTime('一道家常菜，一般从备料到出锅约需 30 分钟。')?.minutes).toBe(30);
    expect(parseZhTotalTime('从备料到上桌大约需要一个半小时')?.minutes).toBe(90);
    expect(parseZhTotalTime('实际动手仅需 5 分钟，加上煮饭总共约 40 分钟即可享用')?.minutes).toBe(40);
    expect(parseZhTotalTime('全程只需 35 到 45 分钟即可完成')?.minutes).toBe(45);
    expect(parseZhTotalTime('没有时间')).toBeNull();
  });
});

describe('servings', () => {
  test('a Servings field: bare numbers and people are servings, counts of things are not', () => {
    expect(parseServingsField('4')).toMatchObject({ servings: 4, servings_max: null });
    expect(parseServingsField('4-6')).toMatchObject({ servings: 4, servings_max: 6 });
    expect(parseServingsField('4 people').servings).toBe(4);
    expect(parseServingsField('10 breads')).toMatchObject({ servings: null, amount: 10, unit: 'breads' });
    expect(parseServingsField('2 litres').servings).toBeNull();
    expect(parseServingsField('Depends')).toMatchObject({ servings: null, text: 'Depends' });
  });
  test('HowToCook serving sentences', () => {
    expect(parseZhServings('每次制作前需要确定计划做几份。一份正好够 2 个人吃。').servings).toBe(2);
    expect(parseZhServings('以下用量适合 3 至 5 人食用。')).toMatchObject({ servings: 3, servings_max: 5 });
    expect(parseZhServings('下述材料为一人份').servings).toBe(1);
    expect(parseZhServings('1 份').servings).toBe(1);
    expect(parseZhServings('半盒约六碗份，做好的咖喱不用担心一个人吃不完').servings).toBeNull();
  });
});

describe('Chinese ingredient lines', () => {
  test('name, amount and unit as recorded', () => {
    expect(parseZhIngredientLine('巴沙鱼 500g')).toMatchObject({ name: '巴沙鱼', quantity: 500, unit: 'g', quantity_known: true });
    expect(parseZhIngredientLine('大蒜 5 瓣 *份数')).toMatchObject({ name: '大蒜', quantity: 5, unit: 'clove', per_portion: true });
    expect(parseZhIngredientLine('鸡蛋 1 个（约 60g）')).toMatchObject({ quantity: 1, unit: 'piece', stated_grams: 60 });
    expect(parseZhIngredientLine('小龙虾 = 2 斤')).toMatchObject({ name: '小龙虾', quantity: 2, unit: 'jin' });
    expect(parseZhIngredientLine('葱半根')).toMatchObject({ name: '葱', quantity: 0.5, unit: 'piece' });
    expect(parseZhIngredientLine('盐 0.6 x 5 = 3g')).toMatchObject({ quantity: 3, unit: 'g' });
    expect(parseZhIngredientLine('黄油 20-25g')).toMatchObject({ quantity: 20, quantity_max: 25 });
    expect(parseZhIngredientLine('125ml 淡奶油')).toMatchObject({ name: '淡奶油', quantity: 125, unit: 'ml' });
  });
  test('vague and formula amounts stay unknown', () => {
    expect(parseZhIngredientLine('香菜 适量')).toMatchObject({ quantity: null, quantity_known: false });
    expect(parseZhIngredientLine('盐量 = 兔肉斤数 * 2 克')).toMatchObject({ name: '盐', quantity: null, quantity_known: false });
  });
  test('entries with a group heading, and label lines', () => {
    expect(splitZhEntry('**面团**\n- 面粉 250g\n- 鸡蛋 1 个')).toEqual({ group: '面团', lines: ['面粉 250g', '鸡蛋 1 个'] });
    expect(isZhLabelLine('草莓糖浆:')).toBe(true);
    expect(isZhLabelLine('1 汤匙 = 15ml')).toBe(true);
  });
  test('lexicon lookup strips processing words but not food-changing ones', () => {
    expect(lookupZhIngredient('蒜末')?.english).toBe('garlic');
    expect(lookupZhIngredient('生抽')?.english).toBe('soy sauce');
    expect(lookupZhIngredient('辣椒粉')?.english).toBe('chili powder');
    expect(lookupZhIngredient('不存在的东西')).toBeNull();
  });
});

describe('names, ids, tags', () => {
  test('normalised ingredient names', () => {
    expect(normaliseIngredientName('2 Large Fresh Tomatoes (ripe)')).toBe('tomato');
    expect(normaliseIngredientName('extra virgin olive oil')).toBe('olive oil');
    expect(normaliseIngredientName('ground cinnamon')).toBe('cinnamon');
    expect(normaliseIngredientName('ground beef')).toBe('ground beef');
  });
  test('stable ids are positive 31-bit, deterministic and collision-checked', () => {
    const a = stableId('publicdomainrecipes', 'carbonara', new Set());
    expect(a).toBe(stableId('publicdomainrecipes', 'carbonara', new Set()));
    expect(a).toBeGreaterThan(0);
    expect(a).toBeLessThanOrEqual(0x7fffffff);
    expect(stableId('publicdomainrecipes', 'carbonara', new Set([a]))).not.toBe(a);
  });
  test('free tags map to the closed vocabularies', () => {
    expect(normaliseTags(['italian', 'pasta', 'quick'])).toEqual({ cuisines: ['european', 'italian'], meal_types: ['main course'] });
    expect(normaliseTags(['russian', 'soup'])).toEqual({ cuisines: ['eastern european', 'european'], meal_types: ['soup'] });
    expect(normaliseTags(['medieval'])).toEqual({ cuisines: [], meal_types: [] });
    expect(parseDiet('Gluten Free')).toBe('gluten_free');
    expect(parseMealType('beverage')).toBe('drink');
    expect(parseIntolerance('Tree Nuts')).toEqual(['tree_nut_free']);
    expect(() => parseDiet('paleo')).toThrow(DomainError);
  });
});

describe('drinks', () => {
  test('volumes become ml; dashes and top-ups keep their unit', () => {
    expect(parseDrinkLine('60 ml Gin')).toMatchObject({ name: 'Gin', ml: 60 });
    expect(parseDrinkLine('4.5 cl (3 parts) vodka')).toMatchObject({ name: 'vodka', ml: 45 });
    expect(parseDrinkLine('1 Bar Spoon Maraschino Luxardo')).toMatchObject({ ml: 5, unit: 'bar spoon' });
    expect(parseDrinkLine('2 Dashes Angostura Bitters')).toMatchObject({ ml: null, amount: 2, unit: 'dashes', name: 'Angostura Bitters' });
    expect(parseDrinkLine('Top up with Soda Water')).toMatchObject({ ml: null, unit: 'top up', name: 'Soda Water' });
  });
  test('names meet across snapshots; glasses from method text', () => {
    expect(drinkKey('Piña Colada')).toBe(drinkKey('Pina colada'));
    expect(drinkKey('Long Island Iced Tea')).toBe(drinkKey('Long Island Ice Tea'));
    expect(glassFrom('Strain into a chilled cocktail glass.')).toBe('cocktail glass');
    expect(glassFrom('Build in a highball glass with ice')).toBe('highball glass');
  });
});
