/**
 * The double-dummy Web Worker of the pane (webpack bundles web-worker.ts as a chunk of its own). Loaded by
 * services.ts only where `Worker` exists, so that the pane's tests (Node, no workers) never read this file.
 */
import { type DdWorkerPort, webWorkerPort } from '../engine';

export function startDdWorker(): DdWorkerPort {
  const worker = new Worker(new URL('../engine/dd/web-worker.ts', import.meta.url));
  return webWorkerPort(worker as unknown as Parameters<typeof webWorkerPort>[0]);
}
