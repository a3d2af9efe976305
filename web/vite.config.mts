import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { shortMessageIdsPlugin } from './build/short-message-ids.ts';
import { noPreloadHelperPlugin } from './build/no-preload-helper.ts';

const api = 'http://localhost:4000';

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the build, once:
 * the server sends the copy the browser takes (api/src/http/static-files.ts) instead of
 * compressing the same bytes per request. Below 1 KB compression is not worth its headers.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    // Only the browser's files are sent over the network; the server's renderer is read from disk.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|mjs|css|html|svg|json|txt)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

// vite-plugin-relay turns graphql`` tags into artifact imports; it must run before react().
export default defineConfig({
  root: import.meta.dirname,
  plugins: [relay, react(), precompress(), shortMessageIdsPlugin(), noPreloadHelperPlugin()],
  resolve: {
    // react-relay's hooks only, without the rest of its CommonJS index (react-relay-hooks.js).
    alias: [{ find: /^react-relay$/, replacement: path.resolve(import.meta.dirname, 'react-relay-hooks.js') }],
    // The path aliases of tsconfig.json (`@rules/...`), from the one table the compiler reads too.
    tsconfigPaths: true,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page loads (scripts/js-budget.ts reads it).
    manifest: true,
    // One stylesheet for every page (13 KB brotli), linked from the page's head: a server-rendered
    // page is styled at its first paint. Split per route, a page's styles would arrive only with its
    // code, after the HTML had been shown unstyled.
    cssCodeSplit: false,
    // No <link rel=modulepreload> inserted before each dynamic import: Chromium spent 80 ms of main
    // thread (4x CPU) in the ~45 appendChild calls of Vite's helper while the app started, and
    // Lighthouse's total blocking time fell on every listing route without it (docs/decisions/no-module-preload-helper.md).
    // A chunk's static imports are still fetched together as soon as the chunk is parsed.
    modulePreload: false,
  },
  // `vite build` builds the whole app: the browser's bundle (dist/), then the server's renderer
  // (dist-server/entry-server.js, loaded by api/src/http/server-render.ts), with the same plugins,
  // so CSS module class names and asset URLs are the same in both.
  builder: {},
  environments: {
    ssr: {
      // Bundled whole (React, Relay, the router, radix-ui): one copy of each, no CommonJS interop at run time.
      resolve: { noExternal: true },
      build: {
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: true,
        rollupOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: 'entry-server.js' } },
      },
    },
  },
  server: {
    // The app imports the shared rules (../rules, beside web/): let the dev server read them too.
    fs: { allow: [path.resolve(import.meta.dirname, '..')] },
    proxy: {
      '/graphql': api,
      '/api': api,
      '/uploads': api,
    },
  },
});
