// Docusaurus's reports about content that builds but may not be what its authors meant, each
// ruled by a config option (`ignore`, `log`, `warn` or `throw`): tags not declared in the tags file
// (`docs.onInlineTags`, `blog.onInlineTags`), authors written in a post rather than in the authors
// map (`blog.onInlineAuthors`), and posts without a truncate marker (`blog.onUntruncatedBlogPosts`).
import type { Warnings } from "../check/warnings.ts";
import { DEFAULT_DOCS_ID, type SiteConfig } from "../config/schema.ts";
import { docsOptionsById, docsOptionsKey } from "./docs-instances.ts";
import type { PostFile } from "./blog.ts";
import type { DocFile } from "./docs.ts";

type Rule = "throw" | "warn" | "log" | "ignore";

/** Adds each report as its rule says: `throw` fails the build, `warn` and `log` warn (`--strict`: fail), `ignore` drops it. */
export function reportContentRules(config: SiteConfig, content: { docs: DocFile[]; posts: PostFile[] }, warnings: Warnings): void {
  const report = (rule: Rule, message: string, file: string) => {
    if (rule === "throw") warnings.error(message, file);
    else if (rule !== "ignore") warnings.add(message, file);
  };
  const docsOptions = docsOptionsById(config);
  // A post's rules are its blog's: the `blog` option's, or a further blog's (`blogInstances[i]`).
  const blogOf = (post: PostFile) => {
    const index = post.pluginId === undefined ? -1 : config.blogInstances.findIndex((b) => b.id === post.pluginId);
    return index < 0 ? { blog: config.blog, key: "blog" } : { blog: config.blogInstances[index]!, key: `blogInstances[${index}]` };
  };
  for (const doc of content.docs) {
    if (!doc.inlineTags.length) continue;
    const pluginId = doc.pluginId ?? DEFAULT_DOCS_ID;
    report(docsOptions.get(pluginId)!.onInlineTags, `tags ${quoted(doc.inlineTags)} are not declared in the docs' tags file (${docsOptionsKey(config, pluginId)}.onInlineTags)`, doc.file);
  }
  for (const post of content.posts) {
    const { blog, key } = blogOf(post);
    if (post.inlineTags.length) report(blog.onInlineTags, `tags ${quoted(post.inlineTags)} are not declared in the blog's tags file (${key}.onInlineTags)`, post.file);
    if (post.inlineAuthors.length) {
      report(blog.onInlineAuthors, `authors ${quoted(post.inlineAuthors)} are not in ${blog.authorsMapPath}: declare them there and name them by key (${key}.onInlineAuthors)`, post.file);
    }
    if (post.excerptSource === undefined) {
      report(blog.onUntruncatedBlogPosts, `the post has no truncate marker (<!-- truncate -->): lists show it whole (${key}.onUntruncatedBlogPosts)`, post.file);
    }
  }
}

const quoted = (names: string[]) => names.map((n) => `"${n}"`).join(", ");
