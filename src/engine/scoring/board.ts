/**
 * The matchpoint board scorer: one board's traveller lines → each side's matchpoints and percentage.
 *
 * Order of work (each step a rule module):
 * 1. each line's two sides (laws/law12/split.ts): a table result, an assigned or weighted score
 *    (laws/law12/weighted.ts), an artificial score (laws/law12/artificial.ts), or no score (pending, not
 *    played, cancelled — never a zero);
 * 2. the lines with real scores are grouped by board form (laws/law87/fouled.ts);
 * 3. for each group and direction a frequency table is built (split scores put different figures in the
 *    NS and EW tables) and every side is matchpointed against it, 2 per beat, in O(n log n);
 * 4. the group is brought to the field size by the preset's rule (Neuberg, small-group percentages, a form
 *    played once);
 * 5. artificial sides get their percentage of the top, after Law 12C2(c) when the session pass supplies
 *    the contestant's own percentage (laws/law12/session-rule.ts).
 *
 * Two figures per side come out: the matchpoints as printed on the traveller (on BoardScore.top, which
 * depends on the preset's Neuberg rule) and the matchpoints on the full field's top 2(E − 1), which is what
 * factored session totals add up.
 *
 * A session scores thousands of lines, so the work is done on flat typed arrays reused from board to board
 * (no object per line until the result objects), equal results get their figures worked out once, and a
 * session's Law 12C2(c) pass re-sets only the artificial sides (applyOwnPercentages) instead of scoring the
 * board again.
 */
import { inputProblem } from '../i18n/io';
import { BridgeInputError } from '../model/types';
import type {
  ArtificialLevel,
  BoardScore,
  Direction,
  ScoredEntry,
  TravellerEntry,
  Vulnerability,
} from '../model/types';
import { boardVulnerability } from '../model/board';
import { phantomOpponentOf, PHANTOM_PAIR } from '../model/phantom';
import { contractScore } from '../model/contract';
import type { Preset } from '../presets/types';
import {
  artificialBasePercent,
  percentOfTop,
  sessionRuleTouches,
  severalBoardsPercent,
  type ArtificialAdjustment,
} from '../laws/law12/artificial';
import { sessionRulePercent } from '../laws/law12/session-rule';
import { entryPlace, tableSidesAt, type SideScore } from '../laws/law12/split';
import { formGroups, formOf, groupTreatment, smallGroupPercent, type GroupTreatment } from '../laws/law87/fouled';
import { commonDenominator, compareScores, lowerBound, rankScores, rankScoresKeyed } from './matchpoints';
import type { FrequencyItem } from './matchpoints';
import { missingAsTiesFraction } from './missing-ties';
import { neubergFraction } from './neuberg';
import { roundTo } from './rounding';

export interface BoardContext {
  /** Board number (default: the board of the first line). */
  board?: number;
  /**
   * E, the number of results expected on a normal board of the event (Neuberg's E for the field values;
   * also the traveller's E under the 'always' rule). Default: the tables on this board.
   */
  expected?: number;
  /**
   * Law 12C2(c): the contestant's own percentage on its other boards of the session (boards where it had
   * an artificial score excluded). Supplied by the session pass; absent → the preset's 60/50/40.
   */
  ownPercent?: (entry: TravellerEntry, side: Direction) => number | undefined;
  /**
   * Law 12C2(d): the place (1 = the first) of this board among the boards of the session on which the side's
   * contestant could not obtain a result (had an artificial score). Supplied by the session pass when the
   * preset elects other figures for such boards (artificial.severalBoards); absent → Law 12C2(a)'s figures.
   */
  artificialNth?: (entry: TravellerEntry, side: Direction) => number | undefined;
  /** Vulnerability used when a played line has a contract but no score (default: the board number's). */
  vulnerability?: Vulnerability;
}

/** How a side's figure came about. */
export type SideKind = 'result' | 'assigned' | 'weighted' | 'artificial' | 'small-group' | 'single' | 'phantom';

export interface MpScoredEntry extends ScoredEntry {
  /** Matchpoints on the full field's top 2(E − 1) (Neuberg-factored where the group has A ≠ E results). */
  fieldNS?: number;
  fieldEW?: number;
  kindNS?: SideKind;
  kindEW?: SideKind;
  /** Form of the board the result belongs to ('' = correct form). */
  form?: string;
}

export interface BoardGroup {
  form: string;
  direction: Direction;
  /** Real results in the group for that direction (A). */
  results: number;
  treatment: 'as-scored' | 'neuberg' | 'missing-as-ties' | 'small-group' | 'single';
}

export interface MpBoardScore extends BoardScore {
  entries: MpScoredEntry[];
  /** E used for the field values. */
  expected: number;
  /** Top of the field values: 2(E − 1). */
  fieldTop: number;
  /** Lines with a score or waiting for one (pending), i.e. not 'notPlayed' and not cancelled without ruling. */
  tables: number;
  /** The board carries an artificial adjusted score. */
  artificial: boolean;
  /** The board was played in more than one form (Law 87). */
  fouled: boolean;
  groups: BoardGroup[];
}

/**
 * The artificial sides of a scored board (Law 12C2), one per index: the line (its index in the board's lines),
 * the direction, the level, the percentage before Law 12C2(c) and the percentage given.
 */
export interface ArtificialSides {
  lines: number[];
  directions: Direction[];
  levels: ArtificialLevel[];
  bases: number[];
  percents: number[];
}

/**
 * The sides' figures in flat arrays, so that a session adds up its totals without reading back every result
 * object: side d (0 = NS) of line j of a board written at `at` is at index at + 2j + d.
 */
export interface FigureTable {
  mp: Float64Array;
  field: Float64Array;
  /** 0: no figure; 1: an artificial score (left out of a Law 12C2(c) own result); 2: any other figure. */
  state: Uint8Array;
}

/** A scored board with its artificial sides, so that Law 12C2(c) can be applied after the session's pass. */
export interface SessionBoard {
  score: MpBoardScore;
  artificial: ArtificialSides;
  /** Where the board's figures were also written, if anywhere. */
  table?: FigureTable;
  at: number;
}

/** FigureTable.state values. */
export const NO_FIGURE = 0;
export const ARTIFICIAL_FIGURE = 1;
export const OTHER_FIGURE = 2;

/** Largest safe integer numerators: above this the exact-unit method falls back to floating point. */
const SAFE = 2 ** 52;

const DIRECTION: readonly Direction[] = ['NS', 'EW'];

/** A line that is a table's result on the board (played or ruled; not pending, not played, cancelled). */
function isResult(e: TravellerEntry): boolean {
  return e.status === 'played' || e.status === 'ruled';
}

/**
 * A board cannot have more results than the event has tables (E, the expected results): scoring it would give
 * percentages above 100 or below 0. Refused, naming the board, the count and the first line beyond E.
 */
export function checkResultCount(entries: readonly TravellerEntry[], board: number, expected: number): void {
  let results = 0;
  let beyond: TravellerEntry | undefined;
  for (const e of entries) {
    if (!isResult(e)) continue;
    results++;
    if (results === expected + 1) beyond = e;
  }
  if (results <= expected) return;
  const src = beyond?.source ?? {};
  throw inputProblem('tooManyResults', { board, results, tables: expected }, src, results);
}

function checkEntries(entries: readonly TravellerEntry[], board: number): void {
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (!e || typeof e !== 'object') {
      throw new BridgeInputError(`board ${board}, line ${i + 1}: '${String(e)}' is not a traveller line`, e);
    }
    if (e.board !== board) {
      throw new BridgeInputError(
        `${entryPlace(e, i)}: line belongs to board ${String(e.board)}, not to board ${board} being scored`,
        e.board,
        e.source,
      );
    }
  }
}

function tableScoreOf(e: TravellerEntry, i: number, vul: Vulnerability | undefined): number {
  const s = e.scoreNS;
  if (typeof s === 'number' && Number.isFinite(s)) return s;
  if (s !== undefined && s !== null) {
    throw new BridgeInputError(`${entryPlace(e, i)}: score '${String(s)}' is not a number`, s, e.source);
  }
  if (e.played) return contractScore(e.played, vul ?? boardVulnerability(e.board, e.source), e.source);
  throw new BridgeInputError(`${entryPlace(e, i)}: played line has neither a score nor a contract`, e, e.source);
}

/** Read once: an imported binding is a getter call each time where modules are CommonJS (tsx, jest). */
const phantomOf = phantomOpponentOf;
const PHANTOM_LENGTH = PHANTOM_PAIR.length;

/**
 * phantomOpponentOf(), with the common line (neither pair id as long as the phantom pair's) answered without a
 * call.
 */
function phantomSide(e: TravellerEntry): Direction | undefined {
  const ns = e.ns;
  const ew = e.ew;
  if (
    (typeof ns !== 'string' || ns.length !== PHANTOM_LENGTH) &&
    (typeof ew !== 'string' || ew.length !== PHANTOM_LENGTH)
  )
    return undefined;
  return phantomOf(e);
}

function isPlainPlayed(e: TravellerEntry, form: string | undefined): boolean {
  return (
    e.status === 'played' &&
    !e.ruling &&
    e.form === form &&
    typeof e.scoreNS === 'number' &&
    phantomSide(e) === undefined
  );
}

// ---------------------------------------------------------------------------------------------------------
// Scratch arrays

/** Scratch arrays are kept up to this many elements; a larger board allocates its own. */
const KEPT = 8192;

/** Float arrays of the scratch, by use. */
const F_SCORE = 0; // the score of each side (Sides.score; the plain path's scores)
const F_PART = 1; // a field's scores, weighted components one by one
const F_DISTINCT = 2; // its distinct scores
const F_WEIGHT = 3; // their summed weights
const F_BELOW = 4; // the weight below each
const F_CLASS_NUM = 5; // the raw matchpoints of a single result with each distinct score
const F_NUM = 6; // the members' raw matchpoints
const F_MEMO = 7; // figures of each distinct score
const F_MP = 8; // Figures
const F_PCT = 9;
const F_FIELD = 10;
const F_COUNT = 11;

