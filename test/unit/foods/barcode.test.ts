import { describe, expect, test } from 'bun:test';
import {
  assertBarcode,
  barcodeKey,
  barcodeLookupKeys,
  BarcodeError,
  expandUpcE,
  gs1CheckDigit,
  hasUsCanadaPrefix,
  normalizeBarcode,
  parseBarcode,
} from '../../../src/domain/foods/barcode';

const ok = (code: string) => {
  const r = parseBarcode(code);
  if (!r.ok) throw new Error(`${code}: ${r.error.message}`);
  return r.barcode;
};
const err = (code: string) => {
  const r = parseBarcode(code);
  if (r.ok) throw new Error(`${code} should be invalid`);
  return r.error;
};

describe('check digits', () => {
  test('GS1 mod-10 on published examples', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(gs1CheckDigit('9638507')).toBe(4); // EAN-8 96385074
    expect(gs1CheckDigit('03600029145')).toBe(2); // UPC-A 036000291452
    expect(gs1CheckDigit('1001234567890')).toBe(2); // GTIN-14 10012345678902 (hand-computed: 88 → 2)
  });

  test('valid codes per format', () => {
    expect(ok('4006381333931').format).toBe('EAN-13');
    expect(ok('96385074').format).toBe('EAN-8');
    expect(ok('036000291452').format).toBe('UPC-A');
    expect(ok('10012345678902').format).toBe('GTIN-14');
    const e = ok('04252614');
    expect(e.format).toBe('UPC-E');
    expect(e.gtin14).toBe('00042100005264');
  });

  test('wrong check digit names the expected digit', () => {
    for (const [code, format, expected] of [
      ['4006381333932', 'EAN-13', 1],
      ['96385075', 'EAN-8', 4],
      ['036000291453', 'UPC-A', 2],
      ['10012345678903', 'GTIN-14', 2],
    ] as const) {
      const e = err(code);
      expect(e).toBeInstanceOf(BarcodeError);
      expect(e.code).toBe('check_digit');
      expect(e.details.format).toBe(format);
      expect(e.details.expected).toBe(expected);
      expect(e.message).toContain(`expected ${expected}`);
    }
  });

  test('wrong length and empty input are length errors, not check-digit errors', () => {
    expect(err('1234567').code).toBe('length');
    expect(err('123456789012345').code).toBe('length');
    expect(err('abc').code).toBe('empty');
    expect(() => assertBarcode('12345')).toThrow(BarcodeError);
  });
});

describe('normalisation and keys', () => {
  test('non-digits are ignored', () => {
    expect(normalizeBarcode(' 4006-3813 33931 ')).toBe('4006381333931');
    expect(ok('4006-3813 33931').digits).toBe('4006381333931');
  });

  test('UPC-A and its EAN-13 form share one key', () => {
    expect(barcodeKey('036000291452')).toBe(barcodeKey('0036000291452'));
    expect(barcodeKey('036000291452')).toBe('0036000291452');
    // An export that dropped the leading zero (11 digits) still finds it.
    expect(barcodeKey('36000291452')).toBe('0036000291452');
    // Padded codes (more than 14 digits, leading zeros) are accepted.
    expect(barcodeKey('0000004006381333931')).toBe('4006381333931');
  });

  test('UPC-E expansion follows the last-digit rules', () => {
    expect(expandUpcE('04252614')).toBe('042100005264');
    expect(expandUpcE('01234565')).toBe('012345000065');
    expect(expandUpcE('01234531')).toBe('012300000451');
    expect(expandUpcE('21234565')).toBeNull();
  });

  test('an 8-digit code valid as EAN-8 and UPC-E is looked up under both', () => {
    const keys = barcodeLookupKeys('96385074');
    expect(keys[0]).toBe('0000096385074');
    expect(barcodeLookupKeys('04252614')).toEqual(['0042100005264']);
    expect(barcodeLookupKeys('bad')).toEqual([]);
  });
});

test('US and Canadian GS1 prefixes are read from UPC-A and EAN-13, not from 8-digit codes nor restricted-circulation ranges', () => {
  expect(hasUsCanadaPrefix('858102007065')).toBe(true); // UPC-A: 0858…
  expect(hasUsCanadaPrefix('0000000018265')).toBe(true);
  expect(hasUsCanadaPrefix('1394567890128')).toBe(true);
  expect(hasUsCanadaPrefix('8001120847256')).toBe(false); // Italy
  expect(hasUsCanadaPrefix('1404567890127')).toBe(false);
  expect(hasUsCanadaPrefix('00000161')).toBe(false);
  expect(hasUsCanadaPrefix('0626027123457')).toBe(true); // Canada through GS1 US
  expect(hasUsCanadaPrefix('7541234567895')).toBe(true); // GS1 Canada
  expect(hasUsCanadaPrefix('2112345678900')).toBe(false); // in-store, any country
  expect(hasUsCanadaPrefix('0212345678901')).toBe(false); // restricted circulation (020-029)
  expect(hasUsCanadaPrefix('0451234567891')).toBe(false); // restricted circulation (040-049)
  expect(hasUsCanadaPrefix('0551234567890')).toBe(false); // coupons
});
