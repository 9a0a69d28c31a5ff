/**
 * The repositories over one store, built once at start (src/runtime.ts) and carried on the
 * services object, so operations never construct them.
 */
import type { Db } from './db';
import { PrivateFoodStore } from './private-foods';
import { ScanMemory } from './scans';
import { WorkspaceStore } from './workspaces';

export interface Repositories {
  workspaces: WorkspaceStore;
  privateFoods: PrivateFoodStore;
  scans: ScanMemory;
}

export function createRepositories(db: Db, clock: { now(): number }): Repositories {
  return { workspaces: new WorkspaceStore(db), privateFoods: new PrivateFoodStore(db), scans: new ScanMemory(db, clock) };
}
