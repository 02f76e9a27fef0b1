/**
 * Rulings mapped between the Travellers and Rulings tables and the engine: which line a ruling targets, the
 * line's scores before and after, the log's row and texts. No Office.js here.
 */
import type { EventScore, Preset, ScoredEntry, Seat, TravellerEntry, WordLanguage } from './engine';
import { SEAT_LETTERS, SIDE_SEATS, SIDE_WORDS, localFigureText, parseLineMark, printLineMark } from './engine';
import { type RulingLogLine, appendIndex, idColumn, logIdAt } from './log';
import { type Cell, RULING_COLUMNS, type RulingColumn, cellNumber, cellText } from './schema';
import { type LoadedEvent, scoreLoaded } from './scoring';
import { type TableSnapshot, positions } from './snapshot';
import { type TravellerRead, readTravellers } from './travellers';
import type { EventPatch } from './event-patch';

/** A traveller line: by worksheet row, by board and table, or by board and the two sides (no table numbers). */
export type TravellerTarget =
  { row: number } | { board: number; table: number } | { board: number; ns: string; ew: string };

export interface RulingLogFields {
  director: string;
  /** Laws applied, e.g. ["11A", "12C1(e)"]. */
  laws: readonly string[];
  /** The questions asked in the wizard and their answers, in sentences. */
  answers: string;
  /** The ruling in words. */
  ruling?: string;
  /** The answers as the wizard reads them back for Edit (printLoggedAnswers). */
  flow?: string;
  note?: string;
  /** Defaults to now. */
  time?: Date;
  /** The language the ruling was made in: the log line's score texts are written in it (English when absent). */
  language?: WordLanguage;
}

/** One side's score on the board, as the log and the preview show it. */
export interface SideScores {
  scoreNS?: number;
  ruling: string;
  mpNS?: number;
  mpEW?: number;
  pctNS?: number;
  pctEW?: number;
  impNS?: number;
  impEW?: number;
  /**
   * An individual event's players whose own figure is not their side's (Law 12C2(c) gives each player of a side
   * his own percentage): those players' figures, matchpoints on the same scale as mpNS.
   */
  seats?: Partial<Record<Seat, { mp?: number; pct?: number; imp?: number }>>;
}

export interface RulingOutcome {
  logId: number;
  row: number;
  before: SideScores;
  after: SideScores;
  syncs: number;
  /** What the action changed, for the pane that holds the event as read before (tables/event-patch.ts). */
  patch?: EventPatch;
}

