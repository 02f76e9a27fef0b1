/**
 * Duplicate-preferans protocols mapped to the engine: scoring the Protocols table's read, the seat a ruling targets,
 * the figures before and after, and the log's texts for a seat's ruling. No Office.js here.
 */
import type { SeatScoringResult, WordLanguage } from './engine';
import { decimalSeparator, linePlayerPenalties, scoreSeats, seatOptionsFromPreset, textWithDecimals } from './engine';
import type { ImportReport } from './import-plan';
import { type RulingLogLine } from './log';
import { LOG_LOCALES } from './rulings';
import {
  type PreferansImportConflict,
  type ProtocolPos,
  type ProtocolRead,
  normalPreferansRuling,
  readProtocols,
  rowProtocolCells,
  seatKey,
} from './preferans-protocols';
import { type Cell, RULING_COLUMNS, cellText } from './schema';
import { mpPrintFactor, scoreWithPreset } from './scoring';
import { type EventSettings } from './settings';
import { type TableSnapshot, positions } from './snapshot';
import type { RowProblem } from './travellers';

/** The tables of a preferans event as they were after the load. */
export interface LoadedPreferans {
  settings: EventSettings;
  protocols: TableSnapshot;
  ranking: TableSnapshot;
  rulings?: TableSnapshot;
  pos: ProtocolPos;
  read: ProtocolRead;
  /** Settings that could not be read, then the protocol rows that could not be read. */
  problems: RowProblem[];
}

export interface PreferansScore {
  result?: SeatScoringResult;
  /** Set when the engine refused the protocols (the message names the bad value). */
  error?: string;
  /** How many matchpoints a printed matchpoint is worth: 1 (two per beat) or 0.5 (one per beat). */
  factor: number;
}

/**
 * Scores the protocol lines under the event's preset (artificial percentages, factoring, printed percentage,
 * tie label, printing scale); a bad line gives an error message instead of a wrong number.
 */
export function scoreProtocols(read: ProtocolRead, settings: EventSettings): PreferansScore {
  const { value, ...rest } = scoreWithPreset(settings, read.lines.length === 0, (preset) =>
    scoreSeats(
      read.lines,
      seatOptionsFromPreset(preset),
      linePlayerPenalties(read.penalties ?? [], mpPrintFactor(settings, preset)),
    ),
  );
  return value === undefined ? rest : { result: value, ...rest };
}

/** What readPreferans returns: the protocol lines as the engine takes them and what could not be read. */
export interface PreferansEvent {
  settings: EventSettings;
  read: ProtocolRead;
  /** Worksheet row of each line of read.lines. */
  lineRows: number[];
  problems: RowProblem[];
  /** The Rulings log. */
  log: RulingLogLine[];
}

export interface PreferansRescoreReport {
  /** Protocol lines read (including those still waiting). */
  lines: number;
  /** Lines with matchpoints. */
  scored: number;
  /** Rows set out and still waiting for a result. */
  waiting: number;
  players: number;
  /** False while some seat waits for a result: the totals are provisional. */
  complete: boolean;
  problems: RowProblem[];
  /** Set when the engine refused the protocols; nothing was written then. */
  error?: string;
  syncs: number;
}

export function preferansRescoreReport(
  loaded: LoadedPreferans,
  score: PreferansScore,
  syncs: number,
): PreferansRescoreReport {
  const r = score.result;
  return {
    lines: loaded.read.lines.length,
    scored: r ? r.lines.filter((l) => l.mp !== undefined).length : 0,
    waiting: loaded.read.waiting,
    players: r ? r.players.length : 0,
    complete: !!r && r.complete && loaded.read.waiting === 0 && loaded.read.problems.length === 0,
    problems: loaded.problems,
    ...(score.error ? { error: score.error } : {}),
    syncs,
  };
}

/** The counts of import.ts's report, with conflicts named by deal, table and seat. */
export interface PreferansImportReport extends Pick<
  ImportReport,
  'read' | 'added' | 'filled' | 'duplicates' | 'scoreError' | 'emptyLines' | 'syncs'
> {
  conflicts: PreferansImportConflict[];
  /** Rows of the workbook that cannot be read after the import (row and field). */
  problems: RowProblem[];
}

/** One seat of one table on one deal, or a row of the Protocols table (worksheet row). */
export type PreferansTarget =
  { deal: string | number; table: string | number; seat: string | number } | { row: number };

/** A seat's figures before or after a ruling: its own line and its player's total. */
export interface PreferansFigures {
  deal: string | number;
  table: string;
  seat: string;
  player: string;
  score?: number;
  ruling: string;
  /** On the printing scale. */
  mp?: number;
  pct?: number;
  total?: number;
  percent?: number;
  rank?: string;
}

