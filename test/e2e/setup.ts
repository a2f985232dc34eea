// Runs around every browser test file. The files of a worker share one Chromium
// (test/e2e/browser.ts, sharedBrowser): what a file leaves open (the context of a test that
// failed before closing it) is closed when the file ends, so the next file starts clean.
import { afterAll } from "vitest";
import { closeOpenContexts } from "./browser.ts";

afterAll(closeOpenContexts);
