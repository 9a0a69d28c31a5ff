/**
 * Typo tolerance for the lexical index: which known words a misspelt one may stand for.
 *
 * A SymSpell-style index of single-character deletions finds words one edit away (a letter
 * missing, extra, changed or two swapped) with a few lookups in a sorted table. From 7 letters
 * two edits are allowed: two extra letters through deletions of the query, two missing ones
 * ("blubery" → "blueberry") through a scan of same-initial words of similar length. Candidates
 * are verified with a real edit distance.
 *
 * Misspellings mostly get the vowels wrong and keep the consonants ("cantelope", "blubery"): a
 * word with the same consonants is sought even when another is one edit away ("antelope",
 * "blubber"), and is marked `sameConsonants` so that the reader may prefer it.
 */
import { editDistance } from '../domain/language/text';
import { lowerBound } from './lower-bound';
import { fnv1a } from '../domain/fnv';

export interface TypoCandidate {
  term: number;
  distance: 1 | 2;
  /** The word has the misspelt one's consonants, in order (see consonantsOf). */
  sameConsonants: boolean;
}

/** Word ids the deletion index can hold (2²¹). */
const ID_LIMIT = 2 ** 21;
/** Words shorter than this are not corrected (too many neighbours). */
const TYPO_MIN_LEN = 4;
/** From this length two edits are allowed. */
const TYPO_D2_MIN_LEN = 7;

/** Whether a word is ever corrected or a correction (short words and numbers are not). */
const correctable = (term: string) => term.length >= TYPO_MIN_LEN && !/[0-9]/.test(term);

/**
 * The deletion index, compact: one (hash of a word's one-letter deletion, word id) pair per
 * deletion, sorted by hash. A map of strings to id lists held ~250,000 strings and arrays on the
 * served corpus (~50 MB of heap); hits are checked against the word, so collisions cost nothing.
 * Built with the lexical index and kept in its snapshot (~0.2 s of work on the served corpus).
 */
export interface TypoDeletions {
  typoDeletionHash: Uint32Array<ArrayBuffer>;
  typoDeletionWord: Int32Array<ArrayBuffer>;
}

/**
 * @param termText word of each id
 * @param target whether a word may be a correction target (words of generic foods, and product
 *   words seen more than once)
 */
export function typoDeletions(termText: readonly string[], target: (id: number) => boolean): TypoDeletions {
  if (termText.length > ID_LIMIT) throw new Error(`too many indexed words for the typo index (${termText.length})`);
  // (hash, id) packed in one double (hash × 2²¹ + id: exact below 2⁵³) so a native numeric sort orders both.
  const pairs: number[] = [];
  termText.forEach((term, id) => {
    if (correctable(term) && target(id)) for (const del of deletes(term)) pairs.push(fnv1a(del) * ID_LIMIT + id);
  });
  const sorted = Float64Array.from(pairs).sort();
  const typoDeletionHash = new Uint32Array(sorted.length);
  const typoDeletionWord = new Int32Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) {
    typoDeletionHash[i] = Math.floor(sorted[i]! / ID_LIMIT);
    typoDeletionWord[i] = sorted[i]! % ID_LIMIT;
  }
  return { typoDeletionHash, typoDeletionWord };
}

export class TypoIndex {
  private readonly deletionHash: Uint32Array;
  private readonly deletionWord: Int32Array;
  /**
   * Words of generic foods by length and first letter (sameInitial), for the two-missing-letters
   * scan: read by length alone, the scan went through every word of three lengths (a third of a
   * typo search's time) to keep the few of one initial.
   */
  private readonly byLengthInitial = new Map<number, number[]>();

  /**
   * @param termIds every indexed word → its id
   * @param termText word of each id
   * @param deletions the deletion index of the same words (typoDeletions)
   * @param preferred whether a correction target is a word of generic foods: these also feed the two-edit scan
   */
  constructor(
    private readonly termIds: ReadonlyMap<string, number>,
    private readonly termText: readonly string[],
    deletions: TypoDeletions,
    target: (id: number) => boolean,
    private readonly preferred: (id: number) => boolean,
  ) {
    this.deletionHash = deletions.typoDeletionHash;
    this.deletionWord = deletions.typoDeletionWord;
    termText.forEach((term, id) => {
      if (!correctable(term) || !target(id) || !preferred(id)) return;
      const key = sameInitial(term.length, term.charCodeAt(0));
      const ids = this.byLengthInitial.get(key);
      if (ids) ids.push(id);
      else this.byLengthInitial.set(key, [id]);
    });
  }

