import { describe, expect, it } from 'bun:test';
import { preparedFood } from '../../../src/domain/language/cooking-words';

describe('cooking and cut words of other languages', () => {
  it('reads the food first or last, with linking words and phrases', () => {
    expect(preparedFood('ayam goreng')).toEqual({ food: 'ayam', cooking: 'fried', cut: null });
    expect(preparedFood('pechuga de pollo a la plancha')).toEqual({ food: 'pollo', cooking: 'grilled', cut: 'breast' });
    expect(preparedFood('inihaw na manok')).toEqual({ food: 'manok', cooking: 'grilled', cut: null });
    expect(preparedFood('haşlanmış yumurta')).toEqual({ food: 'yumurta', cooking: 'boiled', cut: null });
    expect(preparedFood('jajka na twardo')).toEqual({ food: 'jajka', cooking: 'hard boiled', cut: null });
  });

  it('reads words joined to the food: compounds and scripts without spaces', () => {
    expect(preparedFood('Spiegelei')).toEqual({ food: 'ei', cooking: 'fried', cut: null });
    expect(preparedFood('Lachsfilet')).toEqual({ food: 'lachs', cooking: null, cut: 'fillet' });
    expect(preparedFood('鶏むね肉')).toEqual({ food: '鶏肉', cooking: null, cut: 'breast' });
    expect(preparedFood('닭가슴살')).toEqual({ food: '닭', cooking: null, cut: 'breast' });
    expect(preparedFood('อกไก่')).toEqual({ food: 'ไก่', cooking: null, cut: 'breast' });
    expect(preparedFood('烤鸡')).toEqual({ food: '鸡', cooking: 'roasted', cut: null });
  });

  it('reads nothing in a plain name, an English one, or a word that is a food itself', () => {
    expect(preparedFood('pollo')).toBeNull();
    expect(preparedFood('grilled chicken')).toBeNull();
    expect(preparedFood('biscuit')).toBeNull();
    expect(preparedFood('orange soda')).toBeNull();
    expect(preparedFood('frito')).toBeNull();
  });
});
