/** The NOVA group of an analysed list and the reason that names the markers which set it. */
import type { NovaMarker, ParsedIngredient } from './ingredient-findings';
import type { TaxonomyIndex } from './taxonomy-lookup';

const NOVA_NAMES: Record<number, string> = { 2: 'processed culinary ingredient', 3: 'processed food', 4: 'ultra-processed' };

function describeMarker(idx: TaxonomyIndex) {
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

function listMarkers(names: string[]): string {
  const shown = names.slice(0, 4).join(', ');
  return `marker${names.length > 1 ? 's' : ''} ${shown}${names.length > 4 ? ` and ${names.length - 4} more` : ''}`;
}

/**
 * The NOVA group of a list from its markers, as OFF's compute_nova_group: groups in ascending
 * order, each raising the group; a group-2 product never moves to 3. The reason names the markers
 * of the final group.
 */
export function novaGroup(
  markers: NovaMarker[],
  idx: TaxonomyIndex,
  items: ParsedIngredient[],
  unknown: number,
): { group: 1 | 2 | 3 | 4; used: NovaMarker[]; reason: string } {
  let nova = 1;
  const used: NovaMarker[] = [];
  const seen = new Set<string>();
  for (const group of [2, 3, 4]) {
    for (const m of markers.filter((x) => x.group === group)) {
      if (group >= nova && !(group === 3 && nova === 2)) {
        nova = group;
        const k = `${m.type}:${m.tag}`;
        if (!seen.has(k)) {
          seen.add(k);
          used.push(m);
        }
      }
    }
  }
  const top = used.filter((m) => m.group === nova);
  const recognizedCount = countItems(items, true);
  const totalCount = countItems(items, false);
  let reason =
    nova === 1
      ? `NOVA 1: no processing markers among ${recognizedCount} recognised of ${totalCount} ingredients.`
      : `NOVA ${nova}: ${NOVA_NAMES[nova]} ${listMarkers([...new Set(top.map(describeMarker(idx)))])}.`;
  if (unknown > 0 && nova < 4) reason += ` ${unknown} ingredient${unknown > 1 ? 's' : ''} not recognised, so the group may be higher.`;
  return { group: nova as 1 | 2 | 3 | 4, used, reason };
}

function countItems(items: ParsedIngredient[], recognizedOnly: boolean): number {
  let n = 0;
  for (const it of items) {
    if (it.children.length > 0) n += countItems(it.children, recognizedOnly);
    else if (!recognizedOnly || it.recognized) n++;
  }
  return n;
}
