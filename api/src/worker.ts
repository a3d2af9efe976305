/**
 * One HTTP worker process of a multi-process server (see cluster.ts): the primary has already
 * applied migrations and seeded, so a worker only opens the database and serves.
 */
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { closeOnSignals, serveApp } from './server.ts';

const config = loadConfig();
closeOnSignals(await serveApp(config, await openDatabase(config), { announce: false }), { quiet: true });
