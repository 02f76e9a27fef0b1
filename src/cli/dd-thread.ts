/**
 * The double-dummy worker as a Node worker thread. The command line starts its own entry file again in a
 * worker thread (through tsx when it runs from the TypeScript sources), and main.ts serves requests there.
 */
import { Worker } from 'node:worker_threads';
import type { DdReply, DdRequest, DdWorkerPort } from '../engine';

/** Marks the thread as the double-dummy worker (workerData). */
export const DD_THREAD = 'bridge-dd-worker';

/** A port over a new worker thread running `entry` (the command line's own main file). */
export function threadPort(entry: string): DdWorkerPort {
  // From the TypeScript sources the thread first loads tsx, found next to the entry file (inside the thread's
  // own code, so that a bundler leaves it alone).
  const from = JSON.stringify(entry);
  const worker = /\.tsx?$/.test(entry)
    ? new Worker(
        `const { createRequire } = require('node:module'); require(createRequire(${from}).resolve('tsx/cjs')); require(${from});`,
        {
          eval: true,
          workerData: DD_THREAD,
        },
      )
    : new Worker(entry, { workerData: DD_THREAD });
  let listener: ((reply: DdReply) => void) | undefined;
  worker.on('message', (reply: DdReply) => listener?.(reply));
  worker.on('error', () => undefined);
  return {
    post: (request: DdRequest) => worker.postMessage(request),
    listen: (onReply) => {
      listener = onReply;
    },
    terminate: () => void worker.terminate(),
  };
}
