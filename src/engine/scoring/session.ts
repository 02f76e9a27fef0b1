/**
 * Session scoring for pairs (and individual) events: every board scored, then each contestant's total,
 * percentage of the maximum available, scaling for contestants who played fewer boards, ranks with ties,
 * and Law 12C2(c) in a second pass.
 *
 * Matchpoint forms use the board scorer (board.ts). Butler and cross-IMP forms use the datum and cross-IMP
 * functions of butler.ts and cross-imps.ts on each board's real results; weighted scores are IMPed
 * component by component and weighted; artificial scores get the preset's IMPs (±3), or the contestant's
 * own IMP average under Law 12C2(c).
 *
 * In an individual event each player is a contestant: both players of a side share its adjusted score
 * (Law 12C3), but Law 12C2(c) gives each his own result on the other boards, so the two may get different
 * figures on that board (the line's `seats`, and each player's total).
 *
 * Procedural penalties (the rulings' and the lines' own) are taken off the totals after the boards are added
 * up and scaled (procedural-penalties.ts); the percentage is that of the total after penalties.
 */
import { BridgeInputError } from '../model/types';
import { isPhantomPair, PHANTOM_PAIR } from '../model/phantom';
import type {
  BoardScore,
  ContestantTotal,
  Direction,
  EventData,
  EventScore,
  ScoredEntry,
  Seat,
  SeatFigure,
  TravellerEntry,
} from '../model/types';
import type { Preset } from '../presets/types';
import { artificialBaseImps } from '../laws/law12/artificial';
import { percentOfTop } from '../laws/law12/artificial';
import {
  ownImpAverage,
  ownPercent,
  playersSessionRule,
  sessionRuleImps,
  type OwnResult,
} from '../laws/law12/session-rule';
import { entryPlace, tableSidesAt, type SideScore, type TableSides } from '../laws/law12/split';
import { weightedValue } from '../laws/law12/weighted';
import { CORRECT_FORM, formGroups } from '../laws/law87/fouled';
import {
  applyOwnPercentages,
  checkResultCount,
  scoreBoardForSession,
  scorePlainForSession,
  leanPaths,
  withLargeBoards,
  ARTIFICIAL_FIGURE,
  NO_FIGURE,
  type FigureTable,
  type MpBoardScore,
  type MpScoredEntry,
  type SessionBoard,
} from './board';
import { butlerDatum, type ButlerOptions } from './butler';
import { crossImps, fieldCrossImps } from './cross-imps';
import { impsBetween, WBF_IMP_SCALE, type ImpOptions } from './imps';
import { lowerBound, upperBound } from './matchpoints';
import { rounderOf, roundTo } from './rounding';
import { ExactSums, SHIFT } from './exact-sum';
import { mpFactor, rankLabel } from '../print/figures';
import { boardVulnerability } from '../model/board';
import { contractScore } from '../model/contract';
import { hasPenalty, linePenalties, penalisedContestants, sessionPenaltyAmount } from './procedural-penalties';

export interface ScoreEventOptions {
  /**
   * Boards in the session for the 'scale-to-session' rule (Compscore: total × boards in session ÷ boards
   * played). Default: the most boards any contestant played.
   */
  sessionBoards?: number;
  /** Overrides the preset's ranking fields (e.g. one ranking for a Mitchell scored across the field). */
  rankFields?: 'direction' | 'single';
}

export interface SessionTotal extends ContestantTotal {
  /** Total at full precision (after scaling, on the printing scale, less procedural penalties). */
  exactTotal: number;
  /** Percentage at full precision (MP forms). */
  exactPercent?: number;
  /** Maximum available on the boards played, on the printing scale, before scaling (MP forms). */
  maximum?: number;
  /** Law 12C2(c): percentage (or IMP average) on the boards without an artificial score. */
  ownResult?: number;
}

export interface SessionScore extends EventScore {
  entries: ScoredEntry[];
  boards: BoardScore[];
  totals: SessionTotal[];
  /** E used for the session. */
  expected: number;
  /** Boards in the session used for scaling (the most boards any contestant played when not given). */
  sessionBoards: number;
}

/** Contestant slots of each line: NS first, NS second, EW first, EW second (−1 = none). Pairs use one per side. */
type Slots = Int32Array;

/**
 * Work arrays reused from event to event: the contestant slots of every line and the flat table of figures
 * (some 250 KB for 5,000 lines, otherwise allocated and zeroed on every call). One call holds them at a time;
 * a call made meanwhile gets its own. The arrays kept are those of events of up to `limit` lines; a larger
 * event allocates its own.
 */
class EventScratch {
  constructor(private readonly limit: number) {}

  private slotArray = new Int32Array(0);
  private mp = new Float64Array(0);
  private field = new Float64Array(0);
  private state = new Uint8Array(0);
  private plain = new Uint8Array(0);
  private lineScore = new Float64Array(0);
  private boardScore = new Float64Array(0);
  private ordinal = new Int32Array(0);
  private lines = new Int32Array(0);
  /** 0, 1, 2 …: never written to once made. */
  private ordered = new Int32Array(0);

  /** Slots for n lines, every one −1 (no contestant). */
  slots(n: number): Slots {
    if (n > this.limit) return new Int32Array(4 * n).fill(-1);
    if (this.slotArray.length < 4 * n) this.slotArray = new Int32Array(4 * n);
    return this.slotArray.fill(-1, 0, 4 * n);
  }

  /** Per line: 1 for a plain line (see PlainLines), and its NS score; the scores of one board. */
  plainLines(n: number): { plain: Uint8Array; score: Float64Array } {
    if (n > this.limit) return { plain: new Uint8Array(n), score: new Float64Array(n) };
    if (this.plain.length < n) {
      this.plain = new Uint8Array(n);
      this.lineScore = new Float64Array(n);
    }
    return { plain: this.plain.fill(0, 0, n), score: this.lineScore };
  }

  /** Each line's board ordinal, for n lines (left as the last user left it: every line is set). */
  ordinals(n: number): Int32Array {
    if (n > this.limit) return new Int32Array(n);
    if (this.ordinal.length < n) this.ordinal = new Int32Array(n);
    return this.ordinal;
  }

  /** The event's line indexes grouped by board, for n lines (every one set). */
  grouped(n: number): Int32Array {
    if (n > this.limit) return new Int32Array(n);
    if (this.lines.length < n) this.lines = new Int32Array(n);
    return this.lines;
  }

  /** The line indexes 0 … n − 1 in order (the lines of an event whose boards' lines come together). */
  inOrder(n: number): Int32Array {
    if (n > this.limit) return identity(n);
    if (this.ordered.length < n) this.ordered = identity(Math.max(n, 2 * this.ordered.length));
    return this.ordered;
  }

  boardScores(n: number): Float64Array {
    if (n > this.limit) return new Float64Array(n);
    if (this.boardScore.length < n) this.boardScore = new Float64Array(n);
    return this.boardScore;
  }

  /** A figure table for `sides` sides, left as the last user left it (the boards write every side). */
  table(sides: number): FigureTable {
    if (sides > 2 * this.limit) {
      return { mp: new Float64Array(sides), field: new Float64Array(sides), state: new Uint8Array(sides) };
    }
    if (this.mp.length < sides) {
      this.mp = new Float64Array(sides);
      this.field = new Float64Array(sides);
      this.state = new Uint8Array(sides);
    }
    return { mp: this.mp, field: this.field, state: this.state };
  }
}

