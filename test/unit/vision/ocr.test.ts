import { afterAll, describe, expect, test } from 'bun:test';
import sharp from 'sharp';
import { LabelOcr, prepareForOcr } from '../../../src/providers/models/ocr';
import { readLabel } from '../../../src/scans/label-reading';
import { renderUsLabel, type UsFacts } from '../../fixtures/images/nutrition-label';

const FACTS: UsFacts = {
  servingText: '1 bar (40g)',
  servingGrams: 40,
  servingsPerContainer: 6,
  calories: 190,
  fat: 7,
  satFat: 3,
  transFat: 0,
  cholesterol: 0,
  sodium: 95,
  carbs: 28,
  fiber: 2,
  sugars: 11,
  addedSugars: 9,
  protein: 4,
};

const ocr = new LabelOcr({ idleMs: 60_000 });
afterAll(() => ocr.terminate());

describe('prepareForOcr', () => {
  test('grayscale, small crops enlarged, large photos reduced', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const meta = await sharp(await prepareForOcr(small)).metadata();
    expect(meta.width).toBe(900);
    expect(meta.channels as number).toBe(1);
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(await prepareForOcr(big)).metadata()).width).toBe(2400);
  });

  test('rejects bytes that do not decode', async () => {
    await expect(prepareForOcr(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))).rejects.toThrow();
  });
});

describe('LabelOcr + readLabel (offline, packaged English model)', () => {
  test('reads a rendered panel in one pass', async () => {
    const scan = await readLabel(await renderUsLabel(FACTS, { scale: 1.2 }), ocr);
    expect(scan.passes).toEqual(['block']);
    expect(scan.reading).toMatchObject({ status: 'complete', calories: 190, fat_g: 7, carbs_g: 28, protein_g: 4, sodium_mg: 95, added_sugars_g: 9 });
    expect(scan.ocrConfidence).toBeGreaterThan(70);
  }, 30_000);

  test('an upside-down photo is read by a rotated fallback pass', async () => {
    const upright = await renderUsLabel(FACTS, { scale: 1.2 });
    const scan = await readLabel(await sharp(upright).rotate(180).png().toBuffer(), ocr);
    expect(scan.used).toBe('block-rot180');
    expect(scan.reading).toMatchObject({ calories: 190, fat_g: 7, carbs_g: 28, protein_g: 4 });
  }, 60_000);

  test('the worker is reused and can be stopped and restarted', async () => {
    const png = await prepareForOcr(
      await sharp({ create: { width: 200, height: 60, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    );
    const [a, b] = await Promise.all([ocr.recognize(png, '6'), ocr.recognize(png, '3')]);
    expect(a.text.trim()).toBe('');
    expect(b.lines).toEqual([]);
    await ocr.terminate();
    expect((await ocr.recognize(png, '6')).text.trim()).toBe('');
  }, 30_000);
});
