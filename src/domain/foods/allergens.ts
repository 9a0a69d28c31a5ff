/**
 * The canonical allergen list (EU 14, which covers the US 9) and the names that map onto it: Open
 * Food Facts tags and the words people use. Every allergen the service reports or filters on is one
 * of CANONICAL_ALLERGENS.
 */
import { normalizeTerm } from './term-key';

export const CANONICAL_ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof CANONICAL_ALLERGENS)[number];

/** Open Food Facts allergen tags → canonical names. */
export const ALLERGEN_BY_OFF_TAG: Record<string, Allergen> = {
  'en:gluten': 'gluten',
  'en:crustaceans': 'crustaceans',
  'en:eggs': 'eggs',
  'en:fish': 'fish',
  'en:peanuts': 'peanuts',
  'en:soybeans': 'soybeans',
  'en:milk': 'milk',
  'en:nuts': 'nuts',
  'en:celery': 'celery',
  'en:mustard': 'mustard',
  'en:sesame-seeds': 'sesame',
  'en:sulphur-dioxide-and-sulphites': 'sulphites',
  'en:lupin': 'lupin',
  'en:molluscs': 'molluscs',
};

/** Names people use (EU and US wording) → canonical allergens. "shellfish" covers both groups. */
const ALLERGEN_ALIASES: Record<string, Allergen[]> = {
  gluten: ['gluten'],
  wheat: ['gluten'],
  'cereals containing gluten': ['gluten'],
  barley: ['gluten'],
  rye: ['gluten'],
  spelt: ['gluten'],
  oats: ['gluten'],
  crustaceans: ['crustaceans'],
  crustacean: ['crustaceans'],
  'crustacean shellfish': ['crustaceans'],
  shrimp: ['crustaceans'],
  prawns: ['crustaceans'],
  crab: ['crustaceans'],
  lobster: ['crustaceans'],
  shellfish: ['crustaceans', 'molluscs'],
  eggs: ['eggs'],
  egg: ['eggs'],
  fish: ['fish'],
  peanuts: ['peanuts'],
  peanut: ['peanuts'],
  groundnuts: ['peanuts'],
  soybeans: ['soybeans'],
  soybean: ['soybeans'],
  soy: ['soybeans'],
  soya: ['soybeans'],
  milk: ['milk'],
  dairy: ['milk'],
  lactose: ['milk'],
  nuts: ['nuts'],
  nut: ['nuts'],
  'tree nuts': ['nuts'],
  'tree nut': ['nuts'],
  almonds: ['nuts'],
  hazelnuts: ['nuts'],
  walnuts: ['nuts'],
  cashews: ['nuts'],
  pistachios: ['nuts'],
  pecans: ['nuts'],
  celery: ['celery'],
  celeriac: ['celery'],
  mustard: ['mustard'],
  sesame: ['sesame'],
  'sesame seeds': ['sesame'],
  'sesame seed': ['sesame'],
  sulphites: ['sulphites'],
  sulfites: ['sulphites'],
  sulphite: ['sulphites'],
  sulfite: ['sulphites'],
  'sulphur dioxide': ['sulphites'],
  'sulfur dioxide': ['sulphites'],
  lupin: ['lupin'],
  lupine: ['lupin'],
  molluscs: ['molluscs'],
  mollusks: ['molluscs'],
  mollusc: ['molluscs'],
  mollusk: ['molluscs'],
};

/** Canonical allergens for a user-supplied name, [] when the name is not an allergen we know. */
export function normalizeAllergenName(name: string): Allergen[] {
  const t = normalizeTerm(name);
  if (ALLERGEN_BY_OFF_TAG[`en:${t.replace(/ /g, '-')}`]) return [ALLERGEN_BY_OFF_TAG[`en:${t.replace(/ /g, '-')}`]!];
  return ALLERGEN_ALIASES[t] ?? ALLERGEN_ALIASES[t.replace(/s$/, '')] ?? [];
}
