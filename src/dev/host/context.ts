/**
 * Excel.RequestContext on the in-memory host: holds the queue of pending operations and sends it at `sync()`.
 */
import type { HostClientObject, QueuedOp } from './core';
import { ErrorCodes, HostError } from './errors';
import type { ExcelHost, RunRecord } from './host';
import { Workbook, type Application } from './workbook';

export class HostRequestContext {
  /** @internal */ readonly _host: ExcelHost;
  /** @internal */ _queue: QueuedOp[] = [];
  /** @internal The Excel.run this context serves (null for a context made with `new`). */
  _run: RunRecord | null = null;
  /** @internal */ _open = true;
  private _workbook: Workbook | undefined;

  readonly trackedObjects = {
    add: (obj: HostClientObject | HostClientObject[]) => {
      for (const o of Array.isArray(obj) ? obj : [obj]) o.track();
    },
    remove: (obj: HostClientObject | HostClientObject[]) => {
      for (const o of Array.isArray(obj) ? obj : [obj]) o.untrack();
    },
  };

  constructor(host: ExcelHost) {
    this._host = host;
  }

  get workbook(): Workbook {
    if (!this._workbook) this._workbook = new Workbook(this);
    return this._workbook;
  }

  get application(): Application {
    return this.workbook.application;
  }

  /** Sends the queued operations; loaded values are on the proxies when the promise resolves. */
  sync<T>(passThroughValue?: T): Promise<T> {
    try {
      this._checkOpen('RequestContext.sync');
    } catch (e) {
      return Promise.reject(e);
    }
    const ops = this._takeQueue();
    return this._host._sync(this, ops, false).then(() => passThroughValue as T);
  }

  /** @internal */
  _takeQueue(): QueuedOp[] {
    const ops = this._queue;
    this._queue = [];
    return ops;
  }

  /** @internal */
  _enqueue(op: QueuedOp): void {
    this._queue.push(op);
  }

  /** @internal */
  _isOpen(): boolean {
    return this._open;
  }

  /** @internal */
  _checkOpen(location: string): void {
    if (!this._open) {
      throw new HostError(
        ErrorCodes.invalidRequestContext,
        'This request context belongs to an Excel.run batch that has finished; start a new Excel.run.',
        location,
      );
    }
  }
}
