/**
 * Creating and dropping test databases on a PostgreSQL server (TEST_DATABASE_URL). Kept apart
 * from test-app.ts so the vitest main process (global-setup.ts) loads nothing but `pg`.
 */
import pg from 'pg';

/** The same server and credentials as `serverUrl`, another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = '/' + name;
  return url.toString();
}

const quoteIdent = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
};

async function withAdmin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * How a template is copied. PostgreSQL 15 made WAL_LOG the default, which writes every block of
 * the copy to the WAL; FILE_COPY copies the files (and checkpoints, cheap on the test server that
 * runs without fsync): about 1 s instead of 2.3 s for a 58 MB template (docs/decisions/ci-time.md),
 * paid once per test file. Older servers know only the file copy and not the option.
 */
async function copyStrategy(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
  return Number(rows[0]?.server_version_num) >= 150000 ? ' STRATEGY FILE_COPY' : '';
}

/** CREATE DATABASE, optionally as a copy of a template database (retried while it is busy). */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  await withAdmin(serverUrl, async (client) => {
    const copy = template ? ` TEMPLATE ${quoteIdent(template)}${await copyStrategy(client)}` : '';
    const sql = `CREATE DATABASE ${quoteIdent(name)}${copy}`;
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(sql);
        return;
      } catch (error) {
        // "source database ... is being accessed by other users": a connection is still closing.
        const busy = (error as { code?: string }).code === '55006';
        if (!busy || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
}

/**
 * Ends every other session on a database. A template must have none when it is copied, and
 * pools that were closed lazily (applyMigrations' engine connection) can linger for seconds.
 */
export async function terminateConnections(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, (client) =>
    client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]),
  );
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

/** Drops every database this test run made (templates, and test databases left by a crash). */
export async function dropRunDatabases(serverUrl: string, runId: string): Promise<void> {
  await withAdmin(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname LIKE $2`,
      [`homes_test_${runId}_%`, `homes_tpl_${runId}_%`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
  });
}
