import type http from 'node:http';

export interface RequestDrain {
  /**
   * Stops taking connections and lets the requests under way finish (at most `timeoutMs`), then
   * cuts whatever is left. A kept-alive connection is told to close after its current answer.
   */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * A stop during traffic (Ctrl-C, a deploy) answers the requests it has already taken instead of
 * cutting them off, and only then lets the caller close the database beneath them.
 */
export function drainOnStop(server: http.Server): RequestDrain {
  let underWay = 0;
  let stopping = false;
  let settle: (() => void) | undefined;

  server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    underWay++;
    if (stopping) response.shouldKeepAlive = false;
    response.once('close', () => {
      underWay--;
      if (underWay === 0) settle?.();
    });
  });

  return {
    async stop(timeoutMs) {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (underWay > 0) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          settle = resolve;
          timer = setTimeout(resolve, timeoutMs);
        });
        clearTimeout(timer);
      }
      server.closeAllConnections();
      await closed;
    },
  };
}
