/** Debian's Chromium (`npx playwright install` cannot work here; scripts/ensure-system-deps.sh installs it). */
import fs from 'node:fs';

export const chromiumPath = '/usr/bin/chromium';

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
