// Front matter accepted in docs and blog posts: every key Docusaurus 3's docs and blog plugins
// document, with their types. Keys these schemas do not know are kept (Docusaurus passes them to
// components as `frontMatter`); a key a typo away from a known one is a warning (validateFrontMatter),
// unless the site declares it as its own (config `markdown.frontMatterKeys`).
import { z } from "zod";
import { MARKDOWN_FORMATS } from "../markdown/mdx/formats.ts";

/** `mdx: { format: md | mdx | detect }`: how this file is read (Docusaurus's key). */
const mdx = z.strictObject({ format: z.enum(MARKDOWN_FORMATS).optional() }).optional();

const keywords = z.union([z.array(z.string()), z.string().transform((s) => s.split(/\s*,\s*/))]).optional();
const tocLevel = z.number().int().min(2).max(6).optional();
// A string date as YAML 1.1 (which Docusaurus's front matter parser reads) writes timestamps:
// the month and day may have one digit (`2023-2-07T00:00:00Z`); it is kept zero-padded.
const dateValue = z.union([
  z.date(),
  z
    .string()
    .regex(/^\d{4}-\d{1,2}-\d{1,2}(?![\d])/, "expected a date like 2023-09-15")
    .transform((date) => date.replace(/^(\d{4})-(\d{1,2})-(\d{1,2})/, (_m, y: string, m: string, d: string) => `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`)),
]);

/** A tag: its label, or a label with a permalink of its own (Docusaurus's inline tag object). */
export const tagValue = z.union([
  z.string().min(1),
  z.number().transform(String),
  z.strictObject({ label: z.string().min(1), permalink: z.string().min(1), description: z.string().optional() }),
]);
export type TagValue = z.output<typeof tagValue>;

/** `last_update` of the front matter: shown in place of what git says. */
const lastUpdate = z
  .strictObject({ date: dateValue.optional(), author: z.string().optional() })
  .refine((v) => v.date !== undefined || v.author !== undefined, { message: "give `date`, `author` or both" });

/** Keys docs, posts and pages share. */
const commonKeys = {
  title: z.string().min(1).optional(),
  description: z.string().optional(),
  keywords,
  image: z.string().optional(),
  slug: z.string().optional(),
  tags: z.array(tagValue).default([]),
  unlisted: z.boolean().default(false),
  draft: z.boolean().default(false),
  hide_table_of_contents: z.boolean().default(false),
  toc_min_heading_level: tocLevel,
  toc_max_heading_level: tocLevel,
  last_update: lastUpdate.optional(),
  custom_edit_url: z.string().nullable().optional(),
};

export const docFrontMatterSchema = z.looseObject({
  ...commonKeys,
  id: z.string().regex(/^[^/]+$/, "an id may not contain `/`").optional(),
  hide_title: z.boolean().default(false),
  sidebar_position: z.number().optional(),
  sidebar_label: z.string().min(1).optional(),
  sidebar_class_name: z.string().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  displayed_sidebar: z.string().nullable().optional(),
  pagination_label: z.string().optional(),
  pagination_next: z.string().nullable().optional(),
  pagination_prev: z.string().nullable().optional(),
  parse_number_prefixes: z.boolean().optional(),
  mdx,
});
export type DocFrontMatter = z.output<typeof docFrontMatterSchema>;

export const authorSocials = z.record(z.string(), z.string());

/** An author as authors.yml or a post's inline `authors` entry gives it (Docusaurus's fields). */
export const authorSchema = z.looseObject({
  key: z.string().optional(),
  name: z.string().min(1).optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  email: z.string().optional(),
  image_url: z.string().optional(),
  imageURL: z.string().optional(),
  socials: authorSocials.optional(),
  /** `true`, or `{ permalink }`: the author gets a page listing their posts. */
  page: z.union([z.boolean(), z.strictObject({ permalink: z.string().min(1) })]).optional(),
  description: z.string().optional(),
  /** Letters shown in the author's round avatar when there is no image (sitec's own). */
  initials: z.string().min(1).max(3).optional(),
});
export type AuthorInput = z.output<typeof authorSchema>;
export const authorsFileSchema = z.record(z.string(), authorSchema);

const authorEntry = z.union([z.string().min(1), authorSchema]);

export const blogFrontMatterSchema = z.looseObject({
  ...commonKeys,
  authors: z.union([authorEntry, z.array(authorEntry)]).optional(),
  author: z.string().optional(),
  author_title: z.string().optional(),
  author_url: z.string().optional(),
  author_image_url: z.string().optional(),
  authorTitle: z.string().optional(),
  authorURL: z.string().optional(),
  authorImageURL: z.string().optional(),
  date: dateValue.optional(),
  sidebar_label: z.string().optional(),
  mdx,
});
export type BlogFrontMatter = z.output<typeof blogFrontMatterSchema>;

/**
 * A Markdown page of pages/ (Docusaurus's pages plugin): title, description and the table of
 * contents' settings; `wrapperClassName` is a class on the page's content.
 */
export const pageFrontMatterSchema = z.looseObject({
  title: commonKeys.title,
  description: commonKeys.description,
  keywords,
  image: commonKeys.image,
  unlisted: commonKeys.unlisted,
  draft: commonKeys.draft,
  hide_table_of_contents: commonKeys.hide_table_of_contents,
  toc_min_heading_level: tocLevel,
  toc_max_heading_level: tocLevel,
  wrapperClassName: z.string().optional(),
  mdx,
});
export type PageFrontMatter = z.output<typeof pageFrontMatterSchema>;

/** The keys a schema knows (the object's own shape). */
export function knownKeys(schema: typeof docFrontMatterSchema | typeof blogFrontMatterSchema): string[] {
  return Object.keys(schema.shape);
}
