import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

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

export default defineConfig({
  plugins: [react(), precompressedAssets()],
  resolve: {
    alias: [
      { find: /^object\.entries$/, replacement: local('./src/shims/objectEntries.cjs') },
      // react-admin's CSV exporter imports jsonexport eagerly; the shim loads it on the first export.
      { find: /^jsonexport\/dist\/index\.js$/, replacement: local('./src/shims/lazyJsonexport.ts') },
    ],
  },
  server: {
    port: 5173,
    // `npm run dev`: hot reload against the reference server's API bases.
    proxy: { '/svc': `http://127.0.0.1:${serverPort}` },
  },
  build: {
    chunkSizeWarningLimit: 1500,
    // bench/bundle reads the import graph from the manifest.
    manifest: true,
    rolldownOptions: {
      // What the first page imports statically loads as one chunk instead of a dozen that compress apart.
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
});
