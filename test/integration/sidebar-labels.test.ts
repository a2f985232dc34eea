// What a sidebar item is labelled, as Docusaurus labels it: a doc by its `sidebar_label`, else its
// title (front matter `title`, else its leading `# heading`); a folder's category by its
// `_category_` label, else the label of the doc that is its page, else the folder's name as it is.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSiteFrom, read, removeAll } from "../helpers/fixtures.ts";
import type { SidebarItem } from "../../src/shared/types.ts";

let root: string;
let out: string;

beforeAll(async () => {
  ({ root, out } = await buildSiteFrom({
    "site.config.ts": 'export default { title: "Labels", url: "https://labels.example.org" };\n',
    "pages/index.md": "# Home\n\nThe home page.\n",
    "docs/style-guide.md": "# Style Guide for Writers\n\nHow to write.\n",
    "docs/gpu.md": "---\nsidebar_label: GPU\n---\n\n# GPU Workloads\n\nCards.\n",
    "docs/titled.md": "---\ntitle: From Front Matter\n---\n\n# Not This Heading\n\nText.\n",
    "docs/plain-name.md": "Text without a heading.\n",
    "docs/setup/index.md": "# Setting Things Up\n\nThe folder's page.\n",
    "docs/setup/step-one.md": "# First Step\n\nDo this.\n",
    "docs/labelled/index.md": "---\nsidebar_label: Short\n---\n\n# A Long Heading\n\nText.\n",
    "docs/labelled/more.md": "# More\n\nText.\n",
    "docs/no-page/first-thing.md": "Text.\n",
  }));
}, 120_000);
afterAll(() => removeAll(root));

const sidebarOf = async (path: string): Promise<SidebarItem[]> => {
  const route = JSON.parse(await read(out, `${path.replace(/^\//, "")}/route.json`));
  return JSON.parse(await read(out, route.props.sidebarUrl.replace(/^\//, "")));
};
const labels = (items: SidebarItem[]): string[] => items.flatMap((i) => (i.type === "category" ? [i.label, ...labels(i.items)] : i.type === "link" ? [i.label] : []));

describe("sidebar labels", () => {
  it("label a doc by its sidebar_label, its front matter title, its leading heading, then its name", async () => {
    const all = labels(await sidebarOf("/docs/gpu"));
    expect(all).toContain("Style Guide for Writers");
    expect(all).toContain("GPU");
    expect(all).toContain("From Front Matter");
    expect(all).not.toContain("Not This Heading");
    // Docusaurus's last resort: the doc id's last part, as it is.
    expect(all).toContain("plain-name");
    expect(all).toContain("First Step");
  });

  it("label a folder's category by the label of the doc that is its page, else by its name as it is", async () => {
    const all = labels(await sidebarOf("/docs/gpu"));
    expect(all).toContain("Setting Things Up");
    expect(all).toContain("Short");
    expect(all).toContain("no-page");
    expect(all).toContain("first-thing");
    expect(all).not.toContain("setup");
    expect(all).not.toContain("labelled");
  });

  it("use the same label in the breadcrumbs and the previous and next links", async () => {
    const route = JSON.parse(await read(out, "docs/setup/step-one/route.json"));
    expect(route.props.breadcrumbs.map((b: { label: string }) => b.label)).toContain("Setting Things Up");
    const near = [route.props.previous?.label, route.props.next?.label];
    expect(near).toContain("Setting Things Up");
  });
});
