/**
 * The boards' cards in the workbook: an import's deals queued into the Deals table in the import's own batch (no
 * sync of their own), and a board's double-dummy table kept in the DoubleDummy table once the solver has found it
 * (two syncs: find the table, write its 20 lines). Either table is made on its own sheet when the workbook has
 * none and no sheet holds its name.
 */
import { type DealPlan, type KeptDoubleDummy, planDeals, planDoubleDummy, withoutBoards } from '../tables/deals';
import { type Cell, DEAL_COLUMNS, DOUBLE_DUMMY_COLUMNS, SHEETS, TABLES, TEXT_COLUMNS } from '../tables/schema';
import type { TableSnapshot } from '../tables/snapshot';
import {
  type QueuedTable,
  type Runner,
  appendRows,
  excelRun,
  queueTableIfAny,
  snapshotIfAny,
  writeChangedRows,
} from './excel';
import type { QueuedEvent } from './event';
import { queueSheet } from './setup';

/** What an import did with the file's deals. */
export interface DealsReport {
  /** Lines added or filled in the Deals table. */
  added: number;
  /** Boards whose deal in the workbook differs from the file's and was kept. */
  kept: number[];
  /** Set when the deals could not be kept (a sheet named Deals holds no Deals table). */
  notKept?: string;
}

/** Writes a plan into a table, or makes the table on its own sheet (the sheet's name must be free). */
function queueTableRows(
  context: Excel.RequestContext,
  q: QueuedTable,
  t: TableSnapshot | undefined,
  sheetTaken: boolean,
  spec: { sheet: string; table: string; header: readonly string[] },
  body: Cell[][],
  added: Cell[][],
): string | undefined {
  if (t) {
    writeChangedRows(context, t, body);
    appendRows(context, q, t, added);
    return undefined;
  }
  if (!added.length) return undefined;
  if (sheetTaken) return `the sheet '${spec.sheet}' has no table ${spec.table}: nothing was written in it`;
  queueSheet(context, {
    name: spec.sheet,
    table: { name: spec.table, header: spec.header, rows: added, text: TEXT_COLUMNS[spec.table] ?? [] },
  })();
  return undefined;
}

/** What an import does to the Deals and DoubleDummy tables, planned from the load before anything is queued. */
export interface DealsStep {
  /** The Deals table as loaded (undefined: the workbook has none). */
  table?: TableSnapshot;
  plan: DealPlan;
  /** The DoubleDummy table as loaded and its body with the stale lines blanked, when the import blanks any. */
  doubleDummy?: { table: TableSnapshot; body: Cell[][] };
  /** The Deals body as the batch leaves it; undefined when the workbook has no Deals table after it. */
  after?: Cell[][];
  report: DealsReport;
  /** Nothing to write. */
  none: boolean;
}

/**
 * Plans the file's deals (board → deal) into the Deals table: an empty line is filled, a new board added, a deal
 * the scorer typed kept (and reported when the file's differs) unless `overwrite` (an import replacing the event),
 * which also blanks the stale double-dummy lines of the boards it changed. Call after the load.
 */
export function planImportDeals(
  q: QueuedEvent,
  fileDeals: ReadonlyMap<number, string> | undefined,
  overwrite = false,
): DealsStep {
  const table = snapshotIfAny(q.deals);
  const files = fileDeals ?? new Map<number, string>();
  const plan = planDeals(table, files, overwrite);
  if (!files.size && !overwrite) {
    return { table, plan, after: table?.rows, report: { added: 0, kept: [] }, none: true };
  }
  const dd = snapshotIfAny(q.doubleDummy);
  const doubleDummy = dd && plan.replaced.length ? { table: dd, body: withoutBoards(dd, plan.replaced) } : undefined;
  const filled = plan.body.filter((r, i) => r.some((v, j) => v !== table?.rows[i]?.[j])).length;
  if (table) {
    const report = { added: plan.added.length + filled, kept: plan.kept };
    return { table, plan, doubleDummy, after: [...plan.body, ...plan.added], report, none: false };
  }
  if (!plan.added.length) return { plan, doubleDummy, report: { added: 0, kept: plan.kept }, none: false };
  if (!q.dealsSheet.isNullObject) {
    const notKept = `the sheet '${SHEETS.deals}' has no table ${TABLES.deals}: nothing was written in it`;
    return { plan, doubleDummy, report: { added: 0, kept: plan.kept, notKept }, none: false };
  }
  return { plan, doubleDummy, after: plan.added, report: { added: plan.added.length, kept: plan.kept }, none: false };
}

/** Queues a planned DealsStep in the caller's batch (no sync of its own). */
export function queueDealsStep(context: Excel.RequestContext, q: QueuedEvent, step: DealsStep): void {
  if (step.none) return;
  if (step.doubleDummy) writeChangedRows(context, step.doubleDummy.table, step.doubleDummy.body);
  if (step.report.notKept) return;
  queueTableRows(
    context,
    q.deals,
    step.table,
    !q.dealsSheet.isNullObject,
    { sheet: SHEETS.deals, table: TABLES.deals, header: DEAL_COLUMNS },
    step.plan.body,
    step.plan.added,
  );
}

/**
 * Queues the file's deals (board → deal) into the Deals table, in the caller's batch (see planImportDeals). Call
 * after the load.
 */
export function queueDeals(
  context: Excel.RequestContext,
  q: QueuedEvent,
  fileDeals: ReadonlyMap<number, string> | undefined,
  overwrite = false,
): DealsReport {
  const step = planImportDeals(q, fileDeals, overwrite);
  queueDealsStep(context, q, step);
  return step.report;
}

/**
 * Keeps a board's double-dummy table in the DoubleDummy table: its 20 lines written over the board's earlier lines
 * or appended (the table made when the workbook has none). Two syncs.
 */
export async function keepDoubleDummy(
  board: number,
  dd: KeptDoubleDummy,
  run: Runner = excelRun,
): Promise<{ syncs: number; notKept?: string }> {
  return run(async (context) => {
    const q = queueTableIfAny(context, TABLES.doubleDummy);
    const sheet = context.workbook.worksheets.getItemOrNullObject(SHEETS.doubleDummy).load('name');
    await context.sync();
    const t = snapshotIfAny(q);
    const plan = planDoubleDummy(t, board, dd);
    const notKept = queueTableRows(
      context,
      q,
      t,
      !sheet.isNullObject,
      { sheet: SHEETS.doubleDummy, table: TABLES.doubleDummy, header: DOUBLE_DUMMY_COLUMNS },
      plan.body,
      plan.added,
    );
    if (notKept) return { syncs: 1, notKept };
    await context.sync();
    return { syncs: 2 };
  });
}
