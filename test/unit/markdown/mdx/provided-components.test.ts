import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { providedImports } from "../../../../src/markdown/mdx/provided-components.ts";
import { removeAll, tempDir, writeFiles } from "../../../helpers/fixtures.ts";

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(() => removeAll(dir));

async function importsOf(name: string, code: string) {
  await writeFiles(dir, { [name]: code });
  return Object.fromEntries(providedImports(join(dir, name)));
}

describe("providedImports", () => {
  it("maps each name of a default-exported object to its import, as Docusaurus's MDXComponents are written", async () => {
    const code = [
      'import MDXComponents from "@theme-original/MDXComponents";',
      'import LiteYouTubeEmbed from "react-lite-youtube-embed";',
      'import { EventList, EventSignup as Signup } from "../components/Events.tsx";',
      'import Tabs from "@theme/Tabs";',
      "export default {",
      "  ...MDXComponents,",
      "  Tabs,",
      "  LiteYouTubeEmbed,",
      "  EventList,",
      '  "Signup": Signup,',
      "  Inline: (props) => <span {...props} />,",
      "  [computed]: EventList,",
      "};",
    ].join("\n");
    expect(await importsOf("MDXComponents.js", code)).toEqual({
      Tabs: { specifier: "@theme/Tabs", exportName: "default" },
      LiteYouTubeEmbed: { specifier: "react-lite-youtube-embed", exportName: "default" },
      EventList: { specifier: "../components/Events.tsx", exportName: "EventList" },
      Signup: { specifier: "../components/Events.tsx", exportName: "EventSignup" },
    });
  });

  it("follows a default export of a variable, in TypeScript", async () => {
    const code = 'import type { ComponentType } from "react";\nimport Chart from "@site/src/Chart";\nconst components: Record<string, ComponentType> = { Chart };\nexport default components;\n';
    expect(await importsOf("MDXComponents.tsx", code)).toEqual({ Chart: { specifier: "@site/src/Chart", exportName: "default" } });
  });

  it("gives nothing for a file it cannot read this way (the bundle reports a broken one)", async () => {
    expect(await importsOf("Broken.js", "export default {")).toEqual({});
    expect(await importsOf("Spread.js", 'import all from "./all";\nexport default all;\n')).toEqual({});
  });
});
