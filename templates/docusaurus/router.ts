// `@docusaurus/router`'s hooks that pages use: `useLocation()` gives the page's path, query and
// hash (its address, with the base URL and the trailing slash the config gives it and no query,
// while the built HTML is rendered and hydrated; the browser's address after, so that a page
// reading `?code=` shows it once it runs), and `useHistory()` navigates with the browser
// (`push`, `replace`, `goBack`). `<Redirect to>` makes the page a redirect: the build writes it as
// its redirect pages (a refresh to the target, a link to it), as a Docusaurus page that renders
// only a Redirect sends the reader on.
import { useContext, useEffect } from "react";
import { useHydrated, useRuntime } from "../runtime/context.tsx";
import { HeadCollectorContext } from "../runtime/head.tsx";
import { addBaseUrl } from "./base-url.ts";
import { pageHref } from "../../src/shared/paths.ts";

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

export function useLocation(): Location {
  const { route, site } = useRuntime();
  const hydrated = useHydrated();
  if (hydrated && typeof window !== "undefined") return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
  // As the page's address: with the base URL, and the trailing slash that `trailingSlash` gives it.
  return { pathname: pageHref(site.baseUrl, route.path, site.trailingSlash), search: "", hash: "" };
}

export function useHistory() {
  return {
    push: (to: string) => window.location.assign(to),
    replace: (to: string) => window.location.replace(to),
    goBack: () => window.history.back(),
    location: useLocation(),
  };
}

/** react-router's `Redirect`, as Docusaurus pages use it: `to` a path of the site (or a URL). */
export function Redirect({ to }: { to: string | { pathname: string; search?: string; hash?: string }; push?: boolean }) {
  const { site } = useRuntime();
  // As history's locations: a search or hash given without its `?` or `#` gets it.
  const part = (value: string | undefined, mark: string) => (value ? (value.startsWith(mark) ? value : mark + value) : "");
  const target = typeof to === "string" ? to : `${to.pathname}${part(to.search, "?")}${part(to.hash, "#")}`;
  const href = target.startsWith("/") ? addBaseUrl(site, target) : target;
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.redirect = href;
  // A page reached by client-side navigation has no refresh of its own.
  useEffect(() => window.location.replace(href), [href]);
  return null;
}
