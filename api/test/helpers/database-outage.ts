/**
 * A test's database that can be made unreachable and back, on either backend: every Prisma call,
 * raw row read and job statement fails while it is "down" with the error the PostgreSQL driver
 * stack gives for a database that is away (Prisma's P1001 around the adapter's
 * DatabaseNotReachable, pg's ECONNREFUSED). The PostgreSQL test of a real restart is
 * api/test/platform/database-restart.test.ts.
 */
import type { Database } from '../../src/db/database.ts';
import { Prisma } from '../../src/generated/prisma/client.ts';

export interface SwitchableDatabase {
  database: Database;
  down(): void;
  up(): void;
}

/** What Prisma Client throws when the adapter cannot reach the server (seen on a stopped PostgreSQL). */
export function unreachableError(): Error {
  return new Prisma.PrismaClientKnownRequestError("Can't reach database server at 127.0.0.1:5432", {
    code: 'P1001',
    clientVersion: Prisma.prismaVersion.client,
    meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 } } },
  });
}

/** What node-postgres throws when nothing listens on the server's port. */
export function connectionRefused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect', address: '127.0.0.1', port: 5432 });
}

/** Forwards to `target`, except that while `isDown()` every method call rejects with `fail()`. */
function failingWhileDown<T extends object>(target: T, isDown: () => boolean, fail: () => Error): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value === 'function') {
        return (...args: unknown[]) => (isDown() ? Promise.reject(fail()) : (value as (...a: unknown[]) => unknown).apply(object, args));
      }
      // A model's delegate (db.vendor) is an object of methods.
      if (value !== null && typeof value === 'object' && typeof property === 'string' && !property.startsWith('_')) return failingWhileDown(value, isDown, fail);
      return value;
    },
  });
}

export function switchableDatabase(database: Database): SwitchableDatabase {
  let isDown = false;
  const down = () => isDown;
  return {
    database: {
      ...database,
      prisma: failingWhileDown(database.prisma, down, unreachableError),
      readRows: (statement) => (isDown ? Promise.reject(unreachableError()) : database.readRows(statement)),
      jobSql: (text, values) => (isDown ? Promise.reject(connectionRefused()) : database.jobSql(text, values)),
    },
    down: () => void (isDown = true),
    up: () => void (isDown = false),
  };
}
