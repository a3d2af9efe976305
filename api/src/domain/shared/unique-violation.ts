import { Prisma } from '../../generated/prisma/client.ts';

/**
 * When a write failed on a unique index (Prisma P2002), a text naming it (the error's meta and
 * message, to search for a column such as `email` or `slug`); otherwise null.
 */
export function uniqueViolation(error: unknown): string | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') return null;
  return JSON.stringify(error.meta ?? {}) + error.message;
}
