// Packages the server bundle gets from sitec itself instead of bundling or loading them: React
// (one copy, so hooks and the renderer agree, and its production build whatever NODE_ENV is; see
// react-production.ts) and lunr. In the bundled CLI they come compiled from its code cache.
import lunr from "lunr";
import { loadReactProduction } from "./react-production.ts";

/** By the name the theme imports them with; values as `require` would give them. */
export const HOST_MODULES: Readonly<Record<string, unknown>> = { lunr, ...loadReactProduction() };
