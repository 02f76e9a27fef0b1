/**
 * Travellers and sessions scored through the engine, with the results kept by content (cache.ts) so that
 * per-cell functions score a range once per calculation.
 */
import { ContentCache } from './cache';
import { fail, missing, type Where } from './errors';
import { isBlank, readText, scalar, toGrid, checkNotError } from './coerce';
import { readBoard } from './board';
import { readOptionalCount, readPreset, type Side } from './options';
import { readTraveller, travellerShape, type Line, type Traveller } from './traveller';
import {
  roundIf,
  scoreBoard,
  scoreEvent,
  type Contestant,
  type EventData,
  type MpBoardScore,
  type MpScoredEntry,
  type Preset,
  type ScoringForm,
  type SessionScore,
  type SessionTotal,
  type TravellerEntry,
} from './engine';

// -------------------------------------------------------------------------------------------------------------
// One board, matchpoints

export interface BoardArgs {
  scores: unknown;
  rulings?: unknown;
  preset?: unknown;
  expected?: unknown;
  board?: unknown;
  /** Law 87: label of the form each line was played in (parallel to the scores); blank = the correct form. */
  groups?: unknown;
  /** Names of the arguments, for messages. */
  names?: { scores?: string; rulings?: string; preset?: string; expected?: string; board?: string; groups?: string };
}

export interface MatchpointRun {
  traveller: Traveller;
  preset: Preset;
  board: MpBoardScore;
  /** Scored entry of each line (undefined for lines not entered / not played). */
  scored: (MpScoredEntry | undefined)[];
}

const matchpointRuns = new ContentCache<MatchpointRun>();
const impRuns = new ContentCache<ImpRun>();
const sessionRuns = new ContentCache<SessionRun>();

/** Hits and misses of the caches (tests and the bench read them). */
export function cacheStats(): { hits: number; misses: number } {
  const all = [matchpointRuns, impRuns, sessionRuns];
  return { hits: all.reduce((a, c) => a + c.hits, 0), misses: all.reduce((a, c) => a + c.misses, 0) };
}

export function clearCaches(): void {
  matchpointRuns.clear();
  impRuns.clear();
  sessionRuns.clear();
}

/** Form labels (Law 87) parallel to the traveller's lines. */
function applyGroups(t: Traveller, groups: unknown, arg: string, scoresArg: string): void {
  const g = toGrid(groups);
  const rows = g.length;
  const cols = rows ? Math.max(...g.map((r) => r.length)) : 0;
  if (rows > 1 && cols > 1) fail('oneColumn', '', { arg }, { arg });
  const cells: { value: unknown; where: Where }[] = [];
  g.forEach((r, i) =>
    r.forEach((v, j) => cells.push({ value: v, where: { arg, row: i + 1, col: j + 1, rows, cols } })),
  );
  if (cells.length !== t.lines.length) {
    fail('sameLength', '', { arg }, { arg, n: cells.length, other: scoresArg, m: t.lines.length });
  }
  t.lines.forEach((line, k) => {
    const label = readText(cells[k].value, cells[k].where);
    if (line.entry && label !== undefined) line.entry.form = label;
  });
}

function entriesOf(t: Traveller, scoresArg: string): { lines: Line[]; entries: TravellerEntry[] } {
  const lines = t.lines.filter((l) => l.entry !== undefined);
  if (lines.length === 0) missing('noResults', { arg: scoresArg });
  return { lines, entries: lines.map((l) => l.entry as TravellerEntry) };
}