  /** Ids of the known words (ascending) that one deletion turns into `del`. */
  private wordsDeletingTo(del: string): number[] | undefined {
    const h = fnv1a(del);
    const hashes = this.deletionHash;
    let out: number[] | undefined;
    for (let i = lowerBound(hashes, h); i < hashes.length && hashes[i] === h; i++) {
      const id = this.deletionWord[i]!;
      if (isOneDeletionOf(del, this.termText[id]!)) (out ??= []).push(id);
    }
    return out;
  }

  /**
   * Known words within the allowed distance of `term` (itself excluded). `worth`, when given, says
   * which words the caller could keep at all: the others are not verified (an edit distance each)
   * nor returned. For callers that keep only words of the same consonants: a word `worth` leaves
   * out no longer narrows the two-edit words (see `near`), which only ever drops other words.
   */
  candidates(term: string, worth?: (id: number) => boolean): TypoCandidate[] {
    if (!correctable(term)) return [];
    const maxDist = term.length >= TYPO_D2_MIN_LEN ? 2 : 1;
    const found = new Set<number>();
    const consider = (ids: number[] | undefined) => {
      if (ids) for (const id of ids) found.add(id);
    };
    // Query missing a letter; query with an extra letter; one letter changed or two swapped.
    consider(this.wordsDeletingTo(term));
    const dels = deletes(term);
    for (const del of dels) {
      const id = this.termIds.get(del);
      if (id !== undefined) found.add(id);
      consider(this.wordsDeletingTo(del));
    }
    const out: TypoCandidate[] = [];
    const consonants = consonantsOf(term);
    // Verifies the words found since the last call, in the order found (a word's distance does not change).
    let verified = 0;
    const verify = () => {
      let i = 0;
      for (const id of found) {
        if (i++ < verified || (worth && !worth(id))) continue;
        const text = this.termText[id]!;
        const dist = editDistance(term, text, maxDist);
        if (dist === 1 || (dist === 2 && maxDist === 2)) out.push({ term: id, distance: dist, sameConsonants: consonantsOf(text) === consonants });
      }
      verified = found.size;
    };
    verify();
    // Look further when no preferred word is one edit away; when one is, only for words with the
    // same consonants ("blubery": "blueberry" beside "blubber" and the misspelt "bluberry").
    const near = out.some((c) => c.distance === 1 && this.preferred(c.term));
    if (maxDist === 2) {
      const before = new Set(found);
      // Two extra letters ("bananana").
      for (const del of dels) {
        for (const del2 of deletes(del)) {
          const id = this.termIds.get(del2);
          if (id !== undefined) found.add(id);
        }
      }
      // Two missing letters: scan same-initial words up to two letters longer.
      const initial = term.charCodeAt(0);
      for (let len = term.length; len <= term.length + 2; len++) {
        for (const id of this.byLengthInitial.get(sameInitial(len, initial)) ?? []) found.add(id);
      }
      verify();
      if (near) return out.filter((c) => before.has(c.term) || c.sameConsonants);
    }
    return out;
  }
}

/** The key of words of one length and first UTF-16 unit (TypoIndex.byLengthInitial). */
const sameInitial = (length: number, initial: number): number => length * 0x10000 + initial;

/** A word's consonants, a letter doubled written once: "cantaloupe" and "cantelope" → "cntlp". */
function consonantsOf(word: string): string {
  return word.replace(/[aeiou]/g, '').replace(/(.)\1+/g, '$1');
}

/** All strings made by deleting one character. */
function deletes(term: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < term.length; i++) {
    const d = term.slice(0, i) + term.slice(i + 1);
    if (out[out.length - 1] !== d) out.push(d);
  }
  return out;
}

/** Whether deleting one character of `word` gives `del`. */
function isOneDeletionOf(del: string, word: string): boolean {
  if (word.length !== del.length + 1) return false;
  let i = 0;
  while (i < del.length && del.charCodeAt(i) === word.charCodeAt(i)) i++;
  for (; i < del.length; i++) if (del.charCodeAt(i) !== word.charCodeAt(i + 1)) return false;
  return true;
}
