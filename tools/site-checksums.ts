// Writes test/site-output.sha256, the checksum list of `sitec build --strict` of site/, after an
// intended change of the site's output. Run: npm run site:checksums
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "../src/build.ts";
import { silentLogger } from "../src/log.ts";
import { CHECKSUM_FILE, checksumList, SITE_DIR } from "../test/helpers/site-output.ts";

const dir = await mkdtemp(join(tmpdir(), "sitec-checksums-"));
try {
  const out = join(dir, "build");
  const result = await build({ siteDir: SITE_DIR, outDir: out, strict: true, logger: silentLogger });
  await writeFile(CHECKSUM_FILE, await checksumList(out));
  console.log(`Wrote the checksums of ${result.routes} pages and their files to ${CHECKSUM_FILE}.`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
