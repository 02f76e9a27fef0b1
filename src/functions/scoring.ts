/**
 * Travellers and sessions scored through the engine, with the results kept by content (cache.ts) so that
 * per-cell functions score a range once per calculation.
 */
import { ContentCache, type Columns } from './cache';
import { fail, missing, type Where } from './errors';
import { isBlank, readText, scalar, toGrid, checkNotError, type Grid } from './coerce';
import { readBoard } from './board';
import { readOptionalCount, readPreset, type Side } from './options';
import { formList } from './adjusted';
import { readEntries, readTraveller, travellerShape, widest, type Line, type Traveller } from './traveller';
import {
  printBoardMp,
  printBoardPercent,
  printRules,
  isReachableScore,
  plainBoardFigures,
  plainResultFigures,
  reachableTable,
  REACHABLE_SPAN,
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
  formWord,
  pairSideWord,
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
  /** The per-line cells' lookup by score (scoreMatchpoints), made when first asked for. */
  lookup: ScoreLookup | undefined;
}

const matchpointRuns = new ContentCache<MatchpointRun>();
const impRuns = new ContentCache<ImpRun>();
/**
 * Sessions kept. A workbook holds few session sheets, and a recalculation needs only their current ranges (all the
 * cells of one sheet share one result); a result of a 5,000-line sheet weighs about half a megabyte.
 */
export const SESSIONS_KEPT = 16;
const sessionRuns = new ContentCache<SessionRun>(SESSIONS_KEPT);

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

/** The arguments of the last lookup, in the cache's order (reused: peek keeps nothing of it). */
const probe: unknown[] = new Array(6);

/** The run kept last for these argument values (every cell compared), else undefined. */
function peekMatchpoints(
  scores: unknown,
  rulings: unknown,
  preset: unknown,
  expected: unknown,
  board: unknown,
  groups: unknown,
): MatchpointRun | undefined {
  probe[0] = scores;
  probe[1] = rulings;
  probe[2] = preset;
  probe[3] = expected;
  probe[4] = board;
  probe[5] = groups;
  const last = matchpointRuns.peek(probe);
  probe[0] = probe[1] = probe[2] = probe[3] = probe[4] = probe[5] = undefined;
  return last;
}

/** The run of a per-line cell (BRIDGE.MP): a traveller's scores, with no rulings, board or groups. */
export function lineRun(scores: unknown, preset: unknown, expected: unknown): MatchpointRun {
  return (
    matchpointRuns.peekInts(scores, undefined, preset, expected, undefined, undefined) ??
    peekMatchpoints(scores, undefined, preset, expected, undefined, undefined) ??
    runMatchpoints({ scores, preset, expected }, true)
  );
}

/**
 * The usual per-line cell: matchpoints of side `side` of the plain score `score` on the traveller `scores`, in one
 * call. A traveller kept by an earlier cell answers at once (its scores compared with the range, the score looked
 * up among them). Else a column of plain scores is counted (countedLineMatchpoints()), whatever order Excel
 * calculates the cells in; when the same column comes twice in a row, it is scored and kept once for the cells
 * after it, so that a board's cells calculated one after the other compare their range instead of counting it (a
 * column with blanks is kept in a form they cannot compare so: they go on counting). Any other traveller is read
 * and scored (lineRun()).
 */
export function lineMatchpoints(
  score: number,
  scores: unknown,
  preset: unknown,
  expected: unknown,
  side: 'NS' | 'EW' = 'NS',
): number | undefined {
  const kept = matchpointRuns.peekInts(scores, undefined, preset, expected, undefined, undefined);
  if (kept !== undefined) return scoreMatchpoints(kept, score, side);
  const counted = countedLineMatchpoints(score, scores, preset, expected, side === 'EW' ? 1 : 0);
  if (counted === undefined) return scoreMatchpoints(lineRun(scores, preset, expected), score, side);
  if (countedAgain) runMatchpoints({ scores, preset, expected }, true);
  return counted;
}

/** The NS and EW matchpoints and the top plainResultFigures() gives a counted cell (countedLineMatchpoints()). */
const countedFigures = new Float64Array(3);
// Read once: an imported binding is a getter call each time where modules are CommonJS (tsx, jest).
const SPAN = REACHABLE_SPAN;
const resultFigures = plainResultFigures;
const boardMp = printBoardMp;
/** The reachable scores' table (reachableTable()), read at the first counted cell. */
let countedTable: Uint8Array | undefined;
/** The last preset argument a counted cell read, and the preset it names. */
let countedPresetArg: unknown = countedFigures;
let countedPreset: Preset | undefined;
/**
 * A sum of the column the last counted cell counted (Fletcher's: each value, and the running sums, so that the
 * order counts), its height, preset and expected arguments; and whether the cell counted last found the same sum
 * and arguments as the one before it, the first time it does (lastSumsKept: the column is kept once). Two columns
 * with the same sum are nearly always the same column; when they are not, the column is scored once for nothing,
 * since a kept traveller answers a cell only after every cell of its range is compared (peekInts()).
 */
let lastSums = 0;
let lastSumsOf = -1;
let lastSumsKept = false;
let lastPresetArg: unknown;
let lastExpectedArg: unknown;
let countedAgain = false;
/** What a blank cell adds to the sum: no score is odd. */
const BLANK_CELL = 1;

