// A Docusaurus config, evaluated, in sitec's option names (src/config/schema.ts): what carries
// over is written in the shape sitec reads, and everything else is a note saying what to do
// instead. The classic preset's docs, blog, pages and theme options become sitec's `docs`,
// `blog`, `pages` and `customCss`; `themeConfig`'s navbar, footer, announcement bar, colour mode,
// Prism languages and table of contents become the options of those names.
import { isAbsolute, posix, relative } from "node:path";
import { DEFAULT_DOCS_ID, navbarItemSchemas } from "../config/schema.ts";
import { fullPluginName, pluginAdvice } from "./plugin-advice.ts";
import { stubName } from "./read-docusaurus-config.ts";

/** One option, plugin or theme that was not carried over, and what to do instead. */
export interface MigrationNote {
  /** The option's path in the Docusaurus config (`themeConfig.algolia`), or the plugin's name. */
  subject: string;
  advice: string;
}

export interface ConvertedConfig {
  /** The options for site.config.ts. */
  config: Record<string, unknown>;
  notes: MigrationNote[];
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof RegExp);

/** Advice for top-level options sitec has no counterpart for. */
const TOP_LEVEL_ADVICE: Record<string, string> = {
  deploymentBranch: "is used by `docusaurus deploy` only; publish the build folder with your own deploy step.",
  githubHost: "is used by `docusaurus deploy` only; publish the build folder with your own deploy step.",
  githubPort: "is used by `docusaurus deploy` only; publish the build folder with your own deploy step.",
  scripts: "has no counterpart: the pages' Content-Security-Policy runs only the site's own scripts. Import the code from a page or a theme override (`sitec swizzle`), or remove it.",
  headTags: "has no counterpart: the head is the theme's. Stylesheets go in `stylesheets`; for other tags, override the theme's components (`sitec swizzle`).",
  clientModules: "has no counterpart; import the module from a page or a theme override (`sitec swizzle`).",
  noIndex: "has no counterpart; have the web server send `X-Robots-Tag: noindex`.",
  future: "has no counterpart (Docusaurus's own build flags); nothing to do: a .js or .jsx file with TypeScript in it, which `experimental_faster` lets Docusaurus read, is read as TypeScript.",
  webpack: "has no counterpart: sitec bundles with esbuild; nothing to do.",
  ssrTemplate: "has no counterpart: the page's HTML is the theme's; override its components (`sitec swizzle`).",
  onDuplicateRoutes: "is built in: sitec always warns of two pages at one route (`--strict` fails the build).",
  baseUrlIssueBanner: "is built in: sitec's pages check their base URL themselves; nothing to do.",
  titleDelimiter: "has no counterpart: sitec's titles read `Page | Site`.",
  storage: "has no counterpart; nothing to do.",
};

const CARRIED_TOP_LEVEL = ["organizationName", "projectName", "title", "titleDelimiter", "tagline", "url", "baseUrl", "favicon", "trailingSlash", "onBrokenLinks", "onBrokenMarkdownLinks", "onBrokenAnchors", "customFields", "i18n", "presets", "themeConfig", "plugins", "themes", "stylesheets", "markdown", "staticDirectories"];

