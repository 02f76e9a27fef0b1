/**
 * Reading and scoring the event held in the workbook: one batch loads every table, the engine scores in
 * memory, one batch writes the computed columns and the ranking back. No state is kept outside the workbook.
 */
import { withNames } from '../tables/contestants';
import { FINGERPRINT_KEY, figuresFingerprint } from '../tables/fingerprint';
import { type EventData, type EventScore, type Preset, decimalSeparator } from '../tables/engine';
import { figureFormatRuns, firstFigureRows } from '../tables/formats';
import {
  type Cell,
  COMPUTED_COLUMNS,
  RANKING_COLUMNS,
  REQUIRED_TABLES,
  SHEETS,
  TABLES,
  topLeft,
} from '../tables/schema';
import {
  type LoadedEvent,
  type Progress,
  type RescoreReport,
  type WorkbookEvent,
  eventFromTables,
  presetOf,
  printedBlock,
  rankingLayout,
  rankingRows,
  scoreLoaded,
  toWorkbookEvent,
} from '../tables/scoring';
import { PREFERANS_TABLES } from '../tables/preferans-protocols';
import { EVENT_SHAPE, type FoundShape, WorkbookShapeError, shapeProblems } from '../tables/shape';
import { type TableSnapshot, explainMissing, positions, sameCell } from '../tables/snapshot';
import { readTravellers, scoreColumn } from '../tables/travellers';
import { KEPT_SHEET, canKeepInputs, keptWrite } from '../tables/kept-inputs';
import { rowsFollowingContract } from '../tables/address';
import {
  ENTERED_RUNS,
  FIGURE_INPUT_RUNS,
  enteredRead,
  figureInputsRead,
  withComputedFigures,
} from '../tables/entered-read';
import { logReadInPlace, logReadRuns } from '../tables/log';
import {
  type QueuedTable,
  type Runner,
  appendRows,
  excelRun,
  queueNumberFormats,
  queueTableHeaderIfAny,
  queueTableIfAny,
  queueTableRunsIfAny,
  snapshot,
  snapshotIfAny,
  writeChangedColumns,
  writeBlock,
  writeChangedRows,
} from './excel';

export type { LoadedEvent, Progress, RescoreReport, WorkbookEvent };

export interface QueuedEvent {
  settings: QueuedTable;
  travellers: QueuedTable;
  ranking: QueuedTable;
  rulings: QueuedTable;
  /** Loaded if the workbook has it (older workbooks do not). */
  contestants: QueuedTable;
  /** Whether a sheet already holds the Contestants sheet's name (an import creating the table must know). */
  contestantsSheet: Excel.Worksheet;
  /** The boards' cards and double-dummy tables, loaded if the workbook has them. */
  deals: QueuedTable;
  doubleDummy: QueuedTable;
  /** Whether sheets already hold those tables' names (an import or the solver creating a table must know). */
  dealsSheet: Excel.Worksheet;
  doubleDummySheet: Excel.Worksheet;
  /** Every table's name, for the shape check's "renamed" messages. */
  all: Excel.TableCollection;
  /** Excel's decimal separator, after the sync (queueDecimalSeparator). */
  decimalSeparator: () => string;
  /**
   * The kept figure inputs' cells: the head alone, or the whole copy with `keptWhole` (tables/kept-inputs.ts);
   * undefined where they cannot be used.
   */
  kept?: QueuedKept;
}

/** The kept cells queued for loading (read after the sync with keptLoaded). */
export interface QueuedKept {
  sheet: Excel.Worksheet;
  range: Excel.Range;
  whole: boolean;
}

/**
 * Whether this Excel can use kept inputs: a ruling finds its lines only from ExcelApi 1.9, and the copy needs a
 * runtime that compresses. Elsewhere nothing is kept, read or written.
 */
