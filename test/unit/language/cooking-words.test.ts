import { describe, expect, it } from 'bun:test';
import { preparedFood } from '../../../src/domain/language/cooking-words';
import { normalise } from '../../../src/domain/language/text';

describe('cooking and cut words of other languages', () => {
  it('reads the food first or last, with linking words and phrases', () => {
    expect(preparedFood('ayam goreng')).toMatchObject({ food: 'ayam', cooking: 'fried', cut: null });
    expect(preparedFood('pechuga de pollo a la plancha')).toMatchObject({ food: 'pollo', cooking: 'grilled', cut: 'breast' });
    expect(preparedFood('inihaw na manok')).toMatchObject({ food: 'manok', cooking: 'grilled', cut: null });
    expect(preparedFood('haşlanmış yumurta')).toMatchObject({ food: 'yumurta', cooking: 'boiled', cut: null });
    expect(preparedFood('patates kızartması')).toMatchObject({ food: 'patates', cooking: 'fried', cut: null });
    expect(preparedFood('jajka na twardo')).toMatchObject({ food: 'jajka', cooking: 'hard boiled', cut: null });
    // Raw is said as a way of cooking is: the English search reads "raw onion".
    expect(preparedFood('cebolla cruda')).toMatchObject({ food: 'cebolla', cooking: 'raw', cut: null });
    expect(preparedFood('spinaci crudi')).toMatchObject({ food: 'spinaci', cooking: 'raw', cut: null });
    expect(preparedFood('rohe Möhren')).toMatchObject({ food: 'mohren', cooking: 'raw', cut: null });
    // Scrambled, in words and in compounds.
    expect(preparedFood('huevos revueltos')).toMatchObject({ food: 'huevos', cooking: 'scrambled', cut: null });
    expect(preparedFood('œufs brouillés')).toMatchObject({ food: 'oeufs', cooking: 'scrambled', cut: null });
    expect(preparedFood('Rührei')).toMatchObject({ food: 'ei', cooking: 'scrambled', cut: null });
    // Russian adjectives in every gender and number, with or without ё.
    expect(preparedFood('жареная картошка')).toMatchObject({ food: 'картошка', cooking: 'fried', cut: null });
    expect(preparedFood('варёное яйцо')).toMatchObject({ food: normalise('яйцо'), cooking: 'boiled', cut: null });
    expect(preparedFood('куриная грудка отварная')).toMatchObject({ food: normalise('куриная'), cooking: 'boiled', cut: 'breast' });
  });

  it('reads a drink served hot as the tables name it ("Hot chocolate", "Tea, hot"), not broth', () => {
    expect(preparedFood('chocolate caliente')).toMatchObject({ food: 'chocolate', cooking: 'hot', cut: null });
    expect(preparedFood('chá quente')).toMatchObject({ food: 'cha', cooking: 'hot', cut: null });
    expect(preparedFood('cioccolata calda')).toMatchObject({ food: 'cioccolata', cooking: 'hot', cut: null });
    // "Caldo" is broth in Spanish and Portuguese.
    expect(preparedFood('caldo de pollo')).toBeNull();
  });

  it('reads a food said canned as the tables name it ("Fish, tuna, light, canned in water")', () => {
    expect(preparedFood('Thunfisch aus der Dose')).toMatchObject({ food: 'thunfisch', cooking: 'canned', cut: null });
    expect(preparedFood('atún en lata')).toMatchObject({ food: 'atun', cooking: 'canned', cut: null });
    expect(preparedFood('thon en conserve')).toMatchObject({ food: 'thon', cooking: 'canned', cut: null });
    expect(preparedFood('konserve ton balığı')).toMatchObject({ food: 'ton baligi', cooking: 'canned', cut: null });
    expect(preparedFood('консервированный тунец')).toMatchObject({ food: 'тунец', cooking: 'canned', cut: null });
  });

  it('reads words joined to the food: compounds and scripts without spaces', () => {
    expect(preparedFood('Spiegelei')).toMatchObject({ food: 'ei', cooking: 'fried', cut: null });
    expect(preparedFood('Lachsfilet')).toMatchObject({ food: 'lachs', cooking: null, cut: 'fillet' });
    expect(preparedFood('鶏むね肉')).toMatchObject({ food: '鶏肉', cooking: null, cut: 'breast' });
    expect(preparedFood('닭가슴살')).toMatchObject({ food: '닭', cooking: null, cut: 'breast' });
    expect(preparedFood('อกไก่')).toMatchObject({ food: 'ไก่', cooking: null, cut: 'breast' });
    expect(preparedFood('烤鸡')).toMatchObject({ food: '鸡', cooking: 'roasted', cut: null });
  });

  it('reads how Vietnamese, Arabic and Bengali say a food is cooked, after the food or before it', () => {
    expect(preparedFood('gà rán')).toMatchObject({ food: 'ga', cooking: 'fried', cut: null });
    expect(preparedFood('khoai tay chien')).toMatchObject({ food: 'khoai tay', cooking: 'fried', cut: null });
    expect(preparedFood('trứng luộc')).toMatchObject({ food: 'trung', cooking: 'boiled', cut: null });
    expect(preparedFood('دجاج مقلي')).toMatchObject({ food: normalise('دجاج'), cooking: 'fried', cut: null });
    expect(preparedFood('بطاطس مقليه')).toMatchObject({ food: normalise('بطاطس'), cooking: 'fried', cut: null });
    expect(preparedFood('صدر دجاج مشوي')).toMatchObject({ food: normalise('دجاج'), cooking: 'grilled', cut: 'breast' });
    expect(preparedFood('ডিম সেদ্ধ')).toMatchObject({ food: normalise('ডিম'), cooking: 'boiled', cut: null });
    expect(preparedFood('সিদ্ধ ডিম')).toMatchObject({ food: normalise('ডিম'), cooking: 'boiled', cut: null });
    expect(preparedFood('আলু ভাজা')).toMatchObject({ food: normalise('আলু'), cooking: 'fried', cut: null });
  });

  it('reads a Vietnamese cut before the animal, a word of its own', () => {
    expect(preparedFood('ức gà')).toMatchObject({ food: 'ga', cooking: null, cut: 'breast' });
    expect(preparedFood('đùi gà')).toMatchObject({ food: 'ga', cooking: null, cut: 'leg' });
  });

  it('reads nothing in a plain name, an English one, or a word that is a food itself', () => {
    expect(preparedFood('pollo')).toBeNull();
    expect(preparedFood('grilled chicken')).toBeNull();
    expect(preparedFood('biscuit')).toBeNull();
    expect(preparedFood('orange soda')).toBeNull();
    expect(preparedFood('frito')).toBeNull();
  });

  it('tells the languages that say the words read, those that say both when two are read', () => {
    expect(preparedFood('batata cozida')?.langs).toEqual(['pt']);
    expect(preparedFood('pechuga de pollo a la plancha')?.langs).toEqual(['es']);
    expect(preparedFood('filete de pollo frito')?.langs).toEqual(['es']);
  });

  it("offers a compound's food part without the letters joining it to the rest", () => {
    expect(preparedFood('Putenbrust')).toMatchObject({ food: 'puten', unjoined: ['pute', 'put'], cut: 'breast' });
    expect(preparedFood('Rinderfilet')?.unjoined).toEqual(['rind']);
    expect(preparedFood('Kalbsfilet')?.unjoined).toEqual(['kalb']);
    expect(preparedFood('pollo asado')?.unjoined).toEqual([]);
  });
});
