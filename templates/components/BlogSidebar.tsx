import type { RecentPost } from "../../src/shared/types.ts";
import { pageHref } from "../../src/shared/paths.ts";
import { useRuntime } from "../runtime/context.tsx";

export function BlogSidebar({ recent, title = "Recent posts" }: { recent: RecentPost[]; title?: string }) {
  const { site, route } = useRuntime();
  const current = pageHref(site.baseUrl, route.path, site.trailingSlash);
  if (!recent.length) return null;
  return (
    <aside className="blog-sidebar">
      <nav aria-label="Recent blog posts">
        <h2 className="blog-sidebar-title">{title}</h2>
        <ul>
          {recent.map((p) => (
            <li key={p.href}>
              <a href={p.href} className={p.href === current ? "active" : undefined} aria-current={p.href === current ? "page" : undefined}>
                {p.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

export default BlogSidebar;
