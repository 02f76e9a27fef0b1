/**
 * The pane's double-dummy client, fetched with the solver the first time a deal is solved (services.ts
 * `solveDeal`), so that neither is in the pane's first download.
 */
import { DdWorkerClient, inProcessDdPort, type DdReply, type DdRequest, type DdWorkerPort } from '../engine';

/**
 * A port to the pane's Web Worker, started once its module has loaded (requests sent before are held); the module
 * is fetched only where workers exist.
 */
function webWorkerPortWhenLoaded(): DdWorkerPort {
  let port: DdWorkerPort | undefined;
  let listener: ((reply: DdReply) => void) | undefined;
  let ended = false;
  const held: DdRequest[] = [];
  void import(/* webpackChunkName: "dd" */ './dd-worker').then((m) => {
    if (ended) return;
    port = m.startDdWorker();
    if (listener) port.listen(listener);
    for (const r of held.splice(0)) port.post(r);
  });
  return {
    post: (request) => (port ? port.post(request) : void held.push(request)),
    listen: (onReply) => {
      listener = onReply;
      port?.listen(onReply);
    },
    terminate: () => {
      ended = true;
      port?.terminate();
    },
  };
}

/** The pane's one double-dummy client: a Web Worker, or the solver in the same thread where there are none. */
export const ddClient = new DdWorkerClient(() =>
  typeof Worker === 'undefined' ? inProcessDdPort() : webWorkerPortWhenLoaded(),
);
