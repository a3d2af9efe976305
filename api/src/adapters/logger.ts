import type { Config } from '../config.ts';

export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** Plain console logging; silent for info in tests (LOG_LEVEL=error). */
export function createLogger(_config: Pick<Config, 'production'>, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  const quiet = level === 'error' || level === 'silent';
  return {
    info: (message, ...details) => { if (!quiet) console.log(message, ...details); },
    warn: (message, ...details) => { if (level !== 'silent' && !quiet) console.warn(message, ...details); },
    error: (message, ...details) => { if (level !== 'silent') console.error(message, ...details); },
  };
}
