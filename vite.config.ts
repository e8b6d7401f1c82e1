import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { prerenderPages } from './src/client/prerender/vite-plugin.js';

export default defineConfig({
  root: 'src/client',
  // Scripts and styles are compressed once here, at brotli's and gzip's highest levels, and served
  // as they are (serveStatic's precompressed files), instead of per request at the quick level.
  plugins: [react(), tailwindcss(), prerenderPages(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // Every module a first page needs (statically imported from the entry) in one chunk: split into
    // several small shared chunks it compressed worse and cost a visitor more requests (decision 031).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/avatars': 'http://localhost:3000' },
  },
});
