// One attribute of an HTML start tag's attribute text, as csp.ts and stylesheet-origins.ts read
// the pages the build wrote.

/** The value of attribute `name` (`""` when it has none), or undefined when the tag lacks it. */
export function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, "i").exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}
