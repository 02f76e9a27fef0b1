/**
 * The double-dummy worker thread's side (the command line's own file run with workerData DD_THREAD): the solver,
 * loaded only in that thread, answers the main thread's requests.
 */
import { parentPort } from 'node:worker_threads';
import { createDdWorkerHandler, type DdRequest } from '../engine';

/** Inside the worker thread: answer requests from the main thread. */
export function serveDdThread(): void {
  const port = parentPort;
  if (!port) return;
  const handle = createDdWorkerHandler((reply) => port.postMessage(reply));
  port.on('message', (request: DdRequest) => handle(request));
}
