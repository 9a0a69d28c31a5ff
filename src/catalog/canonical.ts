/**
 * The reference rows as the service serves them: one food per canonical food (the groups of the
 * `food-links` part; a row in no group is its own food and keeps its id), and the views of a
 * food for a caller's region or language (src/domain/foods/canonical.ts). Rows stay reachable by
 * their own ids and name the canonical food they belong to (`canonical_id`).
 */
import type { FoodRecord } from '../domain/foods/food';
import { canonicalFood, choosePrimary, type PrimaryPreference } from '../domain/foods/canonical';
import type { FoodLinksPart } from '../corpus/food-links';

export interface CanonicalIndex {
  /** One record per food, each serving its default primary row, in the rows' order. */
  served: FoodRecord[];
  /** Rows of several-row foods by canonical id. */
  rows: ReadonlyMap<string, readonly FoodRecord[]>;
  /** The food `id` (a canonical id) as served to a caller with this preference; undefined for other ids. */
  view(id: string, pref: PrimaryPreference): FoodRecord | undefined;
}

/** Joins `rows` by the link part's groups (none: every row is its own food). Sets `canonical_id` on grouped rows. */
export function joinCanonical(rows: readonly FoodRecord[], links: FoodLinksPart | undefined): CanonicalIndex {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const groupOf = new Map<string, { id: string; rows: FoodRecord[] }>();
  const groups = new Map<string, FoodRecord[]>();
  const reported = new Map<string, number[]>();
  for (const g of links?.groups ?? []) {
    const present = g.members.map((m) => byId.get(m));
    const members = present.filter((r): r is FoodRecord => r !== undefined);
    // A group whose rows a subset build left out is served as the rows that remain.
    if (members.length < 2) continue;
    groups.set(g.id, members);
    reported.set(
      g.id,
      g.reported.filter((_, i) => present[i] !== undefined),
    );
    for (const r of members) {
      groupOf.set(r.id, { id: g.id, rows: members });
      r.canonical_id = g.id;
    }
  }
  const views = new Map<string, FoodRecord>();
  const view = (id: string, pref: PrimaryPreference): FoodRecord | undefined => {
    const members = groups.get(id);
    if (!members) return undefined;
    const choice = choosePrimary(members, pref, reported.get(id));
    const key = `${id}\u0000${choice.index}\u0000${choice.rule}`;
    let food = views.get(key);
    if (!food) views.set(key, (food = canonicalFood(id, members, choice)));
    return food;
  };
  const served: FoodRecord[] = [];
  for (const r of rows) {
    const group = groupOf.get(r.id);
    if (!group) served.push(r);
    else if (group.rows[0] === r) served.push(view(group.id, {})!);
  }
  return { served, rows: groups, view };
}
