/**
 * What a page fault costs on this machine: fresh memory touched a page at a time. Diagnostic for
 * figures that allocate (a search answer is ~100 KB: 25 pages when the allocator hands out pages
 * it returned to the kernel); on the 2-core VMs here a fault has cost 11.5-14.9 µs (bare-metal
 * Linux is usually quoted at a fraction of a microsecond).
 *
 *   npm run bench -- page-faults [--mb 256] [--rounds 3]
 */
import { args } from './lib';

const opts = args({
  options: {
    mb: { description: 'memory touched each round', default: 256 },
    rounds: { description: 'rounds (the memory is released between them)', default: 3 },
  },
}).values;

for (let round = 1; round <= opts.rounds; round++) {
  const faultsBefore = process.resourceUsage().minorPageFault;
  const started = performance.now();
  const bytes = new Uint8Array(opts.mb * 1024 * 1024);
  for (let i = 0; i < bytes.length; i += 4096) bytes[i] = 1;
  const faults = process.resourceUsage().minorPageFault - faultsBefore;
  const us = (performance.now() - started) * 1000;
  console.log(`round ${round}: ${opts.mb} MB touched, ${faults} page faults, ${(us / faults).toFixed(2)} µs a fault`);
  Bun.gc(true);
}