function keepsInputs(): boolean {
  const office = typeof Office === 'undefined' ? undefined : Office;
  return !!office?.context?.requirements?.isSetSupported('ExcelApi', '1.9') && canKeepInputs();
}

/**
 * Queues the load of the kept cells: column A's used cells with `whole`, else the head (A1) alone; nothing on an
 * Excel that cannot use them (keepsInputs).
 */
function queueKept(context: Excel.RequestContext, whole: boolean): QueuedKept | undefined {
  if (!keepsInputs()) return undefined;
  const sheet = context.workbook.worksheets.getItemOrNullObject(KEPT_SHEET).load('name');
  const range = whole
    ? sheet.getRange('A:A').getUsedRangeOrNullObject(true).load(['values', 'address'])
    : sheet.getRange('A1').load(['values', 'address']);
  return { sheet, range, whole };
}

/**
 * The kept cells as loaded (after the sync), from A1 down; undefined when the workbook has no kept sheet. A column
 * whose used cells do not start at A1 holds no copy this add-in wrote: it reads as none.
 */
export function keptLoaded(k: QueuedKept | undefined): { cells: Cell[]; whole: boolean } | undefined {
  if (!k || k.sheet.isNullObject) return undefined;
  if (k.range.isNullObject) return { cells: [], whole: k.whole };
  const at = topLeft(k.range.address);
  if (at.row !== 1) return { cells: [], whole: k.whole };
  return { cells: (k.range.values as Cell[][]).map((r) => r[0]), whole: k.whole };
}

/**
 * Queues the load of every table of the event. With `figureInputsOnly`, the Travellers body's figure inputs only,
 * and of the Deals and DoubleDummy tables their headers only; with `logLinesOnly`, the Rulings log's
 * LOG_READ_COLUMNS only (see LoadOptions).
 */
export function queueEvent(context: Excel.RequestContext, options: LoadOptions = {}): QueuedEvent {
  const cards = options.figureInputsOnly ? queueTableHeaderIfAny : queueTableIfAny;
  return {
    settings: queueTableIfAny(context, TABLES.event),
    travellers: options.travellersHeaderOnly
      ? queueTableHeaderIfAny(context, TABLES.travellers)
      : options.figureInputsOnly
        ? queueTableRunsIfAny(context, TABLES.travellers, FIGURE_INPUT_RUNS)
        : options.enteredOnly
          ? queueTableRunsIfAny(context, TABLES.travellers, ENTERED_RUNS)
          : queueTableIfAny(context, TABLES.travellers),
    ranking: options.enteredOnly
      ? queueTableHeaderIfAny(context, TABLES.ranking)
      : queueTableIfAny(context, TABLES.ranking),
    rulings: options.logLinesOnly
      ? queueTableRunsIfAny(context, TABLES.rulings, logReadRuns())
      : queueTableIfAny(context, TABLES.rulings),
    contestants: queueTableIfAny(context, TABLES.contestants),
    contestantsSheet: context.workbook.worksheets.getItemOrNullObject(SHEETS.contestants).load('name'),
    deals: cards(context, TABLES.deals),
    doubleDummy: cards(context, TABLES.doubleDummy),
    dealsSheet: context.workbook.worksheets.getItemOrNullObject(SHEETS.deals).load('name'),
    doubleDummySheet: context.workbook.worksheets.getItemOrNullObject(SHEETS.doubleDummy).load('name'),
    all: context.workbook.tables.load('items/name'),
    decimalSeparator: queueDecimalSeparator(context),
    kept: queueKept(context, !!options.keptWhole),
  };
}

/**
 * Queues the read of Excel's decimal separator (Application.decimalSeparator, ExcelApi 1.11: Excel's own setting,
 * or the system's) and returns how to get it after the sync. An older Excel has no such property: there the
 * separator of Office's display language stands in for it ("pl-PL" → ","), the best guess it offers.
 */
