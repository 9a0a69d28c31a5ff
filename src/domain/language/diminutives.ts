/**
 * Dutch diminutives, as people type everyday foods ("eitje", "worteltjes", "boontjes", "kippetje"):
 * the words the diminutive may be made from, most specific first. The tables' and taxonomies'
 * names say the plain word ("ei", "wortel", "boon", "kip"); which of the candidates is a word at
 * all is for the caller's vocabulary to tell ("eitje" gives "ei" and "eit").
 */

/** A stem keeps at least this many letters ("ei", egg). */
const MIN_BASE = 2;

export function dutchDiminutiveBases(word: string): string[] {
  // The plural diminutive adds -s: "worteltjes".
  const w = word.endsWith('jes') ? word.slice(0, -1) : word;
  if (!w.endsWith('je')) return [];
  const bases: string[] = [];
  // "kippetje", "balletje": -etje after a short vowel doubles the consonant before it.
  if (w.endsWith('etje')) bases.push(w.slice(0, -4).replace(/([b-df-hj-np-tv-z])\1$/, '$1'));
  // "eitje", "worteltje", "boontje": -tje after a vowel or l, n, r.
  if (w.endsWith('tje')) bases.push(w.slice(0, -3));
  // "boompje": -pje after m.
  if (w.endsWith('mpje')) bases.push(w.slice(0, -3));
  // "koninkje": -kje after ng, written nk.
  if (w.endsWith('nkje')) bases.push(`${w.slice(0, -4)}ng`);
  // "broodje", "koekje", "visje", "tomaatje": -je after other consonants.
  bases.push(w.slice(0, -2));
  return [...new Set(bases)].filter((b) => b.length >= MIN_BASE);
}
