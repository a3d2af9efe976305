/**
 * Where a storefront page's main-thread time goes while it loads and hydrates, in a real Chromium
 * with the CPU slowed 4x (Lighthouse's mobile factor): the long tasks (over 50 ms) the page
 * observes, and the functions with the most self time in a CPU profile of the load. For finding
 * the work behind total blocking time; `npm run bench:web` measures it.
 *
 *   npx tsx bench/hydration-profile.ts "/search?q=sofa"
 *
 * Serves web/dist as built (build it unminified to read the names: `npx vite build --config
 * web/vite.config.mts --minify false`), on a fresh copy of the demo data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startApp } from './app-process.ts';

const target = process.argv[2] ?? '/';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hydration-profile-'));
const app = await startApp({ DATA_DIR: dataDir });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.goto(app.url + target); // warm the server's caches and the HTTP cache's absence alike
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  page.on('console', (message) => console.log(`console.${message.type()}: ${message.text().slice(0, 300)}`));
  await page.addInitScript(() => {
    (window as any).__mutations = { added: 0, removed: 0, where: {} as Record<string, number> };
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        const m = (window as any).__mutations;
        for (const r of records) {
          m.added += r.addedNodes.length;
          m.removed += r.removedNodes.length;
          if (r.addedNodes.length || r.removedNodes.length) {
            const el = r.target as Element;
            const key = `${el.nodeName}.${(el.getAttribute?.('class') ?? '').split(' ')[0]}#${el.id ?? ''}`;
            m.where[key] = (m.where[key] ?? 0) + r.addedNodes.length + r.removedNodes.length;
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    (window as any).__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as any).__longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
    }).observe({ type: 'longtask', buffered: true });
  });
  await cdp.send('Profiler.start');
  await page.goto(app.url + target);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
  await page.waitForTimeout(3000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  const longTasks = (await page.evaluate(() => (window as any).__longTasks)) as Array<{ start: number; duration: number }>;
  console.log(`long tasks (4x CPU): ${longTasks.map((t) => `${t.duration} ms at ${t.start}`).join(', ')}`);
  console.log(`DOM after load: ${JSON.stringify(await page.evaluate(() => (window as any).__mutations))}`);
  console.log(`total blocking (over 50 ms each): ${longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)} ms`);

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFunction = new Map<string, number>();
  for (const [id, micros] of self) {
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(app.url, '')}:${frame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  }
  const byScript = new Map<string, number>();
  for (const [id, micros] of self) {
    const url = byId.get(id)!.callFrame.url.replace(app.url, '') || byId.get(id)!.callFrame.functionName;
    byScript.set(url, (byScript.get(url) ?? 0) + micros);
  }
  console.log('self time by script:');
  for (const [url, micros] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${(micros / 1000).toFixed(1).padStart(8)} ms  ${url}`);
  console.log('hottest functions:');
  // Who calls the hottest native functions (appendChild and the like): their callers' chains.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const callers = new Map<string, number>();
  for (const [id, micros] of self) {
    const frame = byId.get(id)!.callFrame;
    if (frame.url || frame.functionName !== (process.env.CALLERS_OF ?? 'appendChild')) continue;
    const chain: string[] = [];
    for (let at = parent.get(id); at !== undefined && chain.length < 4; at = parent.get(at)) chain.push(byId.get(at)!.callFrame.functionName || '(anonymous)');
    const key = chain.join(' < ');
    callers.set(key, (callers.get(key) ?? 0) + micros);
  }
  console.log(`callers of ${process.env.CALLERS_OF ?? 'appendChild'}:`);
  for (const [key, micros] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`${(micros / 1000).toFixed(1).padStart(8)} ms  ${key}`);
  const top = [...byFunction].filter(([key]) => !key.startsWith('(idle)') && !key.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 40);
  for (const [key, micros] of top) console.log(`${(micros / 1000).toFixed(1).padStart(8)} ms  ${key}`);
} finally {
  await browser.close();
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
