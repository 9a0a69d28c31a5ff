import { describe, expect, it } from 'bun:test';
import type { Embedder } from '../../../src/search/embedder';
import { QueryBatch } from '../../../src/search/query-batch';

/** Records each call; a text's vector is its length, so answers can be told apart. */
class CountingEmbedder implements Embedder {
  readonly model = 'counting-test';
  readonly dims = 1;
  calls: string[][] = [];
  failing = false;
  async embed(texts: string[]): Promise<Float32Array[]> {
    this.calls.push(texts);
    if (this.failing) throw new Error('encoder crashed');
    return texts.map((t) => Float32Array.of(t.length));
  }
}

describe('QueryBatch', () => {
  it('encodes the queries asked in one turn in one call, each text once, and answers each its own vector', async () => {
    const embedder = new CountingEmbedder();
    const batch = new QueryBatch(embedder);
    const answers = await Promise.all(['kale', 'oat milk', 'kale', 'plain yogurt'].map((t) => batch.encode(t)));
    expect(embedder.calls).toEqual([['kale', 'oat milk', 'plain yogurt']]);
    expect(answers.map((v) => v[0])).toEqual([4, 8, 4, 12]);
  });

  it('encodes a lone query at once, and queries of a later turn in a call of their own', async () => {
    const embedder = new CountingEmbedder();
    const batch = new QueryBatch(embedder);
    expect((await batch.encode('egg'))[0]).toBe(3);
    await batch.encode('rice');
    expect(embedder.calls).toEqual([['egg'], ['rice']]);
  });

  it('splits more queries than its batch holds into several calls', async () => {
    const embedder = new CountingEmbedder();
    const batch = new QueryBatch(embedder, 2);
    await Promise.all(['a', 'bb', 'ccc'].map((t) => batch.encode(t)));
    expect(embedder.calls).toEqual([['a', 'bb'], ['ccc']]);
  });

  it('makes one call at a time: queries asked while a call is out go together in the next', async () => {
    const calls: string[][] = [];
    let release = () => {};
    const slow: Embedder = {
      model: 'slow-test',
      dims: 1,
      embed: (texts) => {
        calls.push(texts);
        const answer = texts.map((t) => Float32Array.of(t.length));
        // The first call is held (an encoder busy on a worker thread) until released.
        return calls.length === 1 ? new Promise((r) => (release = () => r(answer))) : Promise.resolve(answer);
      },
    };
    const batch = new QueryBatch(slow);
    const first = batch.encode('egg');
    await new Promise((r) => setTimeout(r, 5));
    const later = ['rice', 'kale', 'tofu'].map((t) => batch.encode(t));
    await new Promise((r) => setTimeout(r, 5));
    expect(calls).toEqual([['egg']]);
    release();
    expect((await first)[0]).toBe(3);
    expect((await Promise.all(later)).map((v) => v[0])).toEqual([4, 4, 4]);
    expect(calls).toEqual([['egg'], ['rice', 'kale', 'tofu']]);
  });

  it("gives every query of a failed call the encoder's error", async () => {
    const embedder = new CountingEmbedder();
    embedder.failing = true;
    const batch = new QueryBatch(embedder);
    const settled = await Promise.allSettled(['a', 'b'].map((t) => batch.encode(t)));
    expect(settled.map((s) => (s.status === 'rejected' ? (s.reason as Error).message : 'ok'))).toEqual(['encoder crashed', 'encoder crashed']);
  });
});
