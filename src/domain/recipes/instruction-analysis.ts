/**
 * Instruction analysis (POST /v1/recipes/analyze and GET /v1/recipes/{id}/equipment): per step,
 * equipment mentions, numeric timers and temperatures, each with UTF-16 offsets into the step
 * (`start` inclusive, `end` exclusive: `step.slice(start, end) === text`, JavaScript indices).
 *
 * Decisions (spec rule 7):
 * - Equipment is a text mention, not a requirement. A mention keeps its context: `negated` when a
 *   cue such as "without", "no need for", "instead of", "don't use" precedes it in the same clause;
 *   `alternatives` lists the other equipment it is offered against ("a whisk or a fork").
 * - Timers are numeric durations ("10 minutes", "1-2 hours", "1 hour 30 minutes", "half an hour");
 *   vague ones ("until golden", "overnight") are not timers. Timers may overlap and are never summed.
 * - Temperatures: °F/°C with either unit converted. "350°" without a unit keeps `unit: null`;
 *   Chinese "180 度" is read as Celsius with `unit_inferred: true`.
 */
import { EQUIPMENT_TERMS } from './equipment';
import { zhNumeral } from './times';
import { NUMBER_WORDS } from '../language/numbers';
import { round } from '../round';

interface EquipmentMention {
  name: string;
  text: string;
  start: number;
  end: number;
  negated: boolean;
  /** The cue that negated it ("without"), or null. */
  cue: string | null;
  /** Canonical names of equipment offered as alternatives in the same sentence. */
  alternatives: string[];
}

interface TimerMention {
  text: string;
  start: number;
  end: number;
  min_minutes: number;
  max_minutes: number;
  is_range: boolean;
}

interface TemperatureMention {
  text: string;
  start: number;
  end: number;
  value: number;
  value_max: number | null;
  unit: 'F' | 'C' | null;
  unit_inferred: boolean;
  celsius: number | null;
  celsius_max: number | null;
  fahrenheit: number | null;
  fahrenheit_max: number | null;
}

interface AnalyzedStep {
  number: number;
  step: string;
  equipment: EquipmentMention[];
  timers: TimerMention[];
  temperatures: TemperatureMention[];
}

export interface InstructionAnalysis {
  steps: AnalyzedStep[];
  /** Distinct equipment mentioned anywhere and not only negated, in first-mention order. */
  equipment: string[];
}

// ---------------------------------------------------------------- equipment

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}_]/u.test(c);

const VERB_NOUNS = new Set([
  'whisk',
  'grill',
  'microwave',
  'skewer',
  'barbecue',
  'bbq',
  'steamer',
  'toaster',
  'scale',
  'scales',
  'plate',
  'spoon',
  'fork',
  'mortar',
  'foil',
  'masher',
  'turner',
]);
const NOUN_CUE =
  /\b(?:a|an|the|your|my|with|in|into|on|onto|under|using|use|large|small|medium|hot|preheated|electric|clean|same|separate|wooden|metal|cold|warm|heated|of|to|no|without|from)\s+$/;