function identity(n: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

const KEPT_LINES = 50000;
let idleEventScratch: EventScratch | undefined = new EventScratch(KEPT_LINES);
/**
 * The work arrays of the last event of more than KEPT_LINES lines (tens of megabytes at a million lines), held
 * weakly: the next such event reuses them unless a collection has let them go meanwhile. Allocating them for
 * every call costs more than the scoring, as the engine then collects its whole heap for the memory they take.
 */
let largeScratch: WeakRef<EventScratch> | undefined;
let largeScratchBusy = false;

/** Work arrays for an event of n lines; give them back with putScratch(). */
function takeScratch(n: number): EventScratch {
  if (n <= KEPT_LINES) {
    const kept = idleEventScratch ?? new EventScratch(KEPT_LINES);
    idleEventScratch = undefined;
    return kept;
  }
  if (largeScratchBusy || typeof WeakRef !== 'function') return new EventScratch(0);
  let large = largeScratch?.deref();
  if (large === undefined) {
    large = new EventScratch(Number.POSITIVE_INFINITY);
    largeScratch = new WeakRef(large);
  }
  largeScratchBusy = true;
  return large;
}

function putScratch(scratch: EventScratch, n: number): void {
  if (n <= KEPT_LINES) idleEventScratch = scratch;
  else if (largeScratch?.deref() === scratch) largeScratchBusy = false;
}

/**
 * What scoreLines() read of each line for the matchpoint boards: `plain[i]` is 1 for a pairs line that is a
 * played table result with no ruling, no form label and no phantom pair, `score[i]` then its NS score (a finite
 * number); `anyRuling`: some line carries a ruling; `all`: every line is plain. `score` is undefined when no line
 * was read so.
 */
interface PlainLines {
  plain: Uint8Array;
  score: Float64Array | undefined;
  anyRuling: boolean;
  all: boolean;
}

/**
 * Per-contestant running sums, indexed by contestant number. The sums of scores and of tops are order-free
 * (exact-sum.ts): the same scores give the same totals, to the last bit, in any order of lines or boards.
 */
class Sums {
  readonly sum: ExactSums;
  readonly max: ExactSums;
  readonly boards: Int32Array;
  readonly ownSum: ExactSums;
  readonly ownMax: ExactSums;
  readonly ownBoards: Int32Array;
  /** The ordinal of the last board each contestant has a score on (−1: none yet). */
  readonly lastBoard: Int32Array;
  /**
   * Every contestant's own result is its whole result (no artificial score anywhere): own() reads the whole
   * sums, and the own sums are not kept (made empty when the sums are made so).
   */
  ownIsWhole: boolean;

  constructor(size: number, ownIsWhole = false) {
    const own = ownIsWhole ? 0 : size;
    this.sum = new ExactSums(size);
    this.max = new ExactSums(size);
    this.boards = new Int32Array(size);
    this.ownSum = new ExactSums(own);
    this.ownMax = new ExactSums(own);
    this.ownBoards = new Int32Array(own);
    this.lastBoard = new Int32Array(size).fill(-1);
    this.ownIsWhole = ownIsWhole;
  }

  /**
   * Adds a board score of contestant c (board ordinal k); `own` when it counts for Law 12C2(c). Returns false
   * (and adds nothing) when the contestant already has a score on that board.
   */
  add(c: number, k: number, value: number, top: number, own: boolean): boolean {
    if (this.lastBoard[c] === k) return false;
    this.lastBoard[c] = k;
    this.sum.add(c, value);
    this.max.add(c, top);
    this.boards[c]++;
    if (own) {
      this.ownSum.add(c, value);
      this.ownMax.add(c, top);
      this.ownBoards[c]++;
    }
    return true;
  }

  /** Contestant c's own result becomes its whole result so far. */
  ownIsAll(c: number): void {
    this.ownSum.copy(c, this.sum);
    this.ownMax.copy(c, this.max);
    this.ownBoards[c] = this.boards[c];
  }

  own(c: number): OwnResult {
    if (this.ownIsWhole) return { sum: this.sum.value(c), max: this.max.value(c), boards: this.boards[c] };
    return { sum: this.ownSum.value(c), max: this.ownMax.value(c), boards: this.ownBoards[c] };
  }
}

function checkEvent(event: EventData): void {
  if (!event || typeof event !== 'object') throw new BridgeInputError(`event '${String(event)}' is not an event`);
  if (!Array.isArray(event.entries)) throw new BridgeInputError('event has no list of traveller lines', event.entries);
  if (!Array.isArray(event.contestants))
    throw new BridgeInputError('event has no list of contestants', event.contestants);
  if (event.kind !== 'pairs' && event.kind !== 'individual') {
    throw new BridgeInputError(
      `event kind '${String(event.kind)}' is not scored by the session scorer (pairs and individual events only)`,
      event.kind,
    );
  }
  if (event.form !== 'mp' && event.form !== 'butler' && event.form !== 'cross-imp') {
    throw new BridgeInputError(
      `scoring form '${String(event.form)}' is not a pairs form (mp, butler or cross-imp)`,
      event.form,
    );
  }
}

/** Scores a pairs (or individual) event: boards, totals, percentages, ranks, Law 12C2(c). */
export function scoreEvent(event: EventData, preset: Preset, options: ScoreEventOptions = {}): SessionScore {
  checkEvent(event);
  if (!preset || typeof preset !== 'object' || !preset.totals) {
    throw new BridgeInputError(`preset '${String((preset as { id?: unknown })?.id ?? preset)}' is not a preset`);
  }
  const n = event.entries.length;
  const scratch = takeScratch(n);
  try {
    return scoreEventWith(event, preset, options, scratch);
  } finally {
    putScratch(scratch, n);
  }
}

/**
 * The contestants of the event numbered in their order, or the error that numbering them gave (thrown once the
 * lines' boards and E have been checked, as those errors come first).
 */
function numberContestants(event: EventData): Numbering | { error: unknown } {
  const kept = keptNumbering?.deref();
  if (kept !== undefined && numbersTheSame(kept, event.contestants)) return kept;
  try {
    const order: string[] = [];
    const direction: Array<Direction | undefined> = [];
    const number = new Map<string, number>();
    for (const c of event.contestants) {
      const id = String(c?.id);
      // One look-up: a contestant listed twice leaves the map's size as it was (and the numbering is refused).
      const size = number.size;
      number.set(id, order.length);
      if (number.size === size) throw new BridgeInputError(`contestant '${id}' is listed twice`, c);
      order.push(id);
      direction.push(c.direction);
    }
    const numbering: Numbering = { order, direction, number, seenKey: [], seen: [] };
    // A list of contestants is the whole list: the numbering is not added to (SlotNumbering), and may be kept.
    if (order.length > 0 && typeof WeakRef === 'function') keptNumbering = new WeakRef(numbering);
    return numbering;
  } catch (error) {
    return { error };
  }
}

/**
 * The numbering of the last event scored whose contestants were listed, with its table memo: the same event
 * scored again (a rescore, the next recalculation) numbers its contestants without building the map again, and
 * its first board's lines find their pairs at their tables. Held weakly, as the large scratch is.
 */
let keptNumbering: WeakRef<Numbering> | undefined;

/** Whether numbering these contestants gives `numbering`: the same ids and directions in the same order. */
function numbersTheSame(numbering: Numbering, contestants: EventData['contestants']): boolean {
  const { order, direction } = numbering;
  if (contestants.length !== order.length) return false;
  for (let k = 0; k < order.length; k++) {
    const c = contestants[k];
    if (!c || typeof c !== 'object' || direction[k] !== c.direction) return false;
    const id = c.id;
    if (id !== order[k] && String(id) !== order[k]) return false;
  }
  return true;
}

interface Numbering {
  order: string[];
  direction: Array<Direction | undefined>;
  number: Map<string, number>;
  /**
   * SlotNumbering's memo, at 4 × table + slot: the id last found in that slot at that table and its number. It
   * holds for this numbering alone, so it lives with it (and comes back with a kept numbering).
   */
  seenKey: Array<string | undefined>;
  seen: number[];
}

/**
 * The contestant slots of the lines (Slots), numbered as they are found: a contestant not listed is added (an
 * event without a list of contestants) or refused. The pairs at a table are usually the same from board to board
 * (a Mitchell's NS pairs stay put, and each round's EW pair plays several boards): the contestant last found in
 * the same slot at the line's table is tried before the map (`seenKey`, `seen` at 4 × table + slot). Table
 * numbers up to the number of lines (at least 1,024) are kept; a larger one goes to the map.
 */
class SlotNumbering {
  readonly seenKey: Array<string | undefined>;
  readonly seen: number[];
  private readonly tableLimit: number;
  private readonly checkKnown: boolean;

  constructor(
    private readonly entries: readonly TravellerEntry[],
    readonly slots: Slots,
    private readonly numbering: Numbering,
    event: EventData,
  ) {
    this.tableLimit = Math.max(1024, entries.length);
    this.checkKnown = event.contestants.length > 0;
    this.seenKey = numbering.seenKey;
    this.seen = numbering.seen;
  }

  /** Slot k of line i for the contestant `id` (none for no id or the phantom pair). */
  set(i: number, k: number, id: string | undefined): void {
    if (id === undefined || id === null || id === '') return;
    const key = typeof id === 'string' ? id : String(id);
    // The phantom pair is no contestant: its opponents' figure is set by the board scorer.
    if (key.length === PHANTOM_LENGTH && isPhantom(key)) return;
    const { seenKey, seen, slots } = this;
    const table = this.entries[i].table;
    const at =
      typeof table === 'number' && table >= 0 && table < this.tableLimit && table % 1 === 0 ? 4 * table + k : -1;
    if (at >= 0 && seenKey[at] === key) {
      slots[4 * i + k] = seen[at];
      return;
    }
    const { number, order, direction } = this.numbering;
    let c = number.get(key);
    if (c === undefined) {
      if (this.checkKnown) {
        const e = this.entries[i];
        throw new BridgeInputError(`${entryPlace(e, i)}: '${key}' is not a contestant of the event`, key);
      }
      c = order.length;
      number.set(key, c);
      order.push(key);
      direction.push(undefined);
    }
    slots[4 * i + k] = c;
    if (at >= 0) {
      while (seenKey.length <= at) {
        seenKey.push(undefined);
        seen.push(-1);
      }
      seenKey[at] = key;
      seen[at] = c;
    }
  }
}

/** Read once: an imported binding is a getter call each time where modules are CommonJS (tsx, jest). */
const isPhantom = isPhantomPair;
const PHANTOM_LENGTH = PHANTOM_PAIR.length;

/** What the pass over the lines found besides the boards. */
interface LinesRead {
  slots: Slots;
  /** Some line carries a procedural penalty. */
  penalties: boolean;
  plain: PlainLines;
}

function scoreEventWith(
  event: EventData,
  preset: Preset,
  options: ScoreEventOptions,
  scratch: EventScratch,
): SessionScore {
  const entries = event.entries;
  const n = entries.length;
  const individual = event.kind === 'individual';
  const numbering = numberContestants(event);
  // A pairs event's lines are numbered on the pass that finds their boards (an individual's after it).
  const numbered = !individual && !('error' in numbering);
  const slots: Slots = scratch.slots(n);
  const numberer = 'error' in numbering ? undefined : new SlotNumbering(entries, slots, numbering, event);
  const { seenKey, seen } = numberer ?? { seenKey: [], seen: [] };
  // The first error found numbering a line's contestants, thrown after the boards' and E's.
  let slotError: { error: unknown } | undefined;
  let penalties = false;
  let anyRuling = false;
  let plainCount = 0;
  const penaltyOf = hasPenalty;
  const { plain, score } = numbered && leanPaths() ? scratch.plainLines(n) : noPlainLines;

  // Boards and the lines of each: each line's board by ordinal (the order boards are first found in), then the
  // lines of each board listed together (boardLines()).
  const place = new Map<number, number>();
  // Written only once a board's lines are found apart (`together` false): boardLines() needs them then.
  const ordinalOf = scratch.ordinals(n);
  // Per board (by ordinal): its lines, those that are a result (played or ruled), and those not 'notPlayed'; the
  // last two counted on the pass by the lines that are not (a played line is both), then added to the lines.
  const lineCount: number[] = [];
  const results: number[] = [];
  const notNotPlayed: number[] = [];
  // A board's lines usually come together: the previous line's board is tried before the map. `together`: so far
  // every board's lines have.
  let lastBoard = NaN;
  let at = -1;
  let together = true;
  for (let i = 0; i < n; i++) {
    const e = entries[i];
    const b = e?.board;
    if (!e || typeof e !== 'object' || typeof b !== 'number' || b % 1 !== 0 || b < 1) {
      throw new BridgeInputError(`traveller line ${i + 1}: board '${String(e?.board)}' is not a board number`, e);
    }
    if (b !== lastBoard) {
      let o = place.get(b);
      if (o === undefined) {
        o = results.length;
        place.set(b, o);
        lineCount.push(0);
        results.push(0);
        notNotPlayed.push(0);
      } else if (together) {
        // The lines so far came board by board: their ordinals are written now, and each line's from here on.
        together = false;
        let line = 0;
        for (let k = 0; k < lineCount.length; k++) ordinalOf.fill(k, line, (line += lineCount[k]));
      }
      lastBoard = b;
      at = o;
    }
    if (!together) ordinalOf[i] = at;
    lineCount[at]++;
    const status = e.status;
    if (status !== 'played') {
      if (status !== 'ruled') results[at]--;
      if (status === 'notPlayed') notNotPlayed[at]--;
    }
    if (!numbered || slotError !== undefined) continue;

    // A pairs line: its penalties, whether it is plain (PlainLines), its contestants.
    const ruled = e.ruling !== undefined;
    if (ruled) anyRuling = true;
    if (!penalties && (e.penalties !== undefined || ruled) && penaltyOf(e)) penalties = true;
    const ns = e.ns;
    const ew = e.ew;
    // The common line: its pairs are the ones last seen at its table. Those are never the phantom pair, which
    // SlotNumbering does not keep.
    const table = e.table;
    let seenPairs = false;
    if (typeof table === 'number' && table >= 0 && table % 1 === 0 && 4 * table + 2 < seenKey.length) {
      const t = 4 * table;
      if (seenKey[t] === ns && seenKey[t + 2] === ew && ns !== undefined && ew !== undefined) {
        slots[4 * i] = seen[t];
        slots[4 * i + 2] = seen[t + 2];
        seenPairs = true;
      }
    }
    if (score !== undefined && !ruled && status === 'played' && e.form === undefined) {
      const s = e.scoreNS;
      // s − s is 0 for a finite number and NaN otherwise; a pair id as long as the phantom pair's is checked.
      if (
        typeof s === 'number' &&
        s - s === 0 &&
        (seenPairs ||
          ((typeof ns !== 'string' || ns.length !== PHANTOM_LENGTH || !isPhantom(ns)) &&
            (typeof ew !== 'string' || ew.length !== PHANTOM_LENGTH || !isPhantom(ew))))
      ) {
        plain[i] = 1;
        score[i] = s;
        plainCount++;
      }
    }
    if (seenPairs) continue;
    try {
      numberer!.set(i, 0, ns);
      numberer!.set(i, 2, ew);
    } catch (error) {
      slotError = { error };
    }
  }
  for (let o = 0; o < lineCount.length; o++) {
    results[o] += lineCount[o];
    notNotPlayed[o] += lineCount[o];
  }
  const byBoard = boardLines(place, ordinalOf, lineCount, n, scratch, together);
  let boards: number[];
  if (event.boards) {
    boards = [...event.boards];
    const known = new Set(boards);
    for (const b of byBoard.keys()) {
      if (!known.has(b)) {
        const i = byBoard.get(b)![0];
        throw new BridgeInputError(`${entryPlace(entries[i], i)}: board ${b} is not one of the session's boards`, b);
      }
    }
  } else {
    boards = [...byBoard.keys()].sort((a, b) => a - b);
  }

  let expected = event.expectedResults;
  if (expected === undefined) {
    expected = 0;
    for (const c of notNotPlayed) expected = Math.max(expected, c);
    expected = Math.max(expected, 1);
  } else if (!Number.isInteger(expected) || expected < 1) {
    throw new BridgeInputError(`expected results '${String(expected)}' must be a whole number of at least 1`, expected);
  } else {
    let k = 0;
    for (const [b, list] of byBoard) {
      // A board with more results than E is refused by checkResultCount(), naming the line.
      if (results[k++] > expected)
        checkResultCount(
          Array.from(list, (i) => entries[i]),
          b,
          expected,
        );
    }
  }
  if ('error' in numbering) throw numbering.error;
  if (slotError) throw slotError.error;

  if (individual) {
    for (let i = 0; i < n; i++) {
      const e = entries[i];
      if (!penalties && penaltyOf(e)) penalties = true;
      const p = e.players ?? {};
      numberer!.set(i, 0, p.N);
      numberer!.set(i, 1, p.S);
      numberer!.set(i, 2, p.E);
      numberer!.set(i, 3, p.W);
    }
  }
  const read: LinesRead = {
    slots,
    penalties,
    plain: score !== undefined ? { plain, score, anyRuling, all: plainCount === n } : noPlainLines,
  };
  return scoreLines(event, preset, options, entries, boards, byBoard, expected, numbering, read, scratch);
}

/** The lines of one board: indexes into the event's lines, in their order. */
type BoardLines = Int32Array;

const NO_LINES: BoardLines = new Int32Array(0);

/**
 * Each board's lines (by board number, in the order the boards were first found) from each line's board ordinal
 * and the count of lines per ordinal: views into one array of the event's line indexes grouped by board, a
 * counting pass rather than a growing list per board.
 */
function boardLines(
  place: ReadonlyMap<number, number>,
  ordinalOf: Int32Array,
  lineCount: readonly number[],
  n: number,
  scratch: EventScratch,
  together: boolean,
): Map<number, BoardLines> {
  const boards = lineCount.length;
  const start = new Int32Array(boards + 1);
  for (let o = 0; o < boards; o++) start[o + 1] = start[o] + lineCount[o];
  let grouped: Int32Array;
  if (together) {
    // Each board's lines come together, the boards in the order of their ordinals: the lines are grouped as
    // they stand.
    grouped = scratch.inOrder(n);
  } else {
    const fill = start.slice(0, boards);
    grouped = scratch.grouped(n);
    for (let i = 0; i < n; i++) grouped[fill[ordinalOf[i]]++] = i;
  }
  const byBoard = new Map<number, BoardLines>();
  for (const [b, o] of place) byBoard.set(b, grouped.subarray(start[o], start[o + 1]));
  return byBoard;
}

/** scoreEvent() once the boards, E, the contestants and the lines' slots are known. */
function scoreLines(
  event: EventData,
  preset: Preset,
  options: ScoreEventOptions,
  entries: TravellerEntry[],
  boards: number[],
  byBoard: Map<number, BoardLines>,
  expected: number,
  numbering: Numbering,
  read: LinesRead,
  scratch: EventScratch,
): SessionScore {
  const individual = event.kind === 'individual';
  const { order, direction, number } = numbering;
  const { slots, penalties } = read;
  const result =
    event.form === 'mp'
      ? scoreMatchpointBoards(entries, boards, byBoard, expected, slots, order, preset, individual, scratch, read.plain)
      : scoreImpBoards(
          entries,
          boards,
          byBoard,
          expected,
          slots,
          order,
          preset,
          event.form as 'butler' | 'cross-imp',
          individual,
          read.plain,
        );

  const penalty = penalties
    ? penaltiesOf(entries, boards, slots, order, number, result, preset, event.form, individual)
    : undefined;
  const { totals, sessionBoards } = makeTotals(order, direction, result, preset, options, event.form === 'mp', penalty);
  return { entries: result.scored, boards: result.boardScores, totals, expected, sessionBoards };
}

const noPlainLines: PlainLines = { plain: new Uint8Array(0), score: undefined, anyRuling: true, all: false };

interface BoardsResult {
  scored: ScoredEntry[];
  boardScores: BoardScore[];
  sums: Sums;
  /** MP forms: the top each board (by ordinal) adds to the totals, on the 2-per-beat scale. */
  totalsTop?: number[];
}

/**
 * Procedural penalties of every contestant, in the total's unit (MP on the printing scale, or IMPs), indexed
 * by contestant number. The contestants of a line are its slots; a player named in an individual event must
 * be one of the side's two.
 */
function penaltiesOf(
  entries: readonly TravellerEntry[],
  boards: readonly number[],
  slots: Slots,
  order: readonly string[],
  number: ReadonlyMap<string, number>,
  result: BoardsResult,
  preset: Preset,
  form: EventData['form'],
  individual: boolean,
): Float64Array {
  const out = new Float64Array(order.length);
  const scale = form === 'mp' ? mpFactor(preset) : 1;
  const ordinal = new Map(boards.map((b, k) => [b, k]));
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    const list = linePenalties(e);
    if (list.length === 0) continue;
    const where = entryPlace(e, i);
    const k = ordinal.get(e.board);
    const top = k === undefined || !result.totalsTop ? undefined : result.totalsTop[k] * scale;
    for (const p of list) {
      const amount = sessionPenaltyAmount(p, form, top, where);
      const first = p.direction === 'EW' ? 2 : p.direction === 'NS' ? 0 : -1;
      const side: string[] = [];
      if (first >= 0) {
        for (let m = 0; m < 2; m++) {
          const c = slots[4 * i + first + m];
          if (c >= 0) side.push(order[c]);
        }
      }
      for (const id of penalisedContestants(p, side, individual, where)) {
        out[number.get(id) as number] += amount;
      }
    }
  }
  return out;
}

