import { AsyncResource } from 'node:async_hooks';
import { ServerBusyError } from '../domain/errors.ts';

export interface WorkQueueOptions {
  /** How many requests run their database and GraphQL work at once. */
  concurrency: number;
  /** How many may wait for a turn; one more is answered 503 at once. */
  maxWaiting: number;
  /**
   * How long a request may wait for a turn (ms). One still waiting then is answered 503; one that
   * would clearly wait longer (the queue ahead of it, at the pace turns are ending) is answered
   * 503 at once. Unset: no time bound (the server always sets one: MAX_QUEUE_WAIT_MS).
   */
  maxWaitMs?: number;
  /** Told of every refusal: `full` (the waiting bound), `wait` (the time bound, foreseen or reached). */
  onShed?: (reason: ShedReason) => void;
  /** Told how long each admitted task waited for its turn (ms). */
  onStart?: (waitedMs: number) => void;
}

export type ShedReason = 'full' | 'wait';

export interface WorkQueue {
  /**
   * Runs `task` when its turn comes, in arrival order. A request whose client has gone
   * (`signal` aborted) while it waited is dropped without running. Rejects with ServerBusyError
   * when the queue is full, when the wait would clearly pass `maxWaitMs`, or when it did.
   */
  run<T>(task: () => T | Promise<T>, signal?: AbortSignal): Promise<T>;
  /**
   * Throws ServerBusyError if a task offered now would be refused at once: checked before a
   * request's body is read, so a body is never buffered for a request that will be refused.
   */
  admit(): void;
  /** admit() without the throw: false (and counted as shed) when a task offered now would be refused. */
  tryAdmit(): boolean;
  readonly running: number;
  readonly waiting: number;
}

interface Waiter {
  /** When the waiter is refused if it has not started (ms, performance.now()). */
  deadline: number;
  start(): void;
  /** The wait ran out: answer 503. */
  expire(): void;
  /** The client went away while this waited. */
  abandoned(): boolean;
}

/** What the queue is told as a waiter's task starts and ends (its running count and pace). */
interface Turns {
  started(waitedMs: number): void;
  finished(tookMs: number): void;
}

/** How a waiter's promise is settled: by its task, or refused when its wait runs out. */
interface Settle<T> {
  resolve(value: T): void;
  reject(reason: unknown): void;
  expire(): void;
}

/** How a waiter's promise is settled, refused with `refusal()` when its wait runs out (a method: see waiterFor). */
function settling<T>(resolve: (value: T) => void, reject: (reason: unknown) => void, refusal: () => Error): Settle<T> {
  return {
    resolve,
    reject,
    expire() {
      reject(refusal());
    },
  };
}

/** One task in line, from the moment it is offered (its deadline counts from now). */
function waiterFor<T>(task: () => T | Promise<T>, signal: AbortSignal | undefined, maxWaitMs: number, turns: Turns, settle: Settle<T>): Waiter {
  // The task runs from the pump, inside whichever request's turn ended: run in this request's
  // async context, its log lines and metrics keep their own request id. (A resource and
  // runInAsyncScope rather than AsyncResource.bind, which on Node 20 also builds a deprecation
  // wrapper and property descriptors for every function it binds: 2% of a small request's CPU.)
  const context = new AsyncResource('WorkQueueTurn');
  const enqueuedAt = performance.now();
  // Methods, not arrows in properties: tsx (esbuild's keepNames) would name each arrow again for
  // every waiter (__name), about 1% of a small request's CPU.
  return {
    deadline: enqueuedAt + maxWaitMs,
    abandoned() {
      if (!signal?.aborted) return false;
      settle.reject(signal.reason ?? new Error('The request was abandoned.'));
      return true;
    },
    expire() {
      settle.expire();
    },
    start() {
      const startedAt = performance.now();
      turns.started(startedAt - enqueuedAt);
      let result: Promise<T>;
      try {
        result = Promise.resolve(context.runInAsyncScope(task));
      } catch (error) {
        result = Promise.reject(error);
      }
      result.then(settle.resolve, settle.reject).finally(() => turns.finished(performance.now() - startedAt));
    },
  };
}

/**
 * A task given a free turn at once, nobody waiting ahead of it: it runs now, in the caller's own
 * async context, so it needs neither a pump (setImmediate) nor an AsyncResource to carry the
 * request's scope across (about 4% of a `{ __typename }` request's CPU). The order is the same:
 * with nobody waiting, the pump would have started this task first. (A request whose client has
 * already gone takes the line instead, where the pump drops it without running it.)
 */
function startNow<T>(task: () => T | Promise<T>, turns: Turns): Promise<T> {
  const startedAt = performance.now();
  turns.started(0);
  let result: Promise<T>;
  try {
    result = Promise.resolve(task());
  } catch (error) {
    result = Promise.reject(error);
  }
  const finished = () => turns.finished(performance.now() - startedAt);
  result.then(finished, finished);
  return result;
}

/** The waiters in arrival order: read from a head index (no shift() per turn), compacted now and then. */
class WaitingLine {
  #waiters: Waiter[] = [];
  #head = 0;

  get length(): number {
    return this.#waiters.length - this.#head;
  }

  push(waiter: Waiter): void {
    this.#waiters.push(waiter);
  }

  /** The oldest waiter; only when length > 0. */
  peek(): Waiter {
    return this.#waiters[this.#head];
  }

