// `@docusaurus/useDocusaurusContext`: the site's settings as Docusaurus pages read them,
// `siteConfig.title`, `tagline`, `url`, `baseUrl`, `organizationName`, `projectName`,
// `customFields` and the parts of `themeConfig` the theme has (navbar title and logo, colour mode).
import { useSite } from "../runtime/context.tsx";

export interface DocusaurusContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    organizationName?: string;
    projectName?: string;
    customFields: Record<string, unknown>;
    themeConfig: {
      navbar: { title: string; logo?: { alt: string; src: string; srcDark?: string } };
      colorMode: { defaultMode: "light" | "dark"; disableSwitch: boolean; respectPrefersColorScheme: boolean };
    };
  };
  siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: Record<string, never> };
  i18n: { defaultLocale: string; currentLocale: string; locales: string[] };
}

export default function useDocusaurusContext(): DocusaurusContext {
  const site = useSite();
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      organizationName: site.organizationName,
      projectName: site.projectName,
      customFields: site.customFields ?? {},
      themeConfig: { navbar: { title: site.navbar.title, logo: site.logo }, colorMode: site.colorMode },
    },
    siteMetadata: { docusaurusVersion: site.generator, pluginVersions: {} },
    i18n: { defaultLocale: "en", currentLocale: "en", locales: ["en"] },
  };
}
