// The one place `@theme/Name` imports of MDX files are resolved: the theme's MDX components
// (templates/components/mdx/). Returns undefined for a name the theme does not have.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { TEMPLATES_DIR } from "./bundle.ts";

const THEME_COMPONENTS = ["Tabs", "TabItem", "Details", "CodeBlock", "Admonition", "Heading"];

/** The file of the theme's component `name` (`Tabs` for `@theme/Tabs`). */
export function resolveThemeImport(name: string): string | undefined {
  if (!THEME_COMPONENTS.includes(name)) return undefined;
  const file = join(TEMPLATES_DIR, "components", "mdx", `${name}.tsx`);
  return existsSync(file) ? file : undefined;
}
