/**
 * The Web Worker entry for the task pane. The pane starts it with
 * `new Worker(new URL('../../engine/dd/web-worker.ts', import.meta.url))` and talks to it through
 * `new DdWorkerClient(() => webWorkerPort(worker))`. Nothing but message plumbing lives here.
 */
import { createDdWorkerHandler, type DdReply, type DdRequest } from './worker';

interface WorkerScope {
  postMessage(message: DdReply): void;
  onmessage: ((event: { data: DdRequest }) => void) | null;
}

const scope = self as unknown as WorkerScope;
const handle = createDdWorkerHandler((reply) => scope.postMessage(reply));
scope.onmessage = (event) => handle(event.data);