const DIRS: readonly Direction[] = ['NS', 'EW'];
/** The seats of a line's slots: NS first, NS second, EW first, EW second. */
const SEATS: readonly Seat[] = ['N', 'S', 'E', 'W'];

/**
 * Law 12C2(c) in an individual event at matchpoints, for the artificial sides of one board: each player's figure
 * from his own percentage on his other boards. A side whose players get the same figure is noted in `common`
 * with the own percentage that gives it (applyOwnPercentages() then sets the side as a pair's); a side whose
 * players get different figures is noted with none (the side keeps its figure) and `player(line, direction,
 * m, contestant, percent)` hears of each of its players. Returns whether any side's players were split.
 */
function playersOfSides(
  board: SessionBoard,
  idx: BoardLines,
  slots: Slots,
  sums: Sums,
  preset: Preset,
  common: Map<number, number | undefined>,
  player: (line: number, d: Direction, m: number, c: number, percent: number) => void,
): boolean {
  const sides = board.artificial;
  let split = false;
  for (let s = 0; s < sides.lines.length; s++) {
    const line = sides.lines[s];
    const d = sides.directions[s];
    const first = 4 * idx[line] + (d === 'NS' ? 0 : 2);
    const players = [slots[first], slots[first + 1]].filter((c) => c >= 0);
    const owns = players.map((c) => ownPercent(sums.own(c)));
    const figures = playersSessionRule(sides.levels[s], sides.bases[s], owns, preset.sessionRule);
    const key = 2 * line + (d === 'NS' ? 0 : 1);
    if (figures.every((f) => Object.is(f, figures[0]))) {
      common.set(key, owns[0]);
      continue;
    }
    common.set(key, undefined);
    split = true;
    for (let m = 0; m < players.length; m++) {
      player(line, d, slots[first] === players[m] ? 0 : 1, players[m], figures[m]);
    }
  }
  return split;
}

