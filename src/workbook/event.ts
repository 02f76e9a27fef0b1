/**
 * Reading and scoring the event held in the workbook: one batch loads every table, the engine scores in
 * memory, one batch writes the computed columns and the ranking back. No state is kept outside the workbook.
 */
import type { ContestantTotal, EventData, EventScore } from './engine';
import { getPreset, scoreEvent, type Preset } from './engine';
import { scoreTeams } from './teams';
import {
  type QueuedTable,
  type Runner,
  type TableSnapshot,
  appendRows,
  excelRun,
  explainMissing,
  positions,
  queueTable,
  queueTableIfAny,
  snapshot,
  snapshotIfAny,
  writeChangedColumns,
  writeChangedRows,
} from './excel';
import {
  type Cell,
  COMPUTED_COLUMNS,
  RANKING_COLUMNS,
  REQUIRED_TABLES,
  SHEETS,
  TABLES,
  type TravellerColumn,
} from './schema';
import { type ContestantLine, nameMap, readContestants, withNames } from './contestants';
import { type RulingLogLine, logLines } from './log';
import { type EventSettings, settingsFromRows } from './settings';
import { type RowProblem, type TravellerRead, computedBlock, readTravellers, scoreColumn } from './travellers';

/** Progress of long work, for the pane's progress bar: `done` of `total` steps. */
export type Progress = (done: number, total: number, step: string) => void;

export interface QueuedEvent {
  settings: QueuedTable;
  travellers: QueuedTable;
  ranking: QueuedTable;
  rulings: QueuedTable;
  /** Loaded if the workbook has it (older workbooks do not). */
  contestants: QueuedTable;
  /** Whether a sheet already holds the Contestants sheet's name (an import creating the table must know). */
  contestantsSheet: Excel.Worksheet;
}

/** Everything read from the workbook in one batch. */
export interface LoadedEvent {
  settings: EventSettings;
  tables: {
    settings: TableSnapshot;
    travellers: TableSnapshot;
    ranking: TableSnapshot;
    rulings: TableSnapshot;
    /** Undefined in a workbook set up before the Contestants table existed. */
    contestants?: TableSnapshot;
  };
  /** Traveller column positions by name. */
  pos: Record<string, number>;
  /** The Travellers read, its contestants carrying the names of the Contestants table. */
  read: TravellerRead;
  problems: RowProblem[];
  contestants: ContestantLine[];
  /** Names by contestant id (from the Contestants table): the Ranking's names column. */
  names: Map<string, string>;
  /** True when a sheet named like the Contestants sheet exists (with or without the table). */
  contestantsSheetTaken: boolean;
}

/** What readEvent returns: the event as the engine takes it, the settings, and what could not be read. */
export interface WorkbookEvent {
  settings: EventSettings;
  event: EventData;
  problems: RowProblem[];
  /** Worksheet row of each entry of event.entries (for "use the selected row" and messages). */
  entryRows: number[];
  /** The Rulings log, read in the same batch. */
  log: RulingLogLine[];
}

export function queueEvent(context: Excel.RequestContext): QueuedEvent {
  return {
    settings: queueTable(context, TABLES.event),
    travellers: queueTable(context, TABLES.travellers),
    ranking: queueTable(context, TABLES.ranking),
    rulings: queueTable(context, TABLES.rulings),
    contestants: queueTableIfAny(context, TABLES.contestants),
    contestantsSheet: context.workbook.worksheets.getItemOrNullObject(SHEETS.contestants).load('name'),
  };
}

/** Call after the sync that followed queueEvent. */
export function loadedEvent(q: QueuedEvent): LoadedEvent {
  const tables = {
    settings: snapshot(q.settings),
    travellers: snapshot(q.travellers),
    ranking: snapshot(q.ranking),
    rulings: snapshot(q.rulings),
    contestants: snapshotIfAny(q.contestants),
  };
  const { settings, problems: settingProblems } = settingsFromRows(tables.settings.rows);
  const pos = positions(tables.travellers.header);
  const t = tables.travellers;
  const contestants = readContestants(tables.contestants);
  const names = nameMap(contestants);
  const raw = readTravellers(t.rows, pos as Partial<Record<TravellerColumn, number>>, settings, t.headerRow + 1);
  const read = { ...raw, event: withNames(raw.event, names) };
  const problems = [
    ...settingProblems.map((message) => ({ row: tables.settings.headerRow, field: 'settings', message })),
    ...read.problems,
  ];
  return {
    settings,
    tables,
    pos,
    read,
    problems,
    contestants,
    names,
    contestantsSheetTaken: !q.contestantsSheet.isNullObject,
  };
}