/** Converts an evaluated Docusaurus config; `projectDir` makes the paths it resolved relative again. */
export function convertDocusaurusConfig(source: Obj, projectDir: string): ConvertedConfig {
  const notes: MigrationNote[] = [];
  const note = (subject: string, advice: string) => notes.push({ subject, advice });
  const config: Obj = {};
  // A path as the site's config writes it: relative to the site, without a leading `./`.
  const path = (p: unknown) => (typeof p !== "string" ? p : isAbsolute(p) ? relative(projectDir, p).split("\\").join("/") : posix.normalize(p.split("\\").join("/")).replace(/\/$/, ""));
  /** Copies a value that is plain data; a stubbed import or a function is a note. */
  const plain = (subject: string, value: unknown): unknown => {
    const stub = stubName(value);
    if (stub !== undefined) {
      note(subject, `is an import that could not be resolved (\`${stub}\`): install the project's packages (npm install) and run \`sitec migrate\` again, or set it in site.config.ts.`);
      return undefined;
    }
    if (typeof value === "function") {
      note(subject, "is a function, which site.config.ts cannot be written with: write it in site.config.ts by hand (most options take the same function).");
      return undefined;
    }
    return value;
  };
  const copy = (target: Obj, key: string, subject: string, value: unknown, map: (v: unknown) => unknown = (v) => v) => {
    if (value === undefined) return;
    const kept = plain(subject, value);
    if (kept !== undefined) target[key] = map(kept);
  };

  for (const key of ["title", "titleDelimiter", "tagline", "url", "baseUrl", "favicon", "trailingSlash", "onBrokenLinks", "onBrokenMarkdownLinks", "onBrokenAnchors", "organizationName", "projectName", "customFields"]) copy(config, key, key, source[key]);
  for (const [key, value] of Object.entries(source)) {
    if (CARRIED_TOP_LEVEL.includes(key) || value === undefined) continue;
    note(key, TOP_LEVEL_ADVICE[key] ?? "has no sitec counterpart; remove it (see the configuration section of sitec's README).");
  }
  convertI18n(source.i18n, note);
  convertMarkdown(source.markdown, config, note);
  convertStatic(source.staticDirectories, note);
  if (Array.isArray(source.stylesheets)) {
    const kept = source.stylesheets.filter((s) => typeof s === "string" || (isObject(s) && typeof s.href === "string"));
    if (kept.length) config.stylesheets = kept.map((s) => (typeof s === "string" ? s : pick(s, ["href", "type", "integrity", "crossorigin"])));
  }

  const presets = Array.isArray(source.presets) ? source.presets : [];
  /** The id the preset gives its docs, when not Docusaurus's `default`: navbar items name them by it. */
  let presetDocsId: string | undefined;
  for (const entry of presets) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof name !== "string" || !/^(@docusaurus\/preset-)?classic$/.test(name)) {
      note(typeof name === "string" ? name : "presets", "is a preset sitec does not know; sitec reads the classic preset's options only. Carry its options over by hand.");
      continue;
    }
    const docs = isObject(options) && isObject(options.docs) ? options.docs : undefined;
    if (typeof docs?.id === "string" && docs.id !== DEFAULT_DOCS_ID) presetDocsId = docs.id;
    convertClassicPreset(isObject(options) ? options : {}, config, { note, copy, path });
  }
  for (const kind of ["plugins", "themes"] as const) {
    const list = Array.isArray(source[kind]) ? (source[kind] as unknown[]) : [];
    for (const entry of list) {
      const name = pluginName(Array.isArray(entry) ? entry[0] : entry);
      const options = Array.isArray(entry) && isObject(entry[1]) ? entry[1] : undefined;
      if (kind === "plugins" && fullPluginName(name) === DOCS_PLUGIN && convertDocsPlugin(options ?? {}, config, { note, copy, path })) continue;
      if (kind === "plugins" && fullPluginName(name) === BLOG_PLUGIN && convertBlogPlugin(options ?? {}, config, { note, copy, path })) continue;
      const advice = pluginAdvice(name, kind === "plugins" ? "plugin" : "theme");
      note(advice.name, advice.advice);
    }
  }
  convertThemeConfig(isObject(source.themeConfig) ? source.themeConfig : {}, config, { note, copy, path });
  // Docusaurus's navbar is optional; sitec's config names one (an empty one shows the logo row only).
  config.navbar ??= { items: [] };
  // sitec's `docs` are always the instance `default`: items that name the preset's docs by their own id name them so.
  if (presetDocsId !== undefined) {
    for (const item of ((config.navbar as { items?: Obj[] }).items ?? [])) if (item.docsPluginId === presetDocsId) delete item.docsPluginId;
  }
  // A search plugin or theme puts its search bar in Docusaurus's navbar by itself; sitec's search
  // bar is a navbar item: one is added where the config names none.
  const items = (config.navbar as { items?: Obj[] }).items;
  if (notes.some((n) => n.advice.includes("replaced by sitec's own search")) && Array.isArray(items) && !items.some((i) => i.type === "search")) {
    items.push({ type: "search", position: "right" });
  }
  return { config, notes: mergeInstanceNotes(notes) };
}

