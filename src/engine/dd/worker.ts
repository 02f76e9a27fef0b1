/**
 * Solving off the main thread: the messages between a caller (the task pane, the command line) and a worker
 * (a Web Worker in the pane, a worker thread in the command line), the worker's side (`createDdWorkerHandler`),
 * and the caller's side (`DdWorkerClient`). Both sides are plain functions over a message port, so the same
 * code runs in a browser, in Node and in-process in tests.
 *
 * The worker solves one strain at a time and lets its event loop run between strains, so that a cancel is read
 * between them; it reports each of the 20 values as it is found, and gives up at the time limit (30 s unless
 * told otherwise), saying the deal was too slow instead of running on. The caller ends a worker that does not
 * answer in time or that it cancels (terminate), and starts a new one for the next deal.
 */
import type { Seat, Vulnerability } from '../model/types';
import { ddConditions, type DdAnalysis, type DdBoardConditions } from './analysis';
import { parOf } from './par';
import { SearchStopped } from './search';
import { DD_SOLVE_ORDER, TableSolver, type DdResult, type DdTable } from './table';

export const DD_DEFAULT_TIME_LIMIT_MS = 30_000;
/** Values in a table. */
export const DD_VALUES = 20;

export type DdRequest =
  | {
      type: 'solve';
      id: number;
      deal: string;
      board?: number;
      dealer?: Seat;
      vulnerability?: Vulnerability;
      /** Default 30 000. */
      timeLimitMs?: number;
    }
  | { type: 'cancel'; id: number };

export type DdReply =
  | { type: 'progress'; id: number; result: DdResult; done: number; total: number }
  | { type: 'done'; id: number; analysis: DdAnalysis; seconds: number }
  | { type: 'too-slow'; id: number; seconds: number; done: number; partial: DdTable }
  | { type: 'cancelled'; id: number }
  | { type: 'error'; id: number; message: string };

export interface DdWorkerHandlerOptions {
  /** Runs a function later (default setTimeout 0): the gap in which messages are read. */
  later?: (f: () => void) => void;
  now?: () => number;
}

/**
 * The worker's side: returns the function to call with each request; replies go to `post`. Requests are solved
 * one after the other.
 */
export function createDdWorkerHandler(
  post: (reply: DdReply) => void,
  options: DdWorkerHandlerOptions = {},
): (request: DdRequest) => void {
  const later = options.later ?? ((f) => setTimeout(f, 0));
  const now = options.now ?? (() => Date.now());
  const queue: Extract<DdRequest, { type: 'solve' }>[] = [];
  const cancelled = new Set<number>();
  let busy = false;

  const next = () => {
    const job = queue.shift();
    if (!job) {
      busy = false;
      return;
    }
    busy = true;
    if (cancelled.delete(job.id)) {
      post({ type: 'cancelled', id: job.id });
      later(next);
      return;
    }
    const started = now();
    const deadline = started + (job.timeLimitMs ?? DD_DEFAULT_TIME_LIMIT_MS);
    let solver: TableSolver;
    try {
      solver = new TableSolver(job.deal, { shouldStop: () => cancelled.has(job.id) || now() > deadline });
    } catch (e) {
      post({ type: 'error', id: job.id, message: e instanceof Error ? e.message : String(e) });
      later(next);
      return;
    }
    const seconds = () => (now() - started) / 1000;
    const step = (k: number) => {
      if (cancelled.delete(job.id)) {
        post({ type: 'cancelled', id: job.id });
        later(next);
        return;
      }
      if (k === DD_SOLVE_ORDER.length) {
        try {
          const analysis: DdAnalysis = { table: solver.table };
          if (solver.deal.cards === 13) {
            const c = ddConditions(job as DdBoardConditions);
            analysis.par = parOf(solver.table, c.dealer, c.vulnerability);
            analysis.dealer = c.dealer;
            analysis.vulnerability = c.vulnerability;
          }
          post({ type: 'done', id: job.id, analysis, seconds: seconds() });
        } catch (e) {
          post({ type: 'error', id: job.id, message: e instanceof Error ? e.message : String(e) });
        }
        later(next);
        return;
      }
      try {
        solver.strain(DD_SOLVE_ORDER[k], (result, done) =>
          post({ type: 'progress', id: job.id, result, done, total: DD_VALUES }),
        );
      } catch (e) {
        if (!(e instanceof SearchStopped)) {
          post({ type: 'error', id: job.id, message: e instanceof Error ? e.message : String(e) });
        } else if (cancelled.delete(job.id)) {
          post({ type: 'cancelled', id: job.id });
        } else {
          post({ type: 'too-slow', id: job.id, seconds: seconds(), done: solver.done, partial: solver.table });
        }
        later(next);
        return;
      }
      later(() => step(k + 1));
    };
    step(0);
  };

  return (request) => {
    if (request.type === 'cancel') {
      cancelled.add(request.id);
      return;
    }
    queue.push(request);
    if (!busy) {
      busy = true;
      later(next);
    }
  };
}

