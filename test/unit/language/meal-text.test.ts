import { describe, expect, test } from 'bun:test';
import { eatenDishName, eatenLine, MAX_MEAL_ITEMS, parseMeal, splitMeal } from '../../../src/domain/language/meal-text';

const items = (text: string) => parseMeal(text).map((i) => [i.quantity, i.unit, i.name, i.default_portion]);

describe('eatenDishName', () => {
  test('a name that is a dish on a plate is looked up as the dish; others are unchanged', () => {
    expect(eatenDishName('chili')).toBe('chili with beans');
    expect(eatenDishName('Chilli ')).toBe('chili with beans');
    expect(eatenDishName('red chili')).toBe('red chili');
    expect(parseMeal('a bowl of chili')[0]!.name).toBe('chili');
  });
});

describe('parseMeal', () => {
  test('the brief', () => {
    expect(items('two eggs and a slice of toast with butter')).toEqual([
      [2, null, 'eggs', false],
      [1, 'slice', 'toast', false],
      [1, null, 'butter', true],
    ]);
    expect(items('a bowl of oatmeal, a banana and coffee with milk')).toEqual([
      [1, 'bowl', 'oatmeal', false],
      [1, null, 'banana', false],
      [1, null, 'coffee', true],
      [1, null, 'milk', true],
    ]);
    expect(items('200g chicken breast, 1 cup rice')).toEqual([
      [200, 'g', 'chicken breast', false],
      [1, 'cup', 'rice', false],
    ]);
  });

  test.each([
    ['eggs & bacon', ['eggs', 'bacon']],
    ['toast plus jam', ['toast', 'jam']],
    ['porridge + honey', ['porridge', 'honey']],
    ['rice; beans; salsa', ['rice', 'beans', 'salsa']],
    ['soup\nbread', ['soup', 'bread']],
    ['yogurt w/ granola', ['yogurt', 'granola']],
    ['pasta along with a salad', ['pasta', 'salad']],
    ['For breakfast I had eggs and toast.', ['eggs', 'toast']],
    ['Lunch: a burger and fries', ['burger', 'fries']],
    ['I ate a banana. Then a latte', ['banana', 'latte']],
    ['mac and cheese with broccoli', ['mac and cheese', 'broccoli']],
    ['fish and chips', ['fish and chips']],
    ['a ham and cheese sandwich and an apple', ['ham and cheese sandwich', 'apple']],
    ['chicken and rice soup', ['chicken and rice soup']],
    ['salt and pepper chicken, tea', ['salt and pepper chicken', 'tea']],
    ['1 and 1/2 cups of rice and beans', ['rice', 'beans']],
    ['a side of fries', ['fries']],
    ['scrambled eggs on toast', ['scrambled eggs', 'toast']],
    ['beans on 2 slices of toast', ['beans', 'toast']],
    ['corn on the cob', ['corn on the cob']],
    ['bacon and eggs', ['bacon', 'eggs']],
    ['steak and salad', ['steak', 'salad']],
  ])('%s', (text, names) => {
    expect(parseMeal(text).map((i) => i.name)).toEqual(names);
  });

  test('numbers and units inside items survive the split', () => {
    const [rice] = parseMeal('1 and 1/2 cups of rice and beans');
    expect(rice).toMatchObject({ quantity: 1.5, unit: 'cup' });
    expect(parseMeal('1 tbsp. honey, 1,5 dl milk').map((i) => [i.quantity, i.unit])).toEqual([
      [1, 'tbsp'],
      [1.5, 'dl'],
    ]);
  });

  test('default portions carry quantity 1 and the flag into the parse', () => {
    const [coffee] = parseMeal('coffee');
    expect(coffee).toMatchObject({ quantity: 1, unit: null, default_portion: true });
    expect(coffee!.parsed).toMatchObject({ quantity: 1, quantity_known: true, default_portion: true, standard_portion: true });
  });

  test('an article alone asks for one standard portion, but is no default: "a coke" is one of it', () => {
    expect(eatenLine('a coke')).toMatchObject({ quantity: 1, default_portion: false, standard_portion: true });
    expect(eatenLine('2 cokes')).toMatchObject({ quantity: 2, standard_portion: false });
    expect(eatenLine('a cup of coffee')).toMatchObject({ unit: 'cup', standard_portion: false });
  });

  test('deterministic', () => {
    const t = 'two eggs, a slice of toast with butter and a glass of orange juice';
    expect(parseMeal(t)).toEqual(parseMeal(t));
  });
});

describe('parseMeal: failure cases', () => {
  test.each(['', '   ', '!!!', '123', '\u0000\u0001\ufffd', 'and and and', ', , ,'])('%p gives no items', (text) => {
    expect(parseMeal(text)).toEqual([]);
  });
  test('over-long text is cut and item count bounded', () => {
    const long = Array.from({ length: 500 }, (_, i) => `item${i}`).join(', ');
    expect(parseMeal(long).length).toBeLessThanOrEqual(MAX_MEAL_ITEMS);
    expect(splitMeal('apple, '.repeat(10_000)).length).toBeLessThanOrEqual(MAX_MEAL_ITEMS);
  });
  test('non-string input does not throw', () => {
    expect(parseMeal(undefined as unknown as string)).toEqual([]);
  });
});

describe('parseMeal: meals written in other languages', () => {
  const items = (text: string) => parseMeal(text).map((i) => [i.quantity, i.name]);
  test.each([
    [
      'dos huevos y una tostada',
      [
        [2, 'huevos'],
        [1, 'tostada'],
      ],
    ],
    [
      '2 ovos e um pão com manteiga',
      [
        [2, 'ovos'],
        [1, 'pão'],
        [1, 'manteiga'],
      ],
    ],
    [
      'une pomme et un yaourt',
      [
        [1, 'pomme'],
        [1, 'yaourt'],
      ],
    ],
    [
      'zwei Eier und ein Brötchen mit Butter',
      [
        [2, 'eier'],
        [1, 'brötchen'],
        [1, 'butter'],
      ],
    ],
    [
      'een appel en twee bananen',
      [
        [1, 'appel'],
        [2, 'bananen'],
      ],
    ],
    [
      'due uova e un caffè',
      [
        [2, 'uova'],
        [1, 'caffè'],
      ],
    ],
    [
      'två ägg och en smörgås',
      [
        [2, 'ägg'],
        [1, 'smörgås'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(items(text)).toEqual(expected as [number, string][]);
  });
  test('a dish named with "con" or "et" stays one item', () => {
    expect(items('chili con carne')).toEqual([[1, 'chili con carne']]);
    expect(items('arroz con leche y un café')).toEqual([
      [1, 'arroz con leche'],
      [1, 'café'],
    ]);
  });
});
