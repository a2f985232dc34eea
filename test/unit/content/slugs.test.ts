import { describe, it, expect } from "vitest";
import { stripNumberPrefix, tagSlug } from "../../../src/content/slugs.ts";

describe("tagSlug", () => {
  it.each([
    ["secureCodeBox", "secure-code-box"],
    ["Log4J", "log-4-j"],
    ["v1", "v-1"],
    ["CycloneDX", "cyclone-dx"],
    ["open source", "open-source"],
    ["OWASP ZAP automation", "owasp-zap-automation"],
    ["Log4Shell", "log-4-shell"],
    ["Dependency-Track", "dependency-track"],
    ["SAST", "sast"],
  ])("%s → %s (the tags of the secureCodeBox blog)", (label, slug) => {
    expect(tagSlug(label)).toBe(slug);
  });

  it.each([
    ["Kubernetes", "kubernetes"],
    ["DevSecOps", "dev-sec-ops"],
    ["http2", "http-2"],
    ["release v2.0", "release-v-2-0"],
    ["  spaced   out  ", "spaced-out"],
    ["snake_case_tag", "snake-case-tag"],
  ])("kebab-cases %j as %j", (label, slug) => {
    expect(tagSlug(label)).toBe(slug);
  });

  it("drops diacritics so the URL stays ASCII", () => {
    expect(tagSlug("Café")).toBe("cafe");
  });

  it("gives an empty slug for a label without letters or digits", () => {
    expect(tagSlug("!!!")).toBe("");
    expect(tagSlug("")).toBe("");
  });

  it("is idempotent on its own output", () => {
    for (const label of ["secureCodeBox", "Log4J", "CycloneDX", "OWASP ZAP automation"]) {
      const slug = tagSlug(label);
      expect(tagSlug(slug)).toBe(slug);
    }
  });

  it("gives the same slug to labels that differ only in separators", () => {
    expect(tagSlug("open source")).toBe(tagSlug("open-source"));
    expect(tagSlug("open_source")).toBe(tagSlug("Open Source"));
  });
});

describe("stripNumberPrefix", () => {
  it("strips an underscore prefix and keeps its position", () => {
    expect(stripNumberPrefix("01_introduction_and_goals")).toEqual({ name: "introduction_and_goals", position: 1 });
  });

  it("strips a dash prefix and keeps its position", () => {
    expect(stripNumberPrefix("10-security")).toEqual({ name: "security", position: 10 });
  });

  it("strips a dot prefix", () => {
    expect(stripNumberPrefix("3.intro")).toEqual({ name: "intro", position: 3 });
  });

  it("leaves a name that is only a number unchanged, without a position", () => {
    expect(stripNumberPrefix("2021")).toEqual({ name: "2021" });
    expect(stripNumberPrefix("2021").position).toBeUndefined();
  });

  it("leaves a number that is a suffix unchanged", () => {
    expect(stripNumberPrefix("adr_0001")).toEqual({ name: "adr_0001" });
  });

  it("does not strip a prefix that would leave nothing", () => {
    expect(stripNumberPrefix("01_")).toEqual({ name: "01_" });
    expect(stripNumberPrefix("01-")).toEqual({ name: "01-" });
  });

  it("strips only the first prefix", () => {
    expect(stripNumberPrefix("01 - 02x")).toEqual({ name: "02x", position: 1 });
  });

  it("leaves a name that starts with a date or a version as it is, as Docusaurus does", () => {
    expect(stripNumberPrefix("2020-12-roadmap")).toEqual({ name: "2020-12-roadmap" });
    expect(stripNumberPrefix("2021_01_31 - Doc")).toEqual({ name: "2021_01_31 - Doc" });
    expect(stripNumberPrefix("8.0-notes")).toEqual({ name: "8.0-notes" });
    expect(stripNumberPrefix("01-02-x")).toEqual({ name: "01-02-x" });
  });

  it("leaves names without a prefix unchanged", () => {
    expect(stripNumberPrefix("getting-started")).toEqual({ name: "getting-started" });
    expect(stripNumberPrefix("v1-migration")).toEqual({ name: "v1-migration" });
  });
});

