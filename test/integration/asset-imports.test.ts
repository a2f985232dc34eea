// Files imported from JavaScript, as Docusaurus's webpack loaders give them, in MDX pages, React
// pages and their CSS: an image is its URL (the file copied with a content hash in its name), an
// SVG a React component (as SVGR makes it), `!!raw-loader!` a file's text, and a stylesheet's
// relative url() a file copied beside the stylesheet. Before, each failed the build ("No loader
// is configured"). The site is served below a base URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { buildSite, buildSiteFrom, read, removeAll } from "../helpers/fixtures.ts";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACklEQVR4nGMAAQAABQABDQottAAAAABJRU5ErkJggg==", "base64");
const SVG = '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" class="drawing" style="fill-rule: evenodd; color: red" stroke-width="2"><path d="M0 0h10v10z"/></svg>\n';

let root: string;
let out: string;

beforeAll(async () => {
  ({ root, out } = await buildSiteFrom({
    "site.config.ts": 'export default { title: "Assets", url: "https://assets.example.org", baseUrl: "/base/", navbar: {}, pages: { path: "src/pages" }, customCss: "./src/css/custom.css" };\n',
    "src/css/custom.css": ".hero-band { background: url(../../static/img/band.png) no-repeat; }\n",
    "src/pages/index.js": [
      'import styles from "./index.module.css";',
      'import badge from "@site/static/img/band.png";',
      'import Step from "../../docs/snippets/step.md";',
      "const features = [{ title: \"Mountain\", Svg: require(\"@site/static/img/mountain.svg\").default }];",
      "export default function Home() {",
      '  return <div className="page-narrow"><h1 className={styles.title}>Assets</h1>{features.map(({ title, Svg }) => <Svg key={title} className="feature-svg" role="img" title={title} />)}<img src={badge} alt="Band" /><section id="step"><Step /></section><p><a href="/base/docs/guide">Guide</a></p></div>;',
      "}",
      "",
    ].join("\n"),
    "src/pages/index.module.css": ".title { background-image: url(./corner.png); }\n",
    "docs/guide.mdx": [
      "---",
      "title: Guide",
      "---",
      "",
      'import CodeBlock from "@theme/CodeBlock";',
      'import Diagram from "./img/diagram.svg";',
      'import shot from "./img/shot.png";',
      'import source from "!!raw-loader!./snippets/values.yaml";',
      'import values from "!!yaml-loader!./snippets/values.yaml";',
      'import Mountain from "/img/mountain.svg";',
      'import Part from "/docs/snippets/_part.md";',
      'import ThemedImage from "@theme/ThemedImage";',
      "",
      '<Diagram width="40" />',
      "",
      '<img src={shot} alt="A screenshot" />',
      "",
      '<CodeBlock language="yaml" title="values.yaml">{source}</CodeBlock>',
      "",
      '<p id="parsed">{values.replicaCount * 2} replicas of {values.image.tag}</p>',
      "",
      '<Mountain className="from-root" />',
      "",
      "<Part />",
      "",
      '<ThemedImage alt="Themed" sources={{ light: shot, dark: "/base/img/dark.png" }} />',
      "",
    ].join("\n"),
    "docs/snippets/_part.md": "A part imported from the site's root.\n",
    "docs/snippets/values.yaml": "replicaCount: 2\nimage:\n  tag: 4.0.0\n",
    "docs/snippets/step.md": "---\nunlisted: true\n---\n\nInstall **the chart**:\n\n```bash\nhelm install scb ./chart\n```\n",
    "docs/img/diagram.svg": SVG,
    "static/img/mountain.svg": SVG,
    // The same image under four names: imported by MDX, by a page, by CSS, and from static/ by path.
    ...Object.fromEntries(["docs/img/shot.png", "static/img/band.png", "static/img/dark.png", "src/pages/corner.png"].map((file) => [file, PNG])),
  }, { strict: true }));
}, 120_000);

afterAll(() => removeAll(root));