/**
 * scoreMatchpointBoards()'s totals of a pairs event whose figures are added up as they are (no rounding of board
 * scores, no figure kept as a percentage), board by board as each is scored: Sums.add() written out for one
 * contestant per side. A board whose sides all have a figure that is not artificial (`plain`:
 * scorePlainForSession()) is added up from its lines' results, without reading the sides' states, each
 * contestant's figures in the same order. finish() once every board is in.
 */
class PairTotals {
  /**
   * A contestant's own result (its boards without an artificial score) is its whole result until its first
   * artificial score: from then on (`split`) the two are added up apart; the others' are copied at the end.
   */
  private readonly split: Uint8Array;
  private anySplit = false;
  /** plainBoard(): the top counted rather than added (NaN: none), and each contestant's boards of that top. */
  private countedTop = NaN;
  private readonly counted: Int32Array;

  constructor(
    private readonly sums: Sums,
    private readonly slots: Slots,
    private readonly entries: readonly TravellerEntry[],
    private readonly order: readonly string[],
    private readonly field = false,
  ) {
    this.split = new Uint8Array(order.length);
    this.counted = new Int32Array(order.length);
  }

  /**
   * Adds board k (ordinal) of top `top`: its lines idx, side d of line j's figure at values[2j + d] and its state
   * at state[2j + d].
   */
  board(k: number, top: number, idx: BoardLines, values: Float64Array, state: Uint8Array): void {
    const { sums, slots, entries, order, split } = this;
    const sumHigh = sums.sum.high;
    const sumLow = sums.sum.low;
    const maxHigh = sums.max.high;
    const maxLow = sums.max.low;
    const { boards: played, ownSum, ownMax, ownBoards } = sums;
    const last = sums.lastBoard;
    const shift = SHIFT;
    // The two exact parts of each sum (exact-sum.ts), the top's once for the board.
    const topHigh = top + shift - shift;
    const topLow = top - topHigh;
    const m = idx.length;
    let at = 0;
    const noFigure = NO_FIGURE;
    const artificialFigure = ARTIFICIAL_FIGURE;
    for (let j = 0; j < m; j++, at += 2) {
      const q = 4 * idx[j];
      for (let side = 0; side < 2; side++) {
        const figure = state[at + side];
        const c = slots[q + 2 * side];
        if (figure === noFigure || c < 0) continue;
        if (last[c] === k) twice(entries, idx[j], order[c]);
        last[c] = k;
        const v = values[at + side];
        if (figure === artificialFigure) {
          if (split[c] === 0) {
            split[c] = 1;
            this.anySplit = true;
            sums.ownIsAll(c);
          }
        } else if (split[c] === 1) {
          ownSum.add(c, v);
          ownMax.add(c, top);
          ownBoards[c]++;
        }
        const h = v + shift - shift;
        sumHigh[c] += h;
        sumLow[c] += v - h;
        maxHigh[c] += topHigh;
        maxLow[c] += topLow;
        played[c]++;
      }
    }
  }

  /**
   * Adds plain board k of top `top` (scorePlainForSession()), line j's figures those of its result lines[j] (its
   * field values when the totals are of field values: `field`). Every side has a figure that is not artificial:
   * no state to read, and a contestant's own result is added to only where it is apart from its whole result
   * (anySplit).
   */
  resultsBoard(k: number, top: number, idx: BoardLines, lines: readonly MpScoredEntry[]): void {
    const { sums, slots, entries, order, split } = this;
    const field = this.field;
    const sumHigh = sums.sum.high;
    const sumLow = sums.sum.low;
    const maxHigh = sums.max.high;
    const maxLow = sums.max.low;
    const { boards: played, ownSum, ownMax, ownBoards } = sums;
    const last = sums.lastBoard;
    const shift = SHIFT;
    // The two exact parts of each sum (exact-sum.ts), the top's once for the board.
    const topHigh = top + shift - shift;
    const topLow = top - topHigh;
    const m = idx.length;
    const anySplit = this.anySplit;
    for (let j = 0; j < m; j++) {
      const q = 4 * idx[j];
      const ns = slots[q];
      const ew = slots[q + 2];
      if (ns >= 0) {
        if (last[ns] === k) twice(entries, idx[j], order[ns]);
        last[ns] = k;
        const v = field ? lines[j].fieldNS! : lines[j].mpNS!;
        if (anySplit && split[ns] === 1) {
          ownSum.add(ns, v);
          ownMax.add(ns, top);
          ownBoards[ns]++;
        }
        const h = v + shift - shift;
        sumHigh[ns] += h;
        if (v !== h) sumLow[ns] += v - h;
        maxHigh[ns] += topHigh;
        if (topLow !== 0) maxLow[ns] += topLow;
        played[ns]++;
      }
      if (ew >= 0) {
        if (last[ew] === k) twice(entries, idx[j], order[ew]);
        last[ew] = k;
        const v = field ? lines[j].fieldEW! : lines[j].mpEW!;
        if (anySplit && split[ew] === 1) {
          ownSum.add(ew, v);
          ownMax.add(ew, top);
          ownBoards[ew]++;
        }
        const h = v + shift - shift;
        sumHigh[ew] += h;
        if (v !== h) sumLow[ew] += v - h;
        maxHigh[ew] += topHigh;
        if (topLow !== 0) maxLow[ew] += topLow;
        played[ew]++;
      }
    }
  }

  /**
   * The plain boards of a session whose lines are all plain (no side can have an artificial figure, so no
   * contestant's own result is ever apart): board k of top `top`, line j's figures those
   * of its result lines[j]. A whole top, the same as the last such board's, is counted rather than added: each
   * contestant's count of such boards is multiplied out when the top changes and at finish(), which gives the
   * same exact sum as adding the top board by board (board() and resultsBoard() add their boards' tops as they
   * go: the sums are order-free).
   */
  plainBoard(k: number, top: number, idx: BoardLines, lines: readonly MpScoredEntry[]): void {
    if (top !== this.countedTop) {
      this.addCountedTops();
      if (top % 1 === 0 && Math.abs(top) < 2 ** 25) this.countedTop = top;
      else return this.resultsBoard(k, top, idx, lines);
    }
    const { sums, slots, entries, order } = this;
    const field = this.field;
    const sumHigh = sums.sum.high;
    const sumLow = sums.sum.low;
    const counted = this.counted;
    const last = sums.lastBoard;
    const shift = SHIFT;
    const m = idx.length;
    for (let j = 0; j < m; j++) {
      const q = 4 * idx[j];
      const ns = slots[q];
      const ew = slots[q + 2];
      const o = lines[j];
      if (ns >= 0) {
        if (last[ns] === k) twice(entries, idx[j], order[ns]);
        last[ns] = k;
        const v = field ? o.fieldNS! : o.mpNS!;
        const h = v + shift - shift;
        sumHigh[ns] += h;
        if (v !== h) sumLow[ns] += v - h;
        counted[ns]++;
      }
      if (ew >= 0) {
        if (last[ew] === k) twice(entries, idx[j], order[ew]);
        last[ew] = k;
        const v = field ? o.fieldEW! : o.mpEW!;
        const h = v + shift - shift;
        sumHigh[ew] += h;
        if (v !== h) sumLow[ew] += v - h;
        counted[ew]++;
      }
    }
  }

  /** Each contestant's count of boards of the counted top, added to its boards and its sum of tops. */
  private addCountedTops(): void {
    const top = this.countedTop;
    if (Number.isNaN(top)) return;
    const { counted, sums } = this;
    const maxHigh = sums.max.high;
    const played = sums.boards;
    for (let c = 0; c < counted.length; c++) {
      const b = counted[c];
      if (b === 0) continue;
      // A whole top under 2^25 is its own grid part (exact-sum.ts), and b of them add up to b × top exactly.
      maxHigh[c] += b * top;
      played[c] += b;
      counted[c] = 0;
    }
    this.countedTop = NaN;
  }

  /** Every board is in: the own result of each contestant not split is its whole result. */
  finish(): Sums {
    this.addCountedTops();
    const { sums, split } = this;
    if (!this.anySplit) {
      sums.ownIsWhole = true;
      return sums;
    }
    for (let c = 0; c < split.length; c++) {
      if (split[c] === 0) sums.ownIsAll(c);
    }
    return sums;
  }
}

