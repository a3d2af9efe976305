/**
 * /metrics in a cluster (cluster.ts): the workers share one port, so a scrape reaches whichever
 * worker the connection went to. That worker asks the primary, which gathers every worker's
 * registry through prom-client's AggregatorRegistry (counters and histograms summed, gauges summed
 * unless a metric names another aggregator) and answers: one scrape sees the whole instance.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'marketplace:metrics-ask';
const ANSWER = 'marketplace:metrics-answer';
/** prom-client gives up on a silent worker after 5 s; the asking worker waits a little longer. */
const ANSWER_TIMEOUT_MS = 6_000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** In the primary: answers the workers' requests for the instance's metrics. */
export function aggregateWorkerMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<Ask>(message, ASK)) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, ...answer });
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** In a worker: lets the primary read this process's registry. */
export function shareMetricsWithPrimary(registry: Registry): void {
  // Constructing one installs prom-client's answer to the primary's requests in this process.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

let nextAsk = 0;

/** In a worker: the whole instance's metrics, from the primary. */
export function clusterMetricsText(): Promise<string> {
  const id = nextAsk++;
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isMessage<Answer>(message, ANSWER) || message.id !== id) return;
      done();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(`the primary could not gather the metrics: ${message.error}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the primary did not answer with the metrics'));
    }, ANSWER_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send!({ type: ASK, id } satisfies Ask);
  });
}

/** Whether this process is a cluster's worker (its metrics are the instance's only with the others'). */
export const inClusterWorker = (): boolean => cluster.isWorker;