/** What the caller needs of a worker: send, receive, end. */
export interface DdWorkerPort {
  post(request: DdRequest): void;
  listen(onReply: (reply: DdReply) => void): void;
  terminate(): void;
}

/** A worker in the same thread (tests, and callers without workers): the handler behind a port. */
export function inProcessDdPort(options: DdWorkerHandlerOptions = {}): DdWorkerPort {
  let listener: ((reply: DdReply) => void) | undefined;
  let ended = false;
  const handle = createDdWorkerHandler((reply) => {
    if (!ended) listener?.(reply);
  }, options);
  return {
    post: (request) => {
      if (!ended) handle(request);
    },
    listen: (onReply) => {
      listener = onReply;
    },
    terminate: () => {
      ended = true;
    },
  };
}

export type DdOutcome =
  | { status: 'done'; analysis: DdAnalysis; seconds: number }
  | { status: 'too-slow'; seconds: number; done: number; partial?: DdTable }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

export interface DdSolveOptions extends DdBoardConditions {
  /** Default 30 000 ms. */
  timeLimitMs?: number;
  onProgress?: (result: DdResult, done: number, total: number) => void;
  /** Aborting ends the worker at once; the outcome is 'cancelled'. */
  signal?: AbortSignal;
  /** Extra time the caller waits beyond the limit before it ends a silent worker (default 5 s). */
  graceMs?: number;
}

/**
 * The caller's side: one worker at a time, started when needed and ended when a deal is cancelled or the worker
 * stops answering. `solve` calls are served one after the other.
 */
export class DdWorkerClient {
  private port?: DdWorkerPort;
  private nextId = 1;
  private readonly waiting = new Map<number, (reply: DdReply) => void>();
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly start: () => DdWorkerPort) {}

  private ensure(): DdWorkerPort {
    if (!this.port) {
      const port = this.start();
      port.listen((reply) => this.waiting.get(reply.id)?.(reply));
      this.port = port;
    }
    return this.port;
  }

  private end(): void {
    this.port?.terminate();
    this.port = undefined;
  }

  /** Solves a deal: table and par, or why there is none. */
  solve(deal: string, options: DdSolveOptions = {}): Promise<DdOutcome> {
    const run = () => this.solveNow(deal, options);
    const p = this.chain.then(run, run);
    this.chain = p;
    return p;
  }

  private solveNow(deal: string, options: DdSolveOptions): Promise<DdOutcome> {
    return new Promise<DdOutcome>((resolve) => {
      if (options.signal?.aborted) {
        resolve({ status: 'cancelled' });
        return;
      }
      const id = this.nextId++;
      const limit = options.timeLimitMs ?? DD_DEFAULT_TIME_LIMIT_MS;
      const started = Date.now();
      const finish = (outcome: DdOutcome, endWorker: boolean) => {
        this.waiting.delete(id);
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
        if (endWorker) this.end();
        resolve(outcome);
      };
      const onAbort = () => finish({ status: 'cancelled' }, true);
      options.signal?.addEventListener('abort', onAbort);
      const timer = setTimeout(
        () => finish({ status: 'too-slow', seconds: (Date.now() - started) / 1000, done: 0 }, true),
        limit + (options.graceMs ?? 5000),
      );
      this.waiting.set(id, (reply) => {
        switch (reply.type) {
          case 'progress':
            options.onProgress?.(reply.result, reply.done, reply.total);
            return;
          case 'done':
            finish({ status: 'done', analysis: reply.analysis, seconds: reply.seconds }, false);
            return;
          case 'too-slow':
            finish({ status: 'too-slow', seconds: reply.seconds, done: reply.done, partial: reply.partial }, false);
            return;
          case 'cancelled':
            finish({ status: 'cancelled' }, false);
            return;
          case 'error':
            finish({ status: 'error', message: reply.message }, false);
        }
      });
      const { board, dealer, vulnerability } = options;
      this.ensure().post({ type: 'solve', id, deal, board, dealer, vulnerability, timeLimitMs: limit });
    });
  }

  /** Ends the worker (pending solves resolve as cancelled). */
  close(): void {
    for (const [id, f] of [...this.waiting]) f({ type: 'cancelled', id });
    this.end();
  }
}

/** A port over a browser Worker running web-worker.ts. */
export function webWorkerPort(worker: {
  postMessage(message: DdRequest): void;
  onmessage: ((event: { data: DdReply }) => void) | null;
  terminate(): void;
}): DdWorkerPort {
  return {
    post: (request) => worker.postMessage(request),
    listen: (onReply) => {
      worker.onmessage = (event) => onReply(event.data);
    },
    terminate: () => worker.terminate(),
  };
}
