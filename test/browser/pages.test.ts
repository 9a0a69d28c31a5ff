/**
 * The pages people read, in a real browser (Debian's chromium, headless, driven by playwright-core;
 * `.ci/run` installs it when absent): the API reference page lists every operation group and calls
 * an operation with a key, with no request leaving the service's origin and no policy violation;
 * labels (HTML and SVG, FDA and EU) show every row with the text of the JSON answer and nothing
 * overflows at 280 and 400 px; the PNG matches the browser's own drawing of the SVG.
 *
 * Without chromium this fails with how to get it; MORSEL_SKIP_BROWSER=1 skips it, loudly.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { operations } from '../../src/ops';
import { PNG_SCALE } from '../../src/render/label-png';
import type { Label } from '../../src/domain/labels/label';
import { createHarness, type Harness } from '../helpers/harness';
import { FOODS, fixtureCatalog, fixtureFood } from '../fixtures/catalog';

const CHROMIUM = process.env.MORSEL_CHROMIUM ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const skip = process.env.MORSEL_SKIP_BROWSER === '1';
if (skip) console.warn('MORSEL_SKIP_BROWSER=1: the browser test is skipped.');

/** A food with long names in every language and most label nutrients, some unknown. */
const CHEESE = fixtureFood(
  '77777777-7777-4777-8777-777777777701',
  'Cheese, cheddar, sharp, sliced, with a rather long name for narrow labels',
  '100g',
  [403, 22.87, 3.37, 33.31],
  {
    nutrients: [
      { key: 'calories', name: 'Energy', amount: 403, unit: 'kcal' },
      { key: 'protein', name: 'Protein', amount: 22.87, unit: 'g' },
      { key: 'carbs', name: 'Carbohydrate', amount: 3.37, unit: 'g' },
      { key: 'fat', name: 'Fat', amount: 33.31, unit: 'g' },
      { key: 'saturated_fat', name: 'Saturated', amount: 18.867, unit: 'g' },
      { key: 'cholesterol', name: 'Cholesterol', amount: 99, unit: 'mg' },
      { key: 'sodium', name: 'Sodium', amount: 653, unit: 'mg' },
      { key: 'fiber', name: 'Fiber', amount: 0, unit: 'g' },
      { key: 'sugar', name: 'Sugars', amount: 0.26, unit: 'g' },
      { key: 'calcium', name: 'Calcium', amount: 710, unit: 'mg' },
      { key: 'iron', name: 'Iron', amount: 0.14, unit: 'mg' },
      { key: 'potassium', name: 'Potassium', amount: 76, unit: 'mg' },
    ],
  },
);

let h: Harness;
let base: string;
let key: string;
let context: BrowserContext;
let profile: string;

beforeAll(async () => {
  if (skip) return;
  if (!existsSync(CHROMIUM))
    throw new Error(
      `No chromium at ${CHROMIUM}: install Debian's package (apt-get install -y chromium), set MORSEL_CHROMIUM, or MORSEL_SKIP_BROWSER=1 to skip.`,
    );
  h = await createHarness(operations, { catalog: fixtureCatalog([CHEESE]) });
  base = h.listen();
  key = (await h.account('ultra')).key;
  profile = mkdtempSync(join(tmpdir(), 'morsel-chromium-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    deviceScaleFactor: PNG_SCALE,
    viewport: { width: 400, height: 900 },
  });
}, 120_000);
afterAll(async () => {
  if (skip) return;
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  await h?.stop();
});

const api = (path: string) => fetch(`${base}${path}`, { headers: { 'x-api-key': key } });
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** What a page asked for outside the service's origin, and what the console reported as refused or failed. */
function watch(page: Page): { outside: string[]; problems: string[] } {
  const seen = { outside: [] as string[], problems: [] as string[] };
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(base) && !url.startsWith('data:') && !url.startsWith('about:')) seen.outside.push(url);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) seen.problems.push(`${r.status()} ${r.url()}`);
  });
  page.on('console', (m) => {
    // A failed load is reported with its URL by the response listener.
    if ((m.type() === 'error' && !m.text().startsWith('Failed to load resource')) || /Refused|Content Security Policy/.test(m.text()))
      seen.problems.push(m.text());
  });
  page.on('pageerror', (e) => seen.problems.push(e.message));
  return seen;
}

