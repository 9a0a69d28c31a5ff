/**
 * Drink search (GET /v1/drinks/search) over the merged IBA cocktail records: every query word must
 * appear in the drink's name or an ingredient (the last word also as a prefix). Name matches rank
 * before ingredient matches; ties by name.
 */
import { invalidInput } from './errors';
import { normaliseText, queryTokens } from '../language/names';
import type { DrinkRecord, DrinksPart } from './types';

export interface DrinkIndex {
  drinks: DrinkRecord[];
  byId: Map<number, DrinkRecord>;
  keys: { name: string; nameWords: string[]; ingredientWords: Set<string> }[];
}

export function buildDrinkIndex(part: DrinksPart): DrinkIndex {
  const drinks = [...part.drinks].sort((a, b) => a.name.localeCompare(b.name));
  return {
    drinks,
    byId: new Map(drinks.map((d) => [d.id, d])),
    keys: drinks.map((d) => {
      const name = normaliseText(d.name);
      return {
        name,
        nameWords: name.split(' ').filter(Boolean),
        ingredientWords: new Set(d.ingredients.flatMap((i) => queryTokens(i.name))),
      };
    }),
  };
}

export function searchDrinks(index: DrinkIndex, p: { query?: string; number?: number }) {
  const number = p.number ?? 10;
  if (!Number.isInteger(number) || number < 1 || number > 25)
    throw invalidInput('number must be an integer from 1 to 25.', { parameter: 'number', minimum: 1, maximum: 25 });
  const tokens = queryTokens(p.query ?? '');
  if (tokens.length === 0) throw invalidInput('query is required.', { parameter: 'query' });
  const hits: { d: DrinkRecord; score: number }[] = [];
  index.drinks.forEach((d, i) => {
    const k = index.keys[i]!;
    let score = 0;
    for (let t = 0; t < tokens.length; t++) {
      const tok = tokens[t]!;
      const prefix = t === tokens.length - 1 && tok.length >= 2;
      if (k.nameWords.some((w) => w === tok || (prefix && w.startsWith(tok)))) score += 3;
      else if (k.ingredientWords.has(tok) || (prefix && [...k.ingredientWords].some((w) => w.startsWith(tok)))) score += 1;
      else {
        score = 0;
        break;
      }
    }
    if (score > 0 && k.name === normaliseText(p.query ?? '')) score += 5;
    if (score > 0) hits.push({ d, score });
  });
  hits.sort((a, b) => b.score - a.score || a.d.name.localeCompare(b.d.name));
  const drinks = hits.slice(0, number).map((h) => h.d);
  return { number: drinks.length, source: 'corpus' as const, totalResults: hits.length, drinks };
}