export interface PreferansSeatChange {
  /** Worksheet row of the protocol line. */
  row: number;
  before: PreferansFigures;
  after: PreferansFigures;
}

export interface PreferansRulingOutcome {
  logId: number;
  /** Worksheet row of the log line. */
  row: number;
  /** The seats whose ruling changed. */
  seats: PreferansSeatChange[];
  syncs: number;
}

/** Body row (0-based) of the target line in the Protocols table. */
export function findProtocolRow(loaded: Pick<LoadedPreferans, 'protocols' | 'pos'>, target: PreferansTarget): number {
  const t = loaded.protocols;
  if ('row' in target) {
    const r = target.row - (t.headerRow + 1);
    if (r < 0 || r >= t.rows.length) throw new Error(`row ${target.row} is not a line of the Protocols table`);
    return r;
  }
  const key = seatKey(target.deal, target.table, String(target.seat));
  const where = `deal ${target.deal}, table ${target.table}, seat ${target.seat}`;
  const hits: number[] = [];
  t.rows.forEach((row, i) => {
    const c = rowProtocolCells(row, loaded.pos);
    if (seatKey(cellText(c.deal), cellText(c.table), cellText(c.seat)) === key) hits.push(i);
  });
  if (hits.length === 0) throw new Error(`${where} is not in the Protocols table`);
  if (hits.length > 1) throw new Error(`${where} appears ${hits.length} times in the Protocols table`);
  return hits[0];
}

export interface PreferansScored {
  rows: Cell[][];
  read: ProtocolRead;
  score: PreferansScore;
}

/**
 * Reads and scores the protocols with some ruling cells (and forms, and score cells: §11.2Б2's assigned
 * scores) replaced; a bad changed row or a refusal throws.
 */
export function scorePreferansWith(
  loaded: LoadedPreferans,
  rulings: ReadonlyMap<number, string>,
  forms: ReadonlyMap<number, string> = new Map(),
  scores: ReadonlyMap<number, Cell> = new Map(),
): PreferansScored {
  const t = loaded.protocols;
  const col = loaded.pos.ruling as number;
  const formCol = loaded.pos.form;
  const scoreCol = loaded.pos.score as number;
  if (forms.size > 0 && formCol === undefined) throw new Error(`the ${t.name} table has no form column`);
  const rows = t.rows.map((r, i) => {
    if (!rulings.has(i) && !forms.has(i) && !scores.has(i)) return r as Cell[];
    const copy = r.slice();
    if (rulings.has(i)) copy[col] = rulings.get(i) as string;
    if (forms.has(i)) copy[formCol as number] = forms.get(i) as string;
    if (scores.has(i)) copy[scoreCol] = scores.get(i) as Cell;
    return copy;
  });
  const read = readProtocols(rows, loaded.pos, { firstRow: t.headerRow + 1 });
  for (const i of new Set([...rulings.keys(), ...forms.keys(), ...scores.keys()])) {
    const problem = read.problems.find((p) => p.row === t.headerRow + 1 + i);
    if (problem) throw new Error(problem.message);
  }
  const score = scoreProtocols(read, loaded.settings);
  if (score.error) throw new Error(score.error);
  return { rows, read, score };
}

export function preferansFigures(s: PreferansScored, loaded: LoadedPreferans, bodyRow: number): PreferansFigures {
  const cells = rowProtocolCells(s.rows[bodyRow], loaded.pos);
  const k = s.read.lineRow.indexOf(bodyRow);
  const line = k >= 0 ? s.read.lines[k] : undefined;
  const sc = k >= 0 ? s.score.result?.lines[k] : undefined;
  const player = cellText(cells.player);
  const total = s.score.result?.players.find((p) => p.player === player);
  const f = s.score.factor;
  return {
    deal: line?.deal ?? cellText(cells.deal),
    table: cellText(cells.table),
    seat: cellText(cells.seat),
    player,
    ...(line?.score !== undefined ? { score: line.score } : {}),
    ruling: normalPreferansRuling(cellText(cells.ruling)),
    ...(sc?.mp !== undefined ? { mp: sc.mp * f } : {}),
    ...(sc?.percent !== undefined ? { pct: sc.percent } : {}),
    ...(total ? { total: total.mp * f, rank: total.rankLabel } : {}),
    ...(total?.percent !== undefined ? { percent: total.percent } : {}),
  };
}

/** The words of a preferans log line's figures, by the language the ruling was made in (the pane's own labels). */
const PREFERANS_LOG_WORDS: Readonly<Record<WordLanguage, { mp: string; total: string }>> = {
  en: { mp: 'MP', total: 'total' },
  pl: { mp: 'PT', total: 'suma' },
  nl: { mp: 'MP', total: 'totaal' },
  fr: { mp: 'PM', total: 'total' },
  ru: { mp: 'МП', total: 'сумма' },
};

