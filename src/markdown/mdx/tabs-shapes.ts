// The theme's components rendered by React for MDX pages written without compiling them
// (theme-only-mdx.ts): a page's whole hast (its React route), and the theme's Tabs once per shape
// (its props and its TabItems' props, and how many nodes each panel holds) for the pages written
// without React, each shape's HTML split at the marks where the panels go
// (templates/runtime/island-shape.tsx). The renderer is bundled by esbuild with the theme's Tabs,
// TabItem and island runtime and the theme's React in its production build (in-process-bundle.ts,
// as the MDX pages' bundle), once per build that needs it.
import { build } from "esbuild";
import type { Root as HastRoot } from "hast";
import { join } from "node:path";
import { TEMPLATES_DIR } from "../../bundle/bundle.ts";
import { evaluateBundle, IN_PROCESS_BUNDLE } from "../../bundle/in-process-bundle.ts";
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
  renderHastPage(tree: HastRoot): string;
}

/**
 * A Tabs shape's HTML as pieces: `parts[0]`, the first panel's children, `parts[1]`, … Panel
 * `i` of `panels` is the TabItem at that index (those without children have no place).
 */
export interface TabsShape {
  parts: string[];
  panels: number[];
}

async function loadRenderer(): Promise<ShapeRenderer> {
  const result = await build({
    ...IN_PROCESS_BUNDLE,
    entryPoints: [ENTRY],
    // The theme's own components: pages with an override of Tabs or TabItem never come here.
    plugins: [themePackagesPlugin(TEMPLATES_DIR), themeResolverPlugin(TEMPLATES_DIR, {})],
    nodePaths: [join(TEMPLATES_DIR, "..", "node_modules")],
    outfile: "island-shape.js",
  });
  // Only Node's own modules are left to require (React DOM's server renderer asks for some).
  return evaluateBundle<ShapeRenderer>(result.outputFiles[0]!.text, "sitec-island-shape.js");
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
   * A page's hast rendered by React with the theme's Tabs and TabItem (island-shape.tsx's
   * renderHastPage), or undefined when a component throws: the page then goes through MDX,
   * which reports the error as it always has.
   */
  page(tree: HastRoot): string | undefined {
    try {
      return this.renderer.renderHastPage(tree);
    } catch {
      return undefined;
    }
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
