/**
 * The few Office.js moves the workbook layer makes, each queued without a sync: load a whole table (header and
 * body) in one go, write a block of values at a known address, append rows. Callers decide when to sync.
 */
import { type Cell, blockAddress, isBlankRow, topLeft } from '../tables/schema';
import type { FormatRun } from '../tables/formats';
import { type TableSnapshot, changedBlocks, columnRuns, rowsFromRuns, textColumns } from '../tables/snapshot';

export type { TableSnapshot };

/** Runs one batch against the workbook (Excel.run by default; tests may pass their own). */
export type Runner = <T>(batch: (context: Excel.RequestContext) => Promise<T>) => Promise<T>;

export const excelRun: Runner = (batch) => Excel.run(batch);

/** A table queued for loading. Read its fields only after the context has synced. */
export interface QueuedTable {
  name: string;
  table: Excel.Table;
  header: Excel.Range;
  /** Undefined when only the header was queued (queueTableHeaderIfAny): the snapshot then has no rows. */
  body?: Excel.Range;
  /** Runs of the body's columns loaded apart instead of the body (queueTableRunsIfAny); the others read blank. */
  runs?: { start: number; range: Excel.Range }[];
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

/**
 * Queues the load of the header of a table that an older workbook may not have, and not its body: what the shape
 * check needs of a table an action reads nothing else of (a ruling and the Deals). Its snapshot has no rows.
 */
export function queueTableHeaderIfAny(context: Excel.RequestContext, name: string): QueuedTable {
  const table = context.workbook.tables.getItemOrNullObject(name);
  table.load('name');
  const header = table.getHeaderRowRange().load(['values', 'address']);
  return { name, table, header };
}

/**
 * Queues the load of a table that an older workbook may not have, its header and of its body the runs of columns
 * given (`start`, `count`, by table column): the snapshot holds full-width rows, blank in the columns not read.
 */
export function queueTableRunsIfAny(
  context: Excel.RequestContext,
  name: string,
  runs: readonly { start: number; count: number }[],
): QueuedTable {
  const table = context.workbook.tables.getItemOrNullObject(name);
  table.load('name');
  const header = table.getHeaderRowRange().load(['values', 'address']);
  const body = table.getDataBodyRange();
  // Each run from the body's first column, offset and resized: a run beyond a table that lost its last columns
  // reads the sheet's cells there (dropped by snapshot(): the header says how wide the table is) instead of failing
  // the sync, so that the shape check names the missing columns.
  const first = body.getColumn(0);
  const loaded = runs.map(({ start, count }) => ({
    start,
    range: first
      .getOffsetRange(0, start)
      .getResizedRange(0, count - 1)
      .load('values'),
  }));
  return { name, table, header, runs: loaded };
}

/** The snapshot of a table queued with queueTable: read only after the sync. */
export function snapshot(q: QueuedTable): TableSnapshot {
  const at = topLeft(q.header.address);
  const header = (q.header.values[0] ?? []) as Cell[];
  const body = q.runs
    ? rowsFromRuns(
        header.length,
        q.runs.map((r) => ({ start: r.start, values: r.range.values as Cell[][] })),
      )
    : ((q.body?.values ?? []) as Cell[][]);
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

/** Queues the figure columns' number formats (one numberFormat per run) on body rows [row, row + count). */
export function queueNumberFormats(
  context: Excel.RequestContext,
  t: Pick<TableSnapshot, 'sheet' | 'col' | 'headerRow'>,
  runs: readonly FormatRun[],
  row: number,
  count: number,
): void {
  if (count <= 0 || runs.length === 0) return;
  const sheet = context.workbook.worksheets.getItem(t.sheet);
  for (const run of runs) {
    const address = blockAddress(t.col + run.start, t.headerRow + 1 + row, count, run.count);
    sheet.getRange(address).numberFormat = Array.from({ length: count }, () =>
      Array.from({ length: run.count }, () => run.format),
    );
  }
}

/**
 * Queues `rows` (full-width rows) at the end of a table through `table.rows.add`, which Excel applies after the
 * last row as the table is when the batch runs (a co-author's rows added since the load stay, and ours come
 * after them); a table holding only Excel's empty insert row gets its first row there. The rows are added blank,
 * their text columns get the text format, then the values are written into the added rows themselves, never to
 * an address worked out from the loaded row count. Returns the first added row (load its `index` to learn where
 * the rows went), or undefined when there is nothing to add.
 */
export function appendRows(
  _context: Excel.RequestContext,
  q: QueuedTable,
  t: TableSnapshot,
  rows: Cell[][],
): Excel.TableRow | undefined {
  if (rows.length === 0) return undefined;
  const width = rows[0].length;
  const blank = rows.map(() => Array.from({ length: width }, () => '' as Cell));
  const added = q.table.rows.add(undefined, blank as Excel.Range['values']);
  const first = added.getRange();
  const range = rows.length > 1 ? first.getResizedRange(rows.length - 1, 0) : first;
  for (const c of textColumns(t)) {
    if (c < width) range.getColumn(c).numberFormat = rows.map(() => ['@']);
  }
  range.values = rows as Excel.Range['values'];
  return added;
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
 * Writes the columns `names` of `block` (rows × names, from body row `firstRow`) where they differ from what the
 * table holds (`current`, full body rows as loaded; the loaded rows by default). Adjacent columns are compared
 * and written together; changed rows are joined across at most `gap` unchanged ones (changedBlocks). Returns the
 * number of range writes queued.
 */
export function writeChangedColumns(
  context: Excel.RequestContext,
  t: TableSnapshot,
  pos: Record<string, number | undefined>,
  names: readonly string[],
  block: readonly (readonly Cell[])[],
  current: readonly (readonly Cell[])[] = t.rows,
  firstRow = 0,
  gap?: number,
): number {
  let writes = 0;
  for (const { from, to, start } of columnRuns(pos, names)) {
    const width = to - from + 1;
    const now = block.map((_, i) => current[firstRow + i]?.slice(start, start + width));
    const next = block.map((r) => r.slice(from, to + 1));
    for (const b of changedBlocks(now, next, gap)) {
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
