/**
 * The director's rulings in the workbook: writing a ruling into a traveller line together with one line of the
 * `Rulings` log (which keeps the value it replaced), undoing and editing a logged ruling. Each action costs two
 * syncs: one load of every table, one batch of writes (ruling cell, log line, computed columns, ranking).
 */
import type { EventScore } from './engine';
import { parseLineMark, printLineMark } from './engine';
import { type LoadedEvent, type QueuedEvent, loadEvent, queueScores, scoreLoaded } from './event';
import { type Runner, type TableSnapshot, appendRows, excelRun, positions, writeBlock } from './excel';
import { type RulingLogLine, logLines } from './log';

export { logLines, type RulingLogLine };
import { type Cell, RULING_COLUMNS, type RulingColumn, type RulingStatus, cellNumber, cellText } from './schema';
import { readTravellers, type TravellerRead } from './travellers';

/** A traveller line: by worksheet row, by board and table, or by board and the two sides (no table numbers). */
export type TravellerTarget =
  { row: number } | { board: number; table: number } | { board: number; ns: string; ew: string };

export interface RulingLogFields {
  director: string;
  /** Laws applied, e.g. ["11A", "12C1(e)"]. */
  laws: readonly string[];
  /** The answers given in the wizard, as one readable line. */
  answers: string;
  note?: string;
  /** Defaults to now. */
  time?: Date;
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
}

