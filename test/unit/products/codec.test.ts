import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { offProductToRecord, type OffRawProduct } from '../../../src/domain/foods/off-row';
import { decodeProduct, encodeProduct } from '../../../src/products/codec';
import { DATA_DIR, taxonomy } from '../foods/shared-taxonomy';

describe('product row encoding', () => {
  test('every imported sample product decodes to the record it encoded, in well under half its JSON size', () => {
    const lines = readFileSync(join(DATA_DIR, 'openfoodfacts/products/products_off_csv_samples.jsonl'), 'utf8').split('\n').filter(Boolean);
    let records = 0;
    let packed = 0;
    let json = 0;
    for (const line of lines.slice(0, 600)) {
      const out = offProductToRecord(JSON.parse(line) as OffRawProduct, taxonomy(), 'sample.jsonl');
      if ('excluded' in out) continue;
      const text = encodeProduct(out.record);
      expect(decodeProduct(out.record.barcode!, text)).toEqual(out.record);
      records++;
      packed += text.length;
      json += JSON.stringify(out.record).length;
    }
    expect(records).toBeGreaterThan(200);
    expect(packed / json).toBeLessThan(0.6);
  }, 30_000);
});