const INSTANCE_SUBJECT = /^plugins\[@docusaurus\/plugin-content-docs "([^"]+)"\]\.(.+)$/;

/**
 * The same note about several docs instances (each one's `editUrl` function, the plugins a shared
 * options object gives every instance) as one note that names them all.
 */
function mergeInstanceNotes(notes: MigrationNote[]): MigrationNote[] {
  const merged: MigrationNote[] = [];
  const ids = new Map<string, string[]>();
  for (const note of notes) {
    const match = INSTANCE_SUBJECT.exec(note.subject);
    if (!match) {
      merged.push(note);
      continue;
    }
    const key = `${match[2]}\n${note.advice}`;
    const list = ids.get(key);
    if (list) list.push(match[1]!);
    else {
      ids.set(key, [match[1]!]);
      merged.push(note);
    }
  }
  return merged.map((note) => {
    const match = INSTANCE_SUBJECT.exec(note.subject);
    const list = match && ids.get(`${match[2]}\n${note.advice}`);
    return list && list.length > 1 ? { ...note, subject: `${instanceAt(list)}.${match[2]}` } : note;
  });
}

interface Tools {
  note: (subject: string, advice: string) => void;
  copy: (target: Obj, key: string, subject: string, value: unknown, map?: (v: unknown) => unknown) => void;
  path: (p: unknown) => unknown;
}