export interface RulingOutcome {
  logId: number;
  row: number;
  before: SideScores;
  after: SideScores;
  syncs: number;
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

function fmt(x: number | undefined, digits = 2): string {
  return x === undefined ? '–' : x.toFixed(digits);
}

/** The log's text for a side's score: "+620; NS 62.50 % EW 37.50 %" (or IMPs). */
export function scoreText(s: SideScores): string {
  const base = s.ruling
    ? s.ruling
    : s.scoreNS === undefined
      ? '–'
      : s.scoreNS > 0
        ? `+${s.scoreNS}`
        : String(s.scoreNS);
  if (s.impNS !== undefined || s.impEW !== undefined) return `${base}; NS ${fmt(s.impNS)} IMP, EW ${fmt(s.impEW)} IMP`;
  if (s.pctNS !== undefined || s.pctEW !== undefined) return `${base}; NS ${fmt(s.pctNS)} %, EW ${fmt(s.pctEW)} %`;
  return base;
}

/** Reads the Rulings log (one sync). */
export async function readRulingLog(run: Runner = excelRun): Promise<RulingLogLine[]> {
  return run(async (context) => {
    const { loaded } = await loadEvent(context);
    return logLines(loaded.tables.rulings);
  });
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

interface Scored {
  read: TravellerRead;
  score?: EventScore;
  factor: number;
}

function scoreWith(loaded: LoadedEvent, bodyRow: number, rulingText: string | undefined): Scored {
  const t = loaded.tables.travellers;
  let rows = t.rows;
  if (rulingText !== undefined) {
    rows = t.rows.slice();
    const copy = rows[bodyRow].slice();
    copy[loaded.pos.ruling] = rulingText;
    rows[bodyRow] = copy;
  }
  const read = readTravellers(rows, loaded.pos, loaded.settings, t.headerRow + 1);
  const problem = read.problems.find((p) => p.row === t.headerRow + 1 + bodyRow);
  if (problem) throw new Error(problem.message);
  const { score, error, factor } = scoreLoaded(read.event, loaded.settings);
  if (error) throw new Error(error);
  return { read, score, factor };
}

function sideScores(s: Scored, bodyRow: number, rulingText: string): SideScores {
  const i = s.read.entryRow.indexOf(bodyRow);
  const entry = s.read.event.entries[i];
  const e = s.score?.entries[i] ?? {};
  const mp = (x: number | undefined) => (x === undefined ? undefined : x * s.factor);
  return {
    scoreNS: entry?.scoreNS,
    ruling: rulingText,
    mpNS: mp(e.mpNS),
    mpEW: mp(e.mpEW),
    pctNS: e.pctNS,
    pctEW: e.pctEW,
    impNS: e.impNS,
    impEW: e.impEW,
  };
}

/**
 * Preview of a ruling without writing anything: the line's scores now and with the ruling (one sync).
 * The frequency chart of the board comes from `board` (every NS score on it, with the weights of rulings).
 */
export async function previewRuling(
  target: TravellerTarget,
  ruling: string,
  run: Runner = excelRun,
): Promise<{ before: SideScores; after: SideScores; bodyRow: number }> {
  return run(async (context) => {
    const { loaded } = await loadEvent(context);
    const bodyRow = findTravellerRow(loaded, target);
    const current = cellText(loaded.tables.travellers.rows[bodyRow][loaded.pos.ruling]);
    const before = sideScores(scoreWith(loaded, bodyRow, undefined), bodyRow, current);
    const after = sideScores(scoreWith(loaded, bodyRow, ruling), bodyRow, ruling);
    return { before, after, bodyRow };
  });
}

function logRow(t: TableSnapshot, values: Partial<Record<RulingColumn, Cell>>): Cell[] {
  const pos = positions(t.header);
  const width = Math.max(t.header.length, RULING_COLUMNS.length);
  const row: Cell[] = Array.from({ length: width }, () => '');
  for (const c of RULING_COLUMNS) if (pos[c] !== undefined && values[c] !== undefined) row[pos[c]] = values[c] as Cell;
  return row;
}

function queueRulingCell(context: Excel.RequestContext, loaded: LoadedEvent, bodyRow: number, text: string): void {
  writeBlock(context, loaded.tables.travellers, bodyRow, loaded.pos.ruling, [[text]]);
}

function queueStatus(context: Excel.RequestContext, loaded: LoadedEvent, line: RulingLogLine, status: RulingStatus) {
  const t = loaded.tables.rulings;
  const pos = positions(t.header);
  writeBlock(context, t, line.row - t.headerRow - 1, pos.status, [[status]]);
}

function nextId(lines: readonly RulingLogLine[]): number {
  return lines.reduce((m, l) => Math.max(m, l.id), 0) + 1;
}

/** Board and the log's table cell: the table number, or "NS v EW" when the line has none. */
function targetCells(loaded: LoadedEvent, bodyRow: number): { board: number; table: Cell } {
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

async function applyLoaded(
  context: Excel.RequestContext,
  q: QueuedEvent,
  loaded: LoadedEvent,
  bodyRow: number,
  ruling: string,
  log: RulingLogFields,
  carry?: { before: string; scoreBefore: string; replaces: RulingLogLine },
): Promise<RulingOutcome> {
  const printed = normalRuling(ruling, targetCells(loaded, bodyRow).board);
  if (!printed) throw new Error('the ruling is empty');
  const current = cellText(loaded.tables.travellers.rows[bodyRow][loaded.pos.ruling]);
  const before = sideScores(scoreWith(loaded, bodyRow, undefined), bodyRow, current);
  const afterScored = scoreWith(loaded, bodyRow, printed);
  const after = sideScores(afterScored, bodyRow, printed);
  const lines = logLines(loaded.tables.rulings);
  const id = nextId(lines);
  const { board, table } = targetCells(loaded, bodyRow);
  const row = logRow(loaded.tables.rulings, {
    id,
    time: stamp(log.time ?? new Date()),
    director: log.director,
    board,
    table,
    laws: log.laws.join('; '),
    answers: log.answers,
    ruling_before: carry ? carry.before : current,
    ruling_after: printed,
    score_before: carry ? carry.scoreBefore : scoreText(before),
    score_after: scoreText(after),
    note: [log.note ?? '', carry ? `(replaces #${carry.replaces.id})` : ''].filter(Boolean).join(' '),
    status: 'applied',
  });
  queueRulingCell(context, loaded, bodyRow, printed);
  if (carry) queueStatus(context, loaded, carry.replaces, 'edited');
  appendRows(context, q.rulings, loaded.tables.rulings, [row]);
  queueScores(context, q, loaded, afterScored.read.event, afterScored.score, afterScored.factor);
  await context.sync();
  const r = loaded.tables.rulings;
  const logRowNumber = r.headerRow + 1 + (r.rows.length === 0 ? 0 : r.physicalRows);
  return { logId: id, row: logRowNumber, before, after, syncs: 2 };
}

/**
 * applyRuling: writes the ruling (shared notation) into the traveller line, one line into the Rulings log with
 * the value it replaces and both scores, and rescored columns and ranking. Two syncs.
 */
export async function applyRuling(
  target: TravellerTarget,
  ruling: string,
  log: RulingLogFields,
  run: Runner = excelRun,
): Promise<RulingOutcome> {
  return run(async (context) => {
    const { q, loaded } = await loadEvent(context);
    const bodyRow = findTravellerRow(loaded, target);
    return applyLoaded(context, q, loaded, bodyRow, ruling, log);
  });
}

function findLine(loaded: LoadedEvent, id: number): { line: RulingLogLine; bodyRow: number } {
  const line = logLines(loaded.tables.rulings).find((l) => l.id === id);
  if (!line) throw new Error(`ruling #${id} is not in the Rulings log`);
  if (line.status !== 'applied') throw new RulingConflictError(`ruling #${id} is already ${line.status}`);
  const target = lineTarget(line);
  const bodyRow = !target
    ? -1
    : (() => {
        try {
          return findTravellerRow(loaded, target);
        } catch {
          return -1;
        }
      })();
  if (bodyRow < 0)
    throw new RulingConflictError(`board ${line.board} table ${line.table} of ruling #${id} is not found`);
  const now = cellText(loaded.tables.travellers.rows[bodyRow][loaded.pos.ruling]);
  if (normalRuling(now, line.board) !== normalRuling(line.rulingAfter, line.board)) {
    throw new RulingConflictError(
      `board ${line.board} table ${line.table} now shows '${now || '(no ruling)'}', not '${line.rulingAfter}' of ruling #${id}; change it by hand or log a new ruling`,
    );
  }
  return { line, bodyRow };
}

/** undoRuling: puts back the value the logged ruling replaced and marks the log line undone. Two syncs. */
export async function undoRuling(id: number, run: Runner = excelRun): Promise<{ after: SideScores; syncs: number }> {
  return run(async (context) => {
    const { q, loaded } = await loadEvent(context);
    const { line, bodyRow } = findLine(loaded, id);
    const scored = scoreWith(loaded, bodyRow, line.rulingBefore);
    queueRulingCell(context, loaded, bodyRow, line.rulingBefore);
    queueStatus(context, loaded, line, 'undone');
    queueScores(context, q, loaded, scored.read.event, scored.score, scored.factor);
    await context.sync();
    return { after: sideScores(scored, bodyRow, line.rulingBefore), syncs: 2 };
  });
}

/**
 * editRuling: replaces a logged ruling by a corrected one. The old line is marked edited; a new line records the
 * correction and keeps the value from before the first ruling, so undoing it restores the table's own result.
 */
export async function editRuling(
  id: number,
  ruling: string,
  log: RulingLogFields,
  run: Runner = excelRun,
): Promise<RulingOutcome> {
  return run(async (context) => {
    const { q, loaded } = await loadEvent(context);
    const { line, bodyRow } = findLine(loaded, id);
    return applyLoaded(context, q, loaded, bodyRow, ruling, log, {
      before: line.rulingBefore,
      scoreBefore: line.scoreBefore,
      replaces: line,
    });
  });
}
