// The theme's Tabs rendered by React once per shape (its props and its TabItems' props, and how
// many nodes each panel holds), for the pages theme-only-mdx.ts writes without React: each
// shape's HTML is split at the marks where the panels go (templates/runtime/island-shape.tsx).
// The renderer is bundled with the theme's Tabs, TabItem and island runtime
// (bundle/theme-render.ts), once per build that needs it.
import { loadThemeRender } from "../../bundle/theme-render.ts";

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


/** The Tabs shapes of one render of MDX pages: each rendered once. */
export class TabsShapes {
  private readonly shapes = new Map<string, TabsShape | undefined>();

  private constructor(private readonly renderer: ShapeRenderer) {}

  /** Bundles and loads the renderer. */
  static async load(): Promise<TabsShapes> {
    return new TabsShapes(await loadThemeRender<ShapeRenderer>("island-shape.tsx"));
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
