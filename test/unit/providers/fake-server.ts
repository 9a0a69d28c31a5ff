/** A local fake provider on 127.0.0.1, port 0, that counts the requests it receives. */
export interface FakeServer {
  url: string;
  host: string;
  hits: string[];
  stop(): void;
}

export function fakeServer(handler: (req: Request, url: URL) => Response | Promise<Response>): FakeServer {
  const hits: string[] = [];
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    idleTimeout: 30,
    fetch(req) {
      const url = new URL(req.url);
      hits.push(url.pathname + url.search);
      return handler(req, url);
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, host: `127.0.0.1:${server.port}`, hits, stop: () => server.stop(true) };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
