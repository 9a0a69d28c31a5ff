/**
 * One full garbage collection once the service has been idle for a moment. The collector runs on
 * allocation, so a service that has just answered a burst keeps that burst's garbage (150-250 MB
 * after a few thousand searches, `npm run bench -- service-memory`) until traffic comes again:
 * what an idle instance on a small VM is charged. Collected while nobody waits, it goes back to the
 * system; under steady traffic this never runs.
 */

/** Ticks without a request before the collection: about one to two seconds of quiet. */
const IDLE_MS = 1_000;

export interface IdleCollection {
  /** Called for every request. */
  seen(): void;
  stop(): void;
}

/** The decision alone, a tick at a time: a collection at a tick after a tick with no request since, once per quiet. */
export function idleCollector(collect: () => void): { seen(): void; tick(): void } {
  let requests = 0;
  let atLastTick = -1;
  let collectedAt = -1;
  return {
    seen: () => {
      requests++;
    },
    tick: () => {
      if (requests === atLastTick && collectedAt !== requests) {
        collectedAt = requests;
        collect();
      }
      atLastTick = requests;
    },
  };
}

export function collectWhenIdle(collect: () => void = () => Bun.gc(true), idleMs = IDLE_MS): IdleCollection {
  const collector = idleCollector(collect);
  const timer = setInterval(collector.tick, idleMs);
  timer.unref();
  return { seen: collector.seen, stop: () => clearInterval(timer) };
}