/** Scores one board's traveller for matchpoints (kept by content). */
export function runMatchpoints(args: BoardArgs): MatchpointRun {
  const names = args.names ?? {};
  const key = [args.scores, args.rulings, args.preset, args.expected, args.board, args.groups];
  return matchpointRuns.get(key, () => {
    const scoresArg = names.scores ?? 'scores';
    const preset = readPreset(scalar(args.preset, names.preset ?? 'preset'), { arg: names.preset ?? 'preset' });
    const expected = readOptionalCount(scalar(args.expected, names.expected ?? 'expected'), {
      arg: names.expected ?? 'expected',
    });
    const boardArg = names.board ?? 'board';
    const board = readBoard(scalar(args.board, boardArg), { arg: boardArg });
    const traveller = readTraveller(args.scores, args.rulings, { board, scoresArg, rulingsArg: names.rulings });
    if (Array.isArray(args.groups) || !isBlank(args.groups)) {
      applyGroups(traveller, args.groups, names.groups ?? 'groups', scoresArg);
    }
    const { lines, entries } = entriesOf(traveller, scoresArg);
    const result = scoreBoard(entries, { board: board ?? 1, expected }, preset);
    const scored: (MpScoredEntry | undefined)[] = traveller.lines.map(() => undefined);
    lines.forEach((l, k) => (scored[l.index] = result.entries[k]));
    return { traveller, preset, board: result, scored };
  });
}

/**
 * Matchpoints (2 per beat, on a board of top `top`) as the preset prints them: halved on the 1-per-beat scale,
 * then kept to the preset's board unit (its average for halves being half the printed top).
 */
export function printMp(raw: number, top: number, preset: Preset): number {
  const half = preset.matchpoints.printScale === 'one-per-beat';
  const value = half ? raw / 2 : raw;
  const printedTop = half ? top / 2 : top;
  return roundIf(value, preset.matchpoints.boardRounding, printedTop / 2);
}

/** Matchpoints of one side as the preset prints them. */
export function printedMatchpoints(run: MatchpointRun, entry: MpScoredEntry | undefined, side: 'NS' | 'EW') {
  const raw = entry === undefined ? undefined : side === 'NS' ? entry.mpNS : entry.mpEW;
  return raw === undefined ? undefined : printMp(raw, run.board.top, run.preset);
}

/** Percentage of the top of one side, with the preset's board percentage rounding. */
export function printedPercent(run: MatchpointRun, entry: MpScoredEntry | undefined, side: 'NS' | 'EW') {
  const raw = entry === undefined ? undefined : side === 'NS' ? entry.pctNS : entry.pctEW;
  if (raw === undefined) return undefined;
  return roundIf(raw, run.preset.matchpoints.boardPercentRounding, 50);
}

/** One value (or NS and EW values) per line, "" for lines without a score, laid out like the scores. */
export function perLine(
  t: Traveller,
  side: Side,
  value: (index: number, side: 'NS' | 'EW') => number | undefined,
): unknown[][] {
  const cell = (i: number, s: 'NS' | 'EW') => {
    const v = value(i, s);
    return v === undefined ? '' : v;
  };
  const rows = t.lines.map((l) =>
    side === 'BOTH' ? [cell(l.index, 'NS'), cell(l.index, 'EW')] : [cell(l.index, side)],
  );
  if (t.orientation === 'row' && side !== 'BOTH') return [rows.map((r) => r[0])];
  return rows;
}

/**
 * The line of the traveller that `score` stands for: the first line with the same plain score, or the same
 * ruling. Blank → undefined.
 */
const lineIndexes = new WeakMap<Traveller, Map<string, Line>>();

/** Key of a line for lookups: its plain score, or its ruling. */
function lineKey(e: TravellerEntry): string {
  return e.ruling ? `r${JSON.stringify(e.ruling)}` : `s${e.scoreNS}`;
}

export function findLine(t: Traveller, score: unknown, where: Where, scoresArg: string): Line | undefined {
  const probe = readTraveller([[score]], undefined, { scoresArg: where.arg });
  const target = probe.lines[0].entry;
  if (!target) return undefined;
  // An index of the traveller's lines, built once per traveller (first line of each key).
  let index = lineIndexes.get(t);
  if (!index) {
    index = new Map();
    for (const l of t.lines) if (l.entry && !index.has(lineKey(l.entry))) index.set(lineKey(l.entry), l);
    lineIndexes.set(t, index);
  }
  const line = index.get(lineKey(target));
  if (!line) fail('notOnTraveller', score, where, { other: scoresArg }, 'notAvailable');
  return line;
}

