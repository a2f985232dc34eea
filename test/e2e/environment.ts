// The browser tests' vitest environment: Node's, and at the end of a worker the close of the
// Chromium that its files shared (test/e2e/browser.ts, sharedBrowser). vitest runs this teardown
// when it stops a worker whose files are not isolated, and waits for it; a closed Chromium leaves
// no process and no profile folder behind.
import { Console } from "node:console";
import type { Environment } from "vitest/environments";
import { closeSharedBrowser } from "./browser.ts";

export default {
  name: "node-chromium",
  viteEnvironment: "ssr",
  setup(global: { console: { Console?: typeof Console } }) {
    global.console.Console = Console;
    return {
      async teardown() {
        delete global.console.Console;
        await closeSharedBrowser();
      },
    };
  },
} satisfies Environment;
