// Compound words: a CamelCase, hyphenated or snake_case name is a word of its own and its parts,
// the same for the index and for queries.
import { describe, expect, it } from "vitest";
import { indexWords } from "../../../src/search/index-words.ts";
import { compoundWords } from "../../../src/shared/search-words.ts";
import { TERM_SEPARATOR } from "../../../src/shared/search.ts";

const parts = (word: string) => compoundWords(word).map((w) => [w.whole, ...w.parts]);

describe("compoundWords", () => {
  it("splits CamelCase names into their parts and keeps the whole word", () => {
    expect(parts("CascadingRule")).toEqual([["cascadingrule", "cascading", "rule"]]);
    expect(parts("ScanCompletionHook")).toEqual([["scancompletionhook", "scan", "completion", "hook"]]);
    expect(parts("secureCodeBox")).toEqual([["securecodebox", "secure", "code", "box"]]);
  });

  it("splits hyphenated names into their parts and joins them into the whole word", () => {
    expect(parts("cascading-rule")).toEqual([["cascadingrule", "cascading", "rule"]]);
    expect(parts("kube-hunter")).toEqual([["kubehunter", "kube", "hunter"]]);
    expect(parts("--top-ports")).toEqual([["topports", "top", "ports"]]);
    expect(parts("Scan-Type")).toEqual([["scantype", "scan", "type"]]);
  });

  it("splits snake_case, keeping the underscores in the whole word as the index always had them", () => {
    expect(parts("ssh_scan")).toEqual([["ssh_scan", "ssh", "scan"]]);
    expect(parts("__init__")).toEqual([["__init__", "init"]]);
  });

  it("splits at acronyms and digits the way a name reads", () => {
    expect(parts("HTTPServer")).toEqual([["httpserver", "http", "server"]]);
    expect(parts("WPScan")).toEqual([["wpscan", "wp", "scan"]]);
    expect(parts("Typo3Scan")).toEqual([["typo3scan", "typo3", "scan"]]);
    expect(parts("ImagePullBackOff")).toEqual([["imagepullbackoff", "image", "pull", "back", "off"]]);
  });

  it("leaves plain words, plurals of capitals, versions and numbers whole", () => {
    for (const word of ["nmap", "Nmap", "NMAP", "CRDs", "URLs", "2FA", "log4j", "v2", "8080"]) {
      expect(parts(word), word).toEqual([[word.toLowerCase()]]);
    }
  });

  it("splits text at the index's separators, and nowhere else", () => {
    const text = "Install the CascadingRule: see values.yaml, host:port (kube-hunter) and a/b -- e-mail";
    expect(compoundWords(text).map((w) => w.whole)).toEqual(["install", "the", "cascadingrule", "see", "values", "yaml", "host", "port", "kubehunter", "and", "a", "b", "email"]);
    // The parts of every word are exactly the words lunr's separator makes, plus CamelCase splits.
    const pieces = compoundWords("zap-advanced kube-hunter e-mail").flatMap((w) => w.parts);
    expect(pieces).toEqual("zap-advanced kube-hunter e-mail".split(TERM_SEPARATOR));
  });

  it("splits ASCII words (read with ASCII classes) as the Unicode rules would", () => {
    // The rules with Unicode's classes, as for words outside ASCII.
    const unicodeParts = (piece: string) =>
      piece
        .replace(/(\p{Ll})(\p{Lu})/gu, "$1\0$2")
        .replace(/(\p{L}\p{N}+)(\p{Lu})/gu, "$1\0$2")
        .replace(/(\p{Lu})(\p{Lu}(?!s(?!\p{Ll}))\p{Ll})/gu, "$1\0$2")
        .split("\0")
        .map((part) => part.toLowerCase());
    let seed = 5;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const letters = "aAbBsS09xX";
    for (let n = 0; n < 2000; n++) {
      const word = Array.from({ length: 1 + Math.floor(random() * 9) }, () => letters[Math.floor(random() * letters.length)]).join("");
      const expected = unicodeParts(word);
      const [got] = compoundWords(word);
      expect(got!.parts.length ? got!.parts : [got!.whole], word).toEqual(expected);
    }
  });

  it("handles letters of any script", () => {
    expect(parts("ÄrgerÜber")).toEqual([["ärgerüber", "ärger", "über"]]);
    expect(parts("naïve")).toEqual([["naïve"]]);
  });
});

describe("indexWords", () => {
  it("gives lunr's own words, then the words each compound adds, in the order of the text", () => {
    expect(indexWords("The CascadingRule of kube-hunter")).toEqual(["the", "cascadingrule", "of", "kube", "hunter", "cascading", "rule", "kubehunter"]);
    expect(indexWords("")).toEqual([]);
    expect(indexWords(" - / ")).toEqual([]);
  });

  it("holds every word and part a query can ask for, and only words lunr splits or compounds add", () => {
    const text = "ScanCompletionHook-based ssh_scan __init__ --top-ports HTTPServer CRDs 2FA Typo3Scan e-mail über-Cool";
    const words = indexWords(text);
    // lunr's words first: lower case, split at TERM_SEPARATOR.
    const plain = text.toLowerCase().split(TERM_SEPARATOR).filter(Boolean);
    expect(words.slice(0, plain.length)).toEqual(plain);
    for (const { whole, parts } of compoundWords(text)) {
      expect(words, whole).toContain(whole);
      for (const part of parts) expect(words, part).toContain(part);
    }
    expect(words.slice(plain.length)).toEqual([
      "scancompletionhookbased", "scan", "completion", "hook", "ssh", "scan", "init", "topports", "http", "server", "typo3", "scan", "email", "übercool",
    ]);
  });
});
