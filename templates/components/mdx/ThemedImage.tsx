// `@theme/ThemedImage` (Docusaurus's props): an image for each colour mode, `sources.light` and
// `sources.dark`. Both are in the page, and the stylesheet shows the one of the document's mode
// (`data-theme`), so the right one shows before any JavaScript runs and after the toggle.
import type { ImgHTMLAttributes } from "react";

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> {
  sources: { light: string; dark: string };
}

export default function ThemedImage({ sources, className, alt, ...rest }: ThemedImageProps) {
  return (
    <>
      {(["light", "dark"] as const).map((mode) => (
        <img key={mode} src={sources[mode]} alt={alt} {...rest} className={[`themed-image themed-image--${mode}`, className].filter(Boolean).join(" ")} />
      ))}
    </>
  );
}
