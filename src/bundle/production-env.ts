// React picks its build from NODE_ENV when it is first loaded: without this, pages would be
// rendered by its development build, which is much slower. Imported before React (see
// host-modules.ts). Written through a variable: the bundled CLI defines process.env.NODE_ENV
// as a constant, and an assignment to it would not compile.
const env = process.env;
env.NODE_ENV ??= "production";
