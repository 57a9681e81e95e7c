import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The dev server proxies the API, sockets and media to the Fastify server on port 5000.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
      '/media': 'http://localhost:5000',
      '/socket.io': { target: 'ws://localhost:5000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsInlineLimit: 0,
    sourcemap: false,
    // The app (index.html) and the small script of pre-rendered public pages (src/public-entry.ts);
    // the manifest tells scripts/prerender.mjs their hashed names.
    ...(isSsrBuild
      ? // The render entry needs no copy of public/ (the server serves dist/'s).
        { copyPublicDir: false }
      : { manifest: true, rolldownOptions: { input: { index: 'index.html', public: 'src/public-entry.ts' } } }),
  },
  ssr: {
    // The server render entry (dist-ssr/entry-server.js) carries every module it imports: the server imports it at
    // run time, and the image holds only the server's production dependencies (no react, react-router, ...).
    noExternal: true,
  },
}));
