// Front matter accepted in docs and blog posts. Unknown keys are errors: a typo in
// `sidebar_positon` should fail the build, not silently reorder the sidebar.
import { z } from "zod";
import { MARKDOWN_FORMATS } from "../markdown/mdx/formats.ts";

/** `mdx: { format: md | mdx | detect }`: how this file is read (Docusaurus's key). */
const mdx = z.strictObject({ format: z.enum(MARKDOWN_FORMATS).optional() }).optional();

const keywords = z.union([z.array(z.string()), z.string().transform((s) => s.split(/\s*,\s*/))]).optional();

export const referenceSchema = z.strictObject({
  kind: z.enum(["scanner", "hook"]),
  category: z.string().optional(),
  scanTypes: z.array(z.string()).optional(),
  hookType: z.enum(["ReadOnly", "ReadAndWrite"]).optional(),
  upstreamVersion: z.union([z.string(), z.number().transform(String)]).optional(),
  upstreamUrl: z.string().url().optional(),
  chart: z.string().optional(),
});

export const docFrontMatterSchema = z.strictObject({
  id: z.string().regex(/^[^/]+$/, "an id may not contain `/`").optional(),
  slug: z.string().optional(),
  title: z.string().min(1).optional(),
  sidebar_label: z.string().min(1).optional(),
  sidebar_position: z.number().optional(),
  description: z.string().optional(),
  keywords,
  image: z.string().optional(),
  unlisted: z.boolean().default(false),
  draft: z.boolean().default(false),
  hide_table_of_contents: z.boolean().default(false),
  reference: referenceSchema.optional(),
  mdx,
});
export type DocFrontMatter = z.output<typeof docFrontMatterSchema>;

const dateValue = z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}/, "expected a date like 2023-09-15")]);

export const blogFrontMatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().optional(),
  authors: z.union([z.string(), z.array(z.string())]).optional(),
  tags: z.array(z.union([z.string().min(1), z.number().transform(String)])).default([]),
  slug: z.string().optional(),
  date: dateValue.optional(),
  keywords,
  image: z.string().optional(),
  unlisted: z.boolean().default(false),
  draft: z.boolean().default(false),
  hide_table_of_contents: z.boolean().default(false),
  mdx,
});
export type BlogFrontMatter = z.output<typeof blogFrontMatterSchema>;

export const authorSchema = z.strictObject({
  name: z.string().min(1),
  title: z.string().optional(),
  url: z.string().url().optional(),
  image_url: z.string().optional(),
  /** Letters shown in the author's round avatar when there is no `image_url`. */
  initials: z.string().min(1).max(3).optional(),
});
export const authorsFileSchema = z.record(z.string(), authorSchema);
