// One navbar item: link, dropdown, locale dropdown, raw HTML or the search box.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { LinkData, NavbarIconData, NavbarItemData, RouteData, SiteData, VersionLink } from "../../src/shared/types.ts";
import { opensIn, pageHref, pathnameMark } from "../../src/shared/paths.ts";
import { useRuntime } from "../runtime/context.tsx";
import { ExternalIcon, LanguageIcon, NavbarIcon } from "./Icons.tsx";
import { savePreferredVersion, useFollowedVersion } from "./preferred-version.ts";
import SearchBar from "@theme/SearchBar";

/**
 * True when the current route lies under `basePath` (base URL included), or its path matches
 * `regex`; for a link to a sidebar, when the route shows that sidebar (`sidebar`, its key), or
 * shows none and lies under `basePath`.
 */
export function useIsActive(basePath?: string, href?: string, regex?: string, sidebar?: string): boolean {
  const { route, site } = useRuntime();
  return isActive(site, route, basePath, href, regex, sidebar);
}

/** `useIsActive` for the route given. */
export function isActive(site: SiteData, route: RouteData, basePath?: string, href?: string, regex?: string, sidebar?: string): boolean {
  const current = currentHref(site, route);
  if (regex) return new RegExp(regex).test(current);
  const shown = "sidebarKey" in route.props ? route.props.sidebarKey : undefined;
  if (sidebar !== undefined && shown !== undefined) return sidebar === shown || href === current;
  if (basePath) {
    const base = site.baseUrl + basePath.replace(/^\//, "");
    return current === base || current.startsWith(base.replace(/\/$/, "") + "/");
  }
  return href !== undefined && href === current;
}

/** The current page's address (base URL included, no query or hash). */
function useCurrentHref(): string {
  const { route, site } = useRuntime();
  return currentHref(site, route);
}

export const currentHref = (site: SiteData, route: RouteData): string => pageHref(site.baseUrl, route.path, site.trailingSlash);

export const isCurrent = (link: LinkData, current: string) =>
  link.activeBaseRegex ? new RegExp(link.activeBaseRegex).test(current) : link.to !== undefined && link.to.split(/[?#]/)[0] === current;

/** The link as it is in the version followed (preferred-version.ts), when it has versions. */
function useVersionedLink(link: LinkData): LinkData {
  const followed = useFollowedVersion();
  const target = followed !== undefined ? link.versionTargets?.[followed] : undefined;
  if (!target) return link;
  return { ...link, to: target.to, label: target.label ?? link.label, docsVersion: link.docsVersion && followed };
}

export function NavLink({ link: given, className, activeBasePath, icon, onClick }: { link: LinkData; className?: string; activeBasePath?: string; icon?: NavbarIconData; onClick?: () => void }) {
  const link = useVersionedLink(given);
  const active = useIsActive(activeBasePath, link.to, link.activeBaseRegex, link.activeSidebar);
  const classes = [className, link.className, active ? "active" : ""].filter(Boolean).join(" ");
  const choose = () => {
    if (link.docsVersion) savePreferredVersion(link.docsVersion);
    onClick?.();
  };
  if (link.href) {
    return (
      <a className={classes} href={link.href} {...opensIn(link.target)} aria-label={link.ariaLabel} onClick={choose} {...pathnameMark(link)}>
        {icon ? <NavbarIcon icon={icon} /> : link.label}
        {!icon && <ExternalIcon />}
      </a>
    );
  }
  return (
    <a className={classes} href={link.to} target={link.target} aria-label={link.ariaLabel} aria-current={active ? "page" : undefined} onClick={choose}>
      {icon ? <NavbarIcon icon={icon} /> : link.label}
    </a>
  );
}

/** One entry of a dropdown's list: a link, or the config's raw HTML (a separator). */
function DropdownEntry({ item, className, onClick }: { item: LinkData & { lang?: string }; className: string; onClick?: () => void }) {
  if (item.html !== undefined) return <li className={item.className} dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <li lang={item.lang}>
      <NavLink link={item} className={className} onClick={onClick} />
    </li>
  );
}

/**
 * A desktop dropdown. Opens on hover, on Enter (or Space) and on click or tap; closes when the
 * pointer leaves, on Escape, when an item is chosen, on navigation, and when a click, a touch
 * or the focus lands outside it.
 */
function Dropdown({ label, icon, items, activeBasePath, onOpen, showActive = true, className }: { label: string; icon?: React.ReactNode; items: (LinkData & { lang?: string })[]; activeBasePath?: string; onOpen?: () => void; showActive?: boolean; className?: string }) {
  const [open, setOpenState] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { route } = useRuntime();
  const current = useCurrentHref();
  const underBase = useIsActive(activeBasePath);
  const active = showActive && (underBase || items.some((item) => isCurrent(item, current)));
  const setOpen = (next: boolean) => {
    if (next) onOpen?.();
    setOpenState(next);
  };

  useEffect(() => setOpenState(false), [route.path]);
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpenState(false);
    };
    document.addEventListener("mousedown", outside);
    document.addEventListener("touchstart", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("mousedown", outside);
      document.removeEventListener("touchstart", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Enter" || e.key === " ") {
      // Handled here, so the button's own click (fired for these keys) does not toggle back.
      e.preventDefault();
      setOpen(!open);
    }
  };

  return (
    <div
      ref={ref}
      className={`navbar-dropdown${className ? ` ${className}` : ""}${open ? " open" : ""}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpenState(false)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpenState(false);
          button.current?.focus();
        }
      }}
    >
      <button ref={button} type="button" className={`navbar-link${active ? " active" : ""}`} aria-haspopup="true" aria-expanded={open} onKeyDown={onKeyDown} onClick={() => setOpen(true)}>
        {icon}
        {label}
      </button>
      <ul className="dropdown-menu">
        {items.map((item, i) => (
          <DropdownEntry key={i} item={item} className="dropdown-link" onClick={() => setOpenState(false)} />
        ))}
      </ul>
    </div>
  );
}

/** The drawer's form of a dropdown: a sublist, collapsed unless it holds the current page. */
function MobileDropdown({ label, items, onOpen, className }: { label: string; items: (LinkData & { lang?: string })[]; onOpen?: () => void; className?: string }) {
  const current = useCurrentHref();
  const holdsCurrent = items.some((item) => isCurrent(item, current));
  return (
    <details className={className ? `menu-sublist ${className}` : "menu-sublist"} open={holdsCurrent} onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && onOpen?.()}>
      <summary className="menu-link">{label}</summary>
      <ul>
        {items.map((item, i) => (
          <DropdownEntry key={i} item={item} className="menu-link" />
        ))}
      </ul>
    </details>
  );
}

/**
 * The docs version dropdown: on a doc page, the same doc in each version (the version's main doc
 * where it has none); elsewhere each version's main doc. Choosing one remembers it.
 */
function VersionsDropdown({ items, activeBasePath, mobile, className, before = [], after = [] }: { items: VersionLink[]; activeBasePath?: string; mobile: boolean; className?: string; before?: LinkData[]; after?: LinkData[] }) {
  const { route } = useRuntime();
  const followed = useFollowedVersion();
  const links = route.props.kind === "doc" && route.props.version ? route.props.version.alternates : items;
  const entries = [...before, ...links.map((v) => ({ label: v.label, to: v.to, docsVersion: v.name })), ...after];
  const label = items.find((v) => v.name === followed)?.label ?? (items.find((v) => v.isLast) ?? items[0]!).label;
  if (mobile) return <MobileDropdown label="Versions" items={entries} className={className} />;
  return <Dropdown label={label} items={entries} activeBasePath={activeBasePath} showActive={activeBasePath !== undefined} className={className} />;
}

/** The locale dropdown keeps the current path, query and hash when switching. */
function LocaleDropdown({ label, locales, mobile, className, before = [], after = [] }: { label: string; locales: { label: string; lang: string; baseUrl: string }[]; mobile: boolean; className?: string; before?: LinkData[]; after?: LinkData[] }) {
  const { route } = useRuntime();
  const [suffix, setSuffix] = useState("");
  // Read when the list opens too: the hash changes without a route change.
  const refresh = () => setSuffix(window.location.search + window.location.hash);
  useEffect(refresh, [route.path]);
  const items = [...before, ...locales.map((l) => ({ label: l.label, lang: l.lang, to: l.baseUrl + route.path.replace(/^\//, "") + suffix })), ...after];
  if (mobile) return <MobileDropdown label="Languages" items={items} onOpen={refresh} className={className} />;
  return <Dropdown label={label} icon={<LanguageIcon />} items={items} onOpen={refresh} showActive={false} className={className} />;
}

export function NavbarItem({ item, mobile = false }: { item: NavbarItemData; mobile?: boolean }) {
  const linkClass = mobile ? "menu-link" : "navbar-link";
  // The config's classes (Docusaurus's `className`) go on the item's element.
  const { className } = item;
  switch (item.kind) {
    case "link":
      return <NavLink link={item.link} className={[linkClass, item.icon ? "navbar-icon-link" : "", className].filter(Boolean).join(" ")} activeBasePath={item.activeBasePath} icon={mobile ? undefined : item.icon} />;
    case "dropdown":
      if (mobile) return <MobileDropdown label={item.label} items={item.items} className={className} />;
      return <Dropdown label={item.label} items={item.items} activeBasePath={item.activeBasePath} className={className} />;
    case "versions":
      return <VersionsDropdown items={item.items} activeBasePath={item.activeBasePath} mobile={mobile} className={className} before={item.before} after={item.after} />;
    case "locale":
      return <LocaleDropdown label={item.label} locales={item.locales} mobile={mobile} className={className} before={item.before} after={item.after} />;
    case "html":
      return <span className={className ? `navbar-html ${className}` : "navbar-html"} dangerouslySetInnerHTML={{ __html: item.html }} />;
    case "search":
      // The drawer has no search box: the one in the top bar stays visible on small screens.
      if (mobile) return null;
      return className ? (
        <div className={className}>
          <SearchBar />
        </div>
      ) : (
        <SearchBar />
      );
  }
}

export default NavbarItem;
