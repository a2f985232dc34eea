// Watches the site and the theme, and hands bursts of changes (an editor saving several
// files) to the rebuild as one batch.
import chokidar from "chokidar";

export interface FileChange {
  event: "add" | "change" | "unlink";
  path: string;
}

export const DEBOUNCE_MS = 60;

export interface Watcher {
  ready: Promise<void>;
  close(): Promise<void>;
}

export function watchFiles(paths: string[], onChanges: (changes: FileChange[]) => void, debounceMs = DEBOUNCE_MS): Watcher {
  const watcher = chokidar.watch(paths, {
    ignoreInitial: true,
    // Editors write in steps (truncate, write); wait until the size stops changing.
    awaitWriteFinish: { stabilityThreshold: 25, pollInterval: 10 },
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
  watcher.on("add", push("add")).on("change", push("change")).on("unlink", push("unlink"));
  return {
    ready: new Promise((resolve) => watcher.once("ready", () => resolve())),
    async close() {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
