/** `value` rounded half-up to `digits` decimals (0: an integer). The one rounding helper. */
export function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * `value` to the nearest multiple of `step`, halves up, in decimal: 0.225 to 0.01 is 0.23 although
 * 0.225 is stored as 0.22499…, as a person rounding the printed number would. For label rules
 * and percentages, where a value exactly between two steps is common.
 */
export function roundToStep(value: number, step: number): number {
  const decimals = step >= 1 ? 0 : String(step).split('.')[1]!.length;
  return Number((Math.floor(value / step + 0.5 + 1e-9) * step).toFixed(decimals));
}