function queueDecimalSeparator(context: Excel.RequestContext): () => string {
  const office = typeof Office === 'undefined' ? undefined : Office;
  if (office?.context?.requirements?.isSetSupported('ExcelApi', '1.11')) {
    const application = context.workbook.application.load('decimalSeparator');
    return () => application.decimalSeparator || '.';
  }
  const guess = decimalSeparator(office?.context?.displayLanguage || 'en-US');
  return () => guess;
}

/** Tables of the other kind of event (duplicate preferans), never taken for a renamed bridge table. */
const OTHER_KIND = new Set(Object.values(PREFERANS_TABLES).map((n) => n.toLowerCase()));

/**
 * The shape check of a loaded event (call after the sync): a workbook with none of the event's tables has no
 * event (WorkbookSetupError, "set up an event first"); one with some is refused with every missing, renamed or
 * doubled table or column named (WorkbookShapeError), before anything is scored or written.
 */
export function checkEventShape(q: QueuedEvent): void {
  const tables: FoundShape['tables'] = {};
  for (const t of [q.settings, q.travellers, q.ranking, q.rulings, q.contestants, q.deals, q.doubleDummy]) {
    const snap = snapshotIfAny(t);
    tables[t.name] = snap ? { header: snap.header, sheet: snap.sheet } : undefined;
  }
  // No Travellers table (nor one standing in for it): no bridge event here (a preferans event has none either).
  const all = q.all.items.map((t) => ({ name: t.name, sheet: '' }));
  const others = all.filter((t) => !OTHER_KIND.has(t.name.toLowerCase()));
  const found = { tables, all: others };
  const travellers = shapeProblems(
    found,
    EVENT_SHAPE.filter((x) => x.table === TABLES.travellers),
  );
  if (travellers.some((p) => p.kind === 'missing-table')) {
    throw explainMissing(Object.assign(new Error('not found'), { code: 'ItemNotFound' }), REQUIRED_TABLES);
  }
  const problems = shapeProblems(found, EVENT_SHAPE);
  if (problems.length) throw new WorkbookShapeError(problems);
}

/** The snapshots of the loaded tables (after the sync). */
function tablesOf(q: QueuedEvent): LoadedEvent['tables'] {
  return {
    settings: snapshot(q.settings),
    travellers: snapshot(q.travellers),
    ranking: snapshot(q.ranking),
    rulings: snapshot(q.rulings),
    contestants: snapshotIfAny(q.contestants),
    deals: snapshotIfAny(q.deals),
    doubleDummy: snapshotIfAny(q.doubleDummy),
  };
}

/** Call after the sync that followed queueEvent. */
export function loadedEvent(q: QueuedEvent): LoadedEvent {
  checkEventShape(q);
  return eventFromTables(tablesOf(q), !q.contestantsSheet.isNullObject, q.decimalSeparator());
}

/**
 * The event of a ruling's read of some lines (after the sync, the shape checked): the Travellers body `rows`
 * (`physical` rows in the table), the computed columns the engine's. Undefined when the fingerprint EventSettings
 * keeps does not vouch for those rows' figures.
 */
export function loadedWithTravellers(q: QueuedEvent, rows: Cell[][], physical: number): LoadedEvent | undefined {
  const tables = tablesOf(q);
  const travellers = { ...tables.travellers, rows, physicalRows: physical };
  const got = withComputedFigures({ ...tables, travellers }, !q.contestantsSheet.isNullObject, q.decimalSeparator());
  return got?.vouched ? got.loaded : undefined;
}

