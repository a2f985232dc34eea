// Run in a process of its own by heap-guard.test.ts (the test process may have got V8's gc
// function already): whether getting it changed V8's flags.
import { gcFunction } from "../../src/heap-guard.ts";
import { flagsProbe } from "../helpers/v8-flags.ts";

const flagsChanged = flagsProbe();
const gc = gcFunction();
gc?.();
console.log(JSON.stringify({ gc: typeof gc, flagsChanged: flagsChanged() }));
