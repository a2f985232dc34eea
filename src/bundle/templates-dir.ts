// The default theme's folder (templates/), beside the compiler's sources and in the package.
import { fileURLToPath } from "node:url";

export const TEMPLATES_DIR = fileURLToPath(new URL("../../templates/", import.meta.url));
