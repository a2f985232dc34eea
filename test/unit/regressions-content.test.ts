// Regression tests for factual errors found in the site's content, one per bug, each named
// after it. They read the Markdown and SVG sources and check them against secureCodeBox v4:
// the public monorepo at commit a0946db61, whose files are named next to each fact.
import { describe, expect, it } from "vitest";
import { paragraphs, proseOf, readSite, section, sentences, siteFiles, svgRects, svgTexts, tableRows } from "./content-source.ts";

const docs = siteFiles("docs/**/*.md").map((file) => ({ file, prose: proseOf(readSite(file)) }));
const svgs = siteFiles("static/img/**/*.svg").map((file) => ({ file, texts: svgTexts(readSite(file)) }));

/** Backticked names in a piece of Markdown, in order. */
function codeSpans(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
}

describe("content regressions", () => {
  // scanners/trivy/parser/parser.js sets `{ type: "NSWG" }` for vulnerability ids starting with NSWG-.
  it("finding.md credits the NSWG reference type to the Trivy parser, not to an SSH scanner", () => {
    const row = tableRows(readSite("docs/api/finding.md")).find((cells) => cells[0] === "`references`");
    const nswgSentence = sentences(row!.at(-1)!).find((s) => s.includes("`NSWG`"));
    expect(nswgSentence).toMatch(/\bTrivy parser\b/);
    expect(nswgSentence).not.toMatch(/SSH/i);
  });

  it("no page says an SSH scanner emits NSWG references", () => {
    const claims = docs.flatMap(({ file, prose }) =>
      sentences(prose)
        .filter((s) => s.includes("NSWG") && /ssh/i.test(s))
        .map((s) => `${file}: ${s}`),
    );
    expect(claims).toEqual([]);
  });

  // hooks/persistence-defectdojo/.../util/ScanNameMapping.java matches the scan type name exactly;
  // every other name falls back to GENERIC (DefectDojo's "Generic Findings Import").
  const nativelyImported = ["nmap", "zap-baseline-scan", "zap-api-scan", "zap-full-scan", "zap-advanced-scan", "sslyze", "gitleaks", "nikto", "nuclei", "wpscan", "semgrep"];
  // scanners/trivy/templates/trivy-scan-type.yaml: the ScanTypes of the trivy chart.
  const trivyScanTypes = ["trivy-image", "trivy-filesystem", "trivy-repo", "trivy-k8s"];
  const supportedScanners = section(readSite("docs/hooks/defectdojo.md"), "### Supported scanners");

  it("defectdojo.md lists the natively imported scan types without a bare `trivy`, which no v4 ScanType is called", () => {
    const list = sentences(supportedScanners).find((s) => s.includes("`zap-baseline-scan`"));
    expect(codeSpans(list!).sort()).toEqual([...nativelyImported].sort());
  });

  it("defectdojo.md says Trivy's four scan types go through the Generic Findings Import", () => {
    const trivyParagraphs = paragraphs(supportedScanners).filter((p) => trivyScanTypes.every((type) => p.includes(`\`${type}\``)));
    expect(trivyParagraphs.some((p) => p.includes("Generic Findings Import"))).toBe(true);
  });

  it("trivy.md tells readers that DefectDojo imports Trivy scans through the Generic Findings Import", () => {
    const prose = proseOf(readSite("docs/scanners/trivy.md"));
    expect(paragraphs(prose).some((p) => p.includes("DefectDojo") && p.includes("Generic Findings Import"))).toBe(true);
  });

  // hooks/cascading-scans/hook/hook.ts: with inheritTolerations (default true) and tolerations in
  // the rule's scanSpec, mergeInheritedArray concatenates the parent's list and the rule's.
  const adr0010 = readSite("docs/architecture/09_architecture_decisions/adr_0010.md");

  it("ADR-0010 says that v4's cascading-scans hook appends a rule's tolerations to the parent's", () => {
    expect(section(adr0010, "## Status")).toMatch(/cascading-scans hook[^.]*tolerations/i);
    const v4 = sentences(section(adr0010, "## Consequences")).filter(
      (s) => s.includes("inheritTolerations") && /\b(appends?|appended|concatenat\w*)\b/i.test(s),
    );
    expect(v4).not.toEqual([]);
  });

  it("no page presents a cascading rule's tolerations replacing the parent's as what v4 does", () => {
    // An ADR may record that replacement was decided; it must say that it was the record's choice.
    const presentsReplacement = (s: string) =>
      /parent/i.test(s) && /toleration|scanSpec/i.test(s) && /\breplaces?\b/i.test(s) && !/\b(record|decided|chose)\b/i.test(s);
    const claims = [
      ...docs.flatMap(({ file, prose }) => sentences(prose).filter(presentsReplacement).map((s) => `${file}: ${s}`)),
      ...svgs.flatMap(({ file, texts }) => texts.filter((t) => presentsReplacement(t.text)).map((t) => `${file}: ${t.text}`)),
    ];
    expect(claims).toEqual([]);
  });

  it.each(["docs/api/crds/scan.md", "docs/api/crds/cascading-rule.md", "docs/hooks/cascading-scans.md", "docs/architecture/08_concepts.md"])(
    "%s says inherited tolerations are appended to the parent's list",
    (file) => {
      const statements = sentences(proseOf(readSite(file))).filter((s) => /toleration/i.test(s) && /\b(append\w*|concatenat\w*)\b/i.test(s));
      expect(statements).not.toEqual([]);
    },
  );

  // operator/controllers/execution/scans/scan_reconciler.go appends a Scan's volumes to the pod
  // spec and its volumeMounts to the first container.
  it("no page says a Scan's volumes go to a container rather than to the pod", () => {
    const claims = docs.flatMap(({ file, prose }) =>
      sentences(prose)
        .filter((s) => /(Scan's|Per-Scan|per-Scan)[^.]*(`volumes`|\bvolumes\b)/.test(s) && /container/.test(s) && !/\bpod\b/i.test(s))
        .map((s) => `${file}: ${s}`),
    );
    expect(claims).toEqual([]);
  });

  // operator/controllers/execution/scans/scan_controller.go only treats an empty state as "Init"
  // internally; it never writes Init to status.state.
  it("no diagram of status.state shows an Init state", () => {
    const stateDiagrams = svgs.filter(({ texts }) => texts.some((t) => t.text.includes("status.state")));
    expect(stateDiagrams.map((d) => d.file)).toContain("static/img/architecture/runtime-scan.svg");
    const initLabels = stateDiagrams.flatMap(({ file, texts }) => texts.filter((t) => /\bInit\b/.test(t.text)).map((t) => `${file}: ${t.text}`));
    expect(initLabels).toEqual([]);
  });

  it("no page names `Init` as a value of status.state", () => {
    const claims = docs.flatMap(({ file, prose }) => sentences(prose).filter((s) => s.includes("`Init`")).map((s) => `${file}: ${s}`));
    expect(claims).toEqual([]);
  });

  const deployment = readSite("static/img/architecture/deployment.svg");

  it("deployment.svg has no label truncated with an ellipsis", () => {
    expect(svgTexts(deployment).filter((t) => /\w…/.test(t.text))).toEqual([]);
  });

  // operator/crds: the cluster-scoped kinds besides the CRDs themselves.
  it("deployment.svg names the optional cluster-wide kinds inside its cluster-scoped box", () => {
    const texts = svgTexts(deployment);
    const heading = texts.find((t) => t.text === "Cluster-scoped")!;
    const box = svgRects(deployment).find((r) => r.x < heading.x && heading.x < r.x + r.width && r.y < heading.y && heading.y < r.y + r.height && r.width < 400)!;
    const inside = texts.filter((t) => t.x >= box.x && t.x <= box.x + box.width && t.y > box.y && t.y <= box.y + box.height);
    const label = inside.map((t) => t.text).join(" ");
    for (const kind of ["ClusterScanTypes", "ClusterParseDefinitions", "ClusterScanCompletionHooks"]) expect(label).toContain(kind);
    // A rough width for sans-serif text: no line may run past the right edge of the box.
    for (const t of inside) expect(t.x + t.text.length * 0.6 * (t.fontSize ?? 13), t.text).toBeLessThanOrEqual(box.x + box.width);
  });

  // operator/values.yaml (and every chart's values.yaml) writes empty defaults as `null`.
  it("Helm values tables write null defaults as `null`, the way the charts' values.yaml do, not `nil`", () => {
    const rows = docs.flatMap(({ file, prose }) => tableRows(prose).filter((cells) => cells.includes("`nil`")).map((cells) => `${file}: ${cells[0]}`));
    expect(rows).toEqual([]);
    const installation = tableRows(readSite("docs/getting-started/installation.md"));
    for (const key of ["`s3.port`", "`customCACertificate.existingCertificate`"]) {
      expect(installation.find((cells) => cells[0] === key)?.[2]).toBe("`null`");
    }
  });

  // scanners/trivy-sbom/parser/parser.js and scanners/screenshooter/parser/parser.js copy
  // scan.status.rawResultDownloadLink into the finding; operator/controllers/execution/scans/
  // scan_reconciler.go presigns that link for 7*24 hours, not with the parsers' 1h.
  it.each(["docs/scanners/trivy-sbom.md", "docs/scanners/screenshooter.md"])(
    "%s says the finding's downloadLink is valid for 7 days, not one hour",
    (file) => {
      const markdown = readSite(file);
      // The paragraphs and list items that speak of the finding's link.
      const about = proseOf(markdown)
        .split(/\n\s*\n|\n(?=\s*[-*+]\s)/)
        .map((block) => block.replace(/\s+/g, " "))
        .filter((block) => block.includes("`downloadLink`"));
      expect(about.filter((block) => /one hour|\b1h\b|presignedUrlExpirationTimes\.parsers/i.test(block))).toEqual([]);
      expect(about.some((block) => /\b(7|seven) days\b/.test(block) && block.includes("rawResultDownloadLink"))).toBe(true);
      // The sample link's lifetime: 604,800 s, not 3,600 s.
      const expires = [...markdown.matchAll(/X-Amz-Expires=(\d+)/g)].map((m) => m[1]);
      expect(expires).toEqual(["604800"]);
    },
  );

  // scanners/ncrack/parser/parser.js encrypts only when ENCRYPTION_KEY_LOCATION is set; no file
  // under scanners/ncrack/templates reads encryptPasswords.
  it("no page offers encryptPasswords.* as a way to encrypt Ncrack passwords", () => {
    // Each paragraph and each table row that names the values must also say they are not read.
    const claims = docs.flatMap(({ file, prose }) =>
      prose
        .split(/\n\s*\n|\n(?=\|)/)
        .filter((block) => block.includes("encryptPasswords") && !/\b(no template|not read|does nothing|do nothing|ignored?)\b/i.test(block))
        .map((block) => `${file}: ${block.trim()}`),
    );
    expect(claims).toEqual([]);
    expect(proseOf(readSite("docs/how-tos/scanning-networks.md"))).toContain("`ENCRYPTION_KEY_LOCATION`");
  });

  // operator/apis/execution/v1/scan_types.go declares FinishedAt; nothing in operator/ sets it.
  it("no sample Scan status on a page shows finishedAt", () => {
    const samples = siteFiles("docs/**/*.md").flatMap((file) =>
      readSite(file)
        .split("\n")
        .filter((line) => /^\s*finishedAt:/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(samples).toEqual([]);
  });

  // operator/templates/manager/manager.yaml: `value: {{ .Values.s3.port }}`, unquoted, so both 9000
  // and "9000" render as a YAML number; S3_ENDPOINT is `{{ .Values.s3.endpoint | quote }}` and
  // controllers/execution/scans/scan_controller.go appends S3_PORT to it only when set.
  it("installation.md says how to give the S3 port so that the env value stays a string", () => {
    const page = readSite("docs/getting-started/installation.md");
    const row = tableRows(page).find((cells) => cells[0] === "`s3.port`")!;
    expect(row.at(-1)).not.toMatch(/as a string \(`"9000"`\)/);
    expect(row.at(-1)).toMatch(/without quotes/);
    // The value must bring its own quotes ...
    expect(page).toMatch(/--set-string 's3\.port="\d+"'/);
    // ... or, simpler, the port goes into the endpoint and s3.port stays unset.
    expect(page).toMatch(/endpoint: "[a-z0-9.-]+:\d+"/);
  });

  // scanners/git-repo-scanner/scanner/git_repo_scanner/__main__.py parses durations with
  // pytimeparse (requirements.txt: 1.1.8): weeks, days, hours, minutes and seconds.
  it("git-repo-scanner.md names every short duration unit, seconds included", () => {
    const units = sentences(proseOf(readSite("docs/scanners/git-repo-scanner.md"))).find((s) => /^Durations\b/.test(s))!;
    for (const unit of ["w", "d", "h", "m", "s"]) expect(codeSpans(units)).toContain(unit);
  });

  // scanners/cmseek/scanner/wrapper.sh runs `mv` on Result/*/cms.json.
  it("cmseek.md says the wrapper moves the report, not copies it", () => {
    const about = sentences(proseOf(readSite("docs/scanners/cmseek.md"))).filter((s) => s.includes("`cms.json`"));
    expect(about.some((s) => /\bmoves?\b/.test(s))).toBe(true);
    expect(about.filter((s) => /\bcop(y|ies|ied)\b/.test(s))).toEqual([]);
  });

  // scanners/sslyze/parser/parser.js: no certificate findings only when *every* deployment is
  // trusted; each deployment that is not trusted adds one.
  it("sslyze.md says certificate findings appear as soon as one certificate deployment is not trusted", () => {
    const prose = proseOf(readSite("docs/scanners/sslyze.md"));
    expect(sentences(prose).filter((s) => /only (be )?created when \*?no\*? certificate deployment/i.test(s))).toEqual([]);
    expect(sentences(prose).some((s) => /\b(at least one|one)\b[^.]*certificate deployments?[^.]*\bnot (fully )?trusted\b/i.test(s))).toBe(true);
  });

  // operator/crds/execution.securecodebox.io_parsedefinitions.yaml requires nothing in spec;
  // ..._scancompletionhooks.yaml requires only `type` (both types.go: `image,omitempty`).
  it.each(["docs/api/crds/parse-definition.md", "docs/api/crds/scan-completion-hook.md"])(
    "%s does not mark `image` as required by the schema",
    (file) => {
      const row = tableRows(readSite(file)).find((cells) => cells[0] === "`image`")!;
      expect(row[2]).toBe("no");
    },
  );

  // hooks.mk runs hook/integration-tests only where it exists: in v4.3 only cascading-scans has
  // one. The tests of generic-webhook, update-field-hook, finding-post-processing and
  // notification are tests/integration/generic/*.test.js and tests/integration/hooks/*.test.js.
  it("hook-test.md says where the existing hook integration tests live", () => {
    const prose = proseOf(section(readSite("docs/contributing/test-concept/hook-test.md"), "## Integration tests"));
    expect(sentences(prose).filter((s) => /^The tests live in `hook\/integration-tests\/`/.test(s))).toEqual([]);
    for (const path of ["`tests/integration/generic/`", "`tests/integration/hooks/`", "`hooks/cascading-scans/hook/integration-tests/`"]) {
      expect(prose).toContain(path);
    }
    const webhook = sentences(prose).find((s) => s.includes("generic-webhook") && /tested/.test(s))!;
    expect(webhook).toContain("read-only-hook.test.js");
  });

  // operator/values.yaml: resources.limits.cpu 100m, limits.memory 30Mi.
  it("07_deployment_view.md gives the operator's CPU limit next to its memory limit", () => {
    const limits = sentences(proseOf(readSite("docs/architecture/07_deployment_view.md"))).find((s) => /operator container/i.test(s) && /limit/.test(s))!;
    expect(limits).toMatch(/limits? (are|is)? ?`100m` CPU and `30Mi` memory/);
  });

  // hooks/cascading-scans/hook/hook.ts: hostOrIP returns ip_addresses.sort()[0], JavaScript's
  // default sort, which compares strings.
  it("pages say that hostOrIP falls back to the alphabetically first IP address", () => {
    const vague = docs.flatMap(({ file, prose }) =>
      sentences(prose)
        .filter((s) => s.includes("hostOrIP") && /(ip_addresses|IP address)/.test(s) && !/\b(alphabetic\w*|as text|as strings?)\b/i.test(s))
        .map((s) => `${file}: ${s}`),
    );
    expect(vague).toEqual([]);
  });

  // .github/workflows/ci.yaml: one KIND_NODE_IMAGE, kindest/node:v1.28.0.
  it("installation.md does not claim CI tests four Kubernetes releases; it names the one it tests", () => {
    const prerequisites = section(readSite("docs/getting-started/installation.md"), "## Prerequisites");
    expect(sentences(proseOf(prerequisites)).filter((s) => /\btests? against the four\b/i.test(s))).toEqual([]);
    expect(sentences(proseOf(prerequisites)).some((s) => /\bCI\b/.test(s) && s.includes("v1.28.0"))).toBe(true);
  });

  it("installation.md lists jq among the prerequisites, since the getting-started pages use it", () => {
    const usesJq = siteFiles("docs/getting-started/*.md").filter((file) => /^jq /m.test(readSite(file)));
    expect(usesJq).not.toEqual([]);
    const items = section(readSite("docs/getting-started/installation.md"), "## Prerequisites")
      .split("\n")
      .filter((line) => line.startsWith("- "));
    expect(items.some((line) => /^- \*\*jq\*\*/.test(line))).toBe(true);
  });
});
