import { describe, expect, it } from 'bun:test';
import { dutchDiminutiveBases } from '../../../src/domain/language/diminutives';

describe('Dutch diminutives', () => {
  it('gives the words a diminutive may be made from, singular or plural', () => {
    expect(dutchDiminutiveBases('eitje')).toContain('ei');
    expect(dutchDiminutiveBases('worteltjes')).toContain('wortel');
    expect(dutchDiminutiveBases('boontjes')).toContain('boon');
    expect(dutchDiminutiveBases('broodje')).toContain('brood');
    expect(dutchDiminutiveBases('kippetje')).toContain('kip');
    expect(dutchDiminutiveBases('boompje')).toContain('boom');
  });
  it('gives nothing for a word that is no diminutive, nor a stem shorter than two letters', () => {
    expect(dutchDiminutiveBases('wortel')).toEqual([]);
    expect(dutchDiminutiveBases('tje')).toEqual([]);
  });
});
