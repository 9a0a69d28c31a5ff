/**
 * One item of an ingredient list ("chocolate 20% (sugar, cocoa butter, emulsifier: soy lecithin)")
 * read against the taxonomy: its ingredients, additives, allergens and NOVA markers, collected for
 * the whole list, and its bracketed sub-items.
 */
import type { Allergen } from './allergens';
import { exemptAllergen } from './allergen-exemptions';
import type { AdditiveFinding, NovaMarker, ParsedIngredient } from './ingredient-findings';
import { PERCENT, readItemHead, splitTopLevel, stripOuter } from './ingredient-list-text';
import { DIET_CLASS } from './ingredient-taxonomy';
import { matchTermMap, matchWords, type Match, type TaxonomyIndex } from './taxonomy-lookup';
import { normalizeTerm } from './term-key';

/** Words that turn a phrase into a claim ("sans gluten", "senza glutine", "no added sugar"). */
const NEGATIONS = new Set(['sans', 'senza', 'without', 'ohne', 'sin', 'sem', 'zonder', 'uden', 'utan', 'bez', 'privo', 'priva', 'privi']);
const FREE_FROM = /\b\p{L}+(?:[- ]free|frei)\b|\bfree from\b/iu;
/** How hens are kept ("cage-free eggs", "pasteurized free range egg") is no free-from claim. */
const HUSBANDRY = /\b(?:cage|crate)[- ]free\b|\bfree[- ](?:range|run|roaming)\b/giu;
const isFreeFromClaim = (text: string) => FREE_FROM.test(text.replace(HUSBANDRY, ' '));

const E_NUMBER = /(?:^|[^\p{L}\p{N}])(?:e|ins)\s?[-.]?\s?(\d{3,4})\s?(\(?\s?[a-z]{1,4}\s?\)?)?(?![\p{L}\p{N}])/giu;
const ORIGIN =
  /\b(origin|origine|origen|origem|herkunft|provenienza|provenance|product of|made in|produced in|from concentrate|da concentrato|a base de concentre|aus konzentrat)\b/i;

export interface Collected {
  idx: TaxonomyIndex;
  additives: Map<string, { finding: AdditiveFinding; via: string }>;
  allergens: Map<Allergen, string>;
  traces: Map<Allergen, string>;
  nova: NovaMarker[];
  unknown: string[];
  ingredientIdx: Set<number>;
}

function additiveKey(idx: TaxonomyIndex, num: string, suffix: string): string | null {
  const s = suffix.replace(/[^a-z]/g, '');
  const base = `e${num}`;
  if (s && idx.tax.additives[base + s]) return base + s;
  return idx.tax.additives[base] ? base : null;
}

function addAdditive(c: Collected, key: string, via: string) {
  const a = c.idx.tax.additives[key];
  if (!a || c.additives.has(key)) return;
  c.additives.set(key, { finding: { code: a.code, name: a.name, concern: a.concern }, via });
  if (a.nova > 1) c.nova.push({ group: a.nova, type: 'additives', tag: `en:${key}` });
  // Sub-codes (E322i) also carry the markers of their parent code (E322).
  if (a.parent && c.idx.tax.additives[a.parent] && c.idx.tax.additives[a.parent]!.nova > a.nova) {
    c.nova.push({ group: c.idx.tax.additives[a.parent]!.nova, type: 'additives', tag: `en:${a.parent}` });
  }
}

/**
 * Additives that are also vitamins or minerals (riboflavin, ascorbic acid, tocopherols, niacin,
 * carotene): named alone they are nutrients, as OFF reads them;
 * they count as additives when written as an E-number or under an additive class.
 */
const NUTRIENT_ADDITIVES = /^e(101|160a|300|301|302|306|307|308|309|375)/;

/**
 * A flavouring named after a food is not that food ("hazelnut flavouring", "arôme noisette",
 * "aroma di nocciola"): it names the taste. Its own allergens, if declared, come in brackets as a
 * separate item ("flavouring (milk)") and still count.
 */
const FLAVOURING = /(?<!\p{L})(?:flavou?rings?|flavou?r|ar[oô]mes?|aromas?|aromi|aromatisant|saveur|geschmack|aromen|smaakstof(?:fen)?)(?!\p{L})/iu;

