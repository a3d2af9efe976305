import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner, createSignerBook } from '../../src/domain/shared/signing.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('signing', () => {
  const signer = createSigner(Buffer.alloc(32, 7));

  it('accepts its own seal until it expires, for the purpose it was made for only', () => {
    const token = signer.seal('visitor', 'abc', 2_000);
    expect(signer.open('visitor', token, 1_999)).toBe('abc');
    expect(signer.open('visitor', token, 2_000)).toBeNull();
    expect(signer.open('media', token, 1_999)).toBeNull();
  });

  it('refuses a changed value, expiry or signature, and another key', () => {
    const token = signer.seal('visitor', 'abc', 2_000);
    const [value, expiresAt, signature] = token.split('.');
    expect(signer.open('visitor', `abd.${expiresAt}.${signature}`, 1)).toBeNull();
    expect(signer.open('visitor', `${value}.3000.${signature}`, 1)).toBeNull();
    expect(signer.open('visitor', `${value}.${expiresAt}.${signature.slice(0, -1)}A`, 1)).toBeNull();
    expect(createSigner(Buffer.alloc(32, 8)).open('visitor', token, 1)).toBeNull();
    expect(signer.verify('media', 'x', signer.sign('media', 'x'))).toBe(true);
    expect(signer.verify('media', 'x', 'short')).toBe(false);
  });

  describe('the key', () => {
    let t: TestApp;
    beforeAll(async () => (t = await createTestApp()));
    afterAll(() => t?.close());

    it('is made once and shared through the database by every process', async () => {
      const first = await createSignerBook(t.db, undefined).load();
      const second = await createSignerBook(t.db, undefined).load();
      expect(second.verify('media', 'file.webp', first.sign('media', 'file.webp'))).toBe(true);
      expect(await t.db.serverSecret.count()).toBe(1);
      const fromSetting = await createSignerBook(t.db, 'x'.repeat(32)).load();
      expect(fromSetting.verify('media', 'file.webp', first.sign('media', 'file.webp'))).toBe(false);
    });
  });
});
