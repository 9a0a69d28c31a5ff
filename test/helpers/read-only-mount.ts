/**
 * A read-only disk for tests: `from` bind-mounted read-only at `at`. Permission bits do not stop
 * root (tests run as root), a read-only mount does. Needs root (CAP_SYS_ADMIN); false without.
 */
import { spawnSync } from 'node:child_process';

export function mountReadOnly(from: string, at: string): boolean {
  if (spawnSync('mount', ['--bind', from, at]).status !== 0) return false;
  if (spawnSync('mount', ['-o', 'remount,ro,bind', at]).status === 0) return true;
  spawnSync('umount', [at]);
  return false;
}

/** Lazily: a file still open on the disk (a failed test) must not keep it mounted. */
export const unmount = (at: string) => void spawnSync('umount', ['-l', at]);
