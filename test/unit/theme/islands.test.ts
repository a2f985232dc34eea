// Islands' round trip (templates/runtime/island-*.tsx): the server writes an island's props as
// data and its content once, in slots; the client rebuilds the props from that data and the
// slots' HTML. Its first render must equal the server's (else hydration mismatches), and the
// content must not be in the data.
import { parseFragment, serialize, type DefaultTreeAdapterMap } from "parse5";
import { createElement, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import TabItem from "../../../templates/components/mdx/TabItem.tsx";
import Tabs from "../../../templates/components/mdx/Tabs.tsx";
import TabsIsland from "../../../templates/components/mdx/TabsIsland.tsx";
import { clientIslandProps } from "../../../templates/runtime/island-client.tsx";
import { renderIsland } from "../../../templates/runtime/island-server.tsx";
import { wrapComponent } from "../../../templates/runtime/mdx-render.tsx";
import type { JsonValue } from "../../../templates/runtime/island-tree.ts";

type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["node"];

const h = createElement;
const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function elements(node: Node, into: Element[] = []): Element[] {
  if ("tagName" in node) into.push(node);
  if ("childNodes" in node) for (const child of node.childNodes) elements(child, into);
  return into;
}

/** What the browser does with the server's HTML: the island's data and its own slots' innerHTML. */
function readIsland(html: string, index = 0) {
  const all = elements(parseFragment(html));
  const island = all.filter((e) => e.tagName === "sitec-island")[index]!;
  const own = elements(island).filter((e) => e.tagName === "sitec-static" && nearestIsland(e) === island);
  const slots = new Map(own.map((slot) => [Number(attribute(slot, "data-slot")), serialize(slot)]));
  return { island, name: attribute(island, "data-island"), data: JSON.parse(attribute(island, "data-props")!) as Record<string, JsonValue>, slots };
}

function nearestIsland(element: Element): Element | undefined {
  for (let parent = element.parentNode; parent && "tagName" in parent; parent = parent.parentNode) if (parent.tagName === "sitec-island") return parent;
  return undefined;
}

/** The server's render of an island's inside (what hydrateRoot hydrates). */
const insideOf = (island: Element) => serialize(island);

function clientFirstRender(html: string, index = 0): string {
  const { data, slots } = readIsland(html, index);
  return renderToString(h(TabsIsland, clientIslandProps(data, (n) => slots.get(n) ?? "") as never));
}

const markdown = (text: string): ReactNode => h(Fragment, null, h("p", null, text, " with ", h("code", null, "code")), h("ul", null, h("li", null, "one")));

describe("islands", () => {
  const page = h(
    "div",
    null,
    h(
      Tabs,
      { groupId: "install", defaultValue: "kubectl" },
      h(TabItem, { value: "helm", label: "Helm" }, markdown("Helm text")),
      "\n",
      h(TabItem, { value: "kubectl", label: "kubectl", attributes: { className: "extra" } }, markdown("kubectl text")),
    ),
  );

  it("render on the client first as on the server, for renderToString and renderToStaticMarkup pages", () => {
    for (const render of [renderToString, renderToStaticMarkup]) {
      const html = render(page);
      const { island, name } = readIsland(html);
      expect(name).toBe("Tabs");
      expect(clientFirstRender(html)).toBe(insideOf(island));
    }
  });

  it("ship their content once: as HTML in slots, not in the data", () => {
    const html = renderToString(page);
    const { data, slots } = readIsland(html);
    expect(JSON.stringify(data)).not.toContain("Helm text");
    expect(data).toEqual({
      groupId: "install",
      defaultValue: "kubectl",
      children: [
        { $c: "TabItem", p: { value: "helm", label: "Helm", children: { $s: 0 } } },
        { $c: "TabItem", p: { value: "kubectl", label: "kubectl", attributes: { className: "extra" }, children: { $s: 1 } } },
      ],
    });
    expect(slots.get(0)).toBe("<p>Helm text<!-- --> with <code>code</code></p><ul><li>one</li></ul>");
    expect(html.split("Helm text").length).toBe(2);
  });

  it("show every panel under its caption before hydration (the page without JavaScript)", () => {
    const html = renderToStaticMarkup(page);
    expect(html).toContain('<div class="tab-caption">Helm</div>');
    expect(html).toContain('<div class="tab-caption">kubectl</div>');
    expect(html).not.toContain("hidden");
    expect(html).not.toContain('role="tab');
  });

  it("leave an island in an island's content to the outer one: it is inside a slot, in the page once", () => {
    const nested = h(Tabs, null, h(TabItem, { value: "outer" }, h("div", null, h(Tabs, null, h(TabItem, { value: "inner" }, h("p", null, "deep"))))));
    const html = renderToString(nested);
    const outer = readIsland(html, 0);
    expect(outer.slots.size).toBe(1);
    expect(outer.slots.get(0)).toContain('data-island="Tabs"');
    expect(clientFirstRender(html, 0)).toBe(insideOf(outer.island));
    const inner = readIsland(html, 1);
    expect(clientFirstRender(html, 1)).toBe(insideOf(inner.island));
    expect(html.split("deep").length).toBe(2);
  });

  it("keep JSON props as they are, objects with $ keys included, and refuse functions naming the prop", () => {
    const Show = (props: Record<string, unknown>) => h("pre", null, JSON.stringify(props));
    // Lists of lists are data too (a table's rows), not content.
    const props = { values: [{ value: "a", label: "A" }], odd: { $s: 1 }, flag: false, none: null, rows: ["alpha", ["beta", "gamma"], [[1, 2]]] };
    const html = renderToString(renderIsland("Show", Show, props));
    const { data } = readIsland(html);
    expect(clientIslandProps(data, () => "")).toEqual(props);
    expect(() => renderIsland("Show", Show, { onPick: () => undefined })).toThrow(/island "Show": prop "onPick" is a function/);
    expect(() => renderIsland("Show", Show, { when: new Date(0) })).toThrow(/prop "when" is an object that is not plain/);
  });

  it("take a TabItem that an MDX file imports (wrapped by the MDX render) as a tab", () => {
    const Wrapped = wrapComponent(TabItem, { importer: "docs/a.md", specifier: "@theme/TabItem", exportName: "default", name: "TabItem" }) as typeof TabItem;
    const html = renderToString(h(Tabs, null, h(Wrapped, { value: "scan", label: "Scan" }, h("p", null, "scan text"))));
    expect(html).toContain("scan text");
    expect(html).toContain("Scan");
  });

  it("report a Tabs child that is not a TabItem, duplicate values and an unknown default", () => {
    expect(() => renderToString(h(Tabs, null, h("p", null, "x")))).toThrow(/every child of <Tabs> must be a <TabItem/);
    expect(() => renderToString(h(Tabs, null, h(TabItem, { value: "a" }), h(TabItem, { value: "a" })))).toThrow(/two tabs with the value "a"/);
    expect(() => renderToString(h(Tabs, { defaultValue: "b" }, h(TabItem, { value: "a" })))).toThrow(/defaultValue="b"> names no tab/);
    expect(() => renderToString(h(Tabs, { queryString: true }, h(TabItem, { value: "a" })))).toThrow(/needs a `groupId`/);
  });
});
