/**
 * A real service instance as a child process, for tests that kill instances or share one
 * PostgreSQL and Redis between several: the full registry over an empty corpus (metering,
 * auth and the store are what these tests exercise), with the MCP endpoint. Prints `{"port":N}` once listening.
 *
 *   bun test/helpers/instance.ts   (env: DATABASE_URL, REDIS_URL, MORSEL_LEASE_TTL_S, ...;
 *   MORSEL_PRODUCT_STORE=<products.sqlite> serves a product store too, for bench/products-http.ts)
 */
import { loadConfig } from '../../src/config';
import { createRuntime } from '../../src/runtime';
import { operations } from '../../src/ops';
import { mcpPlugin } from '../../src/mcp/endpoint';
import { attachProductStore } from '../../src/catalog/open-products';
import { ProductSource } from '../../src/catalog/product-source';
import { emptyCatalog } from './harness';

const config = loadConfig({ PORT: '0', LOG_LEVEL: 'warn', ...process.env });
// The MCP endpoint too, as src/main.ts mounts it: multi-instance tests reach it as well.
const runtime = await createRuntime(config, operations, { extras: { plugins: [mcpPlugin] } });
const catalog = emptyCatalog();
if (process.env.MORSEL_PRODUCT_STORE) attachProductStore(catalog, new ProductSource(process.env.MORSEL_PRODUCT_STORE));
runtime.setCatalog(catalog);
const server = runtime.app.listen({ port: config.port, hostname: '127.0.0.1' });
console.log(JSON.stringify({ port: server.server?.port }));
process.on('SIGTERM', async () => {
  await server.stop();
  await runtime.stop();
  process.exit(0);
});