/** Int arrays. */
const I_MEMBERS = 0; // a field's members (line numbers)
const I_FIRST = 1; // each member's first part
const I_RANK = 2; // each part's distinct score
const I_CLASS = 3; // each member's distinct score (−1: weighted)
const I_DETAIL = 4; // Sides.detail
const I_LINES = 5; // the lines of a board played in one form
const I_SHARE = 6; // Figures.share
const I_FIRST_OF = 7; // Figures.entries(): the first line of each share
const I_COUNT = 8;

/** Byte arrays. */
const B_KIND = 0; // Sides
const B_ORIGIN = 1;
const B_SPLIT = 2;
const B_FIGURE = 3; // Figures
const B_EW_FIRST = 4;
const B_COUNT = 5;

/**
 * Typed arrays reused from board to board. A session scores its boards one after another, and a fresh typed
 * array per board and use (each with its own zeroed backing store) costs more than the scoring itself. Each
 * array is read only up to the length its user asks for, and the bytes are zeroed on request. One scorer call
 * holds the scratch at a time; a call made meanwhile (an ownPercent callback scoring a board) gets its own.
 */
class Scratch {
  private readonly floats = new Array<Float64Array | undefined>(F_COUNT);
  private readonly ints = new Array<Int32Array | undefined>(I_COUNT);
  private readonly bytes = new Array<Uint8Array | undefined>(B_COUNT);

  /** Float array `k` of at least n elements, left as the last user left it. */
  float(k: number, n: number): Float64Array {
    const a = this.floats[k];
    if (a !== undefined && a.length >= n) return a;
    const b = new Float64Array(n + (n >> 1) + 16);
    if (n <= KEPT || holdLarge) this.floats[k] = b;
    return b;
  }

  int(k: number, n: number): Int32Array {
    const a = this.ints[k];
    if (a !== undefined && a.length >= n) return a;
    const b = new Int32Array(n + (n >> 1) + 16);
    if (n <= KEPT || holdLarge) this.ints[k] = b;
    return b;
  }

  /** Byte array `k` with its first n bytes zeroed. */
  zeroBytes(k: number, n: number): Uint8Array {
    const a = this.bytes[k];
    if (a !== undefined && a.length >= n) return a.fill(0, 0, n);
    const b = new Uint8Array(n + (n >> 1) + 16);
    if (n <= KEPT || holdLarge) this.bytes[k] = b;
    return b;
  }

  /** Lets go of the arrays made for more than KEPT elements. */
  trim(): void {
    const longest = KEPT + (KEPT >> 1) + 16;
    for (const list of [this.floats, this.ints, this.bytes] as Array<Array<ArrayLike<number> | undefined>>) {
      for (let k = 0; k < list.length; k++) if ((list[k]?.length ?? 0) > longest) list[k] = undefined;
    }
  }
}

let idleScratch: Scratch | undefined = new Scratch();
/** While the boards of one session are scored, arrays of any length are kept from board to board. */
let holdLarge = false;

/**
 * Runs fn (which scores boards one after another) with the scratch arrays of large boards kept from one board
 * to the next, instead of allocated for each; they are let go when fn returns.
 */
export function withLargeBoards<T>(fn: () => T): T {
  if (holdLarge) return fn();
  holdLarge = true;
  try {
    return fn();
  } finally {
    holdLarge = false;
    idleScratch?.trim();
  }
}

/** The lean paths (a board of plain results, a session's plain boards and totals) are taken where they apply. */
let lean = true;

/**
 * Runs fn with every board and session scored the general way, the lean paths off: for tests that check the
 * two give the same figures.
 */
export function withGeneralPaths<T>(fn: () => T): T {
  const was = lean;
  lean = false;
  try {
    return fn();
  } finally {
    lean = was;
  }
}

/** Whether the lean paths are taken (see withGeneralPaths()). */
export function leanPaths(): boolean {
  return lean;
}

// ---------------------------------------------------------------------------------------------------------
// The scorer

/**
 * Scores one board for a matchpoint form. Lines are returned in the order given; lines with the same figures may
 * share one result object, so results are read, never changed. Throws BridgeInputError
 * for a line that cannot be scored (no score, a bad ruling, a line of another board).
 */
export function scoreBoard(entries: TravellerEntry[], ctx: BoardContext, preset: Preset): MpBoardScore {
  return scoreBoardForSession(entries, ctx, preset).score;
}

/**
 * What a session read of a board's lines: line i of the board is the session's line lines[i], plain[lines[i]] 1
 * for a played table result with no ruling, no form label and no phantom pair, score[lines[i]] then its NS
 * score (a finite number).
 */
interface ReadLines {
  plain: Uint8Array;
  score: Float64Array;
  lines: Int32Array;
}

/**
 * scoreBoard() that also returns the board's artificial sides, for the session's Law 12C2(c) pass
 * (applyOwnPercentages()), and writes the figures to `table` at `at` when given. `read`: the session found a
 * line of the board that is not plain (or a small board) and read the others.
 */
export function scoreBoardForSession(
  entries: TravellerEntry[],
  ctx: BoardContext,
  preset: Preset,
  table?: FigureTable,
  at = 0,
  checked = false,
  read?: ReadLines,
): SessionBoard {
  if (!Array.isArray(entries)) throw new BridgeInputError(`traveller '${String(entries)}' is not a list of lines`);
  const board = ctx.board ?? entries[0]?.board;
  if (board === undefined) throw new BridgeInputError('a board with no lines needs its number in the context');
  const n = entries.length;
  const first = entries[0];
  const form0 = n > 0 && first && typeof first === 'object' ? first.form : undefined;
  const scratch = idleScratch ?? new Scratch();
  idleScratch = undefined;
  try {
    // One pass over the lines: each checked to be a line of the board (`checked`: the session scorer has done
    // that, and counted the board's results), and while they are all plain their scores read for the plain path.
    const scores = scratch.float(F_SCORE, n);
    // A board the session has read and found not plain throughout goes the general way.
    let fast = lean && read === undefined;
    let finite = true;
    for (let i = 0; i < n; i++) {
      const e = entries[i];
      if (!checked && (!e || typeof e !== 'object' || e.board !== board)) checkEntries(entries, board);
      if (!fast) {
        if (checked) break;
        continue;
      }
      fast = isPlainPlayed(e, form0);
      const s = e.scoreNS as number;
      scores[i] = s;
      // s − s is 0 for a finite number and NaN otherwise (cheaper than a global lookup in hot loops).
      if (s - s !== 0) finite = false;
    }
    if (ctx.expected !== undefined && (!Number.isInteger(ctx.expected) || ctx.expected < 1)) {
      throw new BridgeInputError(
        `board ${board}: expected number of results '${String(ctx.expected)}' must be a whole number of at least 1`,
        ctx.expected,
      );
    }
    // A board of no more lines than E cannot have more results than E.
    if (ctx.expected !== undefined && !checked && n > ctx.expected) checkResultCount(entries, board, ctx.expected);

    // A board played only 2 or 3 times may get the small-group percentages (EBU): the general path decides.
    if (fast && smallBoard(n, ctx.expected ?? n, preset)) fast = false;
    if (fast) {
      for (let i = 0; i < n && !finite; i++) {
        const s = scores[i];
        if (s - s !== 0) tableScoreOf(entries[i], i, ctx.vulnerability);
      }
      const score = scorePlain(scores, n, form0, board, ctx, preset, scratch, table, at);
      return { score, artificial: noArtificialSides(), table, at };
    }
    return (
      (lean ? scoreRuled(entries, board, ctx, preset, scratch, table, at, read) : undefined) ??
      scoreGeneral(entries, board, ctx, preset, scratch, table, at)
    );
  } finally {
    idleScratch = scratch;
  }
}

/**
 * scoreBoardForSession() for a board of a session whose n lines the session has read and found plain: each a
 * played table result, no ruling, no form label, not against the phantom pair, its NS score scores[i] a finite
 * number. Undefined for such a board that the preset still scores the general way (a small board). Each
 * line's result also goes to scored[lines[i]], the session's list, and its figures to `table` at `at` when a
 * table is given.
 */
export function scorePlainForSession(
  scores: Float64Array,
  n: number,
  board: number,
  expected: number,
  preset: Preset,
  table: FigureTable | undefined,
  at: number,
  scored: ScoredEntry[],
  lines: Int32Array,
): SessionBoard | undefined {
  if (smallBoard(n, expected, preset)) return undefined;
  const scratch = idleScratch ?? new Scratch();
  idleScratch = undefined;
  try {
    const score = scorePlain(scores, n, undefined, board, { expected }, preset, scratch, table, at, scored, lines);
    return { score, artificial: noArtificialSides(), table, at };
  } finally {
    idleScratch = scratch;
  }
}

/**
 * Whether a whole board of `a` results, in a field of `e`, is a small group whose results get the small-group
 * percentages rather than Neuberg (EBU White Book §4.2.3.3, when the authority applies it to any board). A board
 * with artificial scores is not a board played fewer times: its results are factored as usual.
 */
function smallBoard(a: number, e: number, preset: Preset): boolean {
  const g = preset.fouled.smallGroups;
  return g.anyBoard === true && a >= 2 && a < e && a <= g.maxSize;
}

/** How a figure among A results is brought to the scale of more results. */
type Expand = (num: number, den: number, actual: number, expected: number) => number;

/**
 * Whether a board of `a` results with no artificial score, in a field of `e`, keeps the field's fixed top with
 * each missing result counted as a tie (the profile's `neuberg.fewerResults`), instead of its own smaller top.
 */
function missingAsTies(a: number, e: number, preset: Preset): boolean {
  return preset.neuberg.when !== 'always' && preset.neuberg.fewerResults === 'missing-as-ties' && a > 0 && a < e;
}

