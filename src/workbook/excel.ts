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
  let k = 0;
  while (k < names.length) {
    const start = pos[names[k]];
    if (start === undefined) {
      k++;
      continue;
    }
    let end = k;
    while (end + 1 < names.length && pos[names[end + 1]] === (pos[names[end]] as number) + 1) end++;
    const slice = block.map((r) => r.slice(k, end + 1));
    writeBlock(context, t, firstRow, start, slice);
    k = end + 1;
  }
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