/** A package's name from a path into node_modules (a config's `require.resolve("x")`), else the path. */
function packageOfPath(path: string): string {
  const at = path.lastIndexOf("/node_modules/");
  if (at < 0) return path;
  const parts = path.slice(at + "/node_modules/".length).split("/");
  return parts[0]!.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

function pluginName(entry: unknown): string {
  if (typeof entry === "string") return packageOfPath(entry);
  if (typeof entry === "function") return entry.name ? `(a function: ${entry.name})` : "(a function)";
  return stubName(entry) ?? "(a plugin object)";
}

function pick(obj: Obj, keys: string[]): Obj {
  return Object.fromEntries(keys.filter((k) => obj[k] !== undefined).map((k) => [k, obj[k]]));
}

function convertI18n(i18n: unknown, note: Tools["note"]): void {
  if (!isObject(i18n)) return;
  const locales = Array.isArray(i18n.locales) ? i18n.locales : [];
  const others = locales.filter((l) => l !== "en");
  if (i18n.defaultLocale !== undefined && i18n.defaultLocale !== "en") note("i18n.defaultLocale", `is "${String(i18n.defaultLocale)}": sitec builds one language, English; the content is built as it is, under lang="en".`);
  if (others.length) note("i18n.locales", `lists ${others.join(", ")}: sitec builds one language, so the translations in i18n/ are not built; build each language as a site of its own.`);
}

function convertMarkdown(markdown: unknown, config: Obj, note: Tools["note"]): void {
  if (!isObject(markdown)) return;
  const out: Obj = {};
  for (const [key, value] of Object.entries(markdown)) {
    if (key === "format" && (value === "md" || value === "mdx" || value === "detect")) out.format = value;
    else if (key === "hooks" && isObject(value)) {
      // Kept under their names (sitec takes them); a function is Docusaurus's only.
      const hooks = Object.fromEntries(["onBrokenMarkdownLinks", "onBrokenMarkdownImages"].filter((hook) => typeof value[hook] === "string").map((hook) => [hook, value[hook]]));
      if (Object.keys(hooks).length) out.hooks = hooks;
      for (const hook of Object.keys(value).filter((k) => !(k in hooks))) note(`markdown.hooks.${hook}`, "has no sitec counterpart (a function of the link is Docusaurus's only): give \"throw\", \"warn\", \"log\" or \"ignore\".");
    } else if (key === "mermaid" && typeof value === "boolean") out.mermaid = value;
    else if (key === "emoji" && value !== false) continue;
    else note(`markdown.${key}`, "has no sitec counterpart; remove it.");
  }
  if (Object.keys(out).length) config.markdown = out;
}

function convertStatic(dirs: unknown, note: Tools["note"]): void {
  if (!Array.isArray(dirs)) return;
  const others = dirs.filter((d) => d !== "static");
  if (others.length) note("staticDirectories", `lists ${others.join(", ")}: sitec copies static/ only; move those files into static/.`);
}

const MARKDOWN_PLUGIN_KEYS = ["remarkPlugins", "rehypePlugins", "beforeDefaultRemarkPlugins", "beforeDefaultRehypePlugins"];
const VERSION_KEYS = ["lastVersion", "onlyIncludeVersions", "disableVersioning", "includeCurrentVersion"];
/** The options of one docs version that sitec has under the same names (`docs.versions.<name>`). */
const VERSION_OPTION_KEYS = ["label", "path", "banner", "badge", "className", "noIndex"];

/**
 * Docusaurus's versioning options, which sitec reads under the same names (versions.json and
 * versioned_docs/ are read as they are): `lastVersion`, `onlyIncludeVersions`,
 * `includeCurrentVersion` and each version's options. `disableVersioning` is the current docs
 * only, which sitec writes as `onlyIncludeVersions: ["current"]`.
 */
function convertVersions(docs: Obj, out: Obj, tools: Tools, at: string): void {
  const { note, copy } = tools;
  copy(out, "lastVersion", `${at}.lastVersion`, docs.lastVersion);
  copy(out, "onlyIncludeVersions", `${at}.onlyIncludeVersions`, docs.onlyIncludeVersions);
  if (docs.includeCurrentVersion === false) out.includeCurrentVersion = false;
  if (docs.disableVersioning === true) {
    out.onlyIncludeVersions = ["current"];
    delete out.lastVersion;
  }
  if (!isObject(docs.versions)) return;
  const versions: Obj = {};
  for (const [name, options] of Object.entries(docs.versions)) {
    if (!isObject(options)) continue;
    const kept: Obj = {};
    for (const key of VERSION_OPTION_KEYS) copy(kept, key, `${at}.versions.${name}.${key}`, options[key]);
    const others = Object.keys(options).filter((k) => !VERSION_OPTION_KEYS.includes(k) && options[k] !== undefined);
    if (others.length) note(`${at}.versions.${name}.${others.join(", ")}`, "has no sitec counterpart; it was left out.");
    if (Object.keys(kept).length) versions[name] = kept;
  }
  if (Object.keys(versions).length) out.versions = versions;
}

function convertClassicPreset(options: Obj, config: Obj, tools: Tools): void {
  const { note, copy, path } = tools;
  for (const [key, value] of Object.entries(options)) {
    if (key === "docs") {
      if (value === false) note("presets.classic.docs", "is false: sitec builds a docs folder when there is one; leave docs/ out and the site has no docs.");
      else if (isObject(value)) config.docs = convertDocs(value, tools);
    } else if (key === "blog") {
      if (value === false) note("presets.classic.blog", "is false: sitec builds a blog folder when there is one; leave blog/ out and the site has no blog.");
      else if (isObject(value)) config.blog = convertBlog(value, tools);
    } else if (key === "pages") {
      if (isObject(value)) {
        const pages: Obj = {};
        if (value.path !== undefined) copy(pages, "path", "presets.classic.pages.path", value.path, path);
        if (value.exclude !== undefined) copy(pages, "exclude", "presets.classic.pages.exclude", value.exclude);
        if (Object.keys(pages).length) config.pages = pages;
        for (const k of Object.keys(value)) if (k !== "path" && k !== "exclude") note(`presets.classic.pages.${k}`, "has no sitec counterpart; remove it.");
      }
    } else if (key === "theme") {
      if (isObject(value) && value.customCss !== undefined) {
        copy(config, "customCss", "presets.classic.theme.customCss", value.customCss, (c) => (Array.isArray(c) ? c.map(path) : [path(c)]));
      }
    } else if (key === "sitemap") {
      note("presets.classic.sitemap", "is built in: sitec writes sitemap.xml with every page that is not unlisted; its options are not needed.");
    } else if (key === "debug" && value === false) {
      continue;
    } else {
      const advice = pluginAdvice({ gtag: "@docusaurus/plugin-google-gtag", googleAnalytics: "@docusaurus/plugin-google-analytics", googleTagManager: "@docusaurus/plugin-google-tag-manager", debug: "@docusaurus/plugin-debug" }[key] ?? `presets.classic.${key}`, "plugin");
      note(`presets.classic.${key}`, advice.advice);
    }
  }
}

const DOCS_PLUGIN = "@docusaurus/plugin-content-docs";

/** Where a docs plugin entry's options are, in notes: `plugins[@docusaurus/plugin-content-docs "a", "b"]` (INSTANCE_SUBJECT reads it). */
const instanceAt = (ids: string[]) => `plugins[${DOCS_PLUGIN}${ids.map((id) => ` "${id}"`).join(",")}]`;

/**
 * A docs plugin listed in `plugins`: a further instance (`docsInstances`) when it has an id of its
 * own, else the default one (`docs`) when the preset has none. False when it cannot be carried
 * over (a second default instance), for the plugin's advice.
 */
function convertDocsPlugin(options: Obj, config: Obj, tools: Tools): boolean {
  const id = typeof options.id === "string" ? options.id : DEFAULT_DOCS_ID;
  if (id === DEFAULT_DOCS_ID) {
    if (config.docs !== undefined) return false;
    config.docs = convertDocs(options, tools, instanceAt([]));
    return true;
  }
  const instances = ((config.docsInstances as Obj[] | undefined) ??= []);
  instances.push({ id, ...convertDocs(options, tools, instanceAt([id])) });
  return true;
}

/** Docs options carried over as they are. */
const DOCS_SIMPLE = ["routeBasePath", "include", "exclude", "showLastUpdateTime", "showLastUpdateAuthor", "breadcrumbs", "sidebarCollapsed", "sidebarCollapsible", "tagsBasePath", "tags", "onInlineTags"];

/** The options of a docs instance (`at` names where they were: `docs`, or a further instance's plugin entry). */
function convertDocs(docs: Obj, tools: Tools, at = "docs"): Obj {
  const { note, copy, path } = tools;
  const out: Obj = {};
  if (docs.path !== undefined) copy(out, "path", `${at}.path`, docs.path, path);
  for (const key of DOCS_SIMPLE) copy(out, key, `${at}.${key}`, docs[key]);
  if (docs.sidebarPath !== undefined) copy(out, "sidebarPath", `${at}.sidebarPath`, docs.sidebarPath, path);
  if (typeof docs.editUrl === "string") out.editUrl = docs.editUrl;
  else if (docs.editUrl !== undefined) copy(out, "editUrl", `${at}.editUrl`, docs.editUrl);
  if (typeof docs.numberPrefixParser === "boolean") out.numberPrefixParser = docs.numberPrefixParser;
  else if (docs.numberPrefixParser !== undefined) copy(out, "numberPrefixParser", `${at}.numberPrefixParser`, docs.numberPrefixParser);
  const handled = new Set(["id", "path", ...DOCS_SIMPLE, "sidebarPath", "editUrl", "numberPrefixParser", "versions", ...VERSION_KEYS, ...MARKDOWN_PLUGIN_KEYS]);
  convertVersions(docs, out, tools, at);
  for (const key of MARKDOWN_PLUGIN_KEYS) {
    if (Array.isArray(docs[key]) && docs[key].length) {
      note(`${at}.${key}`, `lists ${docs[key].length} plugin(s), which site.config.ts cannot be written with: import them in site.config.ts and list them under \`markdown.${key}\` (sitec runs them on every doc, post and page).`);
    }
  }
  for (const key of Object.keys(docs)) if (!handled.has(key) && docs[key] !== undefined) note(`${at}.${key}`, "has no sitec counterpart; remove it.");
  return out;
}

const BLOG_PLUGIN = "@docusaurus/plugin-content-blog";

/**
 * A blog plugin listed in `plugins`: a further blog (`blogInstances`) when it has an id of its
 * own, else the default one (`blog`) when the preset has none. False when it cannot be carried
 * over (a second default blog), for the plugin's advice.
 */
function convertBlogPlugin(options: Obj, config: Obj, tools: Tools): boolean {
  const id = typeof options.id === "string" ? options.id : DEFAULT_DOCS_ID;
  const at = `plugins[${BLOG_PLUGIN}${id === DEFAULT_DOCS_ID ? "" : ` "${id}"`}]`;
  if (id === DEFAULT_DOCS_ID) {
    if (config.blog !== undefined) return false;
    config.blog = convertBlog(options, tools, at);
    return true;
  }
  const instances = ((config.blogInstances as Obj[] | undefined) ??= []);
  instances.push({ id, ...convertBlog(options, tools, at) });
  return true;
}

/** The options of a blog (`at` names where they were: `blog`, or a further blog's plugin entry). */
function convertBlog(blog: Obj, tools: Tools, at = "blog"): Obj {
  const { note, copy, path } = tools;
  const out: Obj = {};
  if (blog.path !== undefined) copy(out, "path", `${at}.path`, blog.path, path);
  const simple = ["routeBasePath", "include", "exclude", "blogTitle", "blogDescription", "showReadingTime", "blogSidebarTitle", "authorsMapPath", "truncateMarker", "sortPosts", "tagsBasePath", "archiveBasePath", "pageBasePath", "authorsBasePath", "tags", "onInlineTags", "onInlineAuthors", "onUntruncatedBlogPosts"];
  for (const key of simple) copy(out, key, `${at}.${key}`, blog[key]);
  if (typeof blog.postsPerPage === "number" || blog.postsPerPage === "ALL") out.postsPerPage = blog.postsPerPage;
  if (typeof blog.blogSidebarCount === "number" || blog.blogSidebarCount === "ALL") out.blogSidebarCount = blog.blogSidebarCount;
  if (typeof blog.editUrl === "string") out.editUrl = blog.editUrl;
  else if (blog.editUrl !== undefined) note(`${at}.editUrl`, `is a function: sitec's blog takes a folder URL; set \`${at === "blog" ? "blog.editUrl" : "editUrl"}\` to the URL of the blog folder.`);
  if (isObject(blog.feedOptions)) {
    const feed = blog.feedOptions;
    if (feed.type === null) note(`${at}.feedOptions.type`, "is null: sitec writes the blog's feeds always; nothing to do.");
    const feedKeys = ["type", "title", "description", "copyright", "language", "limit", "xslt"];
    const kept = pick(feed, feedKeys);
    // A stylesheet path the config resolved is written relative to the blog folder, as Docusaurus reads it.
    if (typeof kept.xslt === "string" && isAbsolute(kept.xslt)) kept.xslt = relative(tools.path(blog.path ?? "blog") as string, tools.path(kept.xslt) as string);
    if (kept.type === null) delete kept.type;
    kept.copyright ??= "";
    out.feedOptions = kept;
    for (const key of Object.keys(feed)) if (!feedKeys.includes(key)) note(`${at}.feedOptions.${key}`, "has no sitec counterpart; remove it.");
  }
  const handled = new Set(["id", "path", ...simple, "postsPerPage", "blogSidebarCount", "editUrl", "feedOptions", ...MARKDOWN_PLUGIN_KEYS]);
  for (const key of MARKDOWN_PLUGIN_KEYS) {
    if (Array.isArray(blog[key]) && blog[key].length) note(`${at}.${key}`, `lists ${blog[key].length} plugin(s): import them in site.config.ts and list them under \`markdown.${key}\`.`);
  }
  for (const key of Object.keys(blog)) if (!handled.has(key) && blog[key] !== undefined) note(`${at}.${key}`, "has no sitec counterpart; remove it.");
  return out;
}

const THEME_CONFIG_ADVICE: Record<string, string> = {
  algolia: "is replaced by sitec's own search (an index built with the site, no service); nothing to do.",
  docs: "has no counterpart (sidebar hiding and auto-collapse); nothing to do.",
  blog: "has no counterpart; nothing to do.",
  zoom: "has no counterpart (image zoom); nothing to do.",
  liveCodeBlock: "has no counterpart: `live` code blocks are shown as code.",
};

function convertThemeConfig(theme: Obj, config: Obj, tools: Tools): void {
  const { note, copy } = tools;
  for (const [key, value] of Object.entries(theme)) {
    if (value === undefined) continue;
    if (key === "navbar" && isObject(value)) config.navbar = convertNavbar(value, tools);
    else if (key === "footer" && isObject(value)) config.footer = convertFooter(value, tools);
    else if (key === "announcementBar" && isObject(value)) config.announcementBar = pick(value, ["id", "content", "backgroundColor", "textColor", "isCloseable"]);
    else if (key === "colorMode" && isObject(value)) config.colorMode = pick(value, ["defaultMode", "disableSwitch", "respectPrefersColorScheme"]);
    else if (key === "image") copy(config, "image", "themeConfig.image", value);
    else if (key === "tableOfContents" && isObject(value)) config.tableOfContents = pick(value, ["minHeadingLevel", "maxHeadingLevel"]);
    else if (key === "mermaid" && isObject(value)) {
      const mermaid = pick(value, ["theme", "options"]);
      if (Object.keys(mermaid).length) config.mermaid = mermaid;
    }
    else if (key === "prism" && isObject(value)) {
      if (Array.isArray(value.additionalLanguages) && value.additionalLanguages.length) config.prism = { additionalLanguages: value.additionalLanguages };
      const others = Object.keys(value).filter((k) => k !== "additionalLanguages" && k !== "magicComments");
      if (others.length) note(`themeConfig.prism.${others.join(", ")}`, "has no counterpart: code is highlighted in the theme's colours (light and dark); restyle the `hl-*` classes (`.hl-keyword`, `.hl-string`, …) in customCss to change them.");
      if (value.magicComments !== undefined) note("themeConfig.prism.magicComments", "has no counterpart: sitec knows the default magic comments only (highlight-next-line, highlight-start and highlight-end); lines with comments of your own stay in the code blocks as they are written.");
    } else if (key === "metadata" && Array.isArray(value)) {
      const keywords = value.find((m) => isObject(m) && m.name === "keywords");
      if (isObject(keywords) && typeof keywords.content === "string") config.keywords = keywords.content.split(/\s*,\s*/).filter(Boolean);
      // An Open Graph or Twitter image in the metadata is the site's card, as `themeConfig.image` is (which wins).
      const images = value.filter((m) => isObject(m) && typeof m.content === "string" && ["og:image", "twitter:image"].includes(String(m.name ?? m.property)));
      if (images.length && theme.image === undefined) config.image = (images[0] as Obj).content;
      const rest = value.filter((m) => m !== keywords && !images.includes(m));
      // The other tags as they are: sitec writes them on every page.
      if (rest.length) config.metadata = rest;
    } else note(`themeConfig.${key}`, THEME_CONFIG_ADVICE[key] ?? "has no sitec counterpart; remove it.");
  }
}

/** The keys a navbar item of a type may have in sitec, besides those Docusaurus's link shape gives. */
function navbarKeys(type: string): Set<string> | undefined {
  const schema = (navbarItemSchemas as Record<string, { shape: Obj }>)[type];
  return schema && new Set([...Object.keys(schema.shape), ...(type === "default" ? ["aria-label", "className"] : [])]);
}

const LINK_KEYS = ["label", "to", "href", "ariaLabel", "aria-label", "className", "target"];

function convertLink(item: Obj, subject: string, note: Tools["note"], extra: string[] = []): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(item)) {
    if (value === undefined) continue;
    if (LINK_KEYS.includes(key) || extra.includes(key)) out[key] = key === "to" && typeof value === "string" && !value.startsWith("/") && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? "/" + value : value;
    else note(`${subject}.${key}`, "has no sitec counterpart on a link; it was left out.");
  }
  if (typeof out["aria-label"] === "string") {
    out.ariaLabel ??= out["aria-label"];
    delete out["aria-label"];
  }
  return out;
}

