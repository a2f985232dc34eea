// Docusaurus's categories shorthand inside a list of sidebar items: an object without `type` is a
// category per key, however many keys it has, as Docusaurus's normalizeItem reads it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSiteFrom, read, removeAll } from "../helpers/fixtures.ts";
import type { SidebarItem } from "../../src/shared/types.ts";

let root: string;
let out: string;

beforeAll(async () => {
  ({ root, out } = await buildSiteFrom({
    "site.config.ts": 'export default { title: "Shorthand", url: "https://shorthand.example.org", docs: { sidebarPath: "sidebars.js" } };\n',
    // A list inside the list is a slice of items, in place (Docusaurus's normalizeItem): sidebars put together from modules have them.
    "sidebars.js": 'const slice = [["e", { type: "doc", id: "f" }]];\nmodule.exports = { docs: ["intro", { type: "category", label: "Manuals", items: [{ "Workloads": ["a"], "Operations": ["b", { "Deeper": ["c"] }] }] }, { id: "d", label: "Last one" }, ...slice, { type: "category", label: "Only its page", link: { type: "doc", id: "g" }, items: [] }] };\n',
    "pages/index.md": "# Home\n",
    ...Object.fromEntries(["intro", "a", "b", "c", "d", "e", "f", "g"].map((id) => [`docs/${id}.md`, `# Doc ${id}\n\nText.\n`])),
  }));
}, 120_000);
afterAll(() => removeAll(root));

const tree = (items: SidebarItem[]): unknown[] => items.map((i) => (i.type === "category" ? { [i.label]: tree(i.items) } : i.type === "link" ? i.label : "html"));

describe("the categories shorthand in a list", () => {
  it("makes a category of each key of one object, nested ones too", async () => {
    const route = JSON.parse(await read(out, "docs/intro/route.json"));
    const sidebar: SidebarItem[] = JSON.parse(await read(out, route.props.sidebarUrl.replace(/^\//, "")));
    expect(tree(sidebar)).toEqual(["Doc intro", { Manuals: [{ Workloads: ["Doc a"] }, { Operations: ["Doc b", { Deeper: ["Doc c"] }] }] }, "Last one", "Doc e", "Doc f", "Only its page"]);
    // A category with nothing in it but its page is a link to that page.
    expect(sidebar.at(-1)).toMatchObject({ type: "link", label: "Only its page", docId: "g" });
  });
});
