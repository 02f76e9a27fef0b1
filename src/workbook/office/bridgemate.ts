/**
 * A Bridgemate .bws in the workbook. importBridgemate puts one section's lines into the Travellers table: the
 * first time (the event just set up, no identity saved) every line is new; each later pick of the same file (its
 * identity, saved in EventSettings, agrees: engine sameBwsEvent) adds the new lines and rewrites the changed
 * ones, while a line the director has ruled on is listed for a decision and never overwritten, and a line the
 * file no longer has is kept. Two syncs whatever the size. The CheckMarks table keeps the warnings the director
 * cleared (readCheckMarks one sync, clearCheck two).
 */
import {
  type BridgemateChange,
  type BridgemateConflict,
  type BridgemateInput,
  CHECK_COLUMNS,
  CHECK_SHEET,
  CHECK_TABLE,
  type CheckMark,
  identityPairs,
  markKey,
  markRow,
  planBridgemate,
  readMarks,
  savedIdentity,
  settingsWithPairs,
} from '../tables/bridgemate';
import { planContestants, withNames } from '../tables/contestants';
import { dealsOf } from '../tables/deals';
import { type DealsReport, queueDeals } from './deals';
import { sameBwsEvent } from '../tables/engine';
import { ENTERED, cellAt } from '../tables/import-plan';
import { COMPUTED_COLUMNS } from '../tables/schema';
import { type LoadedEvent, type Progress, printedBlock, scoreLoaded } from '../tables/scoring';
import { readTravellers } from '../tables/travellers';
import { loadEvent, queueScores } from './event';
import {
  type Runner,
  appendRows,
  excelRun,
  queueTableIfAny,
  snapshotIfAny,
  writeChangedColumns,
  writeChangedRows,
} from './excel';
import { queueSheet } from './setup';

export type { BridgemateInput, CheckMark };

/** The workbook holds another event than the one the file is from: nothing is written. */
export class OtherEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OtherEventError';
  }
}

export interface BridgemateReport {
  /** The section's hand records in the Deals table. */
  deals?: DealsReport;
  /** True when the workbook already held this event (a pick of the growing file). */
  again: boolean;
  read: number;
  added: number;
  changed: BridgemateChange[];
  unchanged: number;
  conflicts: BridgemateConflict[];
  missing: { board: number; table?: number; row: number }[];
  scoreError?: string;
  syncs: number;
}

