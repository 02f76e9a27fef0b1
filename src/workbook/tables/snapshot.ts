/**
 * Tables as the workbook layer sees them after a load: a snapshot of header and body, header positions, and the
 * pure comparisons that decide which cells a write must touch. No Office.js here.
 */
import { type Cell, TEXT_COLUMNS } from './schema';

/** A table as it was after the sync: where it is and what it holds. */
export interface TableSnapshot {
  name: string;
  sheet: string;
  /** 0-based column of the table's first column. */
  col: number;
  /** Worksheet row of the header. */
  headerRow: number;
  header: Cell[];
  /** Body rows; a table holding only Excel's empty insert row has none. */
  rows: Cell[][];
  /** Rows physically in the body (including Excel's empty insert row). */
  physicalRows: number;
}

/** Positions of the table's text columns (see TEXT_COLUMNS), from its header. */
export function textColumns(t: TableSnapshot): number[] {
  const names = TEXT_COLUMNS[t.name] ?? [];
  const pos = positions(t.header);
  return names.map((n) => pos[n]).filter((x): x is number => x !== undefined);
}

/**
 * The named columns in runs that stand side by side in the table: `from`..`to` index `names` (and a block's
 * columns), `start` is the table column of the first. Names the table lacks are left out.
 */
export function columnRuns(
  pos: Record<string, number | undefined>,
  names: readonly string[],
): { from: number; to: number; start: number }[] {
  const runs: { from: number; to: number; start: number }[] = [];
  let k = 0;
  while (k < names.length) {
    const start = pos[names[k]];
    if (start === undefined) {
      k++;
      continue;
    }
    let end = k;
    while (end + 1 < names.length && pos[names[end + 1]] === (pos[names[end]] as number) + 1) end++;
    runs.push({ from: k, to: end, start });
    k = end + 1;
  }
  return runs;
}

/**
 * Full-width body rows (`width` columns) from runs of columns read apart (`start`, and their rows as loaded);
 * the columns no run covers are blank. Every run holds the same rows (the same body).
 */
export function rowsFromRuns(
  width: number,
  runs: readonly { start: number; values: readonly (readonly Cell[])[] }[],
): Cell[][] {
  const count = runs.length ? runs[0].values.length : 0;
  const rows: Cell[][] = Array.from({ length: count }, () => Array.from({ length: width }, () => '' as Cell));
  for (const { start, values } of runs) {
    values.forEach((row, i) => {
      row.forEach((v, k) => {
        if (start + k < width) rows[i][start + k] = v;
      });
    });
  }
  return rows;
}

/** Header positions by lower-case name. */
export function positions(header: readonly Cell[]): Record<string, number> {
  const pos: Record<string, number> = {};
  header.forEach((h, i) => {
    const name = String(h ?? '')
      .trim()
      .toLowerCase();
    if (name && pos[name] === undefined) pos[name] = i;
  });
  return pos;
}

/** Turns "table not found" errors into a message a director can act on. */
export function explainMissing(err: unknown, names: readonly string[]): Error {
  const code = (err as { code?: string })?.code;
  const message = err instanceof Error ? err.message : String(err);
  if (code === 'ItemNotFound' || /not ?found|does not exist|doesn't exist/i.test(message)) {
    return new WorkbookSetupError(
      `This workbook has no event tables yet (${names.join(', ')}): set up an event first.`,
      names,
    );
  }
  return err instanceof Error ? err : new Error(message);
}

export class WorkbookSetupError extends Error {
  constructor(
    message: string,
    readonly tables: readonly string[],
  ) {
    super(message);
    this.name = 'WorkbookSetupError';
  }
}

/**
 * Two cells hold the same value: numbers exactly (full precision, no rounding), text as written, and an empty cell
 * ('' as Excel returns it, or null) the same as ''.
 */
export function sameCell(a: Cell | undefined, b: Cell | undefined): boolean {
  const blankA = a === null || a === undefined || a === '';
  const blankB = b === null || b === undefined || b === '';
  if (blankA || blankB) return blankA && blankB;
  return a === b;
}

/** A rectangle of new values: body row and column offsets (0-based, relative to the compared blocks). */
export interface ChangedBlock {
  row: number;
  col: number;
  values: Cell[][];
}

/**
 * Runs of changed rows separated by at most this many unchanged rows are written as one block. A separate range
 * write carries its own worksheet and range objects, its address and an action in Office.js's request (about
 * 150–250 bytes), about what one or two rows of computed numbers cost; joining across such a gap is free.
 */
export const WRITE_GAP = 2;

/**
 * At most this many range writes per compared block. A ruling changes one board, hence at most one run per
 * table of the event even when the Travellers table is sorted by round (each line of the board apart); 250
 * covers the largest fields with one write per run, and 250 writes cost ≈ 50 KB of request overhead, about a
 * tenth of rewriting the computed columns of a 5,000-line event, while Excel runs them in one batch. When more
 * runs differ (a rescore after many edits), the runs closest together are joined until 250 remain, which writes
 * the fewest unchanged rows and never more than the block from the first change to the last.
 */
export const MAX_WRITE_RUNS = 250;

/**
 * What to write so that `current` becomes `next` (pure): the rows that differ (sameCell), grouped into runs of
 * adjacent rows (joined across gaps of at most `gap` unchanged rows, then across the smallest gaps while there
 * are more than `maxRuns`), each cut to the columns that differ within it. Rows of `next` beyond `current` count
 * as changed. Nothing to write gives [].
 */
export function changedBlocks(
  current: readonly (readonly Cell[] | undefined)[],
  next: readonly (readonly Cell[])[],
  gap = WRITE_GAP,
  maxRuns = MAX_WRITE_RUNS,
): ChangedBlock[] {
  interface Run {
    start: number;
    end: number;
    lo: number;
    hi: number;
  }
  let runs: Run[] = [];
  next.forEach((row, i) => {
    const old = current[i];
    let lo = -1;
    let hi = -1;
    for (let c = 0; c < row.length; c++) {
      if (!sameCell(old?.[c], row[c])) {
        if (lo < 0) lo = c;
        hi = c;
      }
    }
    if (lo < 0) return;
    const last = runs[runs.length - 1];
    if (last && i - last.end - 1 <= gap) {
      last.end = i;
      last.lo = Math.min(last.lo, lo);
      last.hi = Math.max(last.hi, hi);
    } else runs.push({ start: i, end: i, lo, hi });
  });
  if (runs.length > Math.max(1, maxRuns)) {
    // Join across the smallest gaps (ties: the earlier gap first) until maxRuns runs remain.
    const gaps = runs.slice(1).map((r, k) => ({ k, size: r.start - runs[k].end - 1 }));
    gaps.sort((a, b) => a.size - b.size || a.k - b.k);
    const join = new Set(gaps.slice(0, runs.length - Math.max(1, maxRuns)).map((g) => g.k));
    const joined: Run[] = [];
    runs.forEach((r, k) => {
      const prev = joined[joined.length - 1];
      if (k > 0 && join.has(k - 1)) {
        prev.end = r.end;
        prev.lo = Math.min(prev.lo, r.lo);
        prev.hi = Math.max(prev.hi, r.hi);
      } else joined.push({ ...r });
    });
    runs = joined;
  }
  return runs.map((r) => ({
    row: r.start,
    col: r.lo,
    values: next.slice(r.start, r.end + 1).map((row) => {
      const out = row.slice(r.lo, r.hi + 1);
      while (out.length < r.hi - r.lo + 1) out.push('');
      return out;
    }),
  }));
}