export interface LoadOptions {
  /**
   * Read of the Travellers' columns only the entered ones a figure is computed from (FIGURE_INPUTS, where the
   * template puts them: not the round nor the lead), and take the computed ones from the engine when the
   * fingerprint kept in EventSettings vouches for them (tables/entered-read.ts): under a third of the bytes of the
   * whole table. When it does not (figures stale, no fingerprint), the computed cells count as unread and the
   * batch writes them all; only when a figure input was moved out of the columns read is the whole body read, in
   * one more sync. The Deals and DoubleDummy tables are checked for their shape but their bodies are not read: no
   * figure comes from the cards, and the event loaded has none (`cards` is empty).
   */
  figureInputsOnly?: boolean;
  /**
   * Read of the Rulings log only the columns a ruling, an undo and an edit use (LOG_READ_COLUMNS, where the
   * template puts them); the other columns read blank. When one of them was moved, the whole log is read, in one
   * more sync (the same one as the Travellers' when both were).
   */
  logLinesOnly?: boolean;
  /**
   * Read of the Travellers' entered columns only (ENTERED_COLUMNS, where the template puts them) and of the Ranking
   * its header: the event as the pane holds it, without the figures (the whole Travellers in one more sync when an
   * entered column was moved). The computed cells read blank: nothing may be written from such a read.
   */
  enteredOnly?: boolean;
  /** Load every kept cell, not the head alone: a ruling patches the copy rather than writing it again. */
  keptWhole?: boolean;
  /**
   * Load the Travellers' header alone: the caller queues the lines it reads itself (a ruling, tables/ruled-read.ts),
   * or queueFigureInputs before completeLoad.
   */
  travellersHeaderOnly?: boolean;
}

/** The whole body of a queued table, in place of the part first queued (read after the next sync). */
function queueWholeBody(t: QueuedTable): void {
  t.runs = undefined;
  t.body = t.table.getDataBodyRange().load(['values', 'address']);
}

/**
 * Loads the whole event in one sync (two with `figureInputsOnly` or `logLinesOnly` when the columns read are not
 * where the template puts them).
 */
export async function loadEvent(
  context: Excel.RequestContext,
  options: LoadOptions = {},
): Promise<{ q: QueuedEvent; loaded: LoadedEvent; syncs: number }> {
  const q = queueEvent(context, options);
  await syncExplained(context);
  return completeLoad(context, q, options, 1);
}

/** A sync of a batch that loads the event: a missing table named as the shape check names it. */
export async function syncExplained(context: Excel.RequestContext): Promise<void> {
  try {
    await context.sync();
  } catch (err) {
    throw explainMissing(err, REQUIRED_TABLES);
  }
}

/**
 * The event from tables queued as `options` ask and synced (`syncs` so far): the shape check, then the whole body
 * of a table whose columns read were not where the template puts them (one more sync), then the computed columns.
 */
export async function completeLoad(
  context: Excel.RequestContext,
  q: QueuedEvent,
  options: LoadOptions,
  syncs: number,
): Promise<{ q: QueuedEvent; loaded: LoadedEvent; syncs: number }> {
  if (!options.figureInputsOnly && !options.logLinesOnly && !options.enteredOnly) {
    return { q, loaded: loadedEvent(q), syncs };
  }
  checkEventShape(q);
  const whole: QueuedTable[] = [];
  if (options.figureInputsOnly && !figureInputsRead(snapshot(q.travellers).header)) whole.push(q.travellers);
  if (options.enteredOnly && !enteredRead(snapshot(q.travellers).header)) whole.push(q.travellers);
  if (options.logLinesOnly && !logReadInPlace(snapshot(q.rulings).header)) whole.push(q.rulings);
  whole.forEach(queueWholeBody);
  if (whole.length) await context.sync();
  const total = whole.length ? syncs + 1 : syncs;
  if (!options.figureInputsOnly || whole.includes(q.travellers)) return { q, loaded: loadedEvent(q), syncs: total };
  const read = withComputedFigures(tablesOf(q), !q.contestantsSheet.isNullObject, q.decimalSeparator());
  if (!read) throw new Error("the Travellers' figure inputs were not read");
  return { q, loaded: read.loaded, syncs: total };
}

/**
 * The Travellers of a batch queued with `travellersHeaderOnly`, queued again with the figure inputs' columns (read
 * at the next sync): a ruling whose read of some lines the kept inputs could not complete.
 */
