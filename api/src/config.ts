import path from 'node:path';

/** Everything the app reads from the environment, read once at start. */
export interface Config {
  port: number;
  host: string;
  /** Where the embedded database and uploads live. */
  dataDir: string;
  uploadsDir: string;
  /** A postgres:// URL switches from the embedded database to PostgreSQL. */
  databaseUrl: string | undefined;
  production: boolean;
  /** The built web app (served at /). */
  webDistDir: string;
  /** SMTP server for outgoing mail; without it mail stays in the outbox table. */
  smtpUrl: string | undefined;
  /** Serve anonymous GraphQL queries from the shared response cache (RESPONSE_CACHE=0 turns it off). */
  responseCache: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Seed demo data into an empty database at start. */
  seedDemoData: boolean;
  /** Where contact-form messages are mailed (TEAM_INBOX). */
  teamInbox: string;
}

const projectRoot = path.resolve(import.meta.dirname, '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(projectRoot, 'data'));
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// URL');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl,
    production: env.NODE_ENV === 'production',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(projectRoot, 'web/dist')),
    smtpUrl: env.SMTP_URL || undefined,
    trustProxy: env.TRUST_PROXY === '1',
    responseCache: env.RESPONSE_CACHE !== '0',
    seedDemoData: env.SEED_DEMO_DATA !== '0',
    teamInbox: env.TEAM_INBOX?.trim() || 'team@marketplace.test',
  };
}

export { projectRoot };