/** Fails for a contestant found twice on one board. */
function twice(entries: readonly TravellerEntry[], i: number, id: string): never {
  const e = entries[i];
  throw new BridgeInputError(`${entryPlace(e, i)}: contestant '${id}' has two results on board ${e.board}`, id);
}

/** The single contestant of a side, or −1 (individual sides have two players). */
function soleContestant(slots: Slots, i: number, d: Direction): number {
  const k = d === 'NS' ? 0 : 2;
  return slots[4 * i + k + 1] < 0 ? slots[4 * i + k] : -1;
}

/**
 * Law 12C2(d): counts, in board order, the boards of the session on which each contestant could not obtain a
 * result (had an artificial score). `next(i, side)` is called once for each artificial side of line i, board by
 * board, and gives the place of that board for the side (1 = the first). In an individual (when the preset
 * extends its election to individuals) each player is counted on his own and the side's place is the smaller
 * of its two players' (Law 12C3: both players of a side get the same score, so the later figures apply only
 * once both have reached them). Undefined when the preset elects nothing (or not for this kind of event).
 */
function severalBoardsCounter(
  slots: Slots,
  preset: Preset,
  individual: boolean,
): ((i: number, side: number) => number) | undefined {
  const elected = preset.artificial.severalBoards;
  if (!elected || (individual && !elected.individuals)) return undefined;
  const count = new Map<number, number>();
  return (i, side) => {
    let place = Number.MAX_SAFE_INTEGER;
    for (let m = 0; m < 2; m++) {
      const c = slots[4 * i + 2 * side + m];
      if (c < 0) continue;
      const n = (count.get(c) ?? 0) + 1;
      count.set(c, n);
      place = Math.min(place, n);
    }
    return place === Number.MAX_SAFE_INTEGER ? 0 : place;
  };
}

/**
 * Law 12C2(d) at matchpoints: the place of each artificial side's board among its contestant's boards without a
 * result (see severalBoardsCounter), for the board scorer.
 */
function severalBoardsPlaces(
  entries: readonly TravellerEntry[],
  indexes: readonly BoardLines[],
  slots: Slots,
  preset: Preset,
  individual: boolean,
): ((entry: TravellerEntry, side: Direction) => number | undefined) | undefined {
  const next = severalBoardsCounter(slots, preset, individual);
  if (!next) return undefined;
  const places = new Map<TravellerEntry, [number, number]>();
  for (let k = 0; k < indexes.length; k++) {
    for (let j = 0; j < indexes[k].length; j++) {
      const e = entries[indexes[k][j]];
      if (!e.ruling) continue;
      const place: [number, number] = [0, 0];
      for (let side = 0; side < 2; side++) {
        if ((side === 0 ? e.ruling.ns : e.ruling.ew).kind !== 'artificial') continue;
        place[side] = next(indexes[k][j], side);
      }
      if (place[0] || place[1]) places.set(e, place);
    }
  }
  if (places.size === 0) return undefined;
  return (entry, side) => places.get(entry)?.[side === 'NS' ? 0 : 1] || undefined;
}

function scoreMatchpointBoards(
  entries: readonly TravellerEntry[],
  boards: readonly number[],
  byBoard: Map<number, BoardLines>,
  expected: number,
  slots: Slots,
  order: readonly string[],
  preset: Preset,
  individual: boolean,
  scratch: EventScratch,
  lines: PlainLines,
): BoardsResult {
  const { plain, score: lineScore, anyRuling } = lines;
  const scored: ScoredEntry[] = new Array(entries.length);
  const boardScores: MpBoardScore[] = [];
  const factored = preset.totals.boardValue === 'factored';
  const roundBoard = preset.totals.sumOf === 'rounded-board-scores' ? preset.matchpoints.boardRounding : undefined;
  const half = mpFactor(preset) === 0.5;
  const value = (v: number, top: number) => {
    if (!roundBoard) return v;
    // The rounding unit is on the printing scale.
    return half ? 2 * roundTo(v / 2, roundBoard, top / 4) : roundTo(v, roundBoard, top / 2);
  };

  const indexes: BoardLines[] = [];
  for (const b of boards) indexes.push(byBoard.get(b) ?? NO_LINES);

  // Pass 1: every board at the preset's artificial figures. The figures also go to one flat table, side d
  // of line j of the k-th board at 2(lines before the board + j) + d, from which the totals are added up.
  let sides = 0;
  for (const idx of indexes) sides += 2 * idx.length;
  const table = scratch.table(sides);
  const scoredBoards: SessionBoard[] = [];
  let anyArtificial = false;
  let at = 0;
  const artificialNth = anyRuling ? severalBoardsPlaces(entries, indexes, slots, preset, individual) : undefined;
  const boardScore = scratch.boardScores(entries.length);
  // The boards whose lines' results are already in `scored`.
  const filled = new Uint8Array(boards.length);
  // Compscore: on a board factored for the totals (its traveller has a smaller top than the field), the factored
  // score counts as a percentage of the field top kept to `keptAsPercent` (0.01 %).
  const keptRule = factored ? preset.neuberg.keptAsPercent : undefined;
  const lean = leanPaths();
  // A pairs event whose figures are added up as they are goes through PairTotals, each board added up as soon as
  // it is scored, rather than the whole event's table written and read again. A plain board's figures are read
  // from its lines' results (a dozen or so objects, one per distinct score) and go to no table; any other
  // board's are written at the start of the table (the next board writes over them). Law 12C2(c) then changes
  // the totals by the figures it changes (below). When every line is plain, no side can have an artificial
  // figure: no contestant's own result is apart from its whole result, and the plain boards' tops are counted.
  const pairTotals = !individual && !keptRule && !roundBoard && lean;
  const early = pairTotals
    ? new PairTotals(new Sums(order.length, lines.all), slots, entries, order, factored)
    : undefined;
  const values = factored ? table.field : table.mp;
  withLargeBoards(() => {
    for (let k = 0; k < boards.length; k++) {
      const idx = indexes[k];
      const m = idx.length;
      const where = early === undefined ? at : 0;
      // A board whose lines are all plain (read by scoreLines()) is scored from their scores.
      let sb: SessionBoard | undefined;
      if (lineScore !== undefined && m > 0) {
        // The board's scores as they stand when its lines come together, else gathered.
        const first = idx[0];
        const inPlace = idx[m - 1] === first + m - 1;
        let j = 0;
        if (inPlace) {
          if (lines.all) j = m;
          else while (j < m && plain[first + j] === 1) j++;
        } else {
          while (j < m && plain[idx[j]] === 1) {
            boardScore[j] = lineScore[idx[j]];
            j++;
          }
        }
        if (j === m) {
          const scores = inPlace ? lineScore.subarray(first, first + m) : boardScore;
          sb = scorePlainForSession(
            scores,
            m,
            boards[k],
            expected,
            preset,
            early ? undefined : table,
            where,
            scored,
            idx,
          );
          if (sb !== undefined) filled[k] = 1;
        }
      }
      if (sb === undefined) {
        const l = new Array<TravellerEntry>(m);
        for (let j = 0; j < m; j++) l[j] = entries[idx[j]];
        // The lines' boards and each board's count of results were checked by scoreEvent().
        const ctx = { board: boards[k], expected, artificialNth };
        const read = lineScore !== undefined ? { plain, score: lineScore, lines: idx } : undefined;
        sb = scoreBoardForSession(l, ctx, preset, table, where, true, read);
      }
      at += 2 * m;
      scoredBoards.push(sb);
      boardScores.push(sb.score);
      if (sb.score.artificial) anyArtificial = true;
      if (early !== undefined) {
        const top = factored ? sb.score.fieldTop : sb.score.top;
        if (filled[k] !== 1) early.board(k, top, idx, values, table.state);
        else if (lines.all) early.plainBoard(k, top, idx, sb.score.entries);
        else early.resultsBoard(k, top, idx, sb.score.entries);
      }
    }
  });
  if (lines.all && anyArtificial) throw new Error('a session of plain lines gave an artificial figure');

  // A side's board score into the totals of its contestants (one slot per contestant of the side).
  const add = (sums: Sums, k: number, i: number, side: number, v: number, top: number, own: boolean) => {
    const c = slots[4 * i + 2 * side];
    if (c >= 0 && !sums.add(c, k, v, top, own)) twice(entries, i, order[c]);
    if (!individual) return; // a pair is one contestant
    const partner = slots[4 * i + 2 * side + 1];
    if (partner >= 0 && !sums.add(partner, k, v, top, own)) twice(entries, i, order[partner]);
  };
  // Local copies of the table's states: read in the loops below, an imported binding would cost a getter
  // call each time where modules are CommonJS (tsx, jest).
  const noFigure = NO_FIGURE;
  const artificialFigure = ARTIFICIAL_FIGURE;
  // Law 12C2(c) may change artificial scores once the totals are added up: for it, the place in the table of
  // each contestant's figure on each board is noted, so that a total it changes is added up again from that
  // contestant's figures alone.
  const kept = (v: number, k: number): number => {
    if (!keptRule) return v;
    const bs = boardScores[k];
    if (bs.top === bs.fieldTop || bs.fieldTop <= 0) return v;
    return (roundTo((100 * v) / bs.fieldTop, keptRule, 50) * bs.fieldTop) / 100;
  };
  const sessionRule = preset.sessionRule.apply && anyArtificial;
  const placeOf =
    sessionRule && early === undefined ? new Int32Array(order.length * boards.length).fill(-1) : undefined;
  const collect = (): Sums => {
    if (early !== undefined) return early.finish();
    const sums = new Sums(order.length);
    const state = table.state;
    let at = 0;
    for (let k = 0; k < boards.length; k++) {
      const bs = boardScores[k];
      const top = factored ? bs.fieldTop : bs.top;
      const idx = indexes[k];
      for (let j = 0; j < idx.length; j++, at += 2) {
        for (let side = 0; side < 2; side++) {
          const figure = state[at + side];
          if (figure === noFigure) continue;
          const v = keptRule ? kept(values[at + side], k) : values[at + side];
          add(sums, k, idx[j], side, roundBoard ? value(v, top) : v, top, figure !== artificialFigure);
          if (placeOf !== undefined) {
            const c = slots[4 * idx[j] + 2 * side];
            if (c >= 0) placeOf[k * order.length + c] = at + side;
            const partner = individual ? slots[4 * idx[j] + 2 * side + 1] : -1;
            if (partner >= 0) placeOf[k * order.length + partner] = at + side;
          }
        }
      }
    }
    return sums;
  };

  const sums = collect();

  /** The totals of the contestants marked in `again` added up again, board by board as collect() does. */
  // `own`: individual events, a player's own figure on a board (by c × boards + k) where it is not his side's.
  const addUpAgain = (again: Uint8Array, placeOf: Int32Array, own?: ReadonlyMap<number, number>) => {
    for (let c = 0; c < again.length; c++) {
      if (again[c] !== 1) continue;
      sums.sum.set(c, 0, 0);
      for (let k = 0; k < boards.length; k++) {
        const p = placeOf[k * order.length + c];
        if (p < 0) continue;
        const top = factored ? boardScores[k].fieldTop : boardScores[k].top;
        const v = kept(own?.get(c * boards.length + k) ?? values[p], k);
        sums.sum.add(c, roundBoard ? value(v, top) : v);
      }
    }
  };

  // Pass 2, Law 12C2(c): artificial scores with the contestant's own percentage on its other boards. Only the
  // artificial sides are set again, and only the totals of the contestants whose score changed are changed: by
  // the figures changed where the totals were added up board by board, else added up again from the table
  // (their own results leave artificial scores out, so they stand). In an individual each player is a
  // contestant: a side whose two players get the same figure is set as a pair's; one whose players get
  // different figures keeps the side's figure and each player's own goes to the line's `seats` and his total.
  if (sessionRule) {
    const again = new Uint8Array(order.length);
    let idx: BoardLines = NO_LINES;
    let entriesOf: readonly MpScoredEntry[] = [];
    // Totals added up board by board (PairTotals): each changed side's contestant has its old figure taken off
    // its total here and its new one added below. The sums are exact (exact-sum.ts), so the total is the one its
    // figures added up again would give, to the last bit (a side changed adds two terms to the sum's count).
    const moved: number[] = [];
    const figureOf = (o: MpScoredEntry, side: number) =>
      (factored ? (side === 0 ? o.fieldNS : o.fieldEW) : side === 0 ? o.mpNS : o.mpEW) as number;
    // Individuals: the own percentage that gives both players of a side their common figure (by 2 × line + side).
    const common = new Map<number, number | undefined>();
    const playerOwn = individual ? new Map<number, number>() : undefined;
    const own = (line: number, d: Direction) => {
      if (individual) return common.get(2 * line + (d === 'NS' ? 0 : 1));
      const c = soleContestant(slots, idx[line], d);
      return c < 0 ? undefined : ownPercent(sums.own(c));
    };
    const changedSide = (line: number, d: Direction) => {
      const first = 4 * idx[line] + (d === 'NS' ? 0 : 2);
      if (early !== undefined) {
        const c = slots[first];
        const side = d === 'NS' ? 0 : 1;
        if (c < 0) return;
        sums.sum.add(c, -figureOf(entriesOf[line], side));
        moved.push(c, line, side);
        return;
      }
      if (slots[first] >= 0) again[slots[first]] = 1;
      if (individual && slots[first + 1] >= 0) again[slots[first + 1]] = 1;
    };
    let changed = false;
    for (let k = 0; k < boards.length; k++) {
      if (!boardScores[k].artificial) continue;
      idx = indexes[k];
      entriesOf = boardScores[k].entries;
      if (playerOwn !== undefined) {
        common.clear();
        const split = playersOfSides(scoredBoards[k], idx, slots, sums, preset, common, (line, d, m, c, pct) => {
          const o = scoredBoards[k].score.entries[line];
          const mp = percentOfTop(pct, boardScores[k].top);
          const field = percentOfTop(pct, boardScores[k].fieldTop);
          o.seats = { ...o.seats, [SEATS[(d === 'NS' ? 0 : 2) + m]]: { mp, pct, field } };
          playerOwn.set(c * boards.length + k, factored ? field : mp);
          again[c] = 1;
        });
        if (split) changed = true;
      }
      if (applyOwnPercentages(scoredBoards[k], own, preset, changedSide)) changed = true;
      for (let q = 0; q < moved.length; q += 3) sums.sum.add(moved[q], figureOf(entriesOf[moved[q + 1]], moved[q + 2]));
      moved.length = 0;
    }
    if (changed && placeOf !== undefined) addUpAgain(again, placeOf, playerOwn);
  }

  for (let k = 0; k < boards.length; k++) {
    if (filled[k] === 1) continue;
    const idx = indexes[k];
    const bs = boardScores[k];
    for (let j = 0; j < idx.length; j++) scored[idx[j]] = bs.entries[j];
  }
  const totalsTop = boardScores.map((bs) => (factored ? bs.fieldTop : bs.top));
  return { scored, boardScores, sums, totalsTop };
}

