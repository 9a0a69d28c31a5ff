/**
 * The error a promise rejects with. bun test's `expect(p).rejects` never sees a promise that
 * settles from a Worker message (oven-sh/bun#43819, #37189), and the embedded store answers
 * through a worker thread: tests of store-backed calls await the rejection themselves.
 */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the promise to reject, but it resolved');
}
