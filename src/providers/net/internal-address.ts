/**
 * The one rule for addresses an outside fetch must never reach: anything that is not a public
 * unicast address on the internet. IPv6 forms that carry an IPv4 address (mapped ::ffff:a.b.c.d,
 * NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by the IPv4 address they lead to, so no spelling
 * of 127.0.0.1 gets through.
 */
import { isIP } from 'node:net';

/** True for loopback, private, link-local, CGNAT, multicast, unspecified, reserved, documentation and unique-local addresses; also for anything that is not an address. */
export function isInternalAddress(ip: string): boolean {
  const address = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const kind = isIP(address);
  if (kind === 4) return isInternalV4(address.split('.').map(Number));
  if (kind === 6) return isInternalV6(ipv6Bytes(address));
  return true;
}

function isInternalV4([a, b, c]: number[]): boolean {
  if (a === undefined || b === undefined || c === undefined) return true;
  return (
    a === 0 || // "this network", unspecified
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // CGNAT 100.64/10
    (a === 169 && b === 254) || // link-local (cloud metadata)
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) || // IETF assignments, TEST-NET-1
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    (a === 198 && b === 51 && c === 100) || // TEST-NET-2
    (a === 203 && b === 0 && c === 113) || // TEST-NET-3
    a >= 224 // multicast, reserved, broadcast
  );
}

function isInternalV6(x: number[]): boolean {
  const zeros = (from: number, to: number) => x.slice(from, to).every((v) => v === 0);
  const v4 = (at: number) => isInternalV4(x.slice(at, at + 4));
  if (zeros(0, 10) && x[10] === 0xff && x[11] === 0xff) return v4(12); // IPv4-mapped ::ffff:a.b.c.d
  if (zeros(0, 12)) return true; // ::, ::1 and the deprecated, unroutable compatible ::a.b.c.d
  if (x[0] === 0x00 && x[1] === 0x64 && x[2] === 0xff && x[3] === 0x9b) {
    // NAT64: the well-known prefix 64:ff9b::/96 leads to its embedded IPv4; 64:ff9b:1::/48 is for local use.
    return zeros(4, 12) ? v4(12) : true;
  }
  if (x[0] === 0x20 && x[1] === 0x02) return v4(2); // 6to4 2002:a.b.c.d::/48
  if (x[0] === 0x20 && x[1] === 0x01 && x[2] === 0x0d && x[3] === 0xb8) return true; // documentation 2001:db8::/32
  const first = x[0]!;
  return (
    (first & 0xfe) === 0xfc || // unique-local fc00::/7
    (first === 0xfe && (x[1]! & 0xc0) === 0x80) || // link-local fe80::/10
    (first === 0xfe && (x[1]! & 0xc0) === 0xc0) || // site-local fec0::/10 (deprecated, still internal)
    first === 0xff // multicast
  );
}

/** The 16 bytes of a valid IPv6 address (a trailing dotted IPv4 part allowed). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail.push(...dotted[1]!.split('.').map(Number));
    text = `${text.slice(0, dotted.index)}0:0`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const groups = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = groups(head);
  const right = groups(rest);
  const words = rest === undefined ? left : [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  const bytes = words.flatMap((w) => [w >> 8, w & 0xff]);
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}