const IMP_SCALES = { wbf: WBF_IMP_SCALE } as const;

function impOptions(preset: Preset): ImpOptions {
  const scale = IMP_SCALES[preset.imps.scale];
  if (!scale) throw new BridgeInputError(`IMP scale '${String(preset.imps.scale)}' is not known`, preset.imps.scale);
  return { scale };
}

type ScoresSide = Extract<SideScore, { kind: 'scores' }>;
type ArtificialSide = Extract<SideScore, { kind: 'artificial' }>;

function scoreImpBoards(
  entries: readonly TravellerEntry[],
  boards: readonly number[],
  byBoard: Map<number, BoardLines>,
  expected: number,
  slots: Slots,
  order: readonly string[],
  preset: Preset,
  form: 'butler' | 'cross-imp',
  individual: boolean,
  lines: PlainLines,
): BoardsResult {
  const scored: ScoredEntry[] = new Array(entries.length);
  const boardScores: BoardScore[] = [];
  const tables: TableSides[] = new Array(entries.length);
  const artificialSides: Array<[number, Direction]> = [];
  const opts = impOptions(preset);
  // Law 12C2(d): the places of the boards without a result, counted as the boards come (board order).
  const nextPlace = preset.artificial.severalBoards?.imps ? severalBoardsCounter(slots, preset, individual) : undefined;
  const baseImps = new Map<number, number>();

  const lean = lines.score !== undefined ? lines : undefined;
  for (const b of boards) {
    const idx = byBoard.get(b) ?? NO_LINES;
    if (lean !== undefined && plainImpBoard(lean, idx, b, form, expected, preset, opts, scored, tables, boardScores)) {
      continue;
    }
    const datum: Record<string, number> = {};
    for (const i of idx) {
      // A line the session read as plain is a table result: its one score, of weight 1, for both sides.
      if (lean !== undefined && lean.plain[i] === 1) {
        const side: SideScore = { kind: 'scores', items: [{ score: lean.score![i], weight: 1 }], origin: 'result' };
        tables[i] = { ns: side, ew: side, split: false };
        scored[i] = {};
        continue;
      }
      const e = entries[i];
      tables[i] = tableSidesAt(
        e,
        () => entryPlace(e, i),
        () => {
          if (typeof e.scoreNS === 'number' && Number.isFinite(e.scoreNS)) return e.scoreNS;
          if (e.scoreNS !== undefined) {
            throw new BridgeInputError(`${entryPlace(e, i)}: score '${String(e.scoreNS)}' is not a number`, e.scoreNS);
          }
          if (e.played) return contractScore(e.played, boardVulnerability(e.board, e.source), e.source);
          throw new BridgeInputError(`${entryPlace(e, i)}: played line has neither a score nor a contract`, e);
        },
        preset.adjustments,
      );
      scored[i] = {};
    }
    const groups = formGroups(
      Array.from(idx, (i) => entries[i]),
      (j) => tables[idx[j]].ns.kind === 'scores' || tables[idx[j]].ew.kind === 'scores',
    );
    for (const [formLabel, members0] of groups) {
      const members = members0.map((j) => idx[j]);
      const split = members.some((i) => tables[i].split);
      for (const d of split ? DIRS : (['NS'] as const)) {
        const field = members.filter((i) => (d === 'NS' ? tables[i].ns : tables[i].ew).kind === 'scores');
        const itemsOf = (i: number) => ((d === 'NS' ? tables[i].ns : tables[i].ew) as ScoresSide).items;
        const a = field.length;
        let values: number[];
        if (form === 'butler') {
          const scores: number[] = [];
          const weights: number[] = [];
          const factor = preset.butler.factorFrequencies && a < expected ? expected / a : 1;
          for (const i of field) {
            for (const it of itemsOf(i)) {
              scores.push(it.score);
              weights.push(it.weight * factor);
            }
          }
          const dt = butlerDatum(scores, butlerOptions(preset, opts, a, weights));
          if (d === 'NS' || datum[formLabel] === undefined) datum[formLabel] = dt;
          values = field.map((i) => {
            const items = itemsOf(i);
            // One score of weight 1 (a table result, an assigned score): its IMPs against the datum.
            if (items.length === 1 && items[0].weight === 1) return impsBetween(items[0].score, dt, opts);
            return weightedValue(items, (s) => impsBetween(s, dt, opts));
          });
        } else {
          values = fieldCrossImps(field.map(itemsOf), { ...opts, divisor: preset.crossImps.divisor });
        }
        field.forEach((i, k) => {
          const v = values[k];
          const s = scored[i];
          if (split) {
            if (d === 'NS') s.impNS = v === 0 ? 0 : v;
            else s.impEW = v === 0 ? 0 : -v;
          } else {
            s.impNS = v === 0 ? 0 : v;
            s.impEW = v === 0 ? 0 : -v;
          }
        });
      }
    }
    for (const i of idx) {
      for (const d of DIRS) {
        const side = d === 'NS' ? tables[i].ns : tables[i].ew;
        if (side.kind === 'artificial') {
          let v = artificialBaseImps(side.adjustment, preset.artificial);
          // Law 12C2(d): a later board of the session without a result gets the IMPs the authority elects (a
          // director's explicit figure stays).
          const place = nextPlace?.(i, d === 'NS' ? 0 : 1);
          const later = preset.artificial.severalBoards;
          if (place && later?.imps && side.adjustment.imps === undefined && place >= later.fromBoard) {
            v = later.imps[side.adjustment.level];
          }
          baseImps.set(2 * i + (d === 'NS' ? 0 : 1), v);
          if (d === 'NS') scored[i].impNS = v;
          else scored[i].impEW = v;
          artificialSides.push([i, d]);
        }
      }
    }
    boardScores.push({
      board: b,
      top: 0,
      datum: form === 'butler' ? datum : undefined,
      entries: Array.from(idx, (i) => scored[i]),
    });
  }

  // Individuals, Law 12C2(c): a player's IMPs on a line where they are not his side's (by 4 × line + slot).
  const seatImps = new Map<number, number>();
  const collect = (): Sums => {
    const sums = new Sums(order.length);
    boards.forEach((b, k) => {
      for (const i of byBoard.get(b) ?? NO_LINES) {
        const s = scored[i];
        for (let side = 0; side < 2; side++) {
          const v = side === 0 ? s.impNS : s.impEW;
          if (v === undefined) continue;
          const own = (side === 0 ? tables[i].ns : tables[i].ew).kind !== 'artificial';
          for (let m = 0; m < 2; m++) {
            const c = slots[4 * i + 2 * side + m];
            const mine = seatImps.size > 0 ? (seatImps.get(4 * i + 2 * side + m) ?? v) : v;
            if (c >= 0 && !sums.add(c, k, mine, 0, own)) twice(entries, i, order[c]);
          }
        }
      }
    });
    return sums;
  };
  let sums = collect();
  if (preset.sessionRule.apply && artificialSides.length > 0) {
    for (const [i, d] of artificialSides) {
      const side = (d === 'NS' ? tables[i].ns : tables[i].ew) as ArtificialSide;
      const base = baseImps.get(2 * i + (d === 'NS' ? 0 : 1)) ?? artificialBaseImps(side.adjustment, preset.artificial);
      let v: number;
      if (individual) {
        // Each player is a contestant: his own IMP average on his other boards (see playersOfSides).
        const first = 4 * i + (d === 'NS' ? 0 : 2);
        const at = [first, first + 1].filter((p) => slots[p] >= 0);
        const owns = at.map((p) => ownImpAverage(sums.own(slots[p])));
        const figures = playersSessionRule(side.adjustment.level, base, owns, preset.sessionRule, sessionRuleImps);
        if (figures.every((f) => Object.is(f, figures[0]))) {
          v = figures.length > 0 ? figures[0] : base;
        } else {
          v = base;
          const seats: Partial<Record<Seat, SeatFigure>> = { ...scored[i].seats };
          at.forEach((p, m) => {
            seatImps.set(p, figures[m]);
            seats[SEATS[p - 4 * i]] = { imp: figures[m] };
          });
          scored[i].seats = seats;
        }
      } else {
        const c = soleContestant(slots, i, d);
        const own = c < 0 ? undefined : ownImpAverage(sums.own(c));
        v = sessionRuleImps(side.adjustment.level, base, own, preset.sessionRule);
      }
      if (d === 'NS') scored[i].impNS = v;
      else scored[i].impEW = v;
    }
    sums = collect();
  }
  return { scored, boardScores, sums };
}

