/** FNV-1a (32 bits) over a text's UTF-16 code units: a fast, stable hash for keys whose hits are checked on read. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
