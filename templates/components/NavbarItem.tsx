// One navbar item: link, dropdown, locale dropdown, raw HTML or the search box.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { LinkData, NavbarItemData } from "../../src/shared/types.ts";
import { useRuntime } from "../runtime/context.tsx";
import { ExternalIcon, GitHubIcon, OwaspIcon } from "./Icons.tsx";

/** True when the current route lies under `basePath` (base URL included). */
export function useIsActive(basePath?: string, href?: string): boolean {
  const { route, site } = useRuntime();
  const current = site.baseUrl + route.path.replace(/^\//, "");
  if (basePath) {
    const base = site.baseUrl + basePath.replace(/^\//, "");
    return current === base || current.startsWith(base.replace(/\/$/, "") + "/");
  }
  return href !== undefined && href === current;
}

export function NavLink({ link, className, activeBasePath, icon }: { link: LinkData; className?: string; activeBasePath?: string; icon?: "github" | "owasp" }) {
  const active = useIsActive(activeBasePath, link.to);
  const classes = [className, active ? "active" : ""].filter(Boolean).join(" ");
  if (link.href) {
    return (
      <a className={classes} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.ariaLabel}>
        {icon === "github" ? <GitHubIcon /> : icon === "owasp" ? <OwaspIcon /> : link.label}
        {!icon && <ExternalIcon />}
      </a>
    );
  }
  return (
    <a className={classes} href={link.to} aria-label={link.ariaLabel} aria-current={active ? "page" : undefined}>
      {link.label}
    </a>
  );
}

function Dropdown({ label, items, activeBasePath }: { label: string; items: LinkData[]; activeBasePath?: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const active = useIsActive(activeBasePath);

  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
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
      e.preventDefault();
      setOpen((o) => !o);
    } else if (e.key === "Escape") setOpen(false);
  };

  return (
    <div
      ref={ref}
      className={`navbar-dropdown${open ? " open" : ""}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button type="button" className={`navbar-link${active ? " active" : ""}`} aria-haspopup="true" aria-expanded={open} onKeyDown={onKeyDown} onClick={() => setOpen((o) => !o)}>
        {label}
      </button>
      <ul className="dropdown-menu">
        {items.map((item) => (
          <li key={item.label + (item.to ?? item.href)}>
            <NavLink link={item} className="dropdown-link" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The locale dropdown keeps the current path, query and hash when switching. */
function LocaleDropdown({ label, locales }: { label: string; locales: { label: string; lang: string; baseUrl: string }[] }) {
  const { route } = useRuntime();
  const [suffix, setSuffix] = useState("");
  useEffect(() => setSuffix(window.location.search + window.location.hash), [route.path]);
  const items = locales.map((l) => ({ label: l.label, to: l.baseUrl + route.path.replace(/^\//, "") + suffix }));
  if (items.length === 1) return <NavLink link={{ label, to: items[0]!.to }} className="navbar-link" />;
  return <Dropdown label={label} items={items} />;
}

export function NavbarItem({ item, mobile = false }: { item: NavbarItemData; mobile?: boolean }) {
  const linkClass = mobile ? "menu-link" : "navbar-link";
  switch (item.kind) {
    case "link":
      return <NavLink link={item.link} className={linkClass + (item.icon ? " navbar-icon-link" : "")} activeBasePath={item.activeBasePath} icon={mobile ? undefined : item.icon} />;
    case "dropdown":
      if (mobile) {
        return (
          <details className="menu-sublist">
            <summary className="menu-link">{item.label}</summary>
            <ul>
              {item.items.map((l) => (
                <li key={l.label}>
                  <NavLink link={l} className="menu-link" />
                </li>
              ))}
            </ul>
          </details>
        );
      }
      return <Dropdown label={item.label} items={item.items} activeBasePath={item.activeBasePath} />;
    case "locale":
      return <LocaleDropdown label={item.label} locales={item.locales} />;
    case "html":
      return <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.html }} />;
    case "search":
      // The search box is mounted by the search feature; without it the slot stays empty.
      return mobile ? null : <div className="navbar-search-slot" />;
  }
}
