// GFM footnotes → hast, as mdast-util-to-hast writes them: each reference a numbered `<sup>`
// link (numbered in order of first reference), and at the end of the document a section
// listing the referenced definitions, each with links back to its references.
import type * as Mdast from "mdast";
import type * as Hast from "hast";
import { normalizeUri } from "micromark-util-sanitize-uri";
import { applyData, element, wrap, type HastChild } from "./hast.ts";
import type { State } from "./state.ts";

const CLOBBER_PREFIX = "user-content-";

/** Notes the document's footnote definitions (the first of each identifier counts). */
export function collectFootnoteDefinitions(state: State, tree: Mdast.Root): void {
  // parse-markdown.ts puts every footnote definition at the top level (markdown-it collects
  // them at the end of the document).
  for (const node of tree.children) {
    if (node.type === "footnoteDefinition") {
      const id = String(node.identifier).toUpperCase();
      if (!state.footnoteById.has(id)) state.footnoteById.set(id, node);
    }
  }
}

export function footnoteReference(state: State, node: Mdast.FootnoteReference): HastChild {
  const id = String(node.identifier).toUpperCase();
  const safeId = normalizeUri(id.toLowerCase());
  const index = state.footnoteOrder.indexOf(id);
  let counter: number;
  let reuseCounter = state.footnoteCounts.get(id);
  if (reuseCounter === undefined) {
    reuseCounter = 0;
    state.footnoteOrder.push(id);
    counter = state.footnoteOrder.length;
  } else {
    counter = index + 1;
  }
  reuseCounter += 1;
  state.footnoteCounts.set(id, reuseCounter);
  const link = element(
    "a",
    {
      href: "#" + CLOBBER_PREFIX + "fn-" + safeId,
      id: CLOBBER_PREFIX + "fnref-" + safeId + (reuseCounter > 1 ? "-" + reuseCounter : ""),
      dataFootnoteRef: true,
      ariaDescribedBy: ["footnote-label"],
    },
    [{ type: "text", value: String(counter) }],
  );
  return applyData(node, element("sup", {}, [link]));
}

/** The footnotes section: the definitions in order of first reference, with links back. */
export function footnoteSection(state: State): Hast.Element | undefined {
  const contents: HastChild[][] = [];
  // A definition may refer to a footnote no one referred to before, which joins the order
  // while this loop runs (forEach would stop at the length it started with).
  for (let referenceIndex = 0; referenceIndex < state.footnoteOrder.length; referenceIndex++) {
    const definition = state.footnoteById.get(state.footnoteOrder[referenceIndex]!);
    if (definition) contents[referenceIndex] = state.all(definition);
  }
  const listItems: HastChild[] = [];
  state.footnoteOrder.forEach((orderId, referenceIndex) => {
    const definition = state.footnoteById.get(orderId);
    if (!definition) return;
    const content = contents[referenceIndex]!;
    const id = String(definition.identifier).toUpperCase();
    const safeId = normalizeUri(id.toLowerCase());
    const backReferences = backReferenceLinks(safeId, referenceIndex, state.footnoteCounts.get(id) ?? 0);
    const tail = content[content.length - 1];
    if (tail && tail.type === "element" && tail.tagName === "p") {
      const tailTail = tail.children[tail.children.length - 1];
      if (tailTail && tailTail.type === "text") tailTail.value += " ";
      else tail.children.push({ type: "text", value: " " });
      tail.children.push(...backReferences);
    } else {
      content.push(...backReferences);
    }
    listItems.push(element("li", { id: CLOBBER_PREFIX + "fn-" + safeId }, wrap(content, true)));
  });
  if (listItems.length === 0) return undefined;
  return element("section", { dataFootnotes: true, className: ["footnotes"] }, [
    element("h2", { className: ["sr-only"], id: "footnote-label" }, [{ type: "text", value: "Footnotes" }]),
    { type: "text", value: "\n" },
    element("ol", {}, wrap(listItems, true)),
    { type: "text", value: "\n" },
  ]);
}

/** The `↩` links from a definition back to each of its `counts` references, space-separated. */
function backReferenceLinks(safeId: string, referenceIndex: number, counts: number): HastChild[] {
  const backReferences: HastChild[] = [];
  for (let rereferenceIndex = 1; rereferenceIndex <= counts; rereferenceIndex++) {
    if (backReferences.length > 0) backReferences.push({ type: "text", value: " " });
    const children: HastChild[] = [{ type: "text", value: "↩" }];
    if (rereferenceIndex > 1) children.push(element("sup", {}, [{ type: "text", value: String(rereferenceIndex) }]));
    backReferences.push(
      element(
        "a",
        {
          href: "#" + CLOBBER_PREFIX + "fnref-" + safeId + (rereferenceIndex > 1 ? "-" + rereferenceIndex : ""),
          dataFootnoteBackref: "",
          ariaLabel: "Back to reference " + (referenceIndex + 1) + (rereferenceIndex > 1 ? "-" + rereferenceIndex : ""),
          className: ["data-footnote-backref"],
        },
        children,
      ),
    );
  }
  return backReferences;
}
