// Hashes of the build cache: keys of entries and checksums of files. SHA-256 is as fast as
// SHA-1 on this hardware (both use the CPU's instructions) and needs no excuse.
import { createHash } from "node:crypto";

/** The hex SHA-256 of the parts, each ended by a NUL so that ("ab","c") and ("a","bc") differ. */
export function digest(...parts: (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
}
