// Docusaurus's tags file (3.4+): the docs' or the blog's `tags.yml` (config `tags`) declares each
// tag by key with its `label`, `permalink` and `description`. A front matter tag that names a key
// takes those; any other tag is "inline" (its label as written, a kebab-case permalink), which the
// config's `onInlineTags` reports when the folder has a tags file.
import { readFile } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { SiteError, lineAt } from "../errors.ts";
import { tagSlug } from "./slugs.ts";

/** A tag as pages link it: its label, its permalink below the tags route (no slashes around), and its description. */
export interface ResolvedTag {
  label: string;
  slug: string;
  description?: string;
  /** Not declared in the tags file (or no tags file). */
  inline: boolean;
}

/** The tags file, read: each key's tag. */
export type TagsFile = Map<string, Omit<ResolvedTag, "inline">>;

const tagsFileSchema = z.record(
  z.string(),
  z.union([z.strictObject({ label: z.string().optional(), description: z.string().optional(), permalink: z.string().optional() }), z.null()]),
);

/** lodash's `capitalize`, as Docusaurus labels a key without `label`: first letter upper case, the rest lower. */
const capitalize = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();

/**
 * Reads the tags file of a content folder. `option` is the config's `tags`: a path relative to
 * the folder; left out, `tags.yml` if there is one; `false` or `null`, none. Returns null when
 * there is no tags file.
 */
export async function loadTagsFile(dir: string, option: string | false | null | undefined): Promise<TagsFile | null> {
  if (option === false || option === null) return null;
  const file = isAbsolute(option ?? "") ? option! : join(dir, option ?? "tags.yml");
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    if (option === undefined) return null;
    throw new SiteError(`the tags file "${option}" the config names does not exist.`, {
      file,
      hint: "Create it (each tag by key, with `label`, `permalink` and `description`), or set `tags: false` in the config.",
    });
  }
  let raw: unknown;
  try {
    raw = parseYaml(text) ?? {};
  } catch (cause) {
    throw new SiteError(`invalid YAML: ${(cause as Error).message.split("\n")[0]}`, { file, cause });
  }
  const lineOf = (key: string) => {
    const at = text.search(new RegExp(`^["']?${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']?\\s*:`, "m"));
    return at >= 0 ? lineAt(text, at) : undefined;
  };
  const parsed = tagsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? "");
    throw new SiteError(`invalid tag${key ? ` "${key}"` : "s"}: ${issue.message}.`, {
      file,
      line: key ? lineOf(key) : undefined,
      hint: "Each key is a tag with optional `label`, `permalink` and `description` (strings), or nothing.",
    });
  }
  const tags: TagsFile = new Map();
  const byPermalink = new Map<string, string>();
  for (const [key, value] of Object.entries(parsed.data)) {
    const slug = (value?.permalink ?? tagSlug(key)).replace(/^\/+|\/+$/g, "");
    if (!slug) throw new SiteError(`the tag "${key}" has no permalink to make a URL from.`, { file, line: lineOf(key), hint: "Give it a `permalink`." });
    const other = byPermalink.get(slug);
    if (other !== undefined) {
      throw new SiteError(`the tags "${other}" and "${key}" have the same permalink /${slug}.`, { file, line: lineOf(key), hint: "Give one of them another `permalink`." });
    }
    byPermalink.set(slug, key);
    tags.set(key, { label: value?.label || capitalize(key), slug, ...(value?.description ? { description: value.description } : {}) });
  }
  return tags;
}

/** A front matter tag: a label (or a key of the tags file), or an inline `{ label, permalink }`. */
export type FrontMatterTag = string | { label: string; permalink: string; description?: string };

/** A file's front matter tags with the tags file applied (duplicates by permalink dropped; tags without a URL left out). */
export function resolveTags(values: readonly FrontMatterTag[], tagsFile: TagsFile | null | undefined): ResolvedTag[] {
  const tags: ResolvedTag[] = [];
  for (const value of values) {
    const declared = typeof value === "string" ? tagsFile?.get(value) : undefined;
    const tag: ResolvedTag = declared
      ? { ...declared, inline: false }
      : typeof value === "string"
        ? { label: value, slug: tagSlug(value), inline: true }
        : { label: value.label, slug: value.permalink.replace(/^\/+|\/+$/g, ""), ...(value.description ? { description: value.description } : {}), inline: true };
    if (tag.slug && !tags.some((t) => t.slug === tag.slug)) tags.push(tag);
  }
  return tags;
}

/** The labels of a file's tags the tags file does not declare (none when there is no tags file), for `onInlineTags`. */
export function inlineTagLabels(tags: readonly ResolvedTag[], tagsFile: TagsFile | null | undefined): string[] {
  return tagsFile ? [...new Set(tags.filter((t) => t.inline).map((t) => t.label))] : [];
}