function finish(x: number, factored: boolean, top: number, preset: Preset): number {
  if (!factored || !preset.neuberg.rounding) return x;
  return roundTo(x, preset.neuberg.rounding, top / 2);
}

function pct(mp: number, top: number): number {
  return top > 0 ? (100 * mp) / top : 50;
}

function noArtificialSides(): ArtificialSides {
  return { lines: [], directions: [], levels: [], bases: [], percents: [] };
}

/** What plainFigures() worked out for a board of plain results. */
interface PlainFigures {
  /**
   * Distinct scores: they are scratch F_DISTINCT[0..size), each line's place among them placeOf[rank[i]]
   * (rank: scratch I_RANK, rankScoresKeyed()).
   */
  size: number;
  /**
   * Scratch F_MEMO: memo[6j ..] the NS and EW matchpoints, NS and EW field values, NS and EW percentages of a
   * result with distinct score j.
   */
  memo: Float64Array;
  rank: Int32Array;
  placeOf: Int32Array;
  top: number;
  fieldTop: number;
  expected: number;
  ties: boolean;
  factored: boolean;
}

/**
 * The figures of each distinct score of a board whose n lines are plain table results of one form, scores[i]
 * each a finite number: worked out once for all equal results (one Neuberg and rounding per distinct score).
 */
/** How a board of n plain results in a field of `expected` (default n) is put on the scale it is printed on. */
interface PlainScale {
  /** The field's results (E). */
  e: number;
  /** Missing results count as ties (missingAsTies()). */
  ties: boolean;
  expand: Expand;
  /** Results the printed figures are on the scale of (n unless factored). */
  display: number;
  /** The printed top, and the field's. */
  top: number;
  fieldTop: number;
}

function plainScale(n: number, expected: number | undefined, preset: Preset): PlainScale {
  const e = expected ?? n;
  const ties = missingAsTies(n, e, preset);
  const display = preset.neuberg.when === 'always' || ties ? e : n;
  return {
    e,
    ties,
    expand: ties ? missingAsTiesFraction : neubergFraction,
    display,
    top: display > 1 ? 2 * (display - 1) : 0,
    fieldTop: e > 1 ? 2 * (e - 1) : 0,
  };
}

/** A figure of m matchpoints among n results (2 per beat) on the printed scale. */
function onScale(m: number, n: number, scale: PlainScale, preset: Preset): number {
  return scale.display === n ? m : finish(scale.expand(m, 1, n, scale.display), true, scale.top, preset);
}

function plainFigures(
  scores: Float64Array,
  n: number,
  expected: number | undefined,
  preset: Preset,
  scratch: Scratch,
): PlainFigures {
  const scale = plainScale(n, expected, preset);
  const { e, ties, expand, display, top, fieldTop } = scale;
  const rank = scratch.int(I_RANK, n);
  // Results below and equal to each distinct score; then its figures: mp = 2·below + (equal − 1).
  const equal = scratch.float(F_WEIGHT, n);
  const { size, placeOf } = rankScoresKeyed(scores, n, scratch.float(F_DISTINCT, n), rank, equal);
  const rawTop = 2 * (n - 1);
  const fDisplay = display !== n;
  const fField = e !== n;
  // When the traveller's E is the event's E, the field values are the traveller's figures.
  const memo = scratch.float(F_MEMO, 6 * size);
  const same = display === e && top === fieldTop;
  let below = 0;
  for (let j = 0; j < size; j++) {
    const m = 2 * below + (equal[j] - 1);
    const w = rawTop - m;
    const mpNS = onScale(m, n, scale, preset);
    const mpEW = onScale(w, n, scale, preset);
    memo[6 * j] = mpNS;
    memo[6 * j + 1] = mpEW;
    memo[6 * j + 2] = same ? mpNS : fField ? finish(expand(m, 1, n, e), true, fieldTop, preset) : m;
    memo[6 * j + 3] = same ? mpEW : fField ? finish(expand(w, 1, n, e), true, fieldTop, preset) : w;
    memo[6 * j + 4] = pct(mpNS, top);
    memo[6 * j + 5] = pct(mpEW, top);
    below += equal[j];
  }
  return { size, memo, rank, placeOf, top, fieldTop, expected: e, ties, factored: fDisplay };
}

/**
 * Whether plainBoardFigures() scores a board of n plain results in a field of `expected`: not while the general
 * paths are asked for, nor a board with no lines, with more lines than `expected` or an `expected` that is not a
 * count, nor one the preset scores another way (a small board).
 */
function plainBoardScored(n: number, expected: number | undefined, preset: Preset): boolean {
  if (!lean || !(n >= 1)) return false;
  if (expected !== undefined && (!Number.isInteger(expected) || expected < n)) return false;
  return !smallBoard(n, expected ?? n, preset);
}

/**
 * The figures plainBoardFigures() gives a result that beats `below` of the board's n plain results and equals
 * `equal` of them (itself included), from those counts alone: out[0] and out[1] its NS and EW matchpoints, out[2]
 * the board's top (2-per-beat scale). For a caller that counts one score's place in a traveller without ranking
 * it (a per-line cell). False, out untouched, where plainBoardFigures() gives undefined or the counts cannot be
 * those of a result of the board.
 */
export function plainResultFigures(
  below: number,
  equal: number,
  n: number,
  expected: number | undefined,
  preset: Preset,
  out: Float64Array,
): boolean {
  if (!plainBoardScored(n, expected, preset)) return false;
  if (!Number.isInteger(below) || !Number.isInteger(equal) || below < 0 || equal < 1 || below + equal > n) {
    return false;
  }
  const scale = plainScale(n, expected, preset);
  const m = 2 * below + (equal - 1);
  out[0] = onScale(m, n, scale, preset);
  out[1] = onScale(2 * (n - 1) - m, n, scale, preset);
  out[2] = scale.top;
  return true;
}

/** The matchpoints of each distinct score of a board of plain results (plainBoardFigures()). */
export interface PlainBoardFigures {
  /** The board's top, on the 2-per-beat scale. */
  top: number;
  /** The distinct NS scores, ascending. */
  scores: Float64Array;
  /** NS and EW matchpoints of a result with scores[j], as scoreBoard gives every line with that score. */
  mpNS: Float64Array;
  mpEW: Float64Array;
}

/**
 * The figures scoreBoard gives a board whose n lines are all played table results with no ruling, no form label
 * and no phantom pair, line i's NS score scores[i] (finite), in a field of `expected` results (default n): one
 * set per distinct score, for callers that look lines up by score (the per-line cells). Undefined when the
 * preset scores such a board another way (a small board), when the board cannot be scored so (no lines, more
 * lines than `expected`, an `expected` that is not a count) or while the general paths are asked for: scoreBoard
 * then says what it makes of the board.
 */
export function plainBoardFigures(
  scores: Float64Array,
  n: number,
  expected: number | undefined,
  preset: Preset,
): PlainBoardFigures | undefined {
  if (!plainBoardScored(n, expected, preset) || n > scores.length) return undefined;
  for (let i = 0; i < n; i++) if (scores[i] - scores[i] !== 0) return undefined;
  const scratch = idleScratch ?? new Scratch();
  idleScratch = undefined;
  try {
    const f = plainFigures(scores, n, expected, preset, scratch);
    const distinct = scratch.float(F_DISTINCT, n);
    const out: PlainBoardFigures = {
      top: f.top,
      scores: distinct.slice(0, f.size),
      mpNS: new Float64Array(f.size),
      mpEW: new Float64Array(f.size),
    };
    for (let j = 0; j < f.size; j++) {
      out.mpNS[j] = f.memo[6 * j];
      out.mpEW[j] = f.memo[6 * j + 1];
    }
    return out;
  } finally {
    idleScratch = scratch;
  }
}

/** Fast path: every line is a plain table result of the same form, its NS score scores[i]. */
function scorePlain(
  scores: Float64Array,
  n: number,
  form0: string | undefined,
  board: number,
  ctx: BoardContext,
  preset: Preset,
  scratch: Scratch,
  table: FigureTable | undefined,
  at: number,
  scored?: ScoredEntry[],
  lines?: Int32Array,
): MpBoardScore {
  const {
    size,
    memo,
    rank,
    placeOf,
    top,
    fieldTop,
    expected: e,
    ties,
    factored: fDisplay,
  } = plainFigures(scores, n, ctx.expected, preset, scratch);
  // Every line of the board is a result of the same form, so equal scores have equal figures: one result
  // object per distinct score, shared by the lines that made it (a board of 200 results has a dozen or so).
  const form = form0 ?? '';
  const byScore = new Array<MpScoredEntry>(size);
  for (let r = 0; r < size; r++) {
    const j = 6 * r;
    byScore[r] = new PlainLine(memo[j], memo[j + 1], memo[j + 4], memo[j + 5], memo[j + 2], memo[j + 3], form);
  }
  const out = new Array<MpScoredEntry>(n);
  if (table) {
    const { mp, field, state } = table;
    const other = OTHER_FIGURE;
    for (let i = 0; i < n; i++) {
      const r = placeOf[rank[i]];
      const j = 6 * r;
      const s = at + 2 * i;
      mp[s] = memo[j];
      mp[s + 1] = memo[j + 1];
      field[s] = memo[j + 2];
      field[s + 1] = memo[j + 3];
      state[s] = other;
      state[s + 1] = other;
      out[i] = byScore[r];
      if (scored !== undefined) scored[lines![i]] = byScore[r];
    }
  } else {
    if (scored === undefined) for (let i = 0; i < n; i++) out[i] = byScore[placeOf[rank[i]]];
    else
      for (let i = 0; i < n; i++) {
        const o = byScore[placeOf[rank[i]]];
        out[i] = o;
        scored[lines![i]] = o;
      }
  }
  const treatment = ties ? 'missing-as-ties' : fDisplay ? 'neuberg' : 'as-scored';
  const groups: BoardGroup[] =
    n > 0
      ? [
          { form: form0 ?? '', direction: 'NS', results: n, treatment },
          { form: form0 ?? '', direction: 'EW', results: n, treatment },
        ]
      : [];
  return { board, top, entries: out, expected: e, fieldTop, tables: n, artificial: false, fouled: false, groups };
}

