// remark-emoji (Docusaurus's default: `:white_check_mark:` becomes ✅), run only on a tree that
// has a shortcode in its text. The plugin walks every text node of every file with
// mdast-util-find-and-replace, which took about 4% of a cold site/ build (profile), for files
// that nearly never hold one. The check is the plugin's own pattern over the same nodes it reads
// (text nodes), so a tree it skips is one the plugin would leave as it is.
import type { Root, Text } from "mdast";
import type { Node } from "unist";
import type { Plugin } from "unified";
import { walk } from "./walk.ts";

/** remark-emoji's shortcode pattern (remark-emoji 4, index.js `RE_EMOJI`), without its `g` flag. */
const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/;

const isText = (node: Node): node is Text => node.type === "text";

/** True when a text node of `tree` holds something remark-emoji may replace. */
export function hasShortcode(tree: Root): boolean {
  let found = false;
  walk(tree, isText, (node) => {
    if (!found && node.value.includes(":") && SHORTCODE.test(node.value)) found = true;
  });
  return found;
}

/** The remark-emoji plugin (loaded with `import()`, see pipeline.ts), applied where it can change something. */
export function remarkEmojiWhereUsed(remarkEmoji: Plugin<[], Root>): Plugin<[], Root> {
  return function (this: unknown) {
    const transform = (remarkEmoji as (this: unknown) => (tree: Root) => void).call(this);
    return (tree: Root) => {
      if (hasShortcode(tree)) transform(tree);
    };
  };
}
