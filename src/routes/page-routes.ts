// Route records of the site's React pages (site/pages/, see src/content/site-pages.ts) and of the
// not-found page.
import { extname } from "node:path";
import { routeNameProblem } from "../content/route-name.ts";
import { pageRoutePath, type SitePage } from "../content/site-pages.ts";
import { SiteError } from "../errors.ts";
import type { RouteEntry } from "./route-entry.ts";

export const NOT_FOUND_PATH = "/404";

export interface PageRoutesInput {
  pages: readonly SitePage[];
  modules: Record<string, { hasDefault: boolean; title?: string; description?: string }>;
  siteTitle: string;
  tagline: string;
}

export function pageRoutes(input: PageRoutesInput): RouteEntry[] {
  const entries: RouteEntry[] = input.pages.map(({ file, id }) => {
    const mod = input.modules[id];
    if (!mod?.hasDefault) {
      throw new SiteError("the page has no default export.", {
        file,
        hint: "Export the page component as default: `export default function Page() { … }`.",
      });
    }
    const path = pageRoutePath(id);
    const problem = routeNameProblem(path, { source: id + extname(file), slugAllowed: false });
    if (problem) throw new SiteError(problem.message, { file, hint: problem.hint });
    return {
      file,
      contentLinks: [],
      inSitemap: true,
      data: {
        path,
        title: mod.title ?? (path === "/" ? input.siteTitle : id.split("/").filter((part) => part !== "index").pop()!),
        description: mod.description ?? input.tagline,
        noindex: false,
        props: { kind: "page", pageId: id },
      },
    };
  });
  entries.push({
    contentLinks: [],
    inSitemap: false,
    data: {
      path: NOT_FOUND_PATH,
      title: "Page not found",
      description: "The page you asked for does not exist.",
      noindex: true,
      props: { kind: "not-found" },
    },
  });
  return entries;
}
