// A map with tiles (MAP_TILE_URL, issue 20): the page's policy lets MapLibre fetch and draw them,
// the attribution shows, and the site data carries the setting to the browser. The tiles come
// from a small local server (the network is closed), as a tile host would send them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, useE2eSuite } from './harness.ts';

// A 1x1 PNG: MapLibre stretches it over the tile.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const tileRequests: string[] = [];
let tiles: http.Server;
let tileOrigin = '';

beforeAll(async () => {
  tiles = http.createServer((req, res) => {
    tileRequests.push(req.url ?? '');
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(PNG);
  });
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  tileOrigin = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => tiles.close(() => resolve())));

const e2e = useE2eSuite(() => ({ env: { MAP_TILE_URL: `${tileOrigin}/{z}/{x}/{y}.png`, MAP_TILE_ATTRIBUTION: '© Test Tiles contributors' } }));

describe('map tiles', () => {
  it('draws the tiles of MAP_TILE_URL under the markers, with their attribution, within the page policy', async () => {
    const { page, consoleErrors } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto('/real-estate?view=map');
    expect(response!.headers()['content-security-policy']).toContain(`connect-src 'self' ${tileOrigin}`);
    await page.locator('[data-map-cluster], [data-map-marker]').first().waitFor();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/\d+\/\d+\/\d+\.png$/.test(r.name)));
    expect(tileRequests.filter((url) => /^\/\d+\/\d+\/\d+\.png$/.test(url)).length).toBeGreaterThan(0);
    await page.getByText('© Test Tiles contributors').first().waitFor({ state: 'attached' });
    expect(consoleErrors).toEqual([]);
  });
});
