// Blog authors as Docusaurus has them: authors.yml (or the config's `authorsMapPath`) keyed by
// author, and a post's `authors` as keys, inline objects or both, or the older `author`,
// `author_title`, `author_url` and `author_image_url` keys. Social handles become profile URLs.
import { readFile } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import { parse as parseYaml } from "yaml";
import { SiteError, lineAt } from "../errors.ts";
import type { AuthorData } from "../shared/types.ts";
import { authorsFileSchema, type AuthorInput, type BlogFrontMatter } from "./front-matter-schemas.ts";

/** Profile URL of a handle on the platforms Docusaurus knows; other values are used as written. */
const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
};

/** `{ github: "alice" }` → `[{ platform: "github", href: "https://github.com/alice" }]`. */
export function socialLinks(socials: Record<string, string> | undefined): { platform: string; href: string }[] {
  return Object.entries(socials ?? {}).map(([platform, value]) => {
    const handle = value.replace(/^@/, "");
    const toUrl = SOCIAL_URLS[platform.toLowerCase()];
    return { platform, href: /^[a-z][a-z0-9+.-]*:/i.test(value) || !toUrl ? value : toUrl(handle) };
  });
}

/** An author's data for the theme. `authorsBase` is the blog's authors route (`/blog/authors`). */
export function authorData(key: string, input: AuthorInput, authorsBase: string): AuthorData {
  const name = input.name ?? key;
  const page = input.page === true ? `${authorsBase}/${key}` : input.page ? `${authorsBase}/${input.page.permalink.replace(/^\/+/, "")}` : undefined;
  const socials = socialLinks(input.socials);
  return {
    key,
    name,
    title: input.title,
    url: input.url ?? (input.email ? `mailto:${input.email}` : undefined),
    imageUrl: input.image_url ?? input.imageURL,
    initials: input.initials ?? name.charAt(0).toUpperCase(),
    ...(input.email ? { email: input.email } : {}),
    ...(socials.length ? { socials } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(page ? { page } : {}),
  };
}

/** Reads the authors map; a missing file gives none. `mapPath` is relative to the blog folder. */
export async function loadAuthors(blogDir: string, mapPath = "authors.yml", authorsBase = "/blog/authors"): Promise<Map<string, AuthorData>> {
  const file = isAbsolute(mapPath) ? mapPath : join(blogDir, mapPath);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return new Map();
  }
  let raw: unknown;
  try {
    raw = (file.endsWith(".json") ? JSON.parse(text) : parseYaml(text)) ?? {};
  } catch (cause) {
    throw new SiteError(`invalid ${file.endsWith(".json") ? "JSON" : "YAML"}: ${(cause as Error).message.split("\n")[0]}`, { file, cause });
  }
  const lineOf = (key: string) => {
    const at = key ? text.search(new RegExp(`^["']?${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']?\\s*:`, "m")) : -1;
    return at >= 0 ? lineAt(text, at) : undefined;
  };
  const parsed = authorsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new SiteError(`invalid author ${issue.path.join(".")}: ${issue.message}.`, {
      file,
      line: lineOf(String(issue.path[0] ?? "")),
      hint: "Each author needs `name` or `image_url`; see Docusaurus's authors.yml fields.",
    });
  }
  const authors = new Map<string, AuthorData>();
  for (const [key, author] of Object.entries(parsed.data)) {
    if (author.name === undefined && author.image_url === undefined && author.imageURL === undefined) {
      throw new SiteError(`invalid author ${key}.name: the author has neither \`name\` nor \`image_url\`.`, {
        file,
        line: lineOf(key),
        hint: "Each author needs `name` or `image_url`.",
      });
    }
    authors.set(key, authorData(key, author, authorsBase));
  }
  return authors;
}

/** The authors of a post, in the order written; a key not in the map is an error naming it. */
export function postAuthors(
  frontMatter: BlogFrontMatter,
  authors: Map<string, AuthorData>,
  unknownKey: (key: string) => SiteError,
  authorsBase: string,
): AuthorData[] {
  const legacyName = frontMatter.author;
  if (frontMatter.authors === undefined && legacyName !== undefined) {
    return [
      authorData(
        legacyName,
        {
          name: legacyName,
          title: frontMatter.author_title ?? frontMatter.authorTitle,
          url: frontMatter.author_url ?? frontMatter.authorURL,
          image_url: frontMatter.author_image_url ?? frontMatter.authorImageURL,
        },
        authorsBase,
      ),
    ];
  }
  const entries = frontMatter.authors === undefined ? [] : [frontMatter.authors].flat();
  return entries.map((entry, index) => {
    if (typeof entry === "string") {
      const author = authors.get(entry);
      if (!author) throw unknownKey(entry);
      return author;
    }
    // An inline author; with `key`, its fields override those of the map's author.
    if (entry.key !== undefined) {
      const known = authors.get(entry.key);
      if (!known) throw unknownKey(entry.key);
      const imageUrl = entry.image_url ?? entry.imageURL;
      return {
        ...known,
        ...(entry.name ? { name: entry.name } : {}),
        ...(entry.title ? { title: entry.title } : {}),
        ...(entry.url ? { url: entry.url } : {}),
        ...(imageUrl ? { imageUrl } : {}),
      };
    }
    const name = entry.name ?? `author-${index + 1}`;
    return authorData(name, entry, authorsBase);
  });
}

/**
 * The names of a post's authors that are not keys of the authors map (written inline, or with the
 * older `author` keys), as Docusaurus's `onInlineAuthors` reports them. `resolved` is what
 * postAuthors gave, in the same order.
 */
export function inlineAuthorNames(frontMatter: BlogFrontMatter, resolved: AuthorData[]): string[] {
  if (frontMatter.authors === undefined) return frontMatter.author === undefined ? [] : resolved.map((a) => a.name);
  const entries = [frontMatter.authors].flat();
  return entries.flatMap((entry, i) => (typeof entry === "string" || entry.key !== undefined ? [] : [resolved[i]!.name]));
}
