/**
 * What the measure at the start of an ingredient line says, as its readers fill it in
 * (measure-part.ts, counted-measure.ts) and the parser reads it.
 */
import type { UnitDef } from './units';

export interface Parts {
  quantity: number | null;
  quantityMax: number | null;
  approximate: boolean;
  unit: UnitDef | null;
  unitText: string | null;
  size: string | null;
  pkg: { quantity: number; unit: string } | null;
  rest: string;
  negative: boolean;
  /** "a few", "a little", "some": said instead of an amount. */
  vague: string | null;
  /** What the measure says beside the amount: "firmly packed", "or more", "or 3 small". */
  notes: string[];
}