function preferansFmt(x: number | undefined, sep: string): string {
  if (x === undefined) return '–';
  const text = textWithDecimals(x, 2);
  return sep === '.' ? text : text.replace('.', sep);
}

/**
 * The log's text for a seat's figures, in the language the ruling was made in (its decimal separator and
 * words): "p3 A60; 2.40 MP 60.00 %; total 4.40 MP 55.00 % (4)"; in Russian "p3 A60; 2,40 МП 60,00 %; сумма
 * 4,40 МП 55,00 % (4)". For reading only: undo reads the ruling columns.
 */
export function preferansFiguresText(f: PreferansFigures, lang: WordLanguage = 'en'): string {
  const sep = decimalSeparator(LOG_LOCALES[lang]);
  const w = PREFERANS_LOG_WORDS[lang];
  const result = f.ruling || (f.score === undefined ? '–' : String(f.score));
  const total =
    f.total === undefined
      ? ''
      : `; ${w.total} ${preferansFmt(f.total, sep)} ${w.mp} ${preferansFmt(f.percent, sep)} % (${f.rank ?? ''})`;
  return `${f.player} ${result}; ${preferansFmt(f.mp, sep)} ${w.mp} ${preferansFmt(f.pct, sep)} %${total}`;
}

/** The log's table cell for a single seat: "2, seat 3". */
export function seatCell(table: string, seat: string): string {
  return `${table}, seat ${seat}`;
}

/**
 * What a ruling changed on one seat, as the log keeps it: the ruling cell, and the score cell (§11.2Б2) and the
 * form (§10Б) only when the ruling changed them — so that undo puts back exactly those cells.
 */
export interface SeatEntry {
  ruling: string;
  score?: Cell;
  form?: string;
}

/**
 * One seat's entry in the log: "A+", "– · score 12", "– · form B" ('–' for an empty cell; an empty ruling alone
 * is `empty`, '' for a single seat's cell).
 */
export function seatEntryText(e: SeatEntry, empty = '–'): string {
  if (e.score === undefined && e.form === undefined) return e.ruling || empty;
  const parts = [e.ruling || '–'];
  if (e.score !== undefined) parts.push(`score ${cellText(e.score) || '–'}`);
  if (e.form !== undefined) parts.push(`form ${e.form || '–'}`);
  return parts.join(' · ');
}

export function parseSeatEntry(text: string): SeatEntry {
  const [head, ...rest] = text.split(/\s+·\s+/);
  const out: SeatEntry = { ruling: head.trim() === '–' ? '' : head.trim() };
  for (const part of rest) {
    const m = /^(score|form)\s+(.*)$/.exec(part.trim());
    if (!m) continue;
    const v = m[2].trim() === '–' ? '' : m[2].trim();
    if (m[1] === 'form') out.form = v;
    else out.score = v === '' ? '' : Number.isFinite(Number(v)) ? Number(v) : v;
  }
  return out;
}

/** The log's ruling cell for several seats: "1: A-; 2: A+" ('–' for no ruling), with changed scores and forms. */
export function seatList(items: ReadonlyArray<{ seat: string } & SeatEntry>): string {
  return items.map((i) => `${i.seat}: ${seatEntryText(i)}`).join('; ');
}

/** The seats of a log cell written by seatList (or a single seat's entry under `single`). */
export function parseSeatEntries(text: string, single?: string): Map<string, SeatEntry> {
  if (single !== undefined) return new Map([[single, parseSeatEntry(text)]]);
  const out = new Map<string, SeatEntry>();
  for (const [seat, entry] of parseSeatList(text)) out.set(seat, parseSeatEntry(entry || '–'));
  return out;
}

export function parseSeatList(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of text.split(/;\s*/)) {
    const m = /^(.+?):\s*(.*)$/.exec(part.trim());
    if (m) out.set(m[1].trim(), m[2].trim() === '–' ? '' : m[2].trim());
  }
  return out;
}

export function preferansLogRow(
  t: TableSnapshot,
  values: Partial<Record<(typeof RULING_COLUMNS)[number], Cell>>,
): Cell[] {
  const pos = positions(t.header);
  const width = t.header.length > 0 ? t.header.length : RULING_COLUMNS.length;
  const row: Cell[] = Array.from({ length: width }, () => '');
  for (const c of RULING_COLUMNS) if (pos[c] !== undefined && values[c] !== undefined) row[pos[c]] = values[c] as Cell;
  return row;
}
