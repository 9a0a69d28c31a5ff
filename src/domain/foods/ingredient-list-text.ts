/**
 * The text of an ingredient list before any taxonomy lookup: statements that are not ingredients
 * ("may contain …", "contains: …", storage instructions) and the splitting of the list into items
 * and of an item into its head and bracketed sub-list.
 */
import { normalizeTerm } from './term-key';

/**
 * Cross-contact statements ("made in a factory that also handles nuts", "produit dans une usine qui
 * utilise…", "confezionato in uno stabilimento che utilizza…", "hergestellt in einem Betrieb, der
 * auch… verarbeitet"): the rest of the sentence names traces, not ingredients.
 */
const FACILITY =
  '(?<!\\p{L})(?:made|produced|manufactured|packed|packaged|processed|prepared|fabriqu[eé]e?s?|produite?s?|[eé]labor[eé]e?s?|conditionn[eé]e?s?|emball[eé]e?s?|prodott[oaie]|confezionat[oaie]|lavorat[oaie]|realizzat[oaie]|elaborad[oa]s?|fabricad[oa]s?|producid[oa]s?|envasad[oa]s?|hergestellt|abgef[uü]llt|verpackt|geproduceerd|vervaardigd|verpakt|produzid[oa]s?|embalad[oa]s?)' +
  '\\s+(?:in|on|at|dans|sur|en|nel|nello|nella|su|sulla|sulle|em|numa|num|na|no|auf|op|bei)\\s[^.,:;()]{0,30}?(?<!\\p{L})(?:factory|facility|facilities|plant|site|premises|equipment|line|usine|atelier|unit[eé]|stabilimento|impianto|laboratorio|reparto|planta|f[aá]brica|instalaci[oó]n(?:es)?|betrieb|werk|produktionsst[aä]tte|bedrijf|fabriek)(?!\\p{L})';
const TRACE_TRIGGERS = new RegExp(
  String.raw`(?:may (?:also )?contain(?: traces of)?|may be present|traces? (?:of|de|di|van|von)|peut contenir(?: des traces de)?|traces eventuelles(?: de)?|traces possibles(?: de)?|pu[oò] contenere(?: tracce di)?|contiene tracce di|tracce di|kann spuren(?: von)?|spuren von|kan sporen(?: van)?(?: bevatten)?|puede contener(?: trazas de)?|trazas de|pode conter(?: vestigios de)?|${FACILITY})\s*:?`,
  'iu',
);
/** Storage and best-before instructions that labels print among the ingredients. */
const STORAGE_TRIGGERS =
  /(?:\bstore (?:in|at|below|frozen|refrigerated)|\bkeep (?:in|refrigerated|frozen|cool|dry)|\bbest before|\buse by|\bonce opened|\bafter opening|(?:^|\s)[aà] conserver|\bconserver (?:[aà]|au|dans|en)\b|(?:^|\s)[aà] consommer (?:de pr[eé]f[eé]rence|avant|jusqu)|\bvoir (?:la )?date|\bapr[eè]s ouverture|\bconservare (?:in|a|al|nel|tra)\b|\bda consumarsi|\bconsumare (?:preferibilmente|entro)|\bdopo l.apertura|\bconservar (?:en|a)\b|\bconsumir (?:preferentemente|antes|de prefer)|\bmindestens haltbar|\bnach dem [oö]ffnen|\b(?:trocken|k[uü]hl) (?:und trocken )?lagern|\bten minste houdbaar|\bkoel en droog)/i;

/** Removes every sentence opened by `trigger` (up to `max`), returning the rest and the sentences' texts after the trigger. */
function cutSentences(body: string, trigger: RegExp, max: number): [string, string[]] {
  const texts: string[] = [];
  for (let guard = 0; guard < max; guard++) {
    const m = trigger.exec(body);
    if (!m) break;
    const after = body.slice(m.index + m[0].length);
    const end = after.search(/\.(\s|$)/);
    texts.push(end >= 0 ? after.slice(0, end) : after);
    body = body.slice(0, m.index) + (end >= 0 ? after.slice(end + 1) : '');
  }
  return [body, texts];
}

/** "Contains: …" anywhere, or "Contains …" opening a sentence (not "contains 2% or less of"). */
const CONTAINS_TRIGGER =
  /(?:(?:^|[.;]\s*|\s)(?:contains|contient|contiene|enth[aä]lt|bevat|cont[eé]m|allergens?|allerg[eè]nes?|allergeni)\s*:\s*|(?:^|\.\s+)(?:contains|contient|contiene|enth[aä]lt|bevat|cont[eé]m)\s+(?!\d|less\b))/i;
export const PERCENT = /(?:[<>≤≥]\s*)?(\d+(?:[.,]\d+)?)\s*%/;

export function stripOuter(s: string): string {
  return s.replace(/^[\s.,;:*•·\-–]+|[\s.,;:*•·\-–]+$/g, '');
}

