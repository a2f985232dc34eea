// The shared sidebar (templates/shared-sidebar.tsx) moves the active link in a render it reuses,
// and takes how a link looks from React's render of DocSidebar, not from markup written into it.
// So a DocSidebar whose links are written otherwise (attributes in another order, a wrapper in
// the link, the active state shown in two places) still gives every page the HTML React renders
// in place, with no edit to the sharing code. Each variant is made from DocSidebar.tsx's own
// source and stands in for it while the sharing code is loaded.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { SidebarViewItem } from "../../src/shared/types.ts";
import type { RuntimeState } from "../../templates/runtime/context.tsx";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const DOC_SIDEBAR = join(ROOT, "templates/components/DocSidebar.tsx");
const VARIANTS = join(ROOT, "test/.variants");
afterAll(() => rm(VARIANTS, { recursive: true, force: true }));

const DOC_LINK = '<a className={`menu-link${active ? " active" : ""}`} href={item.href} aria-current={active ? "page" : undefined}>';
const CATEGORY_LINK = '<a className={`menu-link menu-category-link${active ? " active" : ""}`} href={item.href} aria-current={active ? "page" : undefined}>';

/** Replaces every `search` in `text`, and fails when there is none (DocSidebar.tsx changed). */
function replaceAll(text: string, search: string, replacement: string): string {
  expect(text.includes(search), `DocSidebar.tsx no longer has ${search}`).toBe(true);
  return text.split(search).join(replacement);
}

const variants: Record<string, (source: string) => string> = {
  // aria-current first, href before class, and the label in a <span>.
  "attributes reordered, a wrapper in the link": (source) => {
    let text = replaceAll(source, DOC_LINK, '<a aria-current={active ? "page" : undefined} href={item.href} className={`menu-link${active ? " active" : ""}`}><span className="menu-label">');
    text = replaceAll(text, CATEGORY_LINK, '<a aria-current={active ? "page" : undefined} href={item.href} className={`menu-link menu-category-link${active ? " active" : ""}`}><span className="menu-label">');
    return replaceAll(text, "{item.label}\n            </a>", "{item.label}</span></a>").replace("{item.label}\n      </a>", "{item.label}</span></a>");
  },
  // The active state shown before and after the label: no one place to move.
  "the active state in two places": (source) => {
    let text = replaceAll(source, "{item.label}\n            </a>", '{item.label}{active ? <small> (this page)</small> : null}\n            </a>');
    text = replaceAll(text, "{item.label}\n      </a>", '{item.label}{active ? <small> (this page)</small> : null}\n      </a>');
    return text;
  },
};

/** The variant's module, written beside the tests with absolute imports. */
async function writeVariant(name: string, make: (source: string) => string): Promise<string> {
  const source = make(await readFile(DOC_SIDEBAR, "utf8"))
    .replaceAll('from "../../src/', `from "${ROOT}/src/`)
    .replaceAll('from "../runtime/', `from "${ROOT}/templates/runtime/`);
  const file = join(VARIANTS, `${name.replace(/\W+/g, "-")}.tsx`);
  await mkdir(VARIANTS, { recursive: true });
  await writeFile(file, source);
  return file;
}

const link = (href: string, label: string): SidebarViewItem => ({ type: "link", href, label, docId: href });
/** Links, a category with its own page, and one without holding another with its own page. */
const sidebar: SidebarViewItem[] = [
  link("/docs/a", "A"),
  // React writes this href escaped (&amp;): its forms come from renders of its own.
  link("/docs/r&d", "R&D"),
  { type: "category", label: "B", href: "/docs/b", collapsed: true, items: [link("/docs/b/one", "One"), link("/docs/b/two", "Two")] },
  { type: "category", label: "C", collapsed: false, items: [link("/docs/c/x", "X"), { type: "category", label: "D", href: "/docs/c/d", collapsed: true, items: [link("/docs/c/d/y", "Y")] }] },
];
const pages = ["/docs/a", "/docs/r&d", "/docs/b", "/docs/b/one", "/docs/b/two", "/docs/c/x", "/docs/c/d", "/docs/c/d/y"];
const stateAt = (path: string) => ({ site: { baseUrl: "/" }, route: { path, props: { kind: "doc" } }, hydrated: false }) as unknown as RuntimeState;

describe("the shared sidebar with another DocSidebar", () => {
  it.each(Object.entries(variants))("gives every page React's own render: %s", async (name, make) => {
    const file = await writeVariant(name, make);
    vi.resetModules();
    vi.doMock(DOC_SIDEBAR, () => import(file));
    try {
      const { sharedSidebar } = await import("../../templates/shared-sidebar.tsx");
      const { RuntimeContext } = await import("../../templates/runtime/context.tsx");
      const { DocSidebarItems } = (await import(file)) as typeof import("../../templates/components/DocSidebar.tsx");
      const shared = sharedSidebar();
      for (const path of pages) {
        const state = stateAt(path);
        const inPlace = renderToString(createElement(RuntimeContext.Provider, { value: state }, createElement(DocSidebarItems, { items: sidebar })));
        // The variant is what renders: its markup is not the default theme's.
        expect(inPlace).toMatch(name.startsWith("attributes") ? /<a aria-current="page" href="[^"]+" class="[^"]*active"><span class="menu-label">/ : /<small> \(this page\)<\/small>/);
        expect(shared(state)(sidebar, path), path).toBe(inPlace);
      }
    } finally {
      // The unit project's files share a worker's modules (vitest.config.ts): the next file
      // must get the theme's own DocSidebar, and what imported the variant must go too.
      vi.doUnmock(DOC_SIDEBAR);
      vi.resetModules();
    }
  });
});
