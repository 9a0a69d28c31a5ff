/**
 * GS1 input read down to its GTIN (src/domain/foods/gs1.ts). The Digital Link cases are the GS1
 * Digital Link standard's own examples (as GS1's syntax engine tests them), the element strings
 * GS1's scan-data examples; the failures are the standard's malformed forms.
 */
import { describe, expect, test } from 'bun:test';
import { isGs1Syntax, readGs1 } from '../../../src/domain/foods/gs1';

const read = (input: string) => {
  const r = readGs1(input);
  if (!r.ok) throw new Error(`${input}: ${r.error}`);
  return r.read;
};
const error = (input: string) => {
  const r = readGs1(input);
  if (r.ok) throw new Error(`${input} should be refused`);
  return r.error;
};
const GS = '\x1d';

describe("GS1 Digital Link: the standard's examples give their GTIN", () => {
  const cases: [uri: string, attributes: [string, string][]][] = [
    ['https://id.gs1.org/01/09520123456788', []],
    ['https://brand.example.com/01/9520123456788', []],
    ['https://brand.example.com/some-extra/pathinfo/01/9520123456788', []],
    ['https://id.gs1.org/01/09520123456788/22/2A', [['22', '2A']]],
    ['https://id.gs1.org/01/09520123456788/10/ABC123', [['10', 'ABC123']]],
    ['https://id.gs1.org/01/09520123456788/21/12345', [['21', '12345']]],
    [
      'https://id.gs1.org/01/09520123456788/10/ABC1/21/12345?17=180426',
      [
        ['10', 'ABC1'],
        ['21', '12345'],
        ['17', '180426'],
      ],
    ],
    ['https://id.gs1.org/01/09520123456788?3103=000195', [['3103', '000195']]],
    [
      'https://example.com/01/9520123456788?3103=000195&3922=0299&17=201225',
      [
        ['3103', '000195'],
        ['3922', '0299'],
        ['17', '201225'],
      ],
    ],
    [
      'https://id.gs1.org/01/09520123456788?17=201225&3103=000195&3922=0299',
      [
        ['17', '201225'],
        ['3103', '000195'],
        ['3922', '0299'],
      ],
    ],
    [
      'https://id.gs1.org/01/09520123456788/235/XYZ?10=ABC123',
      [
        ['235', 'XYZ'],
        ['10', 'ABC123'],
      ],
    ],
  ];
  for (const [uri, attributes] of cases) {
    test(uri, () => {
      const r = read(uri);
      expect(r.gtin).toBe('09520123456788');
      expect(r.form).toBe('digital_link');
      expect(r.attributes.map((a) => [a.ai, a.value])).toEqual(attributes);
    });
  }

  test('any host, port or stem; escaped values; non-GS1 query parameters and fragments ignored', () => {
    expect(read('https://a:65535/01/12312312312333').gtin).toBe('12312312312333');
    expect(read('HTTPS://192.0.2.1/01/12312312312333').gtin).toBe('12312312312333');
    expect(read('https://a/00/faux/01/12312312312333').gtin).toBe('12312312312333');
    const r = read('https://a/01/12312312312333/22/ABC%2d123?linkType=gs1:pip&99=ABC&98=XYZ%2f987#fragment');
    expect(r.attributes.map((a) => [a.ai, a.value])).toEqual([
      ['22', 'ABC-123'],
      ['99', 'ABC'],
      ['98', 'XYZ/987'],
    ]);
    expect(read('https://a/01/12312312312333/22/ABC+123').attributes[0]!.value).toBe('ABC+123'); // '+' is '+' in a path
    expect(read('https://a/01/12312312312333?99=A+B').attributes[0]!.value).toBe('A B'); // and a space in a query
  });

  test('malformed links are refused with the reason', () => {
    expect(error('https://id.gs1.org/01/09520123456789')).toContain('check digit 9, expected 8');
    expect(error('https://id.gs1.org/00/952012345678912345')).toContain('primary key is (00) SSCC, not a GTIN');
    expect(error('https://id.gs1.org/414/9520123456788')).toContain('primary key is (414)');
    expect(error('https://example.com/99/ABC')).toContain('no primary key');
    expect(error('https://a')).toContain('no host, or no path');
    expect(error('https://a/01/12312312312333/')).toContain('ends with a slash');
    expect(error('https://a/01/12312312312333?99=')).toContain('empty');
    expect(error('https://a/01/12312312312333?99=ABC&999=faux')).toContain('unknown AI (999)');
    expect(error('https://example.com/01/09520123456788?99=XYZ&89=ABC123')).toContain('unknown AI (89)');
    expect(error('https://id.gs1.org/01/09520123456788/10/ABC123?10=ABC123')).toContain('(10) appears twice');
    expect(error('https://example.com/01/09520123456788/89/ABC123')).toContain('(89) is not a key qualifier of (01)');
    expect(error('https://a/01/123123123123')).toContain('check digit');
    expect(error('ftp://a/01/12312312312333')).toContain('http or https');
  });
});