export function queueFigureInputs(context: Excel.RequestContext, q: QueuedEvent): void {
  q.travellers = queueTableRunsIfAny(context, TABLES.travellers, FIGURE_INPUT_RUNS);
}

/**
 * readEvent: one batch, one sync → the event, its settings and what could not be read. Of the Travellers it reads the
 * entered columns, of the Ranking its header: the event read holds no computed figure (a second sync reads the whole
 * Travellers when an entered column is not where the template puts it).
 */
export async function readEvent(run: Runner = excelRun): Promise<WorkbookEvent> {
  return run(async (context) => toWorkbookEvent((await loadEvent(context, { enteredOnly: true })).loaded));
}

/**
 * Queues the writes of a scored event, only where the workbook holds something else: the computed traveller
 * columns and score_ns (runs of changed rows, per adjacent run of columns, see writeChangedColumns) and the
 * ranking (changed rows; appended rows when it grew, rows left over blanked). The ranking shows the names of the
 * Contestants table. A table whose figures are written gets its figure columns' number formats from the print
 * rules (one numberFormat per run of columns, in the same batch). Writes nothing when everything is already there.
 * Returns the fingerprint kept and the Travellers as the batch leaves them (a ruling's patch of the pane's event).
 */
export async function queueScores(
  context: Excel.RequestContext,
  q: QueuedEvent,
  loaded: LoadedEvent,
  event: EventData,
  score: EventScore | undefined,
  after: AfterBatch = {},
): Promise<ScoresQueued> {
  const t = loaded.tables.travellers;
  const block = printedBlock(loaded, event, score);
  const preset = presetOf(loaded.settings);
  // Rows read in part only (a ruling that read its board's lines): changed rows are written apart, never joined
  // across a row that was not read (its cells there are not the table's).
  const gap = after.readRows ? 0 : undefined;
  if (writeChangedColumns(context, t, loaded.pos, COMPUTED_COLUMNS, block, t.rows, 0, gap) > 0) {
    const runs = figureFormatRuns(loaded.pos, COMPUTED_COLUMNS, preset);
    for (const { row, count } of firstFigureRows(t.rows, block, loaded.pos, COMPUTED_COLUMNS)) {
      queueNumberFormats(context, t, runs, row, count);
    }
  }
  const scores = scoreColumn(t.rows, loaded.pos, { ...loaded.read, event });
  writeChangedColumns(context, t, loaded.pos, ['score_ns'], scores, t.rows, 0, gap);
  // The fingerprint of the Travellers as this batch leaves them: its other writes, then the score_ns column.
  const col = loaded.pos.score_ns;
  const body = (after.travellers ?? t.rows).map((row, i) => {
    if (col === undefined || i >= scores.length || sameCell(row[col], scores[i][0])) return row;
    const out = row.slice();
    out[col] = scores[i][0];
    return out;
  });
  const fp = await queueFiguresRecord(context, q, loaded, body, after.settings ?? loaded.tables.settings.rows);
  if (score) {
    const rows = rankingRows(withNames(event, loaded.names), score.totals);
    queueRankingRows(context, q.ranking, loaded.tables.ranking, RANKING_COLUMNS, rows, preset);
  }
  return { fingerprint: fp, travellers: body };
}

/** What a batch that queueScores wrote leaves: the fingerprint kept, the Travellers body's entered cells. */
export interface ScoresQueued {
  fingerprint: string;
  /** The body rows as the batch leaves them, but for the computed columns (as they were read). */
  travellers: readonly (readonly Cell[])[];
}

/**
 * Queues the kept cells' write (tables/kept-inputs.ts) for a batch that leaves the Travellers as `rows` and the
 * settings as `settings`, giving `fingerprint`: nothing when the head already names it, the head and the patches
 * when few lines changed and the whole copy was read, else a fresh copy. Nothing in a workbook without the kept
 * sheet (set up before it) or on an Excel that cannot use it (keepsInputs).
 */