/**
 * The usual per-line cell in one pass over its range: when the range is a column of scores some contract makes
 * and blanks, and `score` is among them, its matchpoints (NS, or EW for side 1) follow from the scores below it
 * and equal to it (plainResultFigures()), as the engine gives every line of that score. Undefined for any other range or score,
 * and where the engine scores the board another way: the caller then reads and scores the traveller, and names
 * what it finds. Nothing is kept but the column itself (countedAgain).
 */
function countedLineMatchpoints(
  score: number,
  scores: unknown,
  preset: unknown,
  expected: unknown,
  side: 0 | 1,
): number | undefined {
  countedAgain = false;
  if (!Array.isArray(scores)) return undefined;
  const height = scores.length;
  const table = countedTable ?? (countedTable = reachableTable());
  const span = SPAN;
  // A score no table obtains is no line's (and the differences below stay small whole numbers).
  if (table[score + span] !== 1) return undefined;
  let below = 0;
  let equal = 0;
  let blank = 0;
  let sum = 0;
  let sums = 0;
  const height0 = lastSumsOf;
  lastSumsOf = -1;
  try {
    for (let r = 0; r < height; r++) {
      const row = (scores as readonly (readonly unknown[])[])[r];
      if (row.length !== 1) return undefined;
      const x = row[0];
      if (typeof x === 'number') {
        // Scores some contract makes only: anything else (a fraction, a score no table obtains) is not counted.
        if (table[x + span] !== 1) return undefined;
        // Counted without a branch on the comparison, which goes either way at random down a traveller.
        const d = (x - score) | 0;
        below += d >>> 31;
        equal += ((d | -d) >>> 31) ^ 1;
        sum = (sum + x) | 0;
        sums = (sums + sum) | 0;
      } else if (x === '' || x === null || x === undefined) {
        blank++;
        sum = (sum + BLANK_CELL) | 0;
        sums = (sums + sum) | 0;
      } else {
        return undefined;
      }
    }
  } catch {
    // A row that is null or undefined has no length.
    return undefined;
  }
  const again = height === height0 && sums === lastSums && preset === lastPresetArg && expected === lastExpectedArg;
  countedAgain = again && !lastSumsKept;
  lastSumsKept = again;
  lastSums = sums;
  lastSumsOf = height;
  lastPresetArg = preset;
  lastExpectedArg = expected;
  if (equal === 0) return undefined;
  const read = preset === countedPresetArg && countedPreset !== undefined ? countedPreset : countedPresetOf(preset);
  const n = height - blank;
  const e = expected === undefined ? undefined : readOptionalCount(scalar(expected, 'expected'), { arg: 'expected' });
  if (!resultFigures(below, equal, n, e, read, countedFigures)) return undefined;
  return boardMp(read, countedFigures[side], countedFigures[2]);
}

/** The preset a counted cell's argument names, kept for the next cell when the argument is a single value. */
function countedPresetOf(preset: unknown): Preset {
  const read = readPreset(scalar(preset, 'preset'), { arg: 'preset' });
  if (preset === null || typeof preset !== 'object') {
    countedPresetArg = preset;
    countedPreset = read;
  }
  return read;
}

/**
 * Scores one board's traveller for matchpoints (kept by content). `byScore`: the caller looks lines up by their
 * score (the per-line cells), so a traveller of plain scores is scored without reading its lines one by one.
 */
export function runMatchpoints(args: BoardArgs, byScore = false): MatchpointRun {
  const last = peekMatchpoints(args.scores, args.rulings, args.preset, args.expected, args.board, args.groups);
  if (last !== undefined) return last;
  const key = [args.scores, args.rulings, args.preset, args.expected, args.board, args.groups];
  return matchpointRuns.get(key, (columns) => (byScore ? plainColumnRun(args, columns) : undefined) ?? wholeRun(args));
}

/** Scores one board's traveller for matchpoints: every cell read, each line's figures kept. */
function wholeRun(args: BoardArgs): MatchpointRun {
  const names = args.names ?? {};
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
  return { traveller, preset, board: result, scored, lookup: undefined };
}

/**
 * A traveller given as a column of scores alone (no rulings, board or form labels), every cell a score some
 * contract makes, on a board the engine scores as plain results: its per-line lookup straight from the engine's
 * figures of each distinct score (plainBoardFigures), without a line object per cell. The lines themselves (for
 * the functions that print every line, or a cell that looks up a value that is not a plain score) are read the
 * usual way when first asked for. Undefined for any other traveller: wholeRun reads it and names what it finds.
 */