/** Loads the whole event in one sync. */
export async function loadEvent(context: Excel.RequestContext): Promise<{ q: QueuedEvent; loaded: LoadedEvent }> {
  const q = queueEvent(context);
  try {
    await context.sync();
  } catch (err) {
    throw explainMissing(err, REQUIRED_TABLES);
  }
  return { q, loaded: loadedEvent(q) };
}

export function toWorkbookEvent(loaded: LoadedEvent): WorkbookEvent {
  const first = loaded.tables.travellers.headerRow + 1;
  return {
    settings: loaded.settings,
    event: loaded.read.event,
    problems: loaded.problems,
    entryRows: loaded.read.entryRow.map((r) => first + r),
    log: logLines(loaded.tables.rulings),
  };
}

/** readEvent: one batch, one sync → the event, its settings and what could not be read. */
export async function readEvent(run: Runner = excelRun): Promise<WorkbookEvent> {
  return run(async (context) => toWorkbookEvent((await loadEvent(context)).loaded));
}

export function presetOf(settings: EventSettings): Preset {
  return getPreset(settings.preset || 'wbf');
}

/** How many matchpoints a printed matchpoint is worth: 1 (two per beat) or 0.5 (one per beat). */
export function mpPrintFactor(settings: EventSettings, preset: Preset): number {
  const scale =
    settings.convention === 'preset'
      ? (preset as { matchpoints?: { printScale?: string } }).matchpoints?.printScale
      : settings.convention;
  return scale === 'one-per-beat' ? 0.5 : 1;
}

/**
 * Scores with the event's preset: `score` runs when there is something to score (`empty` false). A preset the
 * engine does not know, or a bad line, gives the engine's message instead of a wrong number.
 */
export function scoreWithPreset<T>(
  settings: EventSettings,
  empty: boolean,
  score: (preset: Preset) => T,
): { value?: T; error?: string; factor: number } {
  let preset: Preset;
  try {
    preset = presetOf(settings);
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err), factor: 1 };
  }
  const factor = mpPrintFactor(settings, preset);
  if (empty) return { factor };
  try {
    return { value: score(preset), factor };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err), factor };
  }
}

/** Scores the event; a bad event gives an error message instead of a wrong number. */
export function scoreLoaded(
  event: EventData,
  settings: EventSettings,
): { score?: EventScore; error?: string; factor: number } {
  const { value, ...rest } = scoreWithPreset(settings, event.entries.length === 0, (preset) =>
    event.kind === 'teams' ? scoreTeams(event, preset) : scoreEvent(event, preset),
  );
  return value === undefined ? rest : { score: value, ...rest };
}

/**
 * The Ranking table's rows: N-S field first, then E-W, best first within each. The total is after procedural
 * penalties; the penalty column shows what was taken off (blank when nothing).
 */
export function rankingRows(event: EventData, totals: readonly ContestantTotal[]): Cell[][] {
  const names = new Map(event.contestants.map((c) => [c.id, c.names?.join(' & ') ?? '']));
  const dir = (d: string | undefined) => (d === 'NS' ? 0 : d === 'EW' ? 1 : 2);
  const sorted = [...totals].sort(
    (a, b) => dir(a.direction) - dir(b.direction) || a.rank - b.rank || a.id.localeCompare(b.id),
  );
  return sorted.map((t) => [
    t.rankLabel,
    t.id,
    t.direction ?? '',
    names.get(t.id) ?? '',
    t.total,
    t.percent ?? '',
    t.boardsPlayed,
    t.penalty ?? '',
  ]);
}

/** Computed traveller block with matchpoints on the printing scale. */
export function printedBlock(loaded: LoadedEvent, event: EventData, score: EventScore | undefined, factor: number) {
  const read: TravellerRead = { ...loaded.read, event };
  const block = computedBlock(loaded.tables.travellers.rows.length, read, score);
  if (factor !== 1) {
    for (const row of block)
      for (const k of [0, 1]) if (typeof row[k] === 'number') row[k] = (row[k] as number) * factor;
  }
  return block;
}

