import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const serverPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [{ find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) }],
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
  },
});
