/**
 * Minutes from the free time strings recipes carry ("20 min", "2h 30min", "1 hr 15 mins",
 * "30-45 min", "15 min + 30 min marinating", "约需 1.5 小时").
 *
 * Decisions:
 * - A range counts as its upper bound, so a `maxReadyTime` filter never admits a recipe that may
 *   take longer than asked.
 * - Parts joined by "+" (or listed: "2h 30min") are summed; "at least 4 hours" is 240.
 * - Text without a number and a time unit ("Simmer all day", "Varies") is unknown (null).
 * - Per-period amounts ("5 min/day") are unknown: they are not a duration of the recipe.
 */

const UNIT_MINUTES: [RegExp, number][] = [
  [/^(?:h|hs|hr|hrs|hour|hours|小时|个小时|時間)$/i, 60],
  [/^(?:m|min|mins|minute|minutes|分钟|分鐘|分)$/i, 1],
  [/^(?:d|day|days|天)$/i, 1440],
  [/^(?:s|sec|secs|second|seconds|秒)$/i, 1 / 60],
];

function unitMinutes(u: string): number | null {
  for (const [re, m] of UNIT_MINUTES) if (re.test(u)) return m;
  return null;
}

const NUM = String.raw`\d+(?:[.,]\d+)?`;
const EN_PART = new RegExp(
  String.raw`(${NUM})(?:\s*(?:-|–|—|~|to)\s*(${NUM}))?\s*(hours|hour|hrs|hr|hs|h|minutes|minute|mins|min|m|days|day|d|seconds|second|secs|sec|s)\b\.?`,
  'gi',
);

const num = (s: string) => Number(s.replace(',', '.'));

/** Minutes of an English time string, or null when it states no duration. */
export function parseDurationMinutes(raw: string | null | undefined): number | null {
  if (!raw) return null;
  const text = raw.trim();
  if (!text || /\/\s*(?:day|week|night)/i.test(text)) return null;
  // Alternatives ("1h 10min or 2h 10min") count as the longest one.
  const alternatives = text.split(/\s+or\s+/i);
  if (alternatives.length > 1) {
    const each = alternatives.map((a) => parseDurationMinutes(a)).filter((m): m is number => m !== null);
    return each.length ? Math.max(...each) : null;
  }
  let total = 0;
  let found = false;
  for (const m of text.matchAll(EN_PART)) {
    const per = unitMinutes(m[3]!);
    if (per === null) continue;
    total += num(m[2] ?? m[1]!) * per;
    found = true;
  }
  if (!found) {
    // A bare number in a time field ("20", "0m") is minutes.
    const bare = /^~?\s*(\d+(?:\.\d+)?)\s*\.?$/.exec(text);
    if (bare) return Math.round(num(bare[1]!));
    return null;
  }
  return Math.round(total);
}

// ---------------------------------------------------------------- Chinese prose (HowToCook)

const ZH_DIGITS: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 俩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** Value of a Chinese numeral up to 99 ("十五", "四十", "二十五"), or null. */
export function zhNumeral(s: string): number | null {
  if (/^\d+(?:\.\d+)?$/.test(s)) return Number(s);
  if (s === '半') return 0.5;
  const m = /^([一二两三四五六七八九])?(十)?([一二三四五六七八九])?$/.exec(s);
  if (!m || (!m[1] && !m[2])) return null;
  if (!m[2]) return m[3] ? null : ZH_DIGITS[m[1]!]!;
  return (m[1] ? ZH_DIGITS[m[1]]! : 1) * 10 + (m[3] ? ZH_DIGITS[m[3]]! : 0);
}

const ZN = String.raw`(?:\d+(?:\.\d+)?|[一二两三四五六七八九十]+)`;
const ZH_TIME = new RegExp(String.raw`(${ZN}|半)\s*(?:(?:[-–~～至到]|\s到\s)\s*(${ZN}))?\s*(个)?\s*(半)?\s*(小时|分钟|分|天)(?:\s*(${ZN})\s*分钟)?`);

/** Clauses that state the whole duration, most specific first. */
const TOTAL_CUES = [/总|合计|共/, /全程|从.+到|制作时长|预计|整体|整个|耗时|约需|大约需要|一般/];

interface ZhDuration {
  minutes: number;
  clause: string;
}

function clauseMinutes(clause: string): number | null {
  const m = ZH_TIME.exec(clause);
  if (!m) return null;
  const a = zhNumeral(m[1]!);
  const b = m[2] ? zhNumeral(m[2]) : null;
  if (a === null) return null;
  const per = m[5] === '小时' ? 60 : m[5] === '天' ? 1440 : 1;
  let v = (b ?? a) * per;
  if (m[4] === '半') v += per / 2; // 一个半小时 = 90
  if (m[6] && per === 60) v += zhNumeral(m[6]) ?? 0; // 1 小时 30 分钟
  return Math.round(v);
}

/**
 * Total preparation time stated in Chinese prose ("从备料到出锅约需 30 分钟"), with the clause it
 * came from; null when the text states none. Clauses about soaking ahead or an alternative
 * appliance are only used when nothing better is stated.
 */
export function parseZhTotalTime(text: string | null | undefined): ZhDuration | null {
  if (!text) return null;
  const clauses = text
    .split(/[，。；;！!？?\n（）()]/)
    .map((c) => c.trim())
    .filter((c) => ZH_TIME.test(c));
  if (clauses.length === 0) return null;
  const secondary = /提前|浸泡|高压锅|压力锅|微波|若|如果|其中|动手|实际|另需|再/;
  for (const cue of TOTAL_CUES) {
    const hit = clauses.find((c) => cue.test(c) && !secondary.test(c));
    if (hit) {
      const minutes = clauseMinutes(hit);
      if (minutes !== null) return { minutes, clause: hit };
    }
  }
  const first = clauses.find((c) => !secondary.test(c)) ?? clauses[0]!;
  const minutes = clauseMinutes(first);
  return minutes === null ? null : { minutes, clause: first };
}
