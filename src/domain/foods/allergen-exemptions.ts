/**
 * Where the law says an ingredient's allergen need not be declared, or a taxonomy allergen link is
 * not one in the EU list: refined soybean oil, pine nuts and coconut, wheat-based glucose syrups.
 */
import type { Allergen } from './allergens';
import type { OffTaxonomy, TaxIngredient } from './ingredient-taxonomy';

/**
 * Refined soybean oil is exempt from allergen labelling in the EU (Reg. 1169/2011 Annex II 6(a))
 * and the US (FALCPA, highly refined oils): refining removes the protein. Not when sold unrefined.
 */
const REFINED_OIL_EXEMPT: [string, Allergen][] = [['en:soya-oil', 'soybeans']];
const UNREFINED = /\b(cold[- ]pressed|unrefined|virgin|vierge|vergine|virgen|kaltgepresst|nativ|press[eé]e? [aà] froid|spremut[oa] a freddo)\b/i;

/**
 * Not tree nuts in the EU list (Annex II 8 names almonds, hazelnuts, walnuts, cashews, pecans,
 * Brazil nuts, pistachios, macadamias): pine nuts are seeds and coconut a fruit, whatever the
 * taxonomy's allergen links say.
 */
const NOT_TREE_NUTS = ['en:pine-nuts', 'en:coconut'];

/**
 * Cereal-derived products exempt from the gluten declaration (EU 1169/2011 Annex II 1(a)-(b):
 * wheat-based glucose syrups including dextrose, wheat-based maltodextrins): the wheat a label
 * names as their origin is not an ingredient. Removed from the text before parsing.
 */
const EXEMPT_SUGARS =
  '(?:glucose(?:[- ]fructose)? syrup|glucose syrup|dextrose|maltodextrins?|sirop de glucose(?:[- ]fructose)?|maltodextrines?|sciroppo di glucosio(?:[- ]fruttosio)?|destrosio|maltodestrin[ae]|glukosesirup|traubenzucker|maltodextrin|jarabe de glucosa|dextrosa|maltodextrina|xarope de glicose|glucosestroop)';
const WHEAT = '(?:wheat|bl[eé]|frumento|weizen|trigo|tarwe)';
const EXEMPT_WHEAT = [
  new RegExp(`(${EXEMPT_SUGARS})\\s*\\(\\s*(?:from |de |di |da |aus |of |van )?${WHEAT}\\s*\\)`, 'giu'),
  new RegExp(`(${EXEMPT_SUGARS})\\s+(?:from|de|di|da|aus|of|van)\\s+${WHEAT}(?!\\p{L})`, 'giu'),
  new RegExp(`(?<!\\p{L})${WHEAT}\\s+(${EXEMPT_SUGARS})`, 'giu'),
];
export function dropExemptWheat(text: string): string {
  return EXEMPT_WHEAT.reduce((t, re) => t.replace(re, '$1'), text);
}

export function exemptAllergen(g: TaxIngredient, tax: OffTaxonomy, text: string): Allergen | null {
  const isA = (id: string) => g.id === id || g.anc.some((a) => tax.ingredients[a]!.id === id);
  for (const [id, al] of REFINED_OIL_EXEMPT) {
    if (isA(id) && !UNREFINED.test(text)) return al;
  }
  if (NOT_TREE_NUTS.some(isA)) return 'nuts';
  return null;
}
