/**
 * The e2e project's global setup (vitest.config.mts): one Chromium for the whole run, launched once
 * in vitest's main process, that every test file connects to by its websocket endpoint
 * (harness.ts launchBrowser). Launching Chromium cost each of the ~40 files a second or two of CPU
 * on a two-core machine; a file keeps its isolation through its own browser contexts (cookies,
 * storage and cache live in a context), and its contexts close when it disconnects.
 * docs/decisions/ci-time.md says why.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath, assertChromiumInstalled } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The websocket endpoint of the run's shared Chromium (playwright's browser server). */
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  assertChromiumInstalled();
  const server = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  project.provide('browserWsEndpoint', server.wsEndpoint());
  return async function teardown() {
    await server.close();
  };
}
