/**
 * Comments around an ingredient's name: trailing ones ("divided", "to taste") and bracketed notes,
 * told apart from a size word and from a gloss (another name of the food).
 */
import { ACTION_WORD_RE, COMMENT_TAIL, PREP_LEAD_RE, PREP_ONLY_RE } from './ingredient-words';
import { SIZE_ONLY_RE } from './measure-readers';

/** Notes that say something about the food, not another name of it. */
const NOTE_WORDS =
  /\b(?:optional|divided|taste|more|less|about|approx|see|note|recipe|room|temperature|such|like|any|preferably|preferred|homemade|home|store|bought|brand|available|each|total|plus|extra|reserved|separated|at|for|from|of|in|to|with|without|if|or|and)\b/i;

/** A parenthesised note that is only a short name: letters, at most four words, no kitchen action. */
function isGloss(note: string): boolean {
  if (!/^[\p{L}' -]+$/u.test(note) || note.split(/\s+/).length > 4 || NOTE_WORDS.test(note)) return false;
  return !PREP_ONLY_RE.test(note) && !PREP_LEAD_RE.test(`${note} x`) && !ACTION_WORD_RE.test(note.split(/\s+/).pop()!);
}

/**
 * Comments around the name: trailing ones ("divided, plus more for serving") and bracketed notes,
 * a size word among them becoming the size and a bare other name of the food a gloss.
 */
export function splitComments(text: string): { rest: string; preparation: string[]; size: string | null; glosses: string[] } {
  const preparation: string[] = [];
  let size: string | null = null;
  let rest = text.trim();

  // Trailing comments, possibly several: "divided, plus more for serving".
  for (let i = 0; i < 4; i++) {
    const tail = rest.match(COMMENT_TAIL);
    if (!tail || tail.index === undefined || tail.index === 0) break;
    preparation.unshift(tail[1]!.trim());
    rest = rest.slice(0, tail.index).trim();
  }
  // Parenthetical notes: a size word becomes the size, anything else a note. A note that is only
  // a name ("hing (asafoetida)", "atta (whole wheat flour)") is the cook's gloss: another name of
  // the food as well.
  const glosses: string[] = [];
  rest = rest
    .replace(/\s*[([]([^()[\]]*)[)\]]\s*/g, (_m, inner: string) => {
      const note = inner.trim().replace(/^[,;]\s*/, '');
      if (!note) return ' ';
      if (!size && SIZE_ONLY_RE.test(note)) size = note.toLowerCase();
      else {
        preparation.push(note);
        if (isGloss(note)) glosses.push(note.toLowerCase());
      }
      return ' ';
    })
    .replace(/\s*[([].*$/, (m) => {
      // An unclosed parenthesis: the rest is a note.
      const note = m.replace(/^\s*[([]/, '').trim();
      if (note) preparation.push(note);
      return '';
    })
    .trim();
  // A comment the parentheses hid: "tomato sauce or salsa to taste (optional)".
  const tailAgain = rest.match(COMMENT_TAIL);
  if (tailAgain && tailAgain.index !== undefined && tailAgain.index > 0) {
    preparation.unshift(tailAgain[1]!.trim());
    rest = rest.slice(0, tailAgain.index).trim();
  }
  return { rest, preparation, size, glosses };
}
