// The command line: parses flags and calls the same functions the tests call.
// Exit codes: 0 ok, 1 build error, 2 usage error.
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { stop as stopEsbuild } from "esbuild";
import { stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { build } from "./build.ts";
import type { CacheReport } from "./cache/build-cache.ts";
import { clear } from "./clear.ts";
import { formatError, UsageError } from "./errors.ts";
import type { Logger } from "./log.ts";
import { progressMode, ProgressReporter } from "./progress-reporter.ts";
import { serve } from "./server/serve.ts";
import { nginxPolicyMap, policiesOfSite } from "./server/csp.ts";
import { precompressSite } from "./server/precompress.ts";
import { SITEC_VERSION } from "./version.ts";
import { CONFIG_FILE, loadConfig } from "./config/load.ts";
import { dev } from "./dev/dev-server.ts";
import { initSite } from "./init/init.ts";
import { swizzle } from "./swizzle/swizzle.ts";
import { makeDocsVersion } from "./docs-version/make-version.ts";
import { migrate } from "./migrate/migrate.ts";
import { migrationReport } from "./migrate/report.ts";
import { normaliseBaseUrl } from "./shared/paths.ts";
import { MARKDOWN_ENGINE_NAMES, type MarkdownEngine } from "./markdown/engine-names.ts";

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError("expected a port number from 0 to 65535.");
  return n;
}

/**
 * The base URL `serve` serves a site at, and its `trailingSlash`, from the site's config. Without
 * a config (a built folder served on its own) the base URL is `/`, and the user is told unless
 * `--base-url` gave one; a config with errors is reported.
 */
async function addressOfSite(siteDir: string, baseUrlGiven: boolean): Promise<{ baseUrl: string; trailingSlash?: boolean }> {
  if (!(await stat(join(siteDir, CONFIG_FILE)).then((s) => s.isFile(), () => false))) {
    if (!baseUrlGiven) console.log(`sitec serve: no ${CONFIG_FILE} in ${siteDir}: serving for the base URL / (pass --base-url or --site to change it).`);
    return { baseUrl: "/" };
  }
  const { baseUrl, trailingSlash } = await loadConfig(siteDir);
  return { baseUrl, trailingSlash };
}

/**
 * Waits for Ctrl+C (SIGINT) or SIGTERM, then runs `close`. The signal handlers are the CLI's
 * own: the library's serve() and dev() add none to the process that hosts them.
 */
