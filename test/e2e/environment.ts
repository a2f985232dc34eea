// The browser tests' vitest environment: Node's, and at the end of a worker the close of the
// Chromium that its files shared (test/e2e/browser.ts, sharedBrowser, which keeps it under the
// global symbol below). vitest runs this teardown when it stops a worker whose files are not
// isolated, and waits for it; a closed Chromium leaves no process and no profile folder behind.
// It imports nothing of the tests: vitest loads an environment apart from the test files.
import { Console } from "node:console";
import type { Environment } from "vitest/environments";

const SHARED = Symbol.for("sitec.test.sharedBrowser");

export default {
  name: "node-chromium",
  viteEnvironment: "ssr",
  setup(global: { console: { Console?: typeof Console } }) {
    global.console.Console = Console;
    return {
      async teardown() {
        delete global.console.Console;
        const slot = globalThis as unknown as { [SHARED]?: Promise<{ close: () => Promise<void> }> };
        const browser = await slot[SHARED]?.catch(() => undefined);
        delete slot[SHARED];
        await browser?.close();
      },
    };
  },
} satisfies Environment;
