/** Entry point of the command line: `bridgescore <command> ...` (dist/cli/bridge.js, built by `npm run build`). */
import { isMainThread, workerData } from 'node:worker_threads';
import { DD_THREAD } from './dd-thread';
import { processIo } from './io';
import { run } from './run';

if (!isMainThread && workerData === DD_THREAD) {
  // The solver is loaded in the worker thread only (a chunk of its own in the built file's folder).
  void import(/* webpackChunkName: "dd-serve" */ './dd-serve').then((m) => m.serveDdThread());
} else {
  void Promise.resolve(run(process.argv.slice(2), processIo(process.argv[1]))).then((code) => {
    process.exitCode = code;
  });
}
