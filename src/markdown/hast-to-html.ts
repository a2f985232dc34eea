// Serialises the HTML of a page's content: the same string hast-util-to-html gives with
// rehype-stringify's defaults (tests compare the two on every page of the site and on edge
// cases), in much less time. It builds one string instead of arrays of parts, and looks each
// property up in property-information once per build instead of once per use.
// Nodes it does not write itself (comments, doctypes, raw nodes, SVG and templates) are
// handed to hast-util-to-html.
import type { Element, Nodes, Parents, Properties } from "hast";
import { toHtml } from "hast-util-to-html";
import { htmlVoidElements } from "html-void-elements";
import { find, html } from "property-information";

const VOIDS = new Set(htmlVoidElements);

interface Attribute {
  /** ` name` as written, escaped. */
  name: string;
  boolean: boolean;
  overloadedBoolean: boolean;
  commaSeparated: boolean;
  /** The HTML attribute name, which a boolean's string value is compared with. */
  attribute: string;
}

const attributes = new Map<string, Attribute>();
function attributeOf(property: string): Attribute {
  let found = attributes.get(property);
  if (!found) {
    const info = find(html, property);
    found = {
      name: " " + info.attribute.replace(/[\0\t\n\f\r "&'/<=>]/g, reference),
      boolean: info.boolean,
      overloadedBoolean: info.overloadedBoolean,
      commaSeparated: info.commaSeparated,
      attribute: info.attribute,
    };
    attributes.set(property, found);
  }
  return found;
}

/** A hexadecimal character reference, as stringify-entities writes it. */
function reference(character: string): string {
  return "&#x" + character.charCodeAt(0).toString(16).toUpperCase() + ";";
}

// What stringify-entities escapes in text and in double-quoted attribute values (the test
// regexes are not global, so that they keep no state between calls).
const TEXT_ESCAPE = /[<&]/;
const TEXT_ESCAPES = /[<&]/g;
const ATTRIBUTE_ESCAPE = /[\0"&'`]/;
const ATTRIBUTE_ESCAPES = /[\0"&'`]/g;

function text(value: string): string {
  return TEXT_ESCAPE.test(value) ? value.replace(TEXT_ESCAPES, reference) : value;
}

/** ` name="value"`, ` name`, or "" when the property is not written. */
function attribute(property: string, raw: Properties[string]): string {
  const info = attributeOf(property);
  let value: unknown = raw;
  if (info.overloadedBoolean && (value === info.attribute || value === "")) value = true;
  else if ((info.boolean || info.overloadedBoolean) && (typeof value !== "string" || value === info.attribute || value === "")) value = Boolean(value);
  if (value === null || value === undefined || value === false || (typeof value === "number" && Number.isNaN(value))) return "";
  if (value === true) return info.name;
  let string: string;
  if (Array.isArray(value)) {
    if (info.commaSeparated) {
      // comma-separated-tokens: a trailing empty entry is kept visible.
      const items = value[value.length - 1] === "" ? [...value, ""] : value;
      string = items.join(", ").trim();
    } else string = value.join(" ").trim();
  } else string = String(value);
  return info.name + '="' + (ATTRIBUTE_ESCAPE.test(string) ? string.replace(ATTRIBUTE_ESCAPES, reference) : string) + '"';
}

function element(node: Element): string {
  if (node.tagName === "svg" || node.tagName === "template") return toHtml(node);
  let open = "<" + node.tagName;
  for (const property in node.properties) {
    const value = node.properties[property];
    if (value !== null && value !== undefined) open += attribute(property, value);
  }
  const content = children(node);
  // A void element is written without a closing tag, unless it has content.
  if (VOIDS.has(node.tagName.toLowerCase()) && !content) return open + ">";
  return open + ">" + content + "</" + node.tagName + ">";
}

function children(parent: Parents): string {
  const raw = parent.type === "element" && (parent.tagName === "script" || parent.tagName === "style");
  let out = "";
  for (const child of parent.children) {
    if (child.type === "text") out += raw ? child.value : text(child.value);
    else if (child.type === "element") out += element(child);
    else out += toHtml(child);
  }
  return out;
}

/** The HTML of a tree: hast-util-to-html's output with its default options. */
export function hastToHtml(tree: Nodes): string {
  if (tree.type === "root") return children(tree);
  if (tree.type === "element") return element(tree);
  return toHtml(tree);
}
