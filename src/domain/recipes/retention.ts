/** A cooking-retention profile (USDA Table of Nutrient Retention Factors, Release 6): what recipe calculation applies. */
export interface RetentionProfile {
  code: number;
  /** SR food group code without the trailing 00 (1 = Dairy and Egg, 11 = Vegetables …). */
  food_group: number;
  description: string;
  /** SR28 nutrient number → percent retained; null where the source row has no factor. */
  factors: Record<string, number | null>;
}
