/** The one internal-address rule, in every spelling an address can take. */
import { describe, expect, test } from 'bun:test';
import { isInternalAddress } from '../../../../src/providers/net/internal-address';

const INTERNAL = {
  loopback: ['127.0.0.1', '127.255.0.9', '::1', '[::1]'],
  private: ['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1'],
  'link-local': ['169.254.169.254', 'fe80::1', 'febf::1', 'fe80::1%eth0'],
  CGNAT: ['100.64.0.1', '100.127.255.254'],
  multicast: ['224.0.0.1', '239.255.255.250', 'ff02::1'],
  unspecified: ['0.0.0.0', '0.1.2.3', '::'],
  'reserved and documentation': ['240.0.0.1', '255.255.255.255', '192.0.2.1', '198.51.100.7', '203.0.113.9', '198.18.0.1', '2001:db8::1'],
  'unique-local': ['fc00::1', 'fd12:3456::1'],
  'IPv4-mapped IPv6': ['::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '0:0:0:0:0:ffff:192.168.0.1'],
  'NAT64 with an internal IPv4 inside': ['64:ff9b::127.0.0.1', '64:ff9b::a9fe:a9fe', '64:ff9b::10.0.0.1', '64:ff9b:1::8.8.8.8'],
  '6to4 of an internal IPv4': ['2002:7f00:1::1', '2002:a00:1::'],
  'deprecated IPv4-compatible': ['::8.8.8.8', '::127.0.0.1'],
  'not an address': ['localhost', '', '1.2.3', 'example.org'],
};

const PUBLIC = [
  '93.184.216.34',
  '8.8.8.8',
  '1.1.1.1',
  '100.63.255.255',
  '100.128.0.1',
  '172.15.0.1',
  '172.32.0.1',
  '192.0.43.10',
  '2606:2800:220:1:248:1893:25c8:1946',
  '2a00:1450:4001:80e::200e',
  '::ffff:8.8.8.8',
  '64:ff9b::8.8.8.8',
  '64:ff9b::5db8:d822',
  '2002:808:808::1',
];

describe('isInternalAddress', () => {
  for (const [kind, addresses] of Object.entries(INTERNAL)) {
    test(`${kind}: internal`, () => {
      for (const ip of addresses) expect([ip, isInternalAddress(ip)]).toEqual([ip, true]);
    });
  }
  test('public unicast addresses, IPv4 inside mapped, NAT64 and 6to4 forms included: not internal', () => {
    for (const ip of PUBLIC) expect([ip, isInternalAddress(ip)]).toEqual([ip, false]);
  });
});
