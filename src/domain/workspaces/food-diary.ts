/**
 * Reading back account-level food logs (GET /v1/logs): the time window a request names, and the
 * logs grouped into days of the caller's time zone with macro totals. Pure: no storage, no HTTP.
 */
import { DomainError } from '../errors';
import { addTo, emptyTotal, renderTotal, type Macros } from './workspace-docs';

/** Longest window one request may read. */
export const DIARY_MAX_DAYS = 31;
export const DIARY_PAGE = { default: 200, max: 500 } as const;

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A timestamp must say its offset: a bare local time would be read differently by every server. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** A malformed diary window or cursor; `field` is the parameter's path in the request (`at` + its name). */
export class DiaryRangeError extends DomainError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super('invalid', message, { field });
    this.name = 'DiaryRangeError';
  }
}

/** "+02:00" → 120 minutes; hours 0-14. */
function parseUtcOffset(text: string, at = ''): number {
  const m = OFFSET.exec(text);
  if (!m || Number(m[2]) > 14 || Number(m[3]) > 59) throw new DiaryRangeError(`${at}utc_offset`, `utc_offset must look like +02:00 or -05:30, got '${text}'.`);
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** A date (midnight in the caller's zone) or a timestamp with an offset → epoch ms. */
function instant(field: string, text: string, offsetMinutes: number, at: string): number {
  const d = DATE.exec(text);
  if (d) {
    const ms = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]));
    if (new Date(ms).toISOString().slice(0, 10) !== text) throw new DiaryRangeError(at + field, `${field} is not a calendar date: '${text}'.`);
    return ms - offsetMinutes * 60_000;
  }
  const ms = DATE_TIME.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(ms))
    throw new DiaryRangeError(at + field, `${field} must be a date (2026-11-22) or a timestamp with its offset (2026-11-22T08:00:00Z), got '${text}'.`);
  return ms;
}

export interface DiaryWindow {
  from: Date;
  to: Date;
  offsetMinutes: number;
}

/** `from` inclusive, `to` exclusive; dates are read in the caller's zone ("to=2026-11-23" ends at its midnight). */
export function diaryWindow(from: string, to: string, utcOffset = '+00:00', at = ''): DiaryWindow {
  const offsetMinutes = parseUtcOffset(utcOffset, at);
  const start = instant('from', from, offsetMinutes, at);
  const end = instant('to', to, offsetMinutes, at);
  if (end <= start) throw new DiaryRangeError(`${at}to`, '`to` must be later than `from` (`to` is exclusive).');
  if (end - start > DIARY_MAX_DAYS * DAY_MS)
    throw new DiaryRangeError(`${at}to`, `\`to\` may be at most ${DIARY_MAX_DAYS} days after \`from\`; read longer periods in several requests.`);
  return { from: new Date(start), to: new Date(end), offsetMinutes };
}

export interface LoggedEntry {
  id: string;
  logged_at: string;
  nutrition: Macros;
}

/** Keyset cursor: the last entry of a page, so entries logged meanwhile never shift a page. */
export function diaryCursor(entry: { id: string; logged_at: string }): string {
  return `${new Date(entry.logged_at).toISOString()}_${entry.id}`;
}

export function parseDiaryCursor(text: string, at = ''): { loggedAt: Date; id: string } {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/i.exec(text);
  if (!m) throw new DiaryRangeError(`${at}after`, 'after must be the next_cursor of a previous page.');
  return { loggedAt: new Date(m[1]!), id: m[2]!.toLowerCase() };
}

/** Days (in the caller's zone, oldest first) with their totals, and the totals of all entries. */
export function diaryDays(entries: readonly LoggedEntry[], offsetMinutes: number) {
  const all = emptyTotal();
  const days = new Map<string, { count: number; total: ReturnType<typeof emptyTotal> }>();
  for (const e of entries) {
    const date = new Date(Date.parse(e.logged_at) + offsetMinutes * 60_000).toISOString().slice(0, 10);
    let day = days.get(date);
    if (!day) days.set(date, (day = { count: 0, total: emptyTotal() }));
    day.count++;
    addTo(day.total, e.nutrition);
    addTo(all, e.nutrition);
  }
  return {
    days: [...days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, d]) => ({ date, count: d.count, ...renderTotal(d.total) })),
    ...renderTotal(all),
  };
}
