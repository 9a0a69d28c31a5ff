import { describe, expect, it } from 'bun:test';
import { polishSingulars } from '../../../src/domain/language/polish-plurals';
import { normalise } from '../../../src/domain/language/text';

describe('Polish plurals', () => {
  it('gives the singulars a plural may be of', () => {
    expect(polishSingulars('gruszki')).toContain('gruszka');
    expect(polishSingulars(normalise('ogórki'))).toContain('ogorek');
    expect(polishSingulars('pomidory')).toContain('pomidor');
    expect(polishSingulars('cytryny')).toContain('cytryna');
    expect(polishSingulars('cebule')).toContain('cebula');
    expect(polishSingulars(normalise('jabłka'))).toContain('jablko');
  });
  it('gives nothing for a word with no plural ending, or too short a stem', () => {
    expect(polishSingulars('chleb')).toEqual([]);
    expect(polishSingulars('ry')).toEqual([]);
  });
});