describe("files imported from JavaScript", () => {
  it("in MDX: an image is its URL below the base URL, and the file is there", async () => {
    const html = await read(out, "docs/guide/index.html");
    const src = /<img src="([^"]+)" alt="A screenshot"/.exec(html)?.[1];
    expect(src).toMatch(/^\/base\/assets\/images\/shot-[0-9a-f]{8}\.png$/);
    expect(existsSync(join(out, src!.slice("/base/".length)))).toBe(true);
  });

  it("in MDX: an SVG is a component with the file's attributes, its props over them", async () => {
    const html = await read(out, "docs/guide/index.html");
    expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" class="drawing" style="fill-rule:evenodd;color:red" stroke-width="2" width="40"><path d="M0 0h10v10z"/></svg>');
  });

  it("in MDX: a path from the site's roots (/img/… in static/, /docs/… in the site folder), as Docusaurus's webpack roots resolve it", async () => {
    const html = await read(out, "docs/guide/index.html");
    expect(html).toMatch(/<svg [^>]*class="from-root"/);
    expect(html).toMatch(/<p>A part imported from the site(’|&#x27;|')s root\.<\/p>/);
  });

  it("in MDX: @theme/ThemedImage shows an imported image for the light mode and a path for the dark one", async () => {
    const html = await read(out, "docs/guide/index.html");
    expect(html).toMatch(/<img src="\/base\/assets\/images\/shot-[0-9a-f]{8}\.png" alt="Themed" class="themed-image themed-image--light"\/?>/);
    expect(html).toMatch(/<img src="\/base\/img\/dark.png" alt="Themed" class="themed-image themed-image--dark"\/?>/);
  });

  it("in MDX: !!raw-loader! gives the file's text", async () => {
    const html = await read(out, "docs/guide/index.html");
    expect(html).toContain("values.yaml");
    expect(html.replace(/<[^>]+>/g, "")).toContain("replicaCount: 2");
  });

  it("in MDX: !!yaml-loader! gives the file's data", async () => {
    expect(await read(out, "docs/guide/index.html")).toContain(`<p id="parsed">4 replicas of 4.0.0</p>`);
  });

  it("in a React page: require(…svg).default is the component, with its title", async () => {
    const html = await read(out, "index.html");
    expect(html).toMatch(/<svg [^>]*class="feature-svg"[^>]*role="img"[^>]*><title>Mountain<\/title><path d="M0 0h10v10z"\/><\/svg>/);
  });

  it("in a React page: an imported image is its URL, and the file is there", async () => {
    const src = /<img src="([^"]+)" alt="Band"/.exec(await read(out, "index.html"))?.[1];
    expect(src).toMatch(/^\/base\/assets\/images\/band-[0-9a-f]{8}\.png$/);
    expect(existsSync(join(out, src!.slice("/base/".length)))).toBe(true);
  });

  it("in a React page: an imported Markdown file is its content, rendered as the docs are", async () => {
    const html = await read(out, "index.html");
    const step = /<section id="step">(.*?)<\/section>/s.exec(html)?.[1] ?? "";
    expect(step).toMatch(/^<div class="markdown"><p>Install <strong>the chart<\/strong>:<\/p>/);
    expect(step).toContain('data-language="bash"');
    expect(step).toContain("helm install scb ./chart");
    expect(step).toContain('<pre class="code language-bash"');
  });

  it("in CSS: a relative url() is a file copied beside the stylesheet", async () => {
    const css = (await Promise.all((await fg("assets/*.css", { cwd: out })).map((file) => read(out, file)))).join("\n");
    const urls = [...css.matchAll(/url\(["']?([^"')]+)/g)].map((m) => m[1]!);
    expect(urls.some((url) => /band-\w+\.png$/.test(url))).toBe(true);
    expect(urls.some((url) => /corner-\w+\.png$/.test(url))).toBe(true);
    for (const url of urls.filter((u) => u.endsWith(".png"))) expect(existsSync(join(out, "assets", url.replace(/^\.\//, ""))), url).toBe(true);
  });

  it("are written again by a build that takes the pages and the theme from the build cache", async () => {
    const again = join(root, "build-again");
    const result = await buildSite(join(root, "site"), again, { strict: true });
    expect(result.cache?.theme).toBe("reused");
    const first = (await fg("assets/**/*.png", { cwd: out })).sort();
    expect(first.length).toBe(4);
    expect((await fg("assets/**/*.png", { cwd: again })).sort()).toEqual(first);
  }, 60_000);
});
