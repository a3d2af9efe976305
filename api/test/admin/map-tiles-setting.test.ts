// MAP_TILE_URL and MAP_TILE_ATTRIBUTION (issue 20, map view): checked at start, and the tiles'
// origin allowed by the page policy only when set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { TAP_CAPTURE_CSP_SOURCE } from '../../src/http/tap-capture.ts';
import { createTestApp } from '../helpers/test-app.ts';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: os.tmpdir(), ...env });

describe('MAP_TILE_URL', () => {
  it('is a raster tile template; its origin (with {s} as a wildcard) is what the page policy allows', () => {
    expect(load({}).mapTiles).toBeUndefined();
    expect(load({ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors' }).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      cspSource: 'https://tile.openstreetmap.org',
    });
    expect(load({ MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' }).mapTiles?.cspSource).toBe('https://*.tiles.example.com');
    for (const bad of ['tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tiles.example.com/{z}/{x}.png', 'ftp://tiles.example.com/{z}/{x}/{y}.png']) {
      expect(() => load({ MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL must be an http\(s\) raster tile template with \{z\}, \{x\} and \{y\}/);
    }
  });

  it('adds the tiles\' origin to the page policy\'s img-src and connect-src only when set', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homes-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const policyOf = async (env: Record<string, string>) => {
      const app = await createTestApp({ env: { WEB_DIST_DIR: webDir, ...env } });
      try {
        return (await app.request('/real-estate')).headers.get('content-security-policy')!;
      } finally {
        await app.close();
      }
    };
    try {
      const plain = await policyOf({});
      expect(plain).toContain("connect-src 'self';");
      expect(plain).not.toContain('tiles.local');
      const withTiles = await policyOf({ MAP_TILE_URL: 'http://tiles.local:8080/{z}/{x}/{y}.png' });
      expect(withTiles).toContain("connect-src 'self' http://tiles.local:8080;");
      expect(withTiles).toMatch(/img-src [^;]* http:\/\/tiles\.local:8080;/);
      expect(withTiles).toContain(`script-src 'self' ${TAP_CAPTURE_CSP_SOURCE};`);
    } finally {
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  }, 240_000);
});