// -------------------------------------------------------------------------------------------------------------
// One board, IMP forms (Butler, cross-IMPs) through the session scorer

export interface ImpRun {
  traveller: Traveller;
  preset: Preset;
  session: SessionScore;
  /** Scored entry of each line. */
  scored: ({ impNS?: number; impEW?: number } | undefined)[];
  datum?: number;
}

export function runImps(args: BoardArgs, form: 'butler' | 'cross-imp'): ImpRun {
  const names = args.names ?? {};
  const key = [form, args.scores, args.rulings, args.preset, args.expected, args.board];
  return impRuns.get(key, () => {
    const scoresArg = names.scores ?? 'scores';
    const preset = readPreset(scalar(args.preset, names.preset ?? 'preset'), { arg: names.preset ?? 'preset' });
    const expected = readOptionalCount(scalar(args.expected, 'expected'), { arg: 'expected' });
    const boardArg = names.board ?? 'board';
    const board = readBoard(scalar(args.board, boardArg), { arg: boardArg });
    const traveller = readTraveller(args.scores, args.rulings, { board, scoresArg, rulingsArg: names.rulings });
    const { lines, entries } = entriesOf(traveller, scoresArg);
    const event: EventData = { kind: 'pairs', form, contestants: [], entries };
    if (expected !== undefined) event.expectedResults = expected;
    const session = scoreEvent(event, preset);
    const scored: ImpRun['scored'] = traveller.lines.map(() => undefined);
    lines.forEach((l, k) => (scored[l.index] = session.entries[k]));
    const datum = session.boards[0]?.datum?.[''];
    return { traveller, preset, session, scored, datum };
  });
}

// -------------------------------------------------------------------------------------------------------------
// A whole session

export interface SessionArgs {
  boards: unknown;
  nsPairs: unknown;
  ewPairs: unknown;
  scores: unknown;
  rulings?: unknown;
  preset?: unknown;
  form?: unknown;
  movement?: unknown;
}

export interface SessionRun {
  preset: Preset;
  form: ScoringForm;
  session: SessionScore;
  /** Per sheet row: index into session.entries, or undefined for an empty row. */
  entryOfRow: (number | undefined)[];
  orientation: 'column' | 'row';
  /** Contestant id as the engine holds it → pair as written, and its direction in a Mitchell. */
  pairs: Map<string, { pair: string; direction?: 'NS' | 'EW' }>;
  totals: Map<string, SessionTotal>;
  mitchell: boolean;
  /** Top of the board of each scored entry (matchpoint forms). */
  tops: number[];
}

const FORMS: Readonly<Record<string, ScoringForm>> = {
  MP: 'mp',
  MATCHPOINTS: 'mp',
  PAIRS: 'mp',
  BUTLER: 'butler',
  CROSSIMP: 'cross-imp',
  CROSSIMPS: 'cross-imp',
  XIMP: 'cross-imp',
  XIMPS: 'cross-imp',
};

/** Scoring form of a pairs session: MP (default), BUTLER or CROSS_IMP. */
export function readForm(v: unknown, where: Where): ScoringForm {
  const text = readText(v, where);
  if (text === undefined) return 'mp';
  const form = FORMS[text.replace(/[\s_\-–]/g, '').toUpperCase()];
  if (!form) fail('notOption', v, where, { list: 'MP, BUTLER, CROSS_IMP' });
  return form;
}

function readMovement(v: unknown, where: Where): boolean {
  const text = readText(v, where);
  if (text === undefined) return false;
  const t = text.replace(/\s/g, '').toUpperCase();
  if (t === 'MITCHELL' || t === 'M') return true;
  if (t === 'HOWELL' || t === 'H') return false;
  return fail('notOption', v, where, { list: 'HOWELL, MITCHELL' });
}

