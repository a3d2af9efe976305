import type { Config } from '../config.ts';
import { currentRequest } from './request-scope.ts';

export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

type Level = 'info' | 'warn' | 'error';

/** An error as JSON: its own fields (code, ...) survive, and the stack that says where. */
function plain(detail: unknown): unknown {
  if (!(detail instanceof Error)) return detail;
  const { name, message, stack } = detail;
  const cause = detail.cause === undefined ? {} : { cause: plain(detail.cause) };
  return { ...(detail as unknown as Record<string, unknown>), name, message, stack, ...cause };
}

function jsonLine(level: Level, message: string, details: unknown[]): string {
  const requestId = currentRequest()?.id;
  const line = { time: new Date().toISOString(), level, msg: message, pid: process.pid, ...(requestId ? { requestId } : {}), ...(details.length ? { details: details.map(plain) } : {}) };
  try {
    return JSON.stringify(line);
  } catch {
    // A detail that cannot be written as JSON (a cycle) must not lose the line.
    return JSON.stringify({ ...line, details: details.map(String) });
  }
}

/**
 * Log lines on the console: JSON, one object a line with the request's id (`requestId`), for a
 * log collector (LOG_FORMAT=json, the default in production); or text for a terminal, the
 * request's id in brackets. Info is silent with LOG_LEVEL=error (the tests), everything with
 * LOG_LEVEL=silent.
 */
export function createLogger(config: Pick<Config, 'logFormat'>, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  const quiet = level === 'error' || level === 'silent';
  // Looked up at each line (not kept): a test may replace console's methods.
  const consoleOf = (at: Level) => (at === 'info' ? console.log : at === 'warn' ? console.warn : console.error);
  const write = (at: Level, message: string, details: unknown[]) => {
    if (config.logFormat === 'json') {
      consoleOf(at)(jsonLine(at, message, details));
      return;
    }
    const requestId = currentRequest()?.id;
    consoleOf(at)(requestId ? `${message} [request ${requestId}]` : message, ...details);
  };
  return {
    info: (message, ...details) => { if (!quiet) write('info', message, details); },
    warn: (message, ...details) => { if (!quiet) write('warn', message, details); },
    error: (message, ...details) => { if (level !== 'silent') write('error', message, details); },
  };
}
