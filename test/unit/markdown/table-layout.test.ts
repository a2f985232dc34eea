// How a Markdown table is prepared for reading at any width (src/markdown/table-layout.ts):
// column names on the cells, break opportunities in long names, very long values shortened,
// values tables marked. Issue 41, point 1; the browser side is test/e2e/readers.test.ts.
import { describe, expect, it } from "vitest";
import { render } from "./helpers.ts";

const VALUES = `| Key | Type | Default | Description |
| --- | --- | --- | --- |
| \`scanner.securityContext.runAsNonRoot\` | bool | \`true\` | Refuse user ID 0. |
| \`parser.env\` | list | \`[]\` | Extra variables, see ResourceRequirements. |
| \`scanner.extraVolumes\` | list | \`[{"configMap":{"name":"zap-advanced-scantype-config","optional":true},"name":"zap-advanced-scantype-config"}]\` | Volumes. |
`;

describe("tables prepared for reading (issue 41, point 1)", () => {
  for (const engine of ["fast", "unified"] as const) {
    it(`names each cell's column, breaks long names and marks a values table (${engine})`, async () => {
      const { html } = await render(VALUES, { engine });
      expect(html).toMatch(/^<div class="table-wrapper table-cards table-values" tabindex="0" role="region" aria-label="Table">/);
      // Every body cell carries its column's name; the header keeps its plain cells.
      expect(html).toContain("<th>Key</th>");
      expect(html.match(/<td data-label="(Key|Type|Default|Description)">/g)).toHaveLength(12);
      // A long key breaks after its dots and inside camelCase; short code stays whole.
      expect(html).toContain('<td data-label="Key"><code class="code-long">scanner.<wbr>security<wbr>Context.<wbr>run<wbr>As<wbr>Non<wbr>Root</code></td>');
      expect(html).toContain('<td data-label="Key"><code>parser.env</code></td>');
      // So does a long name in plain text; short words are left alone.
      expect(html).toContain("Extra variables, see Resource<wbr>Requirements.</td>");
      // A very long value is the summary of a disclosure: shown shortened, whole when opened.
      expect(html).toMatch(/<td data-label="Default"><details class="long-value"><summary><code class="code-long">\[\{"config<wbr>Map":/);
      expect(html).toContain("</code></summary></details></td>");
    });
  }

  it("keeps the text of every cell as written (search and copy read it)", async () => {
    const { sections } = await render(`## Values\n\n${VALUES}`);
    expect(sections.map((s) => s.text).join(" ")).toContain('scanner.securityContext.runAsNonRoot bool true Refuse user ID 0. parser.env list [] Extra variables, see ResourceRequirements.');
  });

  it("gives no card labels to a table whose header leaves a column unnamed, and no values layout to other tables", async () => {
    const { html } = await render("| Option | |\n| --- | --- |\n| a | b |\n");
    expect(html).toMatch(/^<div class="table-wrapper" tabindex="0"/);
    expect(html).toContain("<td>a</td>");
    const named = await render("| Option | Effect |\n| --- | --- |\n| a | b |\n");
    expect(named.html).toMatch(/^<div class="table-wrapper table-cards" tabindex="0"/);
    expect(named.html).toContain('<td data-label="Effect">b</td>');
  });
});
