/**
 * importResults: puts results read from a file (EventData from the engine's readers) into the Travellers table.
 * A result already there is not written twice; a line left empty by the set-up is filled; a line that holds a
 * different result is a conflict, returned to the pane and never overwritten. The contestants' names go into the
 * Contestants table on the same terms (a name the scorer typed stays; a different one in the file is reported).
 * The event is rescored in the same batch: two syncs whatever the size.
 */
import { type ContestantPlan, type NameConflict, planContestants, withNames } from '../tables/contestants';
import type { EventData } from '../tables/engine';
import { ENTERED, ImportReport, cellAt, hasResult, planImport, rowCells } from '../tables/import-plan';
import { COMPUTED_COLUMNS, CONTESTANT_COLUMNS, SHEETS, TABLES, TEXT_COLUMNS } from '../tables/schema';
import type { Progress } from '../tables/scoring';
import { type LoadedEvent, printedBlock, scoreLoaded } from '../tables/scoring';
import { readTravellers } from '../tables/travellers';
import { type QueuedEvent, loadEvent, queueScores } from './event';
import { type Runner, appendRows, excelRun, writeBlock, writeChangedColumns, writeChangedRows } from './excel';
import { queueSheet } from './setup';

export type { NameConflict };

/**
 * Queues the Contestants part of an import: empty names filled and new lines added in the table, or the table
 * created (on its own sheet) when the workbook has none and the file names somebody.
 */
function queueContestants(
  context: Excel.RequestContext,
  q: QueuedEvent,
  loaded: LoadedEvent,
  data: EventData,
  plan: ContestantPlan,
): { notKept?: string; added: number } {
  const t = loaded.tables.contestants;
  if (t) {
    writeChangedRows(context, t, plan.body);
    appendRows(context, q.contestants, t, plan.added);
    return { added: plan.added.length };
  }
  if (!data.contestants.some((c) => c.names?.some((n) => n.trim()))) return { added: 0 };
  if (loaded.contestantsSheetTaken) {
    return {
      added: 0,
      notKept: `the sheet '${SHEETS.contestants}' has no table ${TABLES.contestants}: the names from the file are not kept`,
    };
  }
  queueSheet(context, {
    name: SHEETS.contestants,
    table: {
      name: TABLES.contestants,
      header: CONTESTANT_COLUMNS,
      rows: plan.added,
      text: TEXT_COLUMNS[TABLES.contestants] ?? [],
    },
  })();
  return { added: plan.added.length };
}

/**
 * importResults: two syncs (load everything; write filled lines, new lines, names, computed columns and
 * ranking, each only where the workbook holds something else).
 */
export async function importResults(
  data: EventData,
  run: Runner = excelRun,
  progress?: Progress,
): Promise<ImportReport> {
  return run(async (context) => {
    progress?.(0, 3, 'read');
    const { q, loaded } = await loadEvent(context);
    const t = loaded.tables.travellers;
    const plan = planImport(loaded, data);
    progress?.(1, 3, 'score');
    const read = readTravellers(plan.body, loaded.pos, loaded.settings, t.headerRow + 1);
    const { score, error } = scoreLoaded(read.event, loaded.settings);
    progress?.(2, 3, 'write');
    // Entered columns of the lines already there: only the lines an import filled differ.
    const existing = t.rows.length;
    const entered = plan.body.slice(0, existing).map((row) => ENTERED.map((c) => cellAt(row, loaded.pos[c])));
    writeChangedColumns(context, t, loaded.pos, ENTERED, entered);
    const contestants = planContestants(loaded.tables.contestants, data.contestants);
    const grown: LoadedEvent = {
      ...loaded,
      read: { ...read, event: withNames(read.event, contestants.names) },
      names: contestants.names,
      tables: { ...loaded.tables, travellers: { ...t, rows: plan.body } },
    };
    const block = printedBlock(grown, read.event, score);
    // New lines carry their computed columns; the lines already there get theirs where they changed.
    const newRows = plan.added.map((row, k) => {
      const out = row.slice();
      COMPUTED_COLUMNS.forEach((c, j) => {
        if (loaded.pos[c] !== undefined) out[loaded.pos[c]] = block[existing + k][j];
      });
      return out;
    });
    appendRows(context, q.travellers, t, newRows);
    // Computed columns of the lines that were there before, and the ranking from every line.
    const before = read.entryRow.map((r) => r < existing);
    const oldRead = { ...read, entryRow: read.entryRow.filter((_, i) => before[i]) };
    const oldScore = score && { ...score, entries: score.entries.filter((_, i) => before[i]) };
    const oldTables = { ...grown.tables, travellers: { ...t, rows: plan.body.slice(0, existing) } };
    queueScores(context, q, { ...grown, read: oldRead, tables: oldTables }, read.event, oldScore);
    // Last in the batch: a new sheet for the names of an older workbook.
    const names = queueContestants(context, q, loaded, data, contestants);
    await context.sync();
    progress?.(3, 3, 'done');
    return {
      read: data.entries.length,
      added: plan.added.length,
      filled: plan.filledRows.length,
      duplicates: plan.duplicates,
      conflicts: plan.conflicts,
      scoreError: error,
      emptyLines: plan.body.filter((r) => !hasResult(rowCells(r, loaded.pos))).length,
      contestantsAdded: names.added,
      namesFilled: contestants.filled,
      nameConflicts: contestants.conflicts,
      ...(names.notKept ? { namesNotKept: names.notKept } : {}),
      syncs: 2,
    };
  });
}

/**
 * removeEmptyLines: drops the lines that hold no result (for example a movement's lines when the results came
 * from a file with another numbering), moves the others up, and rescores. Two syncs.
 */
export async function removeEmptyLines(run: Runner = excelRun): Promise<{ removed: number; syncs: number }> {
  return run(async (context) => {
    const { q, loaded } = await loadEvent(context);
    const t = loaded.tables.travellers;
    const kept = t.rows.filter((r) => hasResult(rowCells(r, loaded.pos)));
    const removed = t.rows.length - kept.length;
    if (removed === 0) return { removed: 0, syncs: 1 };
    const read = readTravellers(kept, loaded.pos, loaded.settings, t.headerRow + 1);
    const { score } = scoreLoaded(read.event, loaded.settings);
    const compact: LoadedEvent = { ...loaded, read, tables: { ...loaded.tables, travellers: { ...t, rows: kept } } };
    const block = printedBlock(compact, read.event, score);
    const full = kept.map((row, i) => {
      const out = row.slice();
      COMPUTED_COLUMNS.forEach((c, j) => {
        if (loaded.pos[c] !== undefined) out[loaded.pos[c]] = block[i][j];
      });
      return out;
    });
    if (full.length) writeBlock(context, t, 0, 0, full);
    // The rows left over go as one range (TableRowCollection.deleteRowsAt is Excel on the web only).
    q.travellers.table
      .getDataBodyRange()
      .getRow(full.length)
      .getResizedRange(t.physicalRows - full.length - 1, 0)
      .delete(Excel.DeleteShiftDirection.up);
    queueScores(
      context,
      q,
      { ...compact, tables: { ...compact.tables, travellers: { ...t, rows: [] } } },
      read.event,
      score,
    );
    await context.sync();
    return { removed, syncs: 2 };
  });
}
