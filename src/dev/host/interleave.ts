/**
 * Concurrent `Excel.run` batches on one in-memory workbook, as two directors co-authoring (or two quick clicks)
 * make them: each batch's syncs reach the workbook one at a time, in an order the caller chooses, so batch A can
 * load, batch B load, A write, B write. Each sync is applied whole when it is let through, with the Office.js
 * semantics the host already has: `rows.add` appends after the last row as the table is at that moment, a range
 * written by address overwrites whatever is there then, and loads see the workbook as it is when the sync runs.
 */
import type { ExcelHost } from './host';

interface Waiting {
  run: number | null;
  release: () => void;
}

/** How the next sync is chosen: an index into the syncs now waiting (taken modulo their count). */
export type Pick = (waiting: number, step: number) => number;

export interface InterleavedResult<T> {
  results: PromiseSettledResult<T>[];
  /** Runs (by host run id) in the order their syncs were let through. */
  order: (number | null)[];
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts every action at once, then lets their syncs through one at a time, the one `pick` names among those
 * waiting (the one waiting longest by default: round robin), until every action has settled. An action is any async function whose
 * Excel.run batches sync against `host` (applyRuling, undoRuling, a typed edit …); it must wait on nothing but
 * syncs. Returns each action's outcome (fulfilled or rejected) in the order given.
 */
export async function runInterleaved<T>(
  host: ExcelHost,
  actions: readonly (() => Promise<T>)[],
  pick: Pick = () => 0,
): Promise<InterleavedResult<T>> {
  if (host.syncGate) throw new Error('runInterleaved: another interleaving is running on this host');
  const waiting: Waiting[] = [];
  host.syncGate = (run) => new Promise<void>((release) => waiting.push({ run, release }));
  const order: (number | null)[] = [];
  let settled = 0;
  try {
    const all = actions.map((a) =>
      Promise.resolve()
        .then(a)
        .finally(() => {
          settled++;
        }),
    );
    const results = Promise.allSettled(all);
    for (let step = 0; ; step++) {
      // Let every action run to its next sync (or its end): only microtasks stand between two syncs.
      let idle = 0;
      while (waiting.length + settled < actions.length) {
        await nextTask();
        if (++idle > 1000) throw new Error('runInterleaved: an action waits on something other than a sync');
      }
      if (waiting.length === 0) break;
      const k = ((pick(waiting.length, step) % waiting.length) + waiting.length) % waiting.length;
      const [next] = waiting.splice(k, 1);
      order.push(next.run);
      next.release();
    }
    return { results: await results, order };
  } finally {
    host.syncGate = undefined;
  }
}
