// The load phase's loaders for one folder, as unit tests call them: the folder is searched as
// `sitec build` searches it (findSiteFiles), then loaded.
import { dirname } from "node:path";
import { loadPosts } from "../../src/content/blog.ts";
import { loadDocs } from "../../src/content/docs.ts";
import { findContentFiles } from "../../src/content/find-site-files.ts";
import { findFiles } from "../../src/content/find-files.ts";
import { loadCategories } from "../../src/content/sidebar.ts";

export async function docsOf(docsDir: string, options: { routeBasePath: string; exclude: string[] }) {
  const { docs } = await findContentFiles({ siteDir: dirname(docsDir), docsDir, blogDir: docsDir + "-no-blog", exclude: options.exclude });
  return loadDocs(docsDir, docs.files, options.routeBasePath);
}

export async function postsOf(blogDir: string, options: { routeBasePath: string; includeDrafts?: boolean }) {
  const { posts } = await findContentFiles({ siteDir: dirname(blogDir), docsDir: blogDir + "-no-docs", blogDir, exclude: [] });
  return loadPosts(blogDir, posts.files, options);
}

export async function categoriesOf(docsDir: string) {
  const found = await findFiles(docsDir, ["**/_category_.json"], { boundary: dirname(docsDir) });
  return loadCategories(docsDir, found.files);
}
