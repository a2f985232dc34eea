// The theme's Tabs rendered by React once per shape (its props and its TabItems' props, and how
// many nodes each panel holds), for the pages theme-only-mdx.ts writes without React: each
// shape's HTML is split at the marks where the panels go (templates/runtime/island-shape.tsx).
// The renderer is bundled by esbuild with the theme's Tabs, TabItem and island runtime and the
// theme's React in its production build (as mdx-bundle.ts bundles it: Node's `require` would
// pick React's development build, slower, unless the process's NODE_ENV said otherwise), once
// per build that needs it.
import { build } from "esbuild";
import { createRequire } from "node:module";
import { join } from "node:path";
import { TEMPLATES_DIR } from "../../bundle/bundle.ts";
import { themePackagesPlugin } from "../../bundle/theme-packages.ts";
import { themeResolverPlugin } from "../../bundle/theme-resolver.ts";

const ENTRY = join(TEMPLATES_DIR, "runtime", "island-shape.tsx");
const MARK = /<sitec-panel-mark data-n="(\d+)"><\/sitec-panel-mark>/g;

/** One TabItem of a shape (island-shape.tsx's TabItemShape). */
export interface TabItemShape {
  props: Record<string, unknown>;
  children: 0 | 1 | 2;
}

interface ShapeRenderer {
  renderTabsShape(props: Record<string, unknown>, items: TabItemShape[]): string;
}

/**
 * A Tabs shape's HTML as pieces: `parts[0]`, the first panel's children, `parts[1]`, … Panel
 * `i` of `panels` is the TabItem at that index (those without children have no place).
 */
export interface TabsShape {
  parts: string[];
  panels: number[];
}

const requireNode = createRequire(import.meta.url);

async function loadRenderer(): Promise<ShapeRenderer> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    platform: "node",
    format: "cjs",
    jsx: "automatic",
    logLevel: "silent",
    loader: { ".css": "empty" },
    define: { "process.env.NODE_ENV": '"production"' },
    // The theme's own components: pages with an override of Tabs or TabItem never come here.
    plugins: [themePackagesPlugin(TEMPLATES_DIR), themeResolverPlugin(TEMPLATES_DIR, {})],
    nodePaths: [join(TEMPLATES_DIR, "..", "node_modules")],
    outfile: "island-shape.js",
  });
  const module = { exports: {} as unknown };
  const run = new Function("module", "exports", "require", `${result.outputFiles[0]!.text}\n//# sourceURL=sitec-island-shape.js`);
  // Only Node's own modules are left to require (React DOM's server renderer asks for some).
  run(module, module.exports, requireNode);
  return module.exports as ShapeRenderer;
}

/** The Tabs shapes of one render of MDX pages: each rendered once. */
export class TabsShapes {
  private readonly shapes = new Map<string, TabsShape | undefined>();

  private constructor(private readonly renderer: ShapeRenderer) {}

  /** Bundles and loads the renderer. */
  static async load(): Promise<TabsShapes> {
    return new TabsShapes(await loadRenderer());
  }

  /**
   * The shape's HTML, or undefined when the theme's Tabs refuses these props (it throws: two
   * tabs with one value, a `defaultValue` that names none…) or leaves a panel out: the page
   * then goes through MDX, which reports the error as it always has.
   */
  shape(props: Record<string, unknown>, items: TabItemShape[]): TabsShape | undefined {
    const key = JSON.stringify([props, items]);
    if (this.shapes.has(key)) return this.shapes.get(key);
    let shape: TabsShape | undefined;
    try {
      const pieces = this.renderer.renderTabsShape(props, items).split(MARK);
      const parts = pieces.filter((_, i) => i % 2 === 0);
      const panels = pieces.filter((_, i) => i % 2 === 1).map(Number);
      const expected = items.flatMap((item, i) => (item.children ? [i] : []));
      shape = panels.join() === expected.join() ? { parts, panels } : undefined;
    } catch {
      shape = undefined;
    }
    this.shapes.set(key, shape);
    return shape;
  }
}
