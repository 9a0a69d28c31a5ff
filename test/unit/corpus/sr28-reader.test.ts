import { describe, expect, test } from 'bun:test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseSr28Line, readSr28Bytes, readSr28Rows, readSr28Table, sr28Columns } from '../../../src/corpus/sr28-reader';
import { SR28_DIR } from './shared-data';

const collect = async (rows: AsyncIterable<string[]>) => {
  const out: string[][] = [];
  for await (const r of rows) out.push(r);
  return out;
};

describe('line parsing', () => {
  test('official quoting: every text field in tildes, empty ones as ~~', () => {
    expect(parseSr28Line('~01001~^~0100~^~Butter, salted~^~~^6.38^^')).toEqual(['01001', '0100', 'Butter, salted', '', '6.38', '', '']);
  });
  test('NUT_DATA quoting: bare empty fields, unquoted date, trailing separator → 18 fields', () => {
    const f = parseSr28Line('~01001~^~203~^0.85^16^0.074^~1~^^^^^^^^^^^11/1976^');
    expect(f).toHaveLength(18);
    expect(f.slice(0, 7)).toEqual(['01001', '203', '0.85', '16', '0.074', '1', '']);
    expect(f[16]).toBe('11/1976');
  });
  test('a separator inside a quoted field stays in the field', () => {
    expect(parseSr28Line('~a^b~^~c~')).toEqual(['a^b', 'c']);
  });
});

describe('streaming', () => {
  test('Windows-1252 bytes decode (µ is 0xB5, ” is 0x94), CRLF split across chunks', async () => {
    const bytes = Buffer.from('~313~^~\xb5g~^~FLD~\r\n~x~^~say \x94hi\x94~\r\n', 'latin1');
    const chunks = [bytes.subarray(0, 17), bytes.subarray(17, 18), bytes.subarray(18)];
    expect(bytes[17]).toBe(10); // the chunk boundary falls between CR and LF
    expect(await collect(readSr28Bytes(chunks))).toEqual([
      ['313', 'µg', 'FLD'],
      ['x', 'say ”hi”'],
    ]);
  });
  test('gzip files are streamed through zlib; a last line without CRLF is read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sr28-'));
    const path = join(dir, 'T.txt.gz');
    writeFileSync(path, gzipSync(Buffer.from('~1~^2\r\n\r\n~3~^4', 'latin1')));
    expect(await collect(readSr28Rows(path))).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });
  test('real files: NUTR_DEF has 150 rows with µg units; FOOD_DES rows have 14 fields', async () => {
    const defs = await collect(readSr28Table(SR28_DIR, 'NUTR_DEF'));
    expect(defs).toHaveLength(150);
    const col = sr28Columns('NUTR_DEF');
    expect(defs.find((r) => r[col.Nutr_No] === '317')?.[col.Units]).toBe('µg');
    let n = 0;
    for await (const r of readSr28Table(SR28_DIR, 'FOOD_DES')) {
      expect(r).toHaveLength(14);
      if (++n === 200) break;
    }
  });
});
