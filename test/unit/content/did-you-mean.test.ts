import { describe, expect, it } from "vitest";
import { didYouMean, editDistance } from "../../../src/content/did-you-mean.ts";
import { socialLinks } from "../../../src/content/blog-authors.ts";
import { feedKinds } from "../../../src/feeds/feeds.ts";

describe("didYouMean", () => {
  const known = ["sidebar_position", "sidebar_label", "tags", "title", "hide_title", "slug"];

  it("finds the key a typo or another spelling stands for", () => {
    expect(didYouMean("sidebar_positon", known)).toBe("sidebar_position");
    expect(didYouMean("sidebarLabel", known)).toBe("sidebar_label");
    expect(didYouMean("hide-title", known)).toBe("hide_title");
    expect(didYouMean("tag", known)).toBe("tags");
  });

  it("leaves alone keys that are no typo of a known one", () => {
    expect(didYouMean("team_owner", known)).toBeUndefined();
    expect(didYouMean("path", known)).toBeUndefined();
    // Short names allow one edit only: `slot` is not `slug`.
    expect(didYouMean("slot", known)).toBeUndefined();
    expect(didYouMean("title", known)).toBeUndefined();
  });

  it("measures edits", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
  });
});

describe("socialLinks", () => {
  it("makes profile URLs of handles, and keeps URLs as written", () => {
    expect(socialLinks({ github: "ann", x: "@ann", linkedin: "ann-w", mastodon: "https://social.example/@ann", blog: "https://ann.example" })).toEqual([
      { platform: "github", href: "https://github.com/ann" },
      { platform: "x", href: "https://x.com/ann" },
      { platform: "linkedin", href: "https://www.linkedin.com/in/ann-w/" },
      { platform: "mastodon", href: "https://social.example/@ann" },
      { platform: "blog", href: "https://ann.example" },
    ]);
  });
});

describe("feedKinds", () => {
  it("takes one type, all, or a list (each kind once)", () => {
    expect(feedKinds("all")).toEqual(["rss", "atom", "json"]);
    expect(feedKinds("atom")).toEqual(["atom"]);
    expect(feedKinds(["rss", "atom", "rss"])).toEqual(["rss", "atom"]);
  });
});
