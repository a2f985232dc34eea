// site.config.ts written out: the converted options as a TypeScript object literal (plain data,
// regular expressions as literals), with a header that says where they came from.

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A value as TypeScript source, indented by `depth` levels of two spaces. */
export function toSource(value: unknown, depth = 0): string {
  const pad = "  ".repeat(depth + 1);
  const end = "  ".repeat(depth);
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value)) {
    if (!value.length) return "[]";
    const items = value.map((v) => toSource(v, depth + 1));
    const inline = `[${items.join(", ")}]`;
    return inline.length <= 100 && !inline.includes("\n") ? inline : `[\n${items.map((i) => pad + i).join(",\n")},\n${end}]`;
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (!entries.length) return "{}";
    const lines = entries.map(([k, v]) => `${IDENTIFIER.test(k) ? k : JSON.stringify(k)}: ${toSource(v, depth + 1)}`);
    const inline = `{ ${lines.join(", ")} }`;
    return inline.length <= 100 && !inline.includes("\n") ? inline : `{\n${lines.map((l) => pad + l).join(",\n")},\n${end}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

/** The whole site.config.ts. */
export function siteConfigSource(config: Record<string, unknown>, from: string): string {
  return `// The site's options for sitec, written by \`sitec migrate\` from ${from}.
// What it could not carry over was listed when it ran; \`sitec migrate\` prints it again.
export default ${toSource(config)};
`;
}
