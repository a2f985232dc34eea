// Kept out of paths.ts, which the client bundle holds: the build alone needs it.

/** A route base as a path: `docs` → `/docs`, `/blog/` → `/blog`, `/` → `/`. */
export const routeBase = (routeBasePath: string): string => "/" + routeBasePath.replace(/^\/|\/$/g, "");