/**
 * Queues what every writer of the figures leaves beside them, for the Travellers body `rows` and the EventSettings
 * body `settings` as its batch leaves them (`loaded`: the tables as read): the fingerprint in EventSettings and the
 * kept figure inputs that go with it, in that batch. Returns the fingerprint.
 */
export async function queueFiguresRecord(
  context: Excel.RequestContext,
  q: QueuedEvent,
  loaded: Pick<LoadedEvent, 'tables'>,
  rows: readonly (readonly Cell[])[],
  settings: readonly (readonly Cell[])[],
): Promise<string> {
  const { travellers: t, settings: s } = loaded.tables;
  const fp = queueFingerprint(context, q, s, [t.header, ...rows], settings);
  await queueKeptInputs(context, q, t, { rows: t.rows, settings: s.rows }, rows, settings, fp);
  return fp;
}

async function queueKeptInputs(
  context: Excel.RequestContext,
  q: QueuedEvent,
  t: TableSnapshot,
  before: { rows: readonly (readonly Cell[])[]; settings: readonly (readonly Cell[])[] },
  rows: readonly (readonly Cell[])[],
  settings: readonly (readonly Cell[])[],
  fingerprint: string,
): Promise<void> {
  const kept = keptLoaded(q.kept);
  if (!kept) return;
  const write = await keptWrite(kept.cells, kept.whole, t.header, before, { rows, settings }, fingerprint);
  if (!write) return;
  const sheet = context.workbook.worksheets.getItem(KEPT_SHEET);
  const n = write.cells.length;
  sheet.getRange(`A1:A${n}`).values = write.cells.map((c) => [c]);
  if (write.clear > 0) {
    sheet.getRange(`A${n + 1}:A${n + write.clear}`).values = Array.from({ length: write.clear }, () => ['']);
  }
}

/** What else the batch that calls queueScores writes, so that the fingerprint is of the workbook as it leaves it. */
export interface AfterBatch {
  /** The Travellers body after the batch's own writes (a ruling, imported lines); the loaded rows by default. */
  travellers?: readonly (readonly Cell[])[];
  /** The EventSettings body after the batch's own writes; the loaded rows by default. */
  settings?: readonly (readonly Cell[])[];
  /**
   * The body rows read from the Travellers when only some were (a ruling's board and ruled lines; the others stand
   * in from the kept inputs): the caller has made sure, with unreadRowsWritten, that the writes touch no other.
   */
  readRows?: ReadonlySet<number>;
}

/**
 * Queues the fingerprint of the figures' inputs (the Travellers table, header first, and the settings) into the
 * `fingerprint` row of EventSettings: written in place when it differs, added when an older workbook has no such
 * row. Nothing else is loaded: it rides in the batch of the writes it describes. Returns the fingerprint.
 */
function queueFingerprint(
  context: Excel.RequestContext,
  q: QueuedEvent,
  s: TableSnapshot,
  travellers: readonly (readonly Cell[])[],
  settingsRows: readonly (readonly Cell[])[] = s.rows,
): string {
  const fp = figuresFingerprint(travellers, settingsRows);
  const pos = positions(s.header);
  const key = pos.key ?? 0;
  const value = pos.value ?? 1;
  const at = s.rows.findIndex((r) => String(r[key] ?? '').trim() === FINGERPRINT_KEY);
  if (at >= 0) {
    if (!sameCell(s.rows[at][value], fp)) writeBlock(context, s, at, value, [[fp]]);
    return fp;
  }
  const row: Cell[] = Array.from({ length: Math.max(s.header.length, 2) }, () => '');
  row[key] = FINGERPRINT_KEY;
  row[value] = fp;
  appendRows(context, q.settings, s, [row]);
  return fp;
}

