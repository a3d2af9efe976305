import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

const api = 'http://localhost:4000';

// vite-plugin-relay turns graphql`` tags into artifact imports; it must run before react().
export default defineConfig({
  root: import.meta.dirname,
  plugins: [relay, react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
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
