// `@docusaurus/Translate`: a site has one language, so the message is shown as written (its
// `children`, or `message`), with `values` put into its placeholders. `translate()` does the same
// for strings.
import type { ReactNode } from "react";
import { interpolate, type InterpolateValues } from "./Interpolate.tsx";

export interface TranslateProps {
  id?: string;
  description?: string;
  message?: string;
  values?: InterpolateValues;
  children?: string;
}

export function translate(param: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(param.message, values));
}

export default function Translate({ children, message, values }: TranslateProps): ReactNode {
  return <>{interpolate(children ?? message ?? "", values)}</>;
}
