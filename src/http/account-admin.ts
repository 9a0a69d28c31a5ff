/**
 * Account administration, one implementation behind both the admin HTTP API and the CLI.
 * Invalidates this instance's caches so changes apply on the very next request.
 */
import { ApiError } from './errors';
import type { Authenticator } from './auth';
import { utcDay, type Clock, type Ledger } from './metering';
import type { AccountRepo, Account } from '../store/accounts';
import { CHANNELS, PLAN_IDS, isPlanId, type Channel } from '../domain/plans/service-plans';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AdminDeps {
  accounts: AccountRepo;
  ledger: Ledger | null;
  auth: Authenticator | null;
  clock: Clock;
}

function accountView(a: Account) {
  return { account_id: a.id, plan: a.plan, channel: a.channel, daily_points: a.dailyPoints, burst_per_minute: a.burstPerMinute, custom_limits: a.customLimits };
}

export class AdminService {
  constructor(private readonly d: AdminDeps) {}

  async createAccount(input: { plan?: unknown; channel?: unknown; label?: unknown }) {
    const plan = input.plan ?? 'free';
    const channel = input.channel ?? 'direct';
    if (!isPlanId(plan)) throw new ApiError(400, `plan must be one of ${PLAN_IDS.join(', ')}`);
    if (!CHANNELS.includes(channel as Channel)) throw new ApiError(400, `channel must be one of ${CHANNELS.join(', ')}`);
    const label = typeof input.label === 'string' ? input.label : null;
    const { account, apiKey, keyId } = await this.d.accounts.createAccount(plan, channel as Channel, label);
    return { ...accountView(account), api_key: apiKey, key_id: keyId };
  }

  async createKey(accountId: string) {
    await this.mustExist(accountId);
    // At the key limit the store throws a conflict (409), mapped like every domain error.
    const { keyId, apiKey } = await this.d.accounts.createKey(accountId);
    return { key_id: keyId, api_key: apiKey };
  }

  async listKeys(accountId: string) {
    await this.mustExist(accountId);
    return { account_id: accountId, keys: await this.d.accounts.listKeys(accountId) };
  }

  async deleteKey(keyId: string) {
    if (!UUID.test(keyId)) throw new ApiError(400, 'key_id must be a UUID');
    const hash = await this.d.accounts.deleteKey(keyId);
    if (!hash) throw new ApiError(404, `No live key ${keyId}`);
    this.d.auth?.invalidateKeyHash(hash);
    return { deleted: true, key_id: keyId };
  }

  async setPlan(accountId: string, plan: unknown) {
    if (!isPlanId(plan)) throw new ApiError(400, `plan must be one of ${PLAN_IDS.join(', ')}`);
    await this.mustExist(accountId);
    const account = await this.d.accounts.setPlan(accountId, plan);
    this.d.auth?.invalidateAccount(accountId);
    return accountView(account);
  }

  async setLimits(accountId: string, input: { daily_points?: unknown; burst_per_minute?: unknown }) {
    const check = (name: string, v: unknown): number | null => {
      if (v === null || v === undefined) return null;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 1_000_000_000)
        throw new ApiError(400, `${name} must be an integer 0-1000000000 or null`);
      return v;
    };
    const daily = check('daily_points', input.daily_points);
    const burst = check('burst_per_minute', input.burst_per_minute);
    await this.mustExist(accountId);
    const account = await this.d.accounts.setLimits(accountId, daily, burst);
    this.d.auth?.invalidateAccount(accountId);
    return accountView(account);
  }

  async usage(accountId: string) {
    const account = await this.mustExist(accountId);
    await this.d.ledger?.flush();
    const day = utcDay(this.d.clock.now());
    const { used } = await this.d.accounts.usage(accountId, day);
    return { ...accountView(account), day, used, remaining: Math.max(0, account.dailyPoints - used) };
  }

  private async mustExist(accountId: string): Promise<Account> {
    if (!UUID.test(accountId)) throw new ApiError(400, 'account_id must be a UUID');
    const account = await this.d.accounts.getAccount(accountId);
    if (!account) throw new ApiError(404, `No account ${accountId}`);
    return account;
  }
}
