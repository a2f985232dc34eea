// `@docusaurus/Link`: an `<a>` to `to` (or `href`), a path from the site's root with the site's
// base URL. Links to the site's
// own pages navigate on the client: the theme's runtime handles clicks on any same-site `<a>`
// (templates/client.tsx), as for the theme's own links. Links to other sites open as they are,
// with `rel="noopener noreferrer"` when they open a new tab. Links to pages take the form the
// config's `trailingSlash` asks for, as Docusaurus's Link gives them. A `pathname://` link is a
// path of the server that the site does not build: the base URL added, no trailing slash change,
// and a mark that keeps it out of the link check (src/check/links.ts) and the client router.
import type { AnchorHTMLAttributes } from "react";
import { useSite } from "../runtime/context.tsx";
import { PATHNAME_PROTOCOL, pathnameHref, withTrailingSlash } from "../../src/shared/paths.ts";
import { addBaseUrl } from "./base-url.ts";

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  /** Accepted for compatibility; every link of the site is handled by the runtime. */
  isNavLink?: boolean;
  activeClassName?: string;
  autoAddBaseUrl?: boolean;
}

export default function Link({ to, href, isNavLink: _isNavLink, activeClassName: _activeClassName, autoAddBaseUrl = true, rel, target, ...rest }: LinkProps) {
  const site = useSite();
  const destination = to ?? href ?? "";
  if (destination.startsWith(PATHNAME_PROTOCOL)) {
    const path = pathnameHref(destination, autoAddBaseUrl ? site.baseUrl : "/");
    return <a data-sitec-pathname="" href={path} rel={rel} target={target} {...rest} />;
  }
  const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(destination);
  const internal = external || destination.startsWith("#") ? destination : withTrailingSlash(destination, site.trailingSlash);
  // As Docusaurus's Link: only a path from the site's root gets the base URL; a relative one
  // (`../reference`, `./setup`) stays relative to the page.
  const resolved = external || !autoAddBaseUrl || !internal.startsWith("/") ? internal : addBaseUrl(site, internal);
  const relation = rel ?? (external && target === "_blank" ? "noopener noreferrer" : undefined);
  return <a href={resolved} rel={relation} target={target} {...rest} />;
}
