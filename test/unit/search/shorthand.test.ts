import { describe, expect, it } from 'bun:test';
import { spelledOut } from '../../../src/search/query';

describe("a diary's shorthand", () => {
  it('spells out words written with signs', () => {
    expect(spelledOut('bagel w/ cream cheese')).toBe('bagel with cream cheese');
    expect(spelledOut('toast w/butter')).toBe('toast with butter');
    expect(spelledOut('coffee w/o sugar')).toBe('coffee without sugar');
    expect(spelledOut('chicken n waffles')).toBe('chicken and waffles');
    expect(spelledOut("fish 'n' chips")).toBe('fish and chips');
    expect(spelledOut('rice + beans')).toBe('rice and beans');
    expect(spelledOut('o/n oats')).toBe('overnight oats');
  });

  it('spells out clipped words and initials, whole words only', () => {
    expect(spelledOut('chx breast')).toBe('chicken breast');
    expect(spelledOut('LF milk')).toBe('low fat milk');
    expect(spelledOut('cream chz')).toBe('cream cheese');
    expect(spelledOut('chxx')).toBe('chxx');
  });

  it('reads "made with" and "prepared with" as "with"; "cooked with" keeps its state word', () => {
    expect(spelledOut('cream of potato soup made with milk')).toBe('cream of potato soup with milk');
    expect(spelledOut('Oatmeal prepared with water')).toBe('Oatmeal with water');
    expect(spelledOut('rice cooked with coconut milk')).toBe('rice cooked with coconut milk');
    expect(spelledOut('homemade pesto')).toBe('homemade pesto');
  });

  it('leaves out who the food was for, said last', () => {
    expect(spelledOut('steamed broccoli for baby')).toBe('steamed broccoli');
    expect(spelledOut('pasta for the kids')).toBe('pasta');
    expect(spelledOut('whole milk for toddlers')).toBe('whole milk');
    // Said elsewhere, it may name the food: left as typed.
    expect(spelledOut('baby carrots')).toBe('baby carrots');
  });

  it('leaves a query with none as typed, and a lone "w", Polish for "in"', () => {
    for (const q of ['śledź w oleju', '7 up', 'n', 'half and half', '  milk  ']) expect(spelledOut(q)).toBe(q);
  });
});