/** The options of a Butler datum over a field of `a` tables (`weights`: each score's, scaled as the preset says). */
function butlerOptions(preset: Preset, opts: ImpOptions, a: number, weights: number[]): ButlerOptions {
  return {
    ...opts,
    drop: preset.butler.drop,
    // Drop or not by the number of tables, not of weighted components.
    minResultsToDrop: a >= preset.butler.minResultsToDrop ? 0 : Number.MAX_SAFE_INTEGER,
    roundTo: preset.butler.roundTo,
    halves: preset.butler.halves,
    ...(preset.butler.datumRounding ? { datumRounding: preset.butler.datumRounding } : {}),
    weights,
  };
}

/** A side of a plain line: a table result (its items are not read once the board is scored). */
const PLAIN_SIDE: SideScore = { kind: 'scores', items: [], origin: 'result' };
const PLAIN_SIDES: TableSides = { ns: PLAIN_SIDE, ew: PLAIN_SIDE, split: false };

/**
 * A line's IMPs, NS then EW, made by a constructor as the matchpoint lines are (board.ts): the same plain object
 * as the general path's, keys in the same order.
 */
const ImpLine = function (this: ScoredEntry, ns: number, ew: number) {
  this.impNS = ns;
  this.impEW = ew;
} as unknown as new (ns: number, ew: number) => ScoredEntry;
ImpLine.prototype = Object.prototype;

/**
 * scoreImpBoards() for a board whose lines the session read as plain (PlainLines: each a played table result
 * of a pairs event with no ruling, no form label and no phantom pair): the datum or the cross-IMPs from the
 * scores alone, each line's IMPs and the board score as the general path gives them. False (nothing done) for
 * any other board.
 */
function plainImpBoard(
  lines: PlainLines,
  idx: BoardLines,
  board: number,
  form: 'butler' | 'cross-imp',
  expected: number,
  preset: Preset,
  opts: ImpOptions,
  scored: ScoredEntry[],
  tables: TableSides[],
  boardScores: BoardScore[],
): boolean {
  const m = idx.length;
  const { plain, score } = lines;
  if (m === 0 || score === undefined) return false;
  for (let j = 0; j < m; j++) if (plain[idx[j]] !== 1) return false;
  const scores = Array.from(idx, (i) => score[i]);
  let values: number[];
  let datum: Record<string, number> | undefined;
  if (form === 'butler') {
    const factor = preset.butler.factorFrequencies && m < expected ? expected / m : 1;
    const dt = butlerDatum(scores, butlerOptions(preset, opts, m, new Array<number>(m).fill(factor)));
    datum = { [CORRECT_FORM]: dt };
    values = scores.map((s) => impsBetween(s, dt, opts));
  } else {
    values = crossImps(scores, { ...opts, divisor: preset.crossImps.divisor });
  }
  const entries = new Array<ScoredEntry>(m);
  for (let j = 0; j < m; j++) {
    const v = values[j];
    const i = idx[j];
    entries[j] = scored[i] = v === 0 ? new ImpLine(0, 0) : new ImpLine(v, -v);
    tables[i] = PLAIN_SIDES;
  }
  boardScores.push({ board, top: 0, datum, entries });
  return true;
}

/**
 * A contestant's total, made by a constructor rather than an object literal: a session keeps every total it
 * makes, and V8 may allocate all of a literal's later objects in the old generation once most of them outlive
 * a young-generation collection (see board.ts). The prototype is Object.prototype: the totals are the same
 * plain objects, their keys in the same order. The figures only some totals carry (percentages, maximum, own
 * result) are given a place here too, unset: set later, each would grow the object by a property store of its
 * own (some 6 % of the time of a million-result score, measured).
 */
const Total = function (
  this: SessionTotal,
  id: string,
  direction: Direction | undefined,
  total: number,
  exactTotal: number,
  boardsPlayed: number,
) {
  this.id = id;
  this.direction = direction;
  this.total = total;
  this.exactTotal = exactTotal;
  this.boardsPlayed = boardsPlayed;
  this.rank = 0;
  this.rankLabel = '';
  this.exactPercent = undefined;
  this.percent = undefined;
  this.maximum = undefined;
  this.ownResult = undefined;
} as unknown as new (
  id: string,
  direction: Direction | undefined,
  total: number,
  exactTotal: number,
  boardsPlayed: number,
) => SessionTotal;
Total.prototype = Object.prototype;

