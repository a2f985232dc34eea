// Hashes of the build cache: keys of entries and checksums of files. SHA-256 is as fast as
// SHA-1 on this hardware (both use the CPU's instructions) and needs no excuse.
import { createHash } from "node:crypto";

/**
 * The hex SHA-256 of the parts, each ended by a NUL so that ("ab","c") and ("a","bc") differ.
 * A part given as an iterable of strings is hashed as their concatenation, without making it
 * (a key over many documents would otherwise be one string of hundreds of megabytes).
 */
export function digest(...parts: (string | Uint8Array | Iterable<string>)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    if (typeof part === "string" || part instanceof Uint8Array) hash.update(part);
    else for (const piece of part) hash.update(piece);
    hash.update("\0");
  }
  return hash.digest("hex");
}
