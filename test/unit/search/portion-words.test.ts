import { describe, expect, it } from 'bun:test';
import { pieceSaid, portionWordPositions } from '../../../src/search/portion-words';

const query = (q: string) => ({ tokens: q.split(' '), afterStop: q.split(' ').map(() => false) });

describe('pieceSaid', () => {
  it('ranks first the foods whose names say the piece or form the query gives: a patty, a powder (ground)', () => {
    const patty = pieceSaid(['hamburger', 'patty'], [1])!;
    expect([patty.tier('Beef, ground, 90% lean meat / 10% fat, patty, cooked, broiled'), patty.tier('Beef, ground, 90% lean meat / 10% fat, raw')]).toEqual([
      2, 1,
    ]);
    const powder = pieceSaid(['mustard', 'powder'], portionWordPositions(query('mustard powder')))!;
    expect([powder.tier('Spices, mustard seed, ground'), powder.tier('Mustard, prepared, yellow')]).toEqual([2, 1]);
  });

  it('is null when the query gives no such piece', () => {
    expect(pieceSaid(['sliced', 'apple'], portionWordPositions(query('sliced apple')))).toBeNull();
  });
});