function makeTotals(
  order: readonly string[],
  direction: ReadonlyArray<Direction | undefined>,
  result: BoardsResult,
  preset: Preset,
  options: ScoreEventOptions,
  mp: boolean,
  penalty?: Float64Array,
): { totals: SessionTotal[]; sessionBoards: number } {
  const t = preset.totals;
  const scale = mp ? mpFactor(preset) : 1;
  const { sums } = result;
  let most = 0;
  // The most boards played by a contestant of each direction (Compscore's two-winner Mitchell scales to these).
  let mostNS = 0;
  let mostEW = 0;
  let mostOther = 0;
  for (let c = 0; c < order.length; c++) {
    const b = sums.boards[c];
    if (b > most) most = b;
    const d = direction[c];
    if (d === 'NS') {
      if (b > mostNS) mostNS = b;
    } else if (d === 'EW') {
      if (b > mostEW) mostEW = b;
    } else if (b > mostOther) mostOther = b;
  }
  const sessionBoards = options.sessionBoards ?? most;
  const byDirection = options.sessionBoards === undefined && t.sessionBoardsBy === 'direction';
  // (Only a contestant that played a board is scaled: the most of its direction is then at least 1.)
  const mostOf = (d: Direction | undefined) => (d === 'NS' ? mostNS : d === 'EW' ? mostEW : mostOther);
  const sessionOf = (c: number) => (byDirection ? mostOf(direction[c]) : sessionBoards);
  if (!Number.isInteger(sessionBoards) || sessionBoards < 0) {
    throw new BridgeInputError(`boards in the session '${String(sessionBoards)}' is not a whole number`, sessionBoards);
  }

  // Called for every contestant: read once (an imported binding is a getter call each time where modules are
  // CommonJS: tsx, jest).
  const roundTotal = rounderOf(t.totalRounding);
  const roundPercent = rounderOf(t.percentRounding);
  const percentOwn = ownPercent;
  const averageOwn = ownImpAverage;
  const ownIsWhole = sums.ownIsWhole;
  const totals: SessionTotal[] = order.map((id, c) => {
    const played = sums.boards[c];
    const sum = sums.sum.value(c);
    const max = sums.max.value(c);
    const factor = t.fewerBoards === 'scale-to-session' && played > 0 ? sessionOf(c) / played : 1;
    // Procedural penalties: a fixed amount off the scaled total.
    const pen = penalty ? penalty[c] : 0;
    const boardsTotal = played > 0 ? sum * factor * scale : 0;
    const exactTotal = pen ? boardsTotal - pen : boardsTotal;
    const maxScaled = max * factor * scale;
    const total = roundTotal(exactTotal, maxScaled / 2);
    const out = new Total(id, direction[c], total, exactTotal, played);
    if (pen) out.penalty = pen;
    if (mp && played > 0 && max > 0) {
      const exactPercent =
        t.percentFrom === 'rounded-total'
          ? (100 * total) / maxScaled
          : pen
            ? (100 * sum) / max - (100 * pen) / maxScaled
            : (100 * sum) / max;
      out.exactPercent = exactPercent;
      out.percent = roundPercent(exactPercent, 50);
      out.maximum = max * scale;
      // With no artificial score anywhere, the own result is the whole one (ownPercent() of the same sums).
      out.ownResult = ownIsWhole ? (100 * sum) / max : percentOwn(sums.own(c));
    } else if (!mp && played > 0) {
      out.ownResult = averageOwn(sums.own(c));
    }
    return out;
  });

  rank(totals, mp ? preset.ranking.by : 'total', options.rankFields ?? preset.ranking.fields, preset.ranking.tieLabel);
  return { totals, sessionBoards };
}

/**
 * Ranks in place: within each field, higher is better, equal figures share the better rank. A contestant's rank
 * is 1 + the number of its field's figures above its own, and the last place of its tie the number of figures at
 * least its own: counted by value where the figures are whole hundredths close together (rankByCount()), else
 * found by two binary searches among the field's figures sorted once as a typed array (no comparator). A field with
 * a figure that is not a number (NaN) is ranked in order of a stable sort (rankInOrder()).
 */
export function rank(
  totals: SessionTotal[],
  by: 'percent' | 'total',
  fields: 'direction' | 'single',
  tieLabel: 'equals' | 'range',
): void {
  const n = totals.length;
  // Each total's field (−1: none, no board played), in the order the fields are first found, and its figure.
  const fieldOf = new Int32Array(n);
  const keys = new Float64Array(n);
  // A field is named by a direction or by '' (a single field). A Mitchell's totals alternate between two
  // fields, so the first two names are compared before the map is asked.
  const names: string[] = [];
  const fieldIds = new Map<string, number>();
  const sizes: number[] = [];
  const numeric: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const t = totals[i];
    if (t.boardsPlayed === 0) {
      fieldOf[i] = -1;
      continue;
    }
    const name = fields === 'direction' && t.direction ? t.direction : '';
    let f = name === names[0] ? 0 : name === names[1] ? 1 : (fieldIds.get(name) ?? -1);
    if (f < 0) {
      f = names.length;
      names.push(name);
      fieldIds.set(name, f);
      sizes.push(0);
      numeric.push(true);
    }
    fieldOf[i] = f;
    sizes[f]++;
    const key = by === 'percent' && t.percent !== undefined ? t.percent : t.total;
    if (typeof key !== 'number' || key !== key) numeric[f] = false;
    keys[i] = key;
  }
  // The totals of each field together, in their order: field f at start[f].
  const start = new Int32Array(sizes.length + 1);
  for (let f = 0; f < sizes.length; f++) start[f + 1] = start[f] + sizes[f];
  const fill = start.slice(0, sizes.length);
  const members = new Int32Array(start[sizes.length]);
  for (let i = 0; i < n; i++) if (fieldOf[i] >= 0) members[fill[fieldOf[i]]++] = i;
  const label = rankLabel;
  const above = upperBound;
  const atLeast = lowerBound;
  for (let f = 0; f < sizes.length; f++) {
    const m = sizes[f];
    const from = start[f];
    if (!numeric[f]) {
      const field: SessionTotal[] = [];
      for (let q = from; q < from + m; q++) field.push(totals[members[q]]);
      rankInOrder(field, by, tieLabel);
      continue;
    }
    if (rankByCount(totals, keys, members, from, m, tieLabel)) continue;
    const sorted = new Float64Array(m);
    for (let q = 0; q < m; q++) sorted[q] = keys[members[from + q]];
    sorted.sort();
    // Equal figures share their places and so their label: each label is made once, for the first of its tie.
    const labels = new Array<string | undefined>(m + 1);
    for (let q = from; q < from + m; q++) {
      const i = members[q];
      const first = m - above(sorted, keys[i], m) + 1;
      const t = totals[i];
      t.rank = first;
      t.rankLabel = labels[first] ??= label(first, m - atLeast(sorted, keys[i], m), tieLabel);
    }
  }
}

/**
 * rank() of one field (totals[members[from + q]], figure keys[…], q < m) whose figures are whole hundredths (every
 * percentage to 0.01, every whole total) within a span of a few times the field's size: the figures counted by
 * value, so that the places come from the counts above and at each value, with no sort. False (nothing ranked)
 * for any other field.
 */
function rankByCount(
  totals: SessionTotal[],
  keys: Float64Array,
  members: Int32Array,
  from: number,
  m: number,
  tieLabel: 'equals' | 'range',
): boolean {
  if (m === 0) return true;
  if (rankCents.length < m) rankCents = new Int32Array(Math.max(m, 2 * rankCents.length));
  const cents = rankCents;
  let lo = Infinity;
  let hi = -Infinity;
  for (let q = 0; q < m; q++) {
    const k = keys[members[from + q]];
    const x = Math.round(k * 100);
    // x ÷ 100 is k itself: the hundredths keep the figures' order, equal hundredths being equal figures.
    if (x / 100 !== k || !(Math.abs(x) < 2 ** 31)) return false;
    cents[q] = x;
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  const span = hi - lo + 1;
  if (span > RANK_SPAN_PER_FIGURE * m + RANK_SPAN) return false;
  // atLeast[v]: the figures at value lo + v or above (atLeast[span] = 0), counted at each value first.
  if (rankCounts.length < span + 1) rankCounts = new Int32Array(Math.max(span + 1, 2 * rankCounts.length));
  const atLeast = rankCounts.fill(0, 0, span + 1);
  for (let q = 0; q < m; q++) atLeast[cents[q] - lo]++;
  for (let v = span - 1, sum = 0; v >= 0; v--) atLeast[v] = sum += atLeast[v];
  // Equal figures share their places and so their label: each label is made once, for the first of its tie
  // (a tie's first place names it).
  const labels = new Array<string | undefined>(m + 1);
  const label = rankLabel;
  for (let q = 0; q < m; q++) {
    const v = cents[q] - lo;
    const first = atLeast[v + 1] + 1;
    const t = totals[members[from + q]];
    t.rank = first;
    t.rankLabel = labels[first] ??= label(first, atLeast[v], tieLabel);
  }
  return true;
}

/**
 * rankByCount()'s limit on a field's span of hundredths: RANK_SPAN_PER_FIGURE × its figures + RANK_SPAN (the
 * percentages of any field, 0 to 100 %, are within it), and its work arrays, kept from field to field.
 */
const RANK_SPAN_PER_FIGURE = 4;
const RANK_SPAN = 10240;
let rankCents = new Int32Array(0);
let rankCounts = new Int32Array(0);

/** rank() of one field in the order of its figures, higher first (higherFirst()). */
function rankInOrder(field: SessionTotal[], by: 'percent' | 'total', tieLabel: 'equals' | 'range'): void {
  const key = (t: SessionTotal) => (by === 'percent' && t.percent !== undefined ? t.percent : t.total);
  const g = higherFirst(field, field.map(key));
  let i = 0;
  while (i < g.length) {
    let j = i;
    while (j + 1 < g.length && key(g[j + 1]) === key(g[i])) j++;
    for (let k = i; k <= j; k++) {
      g[k].rank = i + 1;
      g[k].rankLabel = rankLabel(i + 1, j + 1, tieLabel);
    }
    i = j + 1;
  }
}

/**
 * The items in order of their keys, higher first, equal keys in the items' order: the keys sorted once as a
 * typed array (no comparator), then each item placed after the items whose key is higher and the equal ones
 * before it. Keys that are not all numbers go through a stable sort with a comparator.
 */
function higherFirst<T>(items: readonly T[], keys: readonly number[]): T[] {
  const m = items.length;
  const sorted = new Float64Array(m);
  for (let i = 0; i < m; i++) {
    if (keys[i] !== keys[i]) {
      const byKey = items.map((_, i) => i).sort((x, y) => keys[y] - keys[x]);
      return byKey.map((i) => items[i]);
    }
    sorted[i] = keys[i];
  }
  sorted.sort();
  // upperBound(key) is the same index for equal keys: it numbers each key's next place.
  const placed = new Int32Array(m + 1);
  const above = upperBound;
  const out = new Array<T>(m);
  for (let i = 0; i < m; i++) {
    const at = above(sorted, keys[i], m);
    out[m - at + placed[at]++] = items[i];
  }
  return out;
}