/** Splits at top-level separators, keeping bracketed groups intact. */
export function splitTopLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && depth > 0) depth--;
    // A comma between digits is a decimal separator ("0,5 %").
    const decimal = c === ',' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '');
    // A full stop followed by a word ends a sentence ("… acido citrico. Senza glutine.").
    const sentence = c === '.' && /\s/.test(text[i + 1] ?? '') && /^\*?\p{L}/u.test(text.slice(i + 1).trimStart()) && !/\b\p{L}{1,3}$/u.test(cur);
    if (depth === 0 && !decimal && (sentence || c === ',' || c === ';' || c === '•' || c === '·')) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out.map(stripOuter).filter(Boolean);
}

/** "chocolate 20% (sugar, cocoa)" → head "chocolate 20%" and inner "sugar, cocoa" (all bracket groups). */
function splitHead(item: string): { head: string; inner: string[] } {
  let depth = 0;
  let head = '';
  let cur = '';
  const inner: string[] = [];
  for (const c of item) {
    if (c === '(' || c === '[' || c === '{') {
      if (depth > 0) cur += c;
      depth++;
    } else if ((c === ')' || c === ']' || c === '}') && depth > 0) {
      depth--;
      if (depth === 0) {
        inner.push(cur);
        cur = '';
      } else cur += c;
    } else if (depth > 0) cur += c;
    else head += c;
  }
  if (depth > 0 && cur) inner.push(cur); // unbalanced: keep what we have
  return { head: head.trim(), inner };
}

/**
 * Separates what is not an ingredient from the list: storage instructions (dropped), "may contain"
 * statements (`traces`), allergens marked "_milk_" and "Contains: …" statements (`declared`, in that
 * order), "contains 2% or less of" and an "Ingredients:" prefix (words of `prefixes`). `body` is
 * the list that remains.
 */
export function separateStatements(text: string, prefixes: Set<string>): { body: string; traces: string[]; declared: string[] } {
  // Storage and date instructions are not ingredients ("conserver en lieu frais": lieu is a fish).
  let body = cutSentences(text, STORAGE_TRIGGERS, 5)[0];
  // "May contain …" statements run to the end of their sentence.
  const [rest, traces] = cutSentences(body, TRACE_TRIGGERS, 5);
  body = rest;

  // OFF marks allergens with underscores: "_milk_" (after traces: "may contain _nuts_" is a trace).
  const declared = [...body.matchAll(/_([^_]{2,40})_/g)].map((m) => m[1]!);
  body = body.replace(/_/g, ' ');

  // "Contains: milk, soy." allergen statements (not "contains 2% or less of:").
  for (let guard = 0; guard < 5; guard++) {
    const m = CONTAINS_TRIGGER.exec(body);
    if (!m) break;
    const after = body.slice(m.index + m[0].length);
    const end = after.search(/\.(\s|$)/);
    declared.push(end >= 0 ? after.slice(0, end) : after);
    body = body.slice(0, m.index) + (end >= 0 ? `, ${after.slice(end + 1)}` : '');
  }
  // US labels: "contains 2% or less of:", "contains less than 2% of".
  body = body.replace(
    /\b(?:contains?\s+)?(?:less than\s+)?\d+(?:[.,]\d+)?\s*%\s*(?:or less\s+)?of\b\s*(?:each of\s*)?(?:the following\s*)?:?|\bcontains?\s+less than\s+\d+(?:[.,]\d+)?\s*%\s*(?:of)?\s*:?|\bless than\s+\d+(?:[.,]\d+)?\s*%\s*(?:of)?\s*:?/gi,
    ', ',
  );

  // "Ingredients:" prefix.
  const colon = body.indexOf(':');
  if (colon > 0 && colon < 40) {
    const pre = normalizeTerm(body.slice(0, colon));
    if (pre.split(' ').some((w) => prefixes.has(w)) || prefixes.has(pre)) body = body.slice(colon + 1);
  }
  return { body, traces, declared };
}

/**
 * An item's head and sub-list: bracket groups, a "class: members" colon ("emulsifier: soy
 * lecithin", "Garniture 53%: …") and a trailing purpose ("sorbic acid as a preservative": the
 * class joins the sub-list). `bracketed` counts the bracket groups alone.
 */
export function readItemHead(raw: string): { head: string; inner: string[]; bracketed: number } {
  let { head, inner } = splitHead(raw);
  // "emulsifier: soy lecithin" / "Garniture 53%: …" → head and a sub-list.
  const colon = head.indexOf(':');
  const bracketed = inner.length;
  if (colon > 0 && colon < head.length - 1) {
    inner = [head.slice(colon + 1), ...inner];
    head = head.slice(0, colon);
  }
  // "sorbic acid as a preservative", "vitamin A palmitate added": keep the ingredient, note the class.
  const purpose = /\s+(?:(?:as an?|added (?:as|to|for)|used (?:as|to|for)|to (?:prevent|preserve|protect|maintain|retain|promote|keep))\b.*|added)$/i.exec(
    head,
  );
  if (purpose && purpose.index > 0) {
    if (/\bas an?\b/i.test(purpose[0])) inner = [...inner, purpose[0].replace(/^\s*as an?\s+/i, '')];
    head = head.slice(0, purpose.index);
  }
  return { head, inner, bracketed };
}
