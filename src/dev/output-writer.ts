// Watch mode writes into the folder it serves, file by file, as pages are ready.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pageText, type FileContents } from "../output/page-parts.ts";

/** Where watch mode writes: its live output folder. */
export interface OutputWriter {
  dir: string;
  write(relativePath: string, contents: FileContents): Promise<void>;
  remove(relativePath: string): Promise<void>;
}

export function liveFolder(dir: string): OutputWriter {
  return {
    dir,
    async write(path, contents) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), pageText(contents));
    },
    async remove(path) {
      await rm(join(dir, path), { force: true });
    },
  };
}
