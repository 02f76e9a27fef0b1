/**
 * The event as the workbook holds it, mapped to and from the engine's model: the tables' snapshots read into an
 * event, the event scored with its preset, and the rows the computed columns and the ranking get. No Office.js here.
 */
import { withoutImpossible } from './bridgemate';
import { type ContestantLine, nameMap, readContestants, withNames } from './contestants';
import { type BoardCards, boardCards, readDeals, readDoubleDummy } from './deals';
import type { ContestantTotal, EventData, EventScore } from './engine';
import {
  type Preset,
  DEFAULT_PRESET_ID,
  getPreset,
  mpFactor,
  printBoardMp,
  printBoardPercent,
  playersTexts,
  scoreEvent,
  withConvention,
} from './engine';
import { figuresStale, storedFingerprint } from './fingerprint';
import { type RulingLogLine, logLines } from './log';
import { type Cell, type TravellerColumn } from './schema';
import { type EventSettings, settingsFromRows } from './settings';
import { type TableSnapshot, positions } from './snapshot';
import { scoreTeams } from './teams';
import { type RowProblem, type TravellerRead, computedBlock, readTravellers } from './travellers';

/** Progress of long work, for the pane's progress bar: `done` of `total` steps. */
export type Progress = (done: number, total: number, step: string) => void;

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
    /** The boards' cards and their double-dummy tables, when the event has them. */
    deals?: TableSnapshot;
    doubleDummy?: TableSnapshot;
  };
  /** Each board's deal and kept double-dummy table, by board (empty without the Deals table). */
  cards: Record<number, BoardCards>;
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
  /**
   * Excel's decimal separator ("." or ","), for figures the workbook holds as text (an individual's side with two
   * figures, "3,50 / 2,50"), so that they read like the numbers beside them.
   */
  decimalSeparator: string;
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
  /** Each board's deal and kept double-dummy table (the Deals and DoubleDummy tables), by board. */
  cards?: Record<number, BoardCards>;
  /**
   * True when the Travellers' figure inputs or the scoring settings changed since the last scoring (their
   * fingerprint differs from the one EventSettings keeps): the computed columns and the Ranking are stale.
   */
  stale?: boolean;
  /** The fingerprint EventSettings keeps ('' when none): what a ruling's patch is checked against (event-patch.ts). */
  fingerprint?: string;
}

/** The event as the engine takes it, from the snapshots of its tables (pure: the mapping of rows to the model). */
export function eventFromTables(
  tables: LoadedEvent['tables'],
  contestantsSheetTaken: boolean,
  decimalSeparator = '.',
): LoadedEvent {
  const { settings, problems: settingProblems } = settingsFromRows(tables.settings.rows);
  const pos = positions(tables.travellers.header);
  const t = tables.travellers;
  const contestants = readContestants(tables.contestants);
  const names = nameMap(contestants);
  const raw = readTravellers(t.rows, pos as Partial<Record<TravellerColumn, number>>, settings, t.headerRow + 1, {
    firstCol: t.col,
  });
  const read = { ...raw, event: withNames(raw.event, names) };
  const deals = readDeals(tables.deals);
  const problems = [
    ...settingProblems.map((message) => ({ row: tables.settings.headerRow, field: 'settings', message })),
    ...read.problems,
    ...deals.problems,
  ];
  return {
    settings,
    tables,
    pos,
    read,
    problems,
    contestants,
    names,
    contestantsSheetTaken,
    decimalSeparator,
    cards: boardCards(deals.deals, readDoubleDummy(tables.doubleDummy)),
  };
}

export function toWorkbookEvent(loaded: LoadedEvent): WorkbookEvent {
  const first = loaded.tables.travellers.headerRow + 1;
  return {
    settings: loaded.settings,
    event: loaded.read.event,
    problems: loaded.problems,
    entryRows: loaded.read.entryRow.map((r) => first + r),
    log: logLines(loaded.tables.rulings),
    cards: loaded.cards,
    stale: figuresStale(
      [loaded.tables.travellers.header, ...loaded.tables.travellers.rows],
      loaded.tables.settings.rows,
    ),
    fingerprint: storedFingerprint(loaded.tables.settings.rows),
  };
}

/** The event's preset, with the event's matchpoint convention in force for the travellers and the totals alike. */
export function presetOf(settings: EventSettings): Preset {
  return withConvention(getPreset(settings.preset || DEFAULT_PRESET_ID), settings.convention);
}

