// Garbage collection on demand, for tests of what the build lets go of: V8's `gc` function,
// which `--expose-gc` makes global, taken from a new context once the flag is set.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** A full collection: what nothing refers to any more is gone afterwards. */
export function collectGarbage(): void {
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
