// Garbage collection on demand, for tests of what the build lets go of: V8's `gc` function, which
// the test workers have (vitest.config.ts starts them with --expose-gc).
import { exposedGc } from "../../src/heap-guard.ts";

/** A full collection: what nothing refers to any more is gone afterwards. */
export function collectGarbage(): void {
  const gc = exposedGc();
  if (!gc) throw new Error("V8's gc function is not available: run the tests with node --expose-gc (vitest.config.ts does)");
  gc();
}

/**
 * Calls `make` and returns a weak reference to the object it returns, with what else it gave
 * back. The object is made in a call of its own, so that no variable of the test holds it.
 */
export function weaklyHeld<T extends object, R>(make: () => { held: T; rest: R }): { ref: WeakRef<T>; rest: R } {
  const { held, rest } = make();
  return { ref: new WeakRef(held), rest };
}
