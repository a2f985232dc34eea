// Watches the site and the theme, and hands bursts of changes (an editor saving several
// files) to the rebuild as one batch.
import chokidar from "chokidar";
import type { FileChange } from "./changes.ts";

export type { FileChange };

/**
 * Quiet time after the last change before a rebuild starts. Editors write a file in steps
 * (truncate, write) and "save all" writes several files within a few milliseconds; each event
 * restarts the timer, so a burst becomes one batch. Short, because it adds to every save.
 */
export const DEBOUNCE_MS = 10;

export interface Watcher {
  ready: Promise<void>;
  close(): Promise<void>;
}

export function watchFiles(paths: string[], onChanges: (changes: FileChange[]) => void, debounceMs = DEBOUNCE_MS): Watcher {
  const watcher = chokidar.watch(paths, {
    ignoreInitial: true,
    // Without this, chokidar drops a second change of a file within 50 ms of the first (a
    // quick second save would never be seen); with it, a change is reported once the file's
    // size has held for 10 ms, and none is dropped.
    awaitWriteFinish: { stabilityThreshold: 10, pollInterval: 5 },
    // Links are not followed: one into a folder above would be watched without end. The build
    // follows the links that are safe (content/find-files.ts); a file reached through a link is
    // built, but an edit to it is seen only at the next change of another file.
    followSymlinks: false,
    ignored: (path: string) => /(^|[\\/])(node_modules|\.git)([\\/]|$)/.test(path) || /[\\/]\.[^\\/]+\.sw[px]$/.test(path),
  });
  let pending: FileChange[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const push = (event: FileChange["event"]) => (path: string) => {
    pending.push({ event, path });
    clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = pending;
      pending = [];
      onChanges(batch);
    }, debounceMs);
  };
  // Folders too: a folder renamed or moved is reported as the folder's removal and addition.
  watcher.on("add", push("add")).on("change", push("change")).on("unlink", push("unlink")).on("addDir", push("addDir")).on("unlinkDir", push("unlinkDir"));
  return {
    ready: new Promise((resolve) => watcher.once("ready", () => resolve())),
    async close() {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