/** A range parallel to the scores: its values in order, and the position of each (built only for messages). */
function column(
  value: unknown,
  arg: string,
  count: number,
  scoresArg: string,
): { values: unknown[]; whereOf: (k: number) => Where } {
  const g = toGrid(value);
  const rows = g.length;
  let cols = 0;
  for (const r of g) if (r.length > cols) cols = r.length;
  if (rows > 1 && cols > 1) fail('oneColumn', '', { arg }, { arg });
  const values = rows === 1 ? g[0] : g.map((r) => r[0]);
  if (values.length !== count) fail('sameLength', '', { arg }, { arg, n: values.length, other: scoresArg, m: count });
  const whereOf = (k: number): Where =>
    rows === 1 ? { arg, row: 1, col: k + 1, rows, cols } : { arg, row: k + 1, col: 1, rows, cols };
  return { values, whereOf };
}

function pairText(v: unknown, where: () => Where): string | undefined {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  if (v === null || v === undefined) return undefined;
  checkNotError(v, where());
  return fail('badValue', v, where());
}

/** Scores a whole session sheet: one engine pass for every board, totals, percentages, ranks, Law 12C2(c). */
export function runSession(args: SessionArgs): SessionRun {
  const key = [
    args.boards,
    args.nsPairs,
    args.ewPairs,
    args.scores,
    args.rulings,
    args.preset,
    args.form,
    args.movement,
  ];
  return sessionRuns.get(key, () => {
    const preset = readPreset(scalar(args.preset, 'preset'), { arg: 'preset' });
    const form = readForm(scalar(args.form, 'form'), { arg: 'form' });
    const mitchell = readMovement(scalar(args.movement, 'movement'), { arg: 'movement' });
    const shape = travellerShape(args.scores);
    const count = shape.count;
    const boards = column(args.boards, 'boards', count, 'scores');
    const ns = column(args.nsPairs, 'ns_pairs', count, 'scores');
    const ew = column(args.ewPairs, 'ew_pairs', count, 'scores');
    const boardNumbers = boards.values.map((v, k) =>
      typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : readBoard(v, boards.whereOf(k)),
    );
    const traveller = readTraveller(args.scores, args.rulings, { boardOf: (k) => boardNumbers[k] });
    const pairs = new Map<string, { pair: string; direction?: 'NS' | 'EW' }>();
    const contestants: Contestant[] = [];
    // Contestant id of each pair cell, found once per distinct cell value and direction.
    const known = { NS: new Map<unknown, string | undefined>(), EW: new Map<unknown, string | undefined>() };
    const idOf = (v: unknown, d: 'NS' | 'EW', where: () => Where): string | undefined => {
      const seen = known[d];
      if (seen.has(v)) return seen.get(v);
      const pair = pairText(v, where);
      let id: string | undefined;
      if (pair !== undefined) {
        id = mitchell ? `${d} ${pair}` : pair;
        if (!pairs.has(id)) {
          pairs.set(id, mitchell ? { pair, direction: d } : { pair });
          contestants.push(mitchell ? { id, direction: d } : { id });
        }
      }
      seen.set(v, id);
      return id;
    };
    const entries: TravellerEntry[] = [];
    const entryOfRow: (number | undefined)[] = [];
    traveller.lines.forEach((line, k) => {
      const nsId = idOf(ns.values[k], 'NS', () => ns.whereOf(k));
      const ewId = idOf(ew.values[k], 'EW', () => ew.whereOf(k));
      if (!line.entry) {
        entryOfRow.push(undefined);
        return;
      }
      if (boardNumbers[k] === undefined) missing('missing', boards.whereOf(k));
      const entry = line.entry;
      if (nsId !== undefined) entry.ns = nsId;
      if (ewId !== undefined) entry.ew = ewId;
      entryOfRow.push(entries.length);
      entries.push(entry);
    });
    if (entries.length === 0) missing('noResults', { arg: 'scores' });
    const event: EventData = { kind: 'pairs', form, contestants, entries };
    const session = scoreEvent(event, preset);
    const totals = new Map(session.totals.map((t) => [t.id, t]));
    const topOf = new Map<number, number>();
    for (const b of session.boards) topOf.set(b.board, b.top);
    const tops = entries.map((e) => topOf.get(e.board) ?? 0);
    return { preset, form, session, entryOfRow, orientation: traveller.orientation, pairs, totals, mitchell, tops };
  });
}