/**
 * Queues a ranking table's rows (given in `columns` order, placed by the table's own header): the rows that
 * differ written in place, more rows appended, rows left over blanked. Bridge and preferans rankings alike.
 * With a preset, rows that get their first figures get the figure columns' number formats.
 */
export function queueRankingRows(
  context: Excel.RequestContext,
  q: QueuedTable,
  r: TableSnapshot,
  columns: readonly string[],
  rows: readonly Cell[][],
  preset?: Preset,
): void {
  const { fresh, inPlace, append } = rankingLayout(r, columns, rows);
  if (fresh) appendRows(context, q, r, append);
  else {
    writeChangedRows(context, r, inPlace);
    if (append.length) appendRows(context, q, { ...r, rows: inPlace }, append);
  }
  if (!preset) return;
  // Formats once, where a row gets its first figures (new rows, or rows of the template that were blank).
  const pos = positions(r.header);
  const runs = figureFormatRuns(pos, columns, preset);
  const full = [...inPlace, ...append];
  for (const { row, count } of firstFigureRows(fresh ? [] : r.rows, full, pos, Object.keys(pos))) {
    queueNumberFormats(context, r, runs, row, count);
  }
}

/**
 * rescoreEvent: reads every table in one sync, scores with the engine and writes the computed columns and the
 * ranking in a second sync, whatever the size of the event.
 */
export async function rescoreEvent(
  run: Runner = excelRun,
  progress?: Progress,
  edited: readonly string[] = [],
): Promise<RescoreReport> {
  return run(async (context) => {
    progress?.(0, 3, 'read');
    const { q, loaded: first } = await loadEvent(context);
    const loaded = followEdits(first, edited);
    progress?.(1, 3, 'score');
    const { score, error } = scoreLoaded(loaded.read.event, loaded.settings);
    if (error)
      return { entries: loaded.read.event.entries.length, scored: 0, problems: loaded.problems, error, syncs: 1 };
    progress?.(2, 3, 'write');
    const left = await queueScores(context, q, loaded, loaded.read.event, score);
    await context.sync();
    progress?.(3, 3, 'done');
    return {
      entries: loaded.read.event.entries.length,
      scored: score?.entries.filter((e) => e.mpNS !== undefined || e.impNS !== undefined).length ?? 0,
      problems: loaded.problems,
      syncs: 2,
      event: eventAfter(q, loaded, left),
    };
  });
}

/**
 * The event a read gives after a batch that read every table whole (`loaded`) and left the Travellers as `left`
 * says, its fingerprint written: the pane shows it without reading the event again.
 */
function eventAfter(q: QueuedEvent, loaded: LoadedEvent, left: ScoresQueued): WorkbookEvent {
  const travellers = { ...loaded.tables.travellers, rows: left.travellers as Cell[][] };
  const after = eventFromTables(
    { ...loaded.tables, travellers },
    !q.contestantsSheet.isNullObject,
    q.decimalSeparator(),
  );
  return { ...toWorkbookEvent(after), stale: false, fingerprint: left.fingerprint };
}

/**
 * The event read again where the scorer changed a contract, declarer or result (`edited`, the addresses of the
 * edits) but not the score beside it: that score_ns was written by an earlier rescore and follows the contract.
 */
function followEdits(loaded: LoadedEvent, edited: readonly string[]): LoadedEvent {
  if (!edited.length) return loaded;
  const t = loaded.tables.travellers;
  const follow = rowsFollowingContract(edited, t, loaded.pos);
  if (!follow.size) return loaded;
  const raw = readTravellers(t.rows, loaded.pos, loaded.settings, t.headerRow + 1, { firstCol: t.col, follow });
  const read = { ...raw, event: withNames(raw.event, loaded.names) };
  const others = loaded.problems.filter((p) => !loaded.read.problems.includes(p));
  return { ...loaded, read, problems: [...others, ...read.problems] };
}
