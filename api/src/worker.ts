/**
 * One HTTP worker process of a multi-process server (see cluster.ts): the primary has already
 * applied migrations and seeded (run-server.ts), so a worker only opens the database and serves.
 */
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { serveApp } from './server.ts';
import { closeOnSignals } from './close-on-signals.ts';
import { shareMetricsWithPrimary } from './http/cluster-metrics.ts';

const config = loadConfig();
const running = await serveApp(config, await openDatabase(config), { announce: false });
// /metrics on any worker answers for the whole instance: the primary gathers every worker's.
shareMetricsWithPrimary(running.app.services.metrics.registry);
closeOnSignals(running, { quiet: true });