/** The session's ranking, ordered for printing: rank label, pair, direction, total, percentage, boards. */
export function rankingRows(run: SessionRun): unknown[][] {
  // Printed by field (a Mitchell's NS pairs, then its EW pairs), then by rank.
  const field = (t: SessionTotal) => (run.pairs.get(t.id)?.direction === 'EW' ? 1 : 0);
  return [...run.totals.values()]
    .filter((t) => t.boardsPlayed > 0)
    .sort((a, b) => field(a) - field(b) || a.rank - b.rank)
    .map((t) => {
      const p = run.pairs.get(t.id);
      return [
        t.rankLabel,
        p ? pairValue(p.pair) : t.id,
        p?.direction ?? '',
        t.total,
        t.percent === undefined ? '' : t.percent,
        t.boardsPlayed,
      ];
    });
}

/** A pair number written as a number stays a number in the output. */
function pairValue(pair: string): string | number {
  return /^\d+$/.test(pair) ? Number(pair) : pair;
}

/** The engine's contestant id of a pair as the sheet writes it (a Mitchell needs the direction). */
export function contestantId(run: SessionRun, pair: unknown, direction: unknown, where: Where): string {
  const p = pairText(pair, () => where);
  if (p === undefined) missing('missing', where);
  if (!run.mitchell) {
    if (!run.totals.has(p)) fail('notOnTraveller', pair, where, { other: 'ns_pairs / ew_pairs' }, 'notAvailable');
    return p;
  }
  const dWhere: Where = { arg: 'direction' };
  const d = readText(direction, dWhere);
  const dirs: ('NS' | 'EW')[] = [];
  if (d === undefined) dirs.push('NS', 'EW');
  else {
    const up = d.replace(/[\s-]/g, '').toUpperCase();
    if (up === 'NS' || up === 'NZ') dirs.push('NS');
    else if (up === 'EW' || up === 'OW' || up === 'WE') dirs.push('EW');
    else fail('notSide', direction, dWhere);
  }
  const found = dirs.map((x) => `${x} ${p}`).filter((id) => run.totals.has(id));
  if (found.length === 0) fail('notOnTraveller', pair, where, { other: 'ns_pairs / ew_pairs' }, 'notAvailable');
  if (found.length > 1) missing('missing', dWhere);
  return found[0];
}

/** Each row's figure (matchpoints as printed, or IMPs), "" for empty rows, laid out like the scores. */
export function sessionLines(run: SessionRun, side: Side): unknown[][] {
  const value = (row: number, d: 'NS' | 'EW'): number | string => {
    const i = run.entryOfRow[row];
    if (i === undefined) return '';
    const e = run.session.entries[i];
    if (run.form === 'mp') {
      const raw = d === 'NS' ? e.mpNS : e.mpEW;
      return raw === undefined ? '' : printMp(raw, run.tops[i], run.preset);
    }
    const v = d === 'NS' ? e.impNS : e.impEW;
    return v === undefined ? '' : v;
  };
  const rows = run.entryOfRow.map((_, k) => (side === 'BOTH' ? [value(k, 'NS'), value(k, 'EW')] : [value(k, side)]));
  if (run.orientation === 'row' && side !== 'BOTH') return [rows.map((r) => r[0])];
  return rows;
}
