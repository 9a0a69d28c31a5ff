/** The promoted records' live index: by barcode in every reading, by name with the search's calibration, and a resolver that sees new promotions. */
import { describe, expect, test } from 'bun:test';
import { PromotedFoods } from '../../../src/providers/food-data/promoted-foods';
import { gs1CheckDigit } from '../../../src/domain/foods/barcode';
import { fixtureFood } from '../../fixtures/catalog';

const upcPayload = '04900000004';
const ean13 = `0${upcPayload}${gs1CheckDigit(`0${upcPayload}`)}`;

describe('PromotedFoods', () => {
  test('a barcode is found under its UPC-A and EAN-13 readings; names by calibrated match', () => {
    const p = new PromotedFoods();
    expect(p.search('guava', 5)).toEqual([]);
    p.add(fixtureFood('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Guava nectar', '100ml', [50, 0, 12, 0], { dataset: 'openfoodfacts', barcode: ean13 }));
    p.add(fixtureFood('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Guavas, common, raw', '100g', [68, 2.6, 14.3, 1], { dataset: 'fdc' }));
    expect(p.byCode(ean13.slice(1))?.name).toBe('Guava nectar');
    expect(p.byCode(ean13)?.name).toBe('Guava nectar');
    const hits = p.search('guavas', 5);
    expect(hits[0]!.food.name).toBe('Guavas, common, raw');
    // The query heads the name (the head band: an answer, not a confident one; src/search/match.ts).
    expect(hits[0]!.match.score).toBe(0.78);
    expect(p.search('mango', 5)).toEqual([]);
  });

  test('the name resolver answers a name promoted after an earlier miss', async () => {
    const p = new PromotedFoods();
    expect((await p.nameResolver().find('tamarind')).food).toBeNull();
    p.add(fixtureFood('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'Tamarinds, raw', '100g', [239, 2.8, 62.5, 0.6], { dataset: 'fdc' }));
    expect((await p.nameResolver().find('tamarind')).food?.name).toBe('Tamarinds, raw');
    expect(p.version).toBe(1);
  });
});
