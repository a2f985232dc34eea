// The whole page for one route: layout around the component of the route's kind.
// Used by both entries: server.tsx renders it to a string, client.tsx hydrates it.
import { pages } from "sitec:pages";
import type { RouteProps } from "../src/shared/types.ts";
import AnnouncementBar from "@theme/AnnouncementBar";
import Footer from "@theme/Footer";
import Navbar from "@theme/Navbar";
import { BlogArchivePage, BlogListPage, BlogPostPage, BlogTagsPage } from "./pages/BlogPages.tsx";
import { DocPage } from "./pages/DocPage.tsx";
import { MarkdownPage } from "./pages/MarkdownPage.tsx";
import { DocCategoryPage, DocTagsPage } from "./pages/DocIndexPages.tsx";
import { BlogAuthorsPage } from "./pages/BlogAuthorPages.tsx";
import { NotFoundPage, RedirectPage } from "./pages/SimplePages.tsx";
import { RuntimeContext, type RuntimeState } from "./runtime/context.tsx";

export const MAIN_CONTENT_ID = "main-content";

export function RouteBody({ props }: { props: RouteProps }) {
  switch (props.kind) {
    case "doc":
      return <DocPage props={props} />;
    case "blog-list":
      return <BlogListPage props={props} />;
    case "blog-post":
      return <BlogPostPage props={props} />;
    case "blog-tags":
      return <BlogTagsPage props={props} />;
    case "blog-archive":
      return <BlogArchivePage props={props} />;
    case "blog-authors":
      return <BlogAuthorsPage props={props} />;
    case "doc-category":
      return <DocCategoryPage props={props} />;
    case "doc-tags":
      return <DocTagsPage props={props} />;
    case "page": {
      const Page = pages[props.pageId]?.default;
      if (!Page) throw new Error(`The page "${props.pageId}" has no default export.`);
      return <Page />;
    }
    case "markdown-page":
      return <MarkdownPage props={props} />;
    case "redirect":
      return <RedirectPage props={props} />;
    case "not-found":
      return <NotFoundPage />;
  }
}

function SkipToContent() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(e) => {
        // Move focus, not only the scroll position, so keyboard users continue from there.
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        e.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      Skip to main content
    </a>
  );
}

export function App({ state, children }: { state: RuntimeState; children?: React.ReactNode }) {
  // A page with a <main> of its own (Docusaurus pages put theirs inside @theme/Layout) gets a
  // <div> around it, as Docusaurus's layout does: a document has one main element.
  const props = state.route.props;
  const MainElement = props.kind === "page" && props.ownMain ? "div" : "main";
  return (
    <RuntimeContext.Provider value={state}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <MainElement id={MAIN_CONTENT_ID} tabIndex={-1} className={`main main-${state.route.props.kind}`}>
        {children ?? <RouteBody props={state.route.props} />}
      </MainElement>
      <Footer />
    </RuntimeContext.Provider>
  );
}