// ---------------------------------------------------------------------------------------------------------
// General path, step 1: the sides of each line

/**
 * A board's lines as flat arrays, one slot per side: slot 2i is line i's NS side, slot 2i + 1 its EW side
 * (so `slot & 1` is the direction, 0 for NS). Reading the lines once into typed arrays keeps the scorer free
 * of per-line objects.
 */
interface Sides {
  /** NO_SCORE, PENDING, SCORES or ARTIFICIAL. */
  kind: Uint8Array;
  /** For a SCORES side: result, assigned or weighted (a KIND_CODE). */
  origin: Uint8Array;
  /** The score of a side with a single result of weight 1 (a table result, an assigned score). */
  score: Float64Array;
  /**
   * −1 for a side with a single result; for any other SCORES side (a weighted score) the index of its
   * distribution in `distributions`; for an ARTIFICIAL side the index of its adjustment in `adjustments`.
   */
  detail: Int32Array;
  distributions: Array<readonly FrequencyItem[]>;
  adjustments: ArtificialAdjustment[];
  /** Per line: 1 when the two sides are compared against different fields (split.ts). */
  split: Uint8Array;
  /** Lines with a score or waiting for one (not 'notPlayed', not cancelled without a ruling). */
  tables: number;
  /** Some side has an artificial score. */
  artificial: boolean;
  /** Some line is against the phantom pair, scored by the preset's phantom rule. */
  phantom: boolean;
  /** Every line carries the form label of the first. */
  oneForm: boolean;
  /** Components of the distributions beyond one each (a field has at most members + extraParts scores). */
  extraParts: number;
}

const NO_SCORE = 0;
const PENDING = 1;
const SCORES = 2;
const ARTIFICIAL = 3;
/** The real pair's side of a line against the phantom pair, under the preset's phantom rule. */
const PHANTOM = 4;

/** Side kinds by code, as stored in the flat arrays. */
const KINDS: readonly SideKind[] = ['result', 'assigned', 'weighted', 'artificial', 'small-group', 'single', 'phantom'];
const KIND_CODE: Readonly<Record<SideKind, number>> = {
  result: 0,
  assigned: 1,
  weighted: 2,
  artificial: 3,
  'small-group': 4,
  single: 5,
  phantom: 6,
};

/** Figures.kind of an artificial side (1 + its KIND_CODE). */
const ARTIFICIAL_KIND = KIND_CODE.artificial + 1;

function putSide(sides: Sides, slot: number, side: SideScore): void {
  switch (side.kind) {
    case 'none':
      sides.kind[slot] = NO_SCORE;
      break;
    case 'pending':
      sides.kind[slot] = PENDING;
      break;
    case 'scores': {
      sides.kind[slot] = SCORES;
      sides.origin[slot] = KIND_CODE[side.origin];
      const items = side.items;
      if (items.length === 1 && items[0].weight === 1) sides.score[slot] = items[0].score;
      else {
        sides.detail[slot] = sides.distributions.push(items) - 1;
        sides.extraParts += items.length - 1;
      }
      break;
    }
    case 'artificial':
      sides.kind[slot] = ARTIFICIAL;
      sides.detail[slot] = sides.adjustments.push(side.adjustment) - 1;
      break;
  }
}

/**
 * Step 1: each line's two sides. A plain table result is read directly; any other line (a ruling, a line
 * not played or pending) goes through the rule module (laws/law12/split.ts).
 */
function readSides(
  entries: readonly TravellerEntry[],
  vul: Vulnerability | undefined,
  preset: Preset,
  scratch: Scratch,
): Sides {
  const n = entries.length;
  const sides: Sides = {
    kind: scratch.zeroBytes(B_KIND, 2 * n),
    origin: scratch.zeroBytes(B_ORIGIN, 2 * n),
    score: scratch.float(F_SCORE, 2 * n),
    detail: scratch.int(I_DETAIL, 2 * n).fill(-1, 0, 2 * n),
    distributions: [],
    adjustments: [],
    split: scratch.zeroBytes(B_SPLIT, n),
    tables: 0,
    artificial: false,
    phantom: false,
    oneForm: true,
    extraParts: 0,
  };
  const { kind, origin, score } = sides;
  const form0 = n > 0 ? entries[0].form : undefined;
  for (let i = 0; i < n; i++) {
    const e = entries[i];
    if (e.form !== form0) sides.oneForm = false;
    const real = phantomSide(e);
    if (real !== undefined) {
      readPhantomLine(sides, e, i, real, preset);
      continue;
    }
    if (!e.ruling && e.status === 'played') {
      const s = e.scoreNS;
      // s − s is 0 for a finite number and NaN otherwise.
      const x = typeof s === 'number' && s - s === 0 ? s : tableScoreOf(e, i, vul);
      kind[2 * i] = kind[2 * i + 1] = SCORES;
      origin[2 * i] = origin[2 * i + 1] = KIND_CODE.result;
      score[2 * i] = score[2 * i + 1] = x;
      sides.tables++;
      continue;
    }
    readOtherLine(sides, e, i, vul, preset);
    const ns = kind[2 * i];
    const ew = kind[2 * i + 1];
    if (ns !== NO_SCORE || ew !== NO_SCORE) sides.tables++;
    if (ns === ARTIFICIAL || ew === ARTIFICIAL) sides.artificial = true;
  }
  return sides;
}

const AVE_PLUS: ArtificialAdjustment = { kind: 'artificial', level: 'plus' };

/**
 * A line against the phantom pair (model/phantom.ts): no result on the board. Under the preset's phantom rule
 * the real pair's side gets its fixed percentage and the line is not one of the board's tables (the board was
 * played one time fewer); without the rule the real pair gets an artificial Ave+ (Law 12C2(a)).
 */
function readPhantomLine(sides: Sides, e: TravellerEntry, i: number, real: Direction, preset: Preset): void {
  if (e.scoreNS !== undefined || e.played !== undefined || e.ruling !== undefined) {
    throw new BridgeInputError(
      `${entryPlace(e, i)}: a line against the phantom pair has no contract, score or ruling (the real pair's figure follows from the preset)`,
      e,
      e.source,
    );
  }
  const slot = 2 * i + (real === 'NS' ? 0 : 1);
  if (preset.phantom) {
    sides.kind[slot] = PHANTOM;
    sides.phantom = true;
    return;
  }
  sides.kind[slot] = ARTIFICIAL;
  sides.detail[slot] = sides.adjustments.push(AVE_PLUS) - 1;
  sides.tables++;
  sides.artificial = true;
}

/** A line with a ruling, or one not played or pending (laws/law12/split.ts). */
function readOtherLine(
  sides: Sides,
  e: TravellerEntry,
  i: number,
  vul: Vulnerability | undefined,
  preset: Preset,
): void {
  const t = tableSidesAt(
    e,
    () => entryPlace(e, i),
    () => tableScoreOf(e, i, vul),
    preset.adjustments,
  );
  putSide(sides, 2 * i, t.ns);
  putSide(sides, 2 * i + 1, t.ew);
  if (t.split) sides.split[i] = 1;
}

// ---------------------------------------------------------------------------------------------------------
// General path, step 3: matchpoints within a field

/** A weight in whole units of 1/d (d undefined: the weight itself, in floating point). */
function units(w: number, d: number | undefined): number {
  return d !== undefined ? Math.round(w * d) : w;
}

/** One direction of one group of a board, its members matchpointed against each other. */
interface Field {
  /** Raw matchpoints (2 per beat, NS view) of the k-th member: num[k] / den. */
  num: Float64Array;
  den: number;
  /**
   * For a member with a single result, the index of its score among the distinct scores (equal results have
   * equal figures, worked out once); −1 for a weighted member.
   */
  cls: Int32Array;
  /** Number of distinct scores. */
  distinct: number;
  /** Raw matchpoints of a single result with the j-th distinct score. */
  classNum: Float64Array;
}

/**
 * A field's class figures from the summed weight of each distinct score: `below`, the weight under each score, and
 * `classNum`, the raw matchpoints of a single result with that score. Against the whole table a score earns
 * 2·(weight below) + (weight equal), its own table included: its comparison with itself is taken off.
 */
function classFigures(
  weight: Float64Array,
  size: number,
  one: number,
  below: Float64Array,
  classNum: Float64Array,
): void {
  let run = 0;
  for (let j = 0; j < size; j++) {
    below[j] = run;
    run += weight[j];
  }
  for (let j = 0; j < size; j++) classNum[j] = one * (2 * below[j] + weight[j] - one);
}

/**
 * A weighted side's raw matchpoints against the field: each component (its distinct score's place `at(q)`)
 * against the whole table, less the distribution's comparisons with itself.
 */
function weightedFigure(
  own: readonly { score: number; weight: number }[],
  d: number | undefined,
  below: Float64Array,
  weight: Float64Array,
  at: (q: number) => number,
): number {
  let mp = 0;
  for (let q = 0; q < own.length; q++) {
    const x = own[q];
    const ux = units(x.weight, d);
    let self = 0;
    for (const y of own) self += units(y.weight, d) * compareScores(x.score, y.score);
    const j = at(q);
    mp += ux * (2 * below[j] + weight[j] - self);
  }
  return mp;
}

/**
 * Step 3: the frequency table of a field (the `a` sides in members[0..a) of direction `dir`) and each
 * member's raw matchpoints against it, in O(n log n): the field's scores are ranked once (rankScores), the
 * weights summed per distinct score, and every member reads its matchpoints off its score's place. Weights
 * are counted in whole units of 1/D (D their common denominator) so that the sums are exact; numerators are
 * then over D².
 */
