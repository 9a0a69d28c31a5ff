/**
 * Admin command line: `npm run admin -- <command> …`. A thin client over AdminService:
 * when the service answers on MORSEL_ADMIN_URL (default http://127.0.0.1:$PORT) it goes
 * through the admin HTTP API (an embedded store can be opened by one process only);
 * otherwise it opens the store itself.
 */
import { loadConfig } from '../config';
import { systemClock } from '../http/metering';
import { ApiError } from '../http/errors';
import { AccountRepo } from '../store/accounts';
import { openStore } from '../store/db';
import { AdminService } from '../http/account-admin';

const USAGE = `usage: npm run admin -- <command>
  create-account [--plan free|starter|pro|ultra] [--channel direct|marketplace]
  set-plan <account_id> <plan>
  set-limits <account_id> <daily_points|null> <burst_per_minute|null>
  create-key <account_id>
  list-keys <account_id>
  delete-key <key_id>
  usage <account_id>`;

type Call = { method: string; path: string; body?: unknown; run: (a: AdminService) => Promise<unknown> };

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const limit = (v: string | undefined) => (v === undefined || v === 'null' ? null : Number(v));

function parse(args: string[]): Call {
  const [cmd, a, b, c] = args;
  switch (cmd) {
    case 'create-account': {
      const body = { plan: flag(args, 'plan') ?? 'free', channel: flag(args, 'channel') ?? 'direct' };
      return { method: 'POST', path: '/admin/accounts', body, run: (s) => s.createAccount(body) };
    }
    case 'set-plan':
      return { method: 'PUT', path: `/admin/accounts/${a}/plan`, body: { plan: b }, run: (s) => s.setPlan(a!, b) };
    case 'set-limits': {
      const body = { daily_points: limit(b), burst_per_minute: limit(c) };
      return { method: 'PUT', path: `/admin/accounts/${a}/limits`, body, run: (s) => s.setLimits(a!, body) };
    }
    case 'create-key':
      return { method: 'POST', path: `/admin/accounts/${a}/keys`, run: (s) => s.createKey(a!) };
    case 'list-keys':
      return { method: 'GET', path: `/admin/accounts/${a}/keys`, run: (s) => s.listKeys(a!) };
    case 'delete-key':
      return { method: 'DELETE', path: `/admin/keys/${a}`, run: (s) => s.deleteKey(a!) };
    case 'usage':
      return { method: 'GET', path: `/admin/accounts/${a}/usage`, run: (s) => s.usage(a!) };
    default:
      console.error(USAGE);
      process.exit(2);
  }
}

async function serviceUp(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const call = parse(process.argv.slice(2));
  const base = process.env.MORSEL_ADMIN_URL ?? `http://127.0.0.1:${config.port}`;
  if (await serviceUp(base)) {
    if (!config.adminToken) throw new Error('The service is running: set MORSEL_ADMIN_TOKEN (the same as the service) to use its admin API.');
    const res = await fetch(base + call.path, {
      method: call.method,
      headers: { authorization: `Bearer ${config.adminToken}`, 'content-type': 'application/json' },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    console.log(JSON.stringify(await res.json(), null, 2));
    if (!res.ok) process.exit(1);
    return;
  }
  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const service = new AdminService({ accounts: new AccountRepo(store.db), ledger: null, auth: null, clock: systemClock });
    console.log(JSON.stringify(await call.run(service), null, 2));
  } catch (err) {
    if (err instanceof ApiError) {
      console.error(JSON.stringify(err.body(), null, 2));
      process.exitCode = 1;
    } else throw err;
  } finally {
    await store.close();
  }
}

await main();
