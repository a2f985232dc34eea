// CRC-32 (the one of zlib, gzip and PNG), in plain JavaScript: the writer thread's source
// includes it as it is where Node has no `zlib.crc32` (before 20.15 and 22.2). The build cache
// checks a kept page against it before the page goes into the output (page-cache.ts).

/** The CRC-32 of `bytes`, as `zlib.crc32` gives it. Plain JavaScript that uses nothing from outside. */
export function crc32(bytes: Uint8Array): number {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  let crc = -1;
  for (let i = 0; i < bytes.length; i++) crc = table[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}
