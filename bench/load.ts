/**
 * A minimal HTTP/1.1 load generator: `connections` keep-alive sockets, each sending the next GET
 * as soon as the previous answer has been read, for `seconds`. Bodies are counted, never decoded.
 *
 * Why not only autocannon: it appends each body chunk to a string, so a compressed (binary) answer
 * costs it a UTF-8 decode per byte; on this machine 9.5 KB of gzip bytes came back at a quarter of
 * the rate of 9.5 KB of ASCII from the same bare server. Clients that read gzip (browsers, fetch)
 * do not pay that, so compressed answers are measured with this generator, and so is the
 * hello-world they are compared with.
 *
 *   npx bun bench/load.ts <url | --urls file-of-urls> [--connections 64] [--seconds 10] [-H name=value ...]
 * prints the Load as JSON.
 */
import { readFileSync } from 'node:fs';
import { args } from './lib';

export interface Load {
  rps: number;
  ok2xx: number;
  non2xx: number;
  p50: number;
  p99: number;
  /** Mean body bytes per answer, as sent (compressed when the server compressed it). */
  bodyBytes: number;
}

export interface LoadOptions {
  /** Requested in rotation (one host and port for all). */
  urls: string[];
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');

export async function runLoad({ urls, headers = {}, connections = 64, seconds = 10 }: LoadOptions): Promise<Load> {
  const first = new URL(urls[0]!);
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const requests = urls.map((u) => {
    const url = new URL(u);
    return `GET ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\n${extra}\r\n`;
  });
  const latencies: number[] = [];
  let ok2xx = 0;
  let non2xx = 0;
  let bodyBytes = 0;
  let next = 0;
  const started = performance.now();
  const ends = started + seconds * 1000;

  const one = () =>
    new Promise<void>((resolve, reject) => {
      let head: Buffer | null = null;
      let bodyLeft = 0;
      let sentAt = 0;
      const send = (socket: { write(data: string): number; end(): void }) => {
        if (performance.now() >= ends) {
          socket.end();
          resolve();
          return;
        }
        sentAt = performance.now();
        socket.write(requests[next++ % requests.length]!);
      };
      const done = (socket: Parameters<typeof send>[0], status: number) => {
        latencies.push(performance.now() - sentAt);
        if (status >= 200 && status < 300) ok2xx++;
        else non2xx++;
        send(socket);
      };
      let status = 0;
      Bun.connect({
        hostname: first.hostname,
        port: Number(first.port),
        socket: {
          open: send,
          data(socket, chunk) {
            let buf: Buffer = chunk;
            while (buf.length > 0) {
              if (bodyLeft > 0) {
                const take = Math.min(bodyLeft, buf.length);
                bodyLeft -= take;
                buf = buf.subarray(take);
                if (bodyLeft === 0) done(socket, status);
                continue;
              }
              head = head ? Buffer.concat([head, buf]) : buf;
              const at = head.indexOf(HEAD_END);
              if (at < 0) return;
              const text = head.subarray(0, at).toString('latin1');
              status = Number(text.slice(9, 12));
              const length = /\r\ncontent-length:\s*(\d+)/i.exec(text);
              if (!length) {
                reject(new Error(`answer without content-length: ${text.split('\r\n')[0]}`));
                socket.end();
                return;
              }
              bodyLeft = Number(length[1]);
              bodyBytes += bodyLeft;
              buf = head.subarray(at + HEAD_END.length);
              head = null;
              if (bodyLeft === 0) done(socket, status);
            }
          },
          error: (_socket, err) => reject(err),
          close: () => resolve(),
        },
      }).catch(reject);
    });

  await Promise.all(Array.from({ length: connections }, one));
  const duration = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]! * 100) / 100;
  const answered = ok2xx + non2xx;
  return { rps: ok2xx / duration, ok2xx, non2xx, p50: at(0.5), p99: at(0.99), bodyBytes: answered ? Math.round(bodyBytes / answered) : 0 };
}

if (import.meta.main) {
  const { values, positionals } = args({
    positionals: '<url>',
    options: {
      urls: { description: 'a file of URLs, one a line, asked in rotation (instead of <url>)', value: '<file>' },
      connections: { description: 'keep-alive connections (default 64)', number: true },
      seconds: { description: 'how long to run (default 10)', number: true },
      header: { description: 'a request header', short: 'H', multiple: true, value: '<name=value>' },
    },
  });
  const headers: Record<string, string> = {};
  for (const h of values.header) {
    const [k, ...v] = h.split('=');
    headers[k!] = v.join('=');
  }
  if (values.urls === undefined && positionals[0] === undefined) {
    console.error('load: a <url> or --urls <file> is needed (--help)');
    process.exit(2);
  }
  const urls = values.urls !== undefined ? readFileSync(values.urls, 'utf8').split('\n').filter(Boolean) : [positionals[0]!];
  console.log(JSON.stringify(await runLoad({ urls, headers, connections: values.connections, seconds: values.seconds })));
}
