import { describe, expect, test } from 'bun:test';
import { boneRefuse } from '../../../src/domain/language/bone-refuse';

const chops = {
  name: 'Pork, fresh, loin, center loin (chops), bone-in, separable lean and fat, raw',
  extra: { refuse_pct: 25, refuse_description: 'Bone, 14%, Connective tissue 11%' },
};
const chicken = { name: 'Chicken, broilers or fryers, meat and skin, raw', extra: { refuse_pct: 32, refuse_description: 'Bone' } };
const thigh = {
  name: 'Chicken, broilers or fryers, dark meat, thigh, meat only, raw',
  extra: { refuse_pct: 25, refuse_description: 'Skin and separable fat 25%' },
};

describe('bone refuse of a weight as bought', () => {
  test('a food sold bone-in, or a line that says bone-in or whole, loses the SR28 refuse when it names bone', () => {
    expect(boneRefuse(chops, 'pork chops')!.edible).toBeCloseTo(0.75, 6);
    expect(boneRefuse(chicken, 'whole chicken')!.edible).toBeCloseTo(0.68, 6);
    expect(boneRefuse(chicken, 'chicken bone-in')!.note).toContain('32 %');
  });
  test('no bone named in the refuse, no bone in the line, or no refuse recorded: nothing comes off', () => {
    expect(boneRefuse(thigh, 'bone-in chicken thighs')).toBeNull();
    expect(boneRefuse(chicken, 'chicken pieces')).toBeNull();
    expect(boneRefuse({ name: 'Chicken, bone-in', extra: {} }, 'whole chicken')).toBeNull();
  });
});
