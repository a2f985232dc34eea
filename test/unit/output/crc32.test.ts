import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32 } from "../../../src/output/crc32.ts";

describe("crc32", () => {
  it("gives what zlib gives", () => {
    expect(crc32(Buffer.from("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
    for (const size of [1, 7, 4096, 100_003]) {
      const bytes = randomBytes(size);
      if (typeof zlib.crc32 === "function") expect(crc32(bytes)).toBe(zlib.crc32(bytes));
    }
  });
});
