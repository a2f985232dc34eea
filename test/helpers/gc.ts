// Garbage collection on demand, for tests of what the build lets go of: the heap guard's own
// way to V8's `gc` function (src/heap-guard.ts).
import { gcFunction } from "../../src/heap-guard.ts";

const gc = gcFunction();

/** A full collection: what nothing refers to any more is gone afterwards. */
export function collectGarbage(): void {
  if (!gc) throw new Error("V8's gc function is not available (v8.setFlagsFromString('--expose-gc') failed)");
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