function plainColumnRun(args: BoardArgs, columns: Columns): MatchpointRun | undefined {
  const cells = columns[0];
  if (cells === undefined || args.rulings !== undefined || args.board !== undefined || args.groups !== undefined) {
    return undefined;
  }
  const n = cells.length;
  const scores = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = cells[i];
    if (typeof v !== 'number' || (v | 0) !== v) return undefined;
    scores[i] = v;
  }
  const names = args.names ?? {};
  const preset = readPreset(scalar(args.preset, names.preset ?? 'preset'), { arg: names.preset ?? 'preset' });
  const expected = readOptionalCount(scalar(args.expected, names.expected ?? 'expected'), {
    arg: names.expected ?? 'expected',
  });
  const figures = plainBoardFigures(scores, n, expected, preset);
  if (figures === undefined) return undefined;
  const size = figures.scores.length;
  for (let j = 0; j < size; j++) if (!isReachableScore(figures.scores[j])) return undefined;
  const lookup: ScoreLookup = { scores: figures.scores, ns: new Float64Array(size), ew: new Float64Array(size) };
  for (let j = 0; j < size; j++) {
    lookup.ns[j] = printMp(figures.mpNS[j], figures.top, preset);
    lookup.ew[j] = printMp(figures.mpEW[j], figures.top, preset);
  }
  // The cells as kept (a copy): the caller's arrays may be reused once the call returns.
  return new PlainColumnRun(preset, lookup, () => wholeRun({ ...args, scores: cells.map((v) => [v]) }));
}

/** A run whose lines are read when first asked for (plainColumnRun()). */
class PlainColumnRun implements MatchpointRun {
  private whole: MatchpointRun | undefined;

  constructor(
    readonly preset: Preset,
    public lookup: ScoreLookup | undefined,
    private readonly read: () => MatchpointRun,
  ) {}

  private get run(): MatchpointRun {
    return (this.whole ??= this.read());
  }

  get traveller(): Traveller {
    return this.run.traveller;
  }

  get board(): MpBoardScore {
    return this.run.board;
  }

  get scored(): (MpScoredEntry | undefined)[] {
    return this.run.scored;
  }
}

/** Matchpoints (2 per beat, on a board of top `top`) as the preset prints them (the engine's print rules). */
export function printMp(raw: number, top: number, preset: Preset): number {
  return printBoardMp(preset, raw, top);
}

/** Matchpoints of one side as the preset prints them. */
export function printedMatchpoints(run: MatchpointRun, entry: MpScoredEntry | undefined, side: 'NS' | 'EW') {
  const raw = entry === undefined ? undefined : side === 'NS' ? entry.mpNS : entry.mpEW;
  return raw === undefined ? undefined : printMp(raw, run.board.top, run.preset);
}

/**
 * The per-line cells' lookup of a run, made once per run: the distinct plain scores of the traveller in ascending
 * order, and the printed matchpoints of each side of the first line with that score (NaN for none), the line
 * findLine finds for that score.
 */
interface ScoreLookup {
  scores: Float64Array;
  ns: Float64Array;
  ew: Float64Array;
}

function scoreLookupOf(run: MatchpointRun): ScoreLookup {
  const first = new Map<number, number>();
  for (const l of run.traveller.lines) {
    const e = l.entry;
    if (!e || e.ruling || !Number.isInteger(e.scoreNS)) continue;
    const v = (e.scoreNS as number) === 0 ? 0 : (e.scoreNS as number);
    if (!first.has(v)) first.set(v, l.index);
  }
  const scores = Float64Array.from(first.keys()).sort();
  const ns = new Float64Array(scores.length);
  const ew = new Float64Array(scores.length);
  for (let i = 0; i < scores.length; i++) {
    const entry = run.scored[first.get(scores[i]) as number];
    ns[i] = printedMatchpoints(run, entry, 'NS') ?? NaN;
    ew[i] = printedMatchpoints(run, entry, 'EW') ?? NaN;
  }
  return { scores, ns, ew };
}

/**
 * Matchpoints of the first plain line scoring `score` (a whole number) as the preset prints them: NaN when that
 * line has none, undefined when no plain line has that score (findLine names the problem).
 */
export function scoreMatchpoints(run: MatchpointRun, score: number, side: 'NS' | 'EW'): number | undefined {
  const lookup = run.lookup ?? (run.lookup = scoreLookupOf(run));
  const scores = lookup.scores;
  let lo = 0;
  let hi = scores.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = scores[mid];
    if (v < score) lo = mid + 1;
    else if (v > score) hi = mid - 1;
    else return side === 'NS' ? lookup.ns[mid] : lookup.ew[mid];
  }
  return undefined;
}

/** Matchpoints of line `index` (its place in the traveller) as the preset prints them. */
export function printedLineMatchpoints(run: MatchpointRun, index: number, side: 'NS' | 'EW'): number | undefined {
  return printedMatchpoints(run, run.scored[index], side);
}

