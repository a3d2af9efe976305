import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';

/**
 * Signs and checks short values with HMAC-SHA256 under the server's secret: what the server hands
 * out and must later recognise without storing it (a visitor identity, a link to a private
 * image, a password-reset token). Every signature names its purpose, so one handed out for one
 * purpose is never accepted for another.
 */
export interface Signer {
  /** The signature of `value` for `purpose` (43 characters of base64url). */
  sign(purpose: SigningPurpose, value: string): string;
  /** Whether `signature` is `sign(purpose, value)`; compared in constant time. */
  verify(purpose: SigningPurpose, value: string, signature: string): boolean;
  /** `value.expiresAt.signature`: valid until `expiresAt` (a Unix time in seconds). */
  seal(purpose: SigningPurpose, value: string, expiresAt: number): string;
  /** The value of a sealed token that is intact and not expired, else null. */
  open(purpose: SigningPurpose, token: string, now?: number): string | null;
}

export type SigningPurpose = 'visitor' | 'media' | 'password-reset' | 'address' | 'saved-search-confirm' | 'saved-search-unsubscribe' | 'order-tracking' | 'enquiry-form';

export function createSigner(key: Buffer): Signer {
  const sign = (purpose: SigningPurpose, value: string) =>
    crypto.createHmac('sha256', key).update(purpose).update('\0').update(value).digest('base64url');
  const verify = (purpose: SigningPurpose, value: string, signature: string) => {
    const expected = Buffer.from(sign(purpose, value));
    const given = Buffer.from(signature);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  };
  return {
    sign,
    verify,
    seal: (purpose, value, expiresAt) => `${value}.${expiresAt}.${sign(purpose, `${value}.${expiresAt}`)}`,
    open(purpose, token, now = Math.floor(Date.now() / 1000)) {
      const match = /^(.+)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, value, expiresAt, signature] = match;
      if (Number(expiresAt) <= now || !verify(purpose, `${value}.${expiresAt}`, signature)) return null;
      return value;
    },
  };
}

const SECRET_NAME = 'signing-key';

export interface SignerBook {
  /** The signer, its key read (or made) on first use. */
  load(): Promise<Signer>;
  /** The signer once `load` has finished (the app awaits it before handling a request), else undefined. */
  loaded(): Signer | undefined;
}

/**
 * The signer of this deployment: from APP_SECRET when set, else from a random key the first
 * process to start stored in the database (so every process, and every restart, agrees).
 */
export function createSignerBook(db: Db, appSecret: string | undefined): SignerBook {
  let pending: Promise<Signer> | undefined;
  let ready: Signer | undefined;
  return {
    load: () =>
      (pending ??= loadKey(db, appSecret).then(
        (key) => (ready = createSigner(key)),
        (error) => {
          // A database hiccup at the first request must not stay the answer for every later one.
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => ready,
  };
}

async function loadKey(db: Db, appSecret: string | undefined): Promise<Buffer> {
  if (appSecret) return crypto.createHash('sha256').update(appSecret).digest();
  const fresh = crypto.randomBytes(32).toString('base64url');
  // Two processes starting at once both try; the first insert wins and both read it back.
  await db.$executeRaw`INSERT INTO server_secrets (name, value) VALUES (${SECRET_NAME}, ${fresh}) ON CONFLICT (name) DO NOTHING`;
  const row = await db.serverSecret.findUniqueOrThrow({ where: { name: SECRET_NAME }, select: { value: true } });
  return Buffer.from(row.value, 'base64url');
}