/**
 * Queues the writes of a scored event, only where the workbook holds something else: the computed traveller
 * columns and score_ns (runs of changed rows, per adjacent run of columns, see writeChangedColumns) and the
 * ranking (changed rows; appended rows when it grew, rows left over blanked). The ranking shows the names of the
 * Contestants table. Writes nothing when everything is already there.
 */
export function queueScores(
  context: Excel.RequestContext,
  q: QueuedEvent,
  loaded: LoadedEvent,
  event: EventData,
  score: EventScore | undefined,
  factor: number,
): void {
  const t = loaded.tables.travellers;
  const block = printedBlock(loaded, event, score, factor);
  writeChangedColumns(context, t, loaded.pos, COMPUTED_COLUMNS, block);
  const scores = scoreColumn(t.rows, loaded.pos, { ...loaded.read, event });
  writeChangedColumns(context, t, loaded.pos, ['score_ns'], scores);
  if (!score) return;
  const rows = rankingRows(withNames(event, loaded.names), score.totals);
  queueRankingRows(context, q.ranking, loaded.tables.ranking, RANKING_COLUMNS, rows);
}

/**
 * Queues a ranking table's rows (given in `columns` order, placed by the table's own header): the rows that
 * differ written in place, more rows appended, rows left over blanked. Bridge and preferans rankings alike.
 */
export function queueRankingRows(
  context: Excel.RequestContext,
  q: QueuedTable,
  r: TableSnapshot,
  columns: readonly string[],
  rows: readonly Cell[][],
): void {
  const width = Math.max(r.header.length, columns.length);
  const rpos = positions(r.header);
  const full = rows.map((row) => {
    const out: Cell[] = Array.from({ length: width }, () => '');
    columns.forEach((c, k) => {
      if (rpos[c] !== undefined) out[rpos[c]] = row[k];
    });
    return out;
  });
  if (r.rows.length === 0 && r.physicalRows <= 1) {
    appendRows(context, q, r, full);
    return;
  }
  const existing = Math.max(r.physicalRows, r.rows.length);
  const inPlace = full.slice(0, existing);
  while (inPlace.length < existing) inPlace.push(Array.from({ length: width }, () => ''));
  writeChangedRows(context, r, inPlace);
  if (full.length > existing) appendRows(context, q, { ...r, rows: inPlace }, full.slice(existing));
}

export interface RescoreReport {
  entries: number;
  scored: number;
  problems: RowProblem[];
  /** Set when the engine refused the event (the message names the bad value); nothing was written then. */
  error?: string;
  syncs: number;
}

/**
 * rescoreEvent: reads every table in one sync, scores with the engine and writes the computed columns and the
 * ranking in a second sync, whatever the size of the event.
 */
export async function rescoreEvent(run: Runner = excelRun, progress?: Progress): Promise<RescoreReport> {
  return run(async (context) => {
    progress?.(0, 3, 'read');
    const { q, loaded } = await loadEvent(context);
    progress?.(1, 3, 'score');
    const { score, error, factor } = scoreLoaded(loaded.read.event, loaded.settings);
    if (error)
      return { entries: loaded.read.event.entries.length, scored: 0, problems: loaded.problems, error, syncs: 1 };
    progress?.(2, 3, 'write');
    queueScores(context, q, loaded, loaded.read.event, score, factor);
    await context.sync();
    progress?.(3, 3, 'done');
    return {
      entries: loaded.read.event.entries.length,
      scored: score?.entries.filter((e) => e.mpNS !== undefined || e.impNS !== undefined).length ?? 0,
      problems: loaded.problems,
      syncs: 2,
    };
  });
}

/**
 * writeScores: writes an already computed score (parallel to the event read by readEvent) into the computed
 * columns and the ranking. Two syncs: one to find the tables, one to write.
 */
export async function writeScores(event: EventData, score: EventScore, run: Runner = excelRun): Promise<void> {
  await run(async (context) => {
    const { q, loaded } = await loadEvent(context);
    if (loaded.read.event.entries.length !== event.entries.length) {
      throw new Error(
        `the Travellers table now has ${loaded.read.event.entries.length} results, the score has ${event.entries.length}: read the event again`,
      );
    }
    const preset = presetOf(loaded.settings);
    queueScores(context, q, loaded, event, score, mpPrintFactor(loaded.settings, preset));
    await context.sync();
  });
}