export class RulingConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RulingConflictError';
  }
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** "2026-11-30 20:15:07" in local time: sortable, readable, and the same in every language. */
export function stamp(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The locale whose decimal separator a log line's figures take, by the language the ruling was made in. */
export const LOG_LOCALES: Readonly<Record<WordLanguage, string>> = {
  en: 'en-GB',
  pl: 'pl-PL',
  nl: 'nl-NL',
  fr: 'fr-FR',
  ru: 'ru-RU',
};

/**
 * The log's text for a side's score, in the language the ruling was made in: its figures printed by the
 * preset's print rules with that language's decimal separator, its sides named as that language writes them
 * (model/words.ts): "+620; NS 62.50 %, EW 37.50 %" in English, "+620; NS 62,50 %, EO 37,50 %" in French,
 * "+620; СЮ 62,50 %, ВЗ 37,50 %" in Russian (or IMPs). The text is for reading only: the notation columns
 * carry what undo and edit read back.
 */
export function scoreText(s: SideScores, preset: Preset, lang: WordLanguage = 'en'): string {
  const locale = LOG_LOCALES[lang];
  const fmt = (x: number | undefined, kind: 'boardPercent' | 'imp') =>
    x === undefined ? '–' : localFigureText(preset, kind, x, locale);
  const imps = s.impNS !== undefined || s.impEW !== undefined;
  const kind = imps ? 'imp' : 'boardPercent';
  const unit = imps ? 'IMP' : '%';
  // A side by its name and figure; in an individual whose two players Law 12C2(c) parted, each player by his seat.
  const side = (d: 'NS' | 'EW'): string => {
    const value = imps ? (d === 'NS' ? s.impNS : s.impEW) : d === 'NS' ? s.pctNS : s.pctEW;
    const pair = SIDE_SEATS[d];
    if (s.seats === undefined || !pair.some((x) => s.seats?.[x]))
      return `${SIDE_WORDS[lang][d][0]} ${fmt(value, kind)} ${unit}`;
    return pair
      .map((x) => {
        const own = s.seats?.[x];
        const v = own ? (imps ? own.imp : own.pct) : value;
        return `${SEAT_LETTERS[lang][x]} ${fmt(v, kind)} ${unit}`;
      })
      .join(', ');
  };
  const figures = imps || s.pctNS !== undefined || s.pctEW !== undefined ? `${side('NS')}, ${side('EW')}` : '';
  // A ruled line's figures alone: its ruling is in the log's ruling columns (notation and words).
  if (s.ruling) return figures || '–';
  const base = s.scoreNS === undefined ? '–' : s.scoreNS > 0 ? `+${s.scoreNS}` : String(s.scoreNS);
  return figures ? `${base}; ${figures}` : base;
}

/** Body row (0-based) of the target line in the Travellers table. */
export function findTravellerRow(loaded: LoadedEvent, target: TravellerTarget): number {
  const t = loaded.tables.travellers;
  if ('row' in target) {
    const r = target.row - (t.headerRow + 1);
    if (r < 0 || r >= t.rows.length) throw new Error(`row ${target.row} is not a line of the Travellers table`);
    return r;
  }
  const pb = loaded.pos.board;
  const hits: number[] = [];
  const where =
    'table' in target
      ? `board ${target.board} table ${target.table}`
      : `board ${target.board} ${target.ns} v ${target.ew}`;
  t.rows.forEach((row, i) => {
    if (cellNumber(row[pb]) !== target.board) return;
    if ('table' in target) {
      if (cellNumber(row[loaded.pos.table]) === target.table) hits.push(i);
    } else if (cellText(row[loaded.pos.ns]) === target.ns && cellText(row[loaded.pos.ew]) === target.ew) hits.push(i);
  });
  if (hits.length === 0) throw new Error(`${where} is not in the Travellers table`);
  if (hits.length > 1) throw new Error(`${where} appears ${hits.length} times in the Travellers table`);
  return hits[0];
}

/**
 * Normal form of a ruling cell's text, a line mark (so "A6040" and "A60/40", "not played" and "NP" compare
 * equal); unreadable text stays as typed.
 */
export function normalRuling(text: string, board?: number): string {
  const t = text.trim();
  if (!t) return '';
  try {
    return printLineMark(parseLineMark(t, { board }));
  } catch {
    return t;
  }
}

export interface Scored {
  read: TravellerRead;
  score?: EventScore;
  factor: number;
}

export function scoreWith(loaded: LoadedEvent, bodyRow: number, rulingText: string | undefined): Scored {
  return scoreWithAll(loaded, rulingText === undefined ? new Map() : new Map([[bodyRow, rulingText]]), [bodyRow]);
}

/** Scores the event with several lines' ruling cells replaced (body row → text); `check`: rows whose problems throw. */
export function scoreWithAll(
  loaded: LoadedEvent,
  rulings: ReadonlyMap<number, string>,
  check: readonly number[] = [...rulings.keys()],
): Scored {
  const t = loaded.tables.travellers;
  let rows = t.rows;
  if (rulings.size > 0) {
    rows = t.rows.slice();
    for (const [bodyRow, text] of rulings) {
      const copy = rows[bodyRow].slice();
      copy[loaded.pos.ruling] = text;
      rows[bodyRow] = copy;
    }
  }
  const read = readTravellers(rows, loaded.pos, loaded.settings, t.headerRow + 1);
  const problem = read.problems.find((p) => check.some((r) => p.row === t.headerRow + 1 + r));
  if (problem) throw new Error(problem.message);
  const { score, error, factor } = scoreLoaded(read.event, loaded.settings);
  if (error) throw new Error(error);
  return { read, score, factor };
}

export function sideScores(s: Scored, bodyRow: number, rulingText: string): SideScores {
  const i = s.read.entryRow.indexOf(bodyRow);
  return lineScores(s.read.event.entries[i], s.score?.entries[i], s.factor, rulingText);
}

/**
 * A line's scores as the log and the ruling's preview show them: the line `entry`, its figures `e` as the engine
 * scored them, matchpoints times `factor` (the printing scale), and the players' own figures where Law 12C2(c)
 * parted an individual's side.
 */
export function lineScores(
  entry: TravellerEntry | undefined,
  e: Partial<ScoredEntry> | undefined,
  factor: number,
  rulingText: string,
): SideScores {
  const mp = (x: number | undefined) => (x === undefined ? undefined : x * factor);
  const out: SideScores = {
    scoreNS: entry?.scoreNS,
    ruling: rulingText,
    mpNS: mp(e?.mpNS),
    mpEW: mp(e?.mpEW),
    pctNS: e?.pctNS,
    pctEW: e?.pctEW,
    impNS: e?.impNS,
    impEW: e?.impEW,
  };
  const parted = e?.seats;
  if (parted !== undefined) {
    const seats: NonNullable<SideScores['seats']> = {};
    for (const x of ['N', 'S', 'E', 'W'] as const) {
      const f = parted[x];
      if (f) seats[x] = { mp: mp(f.mp), pct: f.pct, imp: f.imp };
    }
    if (Object.keys(seats).length > 0) out.seats = seats;
  }
  return out;
}

export function logRow(t: TableSnapshot, values: Partial<Record<RulingColumn, Cell>>): Cell[] {
  const pos = positions(t.header);
  // A log made before a column was added keeps its width: what it has no column for is not written.
  const width = t.header.length > 0 ? t.header.length : RULING_COLUMNS.length;
  const row: Cell[] = Array.from({ length: width }, () => '');
  for (const c of RULING_COLUMNS) if (pos[c] !== undefined && values[c] !== undefined) row[pos[c]] = values[c] as Cell;
  return row;
}

/**
 * The id a new log line gets if it lands where the loaded log ends (see logIdAt). A co-author's line added in
 * between moves it down; the writer then learns its place after the write and settles the id (settleLogId).
 */
export function nextId(t: TableSnapshot): number {
  return logIdAt(idColumn(t), appendIndex(t));
}

/** Board and the log's table cell: the table number, or "NS v EW" when the line has none. */
export function targetCells(loaded: LoadedEvent, bodyRow: number): { board: number; table: Cell } {
  const row = loaded.tables.travellers.rows[bodyRow];
  const table = row[loaded.pos.table];
  const pairs = `${cellText(row[loaded.pos.ns])} v ${cellText(row[loaded.pos.ew])}`;
  return { board: cellNumber(row[loaded.pos.board]) ?? 0, table: cellText(table) === '' ? pairs : (table ?? '') };
}

/** The traveller target a log line names. */
export function lineTarget(line: Pick<RulingLogLine, 'board' | 'table'>): TravellerTarget | undefined {
  if (typeof line.table === 'number') return { board: line.board, table: line.table };
  const m = /^(.*\S)\s+v\s+(\S.*)$/.exec(line.table);
  return m ? { board: line.board, ns: m[1], ew: m[2] } : undefined;
}
