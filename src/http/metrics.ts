/**
 * Prometheus text exposition (format 0.0.4) of a few counters and histograms, kept in plain
 * maps so recording on the hot path is a lookup and an add. Label values are operation ids and
 * fixed words, never user input.
 */

const LATENCY_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

class Histogram {
  readonly counts = new Array<number>(LATENCY_BUCKETS_S.length).fill(0);
  sum = 0;
  count = 0;
  observe(seconds: number): void {
    this.sum += seconds;
    this.count += 1;
    for (let i = 0; i < LATENCY_BUCKETS_S.length; i++) {
      if (seconds <= LATENCY_BUCKETS_S[i]!) {
        this.counts[i]! += 1;
        return;
      }
    }
  }
}

const escapeLabel = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export class Metrics {
  /** Per operation: calls by HTTP status, and the latency histogram (one lookup per request). */
  private readonly ops = new Map<string, { statuses: Map<number, number>; latency: Histogram }>();
  private readonly storeLatency = new Map<string, Histogram>();
  private readonly counters = new Map<string, number>();

  request(op: string, status: number, seconds: number): void {
    let stats = this.ops.get(op);
    if (!stats) this.ops.set(op, (stats = { statuses: new Map(), latency: new Histogram() }));
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
    stats.latency.observe(seconds);
  }

  store(kind: string, seconds: number): void {
    let h = this.storeLatency.get(kind);
    if (!h) this.storeLatency.set(kind, (h = new Histogram()));
    h.observe(seconds);
  }

  /** Adds `n` to a counter declared in COUNTERS. */
  add(name: keyof typeof COUNTERS, n = 1): void {
    this.counters.set(name, (this.counters.get(name) ?? 0) + n);
  }

  counter(name: keyof typeof COUNTERS): number {
    return this.counters.get(name) ?? 0;
  }

  /** The exposition text; `gauges` are sampled by the caller at scrape time. */
  text(gauges: Record<string, { help: string; value: number }> = {}): string {
    const out: string[] = [];
    out.push('# HELP morsel_requests_total Operation calls answered, by operation and HTTP status.', '# TYPE morsel_requests_total counter');
    for (const [op, { statuses }] of this.ops) {
      for (const [status, n] of statuses) out.push(`morsel_requests_total{op="${escapeLabel(op)}",status="${status}"} ${n}`);
    }
    const latency = new Map([...this.ops].map(([op, { latency }]) => [op, latency]));
    histogram(out, 'morsel_request_duration_seconds', 'Operation latency, by operation.', 'op', latency);
    histogram(out, 'morsel_store_duration_seconds', 'Store round trips of the metering ledger, by kind.', 'kind', this.storeLatency);
    for (const [name, help] of Object.entries(COUNTERS)) {
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`, `${name} ${this.counters.get(name) ?? 0}`);
    }
    for (const [name, g] of Object.entries(gauges)) out.push(`# HELP ${name} ${g.help}`, `# TYPE ${name} gauge`, `${name} ${g.value}`);
    return `${out.join('\n')}\n`;
  }
}

export const COUNTERS = {
  morsel_points_spent_total: 'Points reserved by answered calls (refunds subtracted).',
  morsel_burst_rejections_total: 'Calls refused with 429 by the per-minute burst.',
  morsel_redis_fallback_total: 'Burst checks answered per instance because Redis was unreachable.',
  morsel_quota_rejections_total: 'Calls refused with 402 (daily points spent).',
} as const;

function histogram(out: string[], name: string, help: string, label: string, map: Map<string, Histogram>): void {
  out.push(`# HELP ${name} ${help}`, `# TYPE ${name} histogram`);
  for (const [value, h] of map) {
    const l = `${label}="${escapeLabel(value)}"`;
    let cumulative = 0;
    for (let i = 0; i < LATENCY_BUCKETS_S.length; i++) {
      cumulative += h.counts[i]!;
      out.push(`${name}_bucket{${l},le="${LATENCY_BUCKETS_S[i]}"} ${cumulative}`);
    }
    out.push(`${name}_bucket{${l},le="+Inf"} ${h.count}`, `${name}_sum{${l}} ${h.sum}`, `${name}_count{${l}} ${h.count}`);
  }
}

/** What GET /metrics serves: the counters plus gauges sampled now. */
export function metricsText(services: { metrics: Metrics; config: { redisUrl: string | null }; burst: { healthy(): boolean } }): string {
  const gauges: Record<string, { help: string; value: number }> = {
    morsel_process_resident_bytes: { help: 'Resident set size of this process.', value: process.memoryUsage.rss() },
  };
  if (services.config.redisUrl)
    gauges.morsel_redis_up = {
      help: '1 while the shared burst answers through Redis, 0 while it falls back per instance.',
      value: services.burst.healthy() ? 1 : 0,
    };
  return services.metrics.text(gauges);
}