function convertNavbar(navbar: Obj, tools: Tools): Obj {
  const { note } = tools;
  const out: Obj = pick(navbar, ["title", "hideOnScroll"]);
  if (isObject(navbar.logo)) {
    out.logo = pick(navbar.logo, ["alt", "src", "srcDark"]);
    const extra = Object.keys(navbar.logo).filter((k) => !["alt", "src", "srcDark", "href"].includes(k));
    if (extra.length) note(`themeConfig.navbar.logo.${extra.join(", ")}`, "has no sitec counterpart; the logo links to the home page at its image's size.");
  }
  for (const key of Object.keys(navbar)) if (!["title", "hideOnScroll", "logo", "items"].includes(key)) note(`themeConfig.navbar.${key}`, "has no sitec counterpart; remove it.");
  const items: Obj[] = [];
  (Array.isArray(navbar.items) ? navbar.items : []).forEach((raw, i) => {
    const subject = `themeConfig.navbar.items[${i}]`;
    if (!isObject(raw)) return;
    // Docusaurus's rule: an item without a type is a dropdown when it has `items`.
    const type = typeof raw.type === "string" ? raw.type : Array.isArray(raw.items) ? "dropdown" : "default";
    const keys = navbarKeys(type);
    if (!keys) {
      note(subject, `is of type "${type}", which sitec has no navbar item for; it was left out (sitec's types: ${Object.keys(navbarItemSchemas).join(", ")}).`);
      return;
    }
    const item: Obj = {};
    for (const [key, value] of Object.entries(raw)) {
      if (value === undefined) continue;
      if (key === "items" && type === "dropdown" && Array.isArray(value)) {
        // A dropdown's entries: links, and `{ type: "html", value }` entries (a separator, a heading).
        item.items = value.filter(isObject).map((link, j) => (link.type === "html" ? pick(link, ["type", "value", "className"]) : convertLink(link, `${subject}.items[${j}]`, note)));
      } else if (keys.has(key)) item[key] = value;
      else note(`${subject}.${key}`, "has no sitec counterpart; it was left out.");
    }
    items.push(item);
  });
  out.items = items;
  return out;
}

function convertFooter(footer: Obj, tools: Tools): Obj {
  const { note } = tools;
  const out: Obj = pick(footer, ["style", "copyright"]);
  if (isObject(footer.logo)) {
    out.logo = pick(footer.logo, ["alt", "src", "srcDark", "href", "width", "height"]);
    const extra = Object.keys(footer.logo).filter((k) => !(k in (out.logo as Obj)));
    if (extra.length) note(`themeConfig.footer.logo.${extra.join(", ")}`, "has no sitec counterpart; the logo is shown at its image's size, centred above the copyright.");
  }
  const links = Array.isArray(footer.links) ? footer.links.filter(isObject) : [];
  const columns = links.every((l) => Array.isArray(l.items)) ? links : [{ title: "", items: links }];
  out.links = columns.map((column, i) => ({
    title: typeof column.title === "string" ? column.title : "",
    items: (column.items as unknown[]).filter(isObject).map((item, j) => convertLink(item, `themeConfig.footer.links[${i}].items[${j}]`, note, ["html"])),
  }));
  return out;
}