export async function importBridgemate(
  input: BridgemateInput,
  run: Runner = excelRun,
  progress?: Progress,
): Promise<BridgemateReport> {
  return run(async (context) => {
    progress?.(0, 3, 'read');
    const { q, loaded } = await loadEvent(context);
    const saved = savedIdentity(loaded.tables.settings.rows);
    if (saved && !sameBwsEvent(saved, input.identity)) {
      throw new OtherEventError(
        `this workbook holds section ${saved.section}${saved.date ? ` of ${saved.date}` : ''} from another Bridgemate file; ${input.file} section ${input.identity.section} is another event: open a new workbook for it`,
      );
    }
    if (!saved && loaded.read.event.entries.some((e) => e.status !== 'pending' || e.played)) {
      throw new OtherEventError(
        `this workbook's event holds results that did not come from ${input.file}: open a new workbook for the Bridgemate event, or use the file import`,
      );
    }
    const t = loaded.tables.travellers;
    const plan = planBridgemate(loaded, input);
    progress?.(1, 3, 'score');
    const all = [...plan.body, ...plan.added];
    const read = readTravellers(all, loaded.pos, loaded.settings, t.headerRow + 1);
    const { score, error } = scoreLoaded(read.event, loaded.settings);
    progress?.(2, 3, 'write');
    const existing = t.rows.length;
    const entered = plan.body.map((row) => ENTERED.map((c) => cellAt(row, loaded.pos[c])));
    writeChangedColumns(context, t, loaded.pos, ENTERED, entered);
    const contestants = planContestants(loaded.tables.contestants, input.event.contestants);
    const grown: LoadedEvent = {
      ...loaded,
      read: { ...read, event: withNames(read.event, contestants.names) },
      names: contestants.names,
      tables: { ...loaded.tables, travellers: { ...t, rows: all } },
    };
    const block = printedBlock(grown, read.event, score);
    const newRows = plan.added.map((row, k) => {
      const out = row.slice();
      COMPUTED_COLUMNS.forEach((c, j) => {
        if (loaded.pos[c] !== undefined) out[loaded.pos[c]] = block[existing + k][j];
      });
      return out;
    });
    appendRows(context, q.travellers, t, newRows);
    const before = read.entryRow.map((r) => r < existing);
    const oldRead = { ...read, entryRow: read.entryRow.filter((_, i) => before[i]) };
    const oldScore = score && { ...score, entries: score.entries.filter((_, i) => before[i]) };
    const oldTables = { ...grown.tables, travellers: { ...t, rows: plan.body } };
    // The section's identity and the last row read, beside the event's settings.
    const settings = settingsWithPairs(loaded.tables.settings, identityPairs(input));
    await queueScores(context, q, { ...grown, read: oldRead, tables: oldTables }, read.event, oldScore, {
      travellers: [...plan.body, ...newRows],
      settings: [...settings.body, ...settings.added],
    });
    writeChangedRows(context, loaded.tables.settings, settings.body);
    appendRows(context, q.settings, loaded.tables.settings, settings.added);
    const names = loaded.tables.contestants;
    if (names) {
      writeChangedRows(context, names, contestants.body);
      appendRows(context, q.contestants, names, contestants.added);
    }
    const deals = queueDeals(context, q, dealsOf(input.boardInfo));
    await context.sync();
    progress?.(3, 3, 'done');
    return {
      ...(input.boardInfo ? { deals } : {}),
      again: !!saved,
      read: input.event.entries.length,
      added: plan.added.length,
      changed: plan.changed,
      unchanged: plan.counts.unchanged,
      conflicts: plan.conflicts,
      missing: plan.missing,
      ...(error ? { scoreError: error } : {}),
      syncs: 2,
    };
  });
}

/** The warnings the director cleared. One sync. */
export async function readCheckMarks(run: Runner = excelRun): Promise<CheckMark[]> {
  return run(async (context) => {
    const q = queueTableIfAny(context, CHECK_TABLE);
    await context.sync();
    return readMarks(snapshotIfAny(q));
  });
}

/**
 * Keeps the director's clearing of a warning in the CheckMarks table (made on its own sheet the first time).
 * Two syncs: one to find the table, one to write. A mark already there is not written twice.
 */
export async function clearCheck(
  mark: CheckMark,
  run: Runner = excelRun,
): Promise<{ marks: CheckMark[]; syncs: number }> {
  return run(async (context) => {
    const q = queueTableIfAny(context, CHECK_TABLE);
    const sheet = context.workbook.worksheets.getItemOrNullObject(CHECK_SHEET).load('name');
    await context.sync();
    const t = snapshotIfAny(q);
    const marks = readMarks(t);
    if (marks.some((m) => markKey(m) === markKey(mark))) return { marks, syncs: 1 };
    if (t) appendRows(context, q, t, [markRow(mark, t.header)]);
    else if (sheet.isNullObject) {
      queueSheet(context, {
        name: CHECK_SHEET,
        table: {
          name: CHECK_TABLE,
          header: CHECK_COLUMNS,
          rows: [markRow(mark)],
          text: ['code', 'cleared', 'director'],
        },
      })();
    } else {
      throw new Error(`the sheet '${CHECK_SHEET}' has no table ${CHECK_TABLE}: the cleared mark cannot be kept`);
    }
    await context.sync();
    return { marks: [...marks, mark], syncs: 2 };
  });
}
