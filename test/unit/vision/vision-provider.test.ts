import { afterAll, describe, expect, test } from 'bun:test';
import { createVisionModel, parseVisionItems, VisionUnavailableError } from '../../../src/providers/models/vision';

describe('parseVisionItems', () => {
  test('names and grams only; extra fields dropped; fenced JSON accepted', () => {
    expect(parseVisionItems('{"items":[{"name":" white  rice ","grams":150.26,"calories":999}]}')).toEqual([{ name: 'white rice', grams: 150.3 }]);
    expect(parseVisionItems('```json\n{"items":[{"name":"egg","grams":"50"}]}\n```')).toEqual([{ name: 'egg', grams: 50 }]);
    expect(parseVisionItems('{"items":[]}')).toEqual([]);
  });

  test('anything malformed is a provider failure (never a partial meal)', () => {
    for (const bad of [
      'rice and beans',
      '{"foods":[]}',
      '{"items":[{"name":"rice"}]}',
      '{"items":[{"name":"","grams":10}]}',
      '{"items":[{"name":"rice","grams":-5}]}',
      '{"items":[{"name":"rice","grams":99999}]}',
      `{"items":${JSON.stringify(Array.from({ length: 21 }, () => ({ name: 'pea', grams: 1 })))}}`,
    ]) {
      expect(() => parseVisionItems(bad)).toThrow(VisionUnavailableError);
    }
  });
});

describe('createVisionModel', () => {
  const seen: { auth: string | null; body: any }[] = [];
  let status = 200;
  let delay = 0;
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      seen.push({ auth: req.headers.get('authorization'), body: await req.json() });
      if (delay) await Bun.sleep(delay);
      if (status !== 200) return new Response('no', { status });
      return Response.json({ choices: [{ message: { content: '{"items":[{"name":"toast","grams":30}]}' } }] });
    },
  });
  afterAll(() => server.stop(true));
  const url = `http://127.0.0.1:${server.port}/v1`;

  test('off without a URL', () => {
    expect(createVisionModel(null)).toBeNull();
  });

  test('sends the image as a data URL with the key and model; reads items', async () => {
    const model = createVisionModel({ url, apiKey: 'k-123', model: 'vis-1' })!;
    expect(await model.identifyFoods(new Uint8Array([1, 2, 3]), 'image/jpeg')).toEqual([{ name: 'toast', grams: 30 }]);
    const last = seen.at(-1)!;
    expect(last.auth).toBe('Bearer k-123');
    expect(last.body.model).toBe('vis-1');
    expect(last.body.messages[1].content[1].image_url.url).toBe('data:image/jpeg;base64,AQID');
    expect(JSON.stringify(last.body.messages[0])).toContain('Never give calories');
  });

  test('HTTP errors, timeouts and unreachable servers are VisionUnavailableError', async () => {
    status = 503;
    await expect(createVisionModel({ url, apiKey: null, model: 'm' })!.identifyFoods(new Uint8Array(1), 'image/png')).rejects.toThrow(VisionUnavailableError);
    status = 200;
    delay = 300;
    await expect(createVisionModel({ url, apiKey: null, model: 'm', timeoutMs: 50 })!.identifyFoods(new Uint8Array(1), 'image/png')).rejects.toThrow(
      /within 50 ms/,
    );
    delay = 0;
    await expect(createVisionModel({ url: 'http://127.0.0.1:9', apiKey: null, model: 'm' })!.identifyFoods(new Uint8Array(1), 'image/png')).rejects.toThrow(
      VisionUnavailableError,
    );
  });
});
