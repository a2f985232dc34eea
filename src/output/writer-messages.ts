// The messages between the build and its writer thread (writer-thread.ts and writer-thread-main.ts).
import type { FileContents } from "./page-parts.ts";

export type WriterRequest =
  | { file: string; contents: FileContents; link?: string; forget?: number[] }
  | { links: [from: string, to: string, size: number, mtimeMs: number, checksum: number][] }
  | { count: true };

export interface WriterReply {
  id: number;
  message?: string;
  code?: string;
  /** The file (and for a copy, the copy) a failed call was given, as Node's fs errors carry them. */
  path?: string;
  dest?: string;
  size?: number;
  mtimeMs?: number;
  checksum?: number;
  stale?: number[];
  damaged?: number[];
  pieces?: number;
}
