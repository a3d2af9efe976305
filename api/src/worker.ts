/**
 * One HTTP worker process of a multi-process server (see cluster.ts): the primary has already
 * applied migrations and seeded (run-server.ts), so a worker only opens the database and serves.
 */
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { serveApp } from './server.ts';
import { closeOnSignals } from './close-on-signals.ts';

const config = loadConfig();
closeOnSignals(await serveApp(config, await openDatabase(config), { announce: false }), { quiet: true });
