import { describe, expect, test } from 'bun:test';
import { isJaKoLine, parseJaKoLine } from '../../../src/domain/language/ja-ko-ingredients';
import { convertUnits } from '../../../src/domain/language/units';
import { parseAnyLine } from '../../../src/ops/ingredients';

const amount = (line: string) => {
  const p = parseAnyLine(line);
  return [p.quantity, p.quantity_max, p.unit, p.name];
};

describe('Japanese and Korean lines (parseAnyLine)', () => {
  test('Japanese spoons before the number, the cup after it', () => {
    expect(amount('塩 小さじ1')).toEqual([1, null, 'tsp', '塩']);
    expect(amount('砂糖 大さじ2')).toEqual([2, null, 'tbsp', '砂糖']);
    expect(amount('バター 大1')).toEqual([1, null, 'tbsp', 'バター']);
    expect(amount('オリーブオイル 大さじ1杯')).toEqual([1, null, 'tbsp', 'オリーブオイル']);
    expect(amount('水 1/3カップ')).toEqual([1 / 3, null, 'jp_cup', '水']);
  });
  test('Japanese counts and a kanji-only line with a Japanese count word are not read as Chinese', () => {
    expect(amount('卵 2個')).toEqual([2, null, 'piece', '卵']);
    expect(amount('玉ねぎ 1/2個')).toEqual([0.5, null, 'piece', '玉ねぎ']);
    expect(amount('卵 1/2個')).toEqual([0.5, null, 'piece', '卵']);
    expect(amount('木綿豆腐 1と1/2丁(計450gほど)')).toEqual([1.5, null, 'block', '木綿豆腐']);
  });
  test('Korean measure words joined to the number; one-syllable names kept', () => {
    expect(amount('소금 1작은술')).toEqual([1, null, 'tsp', '소금']);
    expect(amount('쌀 2컵')).toEqual([2, null, 'jp_cup', '쌀']);
    expect(amount('파 1대')).toEqual([1, null, 'stalk', '파']);
    expect(amount('무 200g')).toEqual([200, null, 'g', '무']);
    expect(amount('들기름 1T')).toEqual([1, null, 'tbsp', '들기름']);
    expect(amount('설탕 1/4t')).toEqual([0.25, null, 'tsp', '설탕']);
  });
  test('full-width digits, 〜 ranges, mixed numbers, 分の, ½', () => {
    expect(amount('じゃがいも ３個')).toEqual([3, null, 'piece', 'じゃがいも']);
    expect(amount('塩……小さじ１／３～１／２')).toEqual([1 / 3, 0.5, 'tsp', '塩']);
    expect(amount('赤唐辛子 1～2本')).toEqual([1, 2, 'piece', '赤唐辛子']);
    expect(amount('卵 2〜3個')).toEqual([2, 3, 'piece', '卵']);
    expect(amount('味噌 小さじ2分の1')).toEqual([0.5, null, 'tsp', '味噌']);
    expect(amount('片栗粉 大さじ1・1/2')).toEqual([1.5, null, 'tbsp', '片栗粉']);
    expect(amount('간장 1과1/2큰술')).toEqual([1.5, null, 'tbsp', '간장']);
    expect(amount('설탕 1과½큰술')).toEqual([1.5, null, 'tbsp', '설탕']);
  });
  test('半分, 반 and Korean native counts', () => {
    expect(amount('두부 반모')).toEqual([0.5, null, 'block', '두부']);
    expect(amount('된장 한큰술')).toEqual([1, null, 'tbsp', '된장']);
    expect(amount('멸치 한 줌')).toEqual([1, null, 'handful', '멸치']);
    expect(amount('塩 ひとつまみ')).toEqual([1, null, 'pinch', '塩']);
    expect(amount('レモン 半分')).toEqual([0.5, null, null, 'レモン']);
  });
  test('vague amounts have no quantity, also joined to the name', () => {
    expect(amount('黒こしょう 少々')).toEqual([null, null, null, '黒こしょう']);
    expect(amount('香菜 少々')).toEqual([null, null, null, '香菜']);
    expect(amount('소금적당량')).toEqual([null, null, null, '소금']);
    expect(amount('참기름 약간')).toEqual([null, null, null, '참기름']);
  });
  test('group marks, dotted leaders, notes and preparation written into the name', () => {
    expect(amount('(A)料理酒 大さじ１')).toEqual([1, null, 'tbsp', '料理酒']);
    expect(amount('【Ａ】醤油 大さじ1と1/4')).toEqual([1.25, null, 'tbsp', '醤油']);
    expect(amount('[절임용 소금물] 소금 1컵')).toEqual([1, null, 'jp_cup', '소금']);
    expect(amount('　大豆の水煮…120g')).toEqual([120, null, 'g', '大豆の水煮']);
    const garlic = parseJaKoLine('にんにくのみじん切り……１かけ分');
    expect([garlic.quantity, garlic.unit, garlic.name, garlic.preparation]).toEqual([1, 'clove', 'にんにく', 'みじん切り']);
    const ko = parseJaKoLine('다진마늘 1큰술');
    expect([ko.name, ko.preparation]).toEqual(['마늘', '다진']);
    const grams = parseJaKoLine('玉ねぎ 1/4個(50g)');
    expect([grams.stated_grams, grams.preparation]).toEqual([50, '50g']);
  });
  test('measure words that depend on the food: slices, knobs of ginger, racks of ribs', () => {
    expect(amount('ベーコン 2枚')).toEqual([2, null, 'slice', 'ベーコン']);
    expect(amount('しょうが 1片(15g)')).toEqual([1, null, 'knob', 'しょうが']);
    expect(amount('돼지등갈비 1대')).toEqual([1, null, 'rack', '돼지등갈비']);
  });
  test('the 200 ml cup of both kitchens', () => {
    expect(convertUnits(1, 'jp_cup', 'ml')).toBeCloseTo(200, 6);
  });
  test('dispatch: Chinese and other lines keep their readers', () => {
    expect(isJaKoLine('鸡蛋 2个')).toBe(false);
    expect(isJaKoLine('生抽 15ml')).toBe(false);
    expect(isJaKoLine('2 cups flour')).toBe(false);
    expect(isJaKoLine('塩 小さじ1')).toBe(true);
    expect(isJaKoLine('소금 1작은술')).toBe(true);
  });
});

test('a name that begins like a preparation word stays whole (간장 is soy sauce, not ground 장)', () => {
  expect(parseJaKoLine('간장 2큰술').name).toBe('간장');
});
