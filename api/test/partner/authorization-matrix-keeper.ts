// The authorization matrix's fixture in use (authorization-matrix.test.ts): one fixture serves call
// after call, row after row, for as long as no call changed the database. A call that changed no
// compared table left the fixture just as makeFixture made it, so the next call meets what a new
// fixture would give it; after a change (an allowed write, or a refused call's fault) the next call
// gets a new one. Making a fixture per row and per allowed identity was half the file's time
// (docs/decisions/test-suite-time.md).
import type { Db } from '../../src/db/database.ts';
import { makeFixture, type Fixture, type Identities } from '../helpers/matrix-fixtures.ts';
import { changedTables, databaseFingerprint } from '../helpers/matrix.ts';

type Fingerprint = Record<string, string>;

/**
 * A fixture's enquiry form token was issued a minute before it and holds for an hour: a fixture
 * older than this is made again, however long a loaded machine takes over the rows.
 */
const MAX_AGE_MS = 10 * 60_000;

export interface FixtureKeeper {
  /** The fixture for the next call, as made. */
  take(): Promise<Fixture>;
  /**
   * After the call: the tables it changed (those in `tolerated` aside). The fixture stays in use
   * when there are none; else the next take() makes a new one.
   */
  settle(tolerated?: readonly string[]): Promise<string[]>;
}

export function fixtureKeeper(db: Db, ids: Identities): FixtureKeeper {
  let kept: { fixture: Fixture; print: Fingerprint; madeAt: number } | null = null;
  // Set between take() and settle(): a row that threw in between left a call unaccounted for.
  let calling = false;
  return {
    async take() {
      if (!kept || calling || Date.now() - kept.madeAt > MAX_AGE_MS) {
        const fixture = await makeFixture(db, ids);
        kept = { fixture, print: await databaseFingerprint(db), madeAt: Date.now() };
      }
      calling = true;
      return kept.fixture;
    },
    async settle(tolerated = []) {
      if (!kept || !calling) throw new Error('settle() without a take() before it');
      calling = false;
      const after = await databaseFingerprint(db);
      const changed = changedTables(kept.print, after).filter((table) => !tolerated.includes(table));
      if (changed.length) kept = null;
      else kept.print = after;
      return changed;
    },
  };
}
