/**
 * The browser the e2e tests drive: Debian's chromium-headless-shell (`npx playwright install`
 * cannot work here; scripts/ensure-system-deps.sh installs it). It is Chromium's own headless
 * build, the one playwright drives for headless runs by default: the full browser's headless mode
 * keeps its whole compositor running (an idle blank page cost ~15% of a core) and took about 30%
 * more of the e2e time on CI's two cores (docs/decisions/ci-time.md, "The headless shell").
 * The Lighthouse benchmark (bench/web.ts) keeps the full browser, as a visitor's.
 */
import fs from 'node:fs';

export const chromiumPath = '/usr/bin/chromium-headless-shell';

/** Without the background-networking flags Chromium keeps dialling out, and the network is closed. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function assertChromiumInstalled(): void {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`${chromiumPath} is missing: run bash scripts/ensure-system-deps.sh`);
  }
}
