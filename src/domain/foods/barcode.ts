/**
 * Retail barcodes (GS1): normalise, validate and turn into one lookup key.
 *
 * Formats: EAN-13, EAN-8, UPC-A (12), UPC-E (8, zero-suppressed UPC-A) and GTIN-14. Every valid
 * code maps to its GTIN-14 (left zero padding; UPC-E is expanded to UPC-A first). The lookup key is
 * that GTIN-14 without its leading zero when it has one (the 13-digit EAN form), so UPC-A
 * "012345678905" and EAN-13 "0012345678905" meet on the same key.
 */

export type BarcodeFormat = 'EAN-13' | 'EAN-8' | 'UPC-A' | 'UPC-E' | 'GTIN-14';

export type BarcodeErrorCode = 'empty' | 'length' | 'check_digit';

/** Why a code is not a valid barcode; `message` names the problem for a 400 body. */
export class BarcodeError extends Error {
  constructor(
    readonly code: BarcodeErrorCode,
    message: string,
    readonly details: { length?: number; format?: BarcodeFormat; expected?: number; actual?: number } = {},
  ) {
    super(message);
    this.name = 'BarcodeError';
  }
}

export interface Barcode {
  /** Digits as given (after normalisation). */
  digits: string;
  format: BarcodeFormat;
  gtin14: string;
  /** Canonical lookup key (see module comment). */
  key: string;
}

export type BarcodeResult = { ok: true; barcode: Barcode } | { ok: false; error: BarcodeError };

/** Keeps digits only (the spec: "non-digit characters are ignored"). */
export function normalizeBarcode(input: string): string {
  return input.replace(/\D+/g, '');
}

/**
 * GS1 prefixes of the US and Canadian member organisations (GS1 US 000-019, 030-039, 060-139;
 * GS1 Canada 754-755). 020-029 and 040-049 are restricted-circulation numbers (in-store codes of any
 * country) and 050-059 coupons: none names a labelling country.
 */
const US_CANADA_PREFIXES: readonly (readonly [number, number])[] = [
  [0, 19],
  [30, 39],
  [60, 139],
  [754, 755],
];

/**
 * Whether a code carries a US or Canadian GS1 prefix (in its 13-digit form, UPC-A padded):
 * products labelled to those countries' rules. EAN-8 and UPC-E are not read (their prefixes overlap).
 */
export function hasUsCanadaPrefix(code: string): boolean {
  const digits = normalizeBarcode(code);
  const ean13 = digits.length === 12 ? `0${digits}` : digits;
  if (ean13.length !== 13) return false;
  const prefix = Number(ean13.slice(0, 3));
  return US_CANADA_PREFIXES.some(([lo, hi]) => prefix >= lo && prefix <= hi);
}

/** GS1 mod-10 check digit of the payload (all digits but the check digit). */
export function gs1CheckDigit(payload: string): number {
  let sum = 0;
  // Weights alternate 3,1,3,… starting from the rightmost payload digit.
  for (let i = payload.length - 1, w = 3; i >= 0; i--, w = w === 3 ? 1 : 3) sum += (payload.charCodeAt(i) - 48) * w;
  return (10 - (sum % 10)) % 10;
}

/** UPC-E (8 digits: number system 0/1, six data digits, check digit) → UPC-A, or null when not expandable. */
export function expandUpcE(upcE: string): string | null {
  if (!/^[01]\d{7}$/.test(upcE)) return null;
  const ns = upcE[0]!;
  const d = upcE.slice(1, 7);
  const check = upcE[7]!;
  const last = d[5]!;
  let body: string;
  if (last <= '2') body = `${d.slice(0, 2) + last}0000${d.slice(2, 5)}`;
  else if (last === '3') body = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  else if (last === '4') body = `${d.slice(0, 4)}00000${d[4]}`;
  else body = `${d.slice(0, 5)}0000${last}`;
  return ns + body + check;
}

const FORMAT_BY_LENGTH: Record<number, BarcodeFormat> = { 8: 'EAN-8', 12: 'UPC-A', 13: 'EAN-13', 14: 'GTIN-14' };

function checked(digits: string, format: BarcodeFormat, full: string = digits): BarcodeResult {
  const expected = gs1CheckDigit(full.slice(0, -1));
  const actual = Number(full[full.length - 1]);
  if (expected !== actual) {
    return {
      ok: false,
      error: new BarcodeError('check_digit', `${format} ${digits} has check digit ${actual}, expected ${expected}`, {
        format,
        expected,
        actual,
        length: digits.length,
      }),
    };
  }
  const gtin14 = full.padStart(14, '0');
  return { ok: true, barcode: { digits, format, gtin14, key: barcodeKeyFromGtin14(gtin14) } };
}

/**
 * Parses a barcode. 8 digits are tried as EAN-8 first, then as UPC-E; 9-11 digits are read as a
 * UPC-A whose leading zeros were dropped; codes longer than 14 digits are accepted only when the
 * extra leading digits are zeros (some databases pad codes).
 */
export function parseBarcode(input: string): BarcodeResult {
  let digits = normalizeBarcode(input);
  if (digits.length === 0) return { ok: false, error: new BarcodeError('empty', 'barcode has no digits') };
  if (digits.length > 14 && /^0+$/.test(digits.slice(0, digits.length - 14))) digits = digits.slice(-14);
  if (digits.length === 8) {
    const ean8 = checked(digits, 'EAN-8');
    if (ean8.ok) return ean8;
    const upcA = expandUpcE(digits);
    if (upcA) {
      const upcE = checked(digits, 'UPC-E', upcA);
      if (upcE.ok) return upcE;
    }
    return ean8;
  }
  // GTINs are right-aligned: leading zeros are insignificant, and exports often drop them from UPC-A.
  if (digits.length >= 9 && digits.length <= 11) return checked(digits, 'UPC-A', digits.padStart(12, '0'));
  const format = FORMAT_BY_LENGTH[digits.length];
  if (!format) {
    return {
      ok: false,
      error: new BarcodeError(
        'length',
        `barcode has ${digits.length} digits; expected 8 (EAN-8/UPC-E), 9-12 (UPC-A, leading zeros may be dropped), 13 (EAN-13) or 14 (GTIN-14)`,
        { length: digits.length },
      ),
    };
  }
  return checked(digits, format);
}

/** Like parseBarcode but throws the BarcodeError. */
export function assertBarcode(input: string): Barcode {
  const r = parseBarcode(input);
  if (!r.ok) throw r.error;
  return r.barcode;
}

function barcodeKeyFromGtin14(gtin14: string): string {
  return gtin14[0] === '0' ? gtin14.slice(1) : gtin14;
}

/** Canonical lookup key of a valid code, or null. */
export function barcodeKey(input: string): string | null {
  const r = parseBarcode(input);
  return r.ok ? r.barcode.key : null;
}

/**
 * Every key a code may be stored under: an 8-digit code can be valid both as EAN-8 and as UPC-E,
 * so a lookup tries both readings (EAN-8 first).
 */
export function barcodeLookupKeys(input: string): string[] {
  const r = parseBarcode(input);
  if (!r.ok) return [];
  const keys = [r.barcode.key];
  if (r.barcode.format === 'EAN-8') {
    const upcA = expandUpcE(r.barcode.digits);
    if (upcA && gs1CheckDigit(upcA.slice(0, -1)) === Number(upcA[11])) keys.push(barcodeKeyFromGtin14(upcA.padStart(14, '0')));
  }
  return keys;
}
