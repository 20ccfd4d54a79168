import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
// With its extension: Vite's native config loader (its future default) resolves no bare path.
import { PACKAGE_SUBSTITUTES } from './src/substitutes/packageSubstitutes.ts';

const serverPort = process.env.PORT ?? '8080';
const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Writes a brotli and a gzip copy next to each hashed asset, which the server sends as they are
 * (@fastify/static preCompressed): the strongest compression once at build instead of a cheap one
 * on every request. Files under 1 kB are left alone, as the server's own compression does.
 */
const precompressedAssets = (): Plugin => {
  const compressible = /\.(js|mjs|css|svg|json|txt|map)$/;
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  let assetsDir = 'assets';
  return {
    name: 'precompressed-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = config.build.assetsDir;
    },
    async writeBundle({ dir = 'dist' }, bundle) {
      const assets = Object.keys(bundle).filter((name) => name.startsWith(`${assetsDir}/`) && compressible.test(name));
      await Promise.all(
        assets.map(async (name) => {
          const path = join(dir, name);
          const source = await readFile(path);
          if (source.length < 1024) return;
          const brotliParams = { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length };
          await writeFile(`${path}.br`, await brotli(source, { params: brotliParams }));
          await writeFile(`${path}.gz`, await gzipped(source, { level: zlibConstants.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
};

/** The page console paths get (server/http/console.ts): index.html that also preloads the shell's chunks. */
const CONSOLE_PAGE = 'console.html';
/** Beside it, one page a resource for the paths that list it (CONSOLE_LIST_PAGES/<resource>.html): the shell's chunks and the list screen's. */
const CONSOLE_LIST_PAGES = 'console';
/** What a console path loads after the entry, whatever the screen: the admin shell and the route preloader. */
const CONSOLE_START_MODULES = ['src/App.tsx', 'src/boot/routePreload.ts'];
/** A resource's list screen (src/resources/<resource>/<Name>List.tsx), the chunk a deep link to the list loads next. */
const LIST_SCREEN_MODULE = /src\/resources\/([^/]+)\/\w+List\.tsx$/;

/**
 * Writes the console pages: a deep link's shell chunks are otherwise asked for only once the entry has
 * run (its dynamic import), after the entry's own download and evaluation, and a list's screen only
 * once the route preloader has run; preloaded from the page, they download while the entry runs.
 * The public pages keep index.html, which does not load them.
 */
const consolePages = (): Plugin => {
  let base = '/';
  return {
    name: 'console-pages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async writeBundle({ dir = 'dist' }, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk's file with those it imports statically, all the way down. */
      const withImports = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
        return into;
      };
      const closureOf = (found: typeof chunks) => new Set(found.flatMap((chunk) => [...withImports(chunk.fileName)]));
      const loadedByEntry = closureOf(chunks.filter((chunk) => chunk.isEntry));
      // By the modules a chunk holds: a start module in a chunk group faces no chunk of its own.
      const holds = (chunk: (typeof chunks)[number], module: string) => chunk.moduleIds.some((id) => id.endsWith(module));
      const starts = chunks.filter((chunk) => CONSOLE_START_MODULES.some((module) => holds(chunk, module)));
      const missing = CONSOLE_START_MODULES.filter((module) => !starts.some((chunk) => holds(chunk, module)));
      if (missing.length > 0) throw new Error(`console-pages: chunks of ${missing.join(', ')} not found`);
      const shellFiles = [...closureOf(starts)].filter((fileName) => !loadedByEntry.has(fileName));
      const index = await readFile(join(dir, 'index.html'), 'utf8');
      const pageWith = (files: string[]) =>
        index.replace('</head>', `  ${files.map((fileName) => `<link rel="modulepreload" crossorigin href="${base}${fileName}">`).join('\n    ')}\n  </head>`);
      await writeFile(join(dir, CONSOLE_PAGE), pageWith(shellFiles));
      await mkdir(join(dir, CONSOLE_LIST_PAGES), { recursive: true });
      for (const chunk of chunks) {
        const resource = chunk.facadeModuleId?.match(LIST_SCREEN_MODULE)?.[1];
        if (!resource) continue;
        const listFiles = [...withImports(chunk.fileName)].filter((fileName) => !loadedByEntry.has(fileName) && !shellFiles.includes(fileName));
        await writeFile(join(dir, CONSOLE_LIST_PAGES, `${resource}.html`), pageWith([...shellFiles, ...listFiles]));
      }
    },
  };
};

const PATH_SEP = '[\\\\/]';
/**
 * The admin shell: what App.tsx imports from the console's own code, with react-admin's context and
 * UI they import. Seeds of one chunk group: with their dependencies (those the build keeps) they load
 * as one file instead of a dozen small shared chunks, each a request queued on the browser's six
 * connections before a deep link's first row.
 */
const SHELL_SEEDS = new RegExp(
  `${PATH_SEP}src${PATH_SEP}(App|layout${PATH_SEP}AppLayout|resources${PATH_SEP}resourceElements|routes${PATH_SEP}specRouteElements|routes${PATH_SEP}RequireAccess|providers${PATH_SEP}dataProvider)\\.tsx?$`,
);

/**
 * The list kit (src/list: ConsoleList, ConsoleDataTable and the react-admin parts they are built
 * from), one chunk every list screen loads after the shell, instead of fifty shared pieces.
 */
const LIST_KIT_SEEDS = new RegExp(`${PATH_SEP}src${PATH_SEP}list${PATH_SEP}(ConsoleList|ConsoleListView|ConsoleDataTable)\\.tsx$`);

/**
 * The console's own fields (locale dates and numbers, with their formatters; not its inputs) and the
 * lists' import buttons: small modules most lists and record pages share, one chunk instead of eight requests.
 */
const CONSOLE_FIELD_SEEDS = new RegExp(`${PATH_SEP}src${PATH_SEP}(fields${PATH_SEP}\\w+(Field|Col)|resources${PATH_SEP}imports${PATH_SEP}ImportButtons)\\.tsx$`);

export default defineConfig({
  plugins: [react(), precompressedAssets(), consolePages()],
  resolve: {
    alias: [
      // The code the console shares with the server (tsconfig.base.json's paths say the same to tsc and tsx).
      { find: /^@domain\//, replacement: `${local('./domain')}/` },
      // Whole packages swapped for smaller ones of the same API (src/substitutes, checked by
      // tests/unit/packageSubstitutes.test.ts): no file inside a dependency is redirected.
      ...PACKAGE_SUBSTITUTES.map(({ specifier, substitute }) => ({ find: new RegExp(`^${specifier.replaceAll('.', '\\.')}$`), replacement: local(substitute) })),
    ],
  },
  server: {
    port: 5173,
    // `npm run dev`: hot reload against the reference server's API bases.
    proxy: { '/svc': `http://127.0.0.1:${serverPort}` },
  },
  build: {
    // The API reference screen (Scalar, loaded on that screen alone) is the one chunk above 1.5 MB raw.
    chunkSizeWarningLimit: 2000,
    // bench/bundle reads the import graph from the manifest.
    manifest: true,
    rolldownOptions: {
      // What the first page imports statically loads as one chunk instead of a dozen that compress apart;
      // the shell and the list kit likewise (groups take their seeds' dependencies, in this order).
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'shell', test: SHELL_SEEDS },
            { name: 'lists', test: LIST_KIT_SEEDS },
            { name: 'fields', test: CONSOLE_FIELD_SEEDS },
          ],
        },
      },
    },
  },
});
