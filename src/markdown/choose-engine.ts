// Which Markdown engine a build uses: `--markdown-engine`, else the config's `markdown.engine`,
// else `fast`; but a site plugin that adds syntax (micromark extensions, as remark-math has)
// needs `unified`, whose parser reads it. Left to choose, the build takes `unified` and says so;
// told `fast`, it stops with an error that names the plugin. Finding out attaches every plugin
// once: one that throws then is an error of the config (site-plugins.ts).
import { SiteError } from "../errors.ts";
import type { MarkdownEngine } from "./engine-names.ts";
import { attachPlugins, type SitePlugins } from "./site-plugins.ts";

export interface EngineChoice {
  engine: MarkdownEngine;
  /** One line for the build's output when the engine was chosen for a plugin. */
  note?: string;
}

export function chooseEngine(input: {
  /** `markdown.engine` of the config. */
  configured?: MarkdownEngine;
  /** `--markdown-engine`. */
  override?: MarkdownEngine;
  plugins: SitePlugins;
  configFile: string;
}): EngineChoice {
  const asked = input.override ?? input.configured;
  const { syntax } = attachPlugins(input.plugins, input.configFile);
  if (!syntax.length) return { engine: asked ?? "fast" };
  const names = syntax.join(", ");
  if (asked === "fast") {
    const where = input.override ? "--markdown-engine fast" : 'markdown.engine: "fast" in the config';
    throw new SiteError(`${names} adds Markdown syntax, which only the unified engine reads, but ${where} asks for the fast engine.`, {
      file: input.configFile,
      hint: input.override ? "Build with --markdown-engine unified, or without the flag." : 'Set markdown.engine to "unified", or leave it out.',
    });
  }
  return { engine: "unified", note: asked ? undefined : `Markdown: ${names} adds syntax, so this build uses the unified engine.` };
}
