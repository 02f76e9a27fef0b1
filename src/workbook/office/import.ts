/**
 * importResults: puts results read from a file (EventData from the engine's readers) into the Travellers table.
 * A result already there is not written twice; a line left empty by the set-up is filled; a line that holds a
 * different result is a conflict, returned to the pane and never overwritten. The contestants' names go into the
 * Contestants table on the same terms (a name the scorer typed stays; a different one in the file is reported).
 * The event is rescored in the same batch: two syncs whatever the size.
 */
import { type ContestantPlan, nameMap, planContestants, readContestants, withNames } from '../tables/contestants';
import type { EventData } from '../tables/engine';
import {
  type ArchiveInput,
  type ArchivedRows,
  IMPORT_ANSWER,
  type ImportMode,
  archiveGrid,
  archiveName,
  changedRows,
  isImportLine,
  readArchiveSheet,
  restoredRows,
  rowsUnder,
  settingsBody,
  tableFingerprint,
  travellerFingerprint,
} from '../tables/import-decision';
import { ENTERED, ImportReport, cellAt, hasResult, planImport, rowCells } from '../tables/import-plan';
import { type RulingLogLine, logLines } from '../tables/log';
import { RulingConflictError, logRow, nextId, stamp } from '../tables/rulings';
import {
  type Cell,
  COMPUTED_COLUMNS,
  CONTESTANT_COLUMNS,
  DEAL_COLUMNS,
  RANKING_COLUMNS,
  SHEETS,
  TABLES,
  TEXT_COLUMNS,
  blockAddress,
} from '../tables/schema';
import type { Progress } from '../tables/scoring';
import { type LoadedEvent, printedBlock, rankingRows, scoreLoaded } from '../tables/scoring';
import { type EventSettings, SETTING_KEYS, settingsFromRows } from '../tables/settings';
import { type TableSnapshot, positions } from '../tables/snapshot';
import { BOARDS_SHEET, LIVE_SHEET, boardRows, liveRows } from '../tables/templates';
import { type RowProblem, type TravellerRead, readTravellers, scoreColumn } from '../tables/travellers';
import { type QueuedEvent, loadEvent, queueFiguresRecord, queueRankingRows, queueScores } from './event';
import { queueLogLine, settleLogLine } from './log';
import {
  type QueuedTable,
  type Runner,
  appendRows,
  excelRun,
  writeBlock,
  writeChangedColumns,
  writeChangedRows,
} from './excel';
import { queueSheet } from './setup';
import { type DealsReport, type DealsStep, planImportDeals, queueDeals, queueDealsStep } from './deals';
import { dealsOf, doubleDummyOf, restoredDoubleDummy, touchedBoards } from '../tables/deals';

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
  boardInfo?: Readonly<Record<number, { deal?: string }>>,
): Promise<ImportReport & { deals?: DealsReport }> {
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
    await queueScores(context, q, { ...grown, read: oldRead, tables: oldTables }, read.event, oldScore, {
      travellers: [...plan.body.slice(0, existing), ...newRows],
    });
    // Last in the batch: a new sheet for the names of an older workbook.
    const names = queueContestants(context, q, loaded, data, contestants);
    const deals = queueDeals(context, q, dealsOf(boardInfo));
    await context.sync();
    progress?.(3, 3, 'done');
    return {
      ...(boardInfo ? { deals } : {}),
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
    deleteBodyRows(q.travellers.table, full.length, t.physicalRows - full.length);
    await queueScores(
      context,
      q,
      { ...compact, tables: { ...compact.tables, travellers: { ...t, rows: [] } } },
      read.event,
      score,
      { travellers: full },
    );
    await context.sync();
    return { removed, syncs: 2 };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Import as a decision: replace the event or add to it, archived first, logged, undoable
// ---------------------------------------------------------------------------------------------------------------

export interface ImportChoice {
  mode: ImportMode;
  /** The file's name, for the log. */
  file: string;
  /** Replace: the event's settings from the file (as the pane showed and the scorer confirmed them). */
  settings?: EventSettings;
  director?: string;
  time?: Date;
  /** What the file says of each board (a reader's boardInfo): its deals go into the Deals table in the same batch. */
  boardInfo?: Readonly<Record<number, { deal?: string }>>;
}

export interface DecidedImportReport extends ImportReport {
  mode: ImportMode;
  /** The file's deals in the Deals table. */
  deals?: DealsReport;
  /** The Rulings log's line of the import (undo it from there). */
  logId: number;
  /** The sheet that keeps the event as it was before. */
  archive: string;
}

/** The sheets of the Boards and Live formulas, when the workbook has them (loaded with the event). */
interface FormulaSheets {
  boards: Excel.Worksheet;
  live: Excel.Worksheet;
  sheets: Excel.WorksheetCollection;
}

function queueFormulaSheets(context: Excel.RequestContext): FormulaSheets {
  const sheets = context.workbook.worksheets;
  sheets.load('items/name');
  return {
    boards: sheets.getItemOrNullObject(BOARDS_SHEET).load('name'),
    live: sheets.getItemOrNullObject(LIVE_SHEET).load('name'),
    sheets,
  };
}

/** Deletes `count` body rows from `index` as one range (TableRowCollection.deleteRowsAt is Excel on the web only). */
function deleteBodyRows(table: Excel.Table, index: number, count: number): void {
  table
    .getDataBodyRange()
    .getRow(index)
    .getResizedRange(count - 1, 0)
    .delete(Excel.DeleteShiftDirection.up);
}

/** Replaces a table's body by `next` (full-width rows): changed rows written, rows added or deleted. */
function replaceBody(context: Excel.RequestContext, q: QueuedTable, t: TableSnapshot, next: Cell[][]): void {
  const width = Math.max(1, t.header.length);
  const rows = next.length ? next : [Array.from({ length: width }, () => '' as Cell)];
  const physical = Math.max(1, t.physicalRows);
  const inPlace = rows.slice(0, physical);
  writeChangedRows(context, t, inPlace);
  if (rows.length > physical)
    appendRows(context, q, { ...t, rows: inPlace, physicalRows: physical }, rows.slice(physical));
  else if (rows.length < physical) deleteBodyRows(q.table, rows.length, physical - rows.length);
}

/** Rewrites the Boards sheet's lines and the Live sheet's formula for new settings (when those sheets exist). */
function queueFormulas(
  context: Excel.RequestContext,
  f: FormulaSheets,
  before: EventSettings,
  after: EventSettings,
  event: EventData,
): void {
  if (!f.boards.isNullObject && before.boards !== after.boards) {
    const rows = boardRows(after.boards);
    const blank = Math.max(0, before.boards - after.boards);
    const grid = [...rows, ...Array.from({ length: blank }, () => rows[0].map(() => '' as Cell))];
    f.boards.getRange(blockAddress(0, 1, grid.length, grid[0].length)).formulas = grid as Excel.Range['formulas'];
  }
  if (!f.live.isNullObject && (before.form !== after.form || before.movement !== after.movement)) {
    const lines = event.entries.map((e) => ({ board: e.board, table: 0, round: 0, ns: e.ns ?? '', ew: e.ew ?? '' }));
    const grid = liveRows(after, {
      rounds: after.rounds,
      boardsPerRound: after.boardsPerRound,
      boards: after.boards,
      lines,
    });
    const width = Math.max(...grid.map((r) => r.length));
    const full = grid.map((r) => [...r, ...Array.from({ length: width - r.length }, () => null)]);
    f.live.getRange(blockAddress(0, 1, full.length, width)).formulas = full as Excel.Range['formulas'];
  }
}

/**
 * Queues the whole event as `settings`, `entered` traveller rows (full width, entered columns) and, when given,
 * the Contestants body: settings, lines with their computed columns and score_ns, contestants, ranking, and the
 * Boards and Live formulas. Returns what the scoring said.
 */
async function queueWholeEvent(
  context: Excel.RequestContext,
  q: QueuedEvent,
  loaded: LoadedEvent,
  f: FormulaSheets,
  settings: EventSettings,
  entered: Cell[][],
  contestants?: { rows: Cell[][]; names: Map<string, string> },
): Promise<{ read: TravellerRead; error?: string }> {
  const t = loaded.tables.travellers;
  const s = settingsBody(loaded.tables.settings, settings, SETTING_KEYS);
  writeChangedRows(context, loaded.tables.settings, s.body);
  appendRows(context, q.settings, loaded.tables.settings, s.added);
  const read = readTravellers(entered, loaded.pos, settings, t.headerRow + 1);
  const names = contestants?.names ?? loaded.names;
  const event = withNames(read.event, names);
  const { score, error } = scoreLoaded(event, settings);
  const next: LoadedEvent = {
    ...loaded,
    settings,
    read: { ...read, event },
    names,
    tables: { ...loaded.tables, travellers: { ...t, rows: entered } },
  };
  const block = printedBlock(next, event, score);
  const scores = scoreColumn(entered, loaded.pos, read);
  const full = entered.map((row, i) => {
    const out = row.slice();
    COMPUTED_COLUMNS.forEach((c, j) => {
      if (loaded.pos[c] !== undefined) out[loaded.pos[c]] = block[i][j];
    });
    if (loaded.pos.score_ns !== undefined) out[loaded.pos.score_ns] = scores[i][0];
    return out;
  });
  replaceBody(context, q.travellers, t, full);
  await queueFiguresRecord(context, q, loaded, full, [...s.body, ...s.added]);
  if (contestants && loaded.tables.contestants)
    replaceBody(context, q.contestants, loaded.tables.contestants, contestants.rows);
  if (score) {
    const rows = rankingRows(event, score.totals);
    queueRankingRows(context, q.ranking, loaded.tables.ranking, RANKING_COLUMNS, rows);
  } else {
    queueRankingRows(context, q.ranking, loaded.tables.ranking, RANKING_COLUMNS, []);
  }
  queueFormulas(context, f, loaded.settings, settings, event);
  return error ? { read, error } : { read };
}

/**
 * The Contestants part of an import's archive: the table as it was (or, when the workbook had none and the import
 * makes it, an empty one), with the fingerprint of the table as the import leaves it.
 */
function contestantsArchive(
  loaded: LoadedEvent,
  data: EventData,
  plan: ContestantPlan,
  rows: { rows: Cell[][] },
): ArchiveInput | undefined {
  const c = loaded.tables.contestants;
  if (c) return { ...c, after: tableFingerprint(c.header, rows.rows) };
  const makes = data.contestants.some((x) => x.names?.some((n) => n.trim())) && !loaded.contestantsSheetTaken;
  if (!makes) return undefined;
  const header = [...CONTESTANT_COLUMNS];
  return { name: TABLES.contestants, header, rows: [], after: tableFingerprint(header, plan.added) };
}

/**
 * The Deals and DoubleDummy part of an import's archive: only the Deals lines the import changes (as they were)
 * and the DoubleDummy lines of the boards whose deal it changes, none when it changes no deal.
 */
function cardsArchive(loaded: LoadedEvent, step: DealsStep): (ArchivedRows | undefined)[] {
  if (step.none) return [];
  const d = loaded.tables.deals;
  const deals = changedRows(TABLES.deals, d?.header ?? [...DEAL_COLUMNS], d?.rows ?? [], step.after ?? d?.rows);
  if (!deals) return [];
  const dd = loaded.tables.doubleDummy;
  return [deals, dd && doubleDummyOf(dd, touchedBoards(deals, step.after ?? []))];
}

function queueArchive(context: Excel.RequestContext, name: string, grid: Cell[][]): void {
  const sheet = context.workbook.worksheets.add(name);
  const address = blockAddress(0, 1, grid.length, grid[0].length);
  const range = sheet.getRange(address);
  range.numberFormat = grid.map((r) => r.map(() => '@')) as Excel.Range['numberFormat'];
  range.values = grid as Excel.Range['values'];
}

/**
 * importEvent: puts a file's results into a workbook that holds an event, as the scorer chose: `replace` makes the
 * file's event the workbook's (settings, lines, contestants), `add` fills and appends as importResults does (only
 * for the same event: see compareEvents). Either way the event's tables are first copied to a new archive sheet
 * and a line in the Rulings log (status applied) records the import, so undoImport can put the event back.
 * Two syncs: one loads every table and the sheet names, one writes the archive, the event and the log line.
 */
export async function importEvent(
  data: EventData,
  choice: ImportChoice,
  run: Runner = excelRun,
  progress?: Progress,
): Promise<DecidedImportReport> {
  return run(async (context) => {
    progress?.(0, 3, 'read');
    const f = queueFormulaSheets(context);
    const { q, loaded } = await loadEvent(context);
    progress?.(1, 3, 'score');
    const t = loaded.tables.travellers;
    const archive = archiveName(f.sheets.items.map((s) => s.name));
    const before = travellerFingerprint(t.header, t.rows);
    const settings = choice.mode === 'replace' && choice.settings ? choice.settings : loaded.settings;
    let plan: ReturnType<typeof planImport>;
    let contestants: ContestantPlan;
    let contestantRows: { rows: Cell[][]; names: Map<string, string> } | undefined;
    if (choice.mode === 'replace') {
      const empty: LoadedEvent = { ...loaded, tables: { ...loaded.tables, travellers: { ...t, rows: [] } } };
      plan = planImport(empty, data);
      const c = loaded.tables.contestants;
      contestants = planContestants(c && { ...c, rows: [] }, data.contestants);
      contestantRows = { rows: contestants.added, names: contestants.names };
    } else {
      plan = planImport(loaded, data);
      contestants = planContestants(loaded.tables.contestants, data.contestants);
      contestantRows = loaded.tables.contestants
        ? { rows: [...contestants.body, ...contestants.added], names: contestants.names }
        : { rows: [], names: contestants.names };
    }
    progress?.(2, 3, 'write');
    const note = `${choice.mode} from ${choice.file}`;
    const dealsStep = planImportDeals(q, dealsOf(choice.boardInfo), choice.mode === 'replace');
    queueArchive(
      context,
      archive,
      archiveGrid(
        note,
        [loaded.tables.settings, t, contestantsArchive(loaded, data, contestants, contestantRows)],
        cardsArchive(loaded, dealsStep),
      ),
    );
    const entered = plan.body;
    const { read, error } = await queueWholeEvent(context, q, loaded, f, settings, entered, contestantRows);
    if (!loaded.tables.contestants) queueContestants(context, q, loaded, data, contestants);
    queueDealsStep(context, q, dealsStep);
    const deals = dealsStep.report;
    const after = travellerFingerprint(t.header, entered);
    const id = nextId(loaded.tables.rulings);
    const logLine = logRow(loaded.tables.rulings, {
      id,
      time: stamp(choice.time ?? new Date()),
      director: choice.director ?? '',
      board: '',
      table: '',
      laws: '',
      answers: `${IMPORT_ANSWER}: ${choice.mode}`,
      ruling_before: archive,
      ruling_after: choice.file,
      score_before: before,
      score_after: after,
      note: `${data.entries.length} results from ${choice.file}; the event before is kept in the sheet '${archive}'`,
      status: 'applied',
    });
    const queued = queueLogLine(context, q.rulings, loaded.tables.rulings, logLine, id);
    await context.sync();
    // A co-author's log line that came in between moves the id (one more sync, only then).
    const settled = await settleLogLine(context, queued);
    progress?.(3, 3, 'done');
    return {
      ...(choice.boardInfo ? { deals } : {}),
      mode: choice.mode,
      logId: settled.id,
      archive,
      read: data.entries.length,
      added: plan.added.length,
      filled: plan.filledRows.length,
      duplicates: plan.duplicates,
      conflicts: plan.conflicts,
      ...(error ? { scoreError: error } : {}),
      emptyLines: entered.filter((r) => !hasResult(rowCells(r, loaded.pos))).length,
      contestantsAdded: contestants.added.length,
      namesFilled: contestants.filled,
      nameConflicts: contestants.conflicts,
      rowProblems: read.problems,
      syncs: 2 + settled.syncs,
    };
  });
}

/**
 * undoImport: puts back the event an import replaced or added to, from the archive sheet its log line names (the
 * settings, Travellers, Contestants, the Deals lines the import changed and the DoubleDummy lines of their
 * boards), and marks the line undone. Refused, naming them, when the Travellers (a ruling or an edit), the Deals or
 * the Contestants changed since the import: undo those first. Two syncs.
 */
export async function undoImport(
  line: Pick<RulingLogLine, 'id' | 'rulingBefore'>,
  run: Runner = excelRun,
): Promise<{ syncs: number; archive: string }> {
  return run(async (context) => {
    const f = queueFormulaSheets(context);
    const sheet = context.workbook.worksheets.getItemOrNullObject(line.rulingBefore);
    const used = sheet.getUsedRangeOrNullObject(true).load('values');
    const { q, loaded } = await loadEvent(context);
    const logged = logLines(loaded.tables.rulings).find((l) => l.id === line.id);
    if (!logged || !isImportLine(logged)) throw new Error(`import #${line.id} is not in the Rulings log`);
    if (logged.status !== 'applied') throw new RulingConflictError(`import #${line.id} is already ${logged.status}`);
    if (sheet.isNullObject || used.isNullObject) {
      throw new RulingConflictError(
        `the sheet '${logged.rulingBefore}' that keeps the event before import #${line.id} is gone`,
      );
    }
    const t = loaded.tables.travellers;
    const { tables: archived, changes } = readArchiveSheet(used.values as Cell[][], logged.rulingBefore);
    const travellers = archived.get(TABLES.travellers);
    const settingsRows = archived.get(TABLES.event);
    const c = archived.get(TABLES.contestants);
    const cNow = loaded.tables.contestants;
    const d = loaded.tables.deals;
    const dealsBefore = changes.get(TABLES.deals);
    // What changed since the import, each table by its fingerprint as the import left it.
    const changed: string[] = [];
    if (travellerFingerprint(t.header, t.rows) !== logged.scoreAfter) changed.push(TABLES.travellers);
    if (dealsBefore && (d ? tableFingerprint(d.header, d.rows) : '') !== dealsBefore.after) changed.push(TABLES.deals);
    if (c?.after !== undefined && cNow && tableFingerprint(cNow.header, cNow.rows) !== c.after)
      changed.push(TABLES.contestants);
    if (changed.length) {
      const why = changed.includes(TABLES.travellers) ? 'a ruling or an edit' : 'an edit';
      const last = changed.pop();
      const names = changed.length ? `${changed.join(', the ')} and the ${last}` : last;
      throw new RulingConflictError(
        `the ${names} changed since import #${line.id} (${why}): undo those first, or take the event back from the sheet '${logged.rulingBefore}' by hand`,
      );
    }
    if (!travellers || !settingsRows)
      throw new Error(`the sheet '${logged.rulingBefore}' lacks the Travellers or the settings`);
    const cards = dealsBefore && d ? restoredCards(loaded, dealsBefore, changes.get(TABLES.doubleDummy)) : undefined;
    if (cards?.moved !== undefined) {
      const dd = loaded.tables.doubleDummy as TableSnapshot;
      throw new RulingConflictError(
        `the DoubleDummy table changed since import #${line.id} (row ${dd.headerRow + 1 + cards.moved} holds another board now): put it back, or take the deals back from the sheet '${logged.rulingBefore}' by hand`,
      );
    }
    const { settings } = settingsFromRows(settingsRows.rows);
    const entered = rowsUnder(travellers, t.header);
    let contestants: { rows: Cell[][]; names: Map<string, string> } | undefined;
    if (c && cNow) {
      const rows = rowsUnder(c, cNow.header);
      contestants = { rows, names: nameMap(readContestants({ ...cNow, rows })) };
    }
    await queueWholeEvent(context, q, loaded, f, settings, entered, contestants);
    if (cards && d) {
      replaceBody(context, q.deals, d, cards.deals);
      const dd = loaded.tables.doubleDummy;
      if (dd && cards.doubleDummy) replaceBody(context, q.doubleDummy, dd, cards.doubleDummy);
    }
    const r = loaded.tables.rulings;
    writeBlock(context, r, logged.row - r.headerRow - 1, positions(r.header).status, [['undone']]);
    await context.sync();
    return { syncs: 2, archive: logged.rulingBefore };
  });
}

/**
 * The Deals body an undo puts back (the archived lines in place, the lines the import added left out) and the
 * DoubleDummy body that goes with it (see restoredDoubleDummy); `moved` when the DoubleDummy lines to put back are
 * no longer where they were.
 */
function restoredCards(
  loaded: LoadedEvent,
  deals: ArchivedRows,
  doubleDummy: ArchivedRows | undefined,
): { deals: Cell[][]; doubleDummy?: Cell[][]; moved?: number } {
  const d = loaded.tables.deals as TableSnapshot;
  const body = restoredRows(d.rows, deals);
  const dd = loaded.tables.doubleDummy;
  if (!dd) return { deals: body };
  const back = restoredDoubleDummy(dd, doubleDummy, touchedBoards(deals, d.rows));
  return back.moved === undefined ? { deals: body, doubleDummy: back.body } : { deals: body, moved: back.moved };
}

/**
 * updateSettings: writes the event's settings (preset, form, movement, tables, boards, rounds, title, date …) and
 * rescores the event under them, the Boards and Live formulas following. Two syncs.
 */
export async function updateSettings(
  change: Partial<EventSettings>,
  run: Runner = excelRun,
): Promise<{ settings: EventSettings; scoreError?: string; problems: RowProblem[]; syncs: number }> {
  return run(async (context) => {
    const f = queueFormulaSheets(context);
    const { q, loaded } = await loadEvent(context);
    const settings: EventSettings = { ...loaded.settings, ...change };
    const t = loaded.tables.travellers;
    const { read, error } = await queueWholeEvent(context, q, loaded, f, settings, t.rows);
    await context.sync();
    return { settings, ...(error ? { scoreError: error } : {}), problems: read.problems, syncs: 2 };
  });
}
