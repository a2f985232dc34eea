// deploy/nginx.conf must say what src/server says: the same MIME types, security headers,
// caching rule and compressed types. (test/integration/nginx.test.ts runs it for real.)
import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { MIME_TYPES } from "../../../src/server/mime.ts";
import { COMPRESSIBLE_TYPES, HASHED_ASSET, MIN_COMPRESS_SIZE, SECURITY_HEADERS } from "../../../src/server/headers.ts";

const config = readFileSync(new URL("../../../deploy/nginx.conf", import.meta.url), "utf8");
const directive = (name: string) => {
  const match = new RegExp(`^\\s*${name}\\s+([^;]*);`, "m").exec(config);
  if (!match) throw new Error(`no ${name} in deploy/nginx.conf`);
  return match[1]!.trim();
};

describe("deploy/nginx.conf", () => {
  it("declares exactly the MIME types of sitec serve, with the same charsets", () => {
    const block = /types \{([^}]*)\}/.exec(config)![1]!;
    const types: Record<string, string> = {};
    for (const line of block.split(";").map((l) => l.trim()).filter(Boolean)) {
      const [type, ...extensions] = line.split(/\s+/);
      for (const ext of extensions) types["." + ext] = type!;
    }
    const charsetTypes = new Set(["text/html", ...directive("charset_types").split(/\s+/)]);
    const withCharset = Object.fromEntries(Object.entries(types).map(([ext, type]) => [ext, charsetTypes.has(type) ? `${type}; charset=utf-8` : type]));
    expect(withCharset).toEqual(MIME_TYPES);
    expect(directive("default_type")).toBe("application/octet-stream");
  });

  it("sends the security headers of sitec serve on every answer", () => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(config).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(config).toContain("add_header Content-Security-Policy $sitec_csp always;");
  });

  it("caches the same hashed assets for a year", () => {
    const rule = new RegExp(/"~([^"]+)" "public, max-age=31536000, immutable";/.exec(config)![1]!);
    for (const uri of ["/assets/client-UW7XJUVB.js", "/assets/chunk-6EOFYBPX.js", "/assets/client-7RGWBDUY.css", "/assets/client.js", "/assets/a-abcdefgh.js", "/x/assets/a-ABCDEFGH.js", "/assets/a-ABCDEFGH.json", "/assets/sidebar-1a2b3c4d.json", "/assets/a-ABCDEFGH.txt", "/index.html"]) {
      expect(rule.test(uri), uri).toBe(HASHED_ASSET.test(uri));
    }
  });

  it("compresses the same types above the same size with gzip, and loads no brotli module", () => {
    const expected = COMPRESSIBLE_TYPES.filter((t) => t !== "text/html").sort();
    expect(directive("gzip_types").split(/\s+/).sort()).toEqual(expected);
    expect(directive("gzip_min_length")).toBe(String(MIN_COMPRESS_SIZE));
    expect(directive("gzip_static")).toBe("on");
    // Debian's brotli_static cannot find .br files reliably with disable_symlinks (the config says why).
    expect(config).not.toMatch(/^\s*brotli\w*\s/m);
  });
});
