/**
 * A test app whose web pages come from a renderer module of the test's own (where the app loads
 * web/dist-server's), beside a minimal index.html: for tests of how the server answers pages
 * (statuses, headers, caching) without building the web app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './test-app.ts';

const INDEX = '<!doctype html><html lang="en"><head><!--app-head--><title>Homes</title><!--/app-head--></head><body><div id="root"></div></body></html>';

/** What a browser's navigation sends as Accept. */
export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

export interface WebRendererApp {
  app: TestApp;
  /** The folder of the renderer module (entry-server.js): a test may put files beside it. */
  serverDir: string;
  close(): Promise<void>;
}

/** Starts an app (no seed unless asked) whose renderer is `rendererSource` (an ES module exporting `render`). */
export async function createWebRendererApp(rendererSource: string, env: Record<string, string> = {}, { seed = false }: { seed?: boolean } = {}): Promise<WebRendererApp> {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  const serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-server-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(serverDir, 'entry-server.js'), rendererSource);
  const app = await createTestApp({ seed, env: { WEB_DIST_DIR: webDist, WEB_SERVER_DIR: serverDir, ...env } });
  return {
    app,
    serverDir,
    async close() {
      await app.close();
      fs.rmSync(webDist, { recursive: true, force: true });
      fs.rmSync(serverDir, { recursive: true, force: true });
    },
  };
}
