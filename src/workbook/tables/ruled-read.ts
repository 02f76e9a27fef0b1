/**
 * A ruling's read of the Travellers without the boards it does not touch. The batch reads the figure inputs of two
 * sets of lines only, found by Excel in the sync that reads them: the lines of the ruled board (its board cells) and
 * every line that carries a ruling (the ruling column's entered cells: an artificial score follows its pairs'
 * session, which the ruling moves). The other lines stand in from the kept inputs (kept-inputs.ts), which give the
 * event as the table holds it when their fingerprint is the one EventSettings keeps and the stale cell says that
 * one is the table's own. The event then scores whole, and the batch writes only the lines it read: when the
 * engine's figures would change a line it did not read, the action reads the table in full instead
 * (unreadRowsWritten). No Office.js here.
 */
import { type InputLine, travellersFromKept } from './kept-inputs';
import { canonicalCell, storedFingerprint } from './fingerprint';
import { type Cell, COMPUTED_COLUMNS } from './schema';
import { type LoadedEvent, printedBlock } from './scoring';
import { positions, sameCell } from './snapshot';
import { scoreColumn } from './travellers';
import type { EventData, EventScore } from './engine';

/** One area Excel handed over: its first row on the sheet (0-based) and its cells, rows × the run's columns. */
export interface ReadArea {
  rowIndex: number;
  values: readonly (readonly Cell[])[];
}

/** The areas read of one run of the Travellers' columns (`start`: its first table column). */
export interface ReadRun {
  start: number;
  areas: readonly ReadArea[];
}

/**
 * The body rows the areas give, by body row (the header on sheet row `headerRow`, 1-based, as snapshots keep it):
 * full-width rows of `width` cells, blank outside the runs. Undefined when the runs do not give the same rows (a
 * row found in one run and not in another), or a row lies outside the body's `physical` rows.
 */
export function rowsOfAreas(
  width: number,
  headerRow: number,
  physical: number,
  runs: readonly ReadRun[],
): Map<number, Cell[]> | undefined {
  const rows = new Map<number, Cell[]>();
  const seen = runs.map(() => new Set<number>());
  runs.forEach((run, k) => {
    for (const area of run.areas) {
      area.values.forEach((cells, i) => {
        const body = area.rowIndex + i - headerRow;
        let row = rows.get(body);
        if (!row) rows.set(body, (row = new Array<Cell>(width).fill('')));
        cells.forEach((v, c) => {
          if (run.start + c < width) row[run.start + c] = v;
        });
        seen[k].add(body);
      });
    }
  });
  for (const body of rows.keys()) {
    if (body < 0 || body >= physical || seen.some((s) => !s.has(body))) return undefined;
  }
  return rows;
}

/** Whether the kept inputs may stand in for the lines not read: what the batch read of the workbook vouches. */
export interface KeptVouch {
  /** The stale cell vouches (staleCellVouches) and Excel calculates by itself, so that its value is current. */
  staleCell: boolean;
  /** The fingerprint the kept cells give (readKeptInputs). */
  kept: string;
  /** The EventSettings rows as read. */
  settings: readonly (readonly Cell[])[];
}

/**
 * The Travellers body for a ruling on `board`, the rows `read` where they are and the kept `lines` in the others;
 * undefined when the kept lines may not stand in: the workbook does not vouch for them, they do not hold every line
 * read, or a line of theirs not read is of the ruled board or carries a ruling (then the read missed it: a board
 * cell Excel shows otherwise, a filter).
 */
export function ruledTravellers(
  header: readonly Cell[],
  physical: number,
  read: ReadonlyMap<number, readonly Cell[]>,
  lines: readonly InputLine[],
  board: Cell,
  vouch: KeptVouch,
): Cell[][] | undefined {
  const stored = storedFingerprint(vouch.settings);
  if (!vouch.staleCell || stored === '' || vouch.kept !== stored) return undefined;
  const rows = travellersFromKept(header, physical, read, lines);
  if (!rows) return undefined;
  const pos = positions(header);
  const boardCol = pos.board;
  const rulingCol = pos.ruling;
  if (boardCol === undefined || rulingCol === undefined) return undefined;
  const ruled = canonicalCell(board).trim();
  for (let i = 0; i < rows.length; i++) {
    if (read.has(i)) continue;
    if (canonicalCell(rows[i][boardCol]).trim() === ruled) return undefined;
    if (canonicalCell(rows[i][rulingCol]).trim() !== '') return undefined;
  }
  return rows;
}

/**
 * Whether the batch of a scored `event` would write a Travellers row other than those `read`: a computed cell or
 * the NS score that the figures change (the rows not read hold the figures as last scored, from the engine).
 */
export function unreadRowsWritten(
  loaded: LoadedEvent,
  event: EventData,
  score: EventScore | undefined,
  read: ReadonlySet<number>,
): boolean {
  const t = loaded.tables.travellers;
  const block = printedBlock(loaded, event, score);
  const cols = COMPUTED_COLUMNS.map((c) => loaded.pos[c]);
  const scores = scoreColumn(t.rows, loaded.pos, { ...loaded.read, event });
  const ns = loaded.pos.score_ns;
  for (let i = 0; i < t.rows.length; i++) {
    if (read.has(i)) continue;
    const row = t.rows[i];
    if (cols.some((at, k) => at !== undefined && !sameCell(row[at], block[i]?.[k]))) return true;
    if (ns !== undefined && !sameCell(row[ns], scores[i]?.[0])) return true;
  }
  return false;
}
