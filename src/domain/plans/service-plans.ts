/** The spec's plans: daily points and per-minute burst. One table, used by metering, admin and docs. */

export const PLANS = {
  free: { name: 'Free', dailyPoints: 50, burstPerMinute: 60, privateStorageBytes: 1 * 1024 * 1024 },
  starter: { name: 'Starter', dailyPoints: 1_000, burstPerMinute: 120, privateStorageBytes: 16 * 1024 * 1024 },
  pro: { name: 'Pro', dailyPoints: 10_000, burstPerMinute: 300, privateStorageBytes: 64 * 1024 * 1024 },
  ultra: { name: 'Ultra', dailyPoints: 100_000, burstPerMinute: 600, privateStorageBytes: 256 * 1024 * 1024 },
} as const;

export type PlanId = keyof typeof PLANS;
export const PLAN_IDS = Object.keys(PLANS) as PlanId[];
export const CHANNELS = ['direct', 'marketplace'] as const;
export type Channel = (typeof CHANNELS)[number];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && value in PLANS;
}
