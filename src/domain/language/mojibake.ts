/**
 * UTF-8 text read as Windows-1252 and saved again ("cupÂ orange juice", "1Â¼", "crÃ¨me", "itâ€™s"):
 * pages and feeds that carry it are common. A text with those marks is read back to the bytes
 * Windows-1252 gives each character and decoded as UTF-8; when that does not give valid UTF-8 (the
 * text holds characters no single byte stands for, or real Latin-1 letters), it is left as it is.
 */

/** The characters Windows-1252 puts at bytes 0x80-0x9f, as the platform's decoder reads them. */
const CP1252_HIGH = new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i));
const BYTE_OF = new Map<string, number>([...CP1252_HIGH].map((c, i) => [c, 0x80 + i]));
/** A UTF-8 lead byte's character followed by a continuation byte's, as Windows-1252 shows them. */
const MARKS = /[ÂÃÅÆâ][\u00a0-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/;
const decoder = new TextDecoder('utf-8', { fatal: true });

/** A no-break space so read ("Â\u00a0") after a word, its second byte since folded into a plain space: "cupÂ orange". */
const NBSP_LEAD = /(?<=[\p{Ll}\d])Â(?=\s)/gu;

export function repairMojibake(text: string): string {
  text = text.replace(NBSP_LEAD, '');
  if (!MARKS.test(text)) return text;
  const bytes = new Uint8Array(text.length);
  let n = 0;
  for (const c of text) {
    const code = c.codePointAt(0)!;
    const b = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : BYTE_OF.get(c);
    if (b === undefined) return text;
    bytes[n++] = b;
  }
  try {
    return decoder.decode(bytes.subarray(0, n));
  } catch {
    return text;
  }
}
