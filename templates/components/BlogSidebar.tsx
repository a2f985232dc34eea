import type { RecentPost } from "../../src/shared/types.ts";
import { useRuntime } from "../runtime/context.tsx";

export function BlogSidebar({ recent }: { recent: RecentPost[] }) {
  const { site, route } = useRuntime();
  const current = site.baseUrl + route.path.replace(/^\//, "");
  if (!recent.length) return null;
  return (
    <aside className="blog-sidebar">
      <nav aria-label="Recent blog posts">
        <h2 className="blog-sidebar-title">Recent posts</h2>
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
