// What a doc page of a versioned site shows of its version: the banner of a version that is not
// the last one (unreleased or unmaintained), linking to the same doc in the last version (or to
// its main doc when the doc is not there), and the "Version" badge.
import type { DocVersionProps } from "../../src/shared/types.ts";
import { useSite } from "../runtime/context.tsx";
import { savePreferredVersion } from "./preferred-version.ts";

export function DocVersionBanner({ version }: { version: DocVersionProps }) {
  const site = useSite();
  if (!version.banner) return null;
  const { latest } = version;
  return (
    <div className={`admonition admonition-warning unlisted-banner doc-version-banner doc-version-banner-${version.banner}`} role="note">
      <p>
        {version.banner === "unreleased"
          ? `You are reading the documentation of ${site.title} ${version.label}, which is not released yet.`
          : `You are reading the documentation of ${site.title} ${version.label}, a version that is no longer maintained.`}
      </p>
      <p>
        {"The current release is described in the latest version ("}
        <a href={latest.to} onClick={() => savePreferredVersion(latest.name)}>
          {latest.label}
        </a>
        {")."}
      </p>
    </div>
  );
}

export function DocVersionBadge({ version }: { version: DocVersionProps }) {
  if (!version.badge) return null;
  return <span className="tag doc-version-badge">Version: {version.label}</span>;
}
