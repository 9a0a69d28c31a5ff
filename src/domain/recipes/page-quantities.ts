/**
 * Times and yields as recipe pages write them, in the 13 page languages the extractor reads:
 * ISO 8601 durations ("PT1H30M", "P0DT0H20M0.000S"), free text ("1 hr 15 mins", "1 Std. 30 Min.",
 * "45 minutos", "1 óra 20 perc", "30分"), and yields ("Serves 4-6", "12 cookies", "4 Personen", "2人分").
 */
import { VULGAR_FRACTIONS } from '../language/numbers';

const HOUR = `h|hs|hr|hrs|hours?|std|stdn|stunden?|heures?|ore|ora|horas?|hora|uur|u|timer?|timmar|timme|tim|godz|godziny|godzin|godzina|saat|óra|ó|時間|小时`;
const MIN = `m|mins?|minutes?|minuten?|minuti|minuto|minutos|minutter|minuter|minut|minuty|dakika|dk|perc|p|分|分間|分钟`;
const DAY = `d|days?|tage?|jours?|giorni|giorno|días?|dias?|dagen|dag|dage|dagar|dni|dzień|gün|nap|日`;
const SEC = `s|secs?|seconds?|sekunden|secondes|secondi|segundos|秒`;
const NUM = String.raw`\d+(?:[.,]\d+)?|½|¼|¾`;
const PART = new RegExp(
  String.raw`(${NUM})(?:\s*(?:-|–|—|~|to|bis|à|a|til|till|do|ile)\s*(${NUM}))?\s*(?:(${DAY})|(${HOUR})|(${MIN})|(${SEC}))(?![\p{L}])\.?`,
  'giu',
);

/** A spoon measure written in several words ("c. de sopa", "colheres de chá", "cuillère à soupe", "c. à s.", "cucchiaio da tè"): one unit. */
export const SPOON_WORDS = String.raw`(?:c\.|colher(?:es)?|cuill[eè]res?|cucchia(?:io|i|ino|ini)|cucharad(?:a|as|ita|itas))\s+(?:de|à|a|da|di)\s+(?:sopa|ch[aá]|sobremesa|soupe|caf[eé]|t[eè]|tavola|s\.|c\.)`;

/** A line that starts with an amount ("2 cups", "½ lemon"): how an ingredient line reads. */
export const AMOUNT_FIRST = new RegExp(`^[\\d${VULGAR_FRACTIONS}]`, 'u');

const num = (s: string) => (s === '½' ? 0.5 : s === '¼' ? 0.25 : s === '¾' ? 0.75 : Number(s.replace(',', '.')));

/** Minutes of an ISO 8601 duration or of free text in any of the supported languages; null when none is stated. */
export function minutesOf(raw: string | null | undefined): number | null {
  if (!raw) return null;
  const text = raw.trim();
  const iso =
    /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(
      text,
    );
  if (iso && text.length > 1) {
    // Years and months in a recipe duration are page bugs ("P0Y0M0DT0H35M"); only zero is believable.
    if (Number(iso[1] ?? 0) > 0 || Number(iso[2] ?? 0) > 0) return null;
    const m = Number(iso[3] ?? 0) * 10080 + Number(iso[4] ?? 0) * 1440 + Number(iso[5] ?? 0) * 60 + Number(iso[6] ?? 0) + Number(iso[7] ?? 0) / 60;
    return Math.round(m);
  }
  let total = 0;
  let found = false;
  for (const m of text.matchAll(PART)) {
    const value = num(m[2] ?? m[1]!);
    const per = m[3] ? 1440 : m[4] ? 60 : m[5] ? 1 : 1 / 60;
    total += value * per;
    found = true;
  }
  if (found) return Math.round(total);
  const bare = /^(\d+)$/.exec(text);
  return bare ? Number(bare[1]) : null;
}

export interface ParsedYield {
  amount: number;
  amount_max: number | null;
  /** The yield's own word ("servings", "cookies", "Personen", "人分"); null for a bare number. */
  unit: string | null;
}

const SERVING_LABEL =
  /^(?:serves|servings?|yield|yields|makes|portions?|portionen|portioner|porzioni|porciones|raciones|porções|porcoes|personen|personnes|persons?|people|pers|pour|für|fuer|per|para|voor|til|för|for|na|dla|kişilik|adag|rendimento|rendement|ergibt|rinde|opbrengst|rend|udbytte|antal)\s*[:.]?\s*/iu;

/** The number and unit of the most informative yield string; null when none states a number. */
export function parseYield(yields: string[]): ParsedYield | null {
  let best: ParsedYield | null = null;
  for (const raw of yields) {
    const y = raw.replace(/\s+/g, ' ').trim();
    const m = new RegExp(
      String.raw`(${NUM})(?:\s*(?:-|–|—|~|to|bis|à|a|til|till|do|ile|o)\s*(${NUM}))?\s*([\p{L}][\p{L}\p{M} .'-]{0,30}?|人分|人前|人份|個分)?\s*(?:$|[(,;)\[]|\s-\s)`,
      'u',
    ).exec(y.replace(/[（]/g, '(').replace(/[）]/g, ')'));
    if (!m) continue;
    const before = y.slice(0, m.index).trim();
    let unit = m[3]?.trim().replace(/[.\s]+$/, '') || null;
    if (!unit && before && SERVING_LABEL.test(`${before} `)) unit = 'servings';
    const a = num(m[1]!);
    const b = m[2] ? num(m[2]) : null;
    if (!(a > 0) || a > 10000) continue;
    const parsed = { amount: a, amount_max: b !== null && b > a ? b : null, unit };
    if (!best || (best.unit === null && unit !== null)) best = parsed;
  }
  return best;
}