describe.skipIf(skip)('API reference page', () => {
  test('lists every operation group and calls an operation with a key, all from its own origin', async () => {
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(`${base}/v1/docs`);
    await page.waitForSelector('.opblock-tag', { timeout: 60_000 });
    const doc = (await (await fetch(`${base}/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, { tags: string[] }>> };
    const tags = [...new Set(Object.values(doc.paths).flatMap((p) => Object.values(p).flatMap((o) => o.tags)))].sort();
    const listed = (await page.locator('.opblock-tag').evaluateAll((els) => els.map((e) => e.getAttribute('data-tag')))).sort();
    expect(listed).toEqual(tags);
    expect(tags).toContain('Labels');

    await page.click('.auth-wrapper .authorize');
    await page.fill('.modal-ux input[type=text], .modal-ux input[type=password]', key);
    await page.click('.modal-ux .auth-btn-wrapper .authorize');
    await page.click('.modal-ux .btn-done');
    const op = page.locator('#operations-Foods-autocomplete_foods');
    await op.locator('.opblock-summary').click();
    await op.locator('.try-out__btn').click();
    await op.locator('tr[data-param-name="query"] input').fill('milk');
    await op.locator('.execute').click();
    const status = op.locator('.live-responses-table tbody .response-col_status').first();
    await status.waitFor({ timeout: 30_000 });
    expect(norm(await status.innerText())).toBe('200');
    expect(await op.locator('.live-responses-table .microlight, .live-responses-table pre').first().innerText()).toContain(FOODS.milk.name);
    expect(seen.outside).toEqual([]);
    expect(seen.problems).toEqual([]);
    await page.close();
  }, 120_000);
});

const LABELS: { style: 'fda' | 'eu'; lang: string; path: string }[] = [
  { style: 'fda', lang: 'en', path: `/v1/foods/${CHEESE.id}/label` },
  { style: 'eu', lang: 'de', path: `/v1/foods/${CHEESE.id}/label` },
  { style: 'eu', lang: 'fr', path: `/v1/foods/${CHEESE.id}/label` },
];

/** The texts of a row as the label prints them. */
const rowTexts = (r: Label['rows'][number]) => [r.label, ...r.values.flatMap((v) => v.split('\n')), r.suffix ?? '', r.percent ?? ''].filter(Boolean);

describe.skipIf(skip)('labels', () => {
  for (const l of LABELS) {
    const q = `?style=${l.style}&lang=${l.lang}`;

    test(`${l.style} ${l.lang} HTML: every row visible with the answer's text; nothing overflows at 280 and 400 px`, async () => {
      const label = ((await (await api(`${l.path}${q}&format=json`)).json()) as { label: Label }).label;
      const page = await context.newPage();
      const seen = watch(page);
      await page.setExtraHTTPHeaders({ 'x-api-key': key });
      for (const width of [280, 400]) {
        await page.setViewportSize({ width, height: 1000 });
        await page.goto(`${base}${l.path}${q}&format=html`);
        for (const row of label.rows) {
          const el = page.locator(`[data-key="${row.key}"]`).first();
          expect(await el.isVisible()).toBe(true);
          const text = norm(await el.innerText());
          for (const t of rowTexts(row)) expect({ row: row.key, has: text.includes(norm(t)) }).toEqual({ row: row.key, has: true });
        }
        const overflow = await page.evaluate(() => {
          const limit = document.documentElement.clientWidth;
          const out: string[] = [];
          if (document.documentElement.scrollWidth > limit) out.push(`page ${document.documentElement.scrollWidth} > ${limit}`);
          for (const el of Array.from(document.querySelectorAll('.morsel-label *'))) {
            const r = el.getBoundingClientRect();
            if (r.right > limit + 0.5 || r.left < -0.5 || el.scrollWidth > el.clientWidth + 1)
              out.push(`${el.tagName}.${el.className} ${Math.round(r.left)}-${Math.round(r.right)} scroll ${el.scrollWidth}/${el.clientWidth}`);
          }
          return out;
        });
        expect({ width, overflow }).toEqual({ width, overflow: [] });
      }
      expect(seen.outside).toEqual([]);
      expect(seen.problems).toEqual([]);
      await page.close();
    }, 60_000);

    test(`${l.style} ${l.lang} SVG: every row with the answer's text, inside the picture, no two texts of a row overlapping, at 280 and 400 px`, async () => {
      const label = ((await (await api(`${l.path}${q}&format=json`)).json()) as { label: Label }).label;
      const svg = await (await api(`${l.path}${q}&format=svg`)).text();
      const page = await context.newPage();
      for (const width of [280, 400]) {
        await page.setViewportSize({ width, height: 1200 });
        await page.setContent(
          `<!doctype html><html><body style="margin:0"><div style="width:100%">${svg}</div><style>svg{width:100%;height:auto;display:block}</style></body></html>`,
        );
        for (const row of label.rows) {
          const g = page.locator(`svg [data-key="${row.key}"]`).first();
          expect(await g.isVisible()).toBe(true);
          const text = norm((await g.textContent()) ?? '');
          for (const t of rowTexts(row))
            expect({ row: row.key, has: text.replace(/ /g, '').includes(norm(t).replace(/ /g, '')) }).toEqual({ row: row.key, has: true });
        }
        const problems = await page.evaluate(() => {
          const svgEl = document.querySelector('svg')!;
          const [, , w, hgt] = svgEl.getAttribute('viewBox')!.split(' ').map(Number);
          const out: string[] = [];
          if (document.documentElement.scrollWidth > document.documentElement.clientWidth) out.push('page scrolls sideways');
          for (const t of Array.from(svgEl.querySelectorAll('text'))) {
            const b = (t as SVGGraphicsElement).getBBox();
            if (b.x < 0 || b.y < 0 || b.x + b.width > w! || b.y + b.height > hgt!) out.push(`outside: ${t.textContent}`);
          }
          for (const g of Array.from(svgEl.querySelectorAll('[data-key]'))) {
            const boxes = Array.from(g.querySelectorAll('text')).map((t) => ({ t: t.textContent, b: (t as SVGGraphicsElement).getBBox() }));
            for (let i = 0; i < boxes.length; i++)
              for (let j = i + 1; j < boxes.length; j++) {
                const [a, c] = [boxes[i]!.b, boxes[j]!.b];
                const overlap = a.x < c.x + c.width - 0.5 && c.x < a.x + a.width - 0.5 && a.y < c.y + c.height - 0.5 && c.y < a.y + a.height - 0.5;
                if (overlap) out.push(`overlap: ${boxes[i]!.t} / ${boxes[j]!.t}`);
              }
          }
          return out;
        });
        expect({ width, problems }).toEqual({ width, problems: [] });
      }
      await page.close();
    }, 60_000);

    test(`${l.style} ${l.lang} PNG: the browser's drawing of the SVG, within tolerance; another label is not`, async () => {
      const svg = await (await api(`${l.path}${q}&format=svg`)).text();
      const png = new Uint8Array(await (await api(`${l.path}${q}&format=png`)).arrayBuffer());
      const other = new Uint8Array(await (await api(`/v1/foods/${FOODS.apple.id}/label${q}&format=png`)).arrayBuffer());
      const page = await context.newPage();
      await page.setViewportSize({ width: 400, height: 1200 });
      await page.setContent(`<!doctype html><html><body style="margin:0;background:#fff">${svg}</body></html>`);
      const shot = await page.locator('svg').screenshot();
      await page.close();
      const same = await difference(png, shot);
      const differs = await difference(other, shot);
      expect({ mean: same.mean < 3, far: same.far < 0.005 }).toEqual({ mean: true, far: true });
      expect(differs.mean > same.mean * 2 || differs.far > same.far * 2).toBe(true);
      console.log(
        `${l.style} ${l.lang} PNG vs browser: mean |Δ| ${same.mean.toFixed(2)}/255, ${(same.far * 100).toFixed(2)} % of cells off by > 64; another label: ${differs.mean.toFixed(2)}, ${(differs.far * 100).toFixed(2)} %`,
      );
    }, 60_000);
  }
});

/**
 * How far two drawings are apart: both greyscale, at the PNG's size, averaged over 4 × 4 pixel cells
 * (so glyph edges, which two rasterisers smooth differently, do not count; a missing or moved word
 * does). `mean`: mean absolute difference of the cells; `far`: share of cells off by more than 64.
 */
async function difference(a: Uint8Array, b: Uint8Array): Promise<{ size: string; mean: number; far: number }> {
  const meta = await sharp(a).metadata();
  const cells = (img: Uint8Array) =>
    sharp(img)
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(Math.round(meta.width! / 4), Math.round(meta.height! / 4), { fit: 'fill', kernel: 'cubic' })
      .raw()
      .toBuffer();
  const [x, y] = await Promise.all([cells(a), cells(b)]);
  let sum = 0;
  let far = 0;
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = Math.abs(x[i]! - y[i]!);
    sum += d;
    if (d > 64) far++;
  }
  return { size: `${meta.width}x${meta.height}`, mean: sum / n, far: far / n };
}
