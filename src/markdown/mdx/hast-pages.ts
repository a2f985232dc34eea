// The React route's renderer (theme-only-mdx.ts): templates/runtime/hast-page.tsx bundled with
// the theme's own Tabs, TabItem and Details (bundle/theme-render.ts), once per build that needs it.
import type { Root as HastRoot } from "hast";
import { loadThemeRender } from "../../bundle/theme-render.ts";

interface HastPageRenderer {
  renderHastPage(tree: HastRoot): string;
}

export class HastPages {
  private constructor(private readonly renderer: HastPageRenderer) {}

  /** Bundles and loads the renderer. */
  static async load(): Promise<HastPages> {
    return new HastPages(await loadThemeRender<HastPageRenderer>("hast-page.tsx"));
  }

  /**
   * A page's hast rendered by React with the theme's Tabs, TabItem and Details, or undefined when
   * a component throws: the page then goes through MDX, which reports the error as it always has.
   */
  page(tree: HastRoot): string | undefined {
    try {
      return this.renderer.renderHastPage(tree);
    } catch {
      return undefined;
    }
  }
}
