/**
 * Reading an event without the Travellers' computed columns, nor the entered ones no figure reads (the round, the
 * lead). The computed columns (mp, pct, imp on both sides) are most of the bytes a load of the Travellers carries, and
 * an action that changes one line (a ruling, its undo) needs them only to know which cells its writes change. When the
 * fingerprint EventSettings keeps is the fingerprint of the figures' inputs and settings as read, the computed columns
 * hold what the engine gives for those inputs (every writer of the figures writes the fingerprint in the same batch),
 * so they are computed here instead of read. When it is not (a co-author's edit not yet scored, a workbook never
 * scored), the computed cells are UNREAD: every one of them differs from any value, so the action's batch writes them
 * all (and their number formats), and the workbook ends as a full rescore leaves it, in the same two syncs. Only when a
 * figure input was moved out of the columns read does the caller read the whole table. No Office.js here.
 */
import { ENTERED_COLUMNS, FIGURE_INPUTS, fingerprintMatches, storedFingerprint } from './fingerprint';
import { type Cell, COMPUTED_COLUMNS, TRAVELLER_COLUMNS } from './schema';
import { type LoadedEvent, eventFromTables, printedBlock, scoreLoaded } from './scoring';
import { columnRuns, positions } from './snapshot';

/**
 * A cell that was not read. NaN, which Excel never hands over nor accepts: it is the same as no value (sameCell),
 * blank or not, so a comparison always writes over it.
 */
export const UNREAD: Cell = Number.NaN;

/** A run of adjacent Travellers columns read together: `count` columns from table column `start`. */
export interface ColumnRun {
  start: number;
  count: number;
}

/** The runs of Travellers columns that hold the FIGURE_INPUTS where the template puts them. */
export const FIGURE_INPUT_RUNS: readonly ColumnRun[] = columnRuns(positions(TRAVELLER_COLUMNS), FIGURE_INPUTS).map(
  (r) => ({ start: r.start, count: r.to - r.from + 1 }),
);

/**
 * The runs of Travellers columns that hold the ENTERED_COLUMNS where the template puts them: what the pane's event
 * holds of the Travellers (it shows no computed figure; the engine works them out).
 */
export const ENTERED_RUNS: readonly ColumnRun[] = columnRuns(positions(TRAVELLER_COLUMNS), ENTERED_COLUMNS).map(
  (r) => ({ start: r.start, count: r.to - r.from + 1 }),
);

/** Whether table column `c` is one of the `runs` read. */
const inRuns = (c: number, runs: readonly ColumnRun[]) => runs.some((r) => c >= r.start && c < r.start + r.count);

/**
 * Whether every figure input the Travellers `header` holds stands in a column the `runs` read (in any order among
 * them: two of them swapped are still read).
 */
export function figureInputsRead(
  header: readonly Cell[],
  runs: readonly ColumnRun[] = FIGURE_INPUT_RUNS,
  columns: readonly string[] = FIGURE_INPUTS,
): boolean {
  const pos = positions(header);
  return columns.every((c) => pos[c] === undefined || inRuns(pos[c], runs));
}

/** Whether every entered column the Travellers `header` holds stands in a column ENTERED_RUNS read. */
export function enteredRead(header: readonly Cell[]): boolean {
  return figureInputsRead(header, ENTERED_RUNS, ENTERED_COLUMNS);
}

/**
 * The event from tables whose Travellers body holds the columns of the `runs` only, the computed columns filled
 * with the engine's figures for the inputs read when the kept fingerprint vouches for them (`vouched`), else
 * UNREAD; undefined when a figure input stands outside the runs. The other columns (the round, the lead, a
 * scorer's own) read as blank, whatever the rows given hold there: nothing the caller writes touches them.
 */
export function withComputedFigures(
  tables: LoadedEvent['tables'],
  contestantsSheetTaken: boolean,
  decimalSeparator = '.',
  runs: readonly ColumnRun[] = FIGURE_INPUT_RUNS,
): { loaded: LoadedEvent; vouched: boolean } | undefined {
  const t = tables.travellers;
  const pos = positions(t.header);
  if (!figureInputsRead(t.header, runs)) return undefined;
  const full = Math.max(t.header.length, ...runs.map((r) => r.start + r.count));
  const rows: Cell[][] = t.rows.map((r) => {
    const out: Cell[] = new Array<Cell>(full).fill('');
    for (const { start, count } of runs) for (let c = start; c < start + count && c < r.length; c++) out[c] = r[c];
    return out;
  });
  const stored = storedFingerprint(tables.settings.rows);
  const vouched = stored !== '' && fingerprintMatches(stored, [t.header, ...rows], tables.settings.rows);
  const loaded = eventFromTables({ ...tables, travellers: { ...t, rows } }, contestantsSheetTaken, decimalSeparator);
  let block: Cell[][] | undefined;
  if (vouched) {
    const { score } = scoreLoaded(loaded.read.event, loaded.settings);
    block = printedBlock(loaded, loaded.read.event, score);
  }
  COMPUTED_COLUMNS.forEach((c, k) => {
    const at = pos[c];
    if (at === undefined || inRuns(at, runs)) return;
    for (let i = 0; i < rows.length; i++) rows[i][at] = block ? block[i][k] : UNREAD;
  });
  return { loaded, vouched };
}
