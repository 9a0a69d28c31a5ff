/**
 * The text of an ingredient list before any taxonomy lookup: statements that are not ingredients
 * ("may contain …", "contains: …", storage instructions) and the splitting of the list into items
 * and of an item into its head and bracketed sub-list.
 */

/**
 * Cross-contact statements ("made in a factory that also handles nuts", "produit dans une usine qui
 * utilise…", "confezionato in uno stabilimento che utilizza…", "hergestellt in einem Betrieb, der
 * auch… verarbeitet"): the rest of the sentence names traces, not ingredients.
 */
const FACILITY =
  '(?<!\\p{L})(?:made|produced|manufactured|packed|packaged|processed|prepared|fabriqu[eé]e?s?|produite?s?|[eé]labor[eé]e?s?|conditionn[eé]e?s?|emball[eé]e?s?|prodott[oaie]|confezionat[oaie]|lavorat[oaie]|realizzat[oaie]|elaborad[oa]s?|fabricad[oa]s?|producid[oa]s?|envasad[oa]s?|hergestellt|abgef[uü]llt|verpackt|geproduceerd|vervaardigd|verpakt|produzid[oa]s?|embalad[oa]s?)' +
  '\\s+(?:in|on|at|dans|sur|en|nel|nello|nella|su|sulla|sulle|em|numa|num|na|no|auf|op|bei)\\s[^.,:;()]{0,30}?(?<!\\p{L})(?:factory|facility|facilities|plant|site|premises|equipment|line|usine|atelier|unit[eé]|stabilimento|impianto|laboratorio|reparto|planta|f[aá]brica|instalaci[oó]n(?:es)?|betrieb|werk|produktionsst[aä]tte|bedrijf|fabriek)(?!\\p{L})';
export const TRACE_TRIGGERS = new RegExp(
  String.raw`(?:may (?:also )?contain(?: traces of)?|may be present|traces? (?:of|de|di|van|von)|peut contenir(?: des traces de)?|traces eventuelles(?: de)?|traces possibles(?: de)?|pu[oò] contenere(?: tracce di)?|contiene tracce di|tracce di|kann spuren(?: von)?|spuren von|kan sporen(?: van)?(?: bevatten)?|puede contener(?: trazas de)?|trazas de|pode conter(?: vestigios de)?|${FACILITY})\s*:?`, 'iu');
/** Storage and best-before instructions that labels print among the ingredients. */
export const STORAGE_TRIGGERS =
  /(?:\bstore (?:in|at|below|frozen|refrigerated)|\bkeep (?:in|refrigerated|frozen|cool|dry)|\bbest before|\buse by|\bonce opened|\bafter opening|(?:^|\s)[aà] conserver|\bconserver (?:[aà]|au|dans|en)\b|(?:^|\s)[aà] consommer (?:de pr[eé]f[eé]rence|avant|jusqu)|\bvoir (?:la )?date|\bapr[eè]s ouverture|\bconservare (?:in|a|al|nel|tra)\b|\bda consumarsi|\bconsumare (?:preferibilmente|entro)|\bdopo l.apertura|\bconservar (?:en|a)\b|\bconsumir (?:preferentemente|antes|de prefer)|\bmindestens haltbar|\bnach dem [oö]ffnen|\b(?:trocken|k[uü]hl) (?:und trocken )?lagern|\bten minste houdbaar|\bkoel en droog)/i;

/** Removes every sentence opened by `trigger` (up to `max`), returning the rest and the sentences' texts after the trigger. */
export function cutSentences(body: string, trigger: RegExp, max: number): [string, string[]] {
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
export const CONTAINS_TRIGGER = /(?:(?:^|[.;]\s*|\s)(?:contains|contient|contiene|enth[aä]lt|bevat|cont[eé]m|allergens?|allerg[eè]nes?|allergeni)\s*:\s*|(?:^|\.\s+)(?:contains|contient|contiene|enth[aä]lt|bevat|cont[eé]m)\s+(?!\d|less\b))/i;
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
export function splitHead(item: string): { head: string; inner: string[] } {
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
