import { describe, expect, it } from 'bun:test';
import { TypoIndex, typoDeletions } from '../../../src/search/typo-index';

const words = ['blueberry', 'blubber', 'banana', 'broccoli', 'cantaloupe', 'antelope', 'bluberry', 'milk'];
const ids = new Map(words.map((w, i) => [w, i]));
// "bluberry" is a product-only spelling: a target, but not preferred.
const index = new TypoIndex(
  ids,
  words,
  typoDeletions(words, () => true),
  () => true,
  (id) => words[id] !== 'bluberry',
);
const found = (q: string) =>
  index
    .candidates(q)
    .map((c) => `${words[c.term]}:${c.distance}`)
    .sort();

describe('TypoIndex', () => {
  it('finds words one edit away', () => {
    expect(found('bananna')).toEqual(['banana:1']);
    expect(found('brocoli')).toEqual(['broccoli:1']);
    expect(found('banaan')).toEqual(['banana:1']);
  });

  it('allows two edits from seven letters, including two missing letters', () => {
    // One edit reaches only a product-only spelling, so two-edit readings are sought as well.
    expect(found('blubery')).toEqual(['blubber:2', 'bluberry:1', 'blueberry:2']);
  });

  it('beside a preferred word one edit away, seeks only two-edit words with the same consonants', () => {
    // "antelope" is one letter from "cantelope"; "cantaloupe" two, but with its consonants.
    expect(found('cantelope')).toEqual(['antelope:1', 'cantaloupe:2']);
    expect(
      index
        .candidates('cantelope')
        .filter((c) => c.sameConsonants)
        .map((c) => words[c.term]),
    ).toEqual(['cantaloupe']);
  });

  it('leaves short words and numbers alone', () => {
    expect(found('mlk')).toEqual([]);
    expect(found('2%')).toEqual([]);
  });
});