/** Percentage of the top of one side, with the preset's board percentage rounding. */
export function printedPercent(run: MatchpointRun, entry: MpScoredEntry | undefined, side: 'NS' | 'EW') {
  const raw = entry === undefined ? undefined : side === 'NS' ? entry.pctNS : entry.pctEW;
  if (raw === undefined) return undefined;
  return printBoardPercent(run.preset, raw);
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
interface LineIndex {
  /** First line of each plain whole-number score: the per-cell functions' usual lookup, without a key text. */
  byScore: Map<number, Line>;
  /** First line of each key (lineKey), made at the first lookup of anything else. */
  byKey?: Map<string, Line>;
}

const lineIndexes = new WeakMap<Traveller, LineIndex>();

/** Key of a line for lookups: its plain score, or its ruling. */
function lineKey(e: TravellerEntry): string {
  return e.ruling ? `r${JSON.stringify(e.ruling)}` : `s${e.scoreNS}`;
}

/** The index of the traveller's lines, made once per traveller. */
function indexOf(t: Traveller): LineIndex {
  let index = lineIndexes.get(t);
  if (!index) {
    const byScore = new Map<number, Line>();
    for (const l of t.lines) {
      const e = l.entry;
      // The same lines as the first of each key `s<score>` (lineKey) for a line without a ruling.
      if (e && !e.ruling && Number.isInteger(e.scoreNS)) {
        const v = (e.scoreNS as number) === 0 ? 0 : (e.scoreNS as number);
        if (!byScore.has(v)) byScore.set(v, l);
      }
    }
    index = { byScore };
    lineIndexes.set(t, index);
  }
  return index;
}

function keyIndexOf(t: Traveller, index: LineIndex): Map<string, Line> {
  if (!index.byKey) {
    index.byKey = new Map();
    for (const l of t.lines) if (l.entry && !index.byKey.has(lineKey(l.entry))) index.byKey.set(lineKey(l.entry), l);
  }
  return index.byKey;
}

export function findLine(t: Traveller, score: unknown, where: Where, scoresArg: string): Line | undefined {
  const index = indexOf(t);
  let line: Line | undefined;
  // A whole number is a plain score (the common case, read without the traveller reader).
  if (typeof score === 'number' && Number.isInteger(score)) line = index.byScore.get(score === 0 ? 0 : score);
  else {
    const probe = readTraveller([[score]], undefined, { scoresArg: where.arg });
    const target = probe.lines[0].entry;
    if (!target) return undefined;
    line = keyIndexOf(t, index).get(lineKey(target));
  }
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

type Pair = { pair: string; direction?: 'NS' | 'EW' };

export interface SessionRun {
  preset: Preset;
  form: ScoringForm;
  /** Number of sheet rows. */
  rows: number;
  /**
   * Per sheet row, the figures of NS and EW as the functions show them (matchpoints as printed, or IMPs); NaN for
   * an empty row or a side without a figure (two views of one buffer). Made when first asked for (lineFigures):
   * the ranking alone (SESSION_RESULTS, the Live sheet) does not need them.
   */
  figures?: { figureNS: Float64Array; figureEW: Float64Array };
  /** Makes `figures`. */
  makeFigures: () => { figureNS: Float64Array; figureEW: Float64Array };
  orientation: 'column' | 'row';
  /** The contestants' ids as the engine holds them, and their pairs as written (direction in a Mitchell). */
  ids: readonly string[];
  pairList: readonly Pair[];
  /** The engine's totals. */
  totalList: readonly SessionTotal[];
  /** The engine's boards (top and, for Butler, the datum of each), in the engine's order. */
  boardScores: SessionScore['boards'];
  /** totalList[i] is the total of ids[i], for every i (as the engine lists them). */
  aligned: boolean;
  mitchell: boolean;
  /** Contestant id → total and → pair, made when first asked for (see totalsOf, pairsOf). */
  totals?: Map<string, SessionTotal>;
  pairs?: Map<string, Pair>;
}

/** The session's totals by contestant id. */
export function totalsOf(run: SessionRun): Map<string, SessionTotal> {
  if (!run.totals) {
    const totals = new Map<string, SessionTotal>();
    for (const t of run.totalList) totals.set(t.id, t);
    run.totals = totals;
  }
  return run.totals;
}

/** The session's pairs as written, by contestant id. */
function pairsOf(run: SessionRun): Map<string, Pair> {
  if (!run.pairs) {
    const pairs = new Map<string, Pair>();
    run.ids.forEach((id, i) => pairs.set(id, run.pairList[i]));
    run.pairs = pairs;
  }
  return run.pairs;
}

/** Scoring form of a pairs session: MP (default), BUTLER or CROSS_IMP, or their names in any language. */
export function readForm(v: unknown, where: Where): ScoringForm {
  const text = readText(v, where);
  if (text === undefined) return 'mp';
  const w = formWord(text);
  const form = w === 'mp' || w === 'butler' || w === 'cross-imp' ? w : undefined;
  if (!form) fail('notOption', v, where, { list: formList(['mp', 'butler', 'cross-imp']) });
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

/** A range parallel to the scores: one value per line, and the position of each (built only for messages). */
interface Column {
  /** The range's rows (a column), or its only row. */
  grid: Grid;
  /** The values are the first cells of the rows (else the cells of the only row). */
  byRow: boolean;
  whereOf: (k: number) => Where;
}

function column(value: unknown, arg: string, count: number, scoresArg: string): Column {
  const g = toGrid(value);
  const rows = g.length;
  const cols = widest(g);
  if (rows > 1 && cols > 1) fail('oneColumn', '', { arg }, { arg });
  const length = rows === 1 ? g[0].length : rows;
  if (length !== count) fail('sameLength', '', { arg }, { arg, n: length, other: scoresArg, m: count });
  const whereOf = (k: number): Where =>
    rows === 1 ? { arg, row: 1, col: k + 1, rows, cols } : { arg, row: k + 1, col: 1, rows, cols };
  return { grid: g, byRow: rows !== 1, whereOf };
}

function pairText(v: unknown, where: () => Where): string | undefined {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  if (v === null || v === undefined) return undefined;
  checkNotError(v, where());
  return fail('badValue', v, where());
}

/** The option arguments of a session as read, and the values they were read from. */
interface SessionOptions {
  raw: [unknown, unknown, unknown];
  preset: Preset;
  form: ScoringForm;
  mitchell: boolean;
}

/** The options read last, and the ones before (SESSION_TOTAL and SESSION_PERCENT cells take turns). */
let lastOptions: SessionOptions | undefined;
let otherOptions: SessionOptions | undefined;

function sameRaw(o: SessionOptions | undefined, preset: unknown, form: unknown, movement: unknown): boolean {
  return o !== undefined && o.raw[0] === preset && o.raw[1] === form && o.raw[2] === movement;
}

/**
 * Preset, form and movement of a session. Reading them is a function of the values alone, so the ones read
 * recently are reused when the cells hold the same values (single values: a range could have changed since).
 */
function sessionOptions(args: SessionArgs): SessionOptions {
  const { preset, form, movement } = args;
  if (typeof preset !== 'object' && typeof form !== 'object' && typeof movement !== 'object') {
    if (sameRaw(lastOptions, preset, form, movement)) return lastOptions as SessionOptions;
    if (sameRaw(otherOptions, preset, form, movement)) {
      const found = otherOptions as SessionOptions;
      otherOptions = lastOptions;
      lastOptions = found;
      return found;
    }
  }
  const options: SessionOptions = {
    raw: [preset, form, movement],
    preset: readPreset(scalar(preset, 'preset'), { arg: 'preset' }),
    form: readForm(scalar(form, 'form'), { arg: 'form' }),
    mitchell: readMovement(scalar(movement, 'movement'), { arg: 'movement' }),
  };
  otherOptions = lastOptions;
  lastOptions = options;
  return options;
}

/** The whole number a text holds when it is written the way String() writes it (no sign, no leading zero). */
function plainNumberText(v: string): number {
  const n = v.length;
  if (n === 0 || n > 5 || (n > 1 && v.charCodeAt(0) === 48)) return -1;
  let x = 0;
  for (let i = 0; i < n; i++) {
    const c = v.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    x = x * 10 + c;
  }
  return x < 0x10000 ? x : -1;
}

/**
 * The contestants of a session as its pair cells name them: the engine's id of each cell's pair (direction and
 * pair in a Mitchell), each pair listed once, in the order first met.
 */
class PairIds {
  readonly ids: string[] = [];
  readonly pairList: Pair[] = [];
  readonly contestants: Contestant[] = [];
  // Pair numbers (as sheets hold them) are looked up by number, other values by value. A number's id is its
  // text, as is a text's written like a number, so both share a slot: an empty slot is a number not met yet.
  private readonly numberedNS: (string | undefined)[] = [];
  private readonly numberedEW: (string | undefined)[] = [];
  private readonly knownNS = new Map<unknown, string | undefined>();
  private readonly knownEW = new Map<unknown, string | undefined>();
  // Ids listed: those of pairs written as numbers by number (per direction in a Mitchell), the others by id.
  private readonly listedNS: boolean[] = [];
  private readonly listedEW: boolean[] = [];
  private readonly listed = new Set<string>();

  constructor(
    private readonly mitchell: boolean,
    /** Position of a pair cell, for messages. */
    private readonly whereOf: (d: 'NS' | 'EW', k: number) => Where,
  ) {}

  /** The id of the pair in cell `v` (row k) of direction d; undefined for a blank cell. */
  idOf(v: unknown, d: 'NS' | 'EW', k: number): string | undefined {
    let slot = -1;
    if (typeof v === 'number') {
      if (v >= 0 && v < 0x10000 && (v | 0) === v) slot = v;
    } else if (typeof v === 'string') slot = plainNumberText(v);
    if (slot >= 0) {
      const numbered = d === 'NS' ? this.numberedNS : this.numberedEW;
      const known = numbered[slot];
      if (known !== undefined) return known;
      const id = this.newId(v, d, k);
      numbered[slot] = id;
      return id;
    }
    const seen = d === 'NS' ? this.knownNS : this.knownEW;
    const known = seen.get(v);
    if (known !== undefined || seen.has(v)) return known;
    const id = this.newId(v, d, k);
    seen.set(v, id);
    return id;
  }

  private newId(v: unknown, d: 'NS' | 'EW', k: number): string | undefined {
    const pair = pairText(v, () => this.whereOf(d, k));
    if (pair === undefined) return undefined;
    const id = this.mitchell ? `${d} ${pair}` : pair;
    // The id is a function of the direction (in a Mitchell) and the pair's text, one to one.
    const n = plainNumberText(pair);
    if (n >= 0) {
      const listed = this.mitchell && d === 'EW' ? this.listedEW : this.listedNS;
      if (listed[n]) return id;
      listed[n] = true;
    } else {
      if (this.listed.has(id)) return id;
      this.listed.add(id);
    }
    this.ids.push(id);
    this.pairList.push(this.mitchell ? { pair, direction: d } : { pair });
    this.contestants.push(this.mitchell ? { id, direction: d } : { id });
    return id;
  }
}

/** The engine line of a plain score, with the pairs that are named. */
function plainEntry(board: number, score: number, nsId: string | undefined, ewId: string | undefined): TravellerEntry {
  if (nsId !== undefined) {
    return ewId !== undefined
      ? { board, status: 'played', scoreNS: score, ns: nsId, ew: ewId }
      : { board, status: 'played', scoreNS: score, ns: nsId };
  }
  return ewId !== undefined
    ? { board, status: 'played', scoreNS: score, ew: ewId }
    : { board, status: 'played', scoreNS: score };
}

/** Scores a whole session sheet: one engine pass for every board, totals, percentages, ranks, Law 12C2(c). */
export function runSession(args: SessionArgs): SessionRun {
  // The options are read first, as the scoring reads them, so that cells naming the same preset, form and
  // movement in other words (or leaving out the default) share one scoring.
  const { preset, form, mitchell } = sessionOptions(args);
  // The scores first: when a sheet changes, they are what changed, and the comparison stops there.
  const key = [args.scores, args.rulings, args.boards, args.nsPairs, args.ewPairs, preset.id, form, mitchell];
  return sessionRuns.get(key, (columns) => scoreSession(args, columns, preset, form, mitchell));
}

function scoreSession(
  args: SessionArgs,
  columns: Columns,
  preset: Preset,
  form: ScoringForm,
  mitchell: boolean,
): SessionRun {
  return quickSession(args, columns, preset, form, mitchell) ?? readSession(args, preset, form, mitchell);
}

/**
 * A plain session sheet in one pass: columns of the same height, whole-number boards, plain or blank scores, no
 * rulings, pairs as numbers or texts. Nothing in such a sheet can be wrong but a missing board, and a sheet with
 * anything else is left to readSession (undefined), which reads it in the order that names the first problem.
 * The columns are read from the cache's copies of the ranges (`columns`, in the order of the session's key).
 */
function quickSession(
  args: SessionArgs,
  columns: Columns,
  preset: Preset,
  form: ScoringForm,
  mitchell: boolean,
): SessionRun | undefined {
  const [scores, ruled, boards, nsPairs, ewPairs] = columns;
  if (!scores || !boards || !nsPairs || !ewPairs) return undefined;
  const count = scores.length;
  if (boards.length !== count || nsPairs.length !== count || ewPairs.length !== count) return undefined;
  if (Array.isArray(args.rulings)) {
    if (!ruled || ruled.length !== count) return undefined;
  } else if (!(args.rulings === null || args.rulings === undefined || args.rulings === '')) return undefined;
  // Numbers, texts and blanks are always pairs, so no pair cell is reported from here.
  const ids = new PairIds(mitchell, (d, k) => ({ arg: d === 'NS' ? 'ns_pairs' : 'ew_pairs', row: k + 1 }));
  const entries: TravellerEntry[] = [];
  const entryOfRow = new Int32Array(count);
  let lastNS: unknown;
  let lastNSId: string | undefined;
  let lastEW: unknown;
  let lastEWId: string | undefined;
  for (let k = 0; k < count; k++) {
    if (ruled) {
      // (undefined is left to readSession: a row without its cell reads differently there.)
      const r = ruled[k];
      if (!(r === null || r === '')) return undefined;
    }
    const nv = nsPairs[k];
    const ev = ewPairs[k];
    const tn = typeof nv;
    const te = typeof ev;
    if (!(tn === 'number' || tn === 'string' || nv === null || tn === 'undefined')) return undefined;
    if (!(te === 'number' || te === 'string' || ev === null || te === 'undefined')) return undefined;
    const v = scores[k];
    const b = boards[k];
    const board = typeof b === 'number' && Number.isInteger(b) && b >= 1;
    if (!board && !(b === null || b === undefined || b === '')) return undefined;
    // Neighbouring rows often name the same pair: the previous row's answer is tried first.
    const nsId = k > 0 && nv === lastNS && nv !== null ? lastNSId : ids.idOf(nv, 'NS', k);
    lastNS = nv;
    lastNSId = nsId;
    const ewId = k > 0 && ev === lastEW && ev !== null ? lastEWId : ids.idOf(ev, 'EW', k);
    lastEW = ev;
    lastEWId = ewId;
    // A score no contract makes goes the general way, which names it.
    if (typeof v === 'number' && Number.isInteger(v) && isReachableScore(v)) {
      if (!board) return undefined;
      entryOfRow[k] = entries.length;
      const score = v === 0 ? 0 : v;
      // A line naming both pairs, the usual case, is made here (one shape for all of them).
      entries.push(
        nsId !== undefined && ewId !== undefined
          ? { board: b as number, status: 'played', scoreNS: score, ns: nsId, ew: ewId }
          : plainEntry(b as number, score, nsId, ewId),
      );
    } else if (v === null || v === undefined || v === '') entryOfRow[k] = -1;
    else return undefined;
  }
  return scored(preset, form, mitchell, count, 'column', ids, entries, entryOfRow);
}

/** Any session sheet, read range by range: boards, then scores and rulings, then pairs. */
function readSession(args: SessionArgs, preset: Preset, form: ScoringForm, mitchell: boolean): SessionRun {
  const shape = travellerShape(args.scores);
  const count = shape.count;
  const boards = column(args.boards, 'boards', count, 'scores');
  const ns = column(args.nsPairs, 'ns_pairs', count, 'scores');
  const ew = column(args.ewPairs, 'ew_pairs', count, 'scores');
  // Board number of each line, NaN for a blank cell.
  const boardNumbers = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const v = boards.byRow ? boards.grid[k][0] : boards.grid[0][k];
    if (typeof v === 'number' && Number.isInteger(v) && v >= 1) boardNumbers[k] = v;
    else boardNumbers[k] = readBoard(v, boards.whereOf(k)) ?? NaN;
  }
  const read = readEntries(args.scores, args.rulings, { boards: boardNumbers, plain: true });
  const ids = new PairIds(mitchell, (d, k) => (d === 'NS' ? ns : ew).whereOf(k));
  const entries: TravellerEntry[] = [];
  // Per sheet row: index into entries, −1 for an empty row.
  const entryOfRow = new Int32Array(count);
  const lineEntries = read.entries;
  const plain = read.plain as Float64Array;
  for (let k = 0; k < count; k++) {
    const nsId = ids.idOf(ns.byRow ? ns.grid[k][0] : ns.grid[0][k], 'NS', k);
    const ewId = ids.idOf(ew.byRow ? ew.grid[k][0] : ew.grid[0][k], 'EW', k);
    const score = plain[k];
    let entry = lineEntries[k];
    if (score !== score && !entry) {
      entryOfRow[k] = -1;
      continue;
    }
    const board = boardNumbers[k];
    if (board !== board) missing('missing', boards.whereOf(k));
    if (score === score) entry = plainEntry(board, score, nsId, ewId);
    else {
      entry = entry as TravellerEntry;
      if (nsId !== undefined) entry.ns = nsId;
      if (ewId !== undefined) entry.ew = ewId;
    }
    entryOfRow[k] = entries.length;
    entries.push(entry);
  }
  return scored(preset, form, mitchell, count, read.orientation, ids, entries, entryOfRow);
}

/** The engine's pass over the session's lines, and what the functions show of it. */
function scored(
  preset: Preset,
  form: ScoringForm,
  mitchell: boolean,
  count: number,
  orientation: 'column' | 'row',
  ids: PairIds,
  entries: TravellerEntry[],
  entryOfRow: Int32Array,
): SessionRun {
  if (entries.length === 0) missing('noResults', { arg: 'scores' });
  const event: EventData = { kind: 'pairs', form, contestants: ids.contestants, entries };
  const session = scoreEvent(event, preset);
  const totalList = session.totals;
  let aligned = totalList.length === ids.ids.length;
  for (let i = 0; i < totalList.length && aligned; i++) aligned = totalList[i].id === ids.ids[i];
  return {
    preset,
    form,
    rows: count,
    makeFigures: () => figures(session, entries, entryOfRow, form, preset),
    orientation,
    ids: ids.ids,
    pairList: ids.pairList,
    totalList,
    boardScores: session.boards,
    aligned,
    mitchell,
  };
}

/** The run's per-row figures, made once. */
export function lineFigures(run: SessionRun): { figureNS: Float64Array; figureEW: Float64Array } {
  if (!run.figures) run.figures = run.makeFigures();
  return run.figures;
}

/** Each row's figures: matchpoints as the preset prints them (on the top of the line's board), or IMPs. */
function figures(
  session: SessionScore,
  entries: readonly TravellerEntry[],
  entryOfRow: Int32Array,
  form: ScoringForm,
  preset: Preset,
): { figureNS: Float64Array; figureEW: Float64Array } {
  const count = entryOfRow.length;
  // One buffer for both sides, NaN where there is no figure.
  const buffer = new Float64Array(2 * count).fill(NaN);
  const figureNS = buffer.subarray(0, count);
  const figureEW = buffer.subarray(count);
  const scored = session.entries;
  const mp = form === 'mp';
  // The engine's print rules, looked up once.
  const rules = printRules(preset);
  const print = (raw: number, top: number): number => printBoardMp(preset, raw, top);
  // A preset that prints matchpoints as held (2 per beat, no rounding) needs no board top.
  const asHeld = rules.mpFactor === 1 && !rules.figures.boardMp.rounding;
  const topOf = new Map<number, number>();
  if (mp && !asHeld) for (const b of session.boards) topOf.set(b.board, b.top);
  let lastBoard = NaN;
  let top = 0;
  for (let k = 0; k < count; k++) {
    const i = entryOfRow[k];
    if (i < 0) continue;
    const e = scored[i];
    if (mp && asHeld) {
      if (e.mpNS !== undefined) figureNS[k] = e.mpNS;
      if (e.mpEW !== undefined) figureEW[k] = e.mpEW;
    } else if (mp) {
      const board = entries[i].board;
      if (board !== lastBoard) {
        lastBoard = board;
        top = topOf.get(board) ?? 0;
      }
      if (e.mpNS !== undefined) figureNS[k] = print(e.mpNS, top);
      if (e.mpEW !== undefined) figureEW[k] = print(e.mpEW, top);
    } else {
      if (e.impNS !== undefined) figureNS[k] = e.impNS;
      if (e.impEW !== undefined) figureEW[k] = e.impEW;
    }
  }
  return { figureNS, figureEW };
}

/** The session's ranking, ordered for printing: rank label, pair, direction, total, percentage, boards. */
export function rankingRows(run: SessionRun): unknown[][] {
  // The totals as the contestant-id map lists them (the engine's order: its ids are unique), and their pairs.
  const list: SessionTotal[] = [];
  const pairOf: (Pair | undefined)[] = [];
  if (run.aligned) {
    for (let i = 0; i < run.totalList.length; i++) {
      const t = run.totalList[i];
      if (!(t.boardsPlayed > 0)) continue;
      list.push(t);
      pairOf.push(run.pairList[i]);
    }
  } else {
    const pairs = pairsOf(run);
    for (const t of totalsOf(run).values()) {
      if (!(t.boardsPlayed > 0)) continue;
      list.push(t);
      pairOf.push(pairs.get(t.id));
    }
  }
  // Printed by field (a Mitchell's NS pairs, then its EW pairs), then by rank, ties in the order listed.
  const order = byFieldAndRank(list, pairOf);
  const rows: unknown[][] = new Array(order.length);
  for (let i = 0; i < order.length; i++) {
    const t = list[order[i]];
    const p = pairOf[order[i]];
    rows[i] = [
      t.rankLabel,
      p ? pairValue(p.pair) : t.id,
      p?.direction ?? '',
      t.total,
      t.percent === undefined ? '' : t.percent,
      t.boardsPlayed,
    ];
  }
  return rows;
}

const RANK_BITS = 2 ** 21;

/**
 * Positions of the totals sorted by field (EW after the others), then rank; equal ones stay in list order.
 * Whole ranks (as the engine gives them) are sorted as numbers that hold field, rank and position at once.
 */
function byFieldAndRank(list: readonly SessionTotal[], pairOf: readonly (Pair | undefined)[]): number[] {
  const n = list.length;
  const field = (i: number) => (pairOf[i]?.direction === 'EW' ? 1 : 0);
  const keys = new Float64Array(n);
  let whole = n < RANK_BITS;
  for (let i = 0; i < n && whole; i++) {
    const rank = list[i].rank;
    if (!(Number.isInteger(rank) && rank >= 0 && rank < RANK_BITS)) whole = false;
    else keys[i] = (field(i) * RANK_BITS + rank) * RANK_BITS + i;
  }
  const order: number[] = new Array(n);
  if (whole) {
    keys.sort();
    for (let i = 0; i < n; i++) order[i] = keys[i] % RANK_BITS;
    return order;
  }
  for (let i = 0; i < n; i++) order[i] = i;
  return order.sort((a, b) => field(a) - field(b) || list[a].rank - list[b].rank);
}

/** A pair number written as a number stays a number in the output. */
function pairValue(pair: string): string | number {
  if (pair.length === 0) return pair;
  for (let i = 0; i < pair.length; i++) {
    const c = pair.charCodeAt(i);
    if (c < 48 || c > 57) return pair;
  }
  return Number(pair);
}

/** The engine's contestant id of a pair as the sheet writes it (a Mitchell needs the direction). */
export function contestantId(run: SessionRun, pair: unknown, direction: unknown, where: Where): string {
  const p = pairText(pair, () => where);
  if (p === undefined) missing('missing', where);
  if (!run.mitchell) {
    if (!totalsOf(run).has(p)) fail('notOnTraveller', pair, where, { other: 'ns_pairs / ew_pairs' }, 'notAvailable');
    return p;
  }
  const dWhere: Where = { arg: 'direction' };
  const d = readText(direction, dWhere);
  const dirs: ('NS' | 'EW')[] = [];
  if (d === undefined) dirs.push('NS', 'EW');
  else {
    const side = pairSideWord(d);
    if (side) dirs.push(side);
    else fail('notSide', direction, dWhere);
  }
  const totals = totalsOf(run);
  const found = dirs.map((x) => `${x} ${p}`).filter((id) => totals.has(id));
  if (found.length === 0) fail('notOnTraveller', pair, where, { other: 'ns_pairs / ew_pairs' }, 'notAvailable');
  if (found.length > 1) missing('missing', dWhere);
  return found[0];
}

/** Each row's figure (matchpoints as printed, or IMPs), "" for empty rows, laid out like the scores. */
export function sessionLines(run: SessionRun, side: Side): unknown[][] {
  const { figureNS, figureEW } = lineFigures(run);
  const n = run.rows;
  // (x === x: the row has a figure, not NaN.)
  if (side !== 'BOTH') {
    const figure = side === 'NS' ? figureNS : figureEW;
    if (run.orientation === 'row') {
      const values: unknown[] = new Array(n);
      for (let k = 0; k < n; k++) {
        const x = figure[k];
        values[k] = x === x ? x : '';
      }
      return [values];
    }
    const rows: unknown[][] = new Array(n);
    for (let k = 0; k < n; k++) {
      const x = figure[k];
      rows[k] = [x === x ? x : ''];
    }
    return rows;
  }
  const rows: unknown[][] = new Array(n);
  for (let k = 0; k < n; k++) {
    const x = figureNS[k];
    const y = figureEW[k];
    rows[k] = [x === x ? x : '', y === y ? y : ''];
  }
  return rows;
}
