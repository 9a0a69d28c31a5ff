/** `value` rounded half-up to `digits` decimals (0: an integer). The one rounding helper. */
export function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
