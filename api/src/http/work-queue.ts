import { ServerBusyError } from '../domain/errors.ts';

export interface WorkQueueOptions {
  /** How many requests run their database and GraphQL work at once. */
  concurrency: number;
  /** How many may wait for a turn; one more is answered 503 at once. */
  maxWaiting: number;
}

export interface WorkQueue {
  /**
   * Runs `task` when its turn comes, in arrival order. A request whose client has gone
   * (`signal` aborted) while it waited is dropped without running.
   */
  run<T>(task: () => T | Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

interface Waiter {
  start(): void;
  /** The client went away while this waited. */
  abandoned(): boolean;
}

/**
 * First come, first served admission for request work.
 *
 * A saturated Node server that starts every request as it reads it serves its connections
 * unevenly: under 50 connections the slowest 1% waited 2-5x the median (a request that just
 * missed a turn of the event loop waits whole turns more). Letting a bounded number run and the
 * rest wait in arrival order, with the loop free to read new requests between turns, keeps the
 * wait the same for everyone. The bound on waiters cuts a flood off with 503 instead of letting
 * latency and memory grow without limit.
 */
export function createWorkQueue({ concurrency, maxWaiting }: WorkQueueOptions): WorkQueue {
  const waiters: Waiter[] = [];
  let head = 0;
  let running = 0;
  let pumpScheduled = false;

  const waitingCount = () => waiters.length - head;

  // Turns are handed out from setImmediate, after the loop has read the requests that arrived:
  // starting the next one inside the previous one's completion would let the running batch
  // starve the sockets.
  function schedulePump() {
    if (pumpScheduled || waitingCount() === 0) return;
    pumpScheduled = true;
    setImmediate(pump);
  }

  function pump() {
    pumpScheduled = false;
    while (running < concurrency && head < waiters.length) {
      const waiter = waiters[head++];
      if (!waiter.abandoned()) waiter.start();
    }
    if (head > 1024 && head * 2 > waiters.length) {
      waiters.splice(0, head);
      head = 0;
    }
  }

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waitingCount();
    },
    run<T>(task: () => T | Promise<T>, signal?: AbortSignal): Promise<T> {
      // Waiters a free turn is about to take (at the next pump) do not count as waiting.
      if (waitingCount() - (concurrency - running) >= maxWaiting) return Promise.reject(new ServerBusyError());
      return new Promise<T>((resolve, reject) => {
        waiters.push({
          abandoned: () => {
            if (!signal?.aborted) return false;
            reject(signal.reason ?? new Error('The request was abandoned.'));
            return true;
          },
          start: () => {
            running++;
            let result: Promise<T>;
            try {
              result = Promise.resolve(task());
            } catch (error) {
              result = Promise.reject(error);
            }
            result.then(resolve, reject).finally(() => {
              running--;
              schedulePump();
            });
          },
        });
        schedulePump();
      });
    },
  };
}