function fieldMatchpoints(
  sides: Sides,
  members: Int32Array,
  a: number,
  dir: number,
  expected: number,
  scratch: Scratch,
): Field {
  const { score, detail, distributions } = sides;
  // Every score of the field (a weighted member's components one by one, from first[k]) and the weights
  // other than 1 (a weight of 1 leaves the common denominator as it is).
  const partScore = scratch.float(F_PART, a + sides.extraParts);
  const first = scratch.int(I_FIRST, a);
  let parts = 0;
  let weights: number[] | undefined;
  for (let k = 0; k < a; k++) {
    const slot = 2 * members[k] + dir;
    const at = detail[slot];
    first[k] = parts;
    if (at < 0) {
      partScore[parts++] = score[slot];
      continue;
    }
    weights ??= [];
    for (const x of distributions[at]) {
      partScore[parts++] = x.score;
      if (x.weight !== 1) weights.push(x.weight);
    }
  }
  let d: number | undefined = 1;
  if (weights !== undefined) {
    d = commonDenominator(weights);
    // Numerators reach d² · 2a · E in neubergFraction: keep them exact integers.
    if (d !== undefined && d * d * 2 * (a + 1) * (Math.max(a, expected) + 1) > SAFE) d = undefined;
  }
  const exact = d !== undefined;
  const one = exact ? d! : 1;

  const rank = scratch.int(I_RANK, parts);
  const size = rankScores(partScore, parts, scratch.float(F_DISTINCT, parts), rank);

  // Summed weight of each distinct score, added in the members' order, and the running total below it.
  const weight = scratch.float(F_WEIGHT, size).fill(0, 0, size);
  const cls = scratch.int(I_CLASS, a);
  for (let k = 0; k < a; k++) {
    const at = detail[2 * members[k] + dir];
    if (at < 0) {
      const j = rank[first[k]];
      weight[j] += one;
      cls[k] = j;
    } else {
      const own = distributions[at];
      for (let q = 0; q < own.length; q++) weight[rank[first[k] + q]] += units(own[q].weight, d);
      cls[k] = -1;
    }
  }
  const below = scratch.float(F_BELOW, size);
  const classNum = scratch.float(F_CLASS_NUM, size);
  classFigures(weight, size, one, below, classNum);
  const num = scratch.float(F_NUM, a);
  for (let k = 0; k < a; k++) {
    const j = cls[k];
    if (j >= 0) {
      num[k] = classNum[j];
      continue;
    }
    const own = distributions[detail[2 * members[k] + dir]];
    const at = first[k];
    num[k] = weightedFigure(own, d, below, weight, (q) => rank[at + q]);
  }
  return { num, den: exact ? d! * d! : 1, cls, distinct: size, classNum };
}

// ---------------------------------------------------------------------------------------------------------
// General path: the figures and the result objects

/**
 * The figures of a board's sides as they are worked out, one slot per side (2i + d as in Sides), turned
 * into the result objects at the end.
 */
class Figures {
  readonly mp: Float64Array;
  readonly pct: Float64Array;
  readonly field: Float64Array;
  /** 1 + the KIND_CODE of a side that has its figures, 0 for a side without. */
  readonly kind: Uint8Array;
  /** Per line: the EW side got its figures before the NS side (the result object lists EW first). */
  readonly ewFirst: Uint8Array;
  /**
   * Per line: −1, or a number shared by the lines whose NS side got its figures from one distinct score of one
   * field (setNeubergFigures()); such lines with equal figures on both sides share a result object. `shares`
   * numbers are in use.
   */
  readonly share: Int32Array;
  shares = 0;
  private readonly firstOf: Int32Array;

  constructor(
    n: number,
    readonly top: number,
    readonly fieldTop: number,
    scratch: Scratch,
  ) {
    this.mp = scratch.float(F_MP, 2 * n);
    this.pct = scratch.float(F_PCT, 2 * n);
    this.field = scratch.float(F_FIELD, 2 * n);
    this.kind = scratch.zeroBytes(B_FIGURE, 2 * n);
    this.ewFirst = scratch.zeroBytes(B_EW_FIRST, n);
    this.share = scratch.int(I_SHARE, n).fill(-1, 0, n);
    this.firstOf = scratch.int(I_FIRST_OF, n);
  }

  /**
   * Whether lines i and r have the same figures on both sides, none of them artificial (an artificial side
   * may be set again by Law 12C2(c), so its line keeps an object of its own).
   */
  private sameFigures(i: number, r: number): boolean {
    const { mp, pct, field, kind } = this;
    if (this.ewFirst[i] !== this.ewFirst[r]) return false;
    for (let d = 0; d < 2; d++) {
      const a = 2 * i + d;
      const b = 2 * r + d;
      if (kind[a] !== kind[b] || kind[a] === 0 || kind[a] === ARTIFICIAL_KIND) return false;
      if (!Object.is(mp[a], mp[b]) || !Object.is(pct[a], pct[b]) || !Object.is(field[a], field[b])) return false;
    }
    return true;
  }

  set(slot: number, mp: number, field: number, kind: number, percent: number): void {
    this.mp[slot] = mp;
    this.pct[slot] = percent;
    this.field[slot] = field;
    if ((slot & 1) === 1 && this.kind[slot - 1] === 0) this.ewFirst[slot >> 1] = 1;
    this.kind[slot] = kind + 1;
  }

  /** A side worth a percentage of the top (artificial, small group, single result). */
  setPercent(slot: number, percent: number, kind: number): void {
    this.set(slot, percentOfTop(percent, this.top), percentOfTop(percent, this.fieldTop), kind, percent);
  }