  /** Removes and returns the oldest waiter; only when length > 0. */
  take(): Waiter {
    const waiter = this.#waiters[this.#head++];
    if (this.#head > 1024 && this.#head * 2 > this.#waiters.length) {
      this.#waiters.splice(0, this.#head);
      this.#head = 0;
    }
    return waiter;
  }
}

/** Why a task offered now would be refused at once, if it would. */
function refusalOf({ waiting, running, serviceMs, concurrency, maxWaiting, maxWaitMs }: { waiting: number; running: number; serviceMs: number; concurrency: number; maxWaiting: number; maxWaitMs: number }): ShedReason | undefined {
  // Waiters a free turn is about to take (at the next pump) do not count as waiting; below
  // zero, this request itself takes a free turn.
  const ahead = waiting - (concurrency - running);
  if (ahead >= maxWaiting) return 'full';
  // Turns end about `concurrency / serviceMs` a millisecond: this request's turn comes after
  // the waiters ahead of it and its own batch have had theirs.
  if (ahead > 0 && ((ahead + 1) * serviceMs) / concurrency > maxWaitMs) return 'wait';
  return undefined;
}

/** How much each finished task moves the average task time (an exponentially weighted mean). */
const SERVICE_TIME_WEIGHT = 0.1;

/**
 * First come, first served admission for request work, bounded by count and by waiting time.
 *
 * A saturated Node server that starts every request as it reads it serves its connections
 * unevenly: under 50 connections the slowest 1% waited 2-5x the median (a request that just
 * missed a turn of the event loop waits whole turns more). Letting a bounded number run and the
 * rest wait in arrival order, with the loop free to read new requests between turns, keeps the
 * wait the same for everyone.
 *
 * The bounds cut a flood off with 503 instead of letting latency and memory grow: a count alone
 * (1,000 waiters) let requests wait many seconds at 1,000 connections, with clients timing out on
 * answers the server still computed. So a request is also refused at once when the waiters ahead
 * of it, at the pace turns are ending, would keep it past `maxWaitMs`, and a waiter still waiting
 * at `maxWaitMs` is refused then: an accepted request never waits longer than the bound.
 */
export function createWorkQueue({ concurrency, maxWaiting, maxWaitMs = Infinity, onShed, onStart }: WorkQueueOptions): WorkQueue {
  const line = new WaitingLine();
  let running = 0;
  let pumpScheduled = false;
  let expiryTimer: NodeJS.Timeout | undefined;
  /** The mean time a task holds its turn (ms); 0 until one has finished. */
  let serviceMs = 0;

  const refusal = () => refusalOf({ waiting: line.length, running, serviceMs, concurrency, maxWaiting, maxWaitMs });

  function shed(reason: ShedReason): ServerBusyError {
    onShed?.(reason);
    return new ServerBusyError();
  }

  // Turns are handed out from setImmediate, after the loop has read the requests that arrived:
  // starting the next one inside the previous one's completion would let the running batch
  // starve the sockets. (A task offered with a turn free and nobody waiting starts at once: startNow.)
  function schedulePump() {
    if (pumpScheduled || line.length === 0) return;
    pumpScheduled = true;
    setImmediate(pump);
  }

  function pump() {
    pumpScheduled = false;
    expireOverdue();
    while (running < concurrency && line.length > 0) {
      const waiter = line.take();
      if (!waiter.abandoned()) waiter.start();
    }
    armExpiry();
  }

  /** Refuses the waiters whose wait ran out: they are the oldest, at the head of the line. */
  function expireOverdue() {
    const now = performance.now();
    while (line.length > 0 && line.peek().deadline <= now) {
      const waiter = line.take();
      if (!waiter.abandoned()) waiter.expire();
    }
  }

  /** One timer, for the oldest waiter's deadline (deadlines come in arrival order). */
  function armExpiry() {
    if (expiryTimer || line.length === 0 || maxWaitMs === Infinity) return;
    const delay = Math.max(0, line.peek().deadline - performance.now());
    expiryTimer = setTimeout(() => {
      expiryTimer = undefined;
      expireOverdue();
      armExpiry();
    }, delay);
    // A waiting request keeps its socket open; the timer alone never keeps the process running.
    expiryTimer.unref();
  }

  const turns: Turns = {
    started(waitedMs) {
      running++;
      onStart?.(waitedMs);
    },
    finished(tookMs) {
      running--;
      serviceMs = serviceMs === 0 ? tookMs : serviceMs + SERVICE_TIME_WEIGHT * (tookMs - serviceMs);
      schedulePump();
    },
  };

  return {
    get running() { return running; },
    get waiting() { return line.length; },
    admit() {
      const reason = refusal();
      if (reason) throw shed(reason);
    },
    tryAdmit() {
      const reason = refusal();
      if (reason) onShed?.(reason);
      return !reason;
    },
    run<T>(task: () => T | Promise<T>, signal?: AbortSignal): Promise<T> {
      const reason = refusal();
      if (reason) return Promise.reject(shed(reason));
      if (line.length === 0 && running < concurrency && !signal?.aborted) return startNow(task, turns);
      return new Promise<T>((resolve, reject) => {
        line.push(waiterFor(task, signal, maxWaitMs, turns, settling(resolve, reject, () => shed('wait'))));
        schedulePump();
        armExpiry();
      });
    },
  };
}
