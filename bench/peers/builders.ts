// The builders bench/peers.ts knows, in the order they run (PEERS=… picks some).
import { docusaurus } from "./docusaurus.ts";
import { eleventy } from "./eleventy.ts";
import { rspress } from "./rspress.ts";
import { sitec } from "./sitec.ts";
import { starlight } from "./starlight.ts";
import type { Builder } from "./types.ts";
import { vitepress } from "./vitepress.ts";

export const BUILDERS: Builder[] = [sitec, eleventy, vitepress, rspress, starlight, docusaurus];