function noteIngredient(c: Collected, index: number, text: string, additiveContext: boolean, plantAnalogue = false, noAllergens = false) {
  c.ingredientIdx.add(index);
  const g = c.idx.tax.ingredients[index]!;
  const nutrient = g.additive !== null && NUTRIENT_ADDITIVES.test(g.additive) && !additiveContext;
  if (g.nova > 1 && g.nova_tag && !(nutrient && g.nova_tag === `en:${g.additive}`)) c.nova.push({ group: g.nova, type: 'ingredients', tag: g.nova_tag });
  const exempt = g.allergens.length > 0 ? exemptAllergen(g, c.idx.tax, text) : null;
  if (!noAllergens) for (const al of g.allergens) if (!c.allergens.has(al) && !(plantAnalogue && al === 'milk') && al !== exempt) c.allergens.set(al, text);
  if (g.additive && !nutrient) addAdditive(c, g.additive, text);
}

/** "of" in the languages whose dairy words name plant preparations ("crème de marrons", "crema di cacao"). */
const OF_WORDS = new Set(['of', 'de', 'd', 'du', 'des', 'di', 'del', 'della', 'dello', 'delle', 'dei', 'degli', 'von', 'van']);

/** Cream soups ("cream of mushroom", "crème de légumes") usually do contain dairy. */
const SOUP_BASES = ['en:vegetable', 'en:mushroom'];

/**
 * A dairy word followed by "of" and a plant food names the plant preparation, not dairy: "crème
 * d'orge", "crema di cacao", "lait de coco", "burro di arachidi" (not "crème de lait", "latte di capra").
 */
function isPlantAnalogue(m: Match, matches: Match[], words: string[], idx: TaxonomyIndex): boolean {
  if (!(idx.tax.ingredients[m.index]!.diet & DIET_CLASS.dairy) || !OF_WORDS.has(words[m.end] ?? '')) return false;
  const next = matches.find((n) => n.start === m.end + 1);
  const plant = next && idx.tax.ingredients[next.index]!;
  if (plant?.vegan !== 'yes') return false;
  return ![plant.id, ...plant.anc.map((a) => idx.tax.ingredients[a]!.id)].some((id) => SOUP_BASES.includes(id));
}

/** A bracketed remark giving a purpose ("to protect color", "for freshness"), not an ingredient. */
const PURPOSE =
  /^(to|for|as|used|added|pour|per|para|zum|zur|preserves?|helps?|maintains?|prevents?|protects?|retains?|processed|treated)\b|\b(to|for) (preserve|prevent|protect|maintain|retain|promote|keep)\b|\bfor (freshness|colou?r|flavou?r)\b/i;
/** A bracketed remark naming a source ("from milk", "a milk derivative"): allergens only. */
const SOURCE_NOTE = /^(from|made from|derived from|obtained from|issu[es]? de|da|aus)\b|\bderivatives?\b|\bderivato\b|\bderiv[ée]s?\b/i;

export function parseItem(raw: string, c: Collected, parentIsClass: boolean): ParsedIngredient {
  const { head, inner, bracketed } = readItemHead(raw);
  // "ascorbic acid (antioxidant)": a class in brackets puts the head in additive context.
  const innerItems = inner.flatMap((s) => splitTopLevel(s));
  const classChild = innerItems.some((s) => {
    const i = c.idx.terms.get(normalizeTerm(s.replace(/^(an?|the)\s+/i, '')));
    return i !== undefined && c.idx.classIds.has(c.idx.tax.ingredients[i]!.id);
  });
  const additiveContext = parentIsClass || classChild;
  const pm = PERCENT.exec(head);
  const percent = pm ? Number(pm[1]!.replace(',', '.')) : null;
  const text = stripOuter(head.replace(PERCENT, ' ').replace(/\s+/g, ' '));
  const norm = normalizeTerm(text.replace(/\d+(?:[.,]\d+)?\s*(?:g|kg|mg|ml|cl|l)\b/gi, ' '));
  const ids: string[] = [];
  const eHits = noteENumbers(text, norm, parentIsClass, c, ids);

  const words = norm ? norm.split(' ') : [];
  // "sans gluten", "without added sugar", "gluten-free": a claim, not an ingredient.
  if ((words.some((w) => NEGATIONS.has(w)) || isFreeFromClaim(text)) && inner.length === 0) {
    return { text, ids, percent, recognized: true, complete: true, children: [] };
  }
  let { recognized, complete, isClass } = norm
    ? readPhrase(text, norm, words, eHits, additiveContext, c, ids)
    : { recognized: eHits.length > 0 || text === '', complete: eHits.length > 0 || text === '', isClass: false };

  // A lone allergen word in brackets may name the allergen of its head (see parseChildren).
  const loneBracket = innerItems.length === 1 && bracketed === 1 && inner.length === 1 && !!norm && !isClass;
  const children = parseChildren(innerItems, text, loneBracket, isClass, c);
  // A head that only qualifies its list ("garniture", "filling") is fine when its children are known.
  if (!recognized && children.length > 0 && children.every((ch) => ch.recognized)) recognized = true;
  if (!complete && children.length > 0 && children.every((ch) => ch.complete) && (recognized || ids.length === 0)) complete = true;
  if (!complete && norm && !ORIGIN.test(text) && !(recognized && children.length > 0)) c.unknown.push(text);
  return { text, ids, percent, recognized, complete, children };
}

