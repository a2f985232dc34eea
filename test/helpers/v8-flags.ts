// V8 writes a hash of its flags into a code cache and rejects a cache made under other flags
// (the CLI's code cache, bin/cli-bundle.js, is made at the end of a run for the next one).
import vm from "node:vm";

let probes = 0;

/**
 * Returns a function that tells whether V8's flags differ from what they are now: a code cache
 * made now is compiled again later. Each compile has a name of its own, or V8 would take the
 * script from its in-memory cache and never look at the code cache.
 */
export function flagsProbe(): () => boolean {
  const id = ++probes;
  const source = `(function probe${id}() { return ${id}; })`;
  const cachedData = new vm.Script(source, { filename: `flags-probe-${id}.js` }).createCachedData();
  let checks = 0;
  return () => new vm.Script(source, { filename: `flags-probe-${id}-${++checks}.js`, cachedData }).cachedDataRejected === true;
}