const NEGATION_EN = /\b(without|no need for|no|not|don't|do not|dont|never|avoid|instead of|rather than|skip the|skip)\b[^,;:]*$/i;
const NEGATION_ZH = /(不用|无需|不需要|不要用|不必|没有|不使用)[^，,；;]*$/;
const CLAUSE_BREAK = /[,;:，；：]/;
const SENTENCE_BREAK = /[.!?。！？\n]/;

function findEquipment(step: string): EquipmentMention[] {
  const lower = step.toLowerCase();
  const taken = new Uint8Array(step.length);
  const found: EquipmentMention[] = [];
  for (const t of EQUIPMENT_TERMS) {
    let from = 0;
    for (;;) {
      const at = lower.indexOf(t.term, from);
      if (at < 0) break;
      from = at + 1;
      const end = at + t.term.length;
      if (t.latin) {
        if (isWordChar(step[at - 1]) || isWordChar(step[end])) continue;
        // Compounds such as "pan-fried" or "oven-baked" name a method, not equipment.
        if (step[end] === '-' && /\p{L}/u.test(step[end + 1] ?? '')) continue;
      }
      // Words that are verbs too ("Whisk the eggs", "Grill the fish") count only after a determiner
      // or preposition ("with a whisk", "preheat the grill").
      if (
        VERB_NOUNS.has(t.term) &&
        !NOUN_CUE.test(lower.slice(Math.max(0, at - 24), at)) &&
        (at === 0 ||
          /^\s+(?:the|a|an|it|them|in|on|until|for|together|gently|well|briefly|lightly|all|both|everything|each|\d)/.test(lower.slice(end, end + 16)) ||
          /[.!?;:]\s*$/.test(lower.slice(0, at)))
      )
        continue;
      let free = true;
      for (let i = at; i < end; i++) if (taken[i]) free = false;
      if (!free) continue;
      taken.fill(1, at, end);
      found.push({ name: t.name, text: step.slice(at, end), start: at, end, negated: false, cue: null, alternatives: [] });
    }
  }
  found.sort((a, b) => a.start - b.start);
  for (const m of found) {
    const before = step.slice(0, m.start);
    const clauseStart = Math.max(lastIndexOfRe(before, CLAUSE_BREAK), lastIndexOfRe(before, SENTENCE_BREAK)) + 1;
    const clause = before.slice(clauseStart);
    const neg = NEGATION_EN.exec(clause) ?? NEGATION_ZH.exec(clause);
    if (neg) {
      m.negated = true;
      m.cue = neg[1]!.toLowerCase();
    }
  }
  // Alternatives: neighbours in the same sentence joined by "or" / "/" / 或.
  for (let i = 0; i + 1 < found.length; i++) {
    const a = found[i]!;
    const b = found[i + 1]!;
    const between = step.slice(a.end, b.start);
    if (SENTENCE_BREAK.test(between)) continue;
    if (/^\s*,?\s*(?:or|\/|或者?|or even|or use)\s+(?:\w+\s+){0,3}$/i.test(`${between} `) || /^\s*(?:\/|或者?)\s*$/.test(between)) {
      if (a.name !== b.name) {
        a.alternatives.push(b.name);
        b.alternatives.push(a.name);
      }
    }
  }
  // "a fork instead of a whisk": the fork stands in for the whisk.
  for (const m of found) {
    if (m.cue === 'instead of' || m.cue === 'rather than') {
      const prev = found.filter((o) => o.end <= m.start && !SENTENCE_BREAK.test(step.slice(o.end, m.start))).pop();
      if (prev && prev.name !== m.name) {
        if (!prev.alternatives.includes(m.name)) prev.alternatives.push(m.name);
        if (!m.alternatives.includes(prev.name)) m.alternatives.push(prev.name);
      }
    }
  }
  return found;
}

function lastIndexOfRe(s: string, re: RegExp): number {
  for (let i = s.length - 1; i >= 0; i--) if (re.test(s[i]!)) return i;
  return -1;
}

// ---------------------------------------------------------------- timers

// The number words EN_NUM reads, with "a"/"an" for one ("an hour") and the timer-only forms.
const WORD_NUM: Record<string, number> = { ...NUMBER_WORDS, a: 1, an: 1, 'forty-five': 45, ninety: 90 };
const VULGAR: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

const EN_NUM = String.raw`(?:\d+(?:[.,]\d+)?(?:\s+\d+\/\d+)?|\d+\/\d+|\d*[½¼¾⅓⅔]|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty-five|forty|sixty|ninety)`;
const EN_UNIT = String.raw`(seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|(?<=\d)h|(?<=\d)m)`;
const EN_TIMER = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(half\s+an?)|${`(${EN_NUM})`}(?:\s*(?:-|–|—|to|or)\s*(${EN_NUM}))?)\s*${EN_UNIT}(?:\s*(?:and\s+)?(?:(${EN_NUM})\s*(minutes?|mins?|seconds?|secs?)))?(?![\p{L}])`,
  'giu',
);

function enNumber(s: string): number | null {
  const t = s.trim().toLowerCase();
  if (t in WORD_NUM) return WORD_NUM[t]!;
  const vulgar = /^(\d*)([½¼¾⅓⅔])$/.exec(t);
  if (vulgar) return (vulgar[1] ? Number(vulgar[1]) : 0) + VULGAR[vulgar[2]!]!;
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const frac = /^(\d+)\/(\d+)$/.exec(t);
  if (frac) return Number(frac[1]) / Number(frac[2]);
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

function unitToMinutes(u: string): number {
  const t = u.toLowerCase();
  if (t.startsWith('s')) return 1 / 60;
  if (t.startsWith('h')) return 60;
  if (t.startsWith('d')) return 1440;
  return 1;
}

const ZH_NUM = String.raw`(?:\d+(?:\.\d+)?|[一二两三四五六七八九十]+|半)`;
const ZH_TIMER = new RegExp(String.raw`(${ZH_NUM})\s*(?:(?:[-–~～至到])\s*(${ZH_NUM}))?\s*(个)?\s*(半)?\s*(秒钟|秒|分钟|分半钟|小时|钟头|天)`, 'g');

function findTimers(step: string): TimerMention[] {
  const out: TimerMention[] = [];
  for (const m of step.matchAll(EN_TIMER)) {
    const per = unitToMinutes(m[4]!);
    let lo: number | null;
    let hi: number | null;
    if (m[1]) lo = hi = 0.5;
    else {
      lo = enNumber(m[2]!);
      hi = m[3] ? enNumber(m[3]) : lo;
    }
    if (lo === null || hi === null) continue;
    // "a"/"an" alone only counts before a unit word ("an hour"), never as an article elsewhere.
    let extra = 0;
    if (m[5] && m[6]) extra = (enNumber(m[5]) ?? 0) * unitToMinutes(m[6]);
    const text = m[0];
    out.push({
      text,
      start: m.index!,
      end: m.index! + text.length,
      min_minutes: round(lo * per + extra, 2),
      max_minutes: round(hi * per + extra, 2),
      is_range: lo !== hi,
    });
  }
  for (const m of step.matchAll(ZH_TIMER)) {
    const lo = zhNumeral(m[1]!);
    const hi = m[2] ? zhNumeral(m[2]) : lo;
    if (lo === null || hi === null) continue;
    const unit = m[5]!;
    const per = unit.startsWith('秒') ? 1 / 60 : unit === '小时' || unit === '钟头' ? 60 : unit === '天' ? 1440 : 1;
    const half = m[4] || unit === '分半钟' ? 0.5 * per * (unit === '分半钟' ? 1 : 1) : 0;
    out.push({
      text: m[0],
      start: m.index!,
      end: m.index! + m[0].length,
      min_minutes: round(lo * per + half, 2),
      max_minutes: round(hi * per + half, 2),
      is_range: lo !== hi,
    });
  }
  return out.sort((a, b) => a.start - b.start);
}

// ---------------------------------------------------------------- temperatures

const TEMP_EN =
  /(?<![\p{L}\p{N}.])(\d{2,3}(?:\.\d)?)(?:\s*(?:°|º|˚)?\s*(?:-|–|to)\s*(\d{2,3}(?:\.\d)?))?\s*(?:(°|º|˚|℃|℉|degrees?|deg\.?)\s*(fahrenheit|celsius|centigrade|f|c)?|(fahrenheit|celsius|f|c))(?![\p{L}])/giu;
const TEMP_ZH = /(\d{2,3})(?:\s*[-~～至到]\s*(\d{2,3}))?\s*(?:°C|℃|摄氏度|度)/g;

const toC = (f: number) => Math.round(((f - 32) * 5) / 9);
const toF = (c: number) => Math.round((c * 9) / 5 + 32);

function temperature(text: string, start: number, value: number, valueMax: number | null, unit: 'F' | 'C' | null, inferred: boolean): TemperatureMention {
  return {
    text,
    start,
    end: start + text.length,
    value,
    value_max: valueMax,
    unit,
    unit_inferred: inferred,
    celsius: unit === 'C' ? value : unit === 'F' ? toC(value) : null,
    celsius_max: valueMax === null ? null : unit === 'C' ? valueMax : unit === 'F' ? toC(valueMax) : null,
    fahrenheit: unit === 'F' ? value : unit === 'C' ? toF(value) : null,
    fahrenheit_max: valueMax === null ? null : unit === 'F' ? valueMax : unit === 'C' ? toF(valueMax) : null,
  };
}

function findTemperatures(step: string): TemperatureMention[] {
  const out: TemperatureMention[] = [];
  for (const m of step.matchAll(TEMP_EN)) {
    const symbol = m[3]?.toLowerCase() ?? null;
    const word = (m[4] ?? m[5] ?? '').toLowerCase();
    const value = Number(m[1]);
    // Bare "C"/"F" after a number without a degree word: only oven-range values (not "2 c" cups).
    if (!symbol && value < 40) continue;
    let unit: 'F' | 'C' | null = null;
    if (symbol === '℃' || word.startsWith('c')) unit = 'C';
    else if (symbol === '℉' || word.startsWith('f')) unit = 'F';
    out.push(temperature(m[0], m.index!, value, m[2] ? Number(m[2]) : null, unit, false));
  }
  for (const m of step.matchAll(TEMP_ZH)) {
    if (out.some((o) => m.index! >= o.start && m.index! < o.end)) continue;
    const inferred = m[0].endsWith('度') && !m[0].includes('摄氏');
    out.push(temperature(m[0], m.index!, Number(m[1]), m[2] ? Number(m[2]) : null, 'C', inferred));
  }
  return out.sort((a, b) => a.start - b.start);
}

// ---------------------------------------------------------------- entry point

/** Analyses steps in order; step numbers start at 1. */
export function analyzeInstructions(steps: string[]): InstructionAnalysis {
  const analyzed = steps.map((step, i) => ({
    number: i + 1,
    step,
    equipment: findEquipment(step),
    timers: findTimers(step),
    temperatures: findTemperatures(step),
  }));
  const names: string[] = [];
  for (const s of analyzed) for (const e of s.equipment) if (!e.negated && !names.includes(e.name)) names.push(e.name);
  return { steps: analyzed, equipment: names };
}