/** E-numbers written in the phrase, and a bare number under an additive class: noted, and their keys returned. */
function noteENumbers(text: string, norm: string, parentIsClass: boolean, c: Collected, ids: string[]): string[] {
  // E-numbers written in the phrase ("colour E150d", "E 330", "e-471").
  const eHits: string[] = [];
  for (const m of text.matchAll(E_NUMBER)) {
    const key = additiveKey(c.idx, m[1]!, (m[2] ?? '').toLowerCase());
    if (key) eHits.push(key);
  }
  // A bare number under an additive class ("emulsifier: 471").
  if (parentIsClass && /^\d{3,4}[a-z]{0,4}$/.test(norm.replace(/ /g, ''))) {
    const m = /^(\d{3,4})([a-z]{0,4})$/.exec(norm.replace(/ /g, ''))!;
    const key = additiveKey(c.idx, m[1]!, m[2]!);
    if (key) eHits.push(key);
  }
  for (const key of eHits) {
    addAdditive(c, key, text);
    const i = c.idx.idIndex.get(`en:${key}`);
    if (i !== undefined) {
      noteIngredient(c, i, text, true);
      ids.push(`en:${key}`);
    }
  }
  return eHits;
}

/**
 * The words of an item's head matched against the taxonomy: ingredients (noted, their ids added to
 * `ids`), then additive names and allergen words among the rest. Recognised when most content words
 * matched; complete when every one is explained.
 */
function readPhrase(
  text: string,
  norm: string,
  words: string[],
  eHits: string[],
  additiveContext: boolean,
  c: Collected,
  ids: string[],
): { recognized: boolean; complete: boolean; isClass: boolean } {
  let isClass = false;
  const whole = words.length === 1 && c.idx.blocked.has(norm) ? undefined : c.idx.terms.get(norm);
  const matches: Match[] = whole !== undefined ? [{ index: whole, start: 0, end: words.length }] : matchWords(words, c.idx);
  const consumed = new Uint8Array(words.length);
  for (const m of matches) consumed.fill(1, m.start, m.end);
  const all = [...matches, ...pairedModifiers(words, matches, consumed, c.idx)];
  const classInPhrase = all.some((m) => c.idx.classIds.has(c.idx.tax.ingredients[m.index]!.id));
  let covered = 0;
  const flavouring = FLAVOURING.test(text);
  // Words neither matched nor known qualifiers: a phrase mostly made of them is no ingredient.
  const unexplained = words.filter((w, j) => w && !consumed[j] && !c.idx.ignorable.has(w) && !/^\d/.test(w)).length;
  const prose = unexplained * 2 >= words.filter(Boolean).length;
  for (const m of all) {
    noteIngredient(
      c,
      m.index,
      text,
      additiveContext || classInPhrase,
      isPlantAnalogue(m, matches, words, c.idx),
      flavouring || shortWordInPhrase(m, words, prose),
    );
    const id = c.idx.tax.ingredients[m.index]!.id;
    if (!ids.includes(id)) ids.push(id);
    covered += m.end - m.start;
    if (c.idx.classIds.has(id)) isClass = true;
  }
  // Additive names and allergen words among the words no ingredient explained
  // ("metabisolfito di sodio (solfiti)").
  const rest = words.map((w, i) => (consumed[i] ? '' : w));
  for (const m of matchTermMap(rest, c.idx.additiveTerms, c.idx, 6)) {
    if (!NUTRIENT_ADDITIVES.test(m.value) || additiveContext) addAdditive(c, m.value, text);
  }
  if (!flavouring)
    for (const m of matchTermMap(rest, c.idx.allergenTerms, c.idx, 4))
      if (!c.allergens.has(m.value) && !shortWordInPhrase(m, rest, prose)) c.allergens.set(m.value, text);
  const isContent = (w: string) => !c.idx.ignorable.has(w) && !/^\d+$/.test(w) && !(eHits.length > 0 && /^e?\d{3,4}[a-z]*$/.test(w));
  const content = words.filter(isContent).length;
  const uncovered = words.filter((w, i) => !consumed[i] && isContent(w)).length;
  let recognized = all.length > 0 && (content === 0 || covered / Math.max(content, 1) >= 0.5);
  if (!recognized && eHits.length > 0) recognized = content <= 2;
  if (!recognized && all.length === 0 && eHits.length === 0 && (content === 0 || ORIGIN.test(text))) recognized = true;
  const complete = (all.length > 0 || eHits.length > 0 || content === 0) && uncovered === 0;
  return { recognized, complete, isClass };
}

