import { describe, expect, it } from 'bun:test';
import { DiaryRangeError, diaryCursor, diaryDays, diaryWindow, parseDiaryCursor } from '../../../src/domain/workspaces/food-diary';

describe('diaryWindow', () => {
  it('reads dates as midnight in the caller zone, timestamps by their own offset', () => {
    expect(diaryWindow('2026-11-22', '2026-11-23', '-05:00')).toEqual({
      from: new Date('2026-11-22T05:00:00Z'),
      to: new Date('2026-11-23T05:00:00Z'),
      offsetMinutes: -300,
    });
    expect(diaryWindow('2026-11-22T08:00:00+02:00', '2026-11-22T09:00Z').from).toEqual(new Date('2026-11-22T06:00:00Z'));
  });

  it('refuses local times without an offset, impossible dates, empty and over-long windows', () => {
    for (const [from, to] of [
      ['2026-11-22T08:00:00', '2026-11-23'],
      ['2026-02-29', '2026-03-02'],
      ['2026-11-22', '2026-11-22'],
      ['2026-01-01', '2026-02-02'],
    ]) {
      expect(() => diaryWindow(from!, to!)).toThrow(DiaryRangeError);
    }
    expect(diaryWindow('2026-01-01', '2026-02-01').to).toEqual(new Date('2026-02-01T00:00:00Z'));
  });
});

describe('diaryDays', () => {
  const entry = (logged_at: string, calories: number | null) => ({ id: logged_at, logged_at, nutrition: { calories, protein_g: 1, carbs_g: 2, fat_g: 3 } });

  it('groups by local day and makes a total null when one entry lacks the nutrient', () => {
    const d = diaryDays([entry('2026-11-22T23:30:00Z', 100), entry('2026-11-23T01:00:00Z', null), entry('2026-11-23T10:00:00Z', 50)], 60);
    expect(d.days.map((x) => [x.date, x.count, x.totals.calories])).toEqual([['2026-11-23', 3, null]]);
    expect(d.totals).toEqual({ calories: null, protein_g: 3, carbs_g: 6, fat_g: 9 });
    expect(d.missing_items.calories).toBe(1);
  });
});

describe('diary cursor', () => {
  it('round-trips and rejects anything else', () => {
    const id = '0b7f3a1e-1111-4222-8333-444455556666';
    expect(parseDiaryCursor(diaryCursor({ id, logged_at: '2026-11-22T08:00:00+01:00' }))).toEqual({ loggedAt: new Date('2026-11-22T07:00:00Z'), id });
    expect(() => parseDiaryCursor('2026-11-22')).toThrow(DiaryRangeError);
  });
});
