import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). `algorithm: 2` is Argon2id; the
 * package declares the enum as a `const enum`, which isolated modules cannot import.
 */
const options: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) with a random salt. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

/** True when `plain` matches `hash`; false for a wrong password or a malformed hash. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
