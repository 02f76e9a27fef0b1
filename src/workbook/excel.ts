/**
 * The few Office.js moves the workbook layer makes, each queued without a sync: load a whole table (header and
 * body) in one go, write a block of values at a known address, append rows. Callers decide when to sync.
 */
import { type Cell, TEXT_COLUMNS, blockAddress, isBlankRow, topLeft } from './schema';

/** Runs one batch against the workbook (Excel.run by default; tests may pass their own). */
export type Runner = <T>(batch: (context: Excel.RequestContext) => Promise<T>) => Promise<T>;

export const excelRun: Runner = (batch) => Excel.run(batch);

/** A table queued for loading. Read its fields only after the context has synced. */
export interface QueuedTable {
  name: string;
  table: Excel.Table;
  header: Excel.Range;
  body: Excel.Range;
}

/** Queues the load of a table's header and body (values and addresses). */
export function queueTable(context: Excel.RequestContext, name: string): QueuedTable {
  const table = context.workbook.tables.getItem(name);
  const header = table.getHeaderRowRange().load(['values', 'address']);
  const body = table.getDataBodyRange().load(['values', 'address']);
  return { name, table, header, body };
}

/**
 * Queues the load of a table that an older workbook may not have: no error at sync when it is missing (the
 * header and body loads then come back empty and `table.isNullObject` is true). Costs no extra sync.
 */
export function queueTableIfAny(context: Excel.RequestContext, name: string): QueuedTable {
  const table = context.workbook.tables.getItemOrNullObject(name);
  table.load('name');
  const header = table.getHeaderRowRange().load(['values', 'address']);
  const body = table.getDataBodyRange().load(['values', 'address']);
  return { name, table, header, body };
}

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

export function snapshot(q: QueuedTable): TableSnapshot {
  const at = topLeft(q.header.address);
  const header = (q.header.values[0] ?? []) as Cell[];
  const body = (q.body.values ?? []) as Cell[][];
  const rows = body.length === 1 && isBlankRow(body[0]) ? [] : body;
  return { name: q.name, sheet: at.sheet, col: at.col, headerRow: at.row, header, rows, physicalRows: body.length };
}

/** The snapshot of a table queued with queueTableIfAny, or undefined when the workbook has no such table. */
export function snapshotIfAny(q: QueuedTable): TableSnapshot | undefined {
  return q.table.isNullObject ? undefined : snapshot(q);
}

/** Queues a write of `values` into the table body starting at body row `row` and table column `col`. */
export function writeBlock(
  context: Excel.RequestContext,
  t: TableSnapshot,
  row: number,
  col: number,
  values: Cell[][],
): void {
  if (values.length === 0 || values[0].length === 0) return;
  const sheet = context.workbook.worksheets.getItem(t.sheet);
  const address = blockAddress(t.col + col, t.headerRow + 1 + row, values.length, values[0].length);
  sheet.getRange(address).values = values as Excel.Range['values'];
}

/** Positions of the table's text columns (see TEXT_COLUMNS), from its header. */
export function textColumns(t: TableSnapshot): number[] {
  const names = TEXT_COLUMNS[t.name] ?? [];
  const pos = positions(t.header);
  return names.map((n) => pos[n]).filter((x): x is number => x !== undefined);
}

/** Queues the text number format ("@") on the text columns of body rows [row, row + count). */
export function queueTextFormat(context: Excel.RequestContext, t: TableSnapshot, row: number, count: number): void {
  if (count <= 0) return;
  const sheet = context.workbook.worksheets.getItem(t.sheet);
  for (const c of textColumns(t)) {
    const address = blockAddress(t.col + c, t.headerRow + 1 + row, count, 1);
    sheet.getRange(address).numberFormat = Array.from({ length: count }, () => ['@']);
  }
}

/**
 * Queues `rows` (full-width rows) at the end of a table: new rows are added blank, their text columns get the
 * text format, then the values are written in one block. When the body is only Excel's empty insert row, the
 * first row goes into it, so no blank line stays at the top.
 */
export function appendRows(context: Excel.RequestContext, q: QueuedTable, t: TableSnapshot, rows: Cell[][]): void {
  if (rows.length === 0) return;
  const width = rows[0].length;
  const fresh = t.rows.length === 0 && t.physicalRows === 1;
  const start = fresh ? 0 : t.physicalRows;
  if (fresh) {
    queueTextFormat(context, t, 0, 1);
    writeBlock(context, t, 0, 0, [rows[0]]);
  }
  const rest = fresh ? rows.slice(1) : rows;
  if (rest.length) {
    const blank = rest.map(() => Array.from({ length: width }, () => '' as Cell));
    q.table.rows.add(undefined, blank as Excel.Range['values']);
    queueTextFormat(context, t, start + (fresh ? 1 : 0), rest.length);
    writeBlock(context, t, start + (fresh ? 1 : 0), 0, rest);
  }
}

/** Writes each column of `block` (rows × names) at the position of its name in the table; adjacent ones together. */
export function writeColumns(
  context: Excel.RequestContext,
  t: TableSnapshot,
  pos: Record<string, number | undefined>,
  names: readonly string[],
  block: Cell[][],
  firstRow = 0,
): void {
  if (block.length === 0) return;
  for (const run of columnRuns(pos, names)) {
    writeBlock(
      context,
      t,
      firstRow,
      run.start,
      block.map((r) => r.slice(run.from, run.to + 1)),
    );
  }
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

/**
 * Writes the columns `names` of `block` (rows × names, from body row `firstRow`) where they differ from what the
 * table holds (`current`, full body rows as loaded; the loaded rows by default). Adjacent columns are compared
 * and written together. Returns the number of range writes queued.
 */
export function writeChangedColumns(
  context: Excel.RequestContext,
  t: TableSnapshot,
  pos: Record<string, number | undefined>,
  names: readonly string[],
  block: readonly (readonly Cell[])[],
  current: readonly (readonly Cell[])[] = t.rows,
  firstRow = 0,
): number {
  let writes = 0;
  for (const { from, to, start } of columnRuns(pos, names)) {
    const width = to - from + 1;
    const now = block.map((_, i) => current[firstRow + i]?.slice(start, start + width));
    const next = block.map((r) => r.slice(from, to + 1));
    for (const b of changedBlocks(now, next)) {
      writeBlock(context, t, firstRow + b.row, start + b.col, b.values);
      writes++;
    }
  }
  return writes;
}

/** Writes the full-width rows `next` (from body row 0) where they differ from the loaded rows. */
export function writeChangedRows(context: Excel.RequestContext, t: TableSnapshot, next: readonly Cell[][]): number {
  const blocks = changedBlocks(t.rows, next);
  for (const b of blocks) writeBlock(context, t, b.row, b.col, b.values);
  return blocks.length;
}
