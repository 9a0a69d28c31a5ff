/**
 * A line that is only a date, at most after a word or two ("June 9, 2025" under each post of a related-posts box,
 * "vom 26.06.2020", "Published: 9 June 2025"): when the page was written, no step. Month names come from the
 * platform's calendar data (Intl) for the page languages, long and short forms.
 */
import { escapeRegExp } from '../language/text';
import { PAGE_LANGUAGES } from './page-language';

const monthNames = (): string[] => {
  const names = new Set<string>();
  for (const lang of PAGE_LANGUAGES)
    for (const month of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(lang, { month, timeZone: 'UTC' });
      for (let m = 0; m < 12; m++) {
        const name = format.format(Date.UTC(2020, m, 15)).replace(/\.$/, '');
        // Calendars that write months as numbers ("1月", "3") give no name.
        if (/^\p{L}{3,}$/u.test(name)) names.add(name.toLowerCase());
      }
    }
  return [...names].sort((a, b) => b.length - a.length);
};

const MONTH = `(?:${monthNames().map(escapeRegExp).join('|')})\\.?`;
const DAY = String.raw`\d{1,2}\.?`;
const YEAR = String.raw`\d{4}`;
/** 26.06.2020, 26/06/2020, 2020-06-26, June 9, 2025, 9 June 2025, 9. Juni 2025, 9 de junio de 2025. */
const DATE = String.raw`(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|${YEAR}-\d{2}-\d{2}|${MONTH}\s+${DAY},?\s+${YEAR}|${DAY}\s+(?:de\s+)?${MONTH}\s+(?:de\s+)?${YEAR})`;
/** A word or two before the date ("vom", "Published on", "Updated:"). */
const LEAD = String.raw`(?:\p{L}+\s+){0,2}?(?:\p{L}+\s*:\s*|\p{L}+\s+)?`;

/** Every date holds a digit: a line without one fails at once (the month names make a long pattern). */
export const DATE_LINE = new RegExp(`^(?=\\D*\\d)${LEAD}${DATE}\\s*$`, 'iu');
