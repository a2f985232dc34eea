// The components an MDX file may use without importing them, as Docusaurus's MDXComponents
// provides them, and the name under which each comes from the theme (`@theme/Name`).
export const PROVIDED_COMPONENTS = ["Tabs", "TabItem", "Details", "CodeBlock", "Admonition"] as const;

/** Lowercase JSX tags that become a provided component (`<details>` → Details). */
export const TAG_COMPONENTS: Record<string, string> = { details: "Details" };

/** The module every MDX module imports its component wrapper from (src/markdown/mdx/runtime/). */
export const MDX_RUNTIME = "sitec:mdx-runtime";

/** The wrapper's local name in a compiled module. */
export const WRAP = "__sitecComponent";