describe('element strings', () => {
  test('bracketed: the GTIN, and the other AIs as read', () => {
    const r = read('(01)09520123456788(17)261231(10)ABC123');
    expect(r).toEqual({
      gtin: '09520123456788',
      form: 'element_string',
      attributes: [
        { ai: '17', title: 'USE BY OR EXPIRY', value: '261231' },
        { ai: '10', title: 'BATCH/LOT', value: 'ABC123' },
      ],
    });
    expect(read('(01)12345678901231(10)ABC123(11)210630').attributes.map((a) => a.ai)).toEqual(['10', '11']);
  });

  test('raw, with FNC1 as GS after variable-length AIs and after a symbology identifier', () => {
    for (const scan of [
      `]d2011231231231233310ABC123${GS}99TESTING`,
      `]Q3011231231231233310ABC123${GS}99TESTING`,
      `]C1011231231231233310ABC123${GS}99TESTING`,
      `011231231231233310ABC123${GS}99TESTING`,
    ]) {
      const r = read(scan);
      expect(r.gtin).toBe('12312312312333');
      expect(r.attributes.map((a) => [a.ai, a.value])).toEqual([
        ['10', 'ABC123'],
        ['99', 'TESTING'],
      ]);
    }
    // Predefined-length AIs need no separator: (11) runs straight into (98).
    expect(read(`]e0011231231231233310ABC123${GS}1199122598TESTING${GS}97XYZ`).attributes.map((a) => [a.ai, a.value])).toEqual([
      ['10', 'ABC123'],
      ['11', '991225'],
      ['98', 'TESTING'],
      ['97', 'XYZ'],
    ]);
    expect(read('0109520123456788').gtin).toBe('09520123456788');
    expect(read('010952012345678817261231').attributes).toEqual([{ ai: '17', title: 'USE BY OR EXPIRY', value: '261231' }]);
    expect(read(`]Q1https://example.com/01/12312312312333?99=TEST`).form).toBe('digital_link');
  });

  test('a variable-length AI without its separator, unknown AIs, bad values and no GTIN are refused', () => {
    expect(error('01095201234567881' + '0ABC12317261231')).toContain('(10) BATCH/LOT has a variable length and must end with a GS (FNC1) separator');
    expect(error('(01)09520123456788(89)X')).toContain('unknown AI (89)');
    expect(error('(01)09520123456788(17)2612')).toContain('takes 6 characters');
    expect(error('(01)0952012345678A')).toContain('digits only');
    expect(error('(01)09520123456789')).toContain('expected 8');
    expect(error('(17)261231(10)ABC')).toContain('no GTIN (AI 01)');
    expect(error('(01)09520123456788(10)')).toContain('has no value');
    expect(error('(01)09520123456788x')).toContain('takes 14 characters');
  });
});

test('plain codes are not GS1 syntax; the rest is', () => {
  for (const plain of ['3017620422003', '0 12345 67890 5', '04252614', '00000000000000225']) expect(isGs1Syntax(plain)).toBe(false);
  for (const gs1 of ['https://id.gs1.org/01/09520123456788', '(01)09520123456788', `]d201095201234567881${GS}`, '0109520123456788', `0109520123456788${GS}`])
    expect(isGs1Syntax(gs1)).toBe(true);
});
