/**
 * The custom functions on a 5,000-row traveller sheet, the way the templates use them, against one engine pass over
 * the same event. Excel hands every call the whole ranges; the functions score the sheet once per recalculation
 * and the other cells reuse that result, after comparing their ranges with the ones it was computed from. That
 * comparison is measured against one plain read of every cell of the ranges, the least a call can do.
 */
import * as F from '../src/functions/functions';
import { clearCaches } from '../src/functions/scoring';
import { scoreEvent } from '../src/engine/scoring/session';
import { getPreset } from '../src/engine/presets';
import type { EventData } from '../src/engine/model/types';
import { line, medianMs } from './timing';

export function functionsBench(event: EventData): void {
  const col = (xs: unknown[]) => xs.map((x) => [x]);
  const boards = col(event.entries.map((e) => e.board));
  const ns = col(event.entries.map((e) => e.ns));
  const ew = col(event.entries.map((e) => e.ew));
  const scores = col(event.entries.map((e) => e.scoreNS));
  const rulings = col(event.entries.map(() => ''));
  const pairs = event.contestants;
  const preset = getPreset('wbf');
  const args = [boards, ns, ew, scores, rulings, 'wbf'] as const;

  // Warm-up runs enough for the optimising compiler, which works in the background, to have finished with the
  // code measured even on a busy machine: a median over code still being compiled is not the figure wanted.
  const engineMs = medianMs(() => scoreEvent(event, preset), 31, 40);
  // The templates' Live sheet: one SESSION_TOTAL and one SESSION_PERCENT cell per pair.
  const templateMs = medianMs(
    () => {
      clearCaches();
      for (const p of pairs) {
        F.SESSION_TOTAL(p.id, ...args, 'MP', 'MITCHELL', p.direction);
        F.SESSION_PERCENT(p.id, ...args, 'MITCHELL', p.direction);
      }
    },
    11,
    3,
  );
  // The spilled forms: every line's matchpoints and the whole ranking, two cells.
  const spilledMs = medianMs(
    () => {
      clearCaches();
      F.SESSION_SCORES(...args, 'MP', 'BOTH', 'MITCHELL');
      F.SESSION_RESULTS(...args, 'MP', 'MITCHELL');
    },
    31,
    30,
  );
  // The least a per-cell call can do: read every cell of the five ranges once (it must see that they are the
  // ranges of the previous call, and any cell may have changed).
  const ranges = [scores, rulings, boards, ns, ew];
  const readMs = medianMs(() => {
    let cells = 0;
    for (const range of ranges) for (let r = 0; r < range.length; r++) if (range[r][0] !== undefined) cells++;
    if (cells !== ranges.length * event.entries.length) throw new Error(`read ${cells} cells`);
  });
  // One MATCHPOINTS spill per board (traveller blocks).
  const perBoard = new Map<number, unknown[][]>();
  event.entries.forEach((e) => {
    const list = perBoard.get(e.board) ?? [];
    list.push([e.scoreNS]);
    perBoard.set(e.board, list);
  });
  const travellerMs = medianMs(() => {
    clearCaches();
    for (const range of perBoard.values()) F.MATCHPOINTS(range, undefined, 'wbf', 'BOTH');
  });
  line('functions-rows', event.entries.length);
  line('functions-engine-ms', engineMs);
  line('functions-template-cells', pairs.length * 2);
  line('functions-template-ms', templateMs);
  line('functions-template-vs-engine-ratio', templateMs / engineMs);
  line('functions-template-per-cell-us', (1000 * templateMs) / (pairs.length * 2));
  line('functions-ranges-read-us', 1000 * readMs);
  line('functions-template-per-cell-vs-ranges-read-ratio', templateMs / (pairs.length * 2) / readMs);
  line('functions-spilled-ms', spilledMs);
  line('functions-spilled-vs-engine-ratio', spilledMs / engineMs);
  line('functions-matchpoints-per-board-vs-engine-ratio', travellerMs / engineMs);
}
