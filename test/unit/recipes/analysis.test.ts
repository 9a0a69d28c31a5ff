import { describe, expect, test } from 'bun:test';
import { analyzeInstructions } from '../../../src/domain/recipes/instruction-analysis';

describe('instruction analysis', () => {
  test('offsets are UTF-16 indices into the step, also after emoji and CJK', () => {
    const steps = ['🍳🍳 Preheat the oven to 180 °C (350°F). Bake 25–30 minutes.', '烤箱预热 180 度，烤 15-20 分钟，然后用平底锅煎 1 分钟'];
    const a = analyzeInstructions(steps);
    for (const s of a.steps) {
      for (const m of [...s.equipment, ...s.timers, ...s.temperatures]) expect(s.step.slice(m.start, m.end)).toBe(m.text);
    }
    expect(a.steps[0]!.equipment[0]).toMatchObject({ name: 'oven', start: 17, end: 21 });
    expect(a.steps[0]!.temperatures.map((t) => [t.unit, t.celsius, t.fahrenheit])).toEqual([
      ['C', 180, 356],
      ['F', 177, 350],
    ]);
    expect(a.steps[0]!.timers[0]).toMatchObject({ min_minutes: 25, max_minutes: 30, is_range: true });
    expect(a.steps[1]!.temperatures[0]).toMatchObject({ unit: 'C', unit_inferred: true, value: 180 });
    expect(a.steps[1]!.equipment.map((e) => e.name)).toEqual(['oven', 'frying pan']);
  });
  test('negation and alternatives keep their context', () => {
    const s = analyzeInstructions(['Beat with a whisk or a fork; no need for a mixer. Use a spoon instead of a spatula.']).steps[0]!;
    const by = Object.fromEntries(s.equipment.map((e) => [e.name, e]));
    expect(by.whisk!.alternatives).toEqual(['fork']);
    expect(by.mixer).toMatchObject({ negated: true, cue: 'no need for' });
    expect(by.spatula).toMatchObject({ negated: true, cue: 'instead of', alternatives: ['spoon'] });
    expect(analyzeInstructions(['Beat with a whisk or a fork; no need for a mixer.']).equipment).toEqual(['whisk', 'fork']);
  });
  test('verbs are not equipment, compounds are not, "pot" is not in "potato"', () => {
    const s = analyzeInstructions(['Whisk the eggs, pan-fry the potatoes and grill the fish on the grill.']).steps[0]!;
    expect(s.equipment.map((e) => e.text)).toEqual(['grill']);
    expect(s.equipment[0]!.start).toBe(s.step.lastIndexOf('grill'));
  });
  test('timers: ranges, compounds, words; overlapping timers are not summed', () => {
    const s = analyzeInstructions(['Simmer 1 hour 30 minutes, rest for half an hour, then 10 to 15 mins; stir every 2 minutes.']).steps[0]!;
    expect(s.timers.map((t) => [t.min_minutes, t.max_minutes])).toEqual([
      [90, 90],
      [30, 30],
      [10, 15],
      [2, 2],
    ]);
    expect(analyzeInstructions(['Cook until golden.']).steps[0]!.timers).toEqual([]);
  });
  test('a bare degree keeps an unknown unit', () => {
    const t = analyzeInstructions(['Bake at 350° until done.']).steps[0]!.temperatures[0]!;
    expect(t).toMatchObject({ value: 350, unit: null, celsius: null });
  });
});
