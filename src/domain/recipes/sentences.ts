/** Whether a line reads as a sentence (a step) rather than an amount and a name (an ingredient). */
import { AMOUNT_FIRST } from './page-quantities';

/** A text that ends as a sentence does (a closing quote or bracket after the mark allowed). */
export const endsSentence = (t: string) => /[.!?。！]["”)]?$/u.test(t);

/** A line that reads as an instruction: a sentence, not an amount and a name. */
export const readsAsSentence = (t: string) => !AMOUNT_FIRST.test(t) && (endsSentence(t) ? t.length >= 20 : t.length >= 60);

/** Two lines or more, at least two thirds of them sentences: a run of steps. */
export const mostlySentences = (texts: string[]) => texts.length >= 2 && texts.filter(readsAsSentence).length * 3 >= texts.length * 2;