/**
 * A modifier separated from its noun ("partially hydrogenated palm kernel oil" → "hydrogenated
 * oil", "olio di palma idrogenato" → "olio idrogenato") names a second ingredient. Marks the
 * modifier consumed.
 */
function pairedModifiers(words: string[], matches: Match[], consumed: Uint8Array, idx: TaxonomyIndex): Match[] {
  const paired: Match[] = [];
  for (let j = 0; j < words.length && matches.length > 0; j++) {
    if (consumed[j] || idx.ignorable.has(words[j]!) || /^\d/.test(words[j]!)) continue;
    const next = matches.find((m) => m.start > j);
    const prev = matches.findLast((m) => m.end <= j);
    for (const t of [next && `${words[j]} ${words[next.end - 1]}`, prev && `${words[prev.start]} ${words[j]}`]) {
      const hit = t ? idx.terms.get(t) : undefined;
      if (hit !== undefined) {
        paired.push({ index: hit, start: j, end: j + 1 });
        consumed[j] = 1;
        break;
      }
    }
  }
  return paired;
}

/** The bracketed sub-items of an item: purposes skipped, source notes and a lone allergen word read for allergens only. */
function parseChildren(innerItems: string[], text: string, loneBracket: boolean, isClass: boolean, c: Collected): ParsedIngredient[] {
  const children: ParsedIngredient[] = [];
  for (const s of innerItems) {
    if (PURPOSE.test(s.trim())) continue;
    if (SOURCE_NOTE.test(s.trim())) {
      collectStatement(s, c.allergens, c);
      continue;
    }
    // "butter (milk)", "wheat flour (gluten)", "lecithin [soy]": a lone allergen word in brackets
    // names the allergen of its head; it is not a further ingredient.
    const al = loneBracket ? c.idx.allergenTerms.get(normalizeTerm(s)) : undefined;
    if (al) {
      if (!c.allergens.has(al)) c.allergens.set(al, `${text} (${s.trim()})`);
      continue;
    }
    children.push(parseItem(s, c, isClass));
  }
  return children;
}

/**
 * A one-word match of two letters, or of four letters or fewer inside a phrase that is mostly not
 * ingredient words (text outside the list, such as "Broj lota: …", the lot number line): too weak
 * to declare an allergen ("lota" is burbot in Catalan, "be" a stray word).
 */
function shortWordInPhrase(m: { start: number; end: number }, words: string[], prose: boolean): boolean {
  if (m.end - m.start !== 1) return false;
  const w = words[m.start]!;
  return w.length <= 2 || (w.length <= 4 && prose);
}

export function collectStatement(text: string, into: Map<Allergen, string>, c: Collected) {
  for (const part of splitTopLevel(text.replace(/\b(and|et|und|e|y|en|og|och|ja|i|oraz|and\/or|or|ou|o|oder|of)\b/gi, ','))) {
    const words = normalizeTerm(part).split(' ').filter(Boolean);
    // "…, sin gluten", "gluten-free": a claim inside a statement names no allergen.
    if (words.length === 0 || words.some((w) => NEGATIONS.has(w)) || isFreeFromClaim(part)) continue;
    for (const m of matchTermMap(words, c.idx.allergenTerms, c.idx, 4)) if (!into.has(m.value)) into.set(m.value, part);
    for (const m of matchWords(words, c.idx)) for (const al of c.idx.tax.ingredients[m.index]!.allergens) if (!into.has(al)) into.set(al, part);
  }
}