/** How many matchpoints a printed matchpoint is worth: 1 (two per beat) or 0.5 (one per beat). */
export function mpPrintFactor(_settings: EventSettings, preset: Preset): number {
  return mpFactor(preset);
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
  // Lines the result checks find impossible (a pair playing a board twice) are not scored until mended.
  const { value, ...rest } = scoreWithPreset(settings, event.entries.length === 0, (preset) =>
    event.kind === 'teams' ? scoreTeams(event, preset) : scoreEvent(withoutImpossible(event, settings.tables), preset),
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

/** The computed block's cells of each side (COMPUTED_COLUMNS order: mp_ns, mp_ew, pct_ns, pct_ew, imp_ns, imp_ew). */
const SIDE_CELLS = [
  { side: 'NS', mp: 0, pct: 2, imp: 4 },
  { side: 'EW', mp: 1, pct: 3, imp: 5 },
] as const;

/**
 * Computed traveller block as the event's print rules print it: matchpoints on the printing scale and rounded as
 * the preset prints a board, percentages likewise (Magic Contest: whole per cents); IMPs as they are. In an
 * individual, a side whose two players Law 12C2(c) gave different figures has one cell for two figures: it holds
 * both as text, each printed as a board's figure, in the order the side's players are named ("3.50 / 2.50" for
 * "3+7"; "3,50 / 2,50" where Excel's decimal separator is a comma), each the figure that player's total counts.
 */
export function printedBlock(loaded: LoadedEvent, event: EventData, score: EventScore | undefined) {
  const read: TravellerRead = { ...loaded.read, event };
  const block = computedBlock(loaded.tables.travellers.rows.length, read, score);
  if (!score) return block;
  const mp = event.form === 'mp';
  const individual = event.kind === 'individual';
  if (!mp && !individual) return block;
  const preset = presetOf(loaded.settings);
  const tops = new Map(score.boards.map((b) => [b.board, b.top]));
  read.entryRow.forEach((r, i) => {
    const row = block[r];
    const top = tops.get(event.entries[i].board) ?? 0;
    if (mp) {
      for (const k of [0, 1]) if (typeof row[k] === 'number') row[k] = printBoardMp(preset, row[k] as number, top);
      for (const k of [2, 3]) if (typeof row[k] === 'number') row[k] = printBoardPercent(preset, row[k] as number);
    }
    const s = score.entries[i];
    if (!individual || !s?.seats) return;
    for (const c of SIDE_CELLS) {
      const texts = playersTexts(preset, s, c.side, top, loaded.decimalSeparator);
      if (!texts) continue;
      if (texts.mp !== undefined) row[c.mp] = texts.mp;
      if (texts.pct !== undefined) row[c.pct] = texts.pct;
      if (texts.imp !== undefined) row[c.imp] = texts.imp;
    }
  });
  return block;
}

/**
 * A ranking table's rows laid out by the table's own header (rows given in `columns` order): the rows to write in
 * place over the current body (padded with blank rows when the ranking shrank) and the rows to append.
 */
export function rankingLayout(
  r: TableSnapshot,
  columns: readonly string[],
  rows: readonly Cell[][],
): { fresh: boolean; inPlace: Cell[][]; append: Cell[][] } {
  const width = Math.max(r.header.length, columns.length);
  const rpos = positions(r.header);
  const full = rows.map((row) => {
    const out: Cell[] = Array.from({ length: width }, () => '');
    columns.forEach((c, k) => {
      if (rpos[c] !== undefined) out[rpos[c]] = row[k];
    });
    return out;
  });
  if (r.rows.length === 0 && r.physicalRows <= 1) return { fresh: true, inPlace: [], append: full };
  const existing = Math.max(r.physicalRows, r.rows.length);
  const inPlace = full.slice(0, existing);
  while (inPlace.length < existing) inPlace.push(Array.from({ length: width }, () => ''));
  return { fresh: false, inPlace, append: full.slice(existing) };
}

export interface RescoreReport {
  entries: number;
  scored: number;
  problems: RowProblem[];
  /** Set when the engine refused the event (the message names the bad value); nothing was written then. */
  error?: string;
  syncs: number;
  /**
   * The event as a read would give it once the batch is written (the rescore read every table whole), for the pane
   * to show without reading it again; none when nothing was written.
   */
  event?: WorkbookEvent;
}
