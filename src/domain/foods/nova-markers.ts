/** How the NOVA reason names the markers that set a group. */
import type { NovaMarker } from './ingredient-findings';
import type { TaxonomyIndex } from './taxonomy-lookup';

export const NOVA_NAMES: Record<number, string> = { 2: 'processed culinary ingredient', 3: 'processed food', 4: 'ultra-processed' };

export function describeMarker(idx: TaxonomyIndex) {
  const tax = idx.tax;
  return (m: NovaMarker): string => {
    if (m.type === 'additives') {
      const a = tax.additives[m.tag.slice(3)];
      return a ? `additive ${a.code} (${a.name})` : `additive ${m.tag}`;
    }
    if (m.type === 'categories') return `category ${m.tag.slice(3).replace(/-/g, ' ')}`;
    const add = tax.additives[m.tag.slice(3)];
    if (add) return `additive ${add.code} (${add.name})`;
    const g = tax.ingredients[idx.idIndex.get(m.tag) ?? -1];
    return `ingredient ${(g?.name ?? m.tag.slice(3).replace(/-/g, ' ')).toLowerCase()}`;
  };
}

export function listMarkers(names: string[]): string {
  const shown = names.slice(0, 4).join(', ');
  return `marker${names.length > 1 ? 's' : ''} ${shown}${names.length > 4 ? ` and ${names.length - 4} more` : ''}`;
}
