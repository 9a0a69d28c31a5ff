import { describe, expect, test } from 'bun:test';
import { collectWhenIdle, idleCollector } from '../../../src/http/idle-collection';

describe('a full collection once the service is idle', () => {
  test('once after a quiet tick, never while requests keep coming, once again after the next quiet', () => {
    let collections = 0;
    const idle = idleCollector(() => collections++);
    // Quiet from the start (the load's garbage): one collection, not one a tick.
    for (let i = 0; i < 5; i++) idle.tick();
    expect(collections).toBe(1);
    // Requests between every two ticks: no collection meanwhile.
    for (let i = 0; i < 5; i++) {
      idle.seen();
      idle.tick();
    }
    expect(collections).toBe(1);
    idle.tick();
    expect(collections).toBe(2);
    idle.tick();
    expect(collections).toBe(2);
  });

  test('runs on its own timer, which keeps no process alive and stops', async () => {
    let collections = 0;
    const idle = collectWhenIdle(() => collections++, 5);
    await Bun.sleep(100);
    idle.stop();
    const after = collections;
    expect(after).toBe(1);
    await Bun.sleep(30);
    expect(collections).toBe(after);
  });
});