function untilStopped(close: () => Promise<void>): Promise<void> {
  return new Promise<void>((done, fail) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      close().then(done, fail);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}

/** `--markdown-engine`, for build and dev. */
function markdownEngineOption(): Option {
  return new Option("--markdown-engine <engine>", "the Markdown engine, overriding the config's markdown.engine").choices(MARKDOWN_ENGINE_NAMES);
}

interface BuildFlags {
  site: string;
  outDir: string;
  baseUrl?: string;
  strict: boolean;
  minify: boolean;
  verbose: boolean;
  quiet: boolean;
  markdownEngine?: MarkdownEngine;
  cache: boolean;
  cacheDir?: string;
}

/** The --verbose lines about the build cache. */
function describeCache(report: CacheReport): string {
  return [
    `  build cache      ${report.dir}`,
    `    theme          ${report.theme}`,
    `    Markdown       ${report.markdown.reused} reused, ${report.markdown.rendered} rendered`,
    `    pages          ${report.pages.reused} reused, ${report.pages.rendered} rendered`,
    `    search index   ${report.search.reused} reused, ${report.search.built} built`,
    `    unused, removed ${report.removed}`,
  ].join("\n");
}

export function createProgram(): Command {
  const program = new Command("sitec")
    .description("Static-site compiler: Markdown and React to a fast, checked static website.")
    .version(SITEC_VERSION, "-v, --version", "print the compiler's version")
    .showHelpAfterError("(run with --help for usage)")
    .exitOverride();

  program
    .command("build")
    .description("build the site into the output folder (replaced only if the build succeeds)")
    .option("--site <dir>", "the site folder (with site.config.ts)", "site")
    .option("--out-dir <dir>", "the output folder", "build")
    .option("--base-url <path>", "override the config's baseUrl, e.g. /docs-site/")
    .option("--strict", "fail on every warning (broken anchors, Markdown links, duplicate routes)", false)
    .option("--no-minify", "do not minify the JavaScript bundle")
    .option("--verbose", "print a line per build phase with its time, also in a terminal, and what came from the cache", false)
    .addOption(new Option("--quiet", "print only warnings, errors and the summary").default(false).conflicts("verbose"))
    .addOption(markdownEngineOption())
    .option("--cache-dir <dir>", "the build cache's folder (default: node_modules/.cache/sitec/build/<site> of the project)")
    .option("--no-cache", "build without the build cache (neither read nor written)")
    .action(async (opts: BuildFlags) => {
      const started = performance.now();
      // Progress goes to stderr: a line updated in place in a terminal, else a line per phase.
      const mode = progressMode({ isTTY: process.stderr.isTTY === true, verbose: opts.verbose, quiet: opts.quiet });
      const progress = new ProgressReporter({ mode, stream: process.stderr });
      // Messages clear the progress line first, so that they do not run into it.
      const logger: Logger = {
        info: (message) => {
          if (opts.quiet) return;
          progress.interrupt();
          console.log(message);
        },
        warn: (message) => {
          progress.interrupt();
          console.warn("warning: " + message);
        },
        error: (line) => {
          progress.interrupt();
          console.error(line);
        },
      };
      const result = await build({
        siteDir: opts.site,
        outDir: opts.outDir,
        baseUrl: opts.baseUrl,
        strict: opts.strict,
        minify: opts.minify,
        markdownEngine: opts.markdownEngine,
        cache: opts.cache && { dir: opts.cacheDir },
        logger,
        progress,
      }).finally(() => progress.finish());
      if (opts.verbose && result.cache) console.log(describeCache(result.cache));
      const reused = result.cache?.pages.reused;
      const fromCache = reused ? ` (${reused} from the build cache)` : "";
      console.log(`Built ${result.routes} pages into ${resolve(result.outDir)} in ${((performance.now() - started) / 1000).toFixed(2)} s${fromCache}.`);
    });

  program
    .command("serve")
    .description("serve a built site (clean URLs, 404 page, security headers, compression) on 127.0.0.1")
    .option("--dir <dir>", "the built site", "build")
    .option("--port <port>", "port to listen on", port, 3000)
    .option("--host <host>", "address to listen on", "127.0.0.1")
    .option("--site <dir>", "the site folder, to read its baseUrl and trailingSlash", "site")
    .option("--base-url <path>", "the base URL the site was built for (default: the config's)")
    .action(async (opts: { dir: string; port: number; host: string; site: string; baseUrl?: string }) => {
      const dir = resolve(opts.dir);
      if (!(await stat(join(dir, "index.html")).then((s) => s.isFile(), () => false))) {
        throw new UsageError(`${dir} holds no built site (no index.html); run \`sitec build\` first.`);
      }
      const site = await addressOfSite(resolve(opts.site), opts.baseUrl !== undefined);
      const baseUrl = opts.baseUrl ? normaliseBaseUrl(opts.baseUrl) : site.baseUrl;
      // Serving never uses esbuild: end the process it runs in (started to evaluate the config,
      // or to make the CLI bundle), which would otherwise stay beside the server all its life.
      await stopEsbuild();
      const served = await serve({ dir, port: opts.port, host: opts.host, baseUrl, trailingSlash: site.trailingSlash });
      console.log(`Serving ${dir} at ${served.url} (Ctrl+C to stop)`);
      await untilStopped(() => served.close());
    });

  program
    .command("csp-map")
    .description("write the nginx map of each page's Content-Security-Policy (see deploy/nginx.conf)")
    .option("--dir <dir>", "the built site", "build")
    .option("--base-url <path>", "the URL path the built folder is served at", "/")
    .option("--out <file>", "the file to write (default: print the map)")
    .action(async (opts: { dir: string; baseUrl: string; out?: string }) => {
      const dir = resolve(opts.dir);
      if (!(await stat(join(dir, "index.html")).then((s) => s.isFile(), () => false))) {
        throw new UsageError(`${dir} holds no built site (no index.html); run \`sitec build\` first.`);
      }
      const baseUrl = normaliseBaseUrl(opts.baseUrl);
      const policies = await policiesOfSite(dir, baseUrl);
      const map = nginxPolicyMap(policies, baseUrl);
      if (opts.out) {
        await writeFile(resolve(opts.out), map);
        console.log(`Wrote the policies of ${policies.size} pages to ${resolve(opts.out)}.`);
      } else process.stdout.write(map);
    });

  program
    .command("dev")
    .description("build, serve and watch the site: pages update in the browser after every save")
    .option("--site <dir>", "the site folder (with site.config.ts)", "site")
    .option("--port <port>", "port to listen on", port, 3000)
    .option("--host <host>", "address to listen on", "127.0.0.1")
    .addOption(markdownEngineOption())
    .action(async (opts: { site: string; port: number; host: string; markdownEngine?: MarkdownEngine }) => {
      const started = performance.now();
      const watching = await dev({ siteDir: resolve(opts.site), port: opts.port, host: opts.host, markdownEngine: opts.markdownEngine });
      console.log(`Watching ${resolve(opts.site)}; serving at ${watching.url} (ready in ${((performance.now() - started) / 1000).toFixed(2)} s, Ctrl+C to stop)`);
      await untilStopped(() => watching.close());
    });

  program
    .command("precompress")
    .description("write x.br and x.gz beside every compressible file of a built site (for nginx's brotli_static/gzip_static)")
    .option("--dir <dir>", "the built site", "build")
    .action(async (opts: { dir: string }) => {
      const dir = resolve(opts.dir);
      if (!(await stat(join(dir, "index.html")).then((s) => s.isFile(), () => false))) {
        throw new UsageError(`${dir} holds no built site (no index.html); run \`sitec build\` first.`);
      }
      const started = performance.now();
      const r = await precompressSite(dir);
      const mb = (n: number) => (n / 1e6).toFixed(1) + " MB";
      console.log(
        `Precompressed ${r.files} files (${mb(r.bytes)}) in ${((performance.now() - started) / 1000).toFixed(1)} s: brotli ${mb(r.brotliBytes)}, gzip ${mb(r.gzipBytes)}.`,
      );
    });

  program
    .command("init")
    .description("write a new site (config, home page, docs, a post) into a folder")
    .argument("[dir]", "the new site's folder", "site")
    .option("--force", "write into a folder that is not empty", false)
    .action(async (dir: string, opts: { force: boolean }) => {
      const files = await initSite({ dir, force: opts.force });
      console.log(`Wrote a new site of ${files.length} files into ${resolve(dir)}. Next: cd ${dir} && npm install && npm run dev`);
    });

  program
    .command("swizzle")
    .description("write theme/<Component>.tsx, an override of one of the theme's components")
    .argument("<component>", "the component's name (Footer, Navbar, …)")
    .addOption(new Option("--wrap", "render the original, with a place to add around it (the default)").conflicts("eject"))
    .addOption(new Option("--eject", "copy the component's source, to change anything in it").conflicts("wrap"))
    .option("--site <dir>", "the site folder", "site")
    .option("--force", "replace an override that exists", false)
    .action(async (component: string, opts: { wrap?: boolean; eject?: boolean; site: string; force: boolean }) => {
      const file = await swizzle({ siteDir: opts.site, component, mode: opts.eject ? "eject" : "wrap", force: opts.force });
      console.log(`Wrote ${file}: it overrides the theme's ${component}.`);
    });

  program
    .command("docs:version")
    .description("snapshot the docs and their sidebars into a new docs version (versioned_docs/, versioned_sidebars/, versions.json)")
    .argument("<name>", "the version's name (2.0, …)")
    .option("--site <dir>", "the site folder", "site")
    .action(async (name: string, opts: { site: string }) => {
      const made = await makeDocsVersion({ siteDir: opts.site, name });
      console.log(`Made docs version ${name}: ${made.docsFolder}/ and ${made.sidebarsFile}. Versions: ${made.versions.join(", ")}.`);
    });

  program
    .command("migrate")
    .description("write a site.config.ts for a Docusaurus project, and list what it could not carry over")
    .argument("<docusaurus-project-dir>", "the Docusaurus project's folder (with docusaurus.config.js)")
    .option("--out <site-dir>", "copy the project's content into this folder and write the site there (default: into the project)")
    .option("--force", "replace a site.config.ts that exists", false)
    .action(async (projectDir: string, opts: { out?: string; force: boolean }) => {
      const result = await migrate({ projectDir, outDir: opts.out, force: opts.force });
      console.log(migrationReport(result));
    });

  program
    .command("clear")
    .description("remove the output folder and the site's build cache")
    .option("--site <dir>", "the site folder (its build cache is removed)", "site")
    .option("--out-dir <dir>", "the output folder", "build")
    .option("--cache-dir <dir>", "the build cache's folder, when builds were given one")
    .action(async (opts: { site: string; outDir: string; cacheDir?: string }) => {
      const { outDir, cacheDir } = await clear({ siteDir: opts.site, outDir: opts.outDir, cacheDir: opts.cacheDir });
      console.log(`Removed ${outDir} and the build cache ${cacheDir}.`);
    });

  return program;
}

/** Runs the CLI; returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const program = createProgram();
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version output end with a CommanderError too; those are not failures.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof UsageError) {
      console.error("error: " + error.message);
      return 2;
    }
    for (const line of formatError(error)) console.error(line);
    return 1;
  }
}