  /**
   * The result objects, one per line; the figures are also written to `table` at `at` when given. `oneForm`:
   * every line carries the first line's form label.
   */
  entries(
    lines: readonly TravellerEntry[],
    table: FigureTable | undefined,
    at: number,
    oneForm: boolean,
  ): MpScoredEntry[] {
    const n = lines.length;
    const out = new Array<MpScoredEntry>(n);
    const { mp, field, kind } = this;
    if (table) {
      const { mp: toMp, field: toField, state } = table;
      for (let slot = 0; slot < 2 * n; slot++) {
        const k = kind[slot];
        toMp[at + slot] = mp[slot];
        toField[at + slot] = field[slot];
        state[at + slot] = k === 0 ? NO_FIGURE : k === ARTIFICIAL_KIND ? ARTIFICIAL_FIGURE : OTHER_FIGURE;
      }
    }
    // Lines of one share with the same figures and form get the first one's object (read, never changed).
    const { share, firstOf } = this;
    if (this.shares > 0) firstOf.fill(-1, 0, this.shares);
    const form0 = n > 0 ? (lines[0].form ?? '') : '';
    for (let i = 0; i < n; i++) {
      const form = oneForm ? form0 : (lines[i].form ?? '');
      const s = share[i];
      if (s >= 0) {
        const r = firstOf[s];
        if (r < 0) firstOf[s] = i;
        else if ((oneForm || form === (lines[r].form ?? '')) && this.sameFigures(i, r)) {
          out[i] = out[r];
          continue;
        }
      }
      out[i] = new Line(form, this, i);
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Result objects

/*
 * The result objects are made by constructors, not by object literals. V8 watches whether the objects a
 * literal makes outlive a young-generation collection; when most of them do (a session holds every board's
 * results until it returns), it may allocate all that literal's later objects in the old generation, after
 * which every session ran several times slower. Objects made with `new` are not watched. The constructors'
 * prototype is Object.prototype, so the results are the same plain objects, their keys in the same order.
 */

interface LineConstructor<A extends unknown[]> {
  new (...args: A): MpScoredEntry;
}

/** A line of the plain path: both sides a table result. */
const PlainLine = function (
  this: MpScoredEntry,
  mpNS: number,
  mpEW: number,
  pctNS: number,
  pctEW: number,
  fieldNS: number,
  fieldEW: number,
  form: string,
) {
  this.mpNS = mpNS;
  this.mpEW = mpEW;
  this.pctNS = pctNS;
  this.pctEW = pctEW;
  this.fieldNS = fieldNS;
  this.fieldEW = fieldEW;
  this.kindNS = 'result';
  this.kindEW = 'result';
  this.form = form;
} as unknown as LineConstructor<[number, number, number, number, number, number, string]>;
PlainLine.prototype = Object.prototype;

/**
 * A line of the general path: its form, then the figures of each side that has them, in the order the sides
 * got them. (All assignments are in the constructor, so that V8 makes room for them in the object itself.)
 */
const Line = function (this: MpScoredEntry, form: string, figures: Figures, i: number) {
  const { mp, pct, field, kind } = figures;
  const ns = 2 * i;
  const ew = ns + 1;
  const nsFirst = figures.ewFirst[i] === 0;
  this.form = form;
  if (kind[ns] !== 0 && nsFirst) {
    this.mpNS = mp[ns];
    this.pctNS = pct[ns];
    this.fieldNS = field[ns];
    this.kindNS = KINDS[kind[ns] - 1];
  }
  if (kind[ew] !== 0) {
    this.mpEW = mp[ew];
    this.pctEW = pct[ew];
    this.fieldEW = field[ew];
    this.kindEW = KINDS[kind[ew] - 1];
  }
  if (kind[ns] !== 0 && !nsFirst) {
    this.mpNS = mp[ns];
    this.pctNS = pct[ns];
    this.fieldNS = field[ns];
    this.kindNS = KINDS[kind[ns] - 1];
  }
} as unknown as LineConstructor<[string, Figures, number]>;
Line.prototype = Object.prototype;

/**
 * A line of the general path's figures given side by side (scoreRuled()): its form, then NS and EW, or EW and
 * NS when the EW side got its figures first, as Line lists them.
 */
const SidesLine = function (
  this: MpScoredEntry,
  form: string,
  ewFirst: boolean,
  mpNS: number,
  pctNS: number,
  fieldNS: number,
  kindNS: number,
  mpEW: number,
  pctEW: number,
  fieldEW: number,
  kindEW: number,
) {
  this.form = form;
  if (!ewFirst) {
    this.mpNS = mpNS;
    this.pctNS = pctNS;
    this.fieldNS = fieldNS;
    this.kindNS = KINDS[kindNS - 1];
  }
  this.mpEW = mpEW;
  this.pctEW = pctEW;
  this.fieldEW = fieldEW;
  this.kindEW = KINDS[kindEW - 1];
  if (ewFirst) {
    this.mpNS = mpNS;
    this.pctNS = pctNS;
    this.fieldNS = fieldNS;
    this.kindNS = KINDS[kindNS - 1];
  }
} as unknown as LineConstructor<[string, boolean, number, number, number, number, number, number, number, number]>;
SidesLine.prototype = Object.prototype;

const NEUBERG: GroupTreatment = { kind: 'neuberg' };

/** A group of a board (Law 87): its form and the lines in it, lines[0..count). */
interface FormGroup {
  form: string;
  lines: ArrayLike<number>;
  count: number;
}

/**
 * Step 2: the lines with real scores, by board form (laws/law87/fouled.ts). A board whose lines all carry
 * the same form label is one group.
 */
function boardGroups(entries: readonly TravellerEntry[], sides: Sides, scratch: Scratch): FormGroup[] {
  const kind = sides.kind;
  const n = entries.length;
  if (!sides.oneForm) {
    const groups: FormGroup[] = [];
    const byForm = formGroups(entries, (i) => kind[2 * i] === SCORES || kind[2 * i + 1] === SCORES);
    for (const [form, lines] of byForm) groups.push({ form, lines, count: lines.length });
    return groups;
  }
  const lines = scratch.int(I_LINES, n);
  let count = 0;
  for (let i = 0; i < n; i++) if (kind[2 * i] === SCORES || kind[2 * i + 1] === SCORES) lines[count++] = i;
  return count > 0 ? [{ form: formOf(entries[0]), lines, count }] : [];
}

/**
 * A raw figure num/den among `a` results, as scored on the scale of `target` results, brought there by `expand`
 * (Neuberg's rule, or missing results counted as ties).
 */
function factored(
  raw: number,
  den: number,
  a: number,
  target: number,
  top: number,
  preset: Preset,
  expand: Expand,
): number {
  return target === a ? raw / den : finish(expand(raw, den, a, target), true, top, preset);
}

/**
 * Step 4 under Neuberg's rule (a field the size of the traveller's is as scored): the figures of the
 * members[0..a) of a field on the traveller's top and on the full field's top, for directions first..last.
 * Equal results have equal figures, worked out once per distinct score.
 */
function setNeubergFigures(
  figures: Figures,
  origin: Uint8Array,
  members: Int32Array,
  a: number,
  first: number,
  last: number,
  field: Field,
  display: number,
  e: number,
  preset: Preset,
  scratch: Scratch,
  expand: Expand,
): void {
  const { num, den, cls, distinct, classNum } = field;
  const { top, fieldTop, mp: mps, pct: pcts, field: fields, kind, ewFirst } = figures;
  const rawTop = den * 2 * (a - 1);
  // The figures of a single result with the j-th distinct score, direction d: memo[6j + 3d] matchpoints,
  // memo[6j + 3d + 1] percentage, memo[6j + 3d + 2] field value. When the traveller's E is the event's E, the
  // matchpoints and the field value are one figure.
  const same = display === e && top === fieldTop;
  const memo = scratch.float(F_MEMO, 6 * distinct);
  // The NS figures from this field: the lines of one distinct score may share their figures (entries() checks
  // the EW side, which a split board takes from a field of its own).
  const shareBase = first === 0 ? figures.shares : -1;
  if (shareBase >= 0) figures.shares += distinct;
  const share = figures.share;
  for (let j = 0; j < distinct; j++) {
    for (let d = first; d <= last; d++) {
      const raw = d === 0 ? classNum[j] : rawTop - classNum[j];
      const mp = factored(raw, den, a, display, top, preset, expand);
      memo[6 * j + 3 * d] = mp;
      memo[6 * j + 3 * d + 1] = pct(mp, top);
      memo[6 * j + 3 * d + 2] = same ? mp : factored(raw, den, a, e, fieldTop, preset, expand);
    }
  }
  for (let k = 0; k < a; k++) {
    const c = cls[k];
    for (let d = first; d <= last; d++) {
      const slot = 2 * members[k] + d;
      // As Figures.set(), written out: this loop runs for every side of the board. (The two branches store
      // their own figures: a figure shared by both would be boxed on the way.)
      if (c >= 0) {
        if (shareBase >= 0) share[members[k]] = shareBase + c;
        mps[slot] = memo[6 * c + 3 * d];
        pcts[slot] = memo[6 * c + 3 * d + 1];
        fields[slot] = memo[6 * c + 3 * d + 2];
      } else {
        const raw = d === 0 ? num[k] : rawTop - num[k];
        const mp = factored(raw, den, a, display, top, preset, expand);
        mps[slot] = mp;
        pcts[slot] = pct(mp, top);
        fields[slot] = same ? mp : factored(raw, den, a, e, fieldTop, preset, expand);
      }
      if (d === 1 && kind[slot - 1] === 0) ewFirst[members[k]] = 1;
      kind[slot] = origin[slot] + 1;
    }
  }
}

/**
 * Step 5 for one side: an artificial score, a percentage of the top after Law 12C2(c) when the context gives
 * the contestant's own percentage; noted in `given` for the session's pass.
 */
function setArtificial(
  figures: Figures,
  given: ArtificialSides,
  slot: number,
  adj: ArtificialAdjustment,
  entries: readonly TravellerEntry[],
  ctx: BoardContext,
  preset: Preset,
): void {
  figures.setPercent(slot, artificialPercent(given, slot, adj, entries, ctx, preset), KIND_CODE.artificial);
}

/** The percentage of an artificial side (setArtificial()), noted in `given` when Law 12C2(c) may change it. */
function artificialPercent(
  given: ArtificialSides,
  slot: number,
  adj: ArtificialAdjustment,
  entries: readonly TravellerEntry[],
  ctx: BoardContext,
  preset: Preset,
): number {
  const entry = entries[slot >> 1];
  const d = DIRECTION[slot & 1];
  let base = artificialBasePercent(adj, preset.artificial, () => entryPlace(entry, slot >> 1), entry.source);
  // Law 12C2(d): a later board of the session without a result gets the figures the authority elects (a
  // director's explicit figure stays).
  const nth = adj.percent === undefined ? ctx.artificialNth?.(entry, d) : undefined;
  if (nth !== undefined) base = severalBoardsPercent(adj.level, nth, preset.artificial);
  // A fixed percentage (60%/40%) is an artificial score that Law 12C2(c) leaves as it is.
  if (!sessionRuleTouches(adj)) return base;
  const own = ctx.ownPercent?.(entry, d);
  const percent = sessionRulePercent(adj.level, base, own, preset.sessionRule);
  given.lines.push(slot >> 1);
  given.directions.push(d);
  given.levels.push(adj.level);
  given.bases.push(base);
  given.percents.push(percent);
  return percent;
}

/** General path: rulings, weighted and split scores, artificial scores, pending lines, fouled forms. */
/**
 * The traveller's E (`display`) and how a group's matchpoints are brought to it: the event's E ('always'); the
 * tables on the board when the board needs factoring under 'artificial-only' (an artificial score, a fouled
 * board); otherwise the board keeps its own top (no factoring), except that under 'missing-as-ties' a board
 * merely played fewer times keeps the field's top, each missing result a tie.
 */
function boardScale(
  sides: Sides,
  n: number,
  e: number,
  fouled: boolean,
  preset: Preset,
): { display: number; factorDisplay: boolean; expand: Expand } {
  if (preset.neuberg.when === 'always') return { display: e, factorDisplay: true, expand: neubergFraction };
  if (sides.artificial || fouled) return { display: sides.tables, factorDisplay: true, expand: neubergFraction };
  const kind = sides.kind;
  let a = 0;
  for (let i = 0; i < n; i++) if (kind[2 * i] === SCORES) a++;
  return missingAsTies(a, e, preset)
    ? { display: e, factorDisplay: true, expand: missingAsTiesFraction }
    : { display: a, factorDisplay: false, expand: neubergFraction };
}

/** How a group's figures were found, as BoardGroup reports it. */
function treatmentLabel(treatment: GroupTreatment, asScored: boolean, expand: Expand): BoardGroup['treatment'] {
  if (treatment.kind === 'small') return 'small-group';
  if (treatment.kind === 'single') return 'single';
  if (asScored) return 'as-scored';
  return expand === neubergFraction ? 'neuberg' : 'missing-as-ties';
}

/**
 * Step 4 for a group too small for Neuberg (fouled.smallGroups): each side's percentage from its matchpoints
 * within the group ('small'), or the preset's fixed figures for a group of one ('single').
 */
function setTreatedFigures(
  figures: Figures,
  given: ArtificialSides,
  treatment: GroupTreatment,
  field: { num: ArrayLike<number>; den: number },
  members: ArrayLike<number>,
  a: number,
  first: number,
  last: number,
  entries: TravellerEntry[],
  ctx: BoardContext,
  preset: Preset,
): void {
  const { num, den } = field;
  const rawTopNum = den * 2 * (a - 1);
  for (let k = 0; k < a; k++) {
    const i = members[k];
    for (let d = first; d <= last; d++) {
      const raw = d === 0 ? num[k] : rawTopNum - num[k];
      const slot = 2 * i + d;
      if (treatment.kind === 'small') {
        const percent = smallGroupPercent(raw / den, a, treatment.base, treatment.step);
        figures.setPercent(slot, percent, KIND_CODE['small-group']);
      } else if (treatment.kind === 'single') {
        const rule = treatment.rule;
        if (rule.kind === 'percent') figures.setPercent(slot, d === 0 ? rule.ns : rule.ew, KIND_CODE.single);
        else if (rule.kind === 'artificial') {
          const adj: ArtificialAdjustment = { kind: 'artificial', level: d === 0 ? rule.ns : rule.ew };
          setArtificial(figures, given, slot, adj, entries, ctx, preset);
        }
      }
    }
  }
}

function scoreGeneral(
  entries: TravellerEntry[],
  board: number,
  ctx: BoardContext,
  preset: Preset,
  scratch: Scratch,
  table: FigureTable | undefined,
  at: number,
): SessionBoard {
  const n = entries.length;
  const sides = readSides(entries, ctx.vulnerability, preset, scratch);
  const { kind, tables, artificial } = sides;
  const groups = boardGroups(entries, sides, scratch);
  const fouled = groups.length > 1;
  const e = ctx.expected ?? tables;
  const fieldTop = e > 1 ? 2 * (e - 1) : 0;

  const { display, factorDisplay, expand } = boardScale(sides, n, e, fouled, preset);
  const top = display > 1 ? 2 * (display - 1) : 0;

  const figures = new Figures(n, top, fieldTop, scratch);
  const given = noArtificialSides();

  const groupInfo: BoardGroup[] = [];
  let largestSize = 0;
  for (const g of groups) largestSize = Math.max(largestSize, g.count);
  const members = scratch.int(I_MEMBERS, n);

  for (const { form, lines, count } of groups) {
    const largest = count === largestSize;
    let groupSplit = false;
    for (let q = 0; q < count && !groupSplit; q++) groupSplit = sides.split[lines[q]] === 1;
    // A split group is matchpointed once per direction; otherwise the NS field gives both directions.
    for (let dir = 0; dir < (groupSplit ? 2 : 1); dir++) {
      let a = 0;
      for (let q = 0; q < count; q++) if (kind[2 * lines[q] + dir] === SCORES) members[a++] = lines[q];
      if (a === 0) continue;
      const field = fieldMatchpoints(sides, members, a, dir, Math.max(e, display), scratch);
      const scaleDisplay = factorDisplay ? display : a;
      // Step 4: the group brought to the field size.
      const treatment = fouled
        ? groupTreatment(a, scaleDisplay, largest, preset.fouled.smallGroups)
        : !artificial && a > 1 && smallBoard(a, e, preset)
          ? groupTreatment(a, e, false, preset.fouled.smallGroups)
          : NEUBERG;
      const first = groupSplit ? dir : 0;
      const last = groupSplit ? dir : 1;
      const label = treatmentLabel(treatment, scaleDisplay === a, expand);
      for (let d = first; d <= last; d++)
        groupInfo.push({ form, direction: DIRECTION[d], results: a, treatment: label });
      if (treatment.kind === 'neuberg') {
        setNeubergFigures(
          figures,
          sides.origin,
          members,
          a,
          first,
          last,
          field,
          scaleDisplay,
          e,
          preset,
          scratch,
          expand,
        );
        continue;
      }
      setTreatedFigures(figures, given, treatment, field, members, a, first, last, entries, ctx, preset);
    }
  }

  // Step 5: artificial sides, a percentage of the top; a real pair against the phantom pair its fixed one.
  if (artificial || sides.phantom) {
    for (let slot = 0; slot < 2 * n; slot++) {
      if (kind[slot] === ARTIFICIAL) {
        setArtificial(figures, given, slot, sides.adjustments[sides.detail[slot]], entries, ctx, preset);
      } else if (kind[slot] === PHANTOM && preset.phantom) {
        figures.setPercent(slot, preset.phantom.percent, KIND_CODE.phantom);
      }
    }
  }

  return {
    score: {
      board,
      top,
      entries: figures.entries(entries, table, at, sides.oneForm),
      expected: e,
      fieldTop,
      tables,
      artificial,
      fouled,
      groups: groupInfo,
    },
    artificial: given,
    table,
    at,
  };
}

// ---------------------------------------------------------------------------------------------------------
// A board of plain results and a few ruled lines

/** A side of a ruled line: SCORES (one score of weight 1, or a weighted score's items) or ARTIFICIAL. */
interface RuledSide {
  kind: number;
  /** KIND_CODE of a SCORES side's origin. */
  origin: number;
  score: number;
  items: readonly FrequencyItem[] | undefined;
  adjustment: ArtificialAdjustment | undefined;
}

function ruledSide(side: SideScore): RuledSide | undefined {
  if (side.kind === 'artificial') {
    return { kind: ARTIFICIAL, origin: 0, score: 0, items: undefined, adjustment: side.adjustment };
  }
  if (side.kind !== 'scores') return undefined;
  const items = side.items;
  for (const x of items) if (x.score - x.score !== 0) return undefined;
  const single = items.length === 1 && items[0].weight === 1;
  return {
    kind: SCORES,
    origin: KIND_CODE[side.origin],
    score: single ? items[0].score : 0,
    items: single ? undefined : items,
    adjustment: undefined,
  };
}

/**
 * One direction's field of a board of plain results and a few ruled lines: the plain results counted once per
 * distinct score, the ruled sides' scores merged in. Figures as fieldMatchpoints() gives them: classNum[f] the
 * raw matchpoints (over den) of a single result with the f-th distinct score of the field, plainClass[j] the
 * field's index of the j-th distinct plain score, num[r] the raw matchpoints of the r-th ruled member.
 */
interface RuledField {
  a: number;
  den: number;
  classNum: Float64Array;
  plainClass: Int32Array;
  num: number[];
}

/** Ruled sides' scores up to which an insertion sort costs less than the array's sort. */
const FEW_PARTS = 32;

function ruledField(
  distinct: Float64Array,
  equal: Float64Array,
  size: number,
  plain: number,
  members: readonly RuledSide[],
  expected: number,
  scratch: Scratch,
): RuledField | undefined {
  const a = plain + members.length;
  let weights: number[] | undefined;
  let extra = 0;
  for (const s of members) extra += s.items === undefined ? 1 : s.items.length;
  // The ruled sides' scores, sorted: a few by insertion, more (a large field's rulings) by the array's own sort.
  const parts = scratch.float(F_PART, extra);
  let count = 0;
  for (const s of members) {
    if (s.items === undefined) parts[count++] = s.score;
    else {
      weights ??= [];
      for (const x of s.items) {
        parts[count++] = x.score;
        if (x.weight !== 1) weights.push(x.weight);
      }
    }
  }
  if (count > FEW_PARTS) parts.subarray(0, count).sort();
  else {
    for (let q = 1; q < count; q++) {
      const x = parts[q];
      let k = q;
      while (k > 0 && parts[k - 1] > x) {
        parts[k] = parts[k - 1];
        k--;
      }
      parts[k] = x;
    }
  }
  let d: number | undefined = 1;
  if (weights !== undefined) {
    d = commonDenominator(weights);
    if (d !== undefined && d * d * 2 * (a + 1) * (Math.max(a, expected) + 1) > SAFE) d = undefined;
  }
  // Weights in floating point are summed in the members' order: the general path does that.
  if (d === undefined) return undefined;
  const one = d;
  // The distinct scores of the field: the plain ones and the parts, merged in order.
  const scores = scratch.float(F_MP, size + extra);
  const plainClass = scratch.int(I_FIRST, size);
  let i = 0;
  let j = 0;
  let m = 0;
  while (i < size || j < extra) {
    const v = j >= extra || (i < size && distinct[i] <= parts[j]) ? distinct[i] : parts[j];
    scores[m] = v;
    if (i < size && distinct[i] === v) plainClass[i++] = m;
    while (j < extra && parts[j] === v) j++;
    m++;
  }
  const weight = scratch.float(F_PCT, m).fill(0, 0, m);
  for (let q = 0; q < size; q++) weight[plainClass[q]] += one * equal[q];
  for (const s of members) {
    if (s.items === undefined) weight[lowerBound(scores, s.score, m)] += one;
    else for (const x of s.items) weight[lowerBound(scores, x.score, m)] += units(x.weight, d);
  }
  const below = scratch.float(F_BELOW, m);
  const classNum = scratch.float(F_CLASS_NUM, m);
  classFigures(weight, m, one, below, classNum);
  const num: number[] = [];
  for (const s of members) {
    if (s.items === undefined) {
      num.push(classNum[lowerBound(scores, s.score, m)]);
      continue;
    }
    const own = s.items;
    num.push(weightedFigure(own, d, below, weight, (q) => lowerBound(scores, own[q].score, m)));
  }
  return { a, den: d * d, classNum, plainClass, num };
}

/** The figures of a side: matchpoints, percentage, field value and 1 + its KIND_CODE. */
interface SideFigures {
  mp: number;
  pct: number;
  field: number;
  kind: number;
}

/**
 * scoreGeneral() for a board whose lines all carry the first one's form label and are each a played table
 * result or a ruling whose two sides are scores (assigned, weighted) or artificial: the plain results are ranked
 * once and get their figures once per distinct score (shared by NS and EW unless a line splits the board), the
 * ruled lines are worked out one by one. The figures are those of scoreGeneral(). Undefined for any other board
 * (a line against the phantom pair, pending or not played, of another form; a board the preset scores as a
 * small group; weights without a common denominator), which scoreGeneral() then scores.
 */
function scoreRuled(
  entries: TravellerEntry[],
  board: number,
  ctx: BoardContext,
  preset: Preset,
  scratch: Scratch,
  table: FigureTable | undefined,
  at: number,
  read: ReadLines | undefined,
): SessionBoard | undefined {
  const n = entries.length;
  if (n === 0) return undefined;
  const form0 = entries[0].form;
  // The lines the session read as plain (no form label) are taken as read on a board of no form label.
  const known = form0 === undefined ? read : undefined;
  const vul = ctx.vulnerability;
  const plainScores = scratch.float(F_SCORE, n);
  const ruledLines: number[] = [];
  const ruledNS: RuledSide[] = [];
  const ruledEW: RuledSide[] = [];
  let plain = 0;
  let artificial = false;
  let split = false;
  for (let i = 0; i < n; i++) {
    if (known !== undefined) {
      const q = known.lines[i];
      if (known.plain[q] === 1) {
        plainScores[plain++] = known.score[q];
        continue;
      }
    }
    const e = entries[i];
    if (e.form !== form0 || phantomSide(e) !== undefined) return undefined;
    if (!e.ruling && e.status === 'played') {
      const s = e.scoreNS;
      plainScores[plain++] = typeof s === 'number' && s - s === 0 ? s : tableScoreOf(e, i, vul);
      continue;
    }
    const t = tableSidesAt(
      e,
      () => entryPlace(e, i),
      () => tableScoreOf(e, i, vul),
      preset.adjustments,
    );
    const ns = ruledSide(t.ns);
    const ew = ruledSide(t.ew);
    if (ns === undefined || ew === undefined) return undefined;
    if (ns.kind === ARTIFICIAL || ew.kind === ARTIFICIAL) artificial = true;
    if (t.split && (ns.kind === SCORES || ew.kind === SCORES)) split = true;
    ruledLines.push(i);
    ruledNS.push(ns);
    ruledEW.push(ew);
  }
  if (plain === 0) return undefined;

  const tables = n;
  const e = ctx.expected ?? tables;
  const fieldTop = e > 1 ? 2 * (e - 1) : 0;
  let display: number;
  let factorDisplay: boolean;
  let expand: Expand = neubergFraction;
  if (preset.neuberg.when === 'always') {
    display = e;
    factorDisplay = true;
  } else if (artificial) {
    display = tables;
    factorDisplay = true;
  } else {
    const ties = missingAsTies(n, e, preset);
    display = ties ? e : n;
    factorDisplay = ties;
    if (ties) expand = missingAsTiesFraction;
  }
  const top = display > 1 ? 2 * (display - 1) : 0;

  const rank = scratch.int(I_RANK, plain);
  const equal = scratch.float(F_WEIGHT, plain);
  const distinct = scratch.float(F_DISTINCT, plain);
  // The j-th plain line's distinct score is placeOf[rank[j]] (rankScoresKeyed()).
  const { size, placeOf } = rankScoresKeyed(plainScores, plain, distinct, rank, equal);
  // memo[6j + 3d ..]: matchpoints, percentage and field value of direction d of a plain result with the j-th
  // distinct plain score.
  const memo = scratch.float(F_MEMO, 6 * size);
  const ruledFigures: SideFigures[][] = [[], []];
  const groups: BoardGroup[] = [];
  const form = formOf(entries[0]);
  const expected = Math.max(e, display);
  for (let dir = 0; dir < (split ? 2 : 1); dir++) {
    const first = split ? dir : 0;
    const last = split ? dir : 1;
    const members: RuledSide[] = [];
    for (let r = 0; r < ruledLines.length; r++) {
      const s = (dir === 0 ? ruledNS : ruledEW)[r];
      if (s.kind === SCORES) members.push(s);
    }
    const field = ruledField(distinct, equal, size, plain, members, expected, scratch);
    if (field === undefined) return undefined;
    const { a, den, classNum, plainClass, num } = field;
    if (!artificial && smallBoard(a, e, preset)) return undefined;
    const scaleDisplay = factorDisplay ? display : a;
    const treatment = scaleDisplay === a ? 'as-scored' : expand === neubergFraction ? 'neuberg' : 'missing-as-ties';
    for (let d = first; d <= last; d++) groups.push({ form, direction: DIRECTION[d], results: a, treatment });
    const rawTop = den * 2 * (a - 1);
    const same = scaleDisplay === e && top === fieldTop;
    for (let d = first; d <= last; d++) {
      for (let j = 0; j < size; j++) {
        const c = classNum[plainClass[j]];
        const raw = d === 0 ? c : rawTop - c;
        const mp = factored(raw, den, a, scaleDisplay, top, preset, expand);
        memo[6 * j + 3 * d] = mp;
        memo[6 * j + 3 * d + 1] = pct(mp, top);
        memo[6 * j + 3 * d + 2] = same ? mp : factored(raw, den, a, e, fieldTop, preset, expand);
      }
      let k = 0;
      for (let r = 0; r < ruledLines.length; r++) {
        const s = (d === 0 ? ruledNS : ruledEW)[r];
        if (s.kind !== SCORES) continue;
        const raw = d === 0 ? num[k] : rawTop - num[k];
        k++;
        const mp = factored(raw, den, a, scaleDisplay, top, preset, expand);
        const f = same ? mp : factored(raw, den, a, e, fieldTop, preset, expand);
        ruledFigures[d][r] = { mp, pct: pct(mp, top), field: f, kind: s.origin + 1 };
      }
    }
  }

  // The artificial sides, in the order of the lines, NS before EW.
  const given = noArtificialSides();
  for (let r = 0; r < ruledLines.length; r++) {
    for (let d = 0; d < 2; d++) {
      const s = (d === 0 ? ruledNS : ruledEW)[r];
      if (s.kind !== ARTIFICIAL) continue;
      const percent = artificialPercent(given, 2 * ruledLines[r] + d, s.adjustment!, entries, ctx, preset);
      ruledFigures[d][r] = {
        mp: percentOfTop(percent, top),
        pct: percent,
        field: percentOfTop(percent, fieldTop),
        kind: ARTIFICIAL_KIND,
      };
    }
  }

  const label = form0 ?? '';
  const result = KIND_CODE.result + 1;
  const byScore = new Array<MpScoredEntry>(size);
  for (let j = 0; j < size; j++) {
    const q = 6 * j;
    byScore[j] = new SidesLine(
      label,
      false,
      memo[q],
      memo[q + 1],
      memo[q + 2],
      result,
      memo[q + 3],
      memo[q + 4],
      memo[q + 5],
      result,
    );
  }
  const out = new Array<MpScoredEntry>(n);
  const toMp = table?.mp;
  const toField = table?.field;
  const state = table?.state;
  const other = OTHER_FIGURE;
  let p = 0;
  let i = 0;
  // The plain lines up to each ruled line, then the ruled line (the last run ends at the board's end).
  for (let r = 0; r <= ruledLines.length; r++) {
    const end = r < ruledLines.length ? ruledLines[r] : n;
    if (toMp !== undefined && toField !== undefined && state !== undefined) {
      for (; i < end; i++) {
        const j = placeOf[rank[p++]];
        out[i] = byScore[j];
        const q = 6 * j;
        const slot = at + 2 * i;
        toMp[slot] = memo[q];
        toMp[slot + 1] = memo[q + 3];
        toField[slot] = memo[q + 2];
        toField[slot + 1] = memo[q + 5];
        state[slot] = other;
        state[slot + 1] = other;
      }
    } else {
      for (; i < end; i++) out[i] = byScore[placeOf[rank[p++]]];
    }
    if (r === ruledLines.length) break;
    const ns = ruledFigures[0][r];
    const ew = ruledFigures[1][r];
    // An EW side matchpointed in the field before the NS side's artificial score: the object lists EW first.
    const ewFirst = ns.kind === ARTIFICIAL_KIND && ew.kind !== ARTIFICIAL_KIND;
    out[i] = new SidesLine(label, ewFirst, ns.mp, ns.pct, ns.field, ns.kind, ew.mp, ew.pct, ew.field, ew.kind);
    if (toMp !== undefined && toField !== undefined && state !== undefined) {
      const slot = at + 2 * i;
      toMp[slot] = ns.mp;
      toMp[slot + 1] = ew.mp;
      toField[slot] = ns.field;
      toField[slot + 1] = ew.field;
      state[slot] = ns.kind === ARTIFICIAL_KIND ? ARTIFICIAL_FIGURE : other;
      state[slot + 1] = ew.kind === ARTIFICIAL_KIND ? ARTIFICIAL_FIGURE : other;
    }
    i++;
  }
  return {
    score: { board, top, entries: out, expected: e, fieldTop, tables, artificial, fouled: false, groups },
    artificial: given,
    table,
    at,
  };
}

/**
 * Law 12C2(c) after the session's first pass: each artificial side of a board scored by
 * scoreBoardForSession() gets the percentage the rule gives with the contestant's own percentage
 * `own(line, direction)` (undefined: none), exactly as scoreBoard() with that ownPercent would give it;
 * nothing else on the board changes. Returns whether any figure changed; `changedSide` hears of each side
 * whose figures changed.
 */
export function applyOwnPercentages(
  board: SessionBoard,
  own: (line: number, direction: Direction) => number | undefined,
  preset: Preset,
  changedSide?: (line: number, direction: Direction) => void,
): boolean {
  const { score, artificial: sides, table } = board;
  let changed = false;
  for (let k = 0; k < sides.lines.length; k++) {
    const line = sides.lines[k];
    const d = sides.directions[k];
    const percent = sessionRulePercent(sides.levels[k], sides.bases[k], own(line, d), preset.sessionRule);
    if (Object.is(percent, sides.percents[k])) continue;
    sides.percents[k] = percent;
    changed = true;
    changedSide?.(line, d);
    const o = score.entries[line];
    const mp = percentOfTop(percent, score.top);
    const field = percentOfTop(percent, score.fieldTop);
    if (table) {
      table.mp[board.at + 2 * line + (d === 'NS' ? 0 : 1)] = mp;
      table.field[board.at + 2 * line + (d === 'NS' ? 0 : 1)] = field;
    }
    if (d === 'NS') {
      o.mpNS = mp;
      o.pctNS = percent;
      o.fieldNS = field;
    } else {
      o.mpEW = mp;
      o.pctEW = percent;
      o.fieldEW = field;
    }
  }
  return changed;
}
