// Runs autocannon in its own thread; times every response and posts back the figures
// (req/s from the responses counted over the measured time, percentiles from every latency).
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { target, seconds, connections } = workerData;
const latencies = [];
const percentile = (sorted, fraction) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];

// `bodies`: each request takes the next one in turn.
let turn = 0;
const requests = target.bodies
  ? [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify(target.bodies[turn++ % target.bodies.length]),
        }),
      },
    ]
  : undefined;
const started = performance.now();
const instance = autocannon(
  {
    url: target.url,
    connections,
    duration: seconds,
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.raw
      ? Buffer.from(target.raw)
      : target.body === undefined
        ? undefined
        : JSON.stringify(target.body),
    requests,
  },
  (error, result) => {
    if (error) throw error;
    const elapsedSeconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    parentPort.postMessage({
      name: target.name,
      requestsPerSecond: latencies.length / elapsedSeconds,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      requests: latencies.length,
      non2xx: result.non2xx + result.errors + result.timeouts,
    });
  },
);
instance.on('response', (_client, _status, _bytes, milliseconds) => latencies.push(milliseconds));
